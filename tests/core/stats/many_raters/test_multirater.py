"""Many-rater kappa-type coefficients: definitions, edge cases, invariants, pairwise matrix."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from multirater_helpers import DATA, read_raw

from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS
from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.many_raters.multirater import (
    brennan_prediger_from_counts,
    brennan_prediger_multi,
    conger_kappa,
    fleiss_category_kappas,
    fleiss_kappa,
    fleiss_kappa_multi,
    gwet_ac_multi,
    pairwise_kappa_matrix,
    percent_agreement_multi,
)
from adjudicator.core.stats.many_raters.multirater_common import (
    unit_counts,
    unit_pattern_index,
    unit_patterns,
)
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.tables import confusion_matrix

DIAGNOSES, _ = read_raw(DATA / "agreement" / "r_irr" / "diagnoses.csv", skip=1)
FOUR_RATERS, _ = read_raw(DATA / "agreement" / "gwet_handbook" / "raw_4raters.csv", skip=1)
STATISTICS = {
    "fleiss": fleiss_kappa_multi, "conger": conger_kappa, "gwet": gwet_ac_multi,
    "bp": brennan_prediger_multi, "pa": percent_agreement_multi,
}


@st.composite
def ratings(draw: st.DrawFn) -> tuple[np.ndarray, int]:
    """(codes, k) with gaps; column 0 is always rated so every unit has a rating."""
    n, r, k = draw(st.integers(3, 20)), draw(st.integers(2, 5)), draw(st.integers(2, 5))
    flat = draw(st.lists(st.integers(-1, k - 1), min_size=n * r, max_size=n * r))
    codes = np.array(flat, dtype=np.int64).reshape(n, r)
    codes[:, 0] = np.abs(codes[:, 0])
    return codes, k


def test_fleiss_is_weighted_mean_of_category_kappas() -> None:
    """Fleiss (1971): kappa = sum p_j q_j kappa_j / sum p_j q_j on the diagnoses data."""
    counts = unit_counts(DIAGNOSES, 5)
    overall = fleiss_kappa(counts)
    p = np.asarray(overall.extras["p_j"])
    kj = np.array([e.value for e in fleiss_category_kappas(counts)])
    assert overall.value == pytest.approx(float((p * (1 - p) * kj).sum() / (p * (1 - p)).sum()))


def test_fleiss_codes_and_counts_agree() -> None:
    """Fleiss from codes equals Fleiss from the unit x category counts."""
    a = fleiss_kappa_multi(FOUR_RATERS, 5)
    b = fleiss_kappa(unit_counts(FOUR_RATERS, 5))
    # two code paths: equal to rounding (BLAS may round the last bit differently)
    assert a.value == pytest.approx(b.value, rel=1e-12)
    assert a.se == pytest.approx(b.se, rel=1e-12)
    assert a.ci == pytest.approx(b.ci, rel=1e-12)


def test_fleiss_null_z_only_for_constant_raters() -> None:
    """The Fleiss-Nee-Landis z needs the same number of raters per unit; missing data drops it."""
    assert "z" in fleiss_kappa_multi(DIAGNOSES, 5).extras
    assert "z" not in fleiss_kappa_multi(FOUR_RATERS, 5).extras


@pytest.mark.parametrize("name", ["fleiss", "conger"])
def test_one_category_everywhere_is_undefined(name: str) -> None:
    """Every rating in one category: chance agreement 1, value None with the label named."""
    codes = np.full((6, 3), 1, dtype=np.int64)
    est = STATISTICS[name](codes, 2, labels=["正面", "负面"])  # type: ignore[operator]
    assert est.value is None
    assert "负面" in (est.reason or "")


def test_brennan_prediger_on_a_one_category_scale_is_undefined() -> None:
    """With a single category on the scale, pe = 1 and Brennan-Prediger is undefined."""
    est = brennan_prediger_from_counts(np.array([[3], [3]]))
    assert est.value is None
    assert "one category" in (est.reason or "")


def test_ac1_with_one_category_is_pa() -> None:
    """AC1's chance agreement is 0 when one category is used, so AC1 = pa = 1 (Gwet 2008)."""
    est = gwet_ac_multi(np.zeros((5, 3), dtype=np.int64), 3)
    assert est.value == 1.0
    assert est.extras["pe"] == 0.0


