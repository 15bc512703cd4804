"""Each annotator against the final labels: κ with its interval, pₒ and macro F1 per annotator,
and per-class recall / precision / F1 of the annotator chosen in the panel. Unresolved items
have no final label: they are counted and left out, and the panel says so."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from adjudicator.core.stats.estimate import Estimate
from adjudicator.core.stats.versus_final import AnnotatorVersusFinal, ClassScores, VersusFinal
from adjudicator.ui.label_grid import RIGHT, Cell, LabelGrid, heading_row
from adjudicator.ui.stat_text import reason_text
from adjudicator.ui.stats_panel import format_ci, format_value
from adjudicator.ui.text_fit import elide_middle, grouped

NAME_WIDTH = 110  # px: longer annotator names are elided in the middle, full in the tooltip


class VersusFinalPanel(QWidget):
    """Shows one ``VersusFinal`` (recomputed by the window after every decision and undo);
    its two grids are updated in place, so a decision repaints only the numbers it moved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: VersusFinal | None = None
        self._kappa_rows: dict[str, int] = {}  # annotator -> row of the grid
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.note = QLabel()
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.annotator_grid = LabelGrid()
        self.grid = self.annotator_grid.layout
        self.chooser = QComboBox()  # whose per-class scores are listed
        self.chooser.currentIndexChanged.connect(lambda _i: self._rebuild_classes())
        self.class_grid = LabelGrid(horizontal_spacing=8)
        self.classes = self.class_grid.layout
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
        row = self._kappa_rows.get(annotator)
        return self.annotator_grid.label(row, 1).text() if row is not None else ""

    # -- building ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        r = self.result
        if r is None:
            self.annotator_grid.clear()
            self._kappa_rows = {}
            self.note.setText("")
            return
        decided = r.annotators[0].n if r.annotators else 0
        _set_text(self.note, self.tr(
            "Against the final labels of %1 items (unanimous or decided); %2 unresolved items "
            "have no final label yet and are left out.")
            .replace("%1", grouped(decided)).replace("%2", grouped(r.unresolved)))
        rows = [heading_row(self.tr("Annotator"), self.tr("κ vs final"), self.tr("pₒ"),
                            self.tr("macro F1"))]
        rows += [self._annotator_row(block) for block in r.annotators]
        self.annotator_grid.show_rows(rows)
        self._kappa_rows = {b.annotator: row for row, b in enumerate(r.annotators, start=1)}
        self._rebuild_classes()

    def _annotator_row(self, block: AnnotatorVersusFinal) -> list[Cell]:
        kappa, f1 = block.kappa, block.macro_f1
        name_tip = block.annotator + "\n" + self.tr(
            "%1 items with a final label that this annotator labelled").replace(
            "%1", grouped(block.n))
        tip = self._kappa_tip(kappa)
        return [Cell(elide_middle(self, block.annotator, NAME_WIDTH), name_tip),
                Cell(self._kappa_cell(kappa), tip, "statValue", RIGHT),
                Cell(format_value(block.percent_agreement, percent=True), tip, align=RIGHT),
                Cell("—" if f1 is None else f"{f1:.3f}", tip, align=RIGHT)]

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
        block = self.chosen()
        if block is None:
            self.class_grid.clear()
            self.reasons.setText("")
            return
        rows = [heading_row(self.tr("Class"), self.tr("recall"), self.tr("precision"),
                            self.tr("F1"))]
        rows += [self._class_row(scores) for scores in block.classes]
        self.class_grid.show_rows(rows)
        _set_text(self.reasons, self._reasons(block))

    def _class_row(self, scores: ClassScores) -> list[Cell]:
        tip = self.tr("%1: %2 items finally this class, %3 given it by the annotator, %4 "
                      "both (Wilson 95% intervals)").replace("%1", scores.label).replace(
            "%2", grouped(scores.support)).replace("%3", grouped(scores.predicted)).replace(
            "%4", grouped(scores.hits))
        return [Cell(scores.label, tip), Cell(_with_ci(scores.recall), tip, align=RIGHT),
                Cell(_with_ci(scores.precision), tip, align=RIGHT),
                Cell(format_value(scores.f1), tip, align=RIGHT)]

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


def _set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it differs (a word-wrapped label relayouts its column)."""
    if label.text() != text:
        label.setText(text)
