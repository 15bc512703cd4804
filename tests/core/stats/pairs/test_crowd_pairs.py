"""A crowd's pairs counted from the judgments equal the pairs counted column by column."""

from __future__ import annotations

from itertools import combinations

import krippendorff
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.pairs.crowd_pairs import (
    CROWD_ANNOTATORS,
    crowd_pairs,
    is_crowd,
    pair_judgments,
)
from adjudicator.core.stats.summaries.summary import summarize


def crowd_codes(seed: int, items: int, annotators: int, per_item: tuple[int, int],
                k: int = 3) -> np.ndarray:
    """Each item labelled by a random number (in per_item) of random annotators."""
    rng = np.random.default_rng(seed)
    codes = np.full((items, annotators), -1, dtype=np.int8)
    for i in range(items):
        m = int(rng.integers(per_item[0], per_item[1] + 1))
        who = rng.choice(annotators, size=m, replace=False)
        codes[i, who] = rng.integers(0, k, size=m)
    return codes


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), annotators=st.integers(2, 40),
       least=st.integers(1, 6))
def test_the_judgments_give_every_pairs_table(seed: int, annotators: int, least: int) -> None:
    """Each pair sharing >= least items has the table of its two columns; the counts of the
    others are those a pair-by-pair pass finds."""
    codes = crowd_codes(seed, 60, annotators, (0, min(annotators, 6)))
    ratings = Ratings(tuple(map(str, range(60))), tuple(f"w{j}" for j in range(annotators)),
                      ("a", "b", "c"), codes)
    found = crowd_pairs(codes, 3, least)
    shared = {(a, b): int(ratings.pair_table(a, b).sum())
              for a, b in combinations(range(annotators), 2)}
    listed = [pair for pair, n in shared.items() if n >= least]
    assert found.pairs == listed
    for pair, table in zip(found.pairs, found.tables, strict=True):
        np.testing.assert_array_equal(table, ratings.pair_table(*pair))
    omitted = found.omitted
    assert omitted.pairs_listed == len(listed)
    assert omitted.pairs_sharing_fewer == sum(0 < n < least for n in shared.values())
    assert omitted.pairs_sharing_none == sum(n == 0 for n in shared.values())


def test_work_follows_the_judgments() -> None:
    """An item of m judgments gives its m(m - 1)/2 pairs of judgments, and nothing else."""
    codes = crowd_codes(1, 300, 800, (1, 5))
    got = sorted(zip(*(column.tolist() for column in pair_judgments(codes)), strict=True))
    want = sorted((a, b, int(row[a]), int(row[b])) for row in codes
                  for a, b in combinations(np.flatnonzero(row != -1).tolist(), 2))
    assert got == want


def test_a_crowds_report_lists_pairs_with_enough_items_and_counts_the_rest() -> None:
    """800 annotators, 5 judgments an item: the pair list holds only pairs sharing >= 10
    items, the crowd block counts the others, and the coefficients of all annotators equal
    the krippendorff package's alpha on the same judgments."""
    codes = crowd_codes(7, 3000, 800, (5, 5))
    codes[:400, :30] = np.random.default_rng(3).integers(0, 3, size=(400, 30))  # a dense block
    ratings = Ratings(tuple(map(str, range(3000))), tuple(f"w{j}" for j in range(800)),
                      ("a", "b", "c"), codes)
    report = summarize(ratings, min_shared=10)
    assert report.crowd is not None
    assert report.crowd.pairs_listed == len(report.pairs) > 0
    assert all(pair.n >= 10 for pair in report.pairs)
    assert report.crowd.pairs_total == 800 * 799 // 2
    data = np.where(codes.T == -1, np.nan, codes.T.astype(float))
    want = krippendorff.alpha(reliability_data=data, level_of_measurement="nominal")
    assert report.overall is not None
    assert report.overall.coefficients["krippendorff_alpha"].value == pytest.approx(want,
                                                                                      abs=1e-9)
    assert report.overall.pairwise_kappa == []
    assert report.to_dict()["crowd"]["min_shared_items"] == 10


def test_a_small_team_is_not_a_crowd() -> None:
    """Up to CROWD_ANNOTATORS annotators every pair is listed, as always."""
    assert not is_crowd(CROWD_ANNOTATORS)
    codes = crowd_codes(2, 50, CROWD_ANNOTATORS, (2, 4))
    ratings = Ratings(tuple(map(str, range(50))),
                      tuple(f"w{j}" for j in range(CROWD_ANNOTATORS)), ("a", "b", "c"), codes)
    report = summarize(ratings)
    assert report.crowd is None
    assert len(report.pairs) == CROWD_ANNOTATORS * (CROWD_ANNOTATORS - 1) // 2


def test_a_crowds_pairwise_grid_has_only_the_pairs_sharing_enough() -> None:
    """The many-rater panel's κ grid: each listed pair's κ as from its two columns, both ways
    round; pairs sharing fewer than MIN_SHARED_ITEMS items stay empty."""
    from adjudicator.core.stats.many_raters.pairwise_matrix import pairwise_kappa_matrix
    from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS
    from adjudicator.core.stats.pairs.pairwise import cohen_kappa

    codes = crowd_codes(4, 400, 30, (2, 4))
    codes[:50, 3] = codes[:50, 5] = np.random.default_rng(0).integers(0, 3, size=50)
    ratings = Ratings(tuple(map(str, range(400))), tuple(f"w{j}" for j in range(30)),
                      ("a", "b", "c"), codes)
    grid = pairwise_kappa_matrix(codes, 3).cells
    for a, b in combinations(range(30), 2):
        table = ratings.pair_table(a, b)
        if table.sum() >= MIN_SHARED_ITEMS:
            assert grid[a][b] is not None
            assert grid[a][b].value == pytest.approx(cohen_kappa(table).value, nan_ok=True)
            assert grid[b][a].value == pytest.approx(cohen_kappa(table.T).value, nan_ok=True)
        else:
            assert grid[a][b] is None


def test_the_headline_of_a_crowd_is_the_pair_sharing_most() -> None:
    """most_shared_pair finds the pair with the most common items; None when no item has two
    judgments."""
    from adjudicator.core.stats.pairs.crowd_pairs import most_shared_pair

    codes = crowd_codes(9, 300, 50, (1, 3))
    codes[:120, 11] = codes[:120, 40] = 1
    assert most_shared_pair(codes) == (11, 40)
    assert most_shared_pair(crowd_codes(9, 30, 50, (1, 1))) is None
