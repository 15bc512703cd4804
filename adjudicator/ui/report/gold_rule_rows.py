"""The rules dialog's rows for gold items: whom the gold rules judge (each annotator or the
batch pooled, ``gold_scope``), "accuracy against the gold items at least"
(``min_gold_accuracy``) and "gold items labelled at least" (``min_gold_n``), each used only
when ticked, as the other rules are."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QSpinBox

from adjudicator.report.acceptance.rules import AcceptanceRules


class GoldRuleRows:
    """Adds the gold rules to ``form`` and reads them back (``rules``)."""

    def __init__(self, form: QFormLayout, current: AcceptanceRules) -> None:
        self.scope = QComboBox()
        self.scope.addItem(QCoreApplication.translate(
            "GoldRuleRows", "each annotator"), "annotator")
        self.scope.addItem(QCoreApplication.translate(
            "GoldRuleRows", "the batch (every annotator's gold judgments pooled)"), "batch")
        self.scope.setCurrentIndex(1 if current.gold_scope == "batch" else 0)
        self.min_accuracy = QDoubleSpinBox()
        self.min_accuracy.setRange(0, 1)
        self.min_accuracy.setDecimals(3)
        self.min_accuracy.setSingleStep(0.05)
        self.min_accuracy.setValue(current.min_gold_accuracy
                                   if current.min_gold_accuracy is not None else 0.9)
        self.min_n = QSpinBox()
        self.min_n.setRange(0, 10**9)
        self.min_n.setValue(current.min_gold_n if current.min_gold_n is not None else 20)
        why = QCoreApplication.translate(
            "GoldRuleRows", "Gold items are items with a known answer (a reference column of "
                            "the file). Without any, these rules cannot be checked and the "
                            "verdict is not a pass.")
        self.use_accuracy = QCheckBox(QCoreApplication.translate(
            "GoldRuleRows", "Accuracy against the gold items at least"))
        self.use_accuracy.setChecked(current.min_gold_accuracy is not None)
        self.use_accuracy.setToolTip(why)
        self.use_n = QCheckBox(QCoreApplication.translate(
            "GoldRuleRows", "Gold items labelled at least"))
        self.use_n.setChecked(current.min_gold_n is not None)
        self.use_n.setToolTip(why)
        form.addRow(QCoreApplication.translate(
            "GoldRuleRows", "Gold rules judge"), self.scope)
        form.addRow(self.use_accuracy, self.min_accuracy)
        form.addRow(self.use_n, self.min_n)

    def rules(self) -> dict[str, Any]:
        """The ticked gold rules (the scope with either)."""
        out: dict[str, Any] = {}
        if self.use_accuracy.isChecked():
            out["min_gold_accuracy"] = self.min_accuracy.value()
        if self.use_n.isChecked():
            out["min_gold_n"] = self.min_n.value()
        if out:
            out["gold_scope"] = self.scope.currentData()
        return out