@pytest.mark.parametrize("name", sorted(STATISTICS))
def test_no_unit_rated_twice_is_undefined(name: str) -> None:
    """When no unit has two ratings nothing can agree: None with a reason, for each statistic."""
    codes = np.array([[0, -1, -1], [-1, 1, -1], [-1, -1, 2]])
    est = STATISTICS[name](codes, 3)  # type: ignore[operator]
    assert est.value is None
    assert "two or more ratings" in (est.reason or "")


@pytest.mark.parametrize("name", ["fleiss", "gwet", "bp", "pa"])
def test_single_rating_units_are_counted_not_paired(name: str) -> None:
    """A unit rated once adds to n and to the single-rating count, not to pa."""
    more = np.vstack([FOUR_RATERS, [[2, -1, -1, -1]]])
    a, b = STATISTICS[name](FOUR_RATERS, 5), STATISTICS[name](more, 5)  # type: ignore[operator]
    assert b.n == a.n + 1
    assert b.extras["n_units_single_rating"] == a.extras["n_units_single_rating"] + 1
    assert b.extras["pa"] == pytest.approx(a.extras["pa"])


def test_unrated_units_are_dropped() -> None:
    """A unit nobody rated is not a unit: n and the value are unchanged."""
    more = np.vstack([FOUR_RATERS, [[-1, -1, -1, -1]]])
    a, b = fleiss_kappa_multi(FOUR_RATERS, 5), fleiss_kappa_multi(more, 5)
    assert b.n == a.n
    assert b.value == pytest.approx(a.value, rel=1e-12)
    assert b.se == pytest.approx(a.se, rel=1e-12)


def test_conger_leaves_out_a_silent_rater() -> None:
    """A rater with no ratings is left out of Conger's chance term and counted."""
    wider = np.hstack([FOUR_RATERS, np.full((FOUR_RATERS.shape[0], 1), -1)])
    a, b = conger_kappa(FOUR_RATERS, 5), conger_kappa(wider, 5)
    assert b.value == pytest.approx(a.value)
    assert b.se == pytest.approx(a.se)
    assert b.extras["raters_without_ratings"] == 1


def test_conger_needs_two_raters() -> None:
    """With one rater who rated anything, Conger's kappa is undefined."""
    codes = np.array([[0, -1], [1, -1], [1, -1]])
    assert conger_kappa(codes, 2).value is None


@settings(max_examples=40, deadline=None)
@given(data=ratings())
def test_conger_two_complete_raters_is_cohen(data: tuple[np.ndarray, int]) -> None:
    """For two raters on complete data Conger's kappa is Cohen's kappa."""
    codes, k = data
    two = np.abs(codes[:, :2])
    table = confusion_matrix(two[:, 0], two[:, 1], k)
    cohen, conger = cohen_kappa(table), conger_kappa(two, k)
    assert (cohen.value is None) == (conger.value is None)
    if cohen.value is not None:
        assert conger.value == pytest.approx(cohen.value, abs=1e-12)


def test_weight_names_equal_matrices() -> None:
    """A scheme name gives the same coefficient as its weight matrix; AC2 when weighted."""
    named = gwet_ac_multi(FOUR_RATERS, 5, weights="quadratic")
    matrix = gwet_ac_multi(FOUR_RATERS, 5, weights=weight_matrix("quadratic", 5))
    assert named.metric == "gwet_ac2"
    assert named.value == pytest.approx(matrix.value, rel=1e-12)
    assert named.se == pytest.approx(matrix.se, rel=1e-12)


def test_weights_of_wrong_shape_raise() -> None:
    """A weight matrix that is not k x k is an error."""
    with pytest.raises(ValueError, match="5 x 5"):
        fleiss_kappa_multi(FOUR_RATERS, 5, weights=np.eye(3))


def test_population_and_conventions() -> None:
    """Finite-population factor sqrt(1 - n/N); table conventions: divisor n and a z interval."""
    base = conger_kappa(FOUR_RATERS, 5)
    fpc = conger_kappa(FOUR_RATERS, 5, population=24)
    table = conger_kappa(FOUR_RATERS, 5, conventions=TABLE_CONVENTIONS)
    assert base.se is not None
    assert fpc.se == pytest.approx(base.se * math.sqrt(1 - 12 / 24))
    assert table.se == pytest.approx(base.se * math.sqrt(11 / 12))
    assert "t(n-1)" in base.convention
    assert "± z" in table.convention


