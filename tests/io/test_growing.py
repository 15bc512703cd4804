"""Values appended batch by batch into one growing array: the same values as joining the
batches, in every type they widen to."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.io.growing import FIRST, Growing


@given(st.lists(st.integers(0, 3 * FIRST), max_size=6), st.booleans())
def test_growing_holds_the_batches_in_order(sizes: list[int], widen: bool) -> None:
    """Batches of any size (past the first room and its doublings), widened midway or not:
    the values of the batches end to end."""
    rng = np.random.default_rng(len(sizes))
    batches = [rng.integers(-1, 100, size=n).astype(np.int8) for n in sizes]
    growing = Growing(np.int8)
    for k, batch in enumerate(batches):
        if widen and k == len(batches) // 2:
            growing = growing.widened(np.int16)
        growing.add(batch)
    assert len(growing) == sum(sizes)
    values = growing.values()
    assert values.dtype == (np.int16 if widen and batches else np.int8)
    assert values.tolist() == (np.concatenate(batches).tolist() if batches else [])
    assert len(growing) == 0
