"""Donner & Eliasziw's (1992) goodness-of-fit interval for κ of two raters and two classes:
its limits are where the χ² statistic of the common-correlation model reaches χ²₁(0.95),
checked with SciPy's root finder and quantile; and it is the interval the report gives Scott's
π and α of two annotators and two classes (the simulation chose it, issue 31)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.pairs.gof_interval import goodness_of_fit_interval


def _chi_square(table: np.ndarray, kappa: float) -> float:
    """The model's χ² at κ, written apart from the module (three classes of items)."""
    n = table.sum()
    seen = np.array([table[1, 1], table[0, 1] + table[1, 0], table[0, 0]], dtype=float)
    pi = (2 * seen[0] + seen[1]) / (2 * n)
    q = pi * (1 - pi)
    want = n * np.array([pi**2 + q * kappa, 2 * q * (1 - kappa), (1 - pi) ** 2 + q * kappa])
    return float(((seen - want) ** 2 / want).sum())


@settings(max_examples=150, deadline=None)
@given(cells=st.lists(st.integers(1, 60), min_size=4, max_size=4),
       level=st.sampled_from([0.9, 0.95, 0.99]))
def test_limits_are_where_the_statistic_reaches_the_quantile(cells: list[int],
                                                             level: float) -> None:
    """Every limit inside the admissible range is a root of χ²(κ) = χ²₁(level), found again
    by SciPy's brentq between Scott's π (where χ² is 0) and the limit's side of the range."""
    from scipy.optimize import brentq
    from scipy.stats import chi2

    table = np.array(cells, dtype=np.int64).reshape(2, 2)
    found = goodness_of_fit_interval(table, level)
    assert found is not None
    crit = float(chi2.ppf(level, 1))
    n = table.sum()
    pi = (2 * table[1, 1] + table[0, 1] + table[1, 0]) / (2 * n)
    hat = 1 - (table[0, 1] + table[1, 0]) / (2 * n * pi * (1 - pi))
    assert _chi_square(table, hat) == pytest.approx(0.0, abs=1e-9)
    floor = max(-pi / (1 - pi), -(1 - pi) / pi)
    low = brentq(lambda x: _chi_square(table, x) - crit, floor + 1e-9, hat, xtol=1e-13)
    high = brentq(lambda x: _chi_square(table, x) - crit, hat, 1 - 1e-12, xtol=1e-13)
    assert found[0] == pytest.approx(max(-1.0, low), abs=1e-9)
    assert found[1] == pytest.approx(high, abs=1e-9)
    assert found[0] < hat < found[1]


def test_edges_and_undefined_tables() -> None:
    """No disagreement: the upper limit is 1. One class in all: no interval. Not 2 x 2: none."""
    low, high = goodness_of_fit_interval(np.array([[10, 0], [0, 10]]))  # type: ignore[misc]
    assert high == pytest.approx(1.0, abs=1e-9)
    assert 0.6 < low < 0.7
    assert goodness_of_fit_interval(np.array([[20, 0], [0, 0]])) is None
    assert goodness_of_fit_interval(np.eye(3, dtype=np.int64)) is None


def test_report_gives_it_to_scott_pi_and_alpha_of_two_classes() -> None:
    """Two annotators, two classes: Scott's π carries Donner & Eliasziw's interval and α the
    same limits through α = 1 - (2N - 1)/(2N)·(1 - π), in the pair's block and in α of all
    annotators alike; Cohen's κ keeps the jackknife (the interval describes the intraclass
    κ); three classes: the jackknife on Fisher's z."""
    from adjudicator.core.stats.coverage import chosen_method
    from adjudicator.core.stats.summaries.summary import report_from_table

    assert chosen_method("scott_pi") == "gof"
    assert chosen_method("krippendorff_alpha_nominal") == "gof"
    table = np.array([[17, 1], [1, 1]])
    report = report_from_table(table, ["neg", "pos"])
    pair = report.pairs[0].coefficients
    low, high = goodness_of_fit_interval(table)  # type: ignore[misc]
    assert pair["scott_pi"].ci == pytest.approx((low, high), abs=1e-12)
    assert pair["scott_pi"].extras["ci_method"] == "gof"
    assert "Donner–Eliasziw" in pair["scott_pi"].convention
    shrink = 39 / 40
    alpha = (1 - shrink * (1 - low), 1 - shrink * (1 - high))
    assert pair["krippendorff_alpha"].ci == pytest.approx(alpha, abs=1e-12)
    assert report.overall is not None
    overall = report.overall.coefficients["krippendorff_alpha"]
    assert overall.ci == pytest.approx(alpha, abs=1e-12)
    assert overall.extras["ci_method"] == "gof"
    assert pair["cohen_kappa"].extras["ci_method"] == "jkz"
    three = report_from_table(np.array([[8, 1, 0], [1, 6, 1], [0, 2, 5]]), list("abc"))
    assert three.pairs[0].coefficients["scott_pi"].extras["ci_method"] == "jkz"


@settings(max_examples=60, deadline=None)
@given(cells=st.lists(st.integers(0, 40), min_size=4 * 6, max_size=4 * 6))
def test_many_tables_at_once_equal_one_at_a_time(cells: list[int]) -> None:
    """The stacked limits (many annotator pairs) are each table's own, NaN where π̂ is 0 or 1,
    and the report's pairs carry them."""
    from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS
    from adjudicator.core.stats.pair_intervals import pairs_chosen
    from adjudicator.core.stats.pairs.gof_interval import goodness_of_fit_intervals
    from adjudicator.core.stats.pairs.pairwise import scott_pi

    stack = np.array(cells, dtype=np.int64).reshape(6, 2, 2)
    low, high = goodness_of_fit_intervals(stack)
    blocks = [{"scott_pi": scott_pi(t)} for t in stack]
    chosen = pairs_chosen(blocks, list(stack), None, TABLE_CONVENTIONS)
    for i, t in enumerate(stack):
        one = goodness_of_fit_interval(t)
        if one is None:
            assert np.isnan(low[i])
            continue
        assert (low[i], high[i]) == pytest.approx(one, abs=1e-12)
        if blocks[i]["scott_pi"].value is not None:
            assert chosen[i]["scott_pi"].ci == pytest.approx(one, abs=1e-12)
