"""Each annotator against the final labels: κ with its interval, pₒ and macro F1 per annotator,
and per-class recall / precision / F1 of the annotator chosen in the panel. Unresolved items
have no final label: they are counted and left out, and the panel says so."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from adjudicator.core.stats.estimate import Estimate
from adjudicator.core.stats.versus_final import AnnotatorVersusFinal, VersusFinal
from adjudicator.ui.stat_text import reason_text
from adjudicator.ui.stats_panel import format_ci, format_value
from adjudicator.ui.text_fit import elide_middle, grouped

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
NAME_WIDTH = 110  # px: longer annotator names are elided in the middle, full in the tooltip


class VersusFinalPanel(QWidget):
    """Shows one ``VersusFinal`` (recomputed by the window after every decision and undo)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: VersusFinal | None = None
        self._kappa_cells: dict[str, QLabel] = {}
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.note = QLabel()
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(0, 1)
        self.chooser = QComboBox()  # whose per-class scores are listed
        self.chooser.currentIndexChanged.connect(lambda _i: self._rebuild_classes())
        self.classes = QGridLayout()
        self.classes.setHorizontalSpacing(8)
        self.classes.setVerticalSpacing(1)
        self.classes.setColumnStretch(0, 1)
        self.reasons = QLabel()  # undefined values say why here, not only in a tooltip
        self.reasons.setObjectName("hint")
        self.reasons.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addLayout(self.grid)
        layout.addWidget(self.chooser)
        layout.addLayout(self.classes)
        layout.addWidget(self.reasons)
        self.retranslate()

    def show_result(self, result: VersusFinal) -> None:
        """Show every annotator's agreement with the final labels."""
        self.result = result
        names = [b.annotator for b in result.annotators]
        if [self.chooser.itemData(i) for i in range(self.chooser.count())] != names:
            self.chooser.blockSignals(True)
            self.chooser.clear()
            for name in names:
                self.chooser.addItem(elide_middle(self.chooser, name, NAME_WIDTH * 2), name)
            self.chooser.blockSignals(False)
        self._rebuild()

    def chosen(self) -> AnnotatorVersusFinal | None:
        """The annotator whose per-class scores are listed."""
        if self.result is None or not self.result.annotators:
            return None
        return self.result.annotators[max(self.chooser.currentIndex(), 0)]

    def kappa_text(self, annotator: str) -> str:
        """The κ shown for one annotator, exactly as on screen (value and interval)."""
        shown = self._kappa_cells.get(annotator)
        return shown.text() if shown is not None else ""

    # -- building ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        _clear(self.grid)
        self._kappa_cells = {}
        r = self.result
        if r is None:
            self.note.setText("")
            return
        decided = r.annotators[0].n if r.annotators else 0
        self.note.setText(self.tr(
            "Against the final labels of %1 items (unanimous or decided); %2 unresolved items "
            "have no final label yet and are left out.")
            .replace("%1", grouped(decided)).replace("%2", grouped(r.unresolved)))
        for col, head in enumerate((self.tr("Annotator"), self.tr("κ vs final"),
                                    self.tr("pₒ"), self.tr("macro F1"))):
            cell = QLabel(head)
            cell.setObjectName("subTitle")
            cell.setAlignment(LEFT if col == 0 else RIGHT)
            self.grid.addWidget(cell, 0, col)
        for row, block in enumerate(r.annotators, start=1):
            self._annotator_row(row, block)
        self._rebuild_classes()

    def _annotator_row(self, row: int, block: AnnotatorVersusFinal) -> None:
        kappa = block.kappa
        name = QLabel(elide_middle(self, block.annotator, NAME_WIDTH))
        name.setToolTip(block.annotator + "\n" + self.tr(
            "%1 items with a final label that this annotator labelled")
            .replace("%1", grouped(block.n)))
        value = QLabel(self._kappa_cell(kappa))
        value.setObjectName("statValue")
        self._kappa_cells[block.annotator] = value
        po = QLabel(format_value(block.percent_agreement, percent=True))
        f1 = block.macro_f1
        macro = QLabel("—" if f1 is None else f"{f1:.3f}")
        for col, cell in enumerate((name, value, po, macro)):
            cell.setAlignment(LEFT if col == 0 else RIGHT)
            if col:
                cell.setToolTip(self._kappa_tip(kappa))
            self.grid.addWidget(cell, row, col)

    def _kappa_cell(self, kappa: Estimate) -> str:
        """κ with its interval; a zero-width interval is not shown as if it were precise."""
        if _zero_width(kappa):
            return f"{format_value(kappa)} " + self.tr("(no interval)")
        return f"{format_value(kappa)} {format_ci(kappa)}".strip()

    def _kappa_tip(self, kappa: Estimate) -> str:
        tip = self.tr("Cohen's κ between this annotator's labels and the final labels: how "
                      "often the annotator's label stood. Unanimous items agree by "
                      "construction, so it is higher than κ between annotators.")
        if kappa.reason:
            tip += "\n\n" + self.tr("Undefined: %1").replace("%1", reason_text(kappa.reason))
        return tip

    def _rebuild_classes(self) -> None:
        _clear(self.classes)
        block = self.chosen()
        if block is None:
            self.reasons.setText("")
            return
        heads = (self.tr("Class"), self.tr("recall"), self.tr("precision"), self.tr("F1"))
        for col, head in enumerate(heads):
            cell = QLabel(head)
            cell.setObjectName("subTitle")
            cell.setAlignment(LEFT if col == 0 else RIGHT)
            self.classes.addWidget(cell, 0, col)
        for row, scores in enumerate(block.classes, start=1):
            cells = (QLabel(scores.label), QLabel(_with_ci(scores.recall)),
                     QLabel(_with_ci(scores.precision)), QLabel(format_value(scores.f1)))
            tip = self.tr("%1: %2 items finally this class, %3 given it by the annotator, %4 "
                          "both (Wilson 95% intervals)").replace("%1", scores.label).replace(
                "%2", grouped(scores.support)).replace("%3", grouped(scores.predicted)).replace(
                "%4", grouped(scores.hits))
            for col, cell in enumerate(cells):
                cell.setAlignment(LEFT if col == 0 else RIGHT)
                cell.setToolTip(tip)
                self.classes.addWidget(cell, row, col)
        self.reasons.setText(self._reasons(block))

    def _reasons(self, block: AnnotatorVersusFinal) -> str:
        """Every undefined value of the chosen annotator, with its reason, one per line."""
        lines = []
        if block.kappa.reason:
            lines.append(self.tr("κ: %1").replace("%1", reason_text(block.kappa.reason)))
        if self.result is not None and any(_zero_width(b.kappa) for b in self.result.annotators):
            lines.append(self.tr("κ vs final with no interval: its standard error is 0 on these "
                                 "items (every label stood), so no interval can be given."))
        for scores in block.classes:
            for est in (scores.recall, scores.precision):
                if est.reason:
                    lines.append(f"{scores.label} — {reason_text(est.reason)}")
        return "\n".join(dict.fromkeys(lines))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Annotators vs final labels"))
        self.chooser.setToolTip(self.tr("Whose per-class recall, precision and F1 to list"))
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _zero_width(est: Estimate) -> bool:
    """True when the interval is not estimable: withheld by the core with a reason
    (``ci_reason``), or of no width (a standard error of 0)."""
    if est.value is None:
        return False
    if est.ci is None:
        return bool(getattr(est, "ci_reason", None))
    return est.ci[1] - est.ci[0] <= 1e-12


def _with_ci(est: Estimate) -> str:
    """A proportion with its interval in whole percent, "80% [44–98]" (— when undefined)."""
    if est.value is None:
        return "—"
    if est.ci is None:
        return f"{est.value:.0%}"
    low, high = est.ci
    return f"{est.value:.0%} [{low * 100:.0f}–{high * 100:.0f}]"


def _clear(grid: QGridLayout) -> None:
    """Empty the grid; the old cells are hidden at once (deleted later), so a rebuild after a
    language switch never leaves the old words on screen."""
    while grid.count():
        taken = grid.takeAt(0)
        widget = taken.widget() if taken is not None else None
        if widget is not None:
            widget.hide()
            widget.deleteLater()
