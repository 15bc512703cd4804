"""CSV/TSV: streamed pyarrow.csv for clean files, pandas' C parser when pyarrow cannot read
one, and an exact record-by-record pass for ragged ones."""

from __future__ import annotations

import csv
import io
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.delimiters import (
    excel_sep,
    refuse_full_width_commas,
    refuse_swallowed_rows,
    sep_note,
)
from adjudicator.io.options import ImportOptions, Progress
from adjudicator.io.readers.columns import (
    category_columns,
    column_names,
    renamed_note,
    unique_names,
)
from adjudicator.io.readers.encodings import SAMPLE, USED, Detected, detect_encoding
from adjudicator.io.readers.sniff import sniff_delimiter
from adjudicator.io.table import (
    EMPTY_ROW,
    PADDED,
    SKIPPED,
    TRIMMED,
    Ragged,
    RawTable,
    Skipped,
    empty_rows,
    sequential_rows,
)

MAX_COLUMNS = 20_000  # wide files: annotators + a few item columns
HEAD_CHARS = 65536  # characters of the head parsed to find the header and the label columns
NARROW_BYTES = 32 << 20  # a smaller file is read whole even when only some columns are used
PEEK_ROWS = 20_000  # rows read first to choose the columns from (``io.narrow``)


def read_delimited(
    path: Path, options: ImportOptions, progress: Progress | None = None
) -> RawTable:
    """Read a delimited text table; detect encoding, delimiter, header and ragged rows.

    ``progress`` hears the share of the file read on the Arrow path (and may cancel there).
    """
    detected, text, sep, delim, sample, header = _sniffed(path, options)
    table = None
    if sep is not None:
        table = _read_exact(path, detected.encoding, delim, header, skip=1)
        table.notes.append(sep_note(sep))
    elif options.csv_engine == "auto":
        from adjudicator.io.readers.arrowcsv import read_arrow

        row_bytes = _row_bytes(text, sample, detected.encoding)
        columns = _chosen_columns(path, detected.encoding, delim, header, sample, options)
        hashed = getattr(options.choose_columns, "hashed", None) if columns else None
        table = read_arrow(path, detected.encoding, delim, header, sample, row_bytes, progress,
                           columns, None, hashed)
        if table is not None and table.unread and not _narrow_holds(table):
            table = read_arrow(path, detected.encoding, delim, header, sample, row_bytes,
                               progress)
    if table is None:
        table = _read_fast(path, detected.encoding, delim, header, sample)
    if table is None:
        table = _read_exact(path, detected.encoding, delim, header)
    refuse_swallowed_rows(table.frame, table.rows, delim, bool(table.ragged), path.name)
    table.encoding = Message(USED, encoding=detected.encoding, reason=detected.reason)
    table.delimiter = delim
    table.header = header
    if not header:
        table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "no header row detected: columns "
                                   "named col1, col2, …; ids are row numbers")))
    return table


class _Sniffed(NamedTuple):
    """What the head of a delimited file says: encoding, its text, an Excel ``sep=`` line,
    the delimiter, the first rows parsed, whether the first is a header."""

    detected: Detected
    text: str
    sep: str | None
    delim: str
    sample: list[list[str]]
    header: bool


def _sniffed(path: Path, options: ImportOptions, whole: bool = True) -> _Sniffed:
    """The head read, decoded and parsed (refusing a file too big, empty, too wide, with NUL
    bytes or full-width commas, as the read would; ``whole``: NUL bytes are looked for in the
    whole file, else in the head only)."""
    head = _head(path)
    _refuse_too_big(path, head, options.memory_limit)
    detected = detect_encoding(path, head, options.encoding)
    if whole:
        _refuse_nul(path, detected.encoding)
    text = _decode_head(path, head, detected.encoding)
    if not text.strip():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file is empty"), file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a header row and one row per item or judgment"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export the labels again; the file has no content"))
    sep = excel_sep(text)  # Excel's "sep=;" first line names the delimiter
    if sep is not None:
        text = text.split("\n", 1)[1] if "\n" in text else ""
    delim = sep or sniff_delimiter(text, path.suffix.lower(),
                                   "\t" if options.format == "tsv" else None)
    _refuse_too_wide(path, text, delim)
    sample = _sample(path, text[:HEAD_CHARS], delim)
    refuse_full_width_commas(text, len(sample[0]) if sample else 0, path.name)
    header = _has_header(sample) if options.header is None else options.header
    return _Sniffed(detected, text, sep, delim, sample, header)


