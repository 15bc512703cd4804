"""Write the adjudicated dataset, the disagreements for annotator feedback, and a manifest.

The dataset is the original columns plus final_label, status, rationale, adjudicator,
decided_at, guideline_version and the decision's source (whose label was taken), confidence,
error_category and guideline_update flag, as CSV, TSV, XLSX, JSONL or Parquet. Beside it go
``NAME.disagreements.EXT`` (a second sheet in XLSX) and ``NAME.EXT.manifest.json``, written
last (named with the extension so a CSV and an XLSX export side by side keep their own).
Every file is written atomically (temp file in the same folder, fsync, rename); text cells that
a spreadsheet could run as formulas are quoted in CSV/TSV/XLSX (see ``safe_cells``); a path
that is an original or the decision log is refused before anything is written.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.adjudication.counts import STATUS_NAMES
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import InputError
from adjudicator.io.dataset import Dataset
from adjudicator.io.durable import atomic_write, atomic_write_path, guard_output, sha256_file
from adjudicator.io.safe_cells import neutralise_frame, xlsx_text

if TYPE_CHECKING:
    import pandas as pd

FORMATS = {".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".txt": "tsv", ".xlsx": "xlsx",
           ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
FINAL_COLUMNS = ("final_label", "status", "rationale", "adjudicator", "decided_at",
                 "guideline_version", "source", "confidence", "error_category",
                 "guideline_update")


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
                         expected="csv, tsv, xlsx, jsonl or parquet",
                         hint="Use one of those extensions or --format")
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
                         column=clash[0], hint="Rename that column before exporting")
    labels, n = state.ratings.labels, len(state.ratings.items)
    frame["final_label"] = [labels[c] if c >= 0 else None for c in state.final_codes.tolist()]
    frame["status"] = [STATUS_NAMES[s] for s in state.status_codes.tolist()]
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
        frame[col] = values
    return frame


def disagreements_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """Items the annotators labelled differently: item, text, each label, final, rationale."""
    import pandas as pd

    r = state.ratings
    rows = []
    for i, item in enumerate(r.items):
        present = {c for c in r.codes[i].tolist() if c >= 0}
        if len(present) < 2:
            continue
        row: dict[str, Any] = {"item": item}
        if dataset.text_column:
            row["text"] = dataset.frame[dataset.text_column].iloc[i]
        for a, code in zip(r.annotators, r.codes[i].tolist(), strict=True):
            row[a] = r.labels[code] if code >= 0 else None
        found = state.decision(item)
        row["final_label"] = state.final_label(item)
        row["rationale"] = found[1].rationale if found else None
        rows.append(row)
    columns = ["item", *(["text"] if dataset.text_column else []), *r.annotators,
               "final_label", "rationale"]
    return pd.DataFrame(rows, columns=columns)


def write_export(dataset: Dataset, state: AdjudicationState, path: Path, *,
                 fmt: str | None = None, manifest: dict[str, Any] | None = None,
                 protected: Sequence[Path] = ()) -> ExportPaths:
    """Write dataset, disagreements and manifest atomically; refuse to touch ``protected``."""
    kind = export_format(path, fmt)
    paths = export_paths(path, kind)
    for target in (paths.data, paths.disagreements, paths.manifest):
        if target is not None:
            guard_output(target, protected)
    final, disagree = final_frame(dataset, state), disagreements_frame(dataset, state)
    if kind == "xlsx":
        atomic_write_path(paths.data, lambda tmp: _xlsx(tmp, final, disagree))
    else:
        _write_table(paths.data, final, kind)
        assert paths.disagreements is not None
        _write_table(paths.disagreements, disagree, kind)
    body = dict(manifest or {}) | {
        "counts": _counts(state, len(disagree)),
        "files": [{"path": p.name, "sha256": sha256_file(p)}
                  for p in (paths.data, paths.disagreements) if p is not None],
    }
    text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
    atomic_write(paths.manifest, lambda s: s.write(text.encode()))
    return paths


def _counts(state: AdjudicationState, disagreements: int) -> dict[str, int]:
    """Items per status, and how many the annotators disagreed on."""
    counts = {name: int(state.counts.status[i]) for i, name in enumerate(STATUS_NAMES)}
    return {"items": len(state.ratings.items), **counts, "disagreements": disagreements}


def _write_table(path: Path, frame: pd.DataFrame, kind: str) -> None:
    """One table in a text or columnar format, atomically."""
    if kind in ("csv", "tsv"):
        safe = neutralise_frame(frame)
        sep = "," if kind == "csv" else "\t"
        atomic_write_path(path, lambda tmp: safe.to_csv(tmp, sep=sep, index=False,
                                                         encoding="utf-8", lineterminator="\n"))
    elif kind == "jsonl":
        atomic_write_path(path, lambda tmp: frame.to_json(tmp, orient="records", lines=True,
                                                          force_ascii=False))
    else:
        _need_pyarrow(path)
        atomic_write_path(path, lambda tmp: frame.to_parquet(tmp, index=False))


def _need_pyarrow(path: Path) -> None:
    """Parquet is written by pyarrow; say so plainly when it cannot be loaded."""
    try:
        import pyarrow  # noqa: F401
    except ImportError as exc:
        raise InputError("Parquet export needs pyarrow, which cannot be loaded here",
                         file=str(path), expected="csv, tsv, xlsx or jsonl",
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
