"""The import dialog's preview: the file read with the chosen options in a background job —
the raw columns and first rows, the sheets of a workbook, and the validation report."""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from adjudicator.core.errors import InputError
from adjudicator.io.options import ImportOptions
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.common.pool_job import PoolJob

PREVIEW_ROWS = 50


@dataclass
class Preview:
    """What one read with one set of options gave (``error`` set when the file is unusable)."""

    columns: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)  # the first PREVIEW_ROWS, as text
    row_numbers: list[int] = field(default_factory=list)  # as a spreadsheet shows them
    sheets: list[str] = field(default_factory=list)
    tool: str | None = None
    report: Any = None  # io.validation.ValidationReport
    error: str = ""
    readings: list[Any] = field(default_factory=list)  # two close readings: the user picks
    # how the columns read on evidence when the form chose them (io.inference.Reading), so
    # the form shows the program's reading and its reasons beside the user's choice
    evidence: Any = None
    agrees: bool = False  # the form's columns are the evidence's
    # a long table's annotator names (models and a gold name included): what the form offers
    # to mark as a model or as gold there, where those are names, not columns
    names: list[str] = field(default_factory=list)


def sheet_names(path: Path) -> list[str]:
    """The sheets of an XLSX workbook ([] for anything else or a damaged file)."""
    if path.suffix.lower() != ".xlsx" or not path.is_file():
        return []
    import openpyxl

    try:
        book = openpyxl.load_workbook(path, read_only=True)
    except Exception:  # not a workbook after all: the reader names the problem
        return []
    try:
        return list(book.sheetnames)
    finally:
        book.close()


def read_preview(path: Path, options: ImportOptions, progress: Any = None) -> Preview:
    """Read ``path`` as the import will: first the raw table, then the whole import's report.

    An InputError (or a cancel) from either step ends the read; the error is kept as text.
    """
    from adjudicator.io import load_dataset
    from adjudicator.io.options import scaled
    from adjudicator.io.sources import open_path

    out = Preview(sheets=sheet_names(path))
    try:
        opened = open_path(path, replace(options), scaled(progress, 0.0, 0.3))
        _fill_raw(out, opened.table.frame, opened.table.rows)
        out.tool = opened.tool
        if opened.tool is None and _chosen(options):
            out.evidence = _evidence(opened.table, options)
            out.agrees = out.evidence is not None and _agrees(out.evidence, options)
        ds = load_dataset(path, options=replace(options), progress=scaled(progress, 0.3, 1.0))
        out.report = ds.report
        out.names = _names(ds, options, out.columns)
    except InputError as exc:
        out.error = localised(exc)
        out.readings = list(getattr(exc, "readings", []))
    return out


def _names(ds: Any, options: ImportOptions, columns: list[str]) -> list[str]:
    """A long table's annotator names, the models and a gold name marked among them ([] for
    other layouts, whose models and gold are columns)."""
    if getattr(ds.report, "layout", None) != "long":
        return []
    gold = options.gold_column
    return [*ds.ratings.annotators, *ds.model_codes,
            *([gold] if gold and gold not in columns else [])]


def _chosen(options: ImportOptions) -> bool:
    """The form names the columns (the report then holds no reasons of the evidence)."""
    return bool(options.layout != "auto" or options.annotators or options.annotator_column
                or options.label_column)


def _evidence(table: Any, options: ImportOptions) -> Any:
    """The reading of ``table`` on evidence alone (no column chosen); None when there is none
    or when two readings are close (the form's choice then stands)."""
    from adjudicator.io.inference import infer_reading

    auto = replace(options, layout="auto", id_column=None, annotators=None,
                   annotator_column=None, label_column=None)
    try:
        return infer_reading(table, auto)
    except InputError:
        return None


def _agrees(reading: Any, options: ImportOptions) -> bool:
    """The form's layout and columns are the reading's."""
    want = reading.apply(ImportOptions())
    return (options.layout == want.layout and (options.id_column or None) == want.id_column
            and list(options.annotators or []) == list(want.annotators or [])
            and options.annotator_column == want.annotator_column
            and options.label_column == want.label_column)


def _fill_raw(out: Preview, frame: Any, rows: Any) -> None:
    """Column names and the first rows as text (blank cells stay blank)."""
    out.columns = [str(c) for c in frame.columns]
    head = frame.head(PREVIEW_ROWS)
    out.rows = [["" if _blank(v) else str(v) for v in rec]
                for rec in head.itertuples(index=False, name=None)]
    out.row_numbers = [int(r) for r in list(rows[:PREVIEW_ROWS])]


def _blank(value: object) -> bool:
    """None and NaN show as empty cells."""
    return value is None or (isinstance(value, float) and value != value)


class PreviewSignals(QObject):
    """Signals of a preview job (QRunnable itself cannot emit)."""

    done = Signal(object)  # Preview
    progress = Signal(float, str)


class PreviewJob(PoolJob):
    """One preview read on the thread pool; ``cancel`` stops it at the reader's next report."""

    def __init__(self, path: Path, options: ImportOptions) -> None:
        super().__init__()
        self.path, self.options = path, options
        self.signals = PreviewSignals()
        self._cancel = False

    def cancel(self) -> None:
        """Stop at the next progress report; nothing is emitted then."""
        self._cancel = True

    def report(self, fraction: float, message: str = "") -> bool:
        """Progress callback: False (cancel) once the dialog no longer wants this read."""
        if not self._cancel:
            self.signals.progress.emit(float(fraction), message)
        return not self._cancel

    def work(self) -> None:
        from adjudicator.io.options import Cancelled

        try:
            preview = read_preview(self.path, self.options, self.report)
        except Cancelled:
            return
        except Exception as exc:  # shown in one line; the detail goes to stderr
            traceback.print_exc()
            preview = Preview(error=localised(exc))
        if not self._cancel:
            self.signals.done.emit(preview)
