"""The files an export writes, each into its temporary path: CSV and TSV (in chunks through
pandas, or streamed from Arrow tables by a writer thread that hashes as it writes), JSON Lines
and Parquet, and the XLSX workbook; every cell neutralised on the way (``safe_cells``).
``export.write_export`` builds the tables and publishes these files all or none."""

from __future__ import annotations

import hashlib
import io
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, TextIO

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.durable import open_temp
from adjudicator.io.exporting.safe_cells import neutralise_frame, xlsx_text

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

BOM = b"\xef\xbb\xbf"  # UTF-8's byte-order mark: Excel reads a CSV that starts with it as UTF-8
BOM_FORMATS = ("csv", "tsv")  # the text tables a spreadsheet opens; JSONL and Parquet never
CHUNK = 50_000  # rows per write of a text export (progress and cancel between chunks)
ARROW_CHUNK = 100_000  # rows per progress report (and chance to cancel) of the Arrow writer
#: rows Arrow formats per piece it hands the sink (its default is 1,024): small enough that the
#: sink's thread hashes and writes one piece while the next is formatted (a 10^6-row export
#: with every column in one block: 0.29-0.39 s at 4,096, 0.36-0.62 s at 32,768)
ARROW_BATCH = 4_096


def write_table(tmp: Path, frame: pd.DataFrame, kind: str,
                 progress: Callable[[float], object], bom: bool = False) -> None:
    """One table in a text or columnar format into the (temporary) path ``tmp``, published
    by the caller.

    Text formats go in chunks of CHUNK rows, reporting progress after each (and giving the
    window's thread the interpreter between chunks)."""
    if kind in ("csv", "tsv", "jsonl"):
        sep = "," if kind == "csv" else "\t"
        with open_temp(tmp) as out:
            if bom and kind in BOM_FORMATS:
                out.write(BOM)
            for start in range(0, max(len(frame), 1), CHUNK):
                part = frame.iloc[start:start + CHUNK]
                if kind == "jsonl":
                    if len(part):
                        out.write(part.to_json(orient="records", lines=True,
                                               force_ascii=False).encode("utf-8"))
                else:
                    _csv_chunk(neutralise_frame(part), out, sep, header=start == 0)
                progress(min(1.0, (start + CHUNK) / max(len(frame), 1)))
    else:
        _need_pyarrow(tmp)
        frame.to_parquet(tmp, index=False)
        progress(1.0)


def printable(table: pa.Table) -> pa.Table:
    """Dictionary columns decoded and all-null columns typed as text: Arrow's CSV writer
    prints both several times faster so (the same cells: a value, or empty for null). A
    dictionary is decoded by taking its words at the indices (a null index gives a null),
    several times faster than Arrow's cast."""
    import pyarrow as pa

    columns = []
    for column in table.columns:
        if pa.types.is_dictionary(column.type):
            column = pa.chunked_array([c.dictionary.take(c.indices) for c in column.chunks],
                                      type=column.type.value_type)
        elif pa.types.is_null(column.type):
            column = column.cast(pa.string())
        columns.append(column)
    return pa.Table.from_arrays(columns, names=table.column_names)


def arrow_csv(tmp: Path, table: pa.Table, sep: str,
               progress: Callable[[float], object], bom: bool = False) -> str:
    """An Arrow table as CSV/TSV into the (temporary) path ``tmp``, ARROW_CHUNK rows at a time
    with a progress report after each (quoting only where needed: a delimiter, a quote or a
    line break); the header once. One Arrow CSV writer formats every chunk and hands its
    pieces to ``_PipedSink``, whose own thread hashes and writes them while the next rows are
    formatted: the same bytes as one ``write_csv`` of the whole table (dictionary columns
    decoded a chunk at a time, see ``printable``). Returns the file's
    SHA-256. When formatting or writing fails (or ``progress`` raises: a cancel), the sink's
    thread has ended before the error reaches the caller, who then removes the file. ``bom``:
    the file starts with UTF-8's byte-order mark (counted in the SHA-256)."""
    import pyarrow.csv as pacsv

    rows = table.num_rows
    options = pacsv.WriteOptions(delimiter=sep, quoting_style="needed", batch_size=ARROW_BATCH)
    with open_temp(tmp) as out:
        sink = _PipedSink(out)
        try:
            if bom:
                sink.write(BOM)
            schema = printable(table.slice(0, 0)).schema
            with pacsv.CSVWriter(sink, schema, write_options=options) as writer:
                for start in range(0, rows, ARROW_CHUNK):
                    writer.write_table(printable(table.slice(start, ARROW_CHUNK)))
                    progress(min(1.0, (start + ARROW_CHUNK) / rows))
        except BaseException:
            sink.abandon()
            raise
        digest = sink.finish()
    if not rows:
        progress(1.0)
    return digest


