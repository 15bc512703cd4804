"""Lin's concordance correlation and its Z interval against the formulas written out with
numpy and scipy (Lin 1989, eq. 9 with Lin 2000's correction, as R DescTools' CCC computes)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from scipy import stats

from adjudicator.core.scores.concordance import lin_ccc


def _oracle(x: np.ndarray, y: np.ndarray, level: float = 0.95) -> tuple[float, float, float]:
    n = len(x)
    sx2, sy2 = np.var(x), np.var(y)  # divisor n, as Lin defines the moments
    sxy = np.cov(x, y, bias=True)[0, 1]
    p = 2 * sxy / (sx2 + sy2 + (x.mean() - y.mean()) ** 2)
    r = stats.pearsonr(x, y)[0]
    u = (x.mean() - y.mean()) / math.sqrt(math.sqrt(sx2 * sy2))
    sep = math.sqrt(((1 - r**2) * p**2 * (1 - p**2) / r**2 + 2 * p**3 * (1 - p) * u**2 / r
                     - 0.5 * p**4 * u**4 / r**2) / (n - 2))
    t = math.atanh(p)
    set_ = sep / (1 - p**2)
    z = stats.norm.ppf(0.5 + level / 2)
    return p, math.tanh(t - z * set_), math.tanh(t + z * set_)


@given(arrays(np.float64, st.integers(4, 60), elements=st.floats(-50, 50)),
       st.floats(-3, 3), st.floats(0.5, 2), st.integers(0, 2**32 - 1))
def test_matches_the_formulas(x: np.ndarray, shift: float, scale: float, seed: int) -> None:
    noise = np.random.default_rng(seed).normal(0, 2, x.size)
    y = x * scale + shift + noise
    assume(np.ptp(x) > 1e-6 and abs(stats.pearsonr(x, y)[0]) > 1e-3)
    est = lin_ccc(x, y)
    p, low, high = _oracle(x, y)
    assert est.value == pytest.approx(p, abs=1e-9)
    assert est.ci[0] == pytest.approx(low, abs=1e-9)
    assert est.ci[1] == pytest.approx(high, abs=1e-9)


def test_identical_scores_have_no_interval_and_say_why() -> None:
    est = lin_ccc([1, 2, 3, 5], [1, 2, 3, 5])
    assert est.value == pytest.approx(1.0)
    assert est.ci is None
    assert "same score" in est.ci_reason


def test_shift_lowers_concordance_not_correlation() -> None:
    est = lin_ccc([1, 2, 3, 4, 5], [3, 4, 5, 6, 7])
    assert est.extras["pearson_r"] == pytest.approx(1.0)
    assert est.value == pytest.approx(2 * 2 / (2 + 2 + 4))


def test_too_few_and_constant() -> None:
    assert lin_ccc([1], [2]).reason.startswith("fewer than 2 items")
    flat = lin_ccc([3, 3, 3], [1, 2, 4])
    assert flat.value == 0.0
    assert flat.ci is None
    assert "same score" in flat.ci_reason
    two = lin_ccc([1, 2], [1, 3])
    assert two.ci is None
    assert "it needs 3" in two.ci_reason
