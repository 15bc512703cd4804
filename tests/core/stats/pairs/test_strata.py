"""Per-stratum tables and coefficients: equal to per-subset matrices and to scikit-learn."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import cohen_kappa_score

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.stats.pairs.strata import sorted_by_size, stratum_summary, stratum_tables
from adjudicator.core.tables import confusion_matrix

K, S = 3, 4


@st.composite
def coded(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # type: ignore[type-arg]
    """Two annotators' codes (with missing -1) and a stratum code per item."""
    n = draw(st.integers(0, 60))
    a = draw(st.lists(st.integers(-1, K - 1), min_size=n, max_size=n))
    b = draw(st.lists(st.integers(-1, K - 1), min_size=n, max_size=n))
    s = draw(st.lists(st.integers(0, S - 1), min_size=n, max_size=n))
    return (np.array(a, dtype=np.int64), np.array(b, dtype=np.int64),
            np.array(s, dtype=np.int64))


@settings(max_examples=60, deadline=None)
@given(coded())
def test_tables_equal_confusion_matrix_of_each_subset(
        data: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:  # type: ignore[type-arg]
    """Each stratum's table is the confusion matrix of that stratum's rows."""
    a, b, s = data
    tables = stratum_tables(a, b, s, S, K)
    assert tables.shape == (S, K, K)
    for i in range(S):
        np.testing.assert_array_equal(tables[i], confusion_matrix(a[s == i], b[s == i], K))


@settings(max_examples=60, deadline=None)
@given(coded())
def test_kappa_per_stratum_equals_sklearn_on_the_subset(
        data: tuple[np.ndarray, np.ndarray, np.ndarray]) -> None:  # type: ignore[type-arg]
    """Defined κ of a stratum equals sklearn's cohen_kappa_score on its paired rows."""
    a, b, s = data
    rows = stratum_summary(stratum_tables(a, b, s, S, K))
    for row in rows:
        keep = (s == row.index) & (a >= 0) & (b >= 0)
        assert row.n == int(keep.sum())
        est = row.coefficients["cohen_kappa"]
        if est.defined:
            want = cohen_kappa_score(a[keep], b[keep], labels=list(range(K)))
            assert est.value == pytest.approx(want, abs=1e-12)
        else:
            assert est.reason


def test_negative_stratum_codes_are_left_out() -> None:
    """Items without a stratum code (-1) count in no table."""
    a = np.array([0, 1, 1], dtype=np.int64)
    tables = stratum_tables(a, a, np.array([0, -1, 0], dtype=np.int64), 1, 2)
    assert int(tables.sum()) == 2


def test_single_label_stratum_is_undefined_with_the_reason() -> None:
    """A stratum where both annotators used one label has κ undefined, AC1 still defined."""
    a = np.array([0, 1, 0, 0], dtype=np.int64)
    rows = stratum_summary(stratum_tables(a, a, np.array([0, 0, 1, 1]), 2, 2),
                           labels=("yes", "no"))
    kappa = rows[1].coefficients["cohen_kappa"]
    assert kappa.value is None
    assert kappa.reason is not None
    assert "only yes" in kappa.reason
    assert rows[1].coefficients["gwet_ac1"].value == 1.0


def test_conventions_and_interval_kinds() -> None:
    """Analytic CIs follow the conventions; 'none' drops them; 'bootstrap' names itself."""
    rng = np.random.default_rng(3)
    a = rng.integers(0, 3, 200)
    b = np.where(rng.random(200) < 0.7, a, rng.integers(0, 3, 200))
    s = rng.integers(0, 2, 200)
    t = stratum_tables(a, b, s, 2, 3)
    gwet = stratum_summary(t, conventions=GWET_CONVENTIONS)[0].coefficients["cohen_kappa"]
    assert gwet == cohen_kappa(t[0], conventions=GWET_CONVENTIONS)
    none = stratum_summary(t, ci="none")[0].coefficients
    assert all(e.ci is None for e in none.values())
    boot = stratum_summary(t, ci="bootstrap", resamples=300, seed=1)[0].coefficients
    assert "bootstrap" in boot["cohen_kappa"].convention
    assert boot["cohen_kappa"].ci is not None


def test_sorted_by_size_is_largest_first_and_stable() -> None:
    """Strata sort by n descending; equal sizes keep their order."""
    a = np.zeros(6, dtype=np.int64)
    rows = stratum_summary(stratum_tables(a, a, np.array([0, 1, 1, 2, 2, 2]), 4, 1))
    assert [r.index for r in sorted_by_size(rows)] == [2, 1, 0, 3]