class _PipedSink(io.RawIOBase):
    """A write-only stream for Arrow's CSV writer: each piece it is handed (one batch's
    formatted rows) is copied (Arrow reuses its buffer once ``write`` returns) and queued for
    a thread of its own, which adds it to a SHA-256 and writes it to the file; both release
    the interpreter, so on two cores hashing and writing overlap the formatting. A write error
    is raised by the next ``write`` or by ``finish``. The file is closed by its owner."""

    _DEPTH = 8  # pieces queued at most (a few MB): the formatter waits beyond that

    def __init__(self, out: BinaryIO) -> None:
        super().__init__()
        self._out, self._digest = out, hashlib.sha256()
        self._pieces: queue.Queue[bytes | None] = queue.Queue(self._DEPTH)
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._drain, name="export-writer", daemon=True)
        self._thread.start()

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        if self._error is not None:
            raise self._error
        piece = bytes(data)
        self._pieces.put(piece)
        return len(piece)

    def finish(self) -> str:
        """Wait until every piece is on the file; the SHA-256 of them all (or the write's
        error)."""
        self._stop()
        if self._error is not None:
            raise self._error
        return self._digest.hexdigest()

    def abandon(self) -> None:
        """Stop after the pieces already queued, keeping quiet about a write error (the
        caller is raising one of its own)."""
        self._stop()

    def _stop(self) -> None:
        if self._thread.is_alive():
            self._pieces.put(None)
            self._thread.join()

    def _drain(self) -> None:
        while (piece := self._pieces.get()) is not None:
            if self._error is None:
                try:
                    self._digest.update(piece)
                    self._out.write(piece)
                except BaseException as exc:  # raised on the formatter's thread
                    self._error = exc


def _csv_chunk(part: pd.DataFrame, out: BinaryIO, sep: str, header: bool) -> None:
    """Rows of a CSV/TSV export: pyarrow's writer (quoting only where needed: a delimiter, a
    quote or a line break), pandas' where Arrow cannot take a column as it is."""
    import pyarrow as pa
    import pyarrow.csv as pacsv

    try:
        table = pa.Table.from_pandas(part, preserve_index=False)
        options = pacsv.WriteOptions(include_header=header, delimiter=sep,
                                     quoting_style="needed")
        pacsv.write_csv(table, out, options)
    except (ValueError, TypeError, NotImplementedError, pa.ArrowException):
        _pandas_csv(part, out, sep, header)


def _pandas_csv(part: pd.DataFrame, out: BinaryIO, sep: str, header: bool) -> None:
    """pandas' CSV writer; "\r\n" makes it quote any cell holding CR or LF (with "\n" alone a
    lone CR goes out unquoted and splits the row); rows still end in "\n"."""
    raw = io.TextIOWrapper(out, encoding="utf-8", newline="", write_through=True)
    try:
        part.to_csv(_RowEnds(raw), sep=sep, index=False, header=header, lineterminator="\r\n")
    finally:
        raw.detach()


class _RowEnds(io.TextIOBase):
    """A text stream that ends each row written by the csv writer with "\n" instead of the
    "\r\n" it was asked for (the writer hands over one whole row per call)."""

    def __init__(self, raw: TextIO) -> None:
        super().__init__()
        self._raw = raw

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if text.endswith("\r\n"):
            text = text[:-2] + "\n"
        return self._raw.write(text)


def _need_pyarrow(path: Path) -> None:
    """Parquet is written by pyarrow; say so plainly when it cannot be loaded."""
    try:
        import pyarrow  # noqa: F401
    except ImportError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "Parquet export needs pyarrow, which cannot be loaded here"),
                         file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                             "csv, tsv, xlsx or jsonl"),
                         hint=QT_TRANSLATE_NOOP("Errors", "({why}) Export another format"),
                         args={"why": exc}) from None


def write_xlsx(tmp: Path, final: pd.DataFrame, disagree: pd.DataFrame) -> None:
    """A workbook with the adjudicated sheet and the disagreements sheet."""
    from openpyxl import Workbook

    book = Workbook(write_only=True)
    for title, frame in (("adjudicated", final), ("disagreements", disagree)):
        sheet = book.create_sheet(title)
        sheet.append([xlsx_text(str(c)) for c in frame.columns])
        for row in frame.itertuples(index=False, name=None):
            sheet.append([None if _missing(v) else xlsx_text(v) for v in row])
    # built in memory and written in one go: openpyxl writing straight to a file on a full
    # disk leaves a half-closed zip whose finaliser prints "Exception ignored" noise
    buffer = io.BytesIO()
    book.save(buffer)
    with open_temp(tmp) as out:
        out.write(buffer.getbuffer())


def _missing(value: object) -> bool:
    """None or NaN."""
    return value is None or (isinstance(value, float) and value != value)
