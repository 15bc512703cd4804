"""Write the adjudicated dataset, the disagreements for annotator feedback, and a manifest.

The dataset is the original columns plus final_label, status, rationale, adjudicator,
decided_at, guideline_version and the decision's source (whose label was taken), confidence,
error_category and guideline_update flag, as CSV, TSV, XLSX, JSONL or Parquet. Beside it go
``NAME.disagreements.EXT`` (a second sheet in XLSX) and ``NAME.EXT.manifest.json`` (named
with the extension so a CSV and an XLSX export side by side keep their own).

The files of one export are a set (see ``durable.publish_all``): all are written to temporary
files beside their targets first and moved into place only when every one is complete, so a
full disk leaves the previous export (or nothing) and never a new data file without its
manifest. Text cells that a spreadsheet could run as formulas are quoted in CSV/TSV/XLSX (see
``safe_cells``), and the CSV/TSV writer quotes every cell holding CR, LF, the delimiter or a
quote. A path that is an original, a decision log, an original pinned by a log beside it, or
not a regular file is refused before anything is written. When the data already has a column
named like one of the adjudication columns, the adjudication column is renamed
(``adjudicator_status``...) and the manifest says so.
"""

from __future__ import annotations

import hashlib
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, TextIO

from adjudicator.core.adjudication.counts import STATUS_NAMES
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.dataset import Dataset
from adjudicator.io.durable import guard_output, publish_all, sha256_file, staged
from adjudicator.io.safe_cells import neutralise_frame, neutralise_table, xlsx_text

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

