"""Opening data for the window: file and folder dialogs, sample, drag and drop, the background
job, and the question to ask when the originals changed under their decision log."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from adjudicator.io.samples import sample_path
from adjudicator.ui.common.paths import author_name, sample_log_path
from adjudicator.ui.common.workers import LoadJob
from adjudicator.ui.window.loading_page import LoadingPage

if TYPE_CHECKING:
    from adjudicator.io.options import ImportOptions
    from adjudicator.ui.importing.dialog import ImportDialog


class Opener(QObject):
    """Runs one load at a time; emits ``started`` then ``loaded(Session)`` or ``failed``."""

    started = Signal()
    loaded = Signal(object)
    opened = Signal(object)  # the path of a file or folder the user opened (not the sample)
    failed = Signal(str)

    def __init__(self, window: QWidget, page: LoadingPage) -> None:
        super().__init__(window)
        self.window, self.page = window, page
        self.job: LoadJob | None = None
        self.options_dialog: ImportDialog | None = None
        self.failed_path: Path | None = None  # the last file that failed, and its options
        self.failed_options: ImportOptions | None = None
        page.openRequested.connect(self.choose_file)
        page.optionsRequested.connect(lambda: self.choose_with_options())
        page.changeOptionsRequested.connect(self.change_failed_options)
        page.sampleRequested.connect(self.open_sample)
        page.cancelRequested.connect(self.cancel)

    def open_path(self, path: Path, log: str | None = None, author: str = "",
                  read_only_on_mismatch: bool = False,
                  options: ImportOptions | None = None) -> LoadJob:
        """Load a labels file in the background; the window stays responsive meanwhile.

        ``options`` (from the import dialog) say how to read it when a new log is started."""
        self.cancel()
        job = LoadJob(path, log, author or author_name(), read_only_on_mismatch, options)
        # bound slots of this QObject: queued into the GUI thread (a lambda would run in the
        # worker's thread); each slot first checks the signal comes from the current job
        job.signals.progress.connect(self._progress)
        job.signals.loaded.connect(self._loaded)
        job.signals.failed.connect(self._job_failed)
        job.signals.cancelled.connect(self._cancelled)
        job.signals.mismatch.connect(self._mismatch)
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

    def choose_folder(self) -> None:
        """Ask for a folder of one labels file per annotator (or Potato's annotation_output)
        and open it; its decision log goes beside the folder."""
        name = QFileDialog.getExistingDirectory(self.window, self.tr("Open a folder of labels "
                                                                     "files"), "")
        if name:
            self.open_path(Path(name))

    def choose_with_options(self, path: Path | None = None,
                            options: ImportOptions | None = None) -> ImportDialog:
        """Show the import dialog (window-modal); its Open reads the file with its options."""
        from adjudicator.ui.importing.dialog import ImportDialog

        if self.options_dialog is not None:
            self.options_dialog.reject()
        dialog = ImportDialog(self.window, path, options)
        dialog.accepted.connect(lambda: self._open_from_dialog(dialog))
        dialog.finished.connect(lambda _result: self._forget(dialog))
        self.options_dialog = dialog
        dialog.open()
        return dialog

    def change_failed_options(self) -> None:
        """The import dialog for the file that just failed, with the options it was tried with."""
        self.choose_with_options(self.failed_path, self.failed_options)

    def _open_from_dialog(self, dialog: ImportDialog) -> None:
        path = dialog.path()
        if path is not None:
            self.open_path(path, options=dialog.options())

    def _forget(self, dialog: ImportDialog) -> None:
        """A closed dialog is deleted and no longer the current one."""
        if self.options_dialog is dialog:
            self.options_dialog = None
        dialog.deleteLater()

    def open_sample(self) -> None:
        """Open the bundled sample (its decision log lives in the user's data folder)."""
        self.open_path(sample_path(), str(sample_log_path()))

    def cancel(self) -> None:
        """Stop a load in progress."""
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def _current(self) -> LoadJob | None:
        """The job whose signal is being handled, if it is still the one the user wants."""
        job = self.job
        return job if job is not None and self.sender() is job.signals else None

    @Slot(float, str)
    def _progress(self, fraction: float, message: str) -> None:
        if self._current():
            self.page.set_progress(fraction, message)

    @Slot(object)
    def _loaded(self, session: Any) -> None:
        if self._current() is None:  # a load the user replaced or cancelled: free its log
            session.close()
            return
        path, self.job = self.job.path if self.job else None, None
        self.loaded.emit(session)
        if path is not None and path != sample_path():
            self.opened.emit(path)

    @Slot(str)
    def _job_failed(self, message: str) -> None:
        job = self._current()
        if job is not None:
            self._failed(message, job if job.input_error else None)

    @Slot()
    def _cancelled(self) -> None:
        if self.job is None:
            self.page.show_welcome()

    @Slot(str)
    def _mismatch(self, message: str) -> None:
        job = self._current()
        if job is not None:
            self._originals_changed(job, message)

    def _originals_changed(self, job: LoadJob, message: str) -> None:
        """The data changed under the log: never carry on silently; offer read-only."""
        self.job = None
        if self.ask_open_read_only(message):
            self.open_path(job.path, job.log, job.author, read_only_on_mismatch=True,
                           options=job.options)
        else:
            self._failed(message)

    def ask_open_read_only(self, message: str) -> bool:
        """Ask whether to inspect a changed dataset read-only (tests replace this)."""
        answer = QMessageBox.warning(
            self.window, self.tr("The labels file has changed"),
            self.tr("%1\n\nOpen it read-only to inspect the decisions?").replace("%1", message),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Open

    def _failed(self, message: str, input_job: LoadJob | None = None) -> None:
        """Back to the welcome page with the message; when the file's content was at fault,
        offer to change how it is read."""
        self.job = None
        self.failed_path = input_job.path if input_job is not None else None
        self.failed_options = input_job.options if input_job is not None else None
        self.page.show_welcome(self.tr("Could not open the file: %1").replace("%1", message),
                               can_change_options=input_job is not None)
        self.failed.emit(message)
