"""The fields the decision log keeps with a final label beyond the rationale: the lead's
confidence, an error category (a short editable list) and the guideline-update flag."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QWidget

CONFIDENCES = (None, 0.25, 0.5, 0.75, 1.0)


@dataclass(frozen=True)
class Fields:
    """What goes into the Decision event with the label (None / False when not given)."""

    confidence: float | None = None
    error_category: str | None = None
    guideline_update: bool = False


class DecisionFields(QWidget):
    """Confidence, error category and guideline-update flag: blank for an undecided item,
    those of the decision in force for a decided one (so a re-decision keeps them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.confidence = QComboBox()
        self.confidence.setObjectName("confidence")
        for value in CONFIDENCES:
            self.confidence.addItem("—" if value is None else f"{value:.0%}", value)
        self.category = QComboBox()
        self.category.setObjectName("errorCategory")
        self.category.setEditable(True)  # the list is a start: type a category of your own
        self.category.setInsertPolicy(QComboBox.InsertPolicy.InsertAtBottom)
        self.guideline = QCheckBox()
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.confidence_label, self.category_label = QLabel(), QLabel()
        self.form.addRow(self.confidence_label, self.confidence)
        self.form.addRow(self.category_label, self.category)
        self.form.addRow(self.guideline)  # both columns: the panel stays narrow
        self.retranslate()

    def fields(self) -> Fields:
        """The values chosen for the next decision."""
        category = self.category.currentText().strip()
        return Fields(self.confidence.currentData(), category or None,
                      self.guideline.isChecked())

    def reset(self) -> None:
        """Nothing chosen (a new item is shown)."""
        self.confidence.setCurrentIndex(0)
        self.category.setCurrentIndex(0)
        self.category.setEditText("")
        self.guideline.setChecked(False)

    def show_recorded(self, fields: Fields) -> None:
        """The fields of a recorded decision, as they were recorded."""
        self.reset()
        if fields.confidence is not None:
            self.confidence.setCurrentIndex(self._confidence_index(fields.confidence))
        if fields.error_category:
            self.category.setEditText(fields.error_category)
        self.guideline.setChecked(fields.guideline_update)

    def _confidence_index(self, value: float) -> int:
        """The entry holding ``value``; one is added for a value not on the list (set by the
        command line), so that it is shown and kept, never rounded to a neighbour."""
        for i in range(1, self.confidence.count()):
            if math.isclose(float(self.confidence.itemData(i)), value, abs_tol=1e-12):
                return i
        shown = f"{value:.0%}" if math.isclose(value * 100, round(value * 100)) else f"{value:.1%}"
        self.confidence.addItem(shown, value)
        return self.confidence.count() - 1

    def categories(self) -> tuple[str, ...]:
        """The error categories offered before any is typed."""
        return (self.tr("guideline gap"), self.tr("annotator slip"), self.tr("ambiguous item"),
                self.tr("tool error"))

    def retranslate(self) -> None:
        """Texts in the current language (the category list too, keeping typed ones)."""
        own = [self.category.itemText(i) for i in range(5, self.category.count())]
        text = self.category.currentText()
        self.category.clear()
        self.category.addItems(["", *self.categories(), *own])
        self.category.setEditText(text)
        self.confidence_label.setText(self.tr("Confidence:"))
        self.category_label.setText(self.tr("Error category:"))
        self.guideline.setText(self.tr("The guideline needs an update for this"))
        self.confidence.setToolTip(self.tr("How sure you are of this final label"))
        self.category.setToolTip(self.tr("Why the annotators disagreed (type a new one to "
                                         "add it to the list)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
