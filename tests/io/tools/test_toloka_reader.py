"""Toloka results TSV (INPUT:/OUTPUT:/GOLDEN:/ASSIGNMENT: columns): task x worker x answer,
rejected/skipped assignments and control tasks left out with counts, delimiter rows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.checking.text import render

Check = Callable[..., dict[str, Any]]  # the agree_equals_sklearn fixture

KEPT = ("SUBMITTED", "APPROVED")


def _pandas_labels(path: Path, include_gold: bool = False) -> dict[str, dict[str, str]]:
    """worker -> task text -> answer, read with pandas alone (delimiter rows filled upwards)."""
    import pandas as pd

    raw = pd.read_csv(path, sep="\t", dtype=str, keep_default_na=False)
    assignment = [c for c in raw.columns if c.startswith("ASSIGNMENT:")]
    delimiter = raw["INPUT:text"] == ""
    filled = raw[assignment].astype("string").where(delimiter).bfill()
    raw.loc[raw["ASSIGNMENT:worker_id"] == "", assignment] = filled
    tasks = raw[~delimiter & raw["ASSIGNMENT:status"].isin(KEPT)]
    if not include_gold:
        tasks = tasks[tasks["GOLDEN:result"] == ""]
    out: dict[str, dict[str, str]] = {}
    for rec in tasks.to_dict("records"):
        out.setdefault(rec["ASSIGNMENT:worker_id"], {})[rec["INPUT:text"]] = rec["OUTPUT:result"]
    return out


@pytest.mark.parametrize("name", ["toloka_assignments.tsv", "toloka_results_delimited.tsv"])
def test_toloka_results_give_sklearn_kappa(name: str, tools_dir: Path,
                                           agree_equals_sklearn: Check) -> None:
    """Both downloads (API, and web with delimiter rows): the report names the tool, the
    question, the annotators and the skipped rows; κ of each pair equals scikit-learn's."""
    path = tools_dir / name
    d = load_dataset(path)
    rep = d.report
    assert (rep.tool, rep.question) == ("toloka", "result")
    labels = _pandas_labels(path)
    assert rep.annotators == list(labels)
    reasons = [s.reason for s in rep.skipped]
    assert reasons.count("assignment rejected") == 5
    assert reasons.count("assignment skipped") == 5
    assert reasons.count("control task (GOLDEN)") == 4
    text = render(rep)
    assert "tool export toloka, question 'result'" in text
    assert "Toloka: 5 row(s) skipped: assignment rejected" in text
    assert "control task (GOLDEN) (--include-gold keeps them)" in text
    assert not {"INPUT:text", "ASSIGNMENT:link", "GOLDEN:result"} & set(rep.annotators)
    agree_equals_sklearn(path, labels)


def test_toloka_delimiter_rows_lend_the_assignment(tools_dir: Path) -> None:
    """The web download's task rows have no worker; the delimiter row after them has it: both
    files give the same judgments, and the note says how many delimiter rows there were."""
    api = load_dataset(tools_dir / "toloka_assignments.tsv")
    web = load_dataset(tools_dir / "toloka_results_delimited.tsv")
    assert api.ratings.codes.tolist() == web.ratings.codes.tolist()
    assert any("6 task-suite delimiter row(s)" in n for n in web.report.notes)


def test_toloka_include_gold_keeps_control_tasks(tools_dir: Path,
                                                 agree_equals_sklearn: Check) -> None:
    """--include-gold: control tasks are judgments too."""
    path = tools_dir / "toloka_assignments.tsv"
    d = load_dataset(path, options=ImportOptions(include_gold=True))
    assert len(d.ratings.items) == 10
    assert not any(s.reason.startswith("control") for s in d.report.skipped)
    agree_equals_sklearn(path, _pandas_labels(path, include_gold=True), "--include-gold")


def test_toloka_unknown_question_lists_the_fields(tools_dir: Path) -> None:
    """--question that is no OUTPUT field: a located error naming the fields there are."""
    with pytest.raises(InputError) as err:
        load_dataset(tools_dir / "toloka_assignments.tsv",
                     options=ImportOptions(tool_question="mood"))
    assert err.value.template == "there is no answer field '{question}' in this Toloka results file"
    assert err.value.args_ == {"question": "mood", "questions": "result"}
    assert err.value.file == "toloka_assignments.tsv"
    assert err.value.row == 1


def test_toloka_question_with_prefix_and_task_id(tmp_path: Path) -> None:
    """OUTPUT:NAME is accepted for NAME; ASSIGNMENT:task_id is the item when present."""
    head = "INPUT:image\tOUTPUT:cat\tOUTPUT:dog\tASSIGNMENT:task_id\tASSIGNMENT:worker_id\t" \
           "ASSIGNMENT:status\n"
    rows = ["a.jpg\tyes\tno\tt1\tw1\tAPPROVED", "a.jpg\tyes\tyes\tt1\tw2\tAPPROVED",
            "b.jpg\tno\tyes\tt2\tw1\tSUBMITTED", "b.jpg\tno\tyes\tt2\tw2\tEXPIRED"]
    path = tmp_path / "assignments_from_pool_1__02-12-2026.tsv"
    path.write_text(head + "\n".join(rows) + "\n", encoding="utf-8")
    d = load_dataset(path, options=ImportOptions(tool_question="OUTPUT:dog"))
    assert d.report.question == "dog"
    assert list(d.ratings.items) == ["t1", "t2"]
    assert [s.reason for s in d.report.skipped] == ["assignment expired"]


def test_toloka_checkbox_and_list_answers_are_label_sets(tmp_path: Path) -> None:
    """An OUTPUT cell holding a JSON array or an object of checkboxes is a set of labels."""
    head = "INPUT:text\tOUTPUT:tags\tASSIGNMENT:worker_id\tASSIGNMENT:status\n"
    rows = ['t1\t["price","delivery"]\tw1\tAPPROVED', 't1\t["price"]\tw2\tAPPROVED',
            't2\t{"price": false, "delivery": true}\tw1\tAPPROVED',
            't2\t{"price": false, "delivery": true}\tw2\tAPPROVED']
    path = tmp_path / "tags.tsv"
    path.write_text(head + "\n".join(rows) + "\n", encoding="utf-8")
    d = load_dataset(path)
    assert (d.report.tool, d.report.question) == ("toloka", "tags")
    sets = {frozenset(d.label_sets[c]) for c in range(len(d.ratings.labels))}
    assert sets == {frozenset({"price", "delivery"}), frozenset({"price"}),
                    frozenset({"delivery"})}
    assert not any("{" in lab or "[" in lab for lab in d.ratings.labels)
