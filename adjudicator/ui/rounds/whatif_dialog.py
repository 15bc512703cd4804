"""What-if (File ▸ What-if…): merge two classes or change the weights, and see every
coefficient of the pair beside the original at once, with both intervals and the difference.

The numbers are ``report.whatif`` (the core's ``summarize_table`` on the changed matrix), the
same as the report's what-if appendix; "Add to the report" hands the change to the caller,
which puts it in the appendix of the next report preview.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.errors import InputError
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weights import SCHEMES
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary_model import PairSummary
from adjudicator.report.analyses.whatif import WhatIf, change_weights, merge_classes
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.common.stat_text import reason_text

# indices that are not agreement coefficients (the report leaves them out too)
INDICES = ("kappa_max", "prevalence_index", "bias_index")
MERGE, WEIGHTS = "merge", "weights"


def interval_text(est: Estimate | None, none: str) -> str:
    """"[low, high]", or the word for no interval with the core's reason."""
    if est is None or est.value is None:
        return ""
    if est.ci is None:
        return f"{none} ({reason_text(est.reason)})" if est.reason else none
    return f"[{est.ci[0]:.4f}, {est.ci[1]:.4f}]"


def value_text(est: Estimate | None, undefined: str) -> str:
    """The value to four places, or the word for undefined."""
    if est is None:
        return "—"
    return undefined if est.value is None else f"{est.value:.4f}"


class WhatIfDialog(QDialog):
    """One pair, one change, every coefficient before and after."""

    COLUMNS = 6

    def __init__(self, pairs: Sequence[PairSummary], options: AgreementOptions | None = None,
                 add: Callable[[WhatIf], int] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("What-if"))
        self.resize(820, 520)
        self.pairs, self.options, self.add = list(pairs), options or AgreementOptions(), add
        self.change: WhatIf | None = None
        self.added: list[WhatIf] = []
        self.pair = QComboBox()
        for p in self.pairs:
            self.pair.addItem(f"{p.annotators[0]} / {p.annotators[1]}")
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Merge two classes"), MERGE)
        self.kind.addItem(self.tr("Change the weights"), WEIGHTS)
        self.first, self.second = QComboBox(), QComboBox()
        self.scheme = QComboBox()
        for scheme in SCHEMES:
            self.scheme.addItem(scheme)
        self.scheme.setCurrentText("quadratic")
        form = QFormLayout()
        form.addRow(self.tr("Annotator pair"), self.pair)
        form.addRow(self.tr("Change"), self.kind)
        self.first_label = QLabel(self.tr("Merge class"))
        self.second_label = QLabel(self.tr("into class"))
        self.scheme_label = QLabel(self.tr("Weights"))
        form.addRow(self.first_label, self.first)
        form.addRow(self.second_label, self.second)
        form.addRow(self.scheme_label, self.scheme)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setHorizontalHeaderLabels([
            self.tr("Coefficient"), self.tr("Original"), self.tr("95% CI (original)"),
            self.tr("Changed"), self.tr("95% CI (changed)"), self.tr("Difference")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.add_button = QPushButton(self.tr("Add to the report's appendix"))
        self.add_button.clicked.connect(self.add_to_report)
        self.add_button.setVisible(add is not None)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.pair.currentIndexChanged.connect(self._pair_changed)
        for box in (self.kind, self.first, self.second, self.scheme):
            box.currentIndexChanged.connect(self.recompute)
        self._pair_changed()

    def _pair_changed(self) -> None:
        labels = self.pairs[self.pair.currentIndex()].labels if self.pairs else ()
        for box, pick in ((self.first, 0), (self.second, 1)):
            box.blockSignals(True)
            box.clear()
            box.addItems(list(labels))
            box.setCurrentIndex(min(pick, len(labels) - 1))
            box.blockSignals(False)
        self.recompute()

    def recompute(self) -> None:
        """The change as chosen, every coefficient in the table (or why it cannot be)."""
        merge = self.kind.currentData() == MERGE
        for widget in (self.first, self.second, self.first_label, self.second_label):
            widget.setVisible(merge)
        self.scheme.setVisible(not merge)
        self.scheme_label.setVisible(not merge)
        self.change = None
        if not self.pairs:
            return self._show_error(self.tr("No annotator pair to compare"))
        pair = self.pairs[self.pair.currentIndex()]
        try:
            if merge:
                self.change = merge_classes(pair, self.first.currentText(),
                                            self.second.currentText(), self.options)
            else:
                self.change = change_weights(pair, self.scheme.currentText(), self.options)
        except InputError as exc:
            return self._show_error(localised(exc))
        self._fill(self.change)
        self.message.setText(self.tr(
            "Computed on the %1 items both annotators labelled; the original labels and the "
            "decision log are not changed.").replace("%1", f"{pair.n:,}"))
        self.add_button.setEnabled(True)
        return None

    def _show_error(self, text: str) -> None:
        self.table.setRowCount(0)
        self.message.setText(text)
        self.add_button.setEnabled(False)

    def _fill(self, w: WhatIf) -> None:
        names = [n for n in dict.fromkeys([*w.original, *w.changed]) if n not in INDICES]
        self.table.setRowCount(len(names))
        undefined, none = self.tr("undefined"), self.tr("no interval")
        shown = self.coefficient_names()
        for row, name in enumerate(names):
            before, after = w.original.get(name), w.changed.get(name)
            b = before.value if before is not None else None
            a = after.value if after is not None else None
            diff = f"{a - b:+.4f}" if a is not None and b is not None else ""
            cells = [shown.get(name, name), value_text(before, undefined),
                     interval_text(before, none), value_text(after, undefined),
                     interval_text(after, none), diff]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (1, 3, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if col == 0:
                    item.setData(Qt.ItemDataRole.UserRole, name)
                self.table.setItem(row, col, item)

    def coefficient_names(self) -> dict[str, str]:
        """The coefficients' names in the current language."""
        return {
            "percent_agreement": self.tr("Observed agreement pₒ"),
            "cohen_kappa": self.tr("Cohen's κ"), "scott_pi": self.tr("Scott's π"),
            "gwet_ac1": self.tr("Gwet's AC1"), "brennan_prediger": self.tr("Brennan–Prediger"),
            "pabak": self.tr("PABAK"), "krippendorff_alpha": self.tr("Krippendorff's α"),
            "cohen_kappa_weighted": self.tr("Cohen's weighted κ"),
            "gwet_ac2": self.tr("Gwet's AC2"),
        }

    def add_to_report(self) -> None:
        """Hand the shown change to the report (its next preview carries it)."""
        if self.change is None or self.add is None:
            return
        total = self.add(self.change)
        self.added.append(self.change)
        self.message.setText(self.tr("Added: the report's what-if appendix now holds %1 "
                                     "change(s).").replace("%1", str(total)))
