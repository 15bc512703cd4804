"""File ▸ Export adjudicated dataset… and Export with soft labels…: the questions an export
asks (which soft labels, items without a final label, which file) before the ``Exporter``
writes, and the export's columns of a big dataset made ready after it is shown.

Kept apart from the main window: it takes the exporter, the parent widget for its dialogs
and the open session (handed over on open), nothing else of the window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from adjudicator.ui.window.exporter import Exporter

PREPARE_EXPORT_FROM = 200_000  # items: from here the export's columns are made after opening
OTHER_FILTERS = "Excel (*.xlsx);;TSV (*.tsv);;JSON Lines (*.jsonl);;Parquet (*.parquet)"


def _text_table(path: Path) -> bool:
    """True when the name asks for CSV or TSV (the formats a byte-order mark is for)."""
    from adjudicator.io.exporting.export import FORMATS
    from adjudicator.io.exporting.table_files import BOM_FORMATS

    return FORMATS.get(path.suffix.lower()) in BOM_FORMATS


class ExportActions(QObject):
    """What the two export entries of the File menu do, for the session the window shows."""

    def __init__(self, exporter: Exporter, window: QWidget) -> None:
        super().__init__(window)
        self.exporter = exporter
        self.window = window  # parent of the dialogs
        self.session: Any = None
        self._after_keys: Any = None  # the session whose export columns follow its keys

    def export_dataset(self) -> None:
        """Write the adjudicated dataset (original columns + final label, status, rationale)."""
        if self.session is not None and self.session.project is not None:
            self.choose_and_export(self.session.project)

    def export_soft_labels(self) -> None:
        """Export with each item's label shares, after asking whether to add a model's
        posterior (see ``io.exporting.soft``)."""
        if self.session is not None and self.session.project is not None:
            soft = self.choose_soft()
            if soft is not None:
                self.choose_and_export(self.session.project, soft=soft)

    def choose_soft(self) -> Any:
        """Ask what the soft labels carry besides the annotators' label shares: nothing, or
        the posterior of majority vote, Dawid–Skene or MACE (``SoftLabels``; None when
        cancelled). Tests replace ``QInputDialog.getItem``."""
        from adjudicator.io.exporting.soft import SoftLabels

        choices = [(self.tr("The annotators' label shares only"), None),
                   (self.tr("Also the posterior of majority vote"), "majority"),
                   (self.tr("Also the posterior of Dawid–Skene"), "dawid-skene"),
                   (self.tr("Also the posterior of MACE"), "mace")]
        text, ok = QInputDialog.getItem(
            self.window, self.tr("Export with soft labels"),
            self.tr("Each item gets one column soft:LABEL per label (the share of its "
                    "annotators who gave it) and n_judgments. A posterior adds one column "
                    "posterior:LABEL per label and its entropy in bits."),
            [t for t, _ in choices], 0, False)
        if not ok:
            return None
        return SoftLabels(dict(choices).get(text))

    def choose_and_export(self, project: Any, soft: Any = None) -> None:
        """Ask where to write (starting in the data's folder; CSV for Excel, with a byte-order
        mark, is the first choice), then export (``soft``: a ``SoftLabels``, or None). Items
        that would be written without a final label are named and counted first, and the lead
        confirms."""
        from adjudicator.io.exporting.export import without_final

        unresolved, single = without_final(project.state)
        if (unresolved or single) and not self.confirm_without_final(unresolved, single):
            return
        data = Path(project.data_path).absolute()
        folder = data if data.is_dir() else data.parent
        excel, plain, filters = self.filters()
        name, chosen = QFileDialog.getSaveFileName(
            self.window, self.tr("Export the adjudicated dataset"),
            str(folder / f"{data.stem or data.name}.adjudicated.csv"), filters, excel)
        if not name:
            return
        path = Path(name)
        if not path.suffix and chosen in (excel, plain):
            path = path.with_name(path.name + ".csv")
        self.exporter.export(project, path, bom=chosen == excel and _text_table(path),
                             soft=soft)

    def confirm_without_final(self, unresolved: int, single: int) -> bool:
        """Ask before writing items without a final label, naming both counts (tests replace
        this)."""
        text = (self.tr("%1 unresolved items and %2 items only one annotator labelled have no "
                        "final label. They will be written with an empty final label and a "
                        "status saying why.\n\nExport anyway?")
                .replace("%1", f"{unresolved:,}").replace("%2", f"{single:,}"))
        answer = QMessageBox.question(self.window, self.tr("Items without a final label"), text)
        return answer == QMessageBox.StandardButton.Yes

    def filters(self) -> tuple[str, str, str]:
        """The save dialog's file types: CSV for Excel (first, the default), plain CSV, and
        all of them joined as the dialog takes them."""
        excel = self.tr("CSV for Excel (UTF-8 with BOM) (*.csv)")
        plain = self.tr("CSV, plain UTF-8 (*.csv)")
        return excel, plain, ";;".join((excel, plain, OTHER_FILTERS))

    def prepare(self, session: Any, keys_job: Callable[[], Any]) -> None:
        """Once a big list shows (after its text column's sort keys, ``keys_job()``, when it
        needs them): the export's columns from the originals, made on the pool one after the
        other (one pool thread stays free for a search, which the sort also lets go first)."""
        if len(session.ids) < PREPARE_EXPORT_FROM or session.project is None:
            return
        keys = keys_job()
        if keys is None:
            self.exporter.prepare(session.dataset, session.state)
        else:  # queued to this object, so run here once the keys are made
            self._after_keys = session
            keys.signals.ready.connect(self._prepare_export)

    @Slot()
    def _prepare_export(self) -> None:
        """The sort keys are made: the export's columns next (if that dataset still shows)."""
        s = self.session
        if s is not None and s is self._after_keys and s.project is not None:
            self._after_keys = None
            self.exporter.prepare(s.dataset, s.state)
