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
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from adjudicator.core.adjudication.counts import STATUS_NAMES
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import InputError
from adjudicator.io.dataset import Dataset
from adjudicator.io.durable import guard_output, publish_all, sha256_file, staged
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
    renamed: tuple[tuple[str, str], ...] = ()  # adjudication columns renamed: (usual, written)


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
    frame[names["final_label"]] = [labels[c] if c >= 0 else None
                                   for c in state.final_codes.tolist()]
    frame[names["status"]] = [STATUS_NAMES[s] for s in state.status_codes.tolist()]
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
    """Write dataset, disagreements and manifest as one set (all or none); refuse to touch
    ``protected``, decision logs, pinned originals and anything not a regular file."""
    kind = export_format(path, fmt)
    paths = export_paths(path, kind)
    targets = [p for p in (paths.data, paths.disagreements, paths.manifest) if p is not None]
    for target in targets:
        guard_output(target, protected)
    final, disagree = final_frame(dataset, state), disagreements_frame(dataset, state)
    names = output_names(list(final.columns[:-len(FINAL_COLUMNS)]))
    renamed = tuple((k, v) for k, v in names.items() if k != v)
    with staged(targets) as temps:
        if kind == "xlsx":
            _xlsx(temps[0], final, disagree)
        else:
            _write_table(temps[0], final, kind)
            _write_table(temps[1], disagree, kind)
        body = dict(manifest or {}) | {
            "counts": _counts(state, len(disagree)),
            "files": [{"path": target.name, "sha256": sha256_file(tmp)}
                      for target, tmp in zip(targets[:-1], temps[:-1], strict=True)],
            **({"renamed_columns": dict(renamed)} if renamed else {}),
        }
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        with open(temps[-1], "wb") as out:
            out.write(text.encode())
        publish_all(list(zip(temps, targets, strict=True)))
    return ExportPaths(paths.data, paths.disagreements, paths.manifest, renamed)


def _counts(state: AdjudicationState, disagreements: int) -> dict[str, int]:
    """Items per status, and how many the annotators disagreed on."""
    counts = {name: int(state.counts.status[i]) for i, name in enumerate(STATUS_NAMES)}
    return {"items": len(state.ratings.items), **counts, "disagreements": disagreements}


def _write_table(tmp: Path, frame: pd.DataFrame, kind: str) -> None:
    """One table in a text or columnar format, into the (temporary) path ``tmp``."""
    if kind in ("csv", "tsv"):
        safe = neutralise_frame(frame)
        sep = "," if kind == "csv" else "\t"
        with open(tmp, "w", encoding="utf-8", newline="") as raw:
            # "\r\n" makes the csv writer quote any cell holding CR or LF (with "\n" alone a
            # lone CR goes out unquoted and splits the row); rows still end in "\n"
            safe.to_csv(_RowEnds(raw), sep=sep, index=False, lineterminator="\r\n")
    elif kind == "jsonl":
        frame.to_json(tmp, orient="records", lines=True, force_ascii=False)
    else:
        _need_pyarrow(tmp)
        frame.to_parquet(tmp, index=False)


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
    # built in memory and written in one go: openpyxl writing straight to a file on a full
    # disk leaves a half-closed zip whose finaliser prints "Exception ignored" noise
    buffer = io.BytesIO()
    book.save(buffer)
    with open(tmp, "wb") as out:
        out.write(buffer.getbuffer())


def _missing(value: object) -> bool:
    """None or NaN."""
    return value is None or (isinstance(value, float) and value != value)
