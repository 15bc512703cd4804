"""A long table scattered once into a matrix of codes (io/coding/shared.py) gives what the
per-annotator path gave: the same ratings, item frame, label sets and validation report, on
random long tables with gaps, repeated judgments, blank ids, annotators and labels, text and
number labels. The per-annotator path is kept here as the reference: a categorical Series
per annotator and a dense items x annotators table of rows, as layouts.py built them before."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.checking.checks import build_report
from adjudicator.io.coding import layouts
from adjudicator.io.coding.grid import Grid, JudgmentRows
from adjudicator.io.coding.labelcode import code_grid
from adjudicator.io.coding.shared import SharedColumns, as_text, distinct, scatter
from adjudicator.io.dataset import Dataset
from adjudicator.io.load import _item_frame
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable


class _DenseRows:
    """The dense items x annotators table of rows the per-annotator path kept (-1 = none)."""

    def __init__(self, table: np.ndarray) -> None:
        self.table = table

    def of(self, positions: Any, annotator: int) -> np.ndarray:
        return np.asarray(self.table[positions, annotator], dtype=np.int64)


def _per_annotator(items: Any, names: Any, item_codes: np.ndarray, ann_codes: np.ndarray,
                   labels: pd.Series, rows: np.ndarray, rep: np.ndarray) -> Grid:
    """The reference: one categorical Series per annotator, no shared matrix."""
    n, m = len(items), len(names)
    codes = np.full((n, m), -1, dtype=np.int64)
    cell_rows = np.full((n, m), -1, dtype=np.int64)
    ok = ~rep
    codes[item_codes[ok], ann_codes[ok]] = labels.cat.codes.to_numpy()[ok]
    cell_rows[item_codes[ok], ann_codes[ok]] = rows[ok]
    cats = labels.cat.categories
    cells = [pd.Series(pd.Categorical.from_codes(codes[:, j], categories=cats)) for j in range(m)]
    first_rows = np.full(n, np.iinfo(np.int64).max, dtype=np.int64)
    np.minimum.at(first_rows, item_codes, rows)
    return Grid(np.asarray(items, dtype=object), [str(a) for a in names], cells, first_rows,
                pd.DataFrame(index=range(n)), "long",
                cell_rows=_DenseRows(cell_rows))  # type: ignore[arg-type]


def _assert_same(new: Dataset, old: Dataset) -> None:
    """Every result of an import alike, the codes to the byte (dtype and order too)."""
    a, b = new.ratings, old.ratings
    assert (a.labels, a.annotators, list(a.items)) == (b.labels, b.annotators, list(b.items))
    assert a.codes.dtype == b.codes.dtype
    assert a.codes.flags.f_contiguous == b.codes.flags.f_contiguous
    np.testing.assert_array_equal(a.codes, b.codes)
    pd.testing.assert_frame_equal(new.frame, old.frame)
    assert new.label_sets == old.label_sets
    assert (new.text_column, new.text_columns) == (old.text_column, old.text_columns)
    assert repr(vars(new.report)) == repr(vars(old.report))


LABELS = ["pos", "neg", "neu", "正面", " pos", "pos ", "N/A", "", "  ", "=SUM(A1)", "a;b",
          "b;a", "Pos", "-", "?", "1", "2.0"]


@st.composite
def long_tables(draw: st.DrawFn) -> tuple[str, str]:
    """A long CSV (item, annotator, label, text) with gaps, repeats and blanks; and a rule."""
    n_items = draw(st.integers(1, 12))
    n_people = draw(st.integers(1, 9))
    labels = draw(st.lists(st.sampled_from(LABELS), min_size=1, max_size=6, unique=True))
    cell = st.tuples(st.integers(0, n_items), st.integers(0, n_people),
                     st.sampled_from(labels))
    rows = draw(st.lists(cell, min_size=1, max_size=60))
    lines = ["item,annotator,label,text"]
    for i, j, lab in rows:  # item n_items and annotator n_people stand for a blank cell
        item = "" if i == n_items else f"t{i}"
        who = "" if j == n_people else f"w{(j * 7) % n_people}"
        lines.append(f'{item},{who},"{lab}",text of {item or "none"}')
    return "\n".join(lines) + "\n", draw(st.sampled_from(["first", "last"]))


def _import(path: Path, options: ImportOptions, reference: bool = False) -> Dataset | str:
    """The import as it is, or with the per-annotator reference in place of the matrix; the
    error's text when the table cannot be used."""
    with pytest.MonkeyPatch.context() as patch:
        if reference:
            patch.setattr(layouts, "_fill_long", _per_annotator)
        try:
            return load_dataset(path, options=options)
        except InputError as exc:
            return str(exc)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(long_tables())
