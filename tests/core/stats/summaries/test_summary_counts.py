"""``summarize_counts`` on count tables equals ``summarize`` on the ratings they count."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.conger_counts import (
    conger_kappa_from_counts,
    unit_chance_table,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_counts, unit_patterns
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.summaries.summary_counts import CountTables, summarize_counts
from tests.engine_compare import assert_same_numbers


def random_ratings(seed: int, n: int, r: int, k: int, missing: float) -> Ratings:
    """Correlated ratings with gaps (-1)."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, n)
    codes = np.where(rng.random((n, r)) < 0.6, truth[:, None], rng.integers(0, k, (n, r)))
    codes[rng.random((n, r)) < missing] = -1
    return Ratings(tuple(str(i) for i in range(n)), tuple(f"r{j}" for j in range(r)),
                   tuple(f"c{c}" for c in range(k)), codes.astype(np.int64))


def tables_of(ratings: Ratings) -> CountTables:
    """Count tables computed directly from the codes (what an engine would count)."""
    codes, k, r = ratings.codes, ratings.k, len(ratings.annotators)
    rater_counts = np.stack([np.bincount(c[c >= 0], minlength=k) for c in codes.T])
    patterns, freq = unit_patterns(codes, k)
    term = np.hstack([unit_chance_table(rater_counts, 1), np.zeros((r, 1))])
    t = sum(term[g][codes[:, g]] for g in range(r))
    rated = int((codes >= 0).any(axis=1).sum())
    return CountTables(ratings.annotators, ratings.labels, len(ratings.items),
                       {(a, b): ratings.pair_table(a, b) for a, b in combinations(range(r), 2)},
                       rater_counts, patterns, freq, unit_counts(codes, k), t * rated,
                       np.ones(len(ratings.items), dtype=np.int64))


@pytest.mark.parametrize(("seed", "r", "missing"), [(1, 2, 0.0), (2, 2, 0.2), (3, 3, 0.1),
                                                    (4, 5, 0.3)])
@pytest.mark.parametrize("conventions", [TABLE_CONVENTIONS, GWET_CONVENTIONS])
def test_report_from_counts_equals_report_from_ratings(seed: int, r: int, missing: float,
                                                       conventions: object) -> None:
    """Every number of the report (pairs, many-rater block, Conger) to rel 1e-12."""
    ratings = random_ratings(seed, 300, r, 4, missing)
    opts = AgreementOptions(weights="quadratic", level="ordinal",
                            conventions=conventions)  # type: ignore[arg-type]
    assert_same_numbers(summarize(ratings, opts).to_dict(),
                        summarize_counts(tables_of(ratings), opts).to_dict())


def test_conger_from_counts_equals_conger_from_codes() -> None:
    """Value and Gwet's SE of Conger's kappa, with a rater who rated nothing."""
    ratings = random_ratings(7, 200, 4, 3, 0.25)
    codes = ratings.codes.copy()
    codes[:, 3] = -1
    expected = conger_kappa(codes, 3)
    rater_counts = np.stack([np.bincount(c[c >= 0], minlength=3) for c in codes.T])
    term = np.zeros((4, 4))
    term[:3, :3] = unit_chance_table(rater_counts[:3], 1)
    t = sum(term[g][codes[:, g]] for g in range(4))
    rated = int((codes >= 0).any(axis=1).sum())
    got = conger_kappa_from_counts(rater_counts, unit_counts(codes, 3), t * rated,
                                   np.ones(200, dtype=np.int64))
    assert got.value == pytest.approx(expected.value, rel=1e-12)
    assert got.se == pytest.approx(expected.se, rel=1e-12)
    assert got.extras["raters_without_ratings"] == 1
