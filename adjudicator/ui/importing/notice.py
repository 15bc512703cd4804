"""A bar over the working page naming the import's problems (duplicate ids, short rows,
unknown labels…): a file the command line refuses until they are fixed may still be looked at
here, but never without saying so in the window itself — the report pop-up alone was missed
(and a screenshot never shows it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from adjudicator.ui.common.error_text import localised_text

STYLE = ("#importNotice { background: #fff4e0; border-bottom: 1px solid #e0b060; }"
         "#importNotice QLabel { color: #6b4200; font-weight: 600; }")


class ImportNotice(QFrame):
    """Hidden for a file without problems; stays until another file is opened."""

    def __init__(self, show_report: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importNotice")
        self.setStyleSheet(STYLE)
        self.problems: list[Any] = []
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.clicked.connect(show_report)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button)
        self.hide()

    def place_below(self, widget: QWidget) -> None:
        """Put the bar right below ``widget`` in its parent's box layout."""
        parent = widget.parentWidget()
        layout = parent.layout() if parent is not None else None
        assert isinstance(layout, QBoxLayout)
        layout.insertWidget(layout.indexOf(widget) + 1, self)

    def show_report(self, report: Any) -> None:
        """Name ``report``'s problems (a ValidationReport, or None), or hide."""
        self.problems = list(getattr(report, "problems", None) or [])
        self.setVisible(bool(self.problems))
        self.retranslate()

    def retranslate(self) -> None:
        """The bar in the current language (the problems too)."""
        listed = self.tr("; ").join(localised_text(p) for p in self.problems)
        self.text.setText(self.tr(
            "Opened with problems: %1. The command line refuses this file until they are "
            "fixed; the import report says what was read and what was left out.")
            .replace("%1", listed))
        self.button.setText(self.tr("Import report…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
