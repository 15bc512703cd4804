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


def test_the_original_table_of_a_frame_indexed_by_its_id_column_is_its_columns_uncopied(
        tmp_path) -> None:
    """A frame whose index is its own id column: the original table holds the frame's columns
    as dropping the index gives them, the label columns' codes read in place (the frame's
    columns are not copied to drop it); a frame without one still gets its index first, as
    "item"."""
    import pandas as pd
    import pyarrow as pa

    from adjudicator.io import load_dataset
    from adjudicator.io.exporting.tables import original_table

    path = tmp_path / "d.csv"
    path.write_text("id,text,a,b\nx1,=1+1,p,q\nx2,two,p,p\nx3,,q,p\n", encoding="utf-8")
    dataset = load_dataset(path)
    frame = dataset.frame
    assert frame.index.name == "id"
    assert "id" in frame.columns
    expected = pa.Table.from_pandas(frame.reset_index(drop=True), preserve_index=False)
    table = original_table(dataset)
    assert table.equals(expected)
    assert table.column_names == ["id", "text", "a", "b"]
    assert isinstance(frame["a"].dtype, pd.CategoricalDtype)
    codes = frame["a"].cat.codes.to_numpy()
    indices = table.column("a").chunk(0).indices
    assert indices.buffers()[1].address == codes.__array_interface__["data"][0]

    class Plain:
        frame = pd.DataFrame({"text": ["a", "b"], "a": ["p", "q"]})

    plain = original_table(Plain())  # type: ignore[arg-type]
    assert plain.column_names == ["item", "text", "a"]
    assert plain.column("item").to_pylist() == [0, 1]


@given(st.lists(st.integers(-1, 199), max_size=50), st.sampled_from([np.int8, np.int16,
                                                                       np.int32, np.int64]))
def test_coded_columns_keep_narrow_codes_and_read_as_the_words(codes: list[int],
                                                               dtype: type) -> None:
    """Codes become a dictionary column in their own integers (up to four bytes, eight-byte
    codes in four), and it reads as the words the codes name, missing where -1."""
    from adjudicator.io.exporting.tables import _coded

    words = [f"w{i}" for i in range(200)]
    kept = [c for c in codes if dtype is not np.int8 or c < 127]
    column = _coded(np.array(kept, dtype=dtype), words)
    assert column.type.index_type.bit_width == min(np.dtype(dtype).itemsize, 4) * 8
    assert column.to_pylist() == [None if c < 0 else words[c] for c in kept]
