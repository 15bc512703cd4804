"""Krippendorff's alpha: coincidences, levels, missing data, edge cases and invariants."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS
from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.many_raters.krippendorff import (
    coincidence_matrix,
    krippendorff_alpha,
    krippendorff_alpha_from_counts,
    krippendorff_alpha_from_table,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_counts
from adjudicator.core.tables import confusion_matrix

# Krippendorff (2011) example C: 12 units x 4 observers, values 1..5 coded 0..4, -1 = missing
EXAMPLE_C = np.array([
    [0, 0, -1, 0], [1, 1, 2, 1], [2, 2, 2, 2], [2, 2, 2, 2], [1, 1, 1, 1], [0, 1, 2, 3],
    [3, 3, 3, 3], [0, 0, 1, 0], [1, 1, 1, 1], [-1, 4, 4, 4], [-1, -1, 0, 0], [-1, 2, -1, -1],
])


@st.composite
def ratings(draw: st.DrawFn) -> tuple[np.ndarray, int]:
    """(codes, k) with gaps: 2-20 units, 2-5 raters, 2-5 categories."""
    n, r, k = draw(st.integers(2, 20)), draw(st.integers(2, 5)), draw(st.integers(2, 5))
    flat = draw(st.lists(st.integers(-1, k - 1), min_size=n * r, max_size=n * r))
    return np.array(flat, dtype=np.int64).reshape(n, r), k


def _pairs_coincidences(codes: np.ndarray, k: int) -> np.ndarray:
    """Coincidences by enumerating every ordered pair of values within each unit."""
    o = np.zeros((k, k))
    for row in codes:
        vals = row[row >= 0]
        if vals.size < 2:
            continue
        for a, b in itertools.permutations(range(vals.size), 2):
            o[vals[a], vals[b]] += 1.0 / (vals.size - 1)
    return o


def test_example_c_coincidences() -> None:
    """Example C has 40 pairable values, one unpairable unit and Krippendorff's o_11 = 7."""
    o, unpairable = coincidence_matrix(EXAMPLE_C, 5)
    assert o.sum() == pytest.approx(40.0)
    assert unpairable == 1
    assert o[0, 0] == pytest.approx(7.0)
    assert o[0, 1] == pytest.approx(4 / 3)


@settings(max_examples=60, deadline=None)
@given(data=ratings())
def test_coincidences_equal_pair_enumeration(data: tuple[np.ndarray, int]) -> None:
    """The X'DX form equals the bincount-over-pairs definition of the coincidence matrix."""
    codes, k = data
    o, _ = coincidence_matrix(codes, k)
    assert np.allclose(o, _pairs_coincidences(codes, k))


def test_ordinal_is_krippendorff_not_gwet() -> None:
    """Ordinal alpha uses Krippendorff's rank metric (0.815), not Gwet's ordinal weights (0.834)."""
    ordinal = krippendorff_alpha(EXAMPLE_C, 5, level="ordinal")
    gwet = krippendorff_alpha(EXAMPLE_C, 5, weights=weight_matrix("ordinal", 5))
    assert ordinal.value == pytest.approx(0.8153875, abs=1e-7)
    assert gwet.value == pytest.approx(0.8336380, abs=1e-7)


def test_interval_equals_gwet_quadratic_weights() -> None:
    """Interval alpha is alpha with Gwet's quadratic weights: same value, pa, pe and SE."""
    interval = krippendorff_alpha(EXAMPLE_C, 5, level="interval")
    quad = krippendorff_alpha(EXAMPLE_C, 5, weights="quadratic")
    assert interval.value == pytest.approx(quad.value)
    assert interval.se == pytest.approx(quad.se)
    assert interval.extras["pe"] == pytest.approx(quad.extras["pe"])


def test_interval_invariant_under_affine_values() -> None:
    """Interval alpha depends on value differences only up to scale: v -> 3v + 7 keeps it."""
    base = krippendorff_alpha(EXAMPLE_C, 5, level="interval")
    moved = krippendorff_alpha(EXAMPLE_C, 5, level="interval", values=[10, 13, 16, 19, 22])
    assert moved.value == pytest.approx(base.value)


def test_ratio_with_zero_value_is_finite() -> None:
    """A ratio scale that includes 0 gives the krippendorff package's alpha (0/0 counts as 0)."""
    import warnings

    import krippendorff

    est = krippendorff_alpha(EXAMPLE_C, 5, level="ratio", values=[0, 1, 2, 3, 4])
    data = np.where(EXAMPLE_C >= 0, EXAMPLE_C.astype(float), np.nan).T
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = krippendorff.alpha(reliability_data=data, level_of_measurement="ratio",
                                  value_domain=np.arange(5.0))
    assert math.isfinite(want)
    assert est.value == pytest.approx(want, abs=1e-12)


def test_unpairable_units_are_excluded_and_counted() -> None:
    """Units with one value change nothing but are counted."""
    extra = np.vstack([EXAMPLE_C, [[3, -1, -1, -1], [-1, -1, -1, -1]]])
    base, more = krippendorff_alpha(EXAMPLE_C, 5), krippendorff_alpha(extra, 5)
    assert more.value == pytest.approx(base.value)
    assert more.extras["n_unpairable_units"] == 2
    assert more.n == base.n == 11


def test_no_pairable_unit_is_undefined() -> None:
    """With no unit rated twice alpha is None with a reason, never 0 or NaN."""
    est = krippendorff_alpha(np.array([[0, -1], [-1, 1], [2, -1]]), 3)
    assert est.value is None
    assert "pairable" in (est.reason or "")


