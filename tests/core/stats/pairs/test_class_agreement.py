"""kappa_max, prevalence and bias indices, per-class kappa, specific agreement, disagreements."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from sklearn.metrics import cohen_kappa_score, f1_score
from statsmodels.stats.inter_rater import cohens_kappa, fleiss_kappa

from adjudicator.core.stats.pairs.class_agreement import (
    bias_index,
    disagreement_pairs,
    disagreement_profile,
    kappa_max,
    per_class_kappa,
    prevalence_index,
    specific_agreement,
)
from adjudicator.core.stats.pairs.pairwise import cohen_kappa, pabak, scott_pi

RATE2 = np.array([[21, 12, 0, 0], [4, 17, 1, 0], [3, 9, 15, 2], [0, 0, 0, 1]])
RATE2_LABELS = ["normal", "benign", "suspect", "cancer"]
SETTINGS = settings(max_examples=60, deadline=None)
small_tables = st.integers(2, 4).flatmap(
    lambda k: st.lists(st.integers(0, 25), min_size=k * k, max_size=k * k).map(
        lambda c: np.asarray(c).reshape(k, k)))


def _pairs(t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Item-level codes giving table t."""
    k = t.shape[0]
    flat = np.repeat(np.arange(k * k), t.ravel())
    return flat // k, flat % k


def test_kappa_max_matches_statsmodels() -> None:
    """kappa_max of the rate2 table equals statsmodels' kappa_max."""
    assert kappa_max(RATE2).value == pytest.approx(cohens_kappa(RATE2).kappa_max, abs=1e-12)


def test_kappa_max_is_one_with_equal_marginals() -> None:
    """Identical marginals allow perfect agreement: kappa_max = 1."""
    assert kappa_max([[3, 2], [2, 3]]).value == 1.0


def test_kappa_max_undefined_when_chance_is_one() -> None:
    """Both raters used one label: kappa_max is None with the label named."""
    est = kappa_max([[4, 0], [0, 0]], ["spam", "ham"])
    assert est.value is None
    assert "only spam" in est.reason


def test_prevalence_and_bias_indices_2x2() -> None:
    """Byrt et al. (1993): PI = (a - d)/n and BI = (b - c)/n, signed."""
    t = [[17, 50], [40, 893]]
    assert prevalence_index(t).value == pytest.approx((17 - 893) / 1000)
    assert bias_index(t).value == pytest.approx((50 - 40) / 1000)


@SETTINGS
@given(cells=st.lists(st.integers(0, 30), min_size=4, max_size=4))
def test_byrt_identity_links_kappa_pabak_pi_bi(cells: list[int]) -> None:
    """kappa = (PABAK - PI^2 + BI^2) / (1 - PI^2 + BI^2) on every 2 x 2 (Byrt et al. 1993)."""
    t = np.asarray(cells).reshape(2, 2)
    k = cohen_kappa(t).value
    if k is None:  # undefined only without items or when chance agreement is 1
        n = t.sum()
        assert n == 0 or (t.sum(axis=1) * t.sum(axis=0)).sum() == n * n
        return
    pi, bi = prevalence_index(t).value, bias_index(t).value
    want = (pabak(t).value - pi**2 + bi**2) / (1 - pi**2 + bi**2)
    assert k == pytest.approx(want, abs=1e-12)


def test_bias_index_generalises_as_total_variation() -> None:
    """k > 2: BI = half the summed |p_i. - p_.i|; per-class values are the signed differences."""
    est = bias_index(RATE2)
    diff = (RATE2.sum(1) - RATE2.sum(0)) / RATE2.sum()
    assert est.value == pytest.approx(np.abs(diff).sum() / 2)
    assert est.extras["per_class"] == pytest.approx(diff.tolist())


def test_prevalence_index_generalises_as_mean_abs_one_vs_rest() -> None:
    """k > 2: PI = mean |PI_j| of the one-vs-rest tables; at k = 2 it would be |PI|."""
    est = prevalence_index(RATE2)
    n, rows, cols = RATE2.sum(), RATE2.sum(1), RATE2.sum(0)
    both_yes = np.diag(RATE2)
    both_no = n - rows - cols + both_yes  # the j-vs-rest 2 x 2: (a - d) / n per class
    per_class = (both_yes - both_no) / n
    assert est.extras["per_class"] == pytest.approx(per_class.tolist())
    assert est.extras["per_class"][3] == pytest.approx((1 - (85 - 1 - 2)) / 85)
    assert est.value == pytest.approx(np.abs(per_class).mean())


