"""Reading only the columns the statistics use: a large CSV's roles are inferred from its first
rows, and then only its id, annotator, gold, model and item-field columns are read.

A text column of 120 characters is most of a labels file; ``agree`` counts labels and never
shows a text, so reading the text only to drop it doubled its peak memory. The roles are
inferred on the first rows exactly as on the whole table (``infer_reading`` looks at the
first ``SAMPLE_ROWS`` rows that are not empty), so every guess is the same and said the same
way; rows are still counted, and a row blank in every column read is read again whole (its
unread cells decide whether it is empty). The window and the exports read every column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.inference import ROW_NUMBERS, Reading, infer_reading
from adjudicator.io.inference.evidence import SAMPLE_ROWS
from adjudicator.io.marked import marked_reading, marked_roles
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.arrowframe import is_arrow_text
from adjudicator.io.table import RawTable, drop_empty_rows
from adjudicator.io.tools.registry import table_shape

UNREAD = QT_TRANSLATE_NOOP("Errors", "not read (the statistics do not use them): {columns}")


@dataclass
class Narrowing:
    """``ImportOptions.choose_columns`` for a statistics-only import: called with the table of
    a large CSV's first rows, it keeps the reading inferred there (``reading``) and returns
    the columns to read, or None to read every column."""

    options: ImportOptions
    reading: Reading | None = None
    hashed: str | None = None  # the id column, checked as it streams in and not held

    def __call__(self, first: object) -> Sequence[str] | None:
        """The columns the statistics use, in file order; None when every column is read (a
        tool's export, a long table, a layout or columns the user chose, too few rows to
        infer from)."""
        if not isinstance(first, RawTable):
            return None
        names = [str(c) for c in first.frame.columns]
        if table_shape(names) is not None:  # a tool's export: its reader wants every column
            return None
        whole = len(first.frame) < self.least_rows  # the file ended before the cap
        drop_empty_rows(first)
        if not whole and len(first.frame) < SAMPLE_ROWS:
            return None  # the rows the roles are inferred from are not all here
        reading = infer_reading(first, self.options)  # raises as on the whole table
        if reading is None or reading.layout != "wide":
            return None  # a long table's other columns are checked per item: all are read
        wanted = used_columns(reading, self.options)
        hashed = self._hashed(reading, first, names)
        if not wanted <= set(names) or (len(wanted) == len(names) and hashed is None):
            return None  # a column named that the file lacks is reported on the whole table
        self.reading, self.hashed = reading, hashed
        return [n for n in names if n in wanted]

    def _hashed(self, reading: Reading, first: RawTable, names: list[str]) -> str | None:
        """The id column when its ids need not be held (``options.ids_unheld``): one column
        of the file (not the row numbers, nor an id joined from several columns) read as text
        (not as a few repeated values)."""
        if not self.options.ids_unheld:
            return None
        name = marked_roles(reading.apply(self.options)).id_column
        if not name or name not in names or name == ROW_NUMBERS:
            return None
        return name if is_arrow_text(first.frame[name]) else None

    @property
    def least_rows(self) -> int:
        """Rows read first (the reader's cap): fewer means the file had no more."""
        from adjudicator.io.readers.delimited import PEEK_ROWS

        return PEEK_ROWS


def used_columns(reading: Reading, options: ImportOptions) -> set[str]:
    """The columns an import read as ``reading`` (with the user's marks) takes its counts from:
    the id, annotators (or the long layout's annotator and label columns), gold, models, item
    fields, and those named by the options."""
    marked = marked_roles(reading.apply(options))
    seen = marked_reading(reading, options)
    named = [marked.id_column, marked.annotator_column, marked.label_column,
             seen.gold_column, options.gold_column, *(marked.annotators or ()),
             *(options.model_columns or ()), *(marked.stratum_columns or ()),
             *options.also_read, options.text_column]
    return {n for n in named if n and n != ROW_NUMBERS}


def without_unread(options: ImportOptions, table: RawTable) -> ImportOptions:
    """The reading's options without the columns left unread (the text), noted in the table."""
    if not table.unread:
        return options
    table.notes.append(Message(UNREAD, columns=", ".join(table.unread)))
    gone = set(table.unread)
    text = None if options.text_column in gone else options.text_column
    strata = (None if options.stratum_columns is None
              else [c for c in options.stratum_columns if c not in gone])
    return replace(options, text_column=text, stratum_columns=strata)


#: what ``agree``'s in-memory read of a wide CSV peaks at besides its columns: Python with
#: numpy, pandas, pyarrow and the statistics loaded (113 MB measured), the parser's blocks and
#: the report's temporaries
FLOOR = 160 * 10**6
#: bytes a row, whatever its columns: its row number and its empty-row mark
ROW_BYTES = 5
#: an id not held: its hash until the ids are checked, and the byte that stands for it
HASHED_ID_BYTES = 9
#: a column of a few values: a code in the table and one in the ratings
CODED_BYTES = 2
#: a text column held: its offsets and the hash each id gets when the ids are checked
TEXT_BYTES = 16


def read_need(path: Path, size: int, options: ImportOptions) -> int | None:
    """Peak bytes of a statistics-only read of the CSV ``path`` (``size`` bytes), from the
    columns it reads: its first rows are read, their roles inferred as the import infers them,
    and each column read is costed by what it holds a row (times the rows the file has at the
    head's mean row size). None when the roles cannot be told from the first rows or the file
    is read whole (the caller estimates from the size alone)."""
    from adjudicator.core.errors import InputError
    from adjudicator.io.readers.delimited import first_rows

    options = replace(options, statistics_only=True, ids_unheld=True)
    try:
        peeked = first_rows(path, options)
        if peeked is None:
            return None
        first, row_bytes = peeked
        narrowing = Narrowing(options)
        chosen = narrowing(first)
    except (InputError, OSError, UnicodeError, ValueError):
        return None  # the read says what is wrong
    if chosen is None or not len(first.frame):
        return None
    per_row = ROW_BYTES + sum(_column_bytes(first, c, c == narrowing.hashed) for c in chosen)
    return int(FLOOR + size / max(row_bytes, 1.0) * per_row)


def _column_bytes(first: RawTable, name: str, hashed: bool) -> float:
    """Bytes a row one column read takes at the peak."""
    import pandas as pd

    column = first.frame[name]
    if hashed:
        return HASHED_ID_BYTES
    if isinstance(column.dtype, pd.CategoricalDtype):
        return CODED_BYTES
    values = column.dropna()
    if column.dtype.kind in "biufcmM" or not len(values):
        return 8
    text = sum(len(str(v).encode("utf-8")) for v in values) / len(column)
    return text + TEXT_BYTES
