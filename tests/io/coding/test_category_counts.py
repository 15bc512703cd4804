"""The label columns' categories are counted a block of cells at a time: the counts of one
bincount over the whole column, whatever the block."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.io.coding import labelcode


@settings(max_examples=100, deadline=None)
@given(cells=st.integers(0, 500), size=st.integers(1, 300), block=st.integers(1, 70),
       seed=st.integers(0, 2**32 - 1), gaps=st.floats(0, 1))
def test_blocks_count_like_one_bincount(cells: int, size: int, block: int, seed: int,
                                        gaps: float) -> None:
    """int8 or int16 codes with missing cells (-1): the same counts, int64."""
    rng = np.random.default_rng(seed)
    codes = rng.integers(0, size, size=cells).astype(np.int8 if size <= 127 else np.int16)
    codes[rng.random(cells) < gaps] = -1
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(labelcode, "COUNT_BLOCK", block)
        per = labelcode._category_counts(codes, size)
    assert per.tolist() == np.bincount(codes[codes >= 0], minlength=size).tolist()
    assert per.dtype == np.int64
