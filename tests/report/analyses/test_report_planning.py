"""Sample-size planning for κ: the analytic n, checked by simulating tables of that size."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.errors import InputError
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.report.analyses.planning import (
    expected_table,
    for_half_width,
    for_lower_bound,
)

PREV = (0.5, 0.3, 0.2)


def simulate(kappa: float, n: int, runs: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """κ and its CI of ``runs`` multinomial tables of n items from the expected table."""
    rng = np.random.default_rng(seed)
    p = expected_table(kappa, PREV).ravel()
    values, lows, highs = [], [], []
    for counts in rng.multinomial(n, p, size=runs):
        est = cohen_kappa(counts.reshape(3, 3).astype(np.int64))
        assert est.ci is not None
        values.append(est.value)
        lows.append(est.ci[0])
        highs.append(est.ci[1])
    return np.asarray(values), np.column_stack([lows, highs])


def test_expected_table_has_the_planned_kappa() -> None:
    """The common-marginals table's κ is the κ it was built for."""
    t = np.rint(expected_table(0.6, PREV) * 10**6).astype(np.int64)
    assert cohen_kappa(t).value == pytest.approx(0.6, abs=1e-5)


def test_half_width_plan_gives_that_half_width_in_simulation() -> None:
    """At the planned n the mean simulated half-width is the target (within 3%) and the
    interval covers the true κ about 95% of the time."""
    plan = for_half_width(0.6, PREV, 0.08)
    assert 100 < plan.n < 1000
    values, ci = simulate(0.6, plan.n, 2000, seed=1)
    half = (ci[:, 1] - ci[:, 0]) / 2
    assert half.mean() == pytest.approx(0.08, rel=0.03)
    coverage = ((ci[:, 0] <= 0.6) & (ci[:, 1] >= 0.6)).mean()
    assert 0.93 < coverage < 0.97
    assert values.std() == pytest.approx(np.sqrt(plan.q / plan.n), rel=0.05)


def test_lower_bound_plan_has_its_power_in_simulation() -> None:
    """At the planned n the lower bound clears the threshold in about `power` of samples."""
    plan = for_lower_bound(0.7, PREV, 0.6, power=0.8)
    _, ci = simulate(0.7, plan.n, 2000, seed=2)
    assert (ci[:, 0] > 0.6).mean() == pytest.approx(0.8, abs=0.035)


def test_plans_refuse_impossible_inputs() -> None:
    """κ outside the model's range, a threshold above κ, a zero prevalence."""
    with pytest.raises(InputError):
        for_half_width(-0.9, PREV, 0.1)
    with pytest.raises(InputError):
        for_lower_bound(0.6, PREV, 0.7)
    with pytest.raises(InputError):
        for_half_width(0.6, (1.0, 0.0), 0.1)
    assert "Fleiss" in for_half_width(0.6, PREV, 0.1).describe()
