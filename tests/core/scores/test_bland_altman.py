"""Bland–Altman bias and limits of agreement: Bland & Altman's (1986) peak flow example and
the 1999 interval formulas written out with scipy."""

from __future__ import annotations

import csv
import math

import numpy as np
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from scipy import special, stats

from adjudicator.core.scores.bland_altman import bland_altman


def test_peak_flow_published_values(data_dir) -> None:
    """Wright minus mini Wright, first readings: mean difference -2.1 l/min, SD 38.8 l/min
    (Bland & Altman 1986); the standard error of the bias s/√n = 9.4."""
    with (data_dir / "agreement" / "scores" / "bland_altman_1986_pefr.csv").open() as f:
        rows = list(csv.DictReader(f))
    x = [float(r["wright_first"]) for r in rows]
    y = [float(r["mini_wright_first"]) for r in rows]
    out = bland_altman(x, y)
    assert round(out["bias"].value, 1) == -2.1
    assert round(out["bias"].extras["sd_differences"], 1) == 38.8
    assert round(out["bias"].se, 1) == 9.4
    assert out["loa_low"].value == pytest.approx(-2.1176 - 1.959964 * 38.76513, abs=1e-3)


@given(arrays(np.float64, st.integers(2, 80), elements=st.floats(-100, 100)),
       arrays(np.float64, 80, elements=st.floats(-5, 5)), st.sampled_from([0.9, 0.95, 0.99]))
def test_matches_the_formulas(x: np.ndarray, noise: np.ndarray, level: float) -> None:
    y = x + noise[: x.size]
    d = x - y
    assume(np.std(d) > 1e-9)
    out = bland_altman(x, y, level=level)
    n, s = d.size, np.std(d, ddof=1)
    z, t = stats.norm.ppf(0.5 + level / 2), _t_quantile(0.5 + level / 2, n - 1)
    se_limit = s * math.sqrt(1 / n + z * z / (2 * (n - 1)))
    for key, centre, se in (("bias", d.mean(), s / math.sqrt(n)),
                            ("loa_low", d.mean() - z * s, se_limit),
                            ("loa_high", d.mean() + z * s, se_limit)):
        assert out[key].value == pytest.approx(centre, abs=1e-9)
        assert out[key].ci[0] == pytest.approx(centre - t * se, abs=1e-9)
        assert out[key].ci[1] == pytest.approx(centre + t * se, abs=1e-9)


def _t_quantile(p: float, df: int) -> float:
    """Student's t quantile (p > 1/2) from Boost's inverse incomplete beta: scipy's
    ``stats.t.ppf`` is itself off by ~3e-9 at some df (see core.stats.common.quantiles)."""
    x = special.betaincinv(df / 2, 0.5, 2 * (1 - p))
    return math.sqrt(df * (1 - x) / x)


def test_identical_scores_say_the_limits_are_not_estimable() -> None:
    out = bland_altman([1, 2, 3], [1, 2, 3])
    assert out["bias"].value == 0.0
    assert out["loa_high"].value == 0.0
    assert all(e.ci is None and "same score" in e.ci_reason for e in out.values())
    assert bland_altman([1], [2])["bias"].reason.startswith("fewer than 2 items")
