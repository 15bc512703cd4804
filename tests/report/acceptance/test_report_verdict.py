"""Pass / fail per rule and overall, from the core's own values."""

from __future__ import annotations

import pytest

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.errors import InputError
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.store.project import Project


def test_each_rule_uses_the_core_value(project: Project) -> None:
    """Observed values are the core's κ, its CI bound, per-class κ and the unresolved share."""
    pair = summarize(project.state.ratings).pairs[0]
    kappa = pair.coefficients["cohen_kappa"]
    assert kappa.value is not None
    assert kappa.ci is not None
    rules = AcceptanceRules(min_paired_n=pair.n, min_value=kappa.value, min_ci_low=0.99,
                            key_classes=("退款",), min_class=0.0, max_unresolved_share=0.0)
    results = {r.rule: r for r in build_report(project, rules=rules).verdict.results}
    assert results["min_paired_n"].passed  # at least: equal passes
    assert results["min_value"].observed == pytest.approx(kappa.value, rel=1e-12)
    assert results["min_value"].passed
    assert results["min_ci_low"].observed == pytest.approx(kappa.ci[0], rel=1e-12)
    assert results["min_ci_low"].passed is False
    per_class = pair.per_class_kappa["退款"].value
    assert results["min_class"].observed == pytest.approx(per_class, rel=1e-12)
    unresolved = int(project.state.counts.status[UNRESOLVED]) / 320
    assert results["max_unresolved_share"].observed == pytest.approx(unresolved, rel=1e-12)
    assert results["max_unresolved_share"].passed is False


def test_overall_is_fail_when_one_fails_and_pass_when_all_pass(project: Project) -> None:
    """One failed rule fails the batch; all met passes it."""
    assert build_report(project, rules=AcceptanceRules(min_value=0.99)).verdict.overall == "fail"
    assert build_report(project, rules=AcceptanceRules(min_value=0.1)).verdict.overall == "pass"


def test_recall_rule_per_annotator(project: Project) -> None:
    """class_measure=recall checks each annotator's recall against the final labels."""
    rules = AcceptanceRules(key_classes=("投诉",), class_measure="recall", min_class=0.0)
    model = build_report(project, rules=rules)
    results = model.verdict.results
    assert [r.subject for r in results] == ["投诉: wang_fang", "投诉: li_qiang"]
    j = model.labels.index("投诉")
    for r, block in zip(results, model.versus_final.annotators, strict=True):
        assert r.observed == pytest.approx(block.classes[j].recall.value, rel=1e-12)


def test_unknown_key_class_cannot_be_checked(project: Project) -> None:
    """A key class that is no label is 'cannot be checked', never a pass."""
    rules = AcceptanceRules(key_classes=("不存在",), min_class=0.5)
    verdict = build_report(project, rules=rules).verdict
    assert verdict.results[0].passed is None
    assert verdict.overall == "unchecked"


def test_unknown_coefficient_is_an_input_error(project: Project) -> None:
    """Rules naming a coefficient the report lacks say which ones exist."""
    with pytest.raises(InputError, match="cohen_kappa"):
        build_report(project, rules=AcceptanceRules(coefficient="kappa9", min_value=0.5))


def test_unreviewed_share_counts_undecided_disagreements(project: Project) -> None:
    """Disagreements without a decision over all disagreements."""
    model = build_report(project, rules=AcceptanceRules(max_unreviewed_share=1.0))
    a = model.adjudication
    assert a.unreviewed == a.disagreements - 3  # the fixture decided three disagreements
    assert model.verdict.results[0].observed == pytest.approx(a.unreviewed / a.disagreements)
