"""Delta-method SEs of two-rater coefficients: divisors, intervals, bootstrap as a check."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from adjudicator.core.stats.common.estimate import Conventions
from adjudicator.core.stats.common.weights import from_disagreement, weight_matrix
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.bootstrap import VECTOR_STATISTICS, resample_tables
from adjudicator.core.stats.pairs.class_agreement import specific_agreement
from adjudicator.core.stats.pairs.pairwise_variance import interval, standard_error

# A 4 x 4 table with unequal margins, n = 4000 (large enough for the delta method).
BIG = np.array([[900, 120, 40, 10], [150, 700, 90, 30], [60, 80, 800, 50],
                [20, 30, 70, 850]])
COHEN_1968_ASYM = from_disagreement([[0, 1, 4], [1, 0, 6], [2, 2, 0]])


def _boot_sd(table: np.ndarray, name: str, w: np.ndarray) -> float:
    """SD of a statistic over 4000 multinomial resamples of the table."""
    stack = resample_tables(table, 4000, seed=11).astype(np.float64)
    return float(np.nanstd(VECTOR_STATISTICS[name](stack, w), ddof=1))


@pytest.mark.parametrize(
    ("fn", "name", "scheme"),
    [
        (pw.cohen_kappa, "cohen_kappa", None),
        (pw.cohen_kappa, "cohen_kappa_weighted", "quadratic"),
        (pw.scott_pi, "scott_pi", None),
        (pw.scott_pi, "scott_pi", "linear"),
        (pw.gwet_ac, "gwet_ac1", None),
        (pw.gwet_ac, "gwet_ac2", "ordinal"),
        (pw.brennan_prediger, "brennan_prediger", "ratio"),
        (pw.percent_agreement, "percent_agreement", None),
    ],
)
def test_analytic_se_agrees_with_bootstrap_sd(fn: Any, name: str, scheme: str | None) -> None:
    """Each coefficient's analytic SE is within 6% of the bootstrap SD on a large table."""
    w = np.eye(4) if scheme is None else weight_matrix(scheme, 4)
    assert fn(BIG, weights=scheme).se == pytest.approx(_boot_sd(BIG, name, w), rel=0.06)


def test_fce_se_handles_asymmetric_weights() -> None:
    """With Cohen's (1968) asymmetric weights the FCE SE still matches the bootstrap SD."""
    t = np.array([[88, 14, 18], [10, 40, 10], [2, 6, 12]]) * 10
    est = pw.cohen_kappa(t, weights=COHEN_1968_ASYM)
    assert est.se == pytest.approx(_boot_sd(t, "cohen_kappa", COHEN_1968_ASYM), rel=0.06)


def test_specific_agreement_se_agrees_with_bootstrap() -> None:
    """The delta-method SE of 2a / (2a + b + c) matches the bootstrap SD of the same ratio."""
    t = np.array([[170, 50], [60, 720]])
    est = specific_agreement(t)[0]
    stack = resample_tables(t, 4000, seed=5)
    reps = 2 * stack[:, 0, 0] / (2 * stack[:, 0, 0] + stack[:, 0, 1] + stack[:, 1, 0])
    assert est.se == pytest.approx(float(np.std(reps, ddof=1)), rel=0.06)


def test_se_divisor_n_minus_one() -> None:
    """n - 1 divisor scales the SE by sqrt(n / (n - 1)); n = 1 leaves it undefined."""
    n_var = 2.5
    a = standard_error(n_var, 10, Conventions("n", "z"))
    b = standard_error(n_var, 10, Conventions("n-1", "z"))
    assert b == pytest.approx(a * np.sqrt(10 / 9))
    assert standard_error(n_var, 1, Conventions("n-1", "t")) is None


def test_interval_uses_z_or_t() -> None:
    """z interval at 95% is +/-1.96 SE; t(n-1) is wider; 90% level is narrower (scipy's
    quantiles as the reference)."""
    from scipy import stats

    z = interval(0.5, 0.1, 20, Conventions("n", "z"))
    t = interval(0.5, 0.1, 20, Conventions("n", "t"))
    z90 = interval(0.5, 0.1, 20, Conventions("n", "z", level=0.90))
    assert z == pytest.approx((0.5 - 0.1959964, 0.5 + 0.1959964), abs=1e-7)
    half_t = 0.1 * stats.t.ppf(0.975, 19)
    assert t == pytest.approx((0.5 - half_t, 0.5 + half_t), abs=1e-9)
    half_z90 = 0.1 * stats.norm.ppf(0.95)
    assert z90 == pytest.approx((0.5 - half_z90, 0.5 + half_z90), abs=1e-9)
    assert t[0] < z[0] < z90[0]


def test_t_interval_needs_two_items() -> None:
    """With one item there is no t(n - 1) interval."""
    assert interval(0.5, 0.1, 1, Conventions("n", "t")) is None


def test_kappa_z_is_value_over_se0() -> None:
    """extras['z'] = kappa / SE0 (the test of kappa = 0), as statsmodels, SAS and R irr print it."""
    from statsmodels.stats.inter_rater import cohens_kappa

    est, ref = pw.cohen_kappa(BIG), cohens_kappa(BIG)
    assert est.extras["se0"] == pytest.approx(ref.std_kappa0, rel=1e-10)
    assert est.extras["z"] == pytest.approx(ref.z_value, rel=1e-10)
