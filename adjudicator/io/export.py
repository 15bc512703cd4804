"""Write the adjudicated dataset, the disagreements for annotator feedback, and a manifest.

The dataset is the original columns plus final_label, status, rationale, adjudicator,
decided_at and guideline_version, as CSV, TSV, XLSX, JSONL or Parquet. Beside it go
``NAME.disagreements.EXT`` (a second sheet in XLSX) and ``NAME.EXT.manifest.json``, written
last (named with the extension so a CSV and an XLSX export side by side keep their own).
Every file is written atomically (temp file in the same folder, fsync, rename); text cells that
a spreadsheet could run as formulas are quoted in CSV/TSV/XLSX (see ``safe_cells``); a path
that is an original or the decision log is refused before anything is written.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.adjudication.counts import STATUS_NAMES
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.dataset import Dataset
from adjudicator.io.durable import (
    atomic_write,
    guard_output,
    publish,
    sha256_file,
    temp_beside,
)
from adjudicator.io.safe_cells import neutralise_frame, xlsx_text

if TYPE_CHECKING:
    import pandas as pd

FORMATS = {".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".txt": "tsv", ".xlsx": "xlsx",
           ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
CHUNK = 50_000  # rows per write of a text export (progress and cancel between chunks)
FINAL_COLUMNS = ("final_label", "status", "rationale", "adjudicator", "decided_at",
                 "guideline_version")


@dataclass(frozen=True)
class ExportPaths:
    """The files one export writes."""

    data: Path
    disagreements: Path | None  # None for XLSX: a second sheet instead
    manifest: Path


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


def final_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """The original columns (the id first) plus the adjudication columns, one row per item."""
    frame = dataset.frame
    index = frame.index.name or "item"
    frame = frame.reset_index(drop=index in frame.columns, names=index)
    clash = [c for c in FINAL_COLUMNS if c in frame.columns]
    if clash:
        raise InputError(f"the data already has a column named {clash[0]!r}",
                         column=clash[0], hint=QT_TRANSLATE_NOOP("Errors",
                             "Rename that column before exporting"))
    labels, n = state.ratings.labels, len(state.ratings.items)
    import numpy as np

    frame["final_label"] = np.array([*labels, None], dtype=object)[state.final_codes]
    frame["status"] = np.array(STATUS_NAMES, dtype=object)[state.status_codes]
    extra: dict[str, list[str | None]] = {c: [None] * n for c in FINAL_COLUMNS[2:]}
    for item in state.decided_items():
        found = state.decision(item)
        assert found is not None
        event, decision = found
        row = state.row(item)
        extra["rationale"][row] = decision.rationale
        extra["adjudicator"][row] = event.author
        extra["decided_at"][row] = event.time
        extra["guideline_version"][row] = event.guideline
    for col, values in extra.items():
        frame[col] = values
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
    """Write dataset, disagreements and manifest atomically; refuse to touch ``protected``.

    ``progress(fraction)`` is called as the work goes on; if it raises (the user cancelled),
    nothing has been published: every file is written to a temp file first and the three are
    moved into place only at the end."""
    report = progress or (lambda _f: None)
    kind = export_format(path, fmt)
    paths = export_paths(path, kind)
    for target in (paths.data, paths.disagreements, paths.manifest):
        if target is not None:
            guard_output(target, protected)
    report(0.0)
    final = final_frame(dataset, state)
    report(0.1)
    disagree = disagreements_frame(dataset, state)
    report(0.2)
    with contextlib.ExitStack() as temps:
        staged: list[tuple[Path, Path]] = []
        if kind == "xlsx":
            tmp = temps.enter_context(temp_beside(paths.data))
            _xlsx(tmp, final, disagree)
            staged.append((tmp, paths.data))
        else:
            assert paths.disagreements is not None
            for target, frame, share in ((paths.data, final, (0.2, 0.85)),
                                         (paths.disagreements, disagree, (0.85, 0.95))):
                tmp = temps.enter_context(temp_beside(target))
                _write_table(tmp, frame, kind, _scaled(report, *share))
                staged.append((tmp, target))
        body = dict(manifest or {}) | {
            "counts": _counts(state, len(disagree)),
            "files": [{"path": target.name, "sha256": sha256_file(tmp)}
                      for tmp, target in staged],
        }
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        report(0.99)
        for tmp, target in staged:  # from here on the export completes: no more progress calls
            publish(tmp, target, replace=True)
    atomic_write(paths.manifest, lambda s: s.write(text.encode()))
    return paths


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
    """One table in a text or columnar format into ``tmp`` (published by the caller).

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


def _csv_chunk(part: pd.DataFrame, out: Any, sep: str, header: bool) -> None:
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
        text = part.to_csv(sep=sep, index=False, header=header, lineterminator="\n")
        out.write(text.encode("utf-8"))


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
    book.save(tmp)


def _missing(value: object) -> bool:
    """None or NaN."""
    return value is None or (isinstance(value, float) and value != value)
