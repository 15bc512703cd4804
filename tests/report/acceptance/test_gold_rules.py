"""The gold acceptance rules (min_gold_accuracy, min_gold_n; for each annotator or the batch)
read the core's gold figures; without gold items they cannot be checked, never a pass; the
gold column never counts in the agreement figures of the report."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.quality.gold import gold_scores
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules, merged, rules_from_dict
from adjudicator.store.project import Project

# a: 5 of 6 gold items right, b: 3 of 5 (item 7 empty), c: 4 of 6, d labelled no gold item;
# pooled 12 of 17
ROWS = ["id,a,b,c,d,truth", "1,x,x,y,,x", "2,y,y,y,,y", "3,x,y,x,x,", "4,y,x,y,,y",
        "5,x,x,x,,x", "6,y,y,x,y,", "7,x,,x,,x", "8,y,y,y,,x"]


def _write(folder: Path, rows: list[str], name: str = "g.csv") -> Path:
    path = folder / name
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def gold_project(tmp_path: Path) -> Iterator[Project]:
    """Four annotators and a reference column the import finds (``truth``)."""
    with Project.open(_write(tmp_path, ROWS), author="lead") as p:
        assert p.dataset.gold_column == "truth"
        assert p.state.ratings.annotators == ("a", "b", "c", "d")
        yield p


def _results(project: Project, **rules: object) -> dict[tuple[str, str], object]:
    model = build_report(project, rules=AcceptanceRules(**rules))  # type: ignore[arg-type]
    return {(r.rule, r.subject): r for r in model.verdict.results}


def test_each_annotator_reads_the_core_accuracy(gold_project: Project) -> None:
    """Observed = the core's accuracy; equal passes; no gold item seen is not checkable."""
    r = gold_project.state.ratings
    truth = [str(v) for v in gold_project.dataset.frame["truth"].astype(object)]
    codes = np.array([r.labels.index(v) if v in r.labels else -1 for v in truth])
    assert (codes >= 0).sum() == 6
    core = {a.annotator: a for a in gold_scores(r.codes, codes, r.annotators, r.labels).annotators}
    got = _results(gold_project, min_gold_accuracy=0.6)
    assert got[("min_gold_accuracy", "a")].observed == pytest.approx(
        core["a"].accuracy.value, abs=1e-12)
    assert got[("min_gold_accuracy", "a")].observed == pytest.approx(5 / 6, abs=1e-12)
    assert got[("min_gold_accuracy", "b")].observed == pytest.approx(0.6, abs=1e-12)
    assert got[("min_gold_accuracy", "b")].passed is True  # at least: equal passes
    d = got[("min_gold_accuracy", "d")]
    assert d.passed is None
    assert d.observed is None
    assert "d labelled no gold item" in str(d.reason)
    assert build_report(gold_project, rules=AcceptanceRules(
        min_gold_accuracy=0.6)).verdict.overall == "unchecked"
    assert build_report(gold_project, rules=AcceptanceRules(
        min_gold_accuracy=0.7)).verdict.overall == "fail"  # b and c below


def test_gold_items_seen_per_annotator(gold_project: Project) -> None:
    """min_gold_n counts each annotator's gold items; one who saw none fails with 0."""
    got = _results(gold_project, min_gold_n=5)
    assert [(k[1], v.observed, v.passed) for k, v in got.items()] == [
        ("a", 6.0, True), ("b", 5.0, True), ("c", 6.0, True), ("d", 0.0, False)]


def test_batch_scope(gold_project: Project) -> None:
    """gold_scope=batch: the pooled accuracy (12 of 17) and the batch's gold items (6)."""
    got = _results(gold_project, gold_scope="batch", min_gold_accuracy=0.7, min_gold_n=7)
    accuracy = next(v for k, v in got.items() if k[0] == "min_gold_accuracy")
    assert accuracy.observed == pytest.approx(12 / 17, abs=1e-12)
    assert accuracy.passed is True
    n = next(v for k, v in got.items() if k[0] == "min_gold_n")
    assert (n.observed, n.passed) == (6.0, False)
    assert len(got) == 2


