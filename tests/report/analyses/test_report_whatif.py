"""What-if: merged classes and other weights, every coefficient beside the original."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.stats.pairs.pairwise import cohen_kappa, gwet_ac
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.report.acceptance.build import build_report
from adjudicator.report.analyses.whatif import change_weights, merge_classes
from adjudicator.report.rendering.html import render_html
from adjudicator.store.project import Project


def test_merging_two_classes_matches_kappa_of_the_collapsed_table(project: Project) -> None:
    """κ after merging equals κ of the table collapsed by hand; the original is untouched."""
    pair = summarize(project.state.ratings).pairs[0]
    w = merge_classes(pair, "投诉", "退款")
    labels = list(pair.labels)
    group = [0 if lab in ("投诉", "退款") else 1 + labels.index(lab) for lab in labels]
    k = max(group) + 1
    t = np.zeros((k, k), dtype=np.int64)
    for i in range(len(labels)):
        for j in range(len(labels)):
            t[group[i], group[j]] += pair.table[i, j]
    expected = cohen_kappa(t[np.ix_(np.unique(group), np.unique(group))]).value
    assert w.changed["cohen_kappa"].value == pytest.approx(expected, rel=1e-12)
    assert w.original["cohen_kappa"] is pair.coefficients["cohen_kappa"]
    assert w.changed["cohen_kappa"].value > pair.coefficients["cohen_kappa"].value


def test_new_weights_add_the_weighted_coefficients(project: Project) -> None:
    """Quadratic weights give weighted κ, equal to the core's weighted κ of the table."""
    pair = summarize(project.state.ratings).pairs[0]
    w = change_weights(pair, "quadratic")
    direct = cohen_kappa(pair.table, weights="quadratic").value
    assert w.changed["cohen_kappa_weighted"].value == pytest.approx(direct, rel=1e-12)
    # the unweighted original stands beside it as the same coefficient under identity weights
    identity = cohen_kappa(pair.table, weights="identity").value
    assert w.original["cohen_kappa_weighted"].value == pytest.approx(identity, rel=1e-12)
    assert w.original["gwet_ac2"].value == pytest.approx(
        gwet_ac(pair.table, weights=np.eye(len(pair.labels))).value, rel=1e-12)
    with pytest.raises(InputError):
        change_weights(pair, "cubic")
    with pytest.raises(InputError):
        merge_classes(pair, "投诉", "nothing")


def test_what_if_appendix_in_the_html(project: Project) -> None:
    """The appendix lists original, changed and their difference."""
    from dataclasses import replace

    model = build_report(project)
    w = merge_classes(model.agreement.pairs[0], "投诉", "退款")
    html = render_html(replace(model, appendices={"whatif": [w]}), "zh_CN")
    assert "假设分析" in html
    diff = w.changed["cohen_kappa"].value - w.original["cohen_kappa"].value
    assert f"{diff:.4f}" in html