def first_rows(path: Path, options: ImportOptions) -> tuple[RawTable, float] | None:
    """The first PEEK_ROWS rows as the Arrow path reads them, and the mean bytes of a row of
    the head (None where that path does not read the file); raises as the read would (a NUL
    byte past the head is left to the read)."""
    detected, text, sep, delim, sample, header = _sniffed(path, options, whole=False)
    if sep is not None or options.csv_engine != "auto":
        return None
    from adjudicator.io.readers.arrowcsv import read_arrow

    first = read_arrow(path, detected.encoding, delim, header, sample, 1.0, None,
                       max_rows=PEEK_ROWS)
    return None if first is None else (first, _row_bytes(text, sample, detected.encoding))


def _row_bytes(text: str, sample: list[list[str]], encoding: str) -> float:
    """Mean bytes of a row of the head."""
    return len(text[:HEAD_CHARS].encode(encoding)) / max(len(sample), 1)


def _chosen_columns(path: Path, encoding: str, delim: str, header: bool,
                    sample: list[list[str]], options: ImportOptions) -> Sequence[str] | None:
    """The columns ``options.choose_columns`` picks from the file's first rows (None: every
    column; always for a file under NARROW_BYTES, where leaving columns out saves little)."""
    if options.choose_columns is None or path.stat().st_size < NARROW_BYTES:
        return None
    from adjudicator.io.readers.arrowcsv import read_arrow

    first = read_arrow(path, encoding, delim, header, sample, 1.0, None, max_rows=PEEK_ROWS)
    return None if first is None else options.choose_columns(first)


def _narrow_holds(table: RawTable) -> bool:
    """A read of some columns stands for the whole file when no row is blank in every column
    read: else the unread cells decide whether it is empty, and the file is read whole."""
    return table.no_empty_rows or not empty_rows(table.frame).any()


def _sample(path: Path, text: str, delim: str) -> list[list[str]]:
    """The first records, parsed by the csv module (a lone CR ends a line, as in the file)."""
    try:
        return list(csv.reader(io.StringIO(text, newline=""), delimiter=delim))
    except csv.Error as exc:
        raise InputError(PARSE, args={"why": exc}, file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the quotes around fields")) from None


PARSE = QT_TRANSLATE_NOOP("Errors", "the CSV cannot be parsed ({why})")  # csv's words: English


def _head(path: Path) -> bytes:
    """The first megabyte of the file."""
    with path.open("rb") as fh:
        return fh.read(SAMPLE)


def _refuse_too_big(path: Path, head: bytes, limit: int | None) -> None:
    """A file whose read would need more memory than the limit is refused before reading: the
    estimate comes from its size and its first block (a row longer than the block is a huge
    cell, held whole several times; it is named)."""
    from adjudicator.io.readers.budget import csv_need, refuse_over

    size, breaks = path.stat().st_size, head.count(b"\n")
    long_row = breaks + 1 if size > len(head) and breaks < 2 else None
    refuse_over(path.name, csv_need(size, head), limit, row=long_row, block=len(head))


def _refuse_too_wide(path: Path, text: str, delim: str) -> None:
    """A row of more than MAX_COLUMNS fields in the first megabyte is no labels table (reading
    one would take hours): refused at once, with its row (a title row above a very wide header
    is caught too). Delimiters inside quotes count too; that only matters near the cap.
    Such a row is at least MAX_COLUMNS characters long, so the rows are counted one by one
    only when one is (a crowd's 53,765 short rows: 5 ms instead of 15)."""
    lines = text.split("\n")
    if max(map(len, lines), default=0) < MAX_COLUMNS:
        return
    for row, line in enumerate(lines, start=1):
        if line.count(delim) + 1 <= MAX_COLUMNS:
            continue
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the first row has more than {max} fields")
                         if row == 1 else
                         QT_TRANSLATE_NOOP("Errors", "this row has more than {max} fields"),
                         args={"max": f"{MAX_COLUMNS:,}"}, file=path.name, row=row,
                         expected=QT_TRANSLATE_NOOP("Errors", "a labels table: an id column and "
                             "one column per annotator, or id, annotator and label columns"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check that this is the labels file; "
                             "with very many annotators save it in the long layout (one row "
                             "per judgment)"))