@SETTINGS
@given(t=small_tables)
def test_per_class_kappa_matches_sklearn_binarised(t: np.ndarray) -> None:
    """One-vs-rest kappa of class j == sklearn's kappa on (label == j) indicators."""
    assume(t.sum() > 0)
    a, b = _pairs(t)
    for est in per_class_kappa(t):
        j = est.extras["index"]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ref = cohen_kappa_score(a == j, b == j, labels=[True, False],
                                    replace_undefined_by=np.nan)
        assert (est.value is None) == bool(np.isnan(ref))
        if est.value is not None:
            assert est.value == pytest.approx(ref, abs=1e-12)


def test_per_class_scott_is_two_rater_fleiss_category_kappa() -> None:
    """definition='scott' equals statsmodels' Fleiss kappa of the j-vs-rest two-rater counts."""
    a, b = _pairs(RATE2)
    for est in per_class_kappa(RATE2, RATE2_LABELS, definition="scott"):
        j = est.extras["index"]
        counts = np.stack([(a == j).astype(int) + (b == j), (a != j).astype(int) + (b != j)], 1)
        assert est.value == pytest.approx(fleiss_kappa(counts), abs=1e-12)


def test_per_class_kappa_unused_category_is_undefined() -> None:
    """A category neither rater used has no one-vs-rest kappa, and says so."""
    est = per_class_kappa([[3, 1, 0], [1, 4, 0], [0, 0, 0]], ["a", "b", "c"])[2]
    assert est.value is None
    assert est.reason.startswith("neither annotator used c")
    assert est.extras["label"] == "c"


@SETTINGS
@given(t=small_tables)
def test_specific_agreement_is_per_class_f1(t: np.ndarray) -> None:
    """2 n_jj / (n_j. + n_.j) equals sklearn's F1 of class j (rater A as truth)."""
    a, b = _pairs(t)
    for est in specific_agreement(t):
        j = est.extras["index"]
        if t[j].sum() + t[:, j].sum() == 0:
            assert est.value is None
            continue
        assert est.value == pytest.approx(f1_score(a == j, b == j), abs=1e-12)
        if est.ci is None:  # zero-width interval: not estimable, and said why
            assert est.se is None
            assert est.ci_reason
            continue
        assert 0.0 <= est.ci[0] <= est.value <= est.ci[1] <= 1.0


def test_disagreement_profile_ranks_by_count_then_cell_order() -> None:
    """Largest first; equal counts keep row-major (i, j) order; shares add up to 1."""
    t = [[5, 2, 3], [3, 5, 0], [1, 2, 5]]
    cells = disagreement_profile(t, ["x", "y", "z"])
    assert [(c.i, c.j, c.count) for c in cells] == [(0, 2, 3), (1, 0, 3), (0, 1, 2), (2, 1, 2),
                                                   (2, 0, 1)]
    assert sum(c.share_of_disagreements for c in cells) == pytest.approx(1.0)
    assert cells[0].share_of_items == pytest.approx(3 / 26)
    assert (cells[0].label_a, cells[0].label_b) == ("x", "z")


def test_disagreement_pairs_merge_both_directions() -> None:
    """(a, b) and (b, a) become one unordered pair with i < j."""
    cells = disagreement_pairs([[5, 2, 3], [3, 5, 0], [1, 2, 5]], ["x", "y", "z"])
    assert [(c.label_a, c.label_b, c.count) for c in cells] == [
        ("x", "y", 5), ("x", "z", 4), ("y", "z", 2)]
    assert not cells[0].ordered


def test_disagreement_profile_of_full_agreement_is_empty() -> None:
    """A diagonal table has no disagreements to list."""
    assert disagreement_profile(np.diag([3, 4]), ["a", "b"]) == []


def test_disagreement_profile_needs_one_label_per_category() -> None:
    """A label list of the wrong length is refused."""
    with pytest.raises(ValueError, match="labels"):
        disagreement_profile(np.eye(3, dtype=int), ["a", "b"])


@SETTINGS
@given(t=small_tables, definition=st.sampled_from(["cohen", "scott"]))
def test_per_class_kappa_equals_the_coefficient_of_the_collapsed_table(
    t: np.ndarray, definition: str
) -> None:
    """Batched one-vs-rest values, SEs and CIs equal cohen_kappa / scott_pi on each 2 x 2."""
    fn = cohen_kappa if definition == "cohen" else scott_pi
    n = int(t.sum())
    for est in per_class_kappa(t, definition=definition):
        j = est.extras["index"]
        a, r, c = t[j, j], t[j].sum(), t[:, j].sum()
        ref = fn([[a, r - a], [c - a, n - r - c + a]])
        if ref.value is None or est.value is None:
            assert est.value is None
            continue
        assert est.value == pytest.approx(ref.value, abs=1e-12)
        assert est.se == pytest.approx(ref.se, abs=1e-12)
        assert est.ci == pytest.approx(ref.ci, abs=1e-12)
