"""CSV/TSV through pyarrow.csv, streamed: label columns dictionary-encoded, ids and texts in Arrow.

The fast path for large clean files: progress is reported as the share of the file read (and
can cancel), label codes come from the dictionary indices, and no cell becomes a Python object.
It reads files whose rows all have the header's width (UTF-8 directly, other encodings such as
GB18030 or UTF-16 transcoded on the way); for anything else it returns ``None`` and the pandas
path reads the file (and finds and reports every ragged row or bad byte).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.core.ratings import code_dtype
from adjudicator.io.coding.streamed_ids import Chunks, IdHashes, StreamedIds, blank_marks
from adjudicator.io.growing import Growing
from adjudicator.io.options import Progress, report_progress
from adjudicator.io.readers.arrowframe import text_series
from adjudicator.io.readers.columns import category_columns, renamed_note, unique_names
from adjudicator.io.table import RawTable, empty_rows, sequential_rows

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

NATIVE = ("utf-8", "utf-8-sig")  # pyarrow.csv reads UTF-8 (and skips a BOM) itself
BLOCK = 1 << 17  # pyarrow reads up to 32 blocks ahead: small blocks keep that to 4 MiB
STEP = 0.01  # report progress every 1% of the file
MIB = 1 << 20


def read_arrow(path: Path, encoding: str, delim: str, header: bool, sample: list[list[str]],
               row_bytes: float, progress: Progress | None, columns: Sequence[str] | None = None,
               max_rows: int | None = None, hashed: str | None = None) -> RawTable | None:
    """The table, or ``None`` when pyarrow.csv cannot read this file exactly as pandas would.

    ``sample`` is the head of the file parsed by the csv module; ``row_bytes`` the mean size of
    its rows (progress counts rows read, as pyarrow reads up to 32 blocks ahead of the parser).
    ``columns``: keep only these (the others are listed in ``RawTable.unread``; every row is
    still parsed and converted whole, so a ragged row or a bad byte is still found);
    ``max_rows``: stop once at least this many rows are read (the first rows, to infer the
    roles from); ``hashed``: the id column, checked as it streams in and not held
    (``coding.streamed_ids``; the frame holds only whether each id is blank).
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
    names = raw if header else [f"col{j + 1}" for j in range(len(raw))]
    shown = unique_names(raw) if header else names  # the frame's names (``columns`` uses them)
    wanted = None if columns is None else set(columns)
    spec = _Spec(names, header, delim, category_columns(sample, header), row_bytes,
                 "utf8" if encoding in NATIVE else encoding,
                 None if wanted is None else [n for n, s in zip(names, shown, strict=True)
                                              if s in wanted], max_rows,
                 hashed if hashed in names else None)
    try:
        table = _stream(path, spec, progress)
    except (pa.ArrowException, UnicodeDecodeError):
        return None  # a ragged row, a bad byte or odd quoting: the pandas paths decide
    finally:
        _pool().release_unused()  # the parser's freed blocks go back now, not in seconds
    if table is None:
        return None
    out = _raw_table(table, path.name, header, [s for s in shown if wanted is None or s in wanted],
                     _id_chunks(path, spec))
    if header:
        out.notes += renamed_note(names, shown)
    if wanted is not None:
        out.unread = [s for s in shown if s not in wanted]
    return out


@dataclass(frozen=True)
class _Spec:
    """What the sniffing found: column names, header, delimiter, label columns, row size."""

    names: list[str]
    header: bool
    delim: str
    categories: set[int]
    row_bytes: float
    encoding: str  # other encodings are transcoded to UTF-8 by pyarrow while reading
    columns: list[str] | None = None  # the columns kept, in file order (None: all)
    max_rows: int | None = None  # stop once this many rows are read
    hashed: str | None = None  # the id column hashed as it streams in (not held)


