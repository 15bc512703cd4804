"""Write the adjudicated dataset, the disagreements for annotator feedback, and a manifest.

The dataset is the original columns plus final_label, status, rationale, adjudicator,
decided_at, guideline_version and the decision's source (whose label was taken), confidence,
error_category and guideline_update flag (and, after final_label, final_value when a decision
holds a score's typed, mean or median value), as CSV, TSV, XLSX, JSONL or Parquet. Beside it go
``NAME.disagreements.EXT`` (a second sheet in XLSX) and ``NAME.EXT.manifest.json`` (named
with the extension so a CSV and an XLSX export side by side keep their own).

The files of one export are a set (see ``durable.publish_all``): all are written to temporary
files beside their targets first and moved into place only when every one is complete, so a
full disk leaves the previous export (or nothing) and never a new data file without its
manifest (the files themselves are written by ``table_files``). Text cells that a spreadsheet
could run as formulas are quoted in CSV/TSV/XLSX (see
``safe_cells``), and the CSV/TSV writer quotes every cell holding CR, LF, the delimiter or a
quote. A path that is an original, a decision log, an original pinned by a log beside it, or
not a regular file is refused before anything is written. When the data already has a column
named like one of the adjudication columns, the adjudication column is renamed
(``adjudicator_status``...) and the manifest says so.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.dataset import Dataset
from adjudicator.io.durable import guard_output, open_temp, publish_all, sha256_file, staged
from adjudicator.io.exporting.safe_cells import (
    neutralise,
    neutralise_table,
)
from adjudicator.io.exporting.soft import SoftColumns, SoftLabels, soft_columns
from adjudicator.io.exporting.table_files import (
    BOM_FORMATS,
    arrow_csv,
    printable,
    write_table,
    write_xlsx,
)
from adjudicator.io.exporting.tables import (
    FINAL_COLUMNS,
    adjudication_columns,
    disagreement_order,
    disagreements_frame,
    disputed_columns,
    disputed_decision_columns,
    disputed_ids,
    final_frame,
    original_table,
    output_names,
    text_names,
    value_extra,
)

if TYPE_CHECKING:
    import pyarrow as pa

    from adjudicator.core.ratings import Ratings

FORMATS = {".csv": "csv", ".tsv": "tsv", ".tab": "tsv", ".txt": "tsv", ".xlsx": "xlsx",
           ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}


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
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot tell the export format of {name}"),
                         args={"name": path.name}, file=str(path),
                         expected=QT_TRANSLATE_NOOP("Errors", "csv, tsv, xlsx, jsonl or parquet"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Use one of those extensions or --format"))
    return name


EXPORT_FORMAT = "adjudicator-export"  # a manifest's format: how an earlier export is known
REPLACING = QT_TRANSLATE_NOOP("Errors", "{name} exists and is not an earlier export of this "
                              "project (its manifest does not list it as written, unchanged, "
                              "from the same originals)")
REPLACING_HINT = QT_TRANSLATE_NOOP("Errors", "Choose another file name, or pass --force to "
                                   "replace it (decision logs, their tip and lock files and "
                                   "originals pinned by a log are never replaced). Nothing was "
                                   "written")
# the same refusal in the window, where no --force can be passed: what to do there instead
REPLACING_WINDOW_HINT = QT_TRANSLATE_NOOP("Errors", "Export again and choose another file "
                                          "name or another folder: the window never replaces "
                                          "a file that is not an earlier export of this "
                                          "project. Nothing was written")


def refuse_replacing(paths: ExportPaths, manifest: dict[str, Any]) -> None:
    """Raise InputError when a file of the export set exists and is not an earlier export of
    the same originals, unchanged since: the manifest beside it must be an export manifest
    pinning the same originals and list the file with its present SHA-256."""
    existing = [p for p in (paths.data, paths.disagreements, paths.manifest)
                if p is not None and (p.exists() or p.is_symlink())]
    if not existing:
        return
    earlier = _earlier_manifest(paths.manifest)
    same = earlier is not None and _pins(earlier) == _pins(manifest)
    listed = {f.get("path"): f.get("sha256") for f in (earlier or {}).get("files", [])
              if isinstance(f, dict)}
    for path in existing:
        ours = same and not path.is_symlink() and (
            path == paths.manifest or listed.get(path.name) == sha256_file(path))
        if not ours:
            raise InputError(REPLACING, file=str(path), args={"name": path.name},
                             expected=QT_TRANSLATE_NOOP("Errors", "a new file name"),
                             hint=REPLACING_HINT)


def _earlier_manifest(path: Path) -> dict[str, Any] | None:
    """The export manifest at ``path`` (None when absent, unreadable or of another kind)."""
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 64 << 20:
            return None
        body = json.loads(path.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    return body if isinstance(body, dict) and body.get("format") == EXPORT_FORMAT \
        else None


def _pins(manifest: dict[str, Any]) -> list[object]:
    """The SHA-256 of each original a manifest names (the project's identity)."""
    originals = manifest.get("originals", [])
    return [o.get("sha256") for o in originals if isinstance(o, dict)] \
        if isinstance(originals, list) else []


def export_paths(path: Path, fmt: str) -> ExportPaths:
    """Where the dataset, its disagreements and its manifest go."""
    stem, ext = path.with_suffix(""), path.suffix or f".{fmt}"
    side = None if fmt == "xlsx" else Path(f"{stem}.disagreements{ext}")
    return ExportPaths(path, side, path.with_name(f"{path.name}.manifest.json"))


def write_export(dataset: Dataset, state: AdjudicationState, path: Path, *,
                 fmt: str | None = None, manifest: dict[str, Any] | None = None,
                 protected: Sequence[Path] = (),
                 progress: Callable[[float], object] | None = None,
                 bom: bool = False, force: bool = False,
                 soft: SoftLabels | None = None) -> ExportPaths:
    """Write dataset, disagreements and manifest as one set (all or none); refuse to touch
    ``protected``, decision logs, their tips and lock files, pinned originals and anything not
    a regular file. An existing file is replaced only when it is an earlier export of the same
    originals, unchanged since (its manifest says so), or with ``force``.
    ``bom``: CSV/TSV files start with UTF-8's byte-order mark (Excel on a Chinese Windows
    otherwise reads UTF-8 as the local code page); refused for the other formats.
    ``soft``: the label shares (and a model's posterior) after the adjudication columns of
    the data file (see ``soft``); the manifest's ``soft_labels`` says what was added.

    ``progress(fraction)`` is called as the work goes on; if it raises (the user cancelled),
    nothing has been published: every file is written to a temp file first and the set is
    moved into place only at the end. CSV/TSV go through Arrow tables when Arrow can take
    every column, else (and for the other formats) through pandas frames."""
    report = progress or (lambda _f: None)
    kind = export_format(path, fmt)
    check_bom(bom, kind, path)
    paths = export_paths(path, kind)
    targets = [p for p in (paths.data, paths.disagreements, paths.manifest) if p is not None]
    for target in targets:
        guard_output(target, protected)
    if not force:
        refuse_replacing(paths, manifest or {})
    computed = soft_columns(dataset, state, soft, str(path)) if soft is not None else None
    report(0.0)
    tables = _arrow_tables(dataset, state, computed) if kind in ("csv", "tsv") else None
    added = 0
    if tables is None:
        final = final_frame(dataset, state)
        if computed is not None:
            for name, values in computed.columns(list(final.columns), kind == "jsonl"):
                final[name] = values
                added += 1
        report(0.1)
        disagree = disagreements_frame(dataset, state)
        columns, disputed = [str(c) for c in final.columns], len(disagree)
    else:
        columns, disputed = tables[0].column_names, tables[1].num_rows
        added = tables[2]
    report(0.2)
    extra = value_extra(state)
    names = output_names(columns[:len(columns) - added - len((*FINAL_COLUMNS, *extra))], extra)
    renamed = tuple((k, v) for k, v in names.items() if k != v)
    with staged(targets) as temps:
        digests: dict[Path, str] = {}
        if tables is not None:
            sep = "," if kind == "csv" else "\t"
            digests[temps[0]] = arrow_csv(temps[0], tables[0], sep, _scaled(report, 0.2, 0.85),
                                           bom)
            digests[temps[1]] = arrow_csv(temps[1], tables[1], sep, _scaled(report, 0.85, 0.95),
                                           bom)
        elif kind == "xlsx":
            write_xlsx(temps[0], final, disagree)
        else:
            write_table(temps[0], final, kind, _scaled(report, 0.2, 0.85), bom)
            write_table(temps[1], disagree, kind, _scaled(report, 0.85, 0.95), bom)
        body = {"format": EXPORT_FORMAT, **(manifest or {})}
        body |= ({"encoding": "utf-8-sig"} if bom else {}) | {
            "counts": _counts(state, disputed),
            "auto_accept_policy": _policy(state),
            "soft_labels": None if computed is None else computed.manifest(kind == "jsonl"),
            "files": [{"path": target.name, "sha256": digests.get(tmp) or sha256_file(tmp)}
                      for target, tmp in zip(targets[:-1], temps[:-1], strict=True)],
            **({"renamed_columns": dict(renamed)} if renamed else {}),
        }
        text = json.dumps(body, ensure_ascii=False, indent=2) + "\n"
        with open_temp(temps[-1]) as out:
            out.write(text.encode())
        report(0.99)  # from here on the export completes: no more progress calls
        publish_all(list(zip(temps, targets, strict=True)))
    return ExportPaths(paths.data, paths.disagreements, paths.manifest, renamed)


def check_bom(bom: bool, kind: str, path: Path) -> None:
    """A byte-order mark is for the text tables a spreadsheet opens, not JSONL or Parquet."""
    if bom and kind not in BOM_FORMATS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "a byte-order mark (--bom) is written only "
                                           "in CSV and TSV files, not in {format}"),
                         args={"format": kind}, file=str(path),
                         expected=QT_TRANSLATE_NOOP("Errors", "a .csv or .tsv file"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Leave --bom out for this format"))


def prepare_export(dataset: Dataset, state: AdjudicationState,
                   between: Callable[[], object] | None = None) -> None:
    """Make the columns a CSV/TSV export takes from the originals ready ahead of a first
    export (the window does so in the background once a big dataset shows): that export then
    builds only the adjudication columns, as a second one does. Nothing is written.
    ``between()`` is called before each column (it may wait, or raise to stop)."""
    try:
        import pyarrow as pa
    except ImportError:
        return
    try:
        _Originals.of(dataset, state, between)
    except (ValueError, TypeError, NotImplementedError, pa.ArrowException):
        return  # the export itself will find the same and take its other path


def _arrow_tables(dataset: Dataset, state: AdjudicationState,
                  soft: SoftColumns | None = None) -> tuple[pa.Table, pa.Table, int] | None:
    """Both tables of a CSV/TSV export, neutralised and ready for Arrow's CSV writer, and
    how many soft-label columns end the first, or None when Arrow cannot take a column as it
    is (mixed Python objects, nested values...). The columns from the originals are made
    ready once per opened dataset (see ``_Originals``); each export adds the adjudication
    columns of the state it writes (and the soft labels: numbers, empty where NaN)."""
    try:
        import pyarrow as pa
        import pyarrow.csv as pacsv
    except ImportError:
        return None
    try:
        originals = _Originals.of(dataset, state)
        names = output_names(originals.names, value_extra(state))
        added = adjudication_columns(state, names, neutralise)  # decided cells neutralised
        coded = {names["final_label"], names["status"]}  # dictionaries: decoded here
        more = [] if soft is None else [
            (n, pa.array(v, from_pandas=True)) for n, v in
            soft.columns([*originals.names, *(n for n, _ in added)], nested=False)]
        added += more
        final = _named([*originals.final.columns,
                        *(_ready(c, decode=False) if n in coded else c for n, c in added)],
                       [*originals.names, *(n for n, _ in added)])
        columns = originals.disputed | originals.taken(state.ratings) | {
            name: _ready(column)
            for name, column in disputed_decision_columns(state, originals.rows).items()}
        order = disagreement_order(dataset, state.ratings)
        tables = (final, _named([columns[c] for c in order], order))
        for table in tables:  # a column type the CSV writer cannot print: pandas instead
            pacsv.write_csv(table.slice(0, 0), pa.BufferOutputStream())
            for column in table.columns:
                if pa.types.is_nested(column.type):
                    return None
    except (ValueError, TypeError, NotImplementedError, pa.ArrowException):
        return None
    return (*tables, len(more))


@dataclass(frozen=True)
class _Originals:
    """The export's columns that come from the originals alone, ready to print (cells
    neutralised; label columns kept as dictionaries, which ``arrow_csv`` decodes as it
    writes): they never change while a dataset is open, so a second export of it writes only
    what the decisions changed. Kept for the last dataset exported (by a weak reference to
    it: a new dataset, or a new one at the same address, makes them again)."""

    final: pa.Table  # the original columns, the id first, under their names in the data
    names: list[str]
    rows: Any  # the disputed rows, ascending
    disputed: dict[str, Any]  # each annotator's label (and texts not in ``at``)
    at: dict[str, int]  # text sheet name -> its column in ``final``, taken at each export

    def taken(self, ratings: Ratings) -> dict[str, Any]:
        """The item and text columns at the disputed rows, made at each export, not kept
        between them (at 10^6 items with one disputed in six that is 10 MB less, for ~10 ms
        an export): the ids taken and neutralised, the texts taken from ``final``'s ready
        columns (neutralising a cell does not depend on the others, so the cells are the
        same as taking the rows first)."""
        return {"item": _ready(disputed_ids(ratings, self.rows), decode=False),
                **{name: self.final.column(j).take(self.rows) for name, j in self.at.items()}}

    _last: ClassVar[tuple[Any, Any, _Originals] | None] = None
    _lock: ClassVar[threading.Lock] = threading.Lock()

    @classmethod
    def of(cls, dataset: Dataset, state: AdjudicationState,
           between: Callable[[], object] | None = None) -> _Originals:
        """The dataset's original columns, made ready now or at an earlier export
        (``between()`` called before each column)."""
        import weakref

        def ready(column: Any, decode: bool = True) -> Any:
            if between is not None:
                between()
            return _ready(column, decode)

        with cls._lock:
            last = cls._last
            if last is not None and last[0]() is dataset and last[1] is state.ratings:
                return last[2]
            table = original_table(dataset)
            names = list(table.column_names)
            at = {name: names.index(column) for name, column in
                  text_names(dataset, state.ratings) if names.count(column) == 1}
            rows, disputed = disputed_columns(dataset, state.ratings, leave_out={"item", *at})
            made = cls(_table_of([ready(c, decode=False) for c in table.columns], names),
                       names, _narrow_rows(rows, len(state.ratings.items)),
                       {name: ready(column, decode=False) for name, column in disputed.items()},
                       at)
            cls._last = (weakref.ref(dataset), state.ratings, made)
            return made


def _narrow_rows(rows: Any, n: int) -> Any:
    """Row numbers below ``n`` in four bytes when ``n`` is below 2^31."""
    import numpy as np

    return rows.astype(np.int32) if n < 1 << 31 else rows


def _table_of(columns: Sequence[Any], names: Sequence[str]) -> pa.Table:
    """A table of these columns under these names (as they are, duplicates allowed)."""
    import pyarrow as pa

    return pa.Table.from_arrays(list(columns), names=list(names))


def _named(columns: Sequence[Any], names: Sequence[str]) -> pa.Table:
    """The table to write: the columns under their neutralised names."""
    return _table_of(columns, [str(neutralise(str(name))) for name in names])


def _ready(column: Any, decode: bool = True) -> Any:
    """One column ready for the CSV writer: suspect cells neutralised, a dictionary decoded,
    an all-null column typed as text (see ``printable``). ``decode=False`` keeps a dictionary
    (``arrow_csv`` decodes a slice at a time as it writes): a label column of 10^6 items is
    then one byte an item, not its words."""
    import pyarrow as pa

    table = neutralise_table(pa.Table.from_arrays([column], names=["c"]))
    return (printable(table) if decode else table).column(0)


def _scaled(report: Callable[[float], object], low: float, high: float
            ) -> Callable[[float], object]:
    """A progress callback for one stage that covers [low, high] of the whole."""
    return lambda fraction: report(low + (high - low) * fraction)


def _counts(state: AdjudicationState, disagreements: int) -> dict[str, int]:
    """Items per status (the first three always, the others when present), and how many the
    annotators disagreed on."""
    counts = {name: int(state.counts.status[i]) for i, name in enumerate(state.status_names)
              if i < 3 or state.counts.status[i]}
    return {"items": len(state.ratings.items), **counts, "disagreements": disagreements}


def without_final(state: AdjudicationState) -> tuple[int, int]:
    """(unresolved, single annotator) items an export writes without a final label."""
    from adjudicator.core.adjudication.counts import SINGLE, UNRESOLVED

    return int(state.counts.status[UNRESOLVED]), int(state.counts.status[SINGLE])


def _policy(state: AdjudicationState) -> dict[str, Any]:
    """The auto-accept policy the status column follows, and the event that declared it
    (none: the default, unanimous items take their label without an event)."""
    ev = state.policy_event
    return {"policy": state.policy.name, "declared_in_event": None if ev is None else ev.seq}
