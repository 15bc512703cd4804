"""No reported interval looks more certain than it is.

A standard error of 0 or an interval of width 0 is reported as "not estimable" with the
reason in words (``se_reason`` / ``ci_reason``), never as SE 0 and [v, v].
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, Estimate
from adjudicator.core.stats.many_raters.multilabel import sets_from_lists
from adjudicator.core.stats.many_raters.multilabel_data import LabelSetData
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.class_agreement import specific_agreement
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table, summarize
from adjudicator.core.stats.summaries.summary_multilabel import multilabel_summary

SETTINGS = settings(max_examples=30, deadline=None)


def ratings_of(codes: np.ndarray, k: int) -> Ratings:
    """Ratings from a code matrix (-1 = missing) with labels c0..c(k-1)."""
    names = tuple(f"r{j}" for j in range(codes.shape[1]))
    return Ratings(tuple(str(i) for i in range(len(codes))), names,
                   tuple(f"c{j}" for j in range(k)), codes.astype(np.int64))


def estimates(report_json: Any) -> Iterator[dict[str, Any]]:
    """Every Estimate mapping (it has "value" and "ci_low") anywhere in a report's JSON."""
    if isinstance(report_json, dict):
        if "value" in report_json and "ci_low" in report_json:
            yield report_json
        for v in report_json.values():
            yield from estimates(v)
    elif isinstance(report_json, list):
        for v in report_json:
            yield from estimates(v)


def assert_honest(report_json: Any) -> int:
    """No zero SE, no zero-width interval, no SE without its interval unless a reason says
    why; returns how many estimates carry such a reason. (Descriptive indices such as κ_max
    have no SE at all.)"""
    withheld = 0
    for est in estimates(report_json):
        if est["value"] is None:
            continue
        if est["se"] is not None:
            assert est["se"] > 0, est
        if est["ci_low"] is not None:
            assert est["ci_high"] - est["ci_low"] > 0, est
        elif est["se"] is not None:  # an SE without an interval: the reason says why
            assert est.get("ci_reason"), est
        if est.get("se_reason") or est.get("ci_reason"):
            withheld += 1
    return withheld


codes_strategy = st.tuples(
    st.integers(1, 12), st.integers(2, 3), st.integers(2, 4), st.integers(0, 2**31),
    st.floats(0.0, 1.0), st.sampled_from(["analytic", "bootstrap"]),
)


@SETTINGS
@given(spec=codes_strategy)
def test_no_reported_interval_has_width_zero_without_a_reason(spec: tuple[Any, ...]) -> None:
    """Small, often degenerate data (constant raters, full agreement, one item): every SE is
    positive and every interval has width, or it is withheld with a reason."""
    n, raters, k, seed, agree, ci = spec
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, n)
    codes = np.where(rng.random((n, raters)) < agree, truth[:, None],
                     rng.integers(0, k, (n, raters)))
    report = summarize(ratings_of(codes, k),
                       AgreementOptions(ci=ci, resamples=50, level="ordinal"))
    assert_honest(report.to_dict())


@pytest.mark.parametrize("conventions", [None, GWET_CONVENTIONS])
def test_constant_annotator_kappa_is_zero_without_an_interval(conventions: Any) -> None:
    """One annotator constant: κ = 0 by construction; no [0, 0] interval, a reason instead."""
    table = np.array([[0, 0], [7, 23]])
    kwargs = {} if conventions is None else {"conventions": conventions}
    est = pw.cohen_kappa(table, **kwargs)
    assert est.value == pytest.approx(0.0, abs=1e-15)
    assert est.se is None
    assert est.ci is None
    assert est.se_reason is not None
    assert "gave every item category 2" in est.se_reason
    assert est.ci_reason == est.se_reason


def test_perfect_agreement_in_a_small_sample_is_not_exact() -> None:
    """30 items all agreeing: κ = 1 but not "[1, 1]"; AC1 and BP the same (p_o has Wilson's
    interval, tested in test_observed_agreement_interval)."""
    table = np.array([[25, 0], [0, 5]])
    for fn in (pw.cohen_kappa, pw.gwet_ac, pw.brennan_prediger):
        est = fn(table)
        assert est.value == pytest.approx(1.0)
        assert est.ci is None
        assert est.se is None
        assert "all 30 items agree" in str(est.ci_reason)


def test_one_item_is_not_estimable() -> None:
    """n = 1 under the table convention: SE 0 is withheld with "only one item"; p_o keeps
    Wilson's interval, which is wide and honest at n = 1."""
    est = pw.percent_agreement(np.array([[1, 0], [0, 0]]))
    assert est.value == 1.0
    assert est.se is None
    assert "only one item" in str(est.se_reason)
    assert est.ci is not None
    assert est.ci[0] < 0.3
    assert est.ci[1] == pytest.approx(1.0)


def test_specific_agreement_with_no_agreement_on_a_class() -> None:
    """No item agrees on class 0: its specific agreement 0 has no [0, 0] interval."""
    first = specific_agreement(np.array([[0, 3], [4, 10]]), ["neg", "pos"])[0]
    assert first.value == 0.0
    assert first.ci is None
    assert "no item was labelled neg by both" in str(first.se_reason)


def test_bootstrap_interval_of_width_zero_is_withheld() -> None:
    """Perfect agreement: every resample agrees too, so the percentile interval is [1, 1]."""
    report = report_from_table(np.array([[20, 0], [0, 10]]), ["a", "b"],
                               options=AgreementOptions(ci="bootstrap", resamples=100))
    kappa = report.pairs[0].coefficients["cohen_kappa"]
    assert kappa.value == pytest.approx(1.0)
    assert kappa.ci is None
    assert kappa.ci_reason
    assert "ci_reason" in kappa.to_dict()


def test_mean_jaccard_of_identical_sets_is_not_exact() -> None:
    """Every paired item has the same label set: mean Jaccard 1 without an [1, 1] interval."""
    labels = ["x", "y"]
    rows: list[list[set[str] | None]] = [[{"x"}, {"x"}], [{"x", "y"}, {"x", "y"}], [set(), set()]]
    sets, rated = sets_from_lists(rows, labels)
    block = multilabel_summary(LabelSetData(("r1", "r2"), tuple(labels), sets, rated))
    jac = block.pairs[0].mean_jaccard
    assert jac.value == pytest.approx(1.0)
    assert jac.ci is None
    assert jac.se_reason
    assert assert_honest(block.to_dict()) >= 1


def test_real_uncertainty_is_kept() -> None:
    """An ordinary table keeps its SE and interval and carries no reason."""
    est: Estimate = pw.cohen_kappa(np.array([[20, 5], [3, 12]]))
    assert est.se is not None
    assert est.se > 0
    assert est.ci is not None
    assert est.se_reason is None
    assert est.ci_reason is None
    assert "se_reason" not in est.to_dict()
