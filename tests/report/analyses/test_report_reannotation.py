"""The re-annotation batch's choice: per-item pair agreement, the lowest N with ties in item
order, the unresolved items, and the seeded audit sample."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.report.analyses.audit import draw
from adjudicator.report.analyses.reannotation import choose, lowest, pair_agreement


def test_pair_agreement_is_the_share_of_agreeing_pairs() -> None:
    """Two agreeing labels: 1; a 2–1 split of three: 1 agreeing pair of 3; all different: 0;
    four labels 2–2: 2 of 6 pairs; one label or none: no pair (NaN)."""
    codes = np.array([[0, 0, -1, -1],
                      [0, 0, 1, -1],
                      [0, 1, 2, -1],
                      [0, 0, 1, 1],
                      [2, -1, -1, -1],
                      [-1, -1, -1, -1]], dtype=np.int8)
    got = pair_agreement(codes, 3)
    assert got[:4] == pytest.approx([1.0, 1 / 3, 0.0, 2 / 6], abs=1e-12)
    assert np.isnan(got[4])
    assert np.isnan(got[5])


def test_lowest_breaks_ties_by_item_order_and_skips_unpaired_items() -> None:
    """Equal shares keep the file's order; an item without a pair is never taken; the rows
    come back in item order."""
    agreement = np.array([0.5, np.nan, 0.0, 0.5, 0.5, 1.0])
    rows = np.arange(6, dtype=np.int64)
    assert lowest(agreement, rows, 2).tolist() == [0, 2]
    assert lowest(agreement, rows, 3).tolist() == [0, 2, 3]
    assert lowest(agreement, rows, None).tolist() == [0, 2, 3, 4, 5]


def test_unresolved_are_the_given_rows_least_agreed_first() -> None:
    """--select unresolved takes the rows given as unresolved; with N, the N least agreed."""
    codes = np.array([[0, 1, 1], [0, 1, 2], [0, 0, 0], [1, 0, 0]], dtype=np.int8)
    every = choose(codes, 3, "unresolved", None, 0, np.array([0, 1, 3]))
    assert every.rows.tolist() == [0, 1, 3]
    assert choose(codes, 3, "unresolved", 1, 0, np.array([0, 1, 3])).rows.tolist() == [1]


def test_audit_is_the_seeded_draw() -> None:
    """The audit sample is audit.draw's: the same seed, the same items; another seed differs."""
    codes = np.zeros((50, 2), dtype=np.int8)
    first = choose(codes, 2, "audit", 10, 7)
    assert first.rows.tolist() == draw(50, 10, 7).tolist()
    assert choose(codes, 2, "audit", 10, 7).rows.tolist() == first.rows.tolist()
    assert choose(codes, 2, "audit", 10, 8).rows.tolist() != first.rows.tolist()
    assert first.seed == 7


@pytest.mark.parametrize("select", ["lowest-agreement", "audit"])
def test_a_size_is_needed(select: str) -> None:
    """Without --n the lowest-agreement and audit batches are refused with what to pass."""
    with pytest.raises(InputError) as caught:
        choose(np.zeros((3, 2), dtype=np.int8), 2, select, None, 0)
    assert "--n N" in str(caught.value.expected)


def test_an_empty_batch_is_refused() -> None:
    """--n 0 is refused (it would write a file with no task)."""
    with pytest.raises(InputError):
        choose(np.zeros((3, 2), dtype=np.int8), 2, "lowest-agreement", 0, 0)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(-1, 3), min_size=1, max_size=6), min_size=1,
                max_size=20).filter(lambda rows: len({len(r) for r in rows}) == 1))
def test_pair_agreement_counts_every_pair(rows: list[list[int]]) -> None:
    """Against a direct count over every pair of annotators of each item."""
    codes = np.array(rows, dtype=np.int64)
    got = pair_agreement(codes, 4)
    for i, row in enumerate(rows):
        given = [c for c in row if c >= 0]
        pairs = list(itertools.combinations(given, 2))
        if not pairs:
            assert np.isnan(got[i])
        else:
            assert got[i] == pytest.approx(sum(a == b for a, b in pairs) / len(pairs),
                                           abs=1e-12)
