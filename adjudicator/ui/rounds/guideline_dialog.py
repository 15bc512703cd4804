"""Asks for a new guideline version and what changed in it, in one small dialog."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)


class GuidelineDialog(QDialog):
    """Version (required, different from the current one) and notes (optional)."""

    def __init__(self, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.current = current
        self.setWindowTitle(self.tr("New guideline version"))
        self.version = QLineEdit()
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("e.g. sarcasm about delivery counts as a complaint"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.version.textChanged.connect(self._check)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Current version: %1").replace(
            "%1", current or self.tr("(none)"))))
        form.addRow(self.tr("New version:"), self.version)
        form.addRow(self.tr("What changed (optional):"), self.notes)
        form.addRow(self.buttons)
        self.resize(460, 260)
        self._check()

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        value = self.version.text().strip()
        ok.setEnabled(bool(value) and value != self.current)

    def answer(self) -> tuple[str, str]:
        """The version and the notes, stripped."""
        return self.version.text().strip(), self.notes.toPlainText().strip()
