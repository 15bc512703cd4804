"""The report dialog's form for the fields a report carries beyond the numbers: project, batch,
sampling frame, planned n, reviewer, conclusion, signed by and signed on. Filled from the
fields the log keeps; "Keep and update" hands what is typed on, to be recorded and shown."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QWidget

# the form's rows: (field, field) pairs side by side; the conclusion has a row of its own
LAYOUT = (("project", "batch"), ("sampling_frame", "planned_sample_size"),
          ("reviewer", "signed_by"), ("signed_on", None), ("conclusion", None))


class ReportFieldsForm(QGroupBox):
    """One line edit per report field; ``entered(fields)`` on "Keep and update"."""

    entered = Signal(dict)

    def __init__(self, fields: dict[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reportFields")
        self.edits = {name: QLineEdit() for pair in LAYOUT for name in pair if name}
        self.labels = {name: QLabel() for name in self.edits}
        for name, edit in self.edits.items():
            edit.setObjectName(f"field_{name}")
            edit.setText(fields.get(name, ""))
            self.labels[name].setBuddy(edit)
        self.edits["planned_sample_size"].setValidator(QRegularExpressionValidator(
            QRegularExpression(r"\d{0,9}"), self))
        self.keep = QPushButton()
        self.keep.setObjectName("keepFields")
        self.keep.clicked.connect(lambda: self.entered.emit(self.values()))
        self._layout()
        self.retranslate()

    def _layout(self) -> None:
        grid = QGridLayout(self)
        for row, pair in enumerate(LAYOUT):
            for side, name in enumerate(pair):
                if name is None:
                    continue
                span = 3 if pair[1] is None and name == "conclusion" else 1
                grid.addWidget(self.labels[name], row, side * 2)
                grid.addWidget(self.edits[name], row, side * 2 + 1, 1, span)
        grid.addWidget(self.keep, len(LAYOUT) - 2, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

    def values(self) -> dict[str, str]:
        """Every field as typed (blank ones as "", so a cleared field is cleared)."""
        return {name: edit.text().strip() for name, edit in self.edits.items()}

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setTitle(self.tr("Report fields (kept in the decision log for the next report)"))
        words = {"project": self.tr("Project:"), "batch": self.tr("Batch:"),
                 "sampling_frame": self.tr("Sampling frame:"),
                 "planned_sample_size": self.tr("Planned n:"), "reviewer": self.tr("Reviewer:"),
                 "conclusion": self.tr("Conclusion:"), "signed_by": self.tr("Signed by:"),
                 "signed_on": self.tr("Signed on:")}
        for name, label in self.labels.items():
            label.setText(words[name])
        self.edits["signed_on"].setPlaceholderText(self.tr("e.g. 2026-05-31"))
        self.edits["planned_sample_size"].setPlaceholderText(self.tr("items, e.g. 400"))
        self.edits["conclusion"].setPlaceholderText(
            self.tr("e.g. Accepted / Rework batch 7 (flagged when it contradicts the verdict)"))
        self.keep.setText(self.tr("Keep and update the report"))
        self.keep.setToolTip(self.tr("Record these fields in the decision log and show them "
                                     "in the report"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
