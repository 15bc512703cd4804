"""Items x annotators of raw label text, before coding; the meeting point of every layout."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.table import Skipped

if TYPE_CHECKING:
    import pandas as pd

    from adjudicator.io.coding.shared import SharedCodes

IntArray = np.ndarray[Any, np.dtype[np.int64]]
#: item ids: an object array of str, or pandas' Arrow-backed strings (large files)
Items = Any


@dataclass
class Duplicate:
    """An id (or item + annotator) seen again: both spreadsheet rows."""

    key: str
    first_row: int
    row: int

    def where(self, unit: str = "row") -> str:
        """Both places in words: ``rows 3 and 7``, or ``twice in row 11`` (one JSON record can
        hold two annotations by one user)."""
        line = unit == "line"
        if self.first_row == self.row:
            return Message(QT_TRANSLATE_NOOP("Errors", "twice in line {row}") if line else
                           QT_TRANSLATE_NOOP("Errors", "twice in row {row}"), row=self.row)
        return Message(QT_TRANSLATE_NOOP("Errors", "lines {first} and {row}") if line else
                       QT_TRANSLATE_NOOP("Errors", "rows {first} and {row}"),
                       first=self.first_row, row=self.row)


@dataclass
class Grid:
    """Raw labels per annotator (positional, aligned with ``items``) and item-level columns."""

    items: Items
    annotators: list[str]
    # one per annotator: raw label text (categorical or object), NaN = none; a long layout's
    # are views of ``shared``, made when asked for
    cells: Sequence[pd.Series]
    item_rows: IntArray  # spreadsheet row where each item first appears
    extras: pd.DataFrame  # item-level columns (text, strata, others; wide: all), positional
    layout: str
    id_column: str | None = None
    text_column: str | None = None
    text_columns: list[str] = field(default_factory=list)  # every text column, file order
    stratum_columns: list[str] = field(default_factory=list)
    cell_rows: JudgmentRows | None = None  # long layouts: the row of each judgment
    duplicates: list[Duplicate] = field(default_factory=list)
    blank_ids: list[int] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    duplicate_columns: list[list[str]] = field(default_factory=list)  # same name but case/space
    shared: SharedCodes | None = None  # long layouts: every cell as a code into one category set

    def rows_of(self, annotator: int, positions: IntArray) -> IntArray:
        """Spreadsheet rows of some cells of one annotator."""
        if self.cell_rows is not None:
            return self.cell_rows.of(positions, annotator)
        return np.asarray(self.item_rows[positions], dtype=np.int64)


@dataclass
class JudgmentRows:
    """The spreadsheet row of each judgment of a long table, by cell: ``keys`` (item x
    annotators + annotator, sorted) and their ``rows`` -- as many entries as judgments, not
    items x annotators."""

    width: int  # annotators
    keys: IntArray
    rows: IntArray

    @classmethod
    def of_cells(cls, width: int, item: IntArray, annotator: IntArray,
                 rows: IntArray) -> JudgmentRows:
        """From each judgment's item and annotator positions and row (each cell once)."""
        keys = np.asarray(item, dtype=np.int64) * width + annotator
        order = np.argsort(keys, kind="stable")
        return cls(width, keys[order], np.asarray(rows, dtype=np.int64)[order])

    def of(self, positions: IntArray, annotator: int) -> IntArray:
        """The rows of some items' cells of one annotator (-1 where there is no judgment)."""
        want = np.asarray(positions, dtype=np.int64) * self.width + annotator
        at = np.searchsorted(self.keys, want)
        hit = at < len(self.keys)
        hit[hit] = self.keys[at[hit]] == want[hit]
        out = np.full(len(want), -1, dtype=np.int64)
        out[hit] = self.rows[at[hit]]
        return out


def item_index(items: Items, name: str | None = None) -> pd.Index:
    """The ids as a pandas Index: object for Python strings; Arrow-backed strings stay so."""
    import pandas as pd

    from adjudicator.io.coding.streamed_ids import StreamedIds
    from adjudicator.io.readers.arrowframe import text_series

    if isinstance(items, np.ndarray):
        return pd.Index(items, dtype=object, name=name)
    if isinstance(items, StreamedIds):  # read again from the file, kept in Arrow
        return pd.Index(text_series(items.arrow()).array, name=name, copy=False)
    return pd.Index(items, name=name, copy=False)
