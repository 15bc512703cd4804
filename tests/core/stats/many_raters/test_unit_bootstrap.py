"""Unit-resampling bootstrap: reproducible, equal to direct computation, undefined counted."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha_from_counts
from adjudicator.core.stats.many_raters.multirater import (
    brennan_prediger_from_counts,
    fleiss_kappa,
    fleiss_kappa_multi,
    gwet_ac_from_counts,
    percent_agreement_from_counts,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_counts
from adjudicator.core.stats.many_raters.unit_bootstrap import unit_bootstrap_ci
from adjudicator.core.stats.many_raters.unit_replicates import alpha_replicates, kappa_replicates
from adjudicator.core.stats.pairs.bootstrap import with_bootstrap_ci

DIRECT = {
    "fleiss_kappa": fleiss_kappa, "gwet_ac": gwet_ac_from_counts,
    "brennan_prediger": brennan_prediger_from_counts,
    "percent_agreement": percent_agreement_from_counts,
}


def _simulated(n: int, raters: int = 5, k: int = 4, seed: int = 1) -> np.ndarray:
    """Ratings that agree with a true class 70% of the time, 15% missing."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, n)
    codes = np.where(rng.random((n, raters)) < 0.7, truth[:, None], rng.integers(0, k, (n, raters)))
    codes[rng.random((n, raters)) < 0.15] = -1
    return codes


@st.composite
def patterns_and_freq(draw: st.DrawFn) -> tuple[np.ndarray, np.ndarray]:
    """Count patterns (units x k) with one set of multiplicities."""
    p, k = draw(st.integers(1, 8)), draw(st.integers(2, 4))
    flat = draw(st.lists(st.integers(0, 3), min_size=p * k, max_size=p * k))
    freq = draw(st.lists(st.integers(0, 4), min_size=p, max_size=p))
    return np.array(flat, dtype=np.int64).reshape(p, k), np.array(freq, dtype=np.int64)


@settings(max_examples=60, deadline=None)
@given(data=patterns_and_freq(), name=st.sampled_from(sorted(DIRECT)),
       scheme=st.sampled_from(["identity", "quadratic"]))
def test_vectorised_replicates_equal_direct(data: tuple[np.ndarray, np.ndarray], name: str,
                                            scheme: str) -> None:
    """A replicate from multiplicities equals the statistic on the repeated units."""
    patterns, freq = data
    w = weight_matrix(scheme, patterns.shape[1])
    rep = kappa_replicates(patterns, freq[None, :].astype(float), name, w)[0]
    direct = DIRECT[name](np.repeat(patterns, freq, axis=0), weights=w).value
    if direct is None:
        assert np.isnan(rep)
    else:
        assert rep == pytest.approx(direct, abs=1e-10)


@settings(max_examples=60, deadline=None)
@given(data=patterns_and_freq(), level=st.sampled_from(["nominal", "ordinal", "interval",
                                                         "ratio"]))
def test_alpha_replicates_equal_direct(data: tuple[np.ndarray, np.ndarray], level: str) -> None:
    """Alpha replicates equal Krippendorff's alpha of the repeated units at every level."""
    patterns, freq = data
    rep = alpha_replicates(patterns, freq[None, :].astype(float), level, None, None)[0]
    direct = krippendorff_alpha_from_counts(np.repeat(patterns, freq, axis=0),
                                            level=level).value  # type: ignore[arg-type]
    if direct is None:
        assert np.isnan(rep)
    else:
        assert rep == pytest.approx(direct, abs=1e-10)


def test_seeded_and_reproducible() -> None:
    """The same seed gives the same interval; another seed a different one."""
    codes = _simulated(300)
    a = unit_bootstrap_ci(codes, 4, "fleiss_kappa", seed=7)
    b = unit_bootstrap_ci(codes, 4, "fleiss_kappa", seed=7)
    c = unit_bootstrap_ci(codes, 4, "fleiss_kappa", seed=8)
    assert a.ci == b.ci
    assert a.ci != c.ci


@pytest.mark.parametrize("statistic", ["fleiss_kappa", "krippendorff_alpha", "conger_kappa"])
def test_bootstrap_se_close_to_analytic(statistic: str) -> None:
    """On 1,000 units the bootstrap SD is within 20% of Gwet's analytic SE."""
    from adjudicator.core.stats.many_raters.conger import conger_kappa
    from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha
    codes = _simulated(1000)
    analytic = {"fleiss_kappa": fleiss_kappa_multi, "conger_kappa": conger_kappa,
                "krippendorff_alpha": krippendorff_alpha}[statistic](codes, 4)
    boot = unit_bootstrap_ci(codes, 4, statistic, resamples=300 if "conger" in statistic
                             else 2000)
    assert boot.se == pytest.approx(analytic.se, rel=0.2)
    assert boot.ci is not None
    assert boot.ci[0] < analytic.value < boot.ci[1]


def test_undefined_replicates_are_counted() -> None:
    """Resamples without the one disagreeing unit have pe = 1: left out and counted."""
    codes = np.array([[0, 0, 0]] * 4 + [[0, 1, 1]])
    result = unit_bootstrap_ci(codes, 2, "fleiss_kappa", resamples=500)
    assert 0 < result.undefined < 500
    assert "undefined and left out" in result.describe()


def test_all_replicates_undefined_gives_reason() -> None:
    """When every resample is undefined there is no interval, and a reason."""
    result = unit_bootstrap_ci(np.zeros((6, 3), dtype=np.int64), 2, "fleiss_kappa")
    assert result.ci is None
    assert result.reason == "the statistic was undefined in every resample"


def test_function_statistic_and_estimate() -> None:
    """Any function of a codes matrix can be bootstrapped; with_bootstrap_ci names the method."""
    codes = _simulated(200)
    result = unit_bootstrap_ci(codes, 4, lambda c: fleiss_kappa(unit_counts(c, 4)),
                               resamples=200)
    est = with_bootstrap_ci(fleiss_kappa_multi(codes, 4), result)
    assert est.ci == result.ci
    assert "resamples of units" in est.convention


def test_unknown_statistic_and_empty_input() -> None:
    """An unknown name is an error; codes with no rating give a reason, no interval."""
    with pytest.raises(ValueError, match="unknown statistic"):
        unit_bootstrap_ci(_simulated(10), 4, "cohen")
    empty = unit_bootstrap_ci(np.full((3, 2), -1), 2, "fleiss_kappa")
    assert empty.ci is None
    assert empty.reason == "no unit has a rating"
