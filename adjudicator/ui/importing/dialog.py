"""Import options…: choose how a labels file is read, see the first rows and the validation
report as read with those choices (in the background), then open it exactly that way."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QThreadPool, QTimer, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from adjudicator.io.options import ImportOptions
from adjudicator.ui.importing.choices import role_conflicts
from adjudicator.ui.importing.form import ImportForm
from adjudicator.ui.importing.preview import Preview, PreviewJob
from adjudicator.ui.importing.reading_choice import ReadingChoice
from adjudicator.ui.importing.report_view import ReportView, RowsView

FILE_FILTER = "*.csv *.tsv *.txt *.xlsx *.jsonl *.json *.parquet"


class ImportDialog(QDialog):
    """``path()`` and ``options()`` are what to open once the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None,
                 options: ImportOptions | None = None) -> None:
        super().__init__(parent)
        self.job: PreviewJob | None = None
        self.preview: Preview | None = None
        self.conflicts: list[str] = []
        self._read_path = path
        self.form = ImportForm()
        self.form.set_options(options or ImportOptions())
        self._build()
        self._timer = QTimer(self, singleShot=True, interval=250)
        self._timer.timeout.connect(self.refresh)
        self.form.changed.connect(self._timer.start)
        self.path_edit.editingFinished.connect(self._path_typed)
        self.retranslate()
        self.resize(1180, 760)
        if path is not None:  # the options given are for this file: keep its column choices
            self.path_edit.setText(str(path))
            self.refresh()

    def _build(self) -> None:
        self.path_label = QLabel()
        self.path_edit = QLineEdit()
        self.file_button, self.folder_button = QPushButton(), QPushButton()
        self.file_button.clicked.connect(self.choose_file)
        self.folder_button.clicked.connect(self.choose_folder)
        top = QHBoxLayout()
        for w in (self.path_label, self.path_edit, self.file_button, self.folder_button):
            top.addWidget(w, 1 if w is self.path_edit else 0)
        scroll = QScrollArea()
        scroll.setWidget(self.form)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(self.form.sizeHint().width() + 24)
        self.rows, self.report = RowsView(), ReportView()
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.rows)
        right.addWidget(self.report)
        right.setSizes([300, 400])
        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.addWidget(scroll)
        middle.addWidget(right)
        middle.setStretchFactor(1, 1)
        self.status = QLabel()
        self.status.setObjectName("savedMark")
        self.status.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setFixedWidth(160)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.bar)
        bottom.addWidget(self.buttons)
        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(middle, 1)
        self.choice = ReadingChoice(self.choose_reading)  # two close readings: pick one
        box.addWidget(self.choice)
        box.addLayout(bottom)

    # -- choosing the file -------------------------------------------------------------------
    def path(self) -> Path | None:
        """The file or folder to open (None until one is given)."""
        text = self.path_edit.text().strip()
        return Path(text) if text else None

    def options(self) -> ImportOptions:
        """The chosen options."""
        return self.form.options()

    def set_path(self, path: Path) -> None:
        """Read another file (the column choices of the last one are forgotten)."""
        self._read_path = path
        self.path_edit.setText(str(path))
        self.form.clear_columns()
        self.form.set_sheets([])
        self.refresh()

    def _path_typed(self) -> None:
        path = self.path()
        if path is not None and path != self._read_path:
            self.set_path(path)

    def choose_file(self) -> None:
        """Browse for a labels file."""
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open labels"), str(self.path() or ""),
            self.tr("Labels (%1);;All files (*)").replace("%1", FILE_FILTER))
        if name:
            self.set_path(Path(name))

    def choose_folder(self) -> None:
        """Browse for a folder of one file per annotator (or Potato's annotation_output)."""
        name = QFileDialog.getExistingDirectory(self, self.tr("Folder of labels files"),
                                                str(self.path() or ""))
        if name:
            self.set_path(Path(name))

    # -- the preview -------------------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Check the choices, then read the file with them in the background."""
        self._timer.stop()
        self._cancel_job()
        path, options = self.path(), self.options()
        self.conflicts = role_conflicts(options, path)
        if path is None or self.conflicts:
            self._show_state()
            return
        job = PreviewJob(path, options)
        job.signals.done.connect(self._done)
        self.job = job
        self._show_state()
        QThreadPool.globalInstance().start(job)

    @Slot(object)
    def _done(self, preview: Preview) -> None:
        if self.job is None or self.sender() is not self.job.signals:
            return  # a read the user has since replaced
        self.job, self.preview = None, preview
        if preview.columns:
            self.form.set_columns(preview.columns, preview.names)
        self.form.set_sheets(preview.sheets)
        self.form.set_tool(preview.tool)
        self.rows.show_rows(preview, self.options())
        self.report.show_report(preview)
        self.choice.show_readings(preview.readings)
        self._show_state()

    def choose_reading(self, reading: object) -> None:
        """Fill the form with one of two close readings and read the file that way."""
        self.form.set_options(reading.apply(self.options()))  # type: ignore[attr-defined]
        self.refresh()

    @property
    def busy(self) -> bool:
        """True while a preview read runs."""
        return self.job is not None

    @property
    def settled(self) -> bool:
        """True when no change waits to be read and no read runs (the preview is current)."""
        return not self._timer.isActive() and self.job is None

    def _show_state(self) -> None:
        """The line under the preview, the Open button, and whether the preview is current."""
        self.bar.setVisible(self.busy)
        text, state, can_open = self._state()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(can_open)
        current = self.preview is not None and not self.busy and not self.conflicts
        self.rows.setEnabled(current)  # greyed while stale: a change is not read yet
        self.report.setEnabled(current)
        self.status.setText(text)
        self.status.setProperty("state", state)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _state(self) -> tuple[str, str, bool]:
        """(message, "ok" | "warn" | "error", whether Open may be pressed)."""
        path = self.path()
        if path is None:
            return self.tr("Choose a labels file (or a folder) to read."), "warn", False
        if self.conflicts:
            return "\n".join(self.conflicts), "error", False
        if self.busy:
            return self.tr("Reading the file with these options…"), "warn", True
        if self.preview is not None and self.preview.error:
            return (self.tr("The file cannot be read with these options: %1")
                    .replace("%1", self.preview.error), "error", False)
        return self._ready_text(path), "ok", True

    def _ready_text(self, path: Path) -> str:
        """All set: say so, and warn when an existing log will decide how the data is read."""
        from adjudicator.store.project import default_log_path

        log = default_log_path(path)
        if path.is_dir() and log.exists():
            return self.tr("This folder already has a decision log (%1, beside it): it is "
                           "opened as the log records, and these options only change the "
                           "preview.").replace("%1", log.name)
        if path.is_dir():
            return self.tr("Press Open to read the folder's files this way; the decisions go "
                           "to %1 beside the folder, which pins every file in it.").replace(
                               "%1", log.name)
        if log.exists():
            return self.tr("This file already has a decision log: it is opened as the log "
                           "records, and these options only change the preview.")
        return self.tr("Press Open to read the file this way; the choices are saved with "
                       "the decisions and used again when it is reopened.")

    def _cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def done(self, result: int) -> None:
        """Stop any read in progress when the dialog closes."""
        self._cancel_job()
        self._timer.stop()
        super().done(result)

    # -- language ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Import options"))
        self.path_label.setText(self.tr("File:"))
        self.path_edit.setPlaceholderText(self.tr("a labels file, or a folder of them"))
        self.file_button.setText(self.tr("File…"))
        self.folder_button.setText(self.tr("Folder…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.rows.retranslate()
        self.report.retranslate()
        self._show_state()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return in a field applies it (the path is read); only the Open button opens."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focusWidget() is not ok:
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
