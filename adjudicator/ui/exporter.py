"""Export of the adjudicated dataset from the window: choose a file, write it on the thread
pool (atomically, by the store) while a busy dialog keeps decisions from changing meanwhile."""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

FILTERS = "CSV (*.csv);;Excel (*.xlsx);;TSV (*.tsv);;JSON Lines (*.jsonl);;Parquet (*.parquet)"


class ExportSignals(QObject):
    """Signals of an export job."""

    done = Signal(str)  # where the data went
    failed = Signal(str)


class ExportJob(QRunnable):
    """``project.export(path)``: data, disagreements sheet and manifest, each atomic."""

    def __init__(self, project: Any, path: Path) -> None:
        super().__init__()
        self.project, self.path = project, path
        self.signals = ExportSignals()

    def run(self) -> None:
        try:
            written = self.project.export(self.path)
        except Exception as exc:  # shown in one line; the detail goes to stderr
            traceback.print_exc()
            self.signals.failed.emit(str(exc) or type(exc).__name__)
        else:
            self.signals.done.emit(str(written.data))


class Exporter(QObject):
    """Runs one export at a time for the window; ``finished(message)`` when it ends."""

    finished = Signal(str)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.busy: QProgressDialog | None = None

    def choose_and_export(self, project: Any) -> None:
        """Ask where to write, then export."""
        data = Path(project.data_path)
        suggested = str(Path.home() / f"{data.stem}.adjudicated.csv")
        name, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export the adjudicated dataset"), suggested, FILTERS)
        if name:
            self.export(project, Path(name))

    def export(self, project: Any, path: Path) -> ExportJob:
        """Write in the background behind a window-modal busy dialog."""
        job = ExportJob(project, path)
        job.signals.done.connect(self._done)
        job.signals.failed.connect(self._failed)
        self.busy = QProgressDialog(self.tr("Exporting %1…").replace("%1", path.name), "", 0, 0,
                                    self.window)
        self.busy.setCancelButton(None)  # the write is atomic: it completes or leaves nothing
        self.busy.setWindowModality(Qt.WindowModality.WindowModal)
        self.busy.setMinimumDuration(0)  # modal at once: no decision may change mid-export
        self.busy.show()
        QThreadPool.globalInstance().start(job)
        return job

    def _close_busy(self) -> None:
        if self.busy is not None:
            self.busy.reset()
            self.busy.deleteLater()
            self.busy = None

    @Slot(str)
    def _done(self, where: str) -> None:
        self._close_busy()
        self.finished.emit(self.tr("Exported to %1 (with a disagreements sheet and a manifest)")
                           .replace("%1", where))

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._close_busy()
        text = self.tr("Export failed: %1").replace("%1", message)
        self.finished.emit(text)
        QMessageBox.warning(self.window, self.tr("Export failed"), text)
