"""Rounds: the same project labelled again after a guideline revision; κ per round, the
change between consecutive rounds with its CI, and a flag for reused items.

Round r's κ is the core's Cohen's κ of its first annotator pair (FCE 1969 SE). The change
from round r-1 to r is Δ = κ_r - κ_{r-1} with SE = √(SE_r² + SE_{r-1}²) and the interval
Δ ± z·SE: that treats the rounds as independent samples. A round that reuses items of an
earlier round is not independent, and agreement on items already discussed is inflated by
memory and consensus training; such rounds are flagged with the number of reused and of
already-adjudicated items, and their change interval is marked as too narrow.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.quantiles import normal_quantile
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


@dataclass(frozen=True)
class RoundChange:
    """κ_to - κ_from with its (independent-samples) interval."""

    from_round: str
    to_round: str
    difference: float | None
    se: float | None
    ci: tuple[float, float] | None
    dependent: bool  # the later round reuses items: the interval is too narrow


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
        stats.append(RoundStats(r.name, len(items), kappa, len(items & seen),
                                len(items & discussed)))
        seen |= items
        discussed |= set(r.discussed)
    z = normal_quantile(0.5 + level / 2)
    changes = [_change(a, b, z) for a, b in itertools.pairwise(stats)]
    return RoundsSection(stats, changes)


def _change(a: RoundStats, b: RoundStats, z: float) -> RoundChange:
    ka, kb = a.kappa, b.kappa
    if ka.value is None or kb.value is None or ka.se is None or kb.se is None:
        return RoundChange(a.name, b.name, None, None, None, b.reused > 0)
    diff = kb.value - ka.value
    se = math.sqrt(ka.se ** 2 + kb.se ** 2)
    return RoundChange(a.name, b.name, diff, se, (diff - z * se, diff + z * se), b.reused > 0)


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