@pytest.mark.parametrize("scope", ["annotator", "batch"])
def test_no_gold_items_cannot_be_checked(tmp_path: Path, scope: str) -> None:
    """Without a gold column every gold rule is 'cannot be checked' (never a pass) and says
    there are no gold items; with a gold column that holds none, the same."""
    plain = _write(tmp_path, [",".join(row.split(",")[:5]) for row in ROWS], "plain.csv")
    empty = _write(tmp_path, [ROWS[0], *(row.rsplit(",", 1)[0] + "," for row in ROWS[1:])],
                   "empty.csv")
    for path, gold in ((plain, None), (empty, ("truth", np.full(8, -1)))):
        with Project.open(path, author="lead") as p:
            model = build_report(p, rules=AcceptanceRules(
                gold_scope=scope, min_gold_accuracy=0.0, min_gold_n=0), gold=gold)
        assert [r.passed for r in model.verdict.results] == [None, None]
        assert all(r.reason == "no item has a gold label" for r in model.verdict.results)
        assert model.verdict.overall == "unchecked"


def test_gold_never_counts_in_the_agreement(gold_project: Project, tmp_path: Path) -> None:
    """The report with the gold column has the very agreement figures of the file without
    it: the same annotators, pairs and every coefficient."""
    with_gold = build_report(gold_project)
    plain = _write(tmp_path, [",".join(row.split(",")[:5]) for row in ROWS], "plain.csv")
    with Project.open(plain, author="lead") as p:
        without = build_report(p)
    assert with_gold.gold is not None
    assert without.gold is None
    assert with_gold.annotators == without.annotators == ("a", "b", "c", "d")
    for x, y in zip(with_gold.agreement.pairs, without.agreement.pairs, strict=True):
        assert x.annotators == y.annotators
        _same(x.coefficients, y.coefficients)
    ov_x, ov_y = with_gold.agreement.overall, without.agreement.overall
    assert ov_x is not None
    assert ov_y is not None
    _same(ov_x.coefficients, ov_y.coefficients)
    assert len(with_gold.versus_final.annotators) == 4


def _same(x: dict[str, Any], y: dict[str, Any]) -> None:
    """The same coefficients with the same values (None where undefined)."""
    assert x.keys() == y.keys()
    for name, est in x.items():
        other = y[name].value
        assert (est.value is None) == (other is None)
        if other is not None:
            assert est.value == pytest.approx(other, abs=1e-12)


@pytest.mark.parametrize(("rules", "word"), [
    ({"min_gold_accuracy": 1.5}, "min_gold_accuracy"), ({"min_gold_accuracy": -0.1},
                                                        "min_gold_accuracy"),
    ({"min_gold_n": 2.5}, "min_gold_n"), ({"min_gold_n": -1}, "min_gold_n"),
    ({"gold_scope": "everyone"}, "gold_scope")])
def test_bad_gold_rules_are_refused(rules: dict[str, object], word: str) -> None:
    """Accuracy is a share from 0 to 1, the count a whole number, the scope one of two."""
    with pytest.raises(InputError) as caught:
        rules_from_dict(rules)
    assert word in str(caught.value)


def test_gold_rules_round_trip_and_clear() -> None:
    """The rules keep their values as the log stores them; KEY= clears one."""
    rules = rules_from_dict({"gold_scope": "batch", "min_gold_accuracy": "0.85",
                             "min_gold_n": "30"})
    assert rules.to_dict()["min_gold_accuracy"] == 0.85
    assert rules.to_dict()["min_gold_n"] == 30
    assert not rules.empty
    cleared = merged(rules, {"min_gold_accuracy": None, "min_gold_n": None})
    assert cleared.empty
    assert "gold_scope" not in cleared.to_dict()  # no gold rule: no scope kept in the log
    assert "gold_scope" not in rules_from_dict({"min_value": 0.7}).to_dict()
