"""The rules dialog's rows for scores (labels that are numbers): the ICC form the rule reads,
"that ICC at least" (``min_icc``) and "every pair's mean absolute difference at most"
(``max_mae``, in the scores' unit), each used only when ticked, as the other rules are."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout

from adjudicator.core.scores.icc import FORMS
from adjudicator.report.acceptance.rules import AcceptanceRules

MAE_MAX = 1e9  # no real score scale is wider; the spin box needs a bound


def _box(low: float, high: float, value: float, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(3)
    box.setSingleStep(step)
    box.setValue(value)
    return box


class ScoreRuleRows:
    """Adds the score rules to ``form`` and reads them back (``rules``)."""

    def __init__(self, form: QFormLayout, current: AcceptanceRules) -> None:
        self.form = QComboBox()
        for key, (name, model, kind) in FORMS.items():  # recorded by Shrout & Fleiss's key
            words = (QCoreApplication.translate("Scores", model),
                     QCoreApplication.translate("Scores", kind))
            self.form.addItem(f"{key} = {name}: {words[0]}, {words[1]}", key)
        self.form.setCurrentIndex(max(0, self.form.findData(current.icc_form)))
        self.form.setToolTip(QCoreApplication.translate(
            "ScoreRuleRows", "The ICC form the rule reads, over all annotators; ICC(2,1) "
            "(two-way random, absolute agreement of one annotator's score) unless the "
            "design says otherwise"))
        self.min_icc = _box(-1, 1, current.min_icc if current.min_icc is not None else 0.75,
                            0.05)
        self.max_mae = _box(0, MAE_MAX, current.max_mae if current.max_mae is not None
                            else 1.0, 0.1)
        self.use_icc = QCheckBox(QCoreApplication.translate(
            "ScoreRuleRows", "ICC of that form at least"))
        self.use_icc.setChecked(current.min_icc is not None)
        self.use_mae = QCheckBox(QCoreApplication.translate(
            "ScoreRuleRows", "Mean absolute difference of every pair at most (scores' unit)"))
        self.use_mae.setChecked(current.max_mae is not None)
        self.use_mae.setToolTip(QCoreApplication.translate(
            "ScoreRuleRows", "MAE of each annotator pair's scores on the items both scored; "
            "every pair must meet it"))
        form.addRow(QCoreApplication.translate("ScoreRuleRows", "ICC form (scores)"), self.form)
        form.addRow(self.use_icc, self.min_icc)
        form.addRow(self.use_mae, self.max_mae)

    def rules(self) -> dict[str, Any]:
        """The ticked score rules (the form only with ``min_icc``)."""
        out: dict[str, Any] = {}
        if self.use_icc.isChecked():
            out |= {"icc_form": self.form.currentData(), "min_icc": self.min_icc.value()}
        if self.use_mae.isChecked():
            out["max_mae"] = self.max_mae.value()
        return out
