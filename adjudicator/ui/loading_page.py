"""What the window shows before data is open: a welcome with two ways in, then progress
with a cancel while a file loads in the background."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget


class LoadingPage(QWidget):
    """Emits ``openRequested``, ``sampleRequested`` and ``cancelRequested``."""

    openRequested = Signal()
    sampleRequested = Signal()
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        self.title.setObjectName("welcomeTitle")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setMaximumWidth(640)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.open_button = QPushButton()
        self.sample_button = QPushButton()
        self.cancel_button = QPushButton()
        self.open_button.clicked.connect(self.openRequested)
        self.sample_button.clicked.connect(self.sampleRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        box = QVBoxLayout(self)
        box.addStretch(2)
        for widget in (self.title, self.hint, self.message, self.bar, self.open_button,
                       self.sample_button, self.cancel_button):
            box.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.bar.setFixedWidth(420)
        self.loading_name = ""
        self.show_welcome()

    def show_welcome(self, error: str = "") -> None:
        """The two ways in (and the last error, if a load failed)."""
        self.loading_name = ""
        self.bar.hide()
        self.cancel_button.hide()
        self.open_button.show()
        self.sample_button.show()
        self.hint.show()
        self.message.setText(error)
        self.retranslate()

    def show_loading(self, name: str) -> None:
        """Progress for one file."""
        self.loading_name = name
        self.bar.setRange(0, 0)  # busy until the reader reports a fraction
        for widget in (self.bar, self.cancel_button):
            widget.show()
        self.open_button.hide()
        self.sample_button.hide()
        self.hint.hide()
        self.message.setText("")
        self.retranslate()

    def set_progress(self, fraction: float, message: str) -> None:
        """Move the bar; show what the reader is doing."""
        if 0.0 < fraction < 1.0:
            self.bar.setRange(0, 1000)
            self.bar.setValue(round(fraction * 1000))
        if message:
            self.message.setText(message)

    def retranslate(self) -> None:
        """Texts in the current language."""
        if self.loading_name:
            self.title.setText(self.tr("Opening %1…").replace("%1", self.loading_name))
        else:
            self.title.setText(self.tr("Open two or more annotators' labels to compare them"))
        self.hint.setText(self.tr("A table with an id column, an optional text column and one "
                                  "column per annotator. Your files are never changed."))
        self.open_button.setText(self.tr("Open a labels file…"))
        self.sample_button.setText(self.tr("Open the bundled sample"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
