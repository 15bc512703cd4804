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
from adjudicator.io.safe_cells import neutralise_frame, xlsx_text

if TYPE_CHECKING:
    import pandas as pd

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
    extra: dict[str, list[Any]] = {c: [None] * n for c in FINAL_COLUMNS[2:]}
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
        frame[names[col]] = values
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


def write_export(dataset: Dataset, state: AdjudicationState, path: Path, *,
                 fmt: str | None = None, manifest: dict[str, Any] | None = None,
                 protected: Sequence[Path] = (),
                 progress: Callable[[float], object] | None = None) -> ExportPaths:
    """Write dataset, disagreements and manifest as one set (all or none); refuse to touch
    ``protected``, decision logs, pinned originals and anything not a regular file.

    ``progress(fraction)`` is called as the work goes on; if it raises (the user cancelled),
    nothing has been published: every file is written to a temp file first and the set is
    moved into place only at the end."""
    report = progress or (lambda _f: None)
    kind = export_format(path, fmt)
    paths = export_paths(path, kind)
    targets = [p for p in (paths.data, paths.disagreements, paths.manifest) if p is not None]
    for target in targets:
        guard_output(target, protected)
    report(0.0)
    final = final_frame(dataset, state)
    report(0.1)
    disagree = disagreements_frame(dataset, state)
    report(0.2)
    names = output_names(list(final.columns[:-len(FINAL_COLUMNS)]))
    renamed = tuple((k, v) for k, v in names.items() if k != v)
    with staged(targets) as temps:
        if kind == "xlsx":
            _xlsx(temps[0], final, disagree)
        else:
            _write_table(temps[0], final, kind, _scaled(report, 0.2, 0.85))
            _write_table(temps[1], disagree, kind, _scaled(report, 0.85, 0.95))
        body = dict(manifest or {}) | {
            "counts": _counts(state, len(disagree)),
            "files": [{"path": target.name, "sha256": sha256_file(tmp)}
                      for target, tmp in zip(targets[:-1], temps[:-1], strict=True)],
            **({"renamed_columns": dict(renamed)} if renamed else {}),
        }
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        with open(temps[-1], "wb") as out:
            out.write(text.encode())
        report(0.99)  # from here on the export completes: no more progress calls
        publish_all(list(zip(temps, targets, strict=True)))
    return ExportPaths(paths.data, paths.disagreements, paths.manifest, renamed)


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
