"""Zeros that are zeros: Conger's κ with a single-category rater is exactly 0 with the right
reason (not -8e-16 with "every unit contributes the same term"), and a null SE of 0 up to
rounding is withheld like the SE itself."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.many_raters.conger import _chance, conger_kappa
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.class_agreement import per_class_kappa
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table

LABELS = ["a", "b", "c", "d"]


@settings(max_examples=150, deadline=None)
@given(k=st.integers(2, 4), data=st.data())
def test_conger_with_a_single_category_rater_is_exactly_zero(k: int, data: st.DataObject) -> None:
    """Two raters, one of whom gave every unit the same label: κ = 0 exactly (it equals
    Cohen's, which is 0 by construction), and the SE's reason names that rater's label."""
    n = data.draw(st.integers(2, 60))
    other = np.array(data.draw(st.lists(st.integers(0, k - 1), min_size=n, max_size=n)))
    label = data.draw(st.integers(0, k - 1))
    first = data.draw(st.booleans())
    constant = np.full(n, label)
    codes = np.column_stack([constant, other] if first else [other, constant])
    est = conger_kappa(codes, k, labels=LABELS[:k])
    if len(set(other.tolist()) | {label}) == 1:
        assert est.value is None  # one category in all: chance agreement 1
        return
    assert est.value == 0.0
    assert est.se is None
    assert est.ci is None
    named = {LABELS[label]} | ({LABELS[int(other[0])]} if len(set(other.tolist())) == 1 else set())
    assert any(f"gave every unit {name}," in str(est.se_reason) for name in named)
    assert "same term" not in str(est.se_reason)


@settings(max_examples=100, deadline=None)
@given(r=st.integers(2, 6), k=st.integers(2, 4), data=st.data())
def test_conger_chance_equals_the_covariance_form(r: int, k: int, data: st.DataObject) -> None:
    """pe as the mean of pairwise chance agreements equals Conger's (1980) covariance form
    sum_kl w_kl (p̄_k p̄_l - s2_kl / r) (up to rounding), weighted or not."""
    raw = np.array(data.draw(st.lists(st.integers(1, 9), min_size=r * k, max_size=r * k)),
                   dtype=float).reshape(r, k)
    p = raw / raw.sum(axis=1, keepdims=True)
    w = np.eye(k) if data.draw(st.booleans()) else 1.0 - np.abs(
        np.subtract.outer(np.arange(k), np.arange(k))) / (k - 1)
    p_bar = p.mean(axis=0)
    s2 = (p.T @ p - r * np.outer(p_bar, p_bar)) / (r - 1)
    covariance_form = float((w * (np.outer(p_bar, p_bar) - s2 / r)).sum())
    assert abs(_chance(p, w) - covariance_form) < 1e-12


def test_null_se_of_zero_is_withheld() -> None:
    """One annotator used one category: se0 came out as 3e-17 and z as 0; both are withheld
    with the SE's reason, on both paths (one table, and the report's batched tables), and in
    the per-class κ."""
    t = np.array([[0, 0], [12, 18]])
    for est in (pw.cohen_kappa(t),
                report_from_table(t, LABELS[:2]).pairs[0].coefficients["cohen_kappa"]):
        assert est.value == 0.0
        assert est.extras["se0"] is None
        assert est.extras["z"] is None
        assert est.extras["se0_reason"] == est.se_reason
        assert est.to_dict()["se0"] is None
    for est in per_class_kappa(t, LABELS[:2]):
        assert est.extras["se0"] is None or est.extras["se0"] > 1e-9


@settings(max_examples=150, deadline=None)
@given(k=st.integers(2, 4), data=st.data())
def test_no_tiny_null_se_anywhere(k: int, data: st.DataObject) -> None:
    """On tables where one annotator used one category, no se0 is a rounding residue."""
    row = data.draw(st.integers(0, k - 1))
    t = np.zeros((k, k), dtype=np.int64)
    t[row] = data.draw(st.lists(st.integers(0, 20), min_size=k, max_size=k))
    if data.draw(st.booleans()):
        t = t.T
    for weights in (None, "linear", "quadratic"):
        se0 = pw.cohen_kappa(t, weights=weights).extras.get("se0")
        assert se0 is None or se0 > 1e-9


def _one_constant_rater(k: int, data: st.DataObject) -> npt.NDArray[np.int64]:
    """Two raters' codes with no gaps, one of whom gave every unit the same category."""
    n = data.draw(st.integers(2, 60))
    other = np.array(data.draw(st.lists(st.integers(0, k - 1), min_size=n, max_size=n)))
    constant = np.full(n, data.draw(st.integers(0, k - 1)))
    pair = [constant, other] if data.draw(st.booleans()) else [other, constant]
    return np.column_stack(pair).astype(np.int64)


@settings(max_examples=150, deadline=None)
@given(k=st.integers(3, 4), weights=st.sampled_from(["linear", "quadratic", "ordinal"]),
       data=st.data())
def test_weighted_kappas_with_a_single_category_rater_are_exactly_zero(
        k: int, weights: str, data: st.DataObject) -> None:
    """Weighted too: Cohen's weighted κ and Conger's weighted κ (by every path: the codes,
    their distinct rows, the pair's cells) are 0 exactly, not ±7e-16 (printed -0.0000), with
    the reason that names the single category; observed and chance disagreement are equal by
    construction (Σ_l w_cl p_l both)."""
    from adjudicator.core.stats.many_raters.conger_pair import (
        conger_kappa_from_cells,
        conger_kappa_from_rows,
    )

    codes = _one_constant_rater(k, data)
    if len(set(codes.ravel().tolist())) == 1:
        return  # one category in all: chance agreement 1, undefined
    cells = np.zeros((k + 1, k + 1), dtype=np.int64)
    np.add.at(cells, (codes[:, 0] + 1, codes[:, 1] + 1), 1)
    table = cells[1:, 1:]
    for est in (pw.cohen_kappa(table, weights=weights),
                report_from_table(table, LABELS[:k], options=AgreementOptions(
                    weights=weights)).pairs[0].coefficients["cohen_kappa_weighted"],
                conger_kappa(codes, k, weights=weights, labels=LABELS[:k]),
                conger_kappa_from_rows(codes, k, weights=weights, labels=LABELS[:k]),
                conger_kappa_from_cells(cells, weights=weights, labels=LABELS[:k])):
        assert est.value == 0.0, est
        assert est.se is None
        assert "gave every" in str(est.se_reason)
