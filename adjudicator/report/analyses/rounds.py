"""Rounds: the same project labelled again after a guideline revision; κ per round, the
change between consecutive rounds with its CI, and a flag for reused items.

Round r's κ is the core's Cohen's κ of its first annotator pair (FCE 1969 SE). The change
from round r-1 to r is Δ = κ_r - κ_{r-1} with the interval Δ ± z·SE, SE by the delta method
with the covariance of the items both rounds share (``core.stats.paired_change``): rounds on
the same items are paired, not independent samples, and √(SE_r² + SE_{r-1}²) would overstate
the SE (by 37 % in issue 31's simulation). Apart from that, agreement on items already seen
and discussed is inflated by memory and consensus training, a bias no interval covers: rounds
that reuse items are flagged with the number of reused and of already-adjudicated items.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.quantiles import normal_quantile
from adjudicator.core.stats.paired_change import Influence, change_se, kappa_influence
from adjudicator.core.stats.pairs.pairwise import cohen_kappa


@dataclass(frozen=True)
class Round:
    """One round's input: its name, ratings and the items its log holds decisions for."""

    name: str
    ratings: Ratings
    discussed: frozenset[str] = frozenset()


@dataclass(frozen=True)
class RoundStats:
    """κ of one round and what it shares with earlier ones."""

    name: str
    n_items: int
    kappa: Estimate
    reused: int  # items also in an earlier round
    reused_discussed: int  # of those, items adjudicated in an earlier round
    influence: Influence | None = None  # each paired item's term of κ (for the change's SE)


@dataclass(frozen=True)
class RoundChange:
    """κ_to - κ_from with its interval (paired over the items both rounds share)."""

    from_round: str
    to_round: str
    difference: float | None
    se: float | None
    ci: tuple[float, float] | None
    dependent: bool  # the later round reuses items: memory may inflate its agreement
    shared: int = 0  # items in both rounds' pairs, whose covariance the SE accounts for


@dataclass(frozen=True)
class RoundsSection:
    """Every round in order and the changes between consecutive ones."""

    rounds: list[RoundStats]
    changes: list[RoundChange]


def rounds_section(rounds: Sequence[Round], level: float = 0.95) -> RoundsSection:
    """κ per round (first pair), reuse flags, and consecutive changes."""
    stats: list[RoundStats] = []
    seen: set[str] = set()
    discussed: set[str] = set()
    for r in rounds:
        items = set(r.ratings.items)
        kappa = cohen_kappa(r.ratings.pair_table(0, 1), labels=list(r.ratings.labels))
        terms = kappa_influence(r.ratings.column(0), r.ratings.column(1), r.ratings.k,
                                r.ratings.items)
        stats.append(RoundStats(r.name, len(items), kappa, len(items & seen),
                                len(items & discussed), terms))
        seen |= items
        discussed |= set(r.discussed)
    z = normal_quantile(0.5 + level / 2)
    changes = [_change(a, b, z) for a, b in itertools.pairwise(stats)]
    return RoundsSection(stats, changes)


def _change(a: RoundStats, b: RoundStats, z: float) -> RoundChange:
    ka, kb = a.kappa, b.kappa
    found = (change_se(a.influence, b.influence)
             if a.influence is not None and b.influence is not None else None)
    if ka.value is None or kb.value is None or found is None:
        return RoundChange(a.name, b.name, None, None, None, b.reused > 0)
    diff = kb.value - ka.value
    se, shared = found
    ci = (diff - z * se, diff + z * se) if se > 1e-12 else None
    return RoundChange(a.name, b.name, diff, se if ci else None, ci, b.reused > 0, shared)


def round_from_file(name: str, data: str | Path) -> Round:
    """An earlier round from its labels file, with the items its decision log (when one is
    beside it) adjudicated; opened read-only, nothing is written."""
    from adjudicator.io import load_dataset
    from adjudicator.store.project import Project, default_log_path

    path = Path(data)
    if default_log_path(path).exists():
        with Project.open(path, read_only=True) as earlier:
            return Round(name, earlier.state.ratings, frozenset(earlier.state.decided_items()))
    return Round(name, load_dataset(path).ratings)