def test_one_value_everywhere_is_undefined() -> None:
    """All raters choosing one label: expected disagreement 0, alpha None naming the label."""
    est = krippendorff_alpha(np.zeros((5, 3), dtype=np.int64), 2, labels=["负面", "正面"])
    assert est.value is None
    assert "负面" in (est.reason or "")


def test_rater_with_all_missing_changes_nothing() -> None:
    """A rater who rated nothing does not change alpha or its SE."""
    wider = np.hstack([EXAMPLE_C, np.full((12, 1), -1)])
    base, more = krippendorff_alpha(EXAMPLE_C, 5), krippendorff_alpha(wider, 5)
    assert (more.value, more.se) == pytest.approx((base.value, base.se))


def test_frequencies_equal_repeated_rows() -> None:
    """Row multiplicities give the same alpha, pa, pe and SE as repeating the rows."""
    counts = unit_counts(EXAMPLE_C, 5)
    freq = np.arange(1, 13)
    repeated = np.repeat(counts, freq, axis=0)
    a = krippendorff_alpha_from_counts(counts, freq=freq, level="interval")
    b = krippendorff_alpha_from_counts(repeated, level="interval")
    assert (a.value, a.se, a.extras["pa"], a.n) == pytest.approx((b.value, b.se, b.extras["pa"],
                                                                   b.n))


@settings(max_examples=40, deadline=None)
@given(data=ratings())
def test_table_form_equals_codes_for_two_raters(data: tuple[np.ndarray, int]) -> None:
    """Alpha and its raw SE from a confusion matrix equal those from the two raters' codes."""
    codes, k = data
    two = codes[:, :2]
    both = two[(two >= 0).all(axis=1)]
    table = confusion_matrix(two[:, 0], two[:, 1], k)
    from_table = krippendorff_alpha_from_table(table, "interval", se_method="raw")
    from_codes = krippendorff_alpha(both, k, level="interval")
    assert from_table.value == pytest.approx(from_codes.value)
    assert from_table.se == pytest.approx(from_codes.se)


@settings(max_examples=40, deadline=None)
@given(data=ratings(), seed=st.integers(0, 2**16), level=st.sampled_from(
    ["nominal", "ordinal", "interval", "ratio"]))
def test_invariant_to_rater_and_unit_order(data: tuple[np.ndarray, int], seed: int,
                                           level: str) -> None:
    """Permuting raters or units leaves alpha and its SE unchanged."""
    codes, k = data
    rng = np.random.default_rng(seed)
    shuffled = codes[rng.permutation(codes.shape[0])][:, rng.permutation(codes.shape[1])]
    a = krippendorff_alpha(codes, k, level=level)  # type: ignore[arg-type]
    b = krippendorff_alpha(shuffled, k, level=level)  # type: ignore[arg-type]
    assert (a.value is None) == (b.value is None)
    if a.value is not None:
        assert (a.value, a.se) == pytest.approx((b.value, b.se))


@settings(max_examples=40, deadline=None)
@given(data=ratings(), seed=st.integers(0, 2**16))
def test_nominal_invariant_to_renaming_labels(data: tuple[np.ndarray, int], seed: int) -> None:
    """Renaming the categories (a permutation of codes) leaves nominal alpha unchanged."""
    codes, k = data
    perm = np.random.default_rng(seed).permutation(k)
    renamed = np.where(codes >= 0, perm[np.maximum(codes, 0)], -1)
    a, b = krippendorff_alpha(codes, k), krippendorff_alpha(renamed, k)
    assert (a.value is None) == (b.value is None)
    if a.value is not None:
        assert (a.value, a.se) == pytest.approx((b.value, b.se))


def test_distribution_variance_differs_from_raw() -> None:
    """The distribution-of-raters SE is its own formula, and 'none' gives no SE with a note."""
    counts = unit_counts(EXAMPLE_C, 5)
    dist = krippendorff_alpha_from_counts(counts, se_method="distribution")
    raw = krippendorff_alpha_from_counts(counts, se_method="raw")
    none = krippendorff_alpha_from_counts(counts, se_method="none")
    assert dist.se != pytest.approx(raw.se, rel=1e-6)
    assert none.se is None
    assert none.ci is None
    assert "se_note" in none.extras
    assert "distribution-of-raters" in dist.convention


def test_population_correction_shrinks_se() -> None:
    """A finite population N multiplies the SE by sqrt(1 - n0/N), n0 the 12 units with a
    rating (R irrCAC ``krippen.alpha.raw``: f = n0 / N), and is named."""
    base = krippendorff_alpha(EXAMPLE_C, 5)
    fpc = krippendorff_alpha(EXAMPLE_C, 5, population=44)
    assert fpc.se == pytest.approx(base.se * math.sqrt(1 - 12 / 44))
    assert "finite-population" in fpc.convention


def test_table_conventions_use_z_interval() -> None:
    """With the table conventions the interval is value +/- 1.96 SE and SE uses divisor n."""
    gwet = krippendorff_alpha(EXAMPLE_C, 5)
    table = krippendorff_alpha(EXAMPLE_C, 5, conventions=TABLE_CONVENTIONS)
    assert table.se == pytest.approx(gwet.se * math.sqrt(10 / 11))
    assert table.ci is not None
    assert table.se is not None
    assert table.ci[0] == pytest.approx(table.value - 1.959963984540054 * table.se)


def test_bad_inputs_raise() -> None:
    """An unknown level, codes beyond k, or a wrong-sized value list are errors."""
    with pytest.raises(ValueError, match="level"):
        krippendorff_alpha(EXAMPLE_C, 5, level="cardinal")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="codes"):
        krippendorff_alpha(EXAMPLE_C, 3)
    with pytest.raises(ValueError, match="values"):
        krippendorff_alpha(EXAMPLE_C, 5, level="interval", values=[1, 2])
