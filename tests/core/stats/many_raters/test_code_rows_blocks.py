"""``distinct_rows`` counts the keys of its bincount a block of units at a time: the same
distinct rows, in the same order, with the same multiplicities as counting every row."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.many_raters import code_rows


def by_counting(codes: np.ndarray, k: int) -> tuple[list[list[int]], list[int]]:
    """Each distinct row and how many units have it, ordered by the key sum (c_g+1)(k+1)^g."""
    found = Counter(tuple(int(c) for c in row) for row in codes)
    order = sorted(found, key=lambda row: sum((c + 1) * (k + 1) ** g for g, c in enumerate(row)))
    return [list(row) for row in order], [found[row] for row in order]


@settings(max_examples=150, deadline=None)
@given(units=st.integers(0, 300), raters=st.integers(1, 5), k=st.integers(1, 6),
       block=st.integers(1, 64), seed=st.integers(0, 2**32 - 1), gaps=st.floats(0, 1))
def test_blocks_count_every_row_once(units: int, raters: int, k: int, block: int, seed: int,
                                     gaps: float) -> None:
    """Any block size: the rows and counts of one pass over every unit."""
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, k, size=(units, raters)).astype(np.int8)
    codes[rng.random((units, raters)) < gaps] = -1
    codes = np.asfortranarray(codes)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(code_rows, "_BLOCK", block)
        found = code_rows.distinct_rows(codes, k)
    assert found is not None
    rows, freq = found
    assert (rows.tolist(), freq.tolist()) == by_counting(codes, k)
    assert freq.dtype == np.int64
    assert rows.dtype == np.int64