def test_the_matrix_gives_what_the_columns_gave(case: tuple[str, str]) -> None:
    text, rule = case
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long.csv"
        path.write_text(text, encoding="utf-8")
        options = ImportOptions(layout="long", repeats=rule)
        new, old = _import(path, options), _import(path, options, reference=True)
    if isinstance(new, str) or isinstance(old, str):  # unusable: refused alike
        assert new == old
        return
    _assert_same(new, old)


def _pipeline(table: RawTable, options: ImportOptions) -> tuple[Any, ...]:
    """load_dataset's steps after reading, on a table made in memory."""
    grid = layouts.long_grid(table, options)
    coded = code_grid(grid, None, options)
    return coded, build_report(table, grid, coded, None), _item_frame(grid)


@pytest.mark.parametrize("values", [
    [3, 1, 2, 2, 1, 3, 10, 2],  # integers, as Parquet gives them: coded by their spelling
    [2.0, np.nan, 0.5, 2.0, 1.0, np.nan, 10.0, 0.5],  # floats with blanks
    ["b", 1, "a", 1.0, "1", None, "b", 2],  # a mix, "1" and 1 spelled alike
])
def test_number_labels_are_spelled_as_the_columns_spelled_them(values: list[object]) -> None:
    frame = pd.DataFrame({"item": ["x", "x", "y", "y", "z", "z", "x", "w"],
                          "annotator": ["a", "b", "a", "c", "b", "c", "c", "a"],
                          "label": pd.Series(values, dtype=object)})
    table = RawTable(frame, np.arange(2, 10, dtype=np.int64), "t.parquet", "parquet")
    options = ImportOptions(layout="long")
    coded, report, items = _pipeline(table, options)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(layouts, "_fill_long", _per_annotator)
        coded_old, report_old, items_old = _pipeline(table, options)
    assert coded.ratings.labels == coded_old.ratings.labels
    np.testing.assert_array_equal(coded.ratings.codes, coded_old.ratings.codes)
    assert coded.label_sets == coded_old.label_sets
    assert repr(vars(report)) == repr(vars(report_old))
    pd.testing.assert_frame_equal(items, items_old)


def test_distinct_values_come_in_the_order_the_columns_met_them() -> None:
    """By the first annotator using a value, then by category; counts and first places
    (item x (annotators + 1) + annotator) as the per-column scan found them."""
    cats = pd.Index(["c", "a", "b", "unused"], dtype=object)
    codes = np.array([[-1, 2, 0], [1, -1, 2], [2, 0, -1]])
    shared = scatter(3, 3, *np.nonzero(codes >= 0), codes[codes >= 0], cats)
    values, counts, first = distinct(shared)
    assert values == ["a", "b", "c"]  # annotator 0 uses a then b; c first in annotator 1
    assert counts == [1, 3, 2]
    assert first == [1 * 4 + 0, 0 * 4 + 1, 0 * 4 + 2]


def test_the_scan_in_blocks_finds_the_same_as_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = np.random.default_rng(3)
    codes = np.where(rng.random((50, 7)) < 0.4, rng.integers(0, 5, (50, 7)), -1)
    shared = scatter(50, 7, *np.nonzero(codes >= 0), codes[codes >= 0],
                     pd.Index(list("vwxyz"), dtype=object))
    whole = distinct(shared)
    monkeypatch.setattr("adjudicator.io.coding.shared.BLOCK_CELLS", 8)  # one item a block
    assert distinct(shared) == whole


def test_columns_and_text_of_the_matrix() -> None:
    cats = pd.Index([2, 10], dtype="int64")
    shared = scatter(2, 2, np.array([0, 1]), np.array([1, 0]), np.array([1, 0]), cats)
    columns = SharedColumns(shared)
    assert len(columns) == 2
    assert columns[-1].cat.codes.tolist() == [1, -1]
    assert columns[0].tolist()[1] == 2
    assert pd.isna(columns[0].tolist()[0])
    assert [c.cat.codes.tolist() for c in columns[0:2]] == [[-1, 0], [1, -1]]
    with pytest.raises(IndexError):
        columns[2]
    text = as_text(shared)
    assert list(text.categories) == ["10", "2"]  # sorted as text, as a text categorical is
    assert text.codes.tolist() == [[-1, 0], [1, -1]]


def test_rows_of_judgments_without_a_dense_table() -> None:
    rows = JudgmentRows.of_cells(3, np.array([2, 0, 1]), np.array([1, 2, 0]),
                                 np.array([9, 5, 7]))
    assert rows.of(np.array([0, 1, 2]), 1).tolist() == [-1, -1, 9]
    assert rows.of(np.array([0, 2]), 2).tolist() == [5, -1]
    assert rows.of(np.array([1]), 0).tolist() == [7]
    assert rows.of(np.array([], dtype=np.int64), 0).tolist() == []
