"""A bar over the working page naming the import's problems (duplicate ids, short rows,
unknown labels…): a file the command line refuses until they are fixed may still be looked at
here, but never without saying so in the window itself — the report pop-up alone was missed
(and a screenshot never shows it). A file without problems whose reading left rows out (empty
rows, cancelled or rejected answers, a tool's test questions) says how many, and why, so the
items shown are never fewer than the file's rows without a mark."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from adjudicator.ui.common.error_text import localised_text

STYLE = ("#importNotice { background: #fff4e0; border-bottom: 1px solid #e0b060; }"
         "#importNotice QLabel { color: #6b4200; font-weight: 600; }"
         "#importNotice[problems=\"false\"] { background: #eef4fb; "
         "border-bottom-color: #b8cde6; }"
         "#importNotice[problems=\"false\"] QLabel { color: #1d3b5c; font-weight: 400; }")
SHOWN_REASONS = 3  # reasons named in the bar; the import report lists every one


class ImportNotice(QFrame):
    """Hidden for a file without problems; stays until another file is opened."""

    def __init__(self, show_report: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importNotice")
        self.setStyleSheet(STYLE)
        self.problems: list[Any] = []
        self.skipped: list[Any] = []
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
        self.skipped = list(getattr(report, "skipped", None) or [])
        self.setProperty("problems", bool(self.problems))
        self.style().unpolish(self)
        self.style().polish(self)
        self.setVisible(bool(self.problems or self.skipped))
        self.retranslate()

    def retranslate(self) -> None:
        """The bar in the current language (the problems too)."""
        self.button.setText(self.tr("Import report…"))
        if not self.problems:
            self.text.setText(self.tr("%1 row(s) of the file left out: %2. The import report "
                                      "lists them.").replace("%1", str(len(self.skipped)))
                              .replace("%2", self._reasons()))
            return
        listed = self.tr("; ").join(localised_text(p) for p in self.problems)
        self.text.setText(self.tr(
            "Opened with problems: %1. The command line refuses this file until they are "
            "fixed; the import report says what was read and what was left out.")
            .replace("%1", listed))

    def _reasons(self) -> str:
        """The skipped rows' reasons with their counts, most frequent first (``empty row 2``)."""
        counts: dict[str, int] = {}
        for row in self.skipped:
            reason = localised_text(row.kind)
            counts[reason] = counts.get(reason, 0) + 1
        ordered = sorted(counts.items(), key=lambda kv: -kv[1])
        shown = [self.tr("%1: %2").replace("%1", r).replace("%2", str(n))
                 for r, n in ordered[:SHOWN_REASONS]]
        if len(ordered) > SHOWN_REASONS:
            shown.append("…")
        return self.tr("; ").join(shown)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
