"""The import report: what the reader did with every row (encoding, layout, skipped rows,
unknown labels...). Shown on request, and by itself when the import found problems."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class ImportReportDialog(QDialog):
    """Read-only text of the import's ``ValidationReport`` (rendered by ``io.checking.text``)
    with its problems on top."""

    def __init__(self, report: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import report"))
        self.resize(720, 480)
        from adjudicator.io.checking.text import render
        from adjudicator.ui.common.error_text import localised_text, translate_error_template

        problems = [localised_text(p) for p in getattr(report, "problems", [])]
        self.summary = QLabel(
            self.tr("Problems to fix or confirm: %1").replace("%1", "; ".join(problems))
            if problems else self.tr("No problems found in the import."))
        self.summary.setObjectName("savedMark")
        self.summary.setProperty("state", "error" if problems else "ok")
        self.summary.setWordWrap(True)
        self.text = QPlainTextEdit(render(report, translate_error_template)
                                   if report is not None else "")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
