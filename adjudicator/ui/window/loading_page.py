"""What the window shows before data is open: a welcome with the ways in (a file, a file with
import options, the sample), then progress with a cancel while a file loads in the
background; after a failed open, the message and a way to change the import options."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class LoadingPage(QWidget):
    """Emits ``openRequested``, ``optionsRequested``, ``sampleRequested``, ``cancelRequested``
    and, after a failed open, ``changeOptionsRequested``."""

    openRequested = Signal()
    optionsRequested = Signal()
    sampleRequested = Signal()
    cancelRequested = Signal()
    changeOptionsRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        self.title.setObjectName("welcomeTitle")
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setFixedWidth(640)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.open_button = QPushButton()
        self.options_button = QPushButton()
        self.sample_button = QPushButton()
        self.cancel_button = QPushButton()
        self.change_button = QPushButton()
        self.change_button.setObjectName("changeOptions")
        self.open_button.clicked.connect(self.openRequested)
        self.options_button.clicked.connect(self.optionsRequested)
        self.sample_button.clicked.connect(self.sampleRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.change_button.clicked.connect(self.changeOptionsRequested)
        box = QVBoxLayout(self)
        box.addStretch(2)
        for widget in (self.title, self.hint, self.message, self.change_button, self.bar,
                       self.open_button, self.options_button, self.sample_button,
                       self.cancel_button):
            box.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        self.bar.setFixedWidth(420)
        self.loading_name = ""
        self.show_welcome()

    def show_welcome(self, error: str = "", can_change_options: bool = False) -> None:
        """The ways in (and the last error, if a load failed; ``can_change_options`` when the
        file's content was at fault, so other import options may open it)."""
        self.loading_name = ""
        self.bar.hide()
        self.cancel_button.hide()
        self.change_button.setVisible(bool(error) and can_change_options)
        for widget in (self.open_button, self.options_button, self.sample_button):
            widget.show()
        self.hint.show()
        self._say(error)
        self.retranslate()

    def show_loading(self, name: str) -> None:
        """Progress for one file."""
        self.loading_name = name
        self.bar.setRange(0, 0)  # busy until the reader reports a fraction
        self.bar.show()
        self.cancel_button.show()
        hidden: tuple[QWidget, ...] = (self.open_button, self.options_button,
                                       self.sample_button, self.change_button, self.hint)
        for widget in hidden:
            widget.hide()
        self._say("")
        self.retranslate()

    def set_progress(self, fraction: float, message: str) -> None:
        """Move the bar; show what the reader is doing."""
        if 0.0 < fraction < 1.0:
            self.bar.setRange(0, 1000)
            self.bar.setValue(round(fraction * 1000))
        if message:
            self._say(message)

    def _say(self, text: str) -> None:
        """Show a message at the height its wrapped lines need (an aligned label in a box
        layout is not given its height-for-width otherwise)."""
        self.message.setText(text)
        self.message.setFixedHeight(self.message.heightForWidth(640) if text else 0)

    def retranslate(self) -> None:
        """Texts in the current language."""
        if self.loading_name:
            self.title.setText(self.tr("Opening %1…").replace("%1", self.loading_name))
        else:
            self.title.setText(self.tr("Open two or more annotators' labels to compare them"))
        self.hint.setText(self.tr("A table with an id column, an optional text column and one "
                                  "column per annotator. Your files are never changed."))
        self.open_button.setText(self.tr("Open a labels file…"))
        self.options_button.setText(self.tr("Open with import options…"))
        self.change_button.setText(self.tr("Change import options…"))
        self.sample_button.setText(self.tr("Open the bundled sample"))
        self.cancel_button.setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
