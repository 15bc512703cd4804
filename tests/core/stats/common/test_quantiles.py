"""The scipy-free normal and Student-t quantiles used for confidence intervals."""

from __future__ import annotations

import math

import pytest
from scipy import special, stats

from adjudicator.core.stats.common.quantiles import (
    incomplete_beta,
    normal_quantile,
    t_quantile,
    two_sided_critical,
)

DFS = [1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 13, 20, 30, 50, 84, 99, 100, 150, 300, 999, 1999,
       2000, 5000, 10**5, 10**7]
PS = [1e-6, 0.001, 0.025, 0.1, 0.4, 0.5000001, 0.6, 0.75, 0.9, 0.95, 0.975, 0.99, 0.995,
      0.999, 0.9995]


@pytest.mark.parametrize("df", DFS)
def test_t_quantile_inverts_scipy_cdf(df: float) -> None:
    """scipy's t.cdf at our quantile returns p to 1e-12 relative to the smaller tail."""
    for p in PS:
        got = stats.t.cdf(t_quantile(p, df), df)
        assert abs(got - p) <= 1e-12 * min(p, 1 - p) + 2e-16, (df, p)


@pytest.mark.parametrize("df", DFS)
def test_t_quantile_matches_scipy_ppf(df: float) -> None:
    """Agrees with scipy.stats.t.ppf to 1e-8 relative (scipy 1.12's ppf is itself only ~1e-9)."""
    for p in PS:
        want = stats.t.ppf(p, df)
        assert t_quantile(p, df) == pytest.approx(want, rel=1e-8, abs=1e-10), (df, p)


def test_t_quantile_matches_closed_forms_to_1e_12() -> None:
    """Exact quantiles for df = 1 (Cauchy), 2 and 4 (closed forms) to 1e-12 relative."""
    for p in (0.6, 0.9, 0.975, 0.99, 0.9995):
        assert t_quantile(p, 1.0) == pytest.approx(math.tan(math.pi * (p - 0.5)), rel=1e-12)
        assert t_quantile(p, 2.0) == pytest.approx((2 * p - 1) / math.sqrt(2 * p * (1 - p)),
                                                   rel=1e-12)
        alpha = 4 * p * (1 - p)
        q = math.cos(math.acos(math.sqrt(alpha)) / 3) / math.sqrt(alpha)
        assert t_quantile(p, 4.0) == pytest.approx(2 * math.sqrt(q - 1), rel=1e-12)


def test_t_quantile_is_odd_and_zero_at_half() -> None:
    """t(1 - p) = -t(p) and t(0.5) = 0."""
    assert t_quantile(0.5, 7.0) == 0.0
    assert t_quantile(0.025, 7.0) == pytest.approx(-t_quantile(0.975, 7.0), rel=1e-14)


def test_t_quantile_rejects_bad_arguments() -> None:
    """p outside (0, 1) or df <= 0 raise ValueError."""
    with pytest.raises(ValueError, match="probability"):
        t_quantile(1.0, 5.0)
    with pytest.raises(ValueError, match="degrees of freedom"):
        t_quantile(0.9, 0.0)


def test_incomplete_beta_matches_scipy() -> None:
    """I_x(a, b) agrees with scipy.special.betainc to 1e-13 on a grid."""
    for a in (0.5, 1.0, 2.5, 10.0, 500.0):
        for b in (0.5, 1.0, 3.0, 40.0):
            for x in (0.001, 0.1, 0.5, 0.9, 0.999):
                assert incomplete_beta(x, a, b) == pytest.approx(
                    special.betainc(a, b, x), rel=1e-12, abs=1e-15), (a, b, x)


def test_normal_and_two_sided_critical_values() -> None:
    """z(0.975) = 1.959963984540054; two-sided t(99) at 95% equals scipy's."""
    assert normal_quantile(0.975) == pytest.approx(stats.norm.ppf(0.975), rel=1e-14)
    assert two_sided_critical(0.95, None) == pytest.approx(1.959963984540054, rel=1e-14)
    assert two_sided_critical(0.95, 99) == pytest.approx(stats.t.ppf(0.975, 99), rel=1e-8)


def test_t_quantile_matches_boost_inverse_beta_to_1e_10() -> None:
    """Against the quantile from scipy.special.betaincinv (Boost): t = sqrt(df (1 - x) / x)
    with I_x(df/2, 1/2) = 2 (1 - p). Within 1e-10 relative for df 1..100,000 (measured worst
    ~4e-12, at p = 0.6 where the reference itself cancels); the 2-4e-9 seen against
    scipy.stats.t.ppf is that function's own error (its sf at its ppf misses p by ~6e-10)."""
    worst = 0.0
    for df in [*range(1, 400), 999, 1999, 2000, 2001, 5000, 10_000, 100_000]:
        for p in (0.6, 0.75, 0.9, 0.975, 0.995, 0.9995, 0.99999):
            x = special.betaincinv(df / 2, 0.5, 2 * (1 - p))
            want = math.sqrt(df * (1 - x) / x)
            worst = max(worst, abs(t_quantile(p, float(df)) - want) / want)
    assert worst < 1e-10
