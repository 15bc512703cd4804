"""CSV/TSV through pyarrow.csv, streamed: label columns dictionary-encoded, ids and texts in Arrow.

The fast path for large clean files: progress is reported as the share of the file read (and
can cancel), label codes come from the dictionary indices, and no cell becomes a Python object.
It reads files whose rows all have the header's width (UTF-8 directly, other encodings such as
GB18030 or UTF-16 transcoded on the way); for anything else it returns ``None`` and the pandas
path reads the file (and finds and reports every ragged row or bad byte).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.arrowframe import frame_of
from adjudicator.io.options import Progress, report_progress
from adjudicator.io.table import RawTable, empty_rows, sequential_rows

if TYPE_CHECKING:
    import pyarrow as pa

NATIVE = ("utf-8", "utf-8-sig")  # pyarrow.csv reads UTF-8 (and skips a BOM) itself
BLOCK = 1 << 17  # pyarrow reads up to 32 blocks ahead: small blocks keep that to 4 MiB
STEP = 0.01  # report progress every 1% of the file
MIB = 1 << 20


def read_arrow(path: Path, encoding: str, delim: str, header: bool, sample: list[list[str]],
               row_bytes: float, progress: Progress | None) -> RawTable | None:
    """The table, or ``None`` when pyarrow.csv cannot read this file exactly as pandas would.

    ``sample`` is the head of the file parsed by the csv module; ``row_bytes`` the mean size of
    its rows (progress counts rows read, as pyarrow reads up to 32 blocks ahead of the parser).
    """
    if not sample or len(sample[0]) < 2:
        return None
    raw = sample[0]
    if header and len(set(raw)) < len(raw):
        return None  # repeated header names: the pandas path renames them
    try:
        import pyarrow as pa
    except ImportError:
        return None
    from adjudicator.io.readers.delimited import category_columns

    names = raw if header else [f"col{j + 1}" for j in range(len(raw))]
    spec = _Spec(names, header, delim, category_columns(sample, header), row_bytes,
                 "utf8" if encoding in NATIVE else encoding)
    try:
        table = _stream(path, spec, progress)
    except (pa.ArrowException, UnicodeDecodeError):
        return None  # a ragged row, a bad byte or odd quoting: the pandas paths decide
    if table is None:
        return None
    return _raw_table(table, path.name, header)


@dataclass(frozen=True)
class _Spec:
    """What the sniffing found: column names, header, delimiter, label columns, row size."""

    names: list[str]
    header: bool
    delim: str
    categories: set[int]
    row_bytes: float
    encoding: str  # other encodings are transcoded to UTF-8 by pyarrow while reading


def _stream(path: Path, spec: _Spec, progress: Progress | None) -> pa.Table | None:
    """Read block by block, reporting the share of the file read; None if the header differs."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    size = max(path.stat().st_size, 1)
    label = pa.dictionary(pa.int32(), pa.string())
    types = {n: label if j in spec.categories else pa.large_string()
             for j, n in enumerate(spec.names)}
    read = pcsv.ReadOptions(block_size=BLOCK, column_names=None if spec.header else spec.names,
                            encoding=spec.encoding)
    parse = pcsv.ParseOptions(delimiter=spec.delim, newlines_in_values=True,
                              ignore_empty_lines=False)
    convert = pcsv.ConvertOptions(column_types=types, null_values=[""], strings_can_be_null=True,
                                  quoted_strings_can_be_null=True)
    with pa.OSFile(str(path)) as fh:
        reader = pcsv.open_csv(fh, read_options=read, parse_options=parse,
                               convert_options=convert)
        if reader.schema.names != spec.names:
            return None
        batches, rows, told = [], 0, 0.0
        for batch in reader:
            batches.append(batch)
            rows += batch.num_rows
            done = min(rows * spec.row_bytes, fh.tell()) / size  # tell() runs ahead
            if done - told >= STEP:
                told = done
                report_progress(progress, done, Message(
                    QT_TRANSLATE_NOOP("Errors", "reading {name}: {done:.1f} of {size:.1f} MiB"),
                    name=path.name, done=done * size / MIB, size=size / MIB))
    return pa.Table.from_batches(batches, schema=reader.schema)


def _raw_table(table: pa.Table, file: str, header: bool) -> RawTable:
    """The frame (header names made unique as the pandas path makes them) and its rows."""
    from adjudicator.io.readers.delimited import renamed_note, unique_names

    names = unique_names(table.column_names) if header else table.column_names
    frame = frame_of(table.columns, names)
    out = RawTable(frame, sequential_rows(table.num_rows, 2 if header else 1), file, "csv",
                   header=header)
    if header:
        out.notes += renamed_note(table.column_names, names)
    out.no_empty_rows = not empty_rows(frame.iloc[:, -1:]).any()  # an empty row ends blank
    return out
