"""p_o's interval is Wilson's score interval (Wilson 1927): equal to statsmodels' and to
Newcombe's (1998) published values, and present where the Wald interval had width 0."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.common.estimate import Conventions
from adjudicator.core.stats.common.proportion import wilson_interval
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.summaries.summary import report_from_table


def _statsmodels(hits: int, n: int, level: float = 0.95) -> tuple[float, float]:
    from statsmodels.stats.proportion import proportion_confint

    low, high = proportion_confint(hits, n, alpha=1 - level, method="wilson")
    return float(low), float(high)


@pytest.mark.parametrize(("hits", "n", "low", "high"), [
    (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718)])
def test_newcombe_published_values(hits: int, n: int, low: float, high: float) -> None:
    """Newcombe (1998), method 3 (score interval, no continuity correction), to 4 decimals."""
    got = wilson_interval(hits, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_perfect_agreement_has_an_interval() -> None:
    """30 items all agreeing: p_o = 1 with Wilson's [0.8865, 1], not "not estimable"."""
    est = pw.percent_agreement(np.array([[25, 0], [0, 5]]))
    assert est.value == 1.0
    assert est.ci == pytest.approx(_statsmodels(30, 30), abs=1e-12)
    assert est.ci_reason is None
    assert est.se is None  # the Wald SE is 0 here and stays withheld, with its reason
    assert est.se_reason
    assert "Wilson" in est.convention


@settings(max_examples=150, deadline=None)
@given(cells=st.lists(st.integers(0, 40), min_size=9, max_size=9),
       level=st.sampled_from([0.9, 0.95, 0.99]))
def test_equals_statsmodels_wilson(cells: list[int], level: float) -> None:
    """On random 3 x 3 tables p_o's interval is statsmodels' Wilson interval of trace / n."""
    t = np.array(cells).reshape(3, 3)
    n = int(t.sum())
    est = pw.percent_agreement(t, conventions=Conventions("n", "z", level))
    if n == 0:
        assert est.value is None
        return
    assert est.ci == pytest.approx(_statsmodels(int(np.trace(t)), n, level), abs=1e-12)


def test_report_path_gives_the_same_interval() -> None:
    """The batched path of the agreement report gives p_o the same Wilson interval."""
    t = np.array([[12, 0, 0], [0, 7, 0], [0, 0, 1]])
    po = report_from_table(t, ["a", "b", "c"]).pairs[0].coefficients["percent_agreement"]
    assert po.ci == pytest.approx(_statsmodels(20, 20), abs=1e-12)
    assert po.convention == pw.percent_agreement(t).convention


def test_wald_form_on_request_and_for_weighted() -> None:
    """Gwet's published Wald form when asked; the weighted p_o (not a proportion) keeps it."""
    t = np.array([[20, 5], [10, 15]])
    wald = pw.percent_agreement(t, conventions=Conventions("n", "z", proportion="wald"))
    assert wald.se is not None
    assert wald.ci == pytest.approx((0.7 - 1.959964 * wald.se, 0.7 + 1.959964 * wald.se),
                                    abs=1e-5)
    weighted = pw.percent_agreement(t, weights="linear")
    assert "Wilson" not in weighted.convention