def _refuse_nul(path: Path, encoding: str) -> None:
    """NUL bytes in an 8-bit text file mean damage or a binary file: name the line."""
    if encoding.startswith(("utf-16", "utf-32")) or path.stat().st_size == 0:
        return
    line = _nul_line(path)
    if line is None:
        return
    raise InputError(
        QT_TRANSLATE_NOOP("Errors",
            "the file contains a NUL byte (damaged file or not a text table)"),
        file=path.name, row=line, expected=QT_TRANSLATE_NOOP("Errors",
            "text without NUL characters"),
        hint=QT_TRANSLATE_NOOP("Errors",
            "Open the file in a spreadsheet program and save it again as CSV UTF-8"))


def _nul_line(path: Path, block: int = 1 << 20) -> int | None:
    """The line of the first NUL byte, or None; read block by block (a memory map of the
    whole file would count the file's size into the process's resident memory)."""
    lines = 0
    with path.open("rb") as fh:
        while chunk := fh.read(block):
            at = chunk.find(b"\x00")
            if at >= 0:
                return lines + chunk.count(b"\n", 0, at) + 1
            lines += chunk.count(b"\n")
    return None


def _decode_head(path: Path, head: bytes, encoding: str) -> str:
    """The decoded first megabyte (a character cut at the end is ignored)."""
    import codecs

    decoder = codecs.getincrementaldecoder(encoding)("replace")
    return str(decoder.decode(head, final=False))


def _has_header(sample: list[list[str]]) -> bool:
    """A header has no blank and no repeated names (MACE-style files have neither header)."""
    if not sample:
        return True
    first = [c.strip() for c in sample[0]]
    named = [c for c in first if c]
    blanks = sum(1 for c in first[1:] if not c)  # a blank first name is R's row-name column
    body = {c.strip() for r in sample[1:50] for c in r}
    repeated = len(set(named)) < len(named) and set(named) <= body
    return not (len(first) > 2 and (blanks or repeated))


def _read_fast(
    path: Path, encoding: str, delim: str, header: bool, sample: list[list[str]]
) -> RawTable | None:
    """The C parser; ``None`` when rows may be ragged (then the exact pass decides)."""
    import pandas as pd

    names = column_names(sample, header)
    if len(set(names)) < len(names):
        return None
    cats = category_columns(sample, header)
    dtypes = {n: ("category" if j in cats else object) for j, n in enumerate(names)}
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", pd.errors.ParserWarning)
            frame = pd.read_csv(
                path, sep=delim, header=0 if header else None, names=names, dtype=dtypes,
                keep_default_na=False, na_values=[""], encoding=encoding, engine="c",
                skip_blank_lines=False, on_bad_lines="error", encoding_errors="strict",
                index_col=False,
            )
    except UnicodeError as exc:
        raise _decode_error(path, encoding, exc) from None
    except (pd.errors.ParserError, ValueError):
        return None
    if any(issubclass(w.category, pd.errors.ParserWarning) for w in caught):
        return None  # rows longer than the header: the exact pass reports each one
    first = 2 if header else 1
    table = RawTable(frame, sequential_rows(len(frame), first), path.name, "csv", header=header)
    if header:
        table.notes += renamed_note(sample[0], names)
    if len(frame.columns) > 1 and frame.iloc[:, -1].isna().any():
        # the C parser pads short rows silently: count fields per line, or parse exactly
        return _with_counted_fields(path, encoding, delim, table, len(names))
    table.no_empty_rows = not empty_rows(frame.iloc[:, -1:]).any()  # an empty row ends blank
    return table


