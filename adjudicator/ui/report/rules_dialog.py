"""The acceptance-rules dialog: the thresholds a batch must meet, fixed before looking.

Each rule has a check box (unchecked = not used) and its value; labels that are numbers
add the score rules (``score_rule_rows``); the gold rules come last (``gold_rule_rows``).
OK hands the rules, as the mapping ``report.rules`` reads, to the caller, which records them
as a ``rules`` event in the log. When results were already shown the dialog says that the
report will flag the rules.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.adjudication.final_values import label_numbers
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.ui.report.gold_rule_rows import GoldRuleRows
from adjudicator.ui.report.score_rule_rows import ScoreRuleRows

COEFFICIENTS = ("cohen_kappa", "gwet_ac1", "scott_pi", "krippendorff_alpha",
                "brennan_prediger", "percent_agreement", "fleiss_kappa")


def _spin(low: float, high: float, value: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setDecimals(3)
    box.setSingleStep(0.05)
    box.setValue(value)
    return box


class RulesDialog(QDialog):
    """Edit the acceptance rules; ``rules()`` gives the mapping to record."""

    def __init__(self, labels: tuple[str, ...], current: AcceptanceRules | None,
                 results_seen: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Acceptance rules"))
        r = current or AcceptanceRules()
        form = QFormLayout()
        self.use: dict[str, QCheckBox] = {}
        self.min_n = QSpinBox()
        self.min_n.setRange(0, 10**9)
        self.min_n.setValue(r.min_paired_n or 200)
        self.coefficient = QComboBox()
        for key, name in zip(COEFFICIENTS, self._coefficient_names(), strict=True):
            self.coefficient.addItem(name, key)  # shown by name, recorded by key
        self.coefficient.setCurrentIndex(max(0, self.coefficient.findData(r.coefficient)))
        self.min_value = _spin(-1, 1, r.min_value if r.min_value is not None else 0.6)
        self.min_ci_low = _spin(-1, 1, r.min_ci_low if r.min_ci_low is not None else 0.5)
        self.key_classes = QLineEdit(", ".join(r.key_classes))
        self.key_classes.setPlaceholderText(", ".join(labels))
        self.measure = QComboBox()
        self.measure.addItem(self.tr("per-class κ"), "kappa")
        self.measure.addItem(self.tr("recall against the final labels"), "recall")
        self.measure.setCurrentIndex(1 if r.class_measure == "recall" else 0)
        self.min_class = _spin(-1, 1, r.min_class if r.min_class is not None else 0.6)
        self.max_unresolved = _spin(0, 1, r.max_unresolved_share
                                    if r.max_unresolved_share is not None else 0.05)
        self.max_unreviewed = _spin(0, 1, r.max_unreviewed_share
                                    if r.max_unreviewed_share is not None else 0.1)
        rows: list[tuple[str, str, QWidget, bool]] = [
            ("min_paired_n", self.tr("Minimum items both annotators labelled"), self.min_n,
             r.min_paired_n is not None),
            ("min_value", self.tr("Coefficient at least"), self.min_value,
             r.min_value is not None),
            ("min_ci_low", self.tr("Its CI lower bound at least"), self.min_ci_low,
             r.min_ci_low is not None),
            ("min_class", self.tr("Key classes at least"), self.min_class,
             r.min_class is not None),
            ("max_unresolved_share", self.tr("Items without a final label at most (share)"),
             self.max_unresolved, r.max_unresolved_share is not None),
            ("max_unreviewed_share", self.tr("Unreviewed disagreements at most (share)"),
             self.max_unreviewed, r.max_unreviewed_share is not None),
        ]
        form.addRow(self.tr("Coefficient"), self.coefficient)
        form.addRow(self.tr("Key classes (comma-separated)"), self.key_classes)
        form.addRow(self.tr("Key classes are judged by"), self.measure)
        for key, text, widget, used in rows:
            box = QCheckBox(text)
            box.setChecked(used)
            self.use[key] = box
            if key == "max_unresolved_share":
                box.setToolTip(self.tr("Counts every item without a final label: unresolved "
                                       "disagreements and single annotator items alike."))
            form.addRow(box, widget)
        # labels that are numbers: the score rules (min_icc with its form, max_mae)
        self.scores = ScoreRuleRows(form, r) if _numbers(labels) else None
        self.gold = GoldRuleRows(form, r)  # against items with a known answer
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self.warning = QLabel(self.tr(
            "Results have already been shown: rules set now are flagged in the report."))
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b00020")
        self.warning.setVisible(results_seen)
        layout.addWidget(self.warning)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _coefficient_names(self) -> list[str]:
        """The coefficients as the statistics panel names them, in COEFFICIENTS' order."""
        return [self.tr("Cohen's κ"), self.tr("Gwet's AC1"), self.tr("Scott's π"),
                self.tr("Krippendorff's α"), self.tr("Brennan–Prediger"),
                self.tr("Observed agreement pₒ"), self.tr("Fleiss' κ")]

    def rules(self) -> dict[str, Any]:
        """The rules as checked (the mapping ``rules_from_dict`` reads)."""
        out: dict[str, Any] = {"coefficient": self.coefficient.currentData(),
                               "class_measure": self.measure.currentData()}
        classes = [c.strip() for c in self.key_classes.text().replace("，", ",").split(",")
                   if c.strip()]
        if classes:
            out["key_classes"] = classes
        values = {"min_paired_n": self.min_n.value(), "min_value": self.min_value.value(),
                  "min_ci_low": self.min_ci_low.value(), "min_class": self.min_class.value(),
                  "max_unresolved_share": self.max_unresolved.value(),
                  "max_unreviewed_share": self.max_unreviewed.value()}
        out.update({k: v for k, v in values.items() if self.use[k].isChecked()})
        if self.scores is not None:
            out.update(self.scores.rules())
        out.update(self.gold.rules())
        return out


def _numbers(labels: tuple[str, ...]) -> bool:
    """True when every label is a finite number (a score scale)."""
    return label_numbers(labels) is not None
