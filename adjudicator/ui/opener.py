"""Opening data for the window: file dialog, sample, drag and drop, the background job, and
the question to ask when the originals changed under their decision log."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from adjudicator.ui.loading_page import LoadingPage
from adjudicator.ui.paths import author_name, sample_log_path
from adjudicator.ui.workers import LoadJob


class Opener(QObject):
    """Runs one load at a time; emits ``started`` then ``loaded(Session)``."""

    started = Signal()
    loaded = Signal(object)

    def __init__(self, window: QWidget, page: LoadingPage) -> None:
        super().__init__(window)
        self.window, self.page = window, page
        self.job: LoadJob | None = None
        page.openRequested.connect(self.choose_file)
        page.sampleRequested.connect(self.open_sample)
        page.cancelRequested.connect(self.cancel)

    def open_path(self, path: Path, log: str | None = None, author: str = "",
                  read_only_on_mismatch: bool = False) -> LoadJob:
        """Load a labels file in the background; the window stays responsive meanwhile."""
        self.cancel()
        job = LoadJob(path, log, author or author_name(), read_only_on_mismatch)
        job.signals.progress.connect(
            lambda f, m: self.page.set_progress(f, m) if job is self.job else None)
        job.signals.loaded.connect(lambda session: self._loaded(job, session))
        job.signals.failed.connect(lambda text: self._failed(text) if job is self.job else None)
        job.signals.cancelled.connect(
            lambda: self.page.show_welcome() if self.job is None else None)
        job.signals.mismatch.connect(
            lambda text: self._originals_changed(job, text) if job is self.job else None)
        self.job = job
        self.page.show_loading(path.name)
        self.started.emit()
        QThreadPool.globalInstance().start(job)
        return job

    def choose_file(self) -> None:
        """Ask for a labels file and open it."""
        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open labels"), "", self.tr(
                "Labels (*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet);;All files (*)"))
        if name:
            self.open_path(Path(name))

    def open_sample(self) -> None:
        """Open the bundled sample (its decision log lives in the user's data folder)."""
        from adjudicator.commands.gui import sample_path

        self.open_path(sample_path(), str(sample_log_path()))

    def cancel(self) -> None:
        """Stop a load in progress."""
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def _loaded(self, job: LoadJob, session: Any) -> None:
        if job is not self.job:  # a load the user replaced or cancelled: let its log go
            session.close()
            return
        self.job = None
        self.loaded.emit(session)

    def _originals_changed(self, job: LoadJob, message: str) -> None:
        """The data changed under the log: never carry on silently; offer read-only."""
        self.job = None
        if self.ask_open_read_only(message):
            self.open_path(job.path, job.log, job.author, read_only_on_mismatch=True)
        else:
            self._failed(message)

    def ask_open_read_only(self, message: str) -> bool:
        """Ask whether to inspect a changed dataset read-only (tests replace this)."""
        answer = QMessageBox.warning(
            self.window, self.tr("The labels file has changed"),
            self.tr("%1\n\nOpen it read-only to inspect the decisions?").replace("%1", message),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Open

    def _failed(self, message: str) -> None:
        self.job = None
        self.page.show_welcome(self.tr("Could not open the file: %1").replace("%1", message))
