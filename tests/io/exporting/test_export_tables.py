"""The export's table helpers: which rows are disputed, and columns scattered from the decided
rows."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from adjudicator.io.exporting.tables import _disputed_rows, _scatter_index, _scattered


@given(hnp.arrays(st.sampled_from([np.int8, np.int16, np.int64]),
                  st.tuples(st.integers(0, 30), st.integers(0, 5)),
                  elements=st.integers(-1, 4)))
def test_disputed_rows_are_the_rows_with_two_different_given_labels(codes: np.ndarray) -> None:
    """A row is disputed when the labels given on it (code -1 = none) are not all the same."""
    expected = [i for i, row in enumerate(codes.tolist())
                if len({c for c in row if c >= 0}) > 1]
    assert _disputed_rows(codes).tolist() == expected


def test_scattered_values_sit_at_their_rows_and_nulls_elsewhere() -> None:
    """Values land at their rows in order; other cells are null; no values give a text column
    of nulls."""
    index = _scatter_index(6, np.array([1, 4]))
    assert _scattered(index, ["a", "=b"]).to_pylist() == [None, "a", None, None, "=b", None]
    empty = _scattered(_scatter_index(3, np.array([], dtype=np.int64)), [])
    assert empty.to_pylist() == [None, None, None]
    assert str(empty.type) == "string"


def _taken(n: int, rows: list[int], values: list[object]) -> list[object]:
    """The reference: every cell null but the given rows (Python, cell by cell)."""
    cells: list[object] = [None] * n
    for row, value in zip(rows, values, strict=True):
        cells[row] = value
    return cells


@given(st.integers(1, 40).flatmap(lambda n: st.tuples(
    st.just(n), st.lists(st.integers(0, n - 1), unique=True, max_size=n))),
       st.data())
def test_text_laid_out_from_buffers_equals_the_cells_placed_one_by_one(
        shape: tuple[int, list[int]], data: st.DataObject) -> None:
    """Text at ascending rows (built from buffers), at rows in any order (a take), and
    values of other kinds: the same cells as placing each value at its row, nulls (and
    empty text) included, with a valid Arrow layout."""
    n, rows = shape
    kind = data.draw(st.sampled_from([st.text(max_size=6), st.floats(allow_nan=False),
                                      st.booleans()]))  # one kind per column, as decided
    kinds = st.one_of(st.none(), kind)
    values = data.draw(st.lists(kinds, min_size=len(rows), max_size=len(rows)))
    for order in (sorted(rows), rows):
        placed = [values[rows.index(r)] for r in order]
        column = _scattered(_scatter_index(n, np.array(order, dtype=np.int64)), placed)
        column.validate(full=True)
        assert column.to_pylist() == _taken(n, order, placed)
        assert column.null_count == sum(v is None for v in _taken(n, order, placed))
