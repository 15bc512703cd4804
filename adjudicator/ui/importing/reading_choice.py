"""Two close readings of a file, side by side in the import dialog: the program did not guess
between them, so the user picks one (each button fills the form with that reading)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from adjudicator.ui.common.error_text import localised_text

STYLE = "#readingChoice { background: #fff4e0; border: 1px solid #e0b060; }"


class ReadingChoice(QFrame):
    """Hidden unless the last read found two close readings; ``choose(reading)`` on a click."""

    def __init__(self, choose: Callable[[Any], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readingChoice")
        self.setStyleSheet(STYLE)
        self.choose = choose
        self.readings: list[Any] = []
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.box = QVBoxLayout(self)
        self.box.addWidget(self.title)
        self.buttons: list[QPushButton] = []
        self.hide()

    def show_readings(self, readings: Sequence[Any]) -> None:
        """One button per reading (an io.inference.Reading); hidden when there are none."""
        for button in self.buttons:
            self.box.removeWidget(button)
            button.deleteLater()
        self.readings, self.buttons = list(readings), []
        for reading in self.readings:
            button = QPushButton()
            button.setStyleSheet("text-align: left; padding: 4px 8px;")
            button.clicked.connect(lambda _=False, r=reading: self.choose(r))
            self.box.addWidget(button)
            self.buttons.append(button)
        self.setVisible(bool(self.readings))
        self.retranslate()

    def retranslate(self) -> None:
        """The texts in the current language."""
        if _questions(self.readings):
            self.title.setText(self.tr(
                "This file has %1 columns of labels, each maybe a separate question, so none "
                "was chosen. Which question do you want to compare?").replace(
                    "%1", str(len(self.readings))))
        else:
            self.title.setText(self.tr("Two readings of this file are close, so none was "
                                       "chosen. Which one is right?"))
        for n, (button, reading) in enumerate(zip(self.buttons, self.readings, strict=True)):
            line = self.tr("; ").join(localised_text(p) for _, p in reading.parts())
            button.setText(self.tr("Read as (%1): %2").replace("%1", str(n + 1))
                           .replace("%2", line))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _questions(readings: Sequence[Any]) -> bool:
    """Long readings that differ only in their label column: one per question of the file."""
    return (len(readings) > 1 and all(r.layout == "long" for r in readings)
            and len({(r.id_column, r.annotator_column) for r in readings}) == 1
            and len({r.label_column for r in readings}) == len(readings))
