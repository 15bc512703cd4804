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


def test_shared_items_make_a_paired_interval() -> None:
    """The same 300 items in both rounds: the SE is the paired one, Σ(L2 - L1)² / n², the
    covariance of the shared items taken out, so smaller than √(SE1² + SE2²)."""
    ids = [f"a{i}" for i in range(300)]
    r1, r2 = Round("r1", ratings(ids, 4)), Round("r2", ratings(ids, 6))
    s = rounds_section([r1, r2])
    first, second = s.rounds[0].influence, s.rounds[1].influence
    paired = math.sqrt(float(((second.terms - first.terms) ** 2).sum())) / 300
    change = s.changes[0]
    assert change.shared == 300
    assert change.se == pytest.approx(paired, rel=1e-12)
    k1 = cohen_kappa(r1.ratings.pair_table(0, 1))
    k2 = cohen_kappa(r2.ratings.pair_table(0, 1))
    assert change.se < math.hypot(k1.se, k2.se)
    assert change.dependent  # the memory flag stays, apart from the interval


def test_paired_interval_covers_in_simulation() -> None:
    """Two rounds on the same 150 items, 30 % of them hard (annotators right w.p. 0.3, then
    0.5 in round 2; easy ones 0.9, then 0.95): hard items disagree in both rounds, so the
    rounds' κ move together. The paired 95 % interval of Δκ covers the true change close to
    95 %; √(SE1² + SE2²) is too wide and covers nearly always."""
    from adjudicator.core.stats.paired_change import change_se, kappa_influence

    rng = np.random.default_rng(31)
    k, n, runs = 3, 150, 600

    def truth(easy: float, hard: float) -> float:
        def table(acc: float) -> np.ndarray:
            m = acc * np.eye(k) + (1 - acc) / k
            return np.einsum("c,ci,cj->ij", np.full(k, 1 / k), m, m)

        p = 0.7 * table(easy) + 0.3 * table(hard)
        pe = p.sum(0) @ p.sum(1)
        return float((np.trace(p) - pe) / (1 - pe))

    target = truth(0.95, 0.5) - truth(0.9, 0.3)
    paired = independent = 0
    for _ in range(runs):
        true = rng.integers(0, k, n)
        hard = rng.random(n) < 0.3

        def rate(easy: float, difficult: float, true: np.ndarray = true,
                 hard: np.ndarray = hard) -> np.ndarray:
            acc = np.where(hard, difficult, easy)
            return np.where(rng.random(n) < acc, true, rng.integers(0, k, n))

        one = kappa_influence(rate(0.9, 0.3), rate(0.9, 0.3), k)
        two = kappa_influence(rate(0.95, 0.5), rate(0.95, 0.5), k)
        diff = two.value - one.value
        se, shared = change_se(one, two)
        assert shared == n
        paired += abs(diff - target) <= 1.96 * se
        wide = math.hypot(math.sqrt(one.terms @ one.terms), math.sqrt(two.terms @ two.terms)) / n
        independent += abs(diff - target) <= 1.96 * wide
    assert 0.925 <= paired / runs <= 0.975
    assert independent / runs > 0.98
