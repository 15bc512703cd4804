"""Spreadsheet row numbers take 4 bytes a row when they fit, 8 past 2^31 - 1."""

from __future__ import annotations

import numpy as np

from adjudicator.io.table import sequential_rows


def test_row_numbers_are_small_when_they_fit() -> None:
    """The numbers first, first + 1, ...; int32 up to 2^31 - 1, int64 beyond."""
    rows = sequential_rows(5, 2)
    assert rows.tolist() == [2, 3, 4, 5, 6]
    assert rows.dtype == np.int32
    top = np.iinfo(np.int32).max
    assert sequential_rows(2, top - 2).dtype == np.int32
    past = sequential_rows(3, top - 1)
    assert past.dtype == np.int64
    assert past.tolist() == [top - 1, top, top + 1]
    assert sequential_rows(0, 1).size == 0
