"""Columns of whole numbers are coded by arithmetic exactly as the hash path codes them.

``ratings_from_frame`` codes numeric columns whose values are whole numbers in a small span
(codes written as numbers, NaN where empty) by one lookup table; every other column goes
through pandas' hashing. Here the two paths meet on the same frames: the same labels in the
same order, the same codes, and the same unknown value refused.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.io.coding import frame as coding_frame
from adjudicator.io.coding.frame import ratings_from_frame


def _both(frame: pd.DataFrame, labels: list[object] | None
          ) -> tuple[object, object]:
    """(fast path's result, hash path's result): labels and codes, or the KeyError's value."""
    def run() -> object:
        try:
            r = ratings_from_frame(frame, labels=labels)
        except KeyError as exc:
            return ("KeyError", exc.args[0])
        return r.labels, r.codes.dtype, r.codes.tolist()

    fast = run()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(coding_frame, "_all_whole_numbers", lambda frame, cols: None)
        slow = run()
    return fast, slow


def test_codes_written_as_numbers_with_gaps() -> None:
    frame = pd.DataFrame({"a": [0.0, 2.0, np.nan, 1.0, 2.0], "b": [2, 2, 0, 1, -3]})
    fast, slow = _both(frame, None)
    assert fast == slow
    assert fast[0] == ("-3", "0", "1", "2")  # type: ignore[index]


def test_fast_path_is_taken_for_whole_numbers() -> None:
    frame = pd.DataFrame({"a": [1.0, np.nan, 3.0], "b": [3.0, 1.0, np.nan]})
    assert coding_frame._all_whole_numbers(frame, ["a", "b"]) is not None
    fractions = pd.DataFrame({"a": [1.5, np.nan], "b": [1.0, 2.0]})
    assert coding_frame._all_whole_numbers(fractions, ["a", "b"]) is None


def test_unknown_value_is_named_by_either_path() -> None:
    frame = pd.DataFrame({"a": [1.0, 7.0, np.nan], "b": [2.0, 1.0, 1.0]})
    fast, slow = _both(frame, [1, 2])
    assert fast == slow == ("KeyError", 7.0)


cell = st.one_of(st.integers(-4, 6), st.just(float("nan")), st.sampled_from([0.5, 1e6, -70000]))


@settings(max_examples=80, deadline=None)
@given(rows=st.lists(st.tuples(cell, cell, cell), min_size=1, max_size=40),
       integer_column=st.booleans(),
       labels=st.one_of(st.none(), st.lists(st.integers(-4, 6), min_size=1, max_size=8,
                                            unique=True)))
def test_fast_path_equals_hash_path(rows: list[tuple[float, float, float]],
                                    integer_column: bool, labels: list[object] | None) -> None:
    """Whole numbers, gaps, fractions, a value far off (a span too wide), an integer column,
    labels found or given: the same labels, codes and refusals."""
    frame = pd.DataFrame(rows, columns=["a", "b", "c"], dtype=float)
    if integer_column:
        filled = frame["c"].fillna(0)
        if (filled == filled.round()).all():
            frame["c"] = filled.astype(np.int64)
    fast, slow = _both(frame, labels)
    assert fast == slow
