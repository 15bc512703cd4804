"""A table as read from disk, before any column is given a role: values, rows, what happened."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.options import ImportOptions

if TYPE_CHECKING:
    import pandas as pd


@dataclass
class Skipped:
    """A row not used: why, with the row's details (``duplicate id 'x' (first on row 3)``),
    and the kind of reason without them (``duplicate id``), by which the report groups the
    rows; a reason without details is its own group. Both are templates, shown in the user's
    language."""

    row: int
    reason: Message
    group: Message | None = None

    @property
    def kind(self) -> Message:
        """What the report counts the row under: its group, else its whole reason."""
        return self.reason if self.group is None else self.group


#: reasons several readers give
EMPTY_ROW = Message(QT_TRANSLATE_NOOP("Errors", "empty row"))
BLANK_ID = Message(QT_TRANSLATE_NOOP("Errors", "blank id"))
REJECTED = Message(QT_TRANSLATE_NOOP("Errors", "assignment rejected"))

#: what was done with a row whose number of fields differs from the header's
PADDED = Message(QT_TRANSLATE_NOOP("Errors", "padded with blanks"))
TRIMMED = Message(QT_TRANSLATE_NOOP("Errors", "empty trailing fields dropped"))
SKIPPED = Message(QT_TRANSLATE_NOOP("Errors", "skipped"))


@dataclass
class Ragged:
    """A row whose number of fields differs from the header's."""

    row: int
    fields: int
    expected: int
    action: Message  # PADDED, SKIPPED or TRIMMED


@dataclass
class RawTable:
    """Cells as text (blank = NaN), each frame row's spreadsheet row number, and read notes."""

    frame: pd.DataFrame
    rows: np.ndarray[Any, np.dtype[np.signedinteger[Any]]]
    file: str
    format: str
    encoding: str | None = None
    delimiter: str | None = None
    sheet: str | None = None
    header: bool = True
    notes: list[str] = field(default_factory=list)
    ragged: list[Ragged] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    no_empty_rows: bool = False  # the reader already knows no row is entirely blank
    question: str | None = None  # the tool export's question (column, from_name…) read
    other_tables: list[str] = field(default_factory=list)  # a workbook's other table sheets
    # columns of the file left unread: the statistics never use them (``io.narrow``)
    unread: list[str] = field(default_factory=list)
    # the id column when its ids are not held (``coding.streamed_ids.StreamedIds``; the frame's
    # column holds only which ids are blank), else None
    streamed_ids: Any = None


@dataclass
class Opened:
    """The table, the tool that wrote it (if any), and the options with tool roles filled in."""

    table: RawTable
    tool: str | None
    options: ImportOptions
    files: list[Path] = field(default_factory=list)  # the files read (a folder's members)


def sequential_rows(n: int, first: int) -> np.ndarray[Any, np.dtype[np.signedinteger[Any]]]:
    """Spreadsheet row numbers first, first+1, ... for n records: 4 bytes a row when they fit
    (a 10^7-row file's numbers are 40 MB less; every use takes them as Python ints)."""
    dtype = np.int32 if first + n <= np.iinfo(np.int32).max else np.int64
    return np.arange(first, first + n, dtype=dtype)


def cell_text(value: object) -> object:
    """A cell as text: ints without '.0', lists as JSON, None stays None (missing)."""
    import json

    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if value != value:
            return None
        return str(int(value)) if value.is_integer() else repr(value)
    if isinstance(value, list | tuple):
        return json.dumps(list(value), ensure_ascii=False, default=str)
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False, default=str)
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    text = str(value)
    return text if text.strip() else None


def blank_cells(column: pd.Series) -> np.ndarray[Any, np.dtype[np.bool_]]:
    """Cells that are missing or only whitespace (a row of nothing else is an empty row)."""
    import pandas as pd

    missing: np.ndarray[Any, np.dtype[np.bool_]] = column.isna().to_numpy(dtype=bool)
    if isinstance(column.dtype, pd.CategoricalDtype):
        cats = column.cat.categories
        spaces = [i for i, c in enumerate(cats) if isinstance(c, str) and c.isspace()]
        return missing | np.isin(column.cat.codes.to_numpy(), spaces)
    if column.dtype.kind in "biufcmM":
        return missing
    try:
        space = column.str.isspace()
    except AttributeError:  # no text at all in this column
        return missing
    out: np.ndarray[Any, np.dtype[np.bool_]] = missing | space.eq(True).to_numpy(dtype=bool)
    return out


def drop_empty_rows(table: RawTable) -> None:
    """Rows with no value at all (blank or whitespace cells) are skipped and listed."""
    if table.no_empty_rows:
        return
    empty = empty_rows(table.frame)
    if empty.any():
        table.skipped += [Skipped(int(r), EMPTY_ROW) for r in table.rows[empty]]
        table.frame = table.frame[~empty].reset_index(drop=True)
        table.rows = table.rows[~empty]


def empty_rows(frame: pd.DataFrame) -> np.ndarray[Any, np.dtype[np.bool_]]:
    """Rows whose every cell is missing or whitespace (last column first: it rules most out)."""
    empty = np.ones(len(frame), dtype=bool)
    for j in reversed(range(frame.shape[1])):
        empty &= blank_cells(frame.iloc[:, j])
        if not empty.any():
            break
    return empty