def _with_counted_fields(
    path: Path, encoding: str, delim: str, table: RawTable, width: int
) -> RawTable | None:
    """Report short rows found by counting delimiters; None when counting cannot be exact."""
    from adjudicator.io.readers.fieldcount import countable, field_counts

    if not countable(path, encoding, delim):
        return None
    fields = field_counts(path, delim)[1:] if table.header else field_counts(path, delim)
    if len(fields) != len(table.frame):
        return None
    odd = np.flatnonzero(fields != width)
    empty = empty_rows(table.frame.iloc[odd])  # blank lines: empty rows, not ragged ones
    table.ragged = [Ragged(int(table.rows[i]), int(fields[i]), width, PADDED)
                    for i in odd[~empty]]
    return table


def _read_exact(path: Path, encoding: str, delim: str, header: bool,
                skip: int = 0) -> RawTable:
    """Record by record: every ragged row is found, padded or skipped, and reported (after
    ``skip`` first lines: Excel's ``sep=`` line)."""
    import pandas as pd

    try:
        with path.open(encoding=encoding, newline="") as fh:
            for _ in range(skip):
                fh.readline()
            records = list(csv.reader(fh, delimiter=delim))
    except UnicodeError as exc:
        raise _decode_error(path, encoding, exc) from None
    except csv.Error as exc:
        raise InputError(PARSE, args={"why": exc}, file=path.name,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the quotes around fields")) from None
    head = records[0] if header and records else []
    width = len(head) if header else max((len(r) for r in records), default=0)
    names = unique_names(head) if header else [f"col{j + 1}" for j in range(width)]
    first = (2 if header else 1) + skip
    body = records[1:] if header else records
    table = RawTable(pd.DataFrame(), sequential_rows(0, first), path.name, "csv")
    kept_rows, kept = _fit_rows(body, width, first, table)
    frame = pd.DataFrame(kept, columns=names, dtype=object).replace("", None)
    table.frame = frame
    table.rows = np.asarray(kept_rows, dtype=np.int64)
    if header:
        table.notes += renamed_note(head, names)
    return table


def _fit_rows(
    body: list[list[str]], width: int, first: int, table: RawTable
) -> tuple[list[int], list[list[str]]]:
    """Pad short rows, trim empty extra fields, skip rows with extra values; report each."""
    rows: list[int] = []
    kept: list[list[str]] = []
    for k, rec in enumerate(body):
        row = first + k
        if not any(v.strip() for v in rec):
            table.skipped.append(Skipped(row, EMPTY_ROW))
        elif len(rec) == width:
            rows.append(row)
            kept.append(rec)
        elif len(rec) < width:
            table.ragged.append(Ragged(row, len(rec), width, PADDED))
            rows.append(row)
            kept.append(rec + [""] * (width - len(rec)))
        elif not any(v.strip() for v in rec[width:]):
            table.ragged.append(Ragged(row, len(rec), width, TRIMMED))
            rows.append(row)
            kept.append(rec[:width])
        else:
            table.ragged.append(Ragged(row, len(rec), width, SKIPPED))
            table.skipped.append(Skipped(row, Message(QT_TRANSLATE_NOOP(
                "Errors", "{n} fields where the header has {width}"), n=len(rec), width=width)))
    return rows, kept


def _decode_error(path: Path, encoding: str, exc: UnicodeError) -> InputError:
    """A decoding failure past the sampled head, located by byte offset and line."""
    from adjudicator.io.readers.encodings import decode_failure

    data = path.read_bytes()
    try:
        data.decode(encoding)
    except UnicodeError as full:
        exc = full  # the offset in the whole file, not in pandas' buffer
    return decode_failure(path.name, data, encoding, exc)