FORMATS = {".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".txt": "tsv", ".xlsx": "xlsx",
           ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
CHUNK = 50_000  # rows per write of a text export (progress and cancel between chunks)
FINAL_COLUMNS = ("final_label", "status", "rationale", "adjudicator", "decided_at",
                 "guideline_version", "source", "confidence", "error_category",
                 "guideline_update")


@dataclass(frozen=True)
class ExportPaths:
    """The files one export writes."""

    data: Path
    disagreements: Path | None  # None for XLSX: a second sheet instead
    manifest: Path
    renamed: tuple[tuple[str, str], ...] = ()  # adjudication columns renamed: (usual, written)


def export_format(path: Path, fmt: str | None) -> str:
    """The format asked for, or the one the file name implies."""
    name = (fmt or FORMATS.get(path.suffix.lower(), "")).lower()
    if name not in set(FORMATS.values()):
        raise InputError(f"cannot tell the export format of {path.name}", file=str(path),
                         expected=QT_TRANSLATE_NOOP("Errors", "csv, tsv, xlsx, jsonl or parquet"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Use one of those extensions or --format"))
    return name


def export_paths(path: Path, fmt: str) -> ExportPaths:
    """Where the dataset, its disagreements and its manifest go."""
    stem, ext = path.with_suffix(""), path.suffix or f".{fmt}"
    side = None if fmt == "xlsx" else Path(f"{stem}.disagreements{ext}")
    return ExportPaths(path, side, path.with_name(f"{path.name}.manifest.json"))


def output_names(columns: Sequence[object]) -> dict[str, str]:
    """The name each adjudication column is written under: its own, or ``adjudicator_NAME``
    (then ``adjudicator_NAME_2``...) when the data already has a column of that name."""
    taken = {str(c) for c in columns}
    names: dict[str, str] = {}
    for col in FINAL_COLUMNS:
        name, n = col, 1
        while name in taken:
            n += 1
            name = f"adjudicator_{col}" if n == 2 else f"adjudicator_{col}_{n - 1}"
        taken.add(name)
        names[col] = name
    return names


def final_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """The original columns (the id first) plus the adjudication columns, one row per item
    (renamed as ``output_names`` says when the data has a column of the same name)."""
    frame = dataset.frame
    index = frame.index.name or "item"
    frame = frame.reset_index(drop=index in frame.columns, names=index)
    names = output_names(list(frame.columns))
    labels, n = state.ratings.labels, len(state.ratings.items)
    import numpy as np

    frame[names["final_label"]] = np.array([*labels, None], dtype=object)[state.final_codes]
    frame[names["status"]] = np.array(STATUS_NAMES, dtype=object)[state.status_codes]
    import pandas as pd

    # object arrays filled in place (a list of 10^6 Nones costs pandas ~0.3 s per column to
    # take in), then the dtype pandas would have inferred from the list (float64 for numbers)
    extra = {c: np.full(n, None, dtype=object) for c in FINAL_COLUMNS[2:]}
    for item in state.decided_items():
        found = state.decision(item)
        assert found is not None
        event, decision = found
        row = state.row(item)
        extra["rationale"][row] = decision.rationale
        extra["adjudicator"][row] = event.author
        extra["decided_at"][row] = event.time
        extra["guideline_version"][row] = event.guideline
        extra["source"][row] = decision.source
        extra["confidence"][row] = decision.confidence
        extra["error_category"][row] = decision.error_category
        extra["guideline_update"][row] = decision.guideline_update
    for col, values in extra.items():
        frame[names[col]] = pd.Series(values, index=frame.index, copy=False).infer_objects()
    return frame


def disagreements_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """Items the annotators labelled differently: item, text, each label, final, rationale.

    Column-wise with numpy: the disputed rows are found in one pass over the codes, and only
    their cells become Python values."""
    import numpy as np
    import pandas as pd

    r = state.ratings
    codes = r.codes
    big = np.iinfo(np.int64).max
    high = np.where(codes >= 0, codes, -1).max(axis=1, initial=-1)
    low = np.where(codes >= 0, codes, big).min(axis=1, initial=big)
    rows = np.flatnonzero((high >= 0) & (low < high))
    words = np.array([*r.labels, None], dtype=object)  # code -1 -> None
    arrow = getattr(r.items, "arrow", None)  # Arrow ids: take the disputed ones only
    ids = arrow().take(rows).to_pylist() if arrow is not None else [r.items[int(i)] for i in rows]
    frame: dict[str, Any] = {"item": ids}
    if dataset.text_column:
        frame["text"] = dataset.frame[dataset.text_column].iloc[rows].to_numpy(dtype=object)
    for j, a in enumerate(r.annotators):
        frame[a] = words[codes[rows, j]]
    frame["final_label"] = words[state.final_codes[rows]]
    rationale = np.full(len(rows), None, dtype=object)
    where = {int(row): k for k, row in enumerate(rows)}
    for item in state.decided_items():
        k = where.get(state.row(item))
        found = state.decision(item)
        if k is not None and found is not None:
            rationale[k] = found[1].rationale
    frame["rationale"] = rationale
    columns = ["item", *(["text"] if dataset.text_column else []), *r.annotators,
               "final_label", "rationale"]
    return pd.DataFrame(frame, columns=columns)


def final_table(dataset: Dataset, state: AdjudicationState) -> pa.Table:
    """``final_frame`` as an Arrow table, built column-wise for the CSV/TSV writer: the
    original columns as they are (text stays in Arrow memory), final_label and status as
    dictionary columns from the codes, the decision columns from the decided rows only.
    Raises an Arrow error when a column cannot be taken (mixed Python objects...)."""
    import pyarrow as pa

    frame = dataset.frame
    index = frame.index.name or "item"
    frame = frame.reset_index(drop=index in frame.columns, names=index)
    table = pa.Table.from_pandas(frame, preserve_index=False)
    names = output_names(table.column_names)
    table = table.append_column(names["final_label"],
                                _coded(state.final_codes, list(state.ratings.labels)))
    table = table.append_column(names["status"], _coded(state.status_codes, list(STATUS_NAMES)))
    rows, values = _decided_columns(state)
    for col in FINAL_COLUMNS[2:]:
        table = table.append_column(names[col], _scattered(len(state.ratings.items), rows,
                                                           values[col]))
    return table


def disagreements_table(dataset: Dataset, state: AdjudicationState) -> pa.Table:
    """``disagreements_frame`` as an Arrow table, column-wise (see ``final_table``)."""
    import numpy as np
    import pyarrow as pa

    r = state.ratings
    rows = _disputed_rows(r.codes)
    arrow = getattr(r.items, "arrow", None)
    ids = arrow().take(rows) if arrow is not None else pa.array([r.items[int(i)] for i in rows])
    columns: dict[str, Any] = {"item": ids}
    if dataset.text_column:  # a RangeIndex: Arrow's conversion looks names up in the index
        text = pa.Table.from_pandas(dataset.frame[[dataset.text_column]].reset_index(drop=True),
                                    preserve_index=False)
        columns["text"] = text.column(0).take(rows)
    labels = list(r.labels)
    for j, a in enumerate(r.annotators):
        columns[a] = _coded(r.codes[rows, j], labels)
    columns["final_label"] = _coded(state.final_codes[rows], labels)
    decided, values = _decided_columns(state)
    where = np.searchsorted(rows, decided)
    found = (where < len(rows)) & (rows[np.minimum(where, len(rows) - 1)] == decided
                                   if len(rows) else np.zeros(len(decided), dtype=bool))
    rationale = [v for v, hit in zip(values["rationale"], found, strict=True) if hit]
    columns["rationale"] = _scattered(len(rows), where[found], rationale)
    order = ["item", *(["text"] if dataset.text_column else []), *r.annotators,
             "final_label", "rationale"]
    return pa.Table.from_arrays([columns[c] for c in order], names=order)


def _disputed_rows(codes: Any) -> Any:
    """Rows whose annotators gave different labels (missing ratings ignored), ascending."""
    import numpy as np

    big = np.iinfo(np.int64).max
    high = np.where(codes >= 0, codes, -1).max(axis=1, initial=-1)
    low = np.where(codes >= 0, codes, big).min(axis=1, initial=big)
    return np.flatnonzero((high >= 0) & (low < high))


def _coded(codes: Any, words: list[Any]) -> pa.Array:
    """Codes (-1 = missing) as a dictionary column over ``words``."""
    import numpy as np
    import pyarrow as pa

    codes = np.asarray(codes)
    indices = pa.array(codes.astype(np.int32), mask=codes < 0)
    return pa.DictionaryArray.from_arrays(indices, pa.array(words))


def _decided_columns(state: AdjudicationState) -> tuple[Any, dict[str, list[Any]]]:
    """Rows with a decision in force (ascending) and, per decision column, their values."""
    import numpy as np

    found = []
    for item in state.decided_items():
        entry = state.decision(item)
        assert entry is not None
        found.append((state.row(item), *entry))
    found.sort(key=lambda f: f[0])
    values: dict[str, list[Any]] = {
        "rationale": [d.rationale for _, _, d in found],
        "adjudicator": [e.author for _, e, _ in found],
        "decided_at": [e.time for _, e, _ in found],
        "guideline_version": [e.guideline for _, e, _ in found],
        "source": [d.source for _, _, d in found],
        "confidence": [d.confidence for _, _, d in found],
        "error_category": [d.error_category for _, _, d in found],
        "guideline_update": [d.guideline_update for _, _, d in found],
    }
    return np.array([f[0] for f in found], dtype=np.int64), values


def _scattered(n: int, rows: Any, values: list[Any]) -> pa.Array:
    """A column of ``n`` cells holding ``values`` at ``rows`` and nulls elsewhere (its type
    inferred from the values, as pandas' and Arrow's conversions of an object column do)."""
    import numpy as np
    import pyarrow as pa

    if not values:
        return pa.nulls(n)
    index = np.zeros(n, dtype=np.int64)
    index[rows] = np.arange(1, len(values) + 1)
    return pa.array([None, *values], from_pandas=True).take(pa.array(index))


def write_export(dataset: Dataset, state: AdjudicationState, path: Path, *,
                 fmt: str | None = None, manifest: dict[str, Any] | None = None,
                 protected: Sequence[Path] = (),
                 progress: Callable[[float], object] | None = None) -> ExportPaths:
    """Write dataset, disagreements and manifest as one set (all or none); refuse to touch
    ``protected``, decision logs, pinned originals and anything not a regular file.

    ``progress(fraction)`` is called as the work goes on; if it raises (the user cancelled),
    nothing has been published: every file is written to a temp file first and the set is
    moved into place only at the end. CSV/TSV go through Arrow tables when Arrow can take
    every column, else (and for the other formats) through pandas frames."""
    report = progress or (lambda _f: None)
    kind = export_format(path, fmt)
    paths = export_paths(path, kind)
    targets = [p for p in (paths.data, paths.disagreements, paths.manifest) if p is not None]
    for target in targets:
        guard_output(target, protected)
    report(0.0)
    tables = _arrow_tables(dataset, state) if kind in ("csv", "tsv") else None
    if tables is None:
        final = final_frame(dataset, state)
        report(0.1)
        disagree = disagreements_frame(dataset, state)
        columns, disputed = [str(c) for c in final.columns], len(disagree)
    else:
        columns, disputed = tables[0].column_names, tables[1].num_rows
    report(0.2)
    names = output_names(columns[:-len(FINAL_COLUMNS)])
    renamed = tuple((k, v) for k, v in names.items() if k != v)
    with staged(targets) as temps:
        digests: dict[Path, str] = {}
        if tables is not None:
            sep = "," if kind == "csv" else "\t"
            digests[temps[0]] = _arrow_csv(temps[0], tables[0], sep, _scaled(report, 0.2, 0.85))
            digests[temps[1]] = _arrow_csv(temps[1], tables[1], sep, _scaled(report, 0.85, 0.95))
        elif kind == "xlsx":
            _xlsx(temps[0], final, disagree)
        else:
            _write_table(temps[0], final, kind, _scaled(report, 0.2, 0.85))
            _write_table(temps[1], disagree, kind, _scaled(report, 0.85, 0.95))
        body = dict(manifest or {}) | {
            "counts": _counts(state, disputed),
            "files": [{"path": target.name, "sha256": digests.get(tmp) or sha256_file(tmp)}
                      for target, tmp in zip(targets[:-1], temps[:-1], strict=True)],
            **({"renamed_columns": dict(renamed)} if renamed else {}),
        }
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        with open(temps[-1], "wb") as out:
            out.write(text.encode())
        report(0.99)  # from here on the export completes: no more progress calls
        publish_all(list(zip(temps, targets, strict=True)))
    return ExportPaths(paths.data, paths.disagreements, paths.manifest, renamed)


def _arrow_tables(dataset: Dataset, state: AdjudicationState
                  ) -> tuple[pa.Table, pa.Table] | None:
    """Both tables of a CSV/TSV export, neutralised and ready for Arrow's CSV writer, or None
    when Arrow cannot take a column as it is (mixed Python objects, nested values...)."""
    try:
        import pyarrow as pa
        import pyarrow.csv as pacsv
    except ImportError:
        return None
    try:
        tables = (_printable(neutralise_table(final_table(dataset, state))),
                  _printable(neutralise_table(disagreements_table(dataset, state))))
        for table in tables:  # a column type the CSV writer cannot print: pandas instead
            pacsv.write_csv(table.slice(0, 0), pa.BufferOutputStream())
            for column in table.columns:
                if pa.types.is_nested(column.type):
                    return None
    except (ValueError, TypeError, NotImplementedError, pa.ArrowException):
        return None
    return tables


def _scaled(report: Callable[[float], object], low: float, high: float
            ) -> Callable[[float], object]:
    """A progress callback for one stage that covers [low, high] of the whole."""
    return lambda fraction: report(low + (high - low) * fraction)


def _counts(state: AdjudicationState, disagreements: int) -> dict[str, int]:
    """Items per status, and how many the annotators disagreed on."""
    counts = {name: int(state.counts.status[i]) for i, name in enumerate(STATUS_NAMES)}
    return {"items": len(state.ratings.items), **counts, "disagreements": disagreements}


def _write_table(tmp: Path, frame: pd.DataFrame, kind: str,
                 progress: Callable[[float], object]) -> None:
    """One table in a text or columnar format into the (temporary) path ``tmp``, published
    by the caller.

    Text formats go in chunks of CHUNK rows, reporting progress after each (and giving the
    window's thread the interpreter between chunks)."""
    if kind in ("csv", "tsv", "jsonl"):
        sep = "," if kind == "csv" else "\t"
        with open(tmp, "wb") as out:
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


def _printable(table: pa.Table) -> pa.Table:
    """Dictionary columns decoded and all-null columns typed as text: Arrow's CSV writer
    prints both several times faster so (the same cells: a value, or empty for null)."""
    import pyarrow as pa

    columns = []
    for column in table.columns:
        if pa.types.is_dictionary(column.type):
            column = column.cast(column.type.value_type)
        elif pa.types.is_null(column.type):
            column = column.cast(pa.string())
        columns.append(column)
    return pa.Table.from_arrays(columns, names=table.column_names)


def _arrow_csv(tmp: Path, table: pa.Table, sep: str,
               progress: Callable[[float], object]) -> str:
    """An Arrow table as CSV/TSV into the (temporary) path ``tmp``, CHUNK rows at a time with
    a progress report after each (quoting only where needed: a delimiter, a quote or a line
    break); the header once. Returns the file's SHA-256, taken as the bytes go out."""
    import pyarrow.csv as pacsv

    options = pacsv.WriteOptions(include_header=True, delimiter=sep, quoting_style="needed")
    rows = table.num_rows
    with open(tmp, "wb") as raw:
        out = _Hashing(raw)
        with pacsv.CSVWriter(out, table.schema, write_options=options) as writer:
            for start in range(0, max(rows, 1), CHUNK):
                writer.write_table(table.slice(start, CHUNK))
                progress(min(1.0, (start + CHUNK) / max(rows, 1)))
    return out.digest.hexdigest()


class _Hashing(io.RawIOBase):
    """A binary stream that passes every write on to ``raw`` and into a SHA-256."""

    def __init__(self, raw: BinaryIO) -> None:
        super().__init__()
        self.raw, self.digest = raw, hashlib.sha256()

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        self.digest.update(data)
        return self.raw.write(data)


def _csv_chunk(part: pd.DataFrame, out: BinaryIO, sep: str, header: bool) -> None:
    """Rows of a CSV/TSV export: pyarrow's writer (quoting only where needed: a delimiter, a
    quote or a line break), pandas' where Arrow cannot take a column as it is."""
    try:
        import pyarrow as pa
        import pyarrow.csv as pacsv

        table = pa.Table.from_pandas(part, preserve_index=False)
        options = pacsv.WriteOptions(include_header=header, delimiter=sep,
                                     quoting_style="needed")
        pacsv.write_csv(table, out, options)
    except (ImportError, ValueError, TypeError, NotImplementedError, pa.ArrowException):
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
                         hint=f"({exc}) Export another format") from None


def _xlsx(tmp: Path, final: pd.DataFrame, disagree: pd.DataFrame) -> None:
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
    with open(tmp, "wb") as out:
        out.write(buffer.getbuffer())


def _missing(value: object) -> bool:
    """None or NaN."""
    return value is None or (isinstance(value, float) and value != value)
