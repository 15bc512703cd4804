"""Rounds: κ per round, the change with its CI, reused items flagged."""

from __future__ import annotations

import math

import numpy as np
import pytest

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.report.analyses.rounds import Round, rounds_section


def ratings(ids: list[str], agree_every: int) -> Ratings:
    """Two annotators over 3 labels; they disagree on every ``agree_every``-th item."""
    a = np.arange(len(ids)) % 3
    b = np.where(np.arange(len(ids)) % agree_every == 0, (a + 1) % 3, a)
    return Ratings(tuple(ids), ("x", "y"), ("l0", "l1", "l2"),
                   np.column_stack([a, b]).astype(np.int64))


def test_change_and_its_interval() -> None:
    """Δ = κ2 - κ1 with SE √(SE1² + SE2²); a new sample is not flagged."""
    r1 = Round("r1", ratings([f"a{i}" for i in range(300)], 4), frozenset({"a0", "a4"}))
    r2 = Round("r2", ratings([f"b{i}" for i in range(300)], 10))
    s = rounds_section([r1, r2])
    k1 = cohen_kappa(r1.ratings.pair_table(0, 1))
    k2 = cohen_kappa(r2.ratings.pair_table(0, 1))
    change = s.changes[0]
    assert change.difference == pytest.approx(k2.value - k1.value, rel=1e-12)
    assert change.se == pytest.approx(math.hypot(k1.se, k2.se), rel=1e-12)
    assert change.ci[0] < change.difference < change.ci[1]
    assert not change.dependent
    assert s.rounds[1].reused == 0


def test_reused_and_discussed_items_are_flagged() -> None:
    """A round re-using items of an earlier one counts them, and those already adjudicated."""
    r1 = Round("r1", ratings([f"a{i}" for i in range(100)], 4), frozenset({"a0", "a4", "a8"}))
    r2 = Round("r2", ratings([f"a{i}" for i in range(50)] + [f"c{i}" for i in range(50)], 8))
    s = rounds_section([r1, r2])
    assert s.rounds[1].reused == 50
    assert s.rounds[1].reused_discussed == 3
    assert s.changes[0].dependent