def _stream(path: Path, spec: _Spec, progress: Progress | None) -> _Columns | None:
    """Read block by block, reporting the share of the file read; None if the header differs.

    Label columns are turned into small category codes batch by batch (one byte a cell, not
    Arrow's four-byte dictionary indices held to the end); text columns keep their chunks.
    Columns not asked for are converted too (so a byte that is not valid in the encoding is
    found in them as well) and dropped batch by batch."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    size = max(path.stat().st_size, 1)
    label = pa.dictionary(pa.int32(), pa.string())
    types = {n: label if j in spec.categories else pa.large_string()
             for j, n in enumerate(spec.names)}
    read = pcsv.ReadOptions(block_size=BLOCK, column_names=None if spec.header else spec.names,
                            encoding=spec.encoding, use_threads=False)
    parse = pcsv.ParseOptions(delimiter=spec.delim, newlines_in_values=True,
                              ignore_empty_lines=False)
    convert = pcsv.ConvertOptions(column_types=types, null_values=[""], strings_can_be_null=True,
                                  quoted_strings_can_be_null=True)
    with pa.OSFile(str(path)) as fh:
        reader = pcsv.open_csv(fh, read_options=read, parse_options=parse,
                               convert_options=convert, memory_pool=_pool())
        if reader.schema.names != spec.names:
            return None
        columns = _Columns(reader.schema, spec.columns, spec.hashed)
        told = 0.0
        for batch in reader:
            columns.add(batch)
            if spec.max_rows is not None and columns.rows >= spec.max_rows:
                break
            done = min(columns.rows * spec.row_bytes, fh.tell()) / size  # tell() runs ahead
            if done - told >= STEP:
                told = done
                report_progress(progress, done, Message(
                    QT_TRANSLATE_NOOP("Errors", "reading {name}: {done:.1f} of {size:.1f} MiB"),
                    name=path.name, done=done * size / MIB, size=size / MIB))
    return columns


def _id_chunks(path: Path, spec: _Spec) -> Chunks:
    """A reader of the hashed id column again, batch by batch, as the first read parsed it
    (every row was converted and checked then)."""
    def chunks() -> Iterator[pa.Array]:
        import pyarrow as pa
        import pyarrow.csv as pcsv

        read = pcsv.ReadOptions(block_size=BLOCK * 4, use_threads=False, encoding=spec.encoding,
                                column_names=None if spec.header else spec.names)
        parse = pcsv.ParseOptions(delimiter=spec.delim, newlines_in_values=True,
                                  ignore_empty_lines=False)
        convert = pcsv.ConvertOptions(column_types={spec.hashed: pa.large_string()},
                                      include_columns=[spec.hashed], null_values=[""],
                                      strings_can_be_null=True, quoted_strings_can_be_null=True)
        with pa.OSFile(str(path)) as fh:
            for batch in pcsv.open_csv(fh, read_options=read, parse_options=parse,
                                       convert_options=convert, memory_pool=_pool()):
                yield batch.column(0)
    return chunks


def _pool() -> pa.MemoryPool:
    """jemalloc where pyarrow has it: it hands the parser's freed blocks back, where the
    default pool keeps them (60 MiB less at the peak for a 100 MiB file); else the default."""
    import pyarrow as pa

    try:
        return pa.jemalloc_memory_pool()
    except (NotImplementedError, pa.ArrowNotImplementedError):
        return pa.default_memory_pool()


class _Columns:
    """The columns read so far: label columns as growing category codes, text as chunks."""

    def __init__(self, schema: pa.Schema, kept: list[str] | None = None,
                 hashed: str | None = None) -> None:
        import pyarrow as pa

        self.at = [j for j, n in enumerate(schema.names) if kept is None or n in kept]
        self.names: list[str] = [schema.names[j] for j in self.at]
        self.types = [schema.types[j] for j in self.at]
        self.rows = 0
        self.labels = {j: LabelCodes() for j, t in enumerate(self.types)
                       if pa.types.is_dictionary(t)}
        self.hashed = next((j for j, n in enumerate(self.names) if n == hashed
                            and j not in self.labels), None)
        self.ids = IdHashes()
        self.chunks: dict[int, list[pa.Array]] = {j: [] for j in range(len(self.names))
                                                   if j not in self.labels and j != self.hashed}

    def add(self, batch: pa.RecordBatch) -> None:
        """One batch: its label columns coded, its text columns kept."""
        for j, codes in self.labels.items():
            codes.add(batch.column(self.at[j]))
        for j, parts in self.chunks.items():
            parts.append(batch.column(self.at[j]))
        if self.hashed is not None:
            self.ids.add(batch.column(self.at[self.hashed]))
        self.rows += batch.num_rows

    def series(self, ids: StreamedIds | None = None) -> list[pd.Series]:
        """Each column as the pandas column the importer works on (labels: categoricals; the
        hashed id column: whether each id is blank, from ``ids``)."""
        import pyarrow as pa

        out = []
        for j, kind in enumerate(self.types):
            if j == self.hashed and ids is not None:
                out.append(blank_marks(ids))
            elif j in self.labels:
                out.append(self.labels.pop(j).series(self.rows))
            else:
                out.append(text_series(pa.chunked_array(self.chunks.pop(j), type=kind)))
        return out


class LabelCodes:
    """A dictionary-encoded column coded as it streams in: values in first-seen order, each
    batch's codes in the smallest integer type; sorted (as pandas' categories are) at the end."""

    def __init__(self) -> None:
        self.where: dict[str, int] = {}
        self.codes = Growing(np.int8)

    def add(self, chunk: pa.DictionaryArray) -> None:
        """One batch's dictionary indices as codes in the values seen so far (-1 = null)."""
        import pyarrow.compute as pc

        words = chunk.dictionary.to_pylist()
        lut = np.array([self.where.setdefault(w, len(self.where)) for w in words] + [-1],
                       dtype=code_dtype(len(self.where)))
        indices = chunk.indices
        if indices.null_count:
            indices = pc.fill_null(indices, -1)
        if lut.dtype != self.codes.dtype:  # more values than the narrower codes hold
            self.codes = self.codes.widened(lut.dtype)
        self.codes.add(lut[indices.to_numpy(zero_copy_only=False)])

    def series(self, rows: int) -> pd.Series:
        """The whole column as a categorical with sorted categories (recoded in place, a
        block at a time)."""
        import pandas as pd

        values = sorted(self.where)
        rank = {v: i for i, v in enumerate(values)}
        lut = np.array([rank[v] for v in self.where] + [-1], dtype=code_dtype(len(values)))
        codes = self.codes.values().astype(lut.dtype, copy=False)
        for start in range(0, rows, 1 << 20):
            codes[start:start + (1 << 20)] = lut[codes[start:start + (1 << 20)]]
        dtype = pd.CategoricalDtype(pd.Index(values, dtype=object))
        return pd.Series(pd.Categorical.from_codes(codes, dtype=dtype, validate=False),
                         copy=False)


def _raw_table(columns: _Columns, file: str, header: bool, names: list[str],
               chunks: Chunks) -> RawTable:
    """The frame (``names``: the header's names made unique as the pandas path makes them)
    and its rows; a hashed id column's ids (``chunks`` reads them again)."""
    import pandas as pd

    first = 2 if header else 1
    ids = (None if columns.hashed is None
           else columns.ids.finish(columns.names[columns.hashed], first, chunks))
    frame = pd.DataFrame(dict(zip(names, columns.series(ids), strict=True)), copy=False)
    out = RawTable(frame, sequential_rows(columns.rows, first), file, "csv", header=header)
    out.streamed_ids = ids
    out.no_empty_rows = not empty_rows(frame.iloc[:, -1:]).any()  # an empty row ends blank
    return out
