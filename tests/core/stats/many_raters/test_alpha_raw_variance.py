"""Krippendorff's α raw-data SE as Gwet's handbook (4th ed., ch. 5) and R irrCAC
``krippen.alpha.raw`` define it.

Per unit i with r_i ≥ 2 values (n pairable units, r̄ their mean number of values):
pa_i = s_i / (r̄ (r_i − 1)) − pa′ (r_i − r̄) / r̄ with the *unadjusted* pa′ = Σ s_i / (r̄ (r_i − 1)) / n
(not the ε-adjusted pa), pe_i = x_i′π_w / r̄ − pe (r_i − r̄) / r̄, α*_i = (pa_i − pe)/(1 − pe)
− 2 (1 − α′)(pe_i − pe)/(1 − pe), var = Σ (α*_i − α′)² / (n (n − 1)), and the interval
α ± t(0.975, n0 − 1)·SE with n0 the units that have a rating. The two forms of pa agree
when every unit has the same number of values, so data with missing ratings tell them
apart: R irrCAC prints α = 0.74342, SE 0.14548, interval (0.423, 1) for cac.raw4raters (unweighted).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from multirater_helpers import handbook_alpha
from scipy import stats

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha

RAW4RATERS = [[1, 1, None, 1], [2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3], [2, 2, 2, 2],
              [1, 2, 3, 4], [4, 4, 4, 4], [1, 1, 2, 1], [2, 2, 2, 2], [None, 5, 5, 5],
              [None, None, 1, 1], [None, None, 3, None]]


def _codes(rows: list[list[int | None]]) -> np.ndarray:
    return np.array([[-1 if v is None else v - 1 for v in row] for row in rows], dtype=np.int64)


def test_raw4raters_matches_r_irrcac_published_output() -> None:
    est = krippendorff_alpha(_codes(RAW4RATERS), 5, conventions=GWET_CONVENTIONS)
    assert est.value == pytest.approx(0.74342, abs=5e-6)
    assert est.se == pytest.approx(0.14548, abs=5e-6)
    assert est.ci is not None
    assert est.ci[0] == pytest.approx(0.423, abs=5e-4)
    assert est.ci[1] == pytest.approx(1.0)
    n0 = 12  # every unit with a rating (11 are pairable: the last has one value)
    t = stats.t.ppf(0.975, n0 - 1)
    assert est.ci[0] == pytest.approx(est.value - t * est.se, rel=1e-10)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 4), st.integers(3, 5), st.data())
def test_raw_se_follows_the_handbook_with_missing_ratings(k: int, raters: int,
                                                          data: st.DataObject) -> None:
    n = data.draw(st.integers(3, 25))
    flat = data.draw(st.lists(st.integers(-1, k - 1), min_size=n * raters,
                              max_size=n * raters))
    codes = np.array(flat, dtype=np.int64).reshape(n, raters)
    for weights in (None, "quadratic"):
        w = np.eye(k) if weights is None else 1 - (
            (np.arange(k)[:, None] - np.arange(k)[None, :]) / (k - 1)) ** 2
        est = krippendorff_alpha(codes, k, weights=weights, conventions=GWET_CONVENTIONS)
        assume(est.value is not None)
        value, se, _ = handbook_alpha(codes, k, w)
        assert est.value == pytest.approx(value, rel=1e-12, abs=1e-14)
        if est.se is not None:
            assert est.se == pytest.approx(se, rel=1e-9, abs=1e-14)