@settings(max_examples=40, deadline=None)
@given(data=ratings(), seed=st.integers(0, 2**16), name=st.sampled_from(sorted(STATISTICS)))
def test_invariant_to_rater_and_unit_order(data: tuple[np.ndarray, int], seed: int,
                                           name: str) -> None:
    """Permuting raters or units leaves every coefficient and its SE unchanged."""
    codes, k = data
    rng = np.random.default_rng(seed)
    shuffled = codes[rng.permutation(codes.shape[0])][:, rng.permutation(codes.shape[1])]
    a, b = STATISTICS[name](codes, k), STATISTICS[name](shuffled, k)  # type: ignore[operator]
    assert (a.value is None) == (b.value is None)
    if a.value is not None:
        assert (a.value, a.se) == pytest.approx((b.value, b.se))


@settings(max_examples=40, deadline=None)
@given(data=ratings(), seed=st.integers(0, 2**16), name=st.sampled_from(sorted(STATISTICS)))
def test_invariant_to_renaming_labels(data: tuple[np.ndarray, int], seed: int, name: str) -> None:
    """Renaming categories (a permutation of codes) leaves unweighted coefficients unchanged."""
    codes, k = data
    perm = np.random.default_rng(seed).permutation(k)
    renamed = np.where(codes >= 0, perm[np.maximum(codes, 0)], -1)
    a, b = STATISTICS[name](codes, k), STATISTICS[name](renamed, k)  # type: ignore[operator]
    assert (a.value is None) == (b.value is None)
    if a.value is not None:
        assert (a.value, a.se) == pytest.approx((b.value, b.se))


def test_pairwise_matrix_of_cohen_kappa() -> None:
    """The pairwise matrix holds Cohen's kappa per pair, masks the diagonal, is symmetric."""
    pm = pairwise_kappa_matrix(FOUR_RATERS, 5)
    values = pm.values
    assert values.shape == (4, 4)
    assert values.mask.diagonal().all()
    assert np.allclose(values.filled(0), values.filled(0).T)
    expected = cohen_kappa(confusion_matrix(FOUR_RATERS[:, 0], FOUR_RATERS[:, 2], 5)).value
    assert values[0, 2] == pytest.approx(expected)
    assert pm.reason(1, 1) == "an annotator is not compared with itself"


def test_pairwise_matrix_masks_undefined_pairs_with_reason() -> None:
    """A pair whose kappa is undefined is masked and keeps the statistic's reason."""
    codes = np.array([[0, 0, 1], [0, 0, 0], [0, 0, 1]])
    pm = pairwise_kappa_matrix(codes, 2, cohen_kappa)
    assert pm.values.mask[0, 1]
    assert "chance agreement is 1" in pm.reason(0, 1)
    assert not pm.values.mask[0, 2]


@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 30), r=st.integers(1, 24), k=st.sampled_from([2, 5, 9, 17, 30]),
       seed=st.integers(0, 2**16))
def test_unit_patterns_rebuild_unit_counts(n: int, r: int, k: int, seed: int) -> None:
    """Merged count patterns with their frequencies are exactly the per-unit counts.

    k and r span the bincount, sort and one-row-per-unit paths of ``unit_patterns``.
    """
    codes = np.random.default_rng(seed).integers(-1, k, size=(n, r))
    patterns, freq = unit_patterns(codes, k)
    counts = unit_counts(codes, k)
    _, _, inverse = unit_pattern_index(codes, k)
    assert (patterns[inverse] == counts).all()
    assert freq.sum() == n
    rebuilt = sorted(map(tuple, np.repeat(patterns, freq, axis=0).tolist()))
    assert rebuilt == sorted(map(tuple, counts.tolist()))


def test_frequencies_equal_repeated_rows() -> None:
    """fleiss_kappa with freq= equals Fleiss on the repeated rows, extras included."""
    counts = unit_counts(DIAGNOSES, 5)
    freq = np.arange(1, counts.shape[0] + 1)
    a = fleiss_kappa(counts, freq=freq)
    b = fleiss_kappa(np.repeat(counts, freq, axis=0))
    assert (a.value, a.se, a.n) == pytest.approx((b.value, b.se, b.n))
    assert a.extras["z"] == pytest.approx(b.extras["z"])
    assert a.extras["p_j"] == pytest.approx(b.extras["p_j"])


@pytest.mark.parametrize("module_name", ["multirater", "krippendorff"])
def test_module_doctests_with_published_values(module_name: str) -> None:
    """The module docstrings' examples (Randolph's calculator; Krippendorff 2011 C) run."""
    import doctest
    import importlib

    module = importlib.import_module(f"adjudicator.core.stats.many_raters.{module_name}")
    result = doctest.testmod(module)
    assert result.attempted > 0
    assert result.failed == 0
