"""The F distribution's tail and quantiles against scipy (Boost's incomplete beta)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from scipy import stats

from adjudicator.core.scores.fdist import f_quantile, f_upper_tail


@given(st.floats(0.5, 2000), st.floats(0.5, 2000), st.floats(0.0005, 0.9995))
def test_quantile_and_tail_match_scipy(d1: float, d2: float, p: float) -> None:
    q = f_quantile(p, d1, d2)
    assert q == pytest.approx(stats.f.ppf(p, d1, d2), rel=1e-9)
    assert f_upper_tail(q, d1, d2) == pytest.approx(1 - p, rel=1e-9, abs=1e-13)


def test_edges() -> None:
    assert f_upper_tail(0.0, 3, 4) == 1.0
    assert f_upper_tail(float("inf"), 3, 4) == 0.0
    with pytest.raises(ValueError, match="probability"):
        f_quantile(1.0, 3, 4)
    with pytest.raises(ValueError, match="degrees of freedom"):
        f_upper_tail(1.0, 0, 4)
