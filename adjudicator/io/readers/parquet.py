"""Parquet through pyarrow: every column becomes text (as a CSV cell would read), kept in Arrow.

Numbers are written as a spreadsheet shows them (``2.0`` -> ``2``), booleans as ``true`` and
``false``, lists as JSON (multi-label cells); blank text is missing. Columns with few distinct
values become categoricals, so labels are coded once per distinct value.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.options import ImportOptions, Progress, report_progress
from adjudicator.io.readers.arrowframe import UNIQUE_SHARE, category_series, text_series
from adjudicator.io.table import RawTable, cell_text, sequential_rows

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa
    import pyarrow.parquet as pq

PANDAS_INDEX = "__index_level_"  # pandas' unnamed index, stored as a column
SAMPLE_ROWS = 50_000  # a column mostly distinct here (ids, texts) stays text, never hashed whole


def read_parquet(path: Path, options: ImportOptions, progress: Progress | None = None) -> RawTable:
    """Read a Parquet file row group by row group (progress can cancel between groups).

    ``options`` is accepted like every reader's; Parquet has no encoding or sheet to choose.
    """
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise InputError(
            QT_TRANSLATE_NOOP("Errors", "Parquet files need the pyarrow library, which cannot be "
                              "loaded here ({why})"), args={"why": exc},
            file=path.name, hint=QT_TRANSLATE_NOOP("Errors",
                "Export the labels as CSV or XLSX, or repair the installation")
        ) from None
    try:
        parquet = pq.ParquetFile(path)
        _refuse_too_big(parquet, path.name, options.memory_limit)
        table = _read_groups(parquet, path.name, progress)
    except (OSError, ValueError) as exc:  # ArrowInvalid is a ValueError, ArrowIOError an OSError
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the Parquet file cannot be read ({why})"),
                         args={"why": exc}, file=path.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a complete Parquet file"), hint=QT_TRANSLATE_NOOP("Errors",
                                 "Write the file again")) from None
    return _raw_table(table, path.name)


def _refuse_too_big(pf: pq.ParquetFile, name: str, limit: int | None) -> None:
    """Refused before reading when the metadata (rows, columns, bytes uncompressed) says the
    read would need more memory than the limit."""
    from adjudicator.io.readers.budget import parquet_need, refuse_over

    meta = pf.metadata
    unpacked = sum(meta.row_group(i).total_byte_size for i in range(meta.num_row_groups))
    refuse_over(name, parquet_need(meta.num_rows, meta.num_columns, unpacked), limit)


def _read_groups(pf: pq.ParquetFile, name: str, progress: Progress | None) -> pa.Table:
    """All row groups as one table."""
    import pyarrow as pa

    groups = pf.num_row_groups
    parts = []
    for i in range(groups):
        parts.append(pf.read_row_group(i))
        report_progress(progress, (i + 1) / groups, Message(
            QT_TRANSLATE_NOOP("Errors", "reading {name}: part {part} of {parts}"),
            name=name, part=i + 1, parts=groups))
    if not parts:
        return pf.schema_arrow.empty_table()
    return pa.concat_tables(parts)


def _raw_table(table: pa.Table, name: str) -> RawTable:
    """Text columns (pandas' unnamed index dropped), one row per record."""
    import pandas as pd

    from adjudicator.io.readers.columns import unique_names

    keep = [i for i, n in enumerate(table.column_names) if not n.startswith(PANDAS_INDEX)]
    names = unique_names([table.column_names[i] for i in keep])
    n = table.num_rows
    data = {nm: _text_column(table.column(i), n) for nm, i in zip(names, keep, strict=True)}
    frame = pd.DataFrame(data, index=pd.RangeIndex(n), copy=False)
    return RawTable(frame, sequential_rows(n, 1), name, "parquet")


def _text_column(column: pa.ChunkedArray, n: int) -> pd.Series:
    """One column as text; a categorical when its values repeat (labels), else Arrow text."""
    import pyarrow.compute as pc

    text = _blank_is_missing(_as_text(column))
    head = text.slice(0, SAMPLE_ROWS)  # a hash table of every id would cost a gigabyte
    if pc.count_distinct(head).as_py() > max(20, UNIQUE_SHARE * len(head)):
        return text_series(text)
    distinct = pc.count_distinct(text).as_py()
    if distinct <= max(20, UNIQUE_SHARE * n):
        return category_series(pc.dictionary_encode(text))
    return text_series(text)


def _as_text(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """Any Arrow column as large_string: strings and integers cast, other values spelled once."""
    import pyarrow as pa
    import pyarrow.compute as pc

    kind = column.type
    if pa.types.is_dictionary(kind):
        column, kind = column.cast(kind.value_type), kind.value_type
    if pa.types.is_string(kind) or pa.types.is_large_string(kind) or pa.types.is_integer(kind):
        return column.cast(pa.large_string())
    if pa.types.is_boolean(kind):
        return pc.if_else(column, "true", "false").cast(pa.large_string())
    if pa.types.is_null(kind):
        return pa.chunked_array([pa.nulls(len(column), pa.large_string())])
    try:
        encoded = pc.dictionary_encode(column).combine_chunks()
    except (pa.ArrowNotImplementedError, pa.ArrowInvalid):  # lists, structs: cell by cell
        return pa.chunked_array([_spelled(column.to_pylist())])
    spelled = _spelled(encoded.dictionary.to_pylist())
    return pa.chunked_array([pc.take(spelled, encoded.indices)])


def _spelled(values: list[object]) -> pa.Array:
    """Python values as text cells (None stays missing)."""
    import pyarrow as pa

    return pa.array([cell_text(v) for v in values], type=pa.large_string())


def _blank_is_missing(text: pa.ChunkedArray) -> pa.ChunkedArray:
    """Empty or whitespace-only text is a missing value, as in every other reader."""
    import pyarrow as pa
    import pyarrow.compute as pc

    blank = pc.equal(pc.utf8_trim_whitespace(text), "")
    if not pc.any(blank).as_py():
        return text
    return pc.if_else(blank, pa.scalar(None, pa.large_string()), text)
