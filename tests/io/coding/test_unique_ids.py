"""Repeated ids in Arrow-backed text found by hashing the UTF-8 bytes (issue 12, item 13)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

from adjudicator.io.coding import unique_ids
from adjudicator.io.readers.arrowframe import text_series


def _expected(values: list[str | None]) -> list[bool]:
    """pandas' answer: repeated and not blank."""
    s = pd.Series(values, dtype=object)
    return (s.duplicated(keep="first") & s.notna()).tolist()


def _chunks(values: list[str | None], cut: int, kind: pa.DataType) -> pa.ChunkedArray:
    return pa.chunked_array([pa.array(values[:cut], kind), pa.array(values[cut:], kind)])


VALUES = ["a", "b", "", None, "a", "退款", "x" * 70_000, "b", "", None, "x" * 70_000, "退款 ",
          "退款", "ab", "ba"]


@pytest.mark.parametrize("kind", [pa.string(), pa.large_string()])
def test_repeats_match_pandas_across_chunks_and_slices(kind: pa.DataType) -> None:
    """Repeats across chunk boundaries, long ids past the block size, CJK, blanks ignored,
    and an array sliced at an offset."""
    ids = _chunks(VALUES, 5, kind)
    blank = np.asarray(ids.is_null().to_pylist())
    assert unique_ids.repeated(ids, blank).tolist() == _expected(VALUES)
    tail = ids.slice(3)
    assert unique_ids.repeated(tail, np.asarray(tail.is_null().to_pylist())).tolist() == \
        _expected(VALUES[3:])


def test_collisions_are_compared_as_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """With every hash equal, the answer is still exact (a collision costs a comparison)."""
    monkeypatch.setattr(unique_ids, "_finalise", lambda h, n: np.zeros_like(h))
    ids = _chunks(VALUES, 7, pa.large_string())
    blank = np.asarray(ids.is_null().to_pylist())
    assert unique_ids.repeated(ids, blank).tolist() == _expected(VALUES)


def test_pandas_arrow_strings_and_no_repeats() -> None:
    """The importer's Arrow-backed id column; 10^5 distinct ids: nothing marked."""
    values = [f"item{i}" for i in range(100_000)]
    col = text_series(pa.chunked_array([pa.array(values[:40_000]), pa.array(values[40_000:])]))
    blank = col.isna().to_numpy()
    assert not unique_ids.repeated(col.array, blank).any()
    values[99_999] = "item7"
    col = text_series(pa.chunked_array([pa.array(values)]))
    assert np.flatnonzero(unique_ids.repeated(col.array, blank)).tolist() == [99_999]
