"""Each annotator against the final labels: κ with its interval, pₒ and macro F1 per annotator,
and per-class recall / precision / F1 of the annotator chosen in the panel. Unresolved items
have no final label: they are counted and left out, and the panel says so.

The headline is the figure on the disputed items the lead decided: on an item every annotator
agreed on, each scores 1 by construction. The figure on every item with a final label is the
panel's second view. Before any decision there is nothing to judge the annotators by, and the
panel says so instead of showing κ = 1.000.

Wide, each annotator and each class is one line of name, values and intervals. In a column
too narrow for that (the statistics column at its floor, ``ui/stats_fit``), each becomes a
small block: the name on a line of its own, then each value with its interval under it, so
everything is in view without a sideways scroll. Both grids keep their labels either way."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from adjudicator.core.stats.annotator_scores import MACRO_F1_FIXED, Ranked, rank_annotators
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.versus_final import AnnotatorVersusFinal, ClassScores, VersusFinal
from adjudicator.session.versus_final_of import VersusViews
from adjudicator.ui.agreement.label_grid import (
    RIGHT,
    Arrangement,
    Cell,
    LabelGrid,
    Spot,
    heading_row,
)
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text
from adjudicator.ui.common.text_fit import elide_middle, grouped

NAME_WIDTH = 110  # px: longer annotator names are elided in the middle, full in the tooltip
CLASS_WIDTH = 150  # px: the same for class names


def _annotators_wide(row: int, cells: int) -> list[Spot]:
    """Heading: annotator, κ (over value and interval), pₒ, macro F1. Each annotator: name,
    κ, its interval, pₒ, macro F1 on one line; the captions of the narrow blocks hidden."""
    if row == 0:
        return [Spot(0, 0), Spot(0, 1, 2), Spot(0, 3), Spot(0, 4)][:cells]
    return [Spot(0, 0), Spot(1, 0, shown=False), Spot(0, 1), Spot(0, 2),
            Spot(1, 1, shown=False), Spot(0, 3), Spot(1, 2, shown=False), Spot(0, 4)][:cells]


def _annotators_narrow(row: int, cells: int) -> list[Spot]:
    """No heading. Each annotator a block: the name; "κ vs final" and κ, its interval
    right-aligned under it; pₒ; macro F1 (caption left, value right)."""
    if row == 0:
        return [Spot(0, c, shown=False) for c in range(cells)]
    return [Spot(0, 0, 2), Spot(1, 0), Spot(1, 1), Spot(2, 0, 2),
            Spot(3, 0), Spot(3, 1), Spot(4, 0), Spot(4, 1)][:cells]


def _classes_wide(row: int, cells: int) -> list[Spot]:
    """Heading: class, recall and precision (each over value and interval), F1; each class
    on one line."""
    if row == 0:
        return [Spot(0, 0), Spot(0, 1, 2), Spot(0, 3, 2), Spot(0, 5)][:cells]
    return [Spot(0, c) for c in range(cells)]


def _classes_narrow(row: int, cells: int) -> list[Spot]:
    """Heading without "Class": recall, precision, F1 side by side. Each class a block: its
    name, then the three values, each interval under its value."""
    if row == 0:
        return [Spot(1, 0, shown=False), Spot(0, 0), Spot(0, 1), Spot(0, 2)][:cells]
    return [Spot(0, 0, 3), Spot(1, 0), Spot(2, 0), Spot(1, 1), Spot(2, 1), Spot(1, 2)][:cells]


class VersusFinalPanel(QWidget):
    """Shows one ``VersusFinal`` (recomputed by the window after every decision and undo);
    its two grids are updated in place, so a decision repaints only the numbers it moved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: VersusFinal | None = None
        self.views: VersusViews | None = None
        self._kappa_rows: dict[str, int] = {}  # annotator -> row of the grid
        self.scope = QComboBox()  # disputed items decided (the headline) or all final items
        self.scope.addItems(["", ""])
        self.scope.currentIndexChanged.connect(lambda _i: self._show_views())
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.note = QLabel()
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.annotator_grid = LabelGrid(wide=Arrangement(2, _annotators_wide),
                                        narrow=Arrangement(5, _annotators_narrow))
        self.grid = self.annotator_grid.layout
        self.chooser = QComboBox()  # whose per-class scores are listed
        self.chooser.setSizeAdjustPolicy(  # as narrow as the column, names elided
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.chooser.setMinimumContentsLength(8)
        self.chooser.currentIndexChanged.connect(lambda _i: self._rebuild_classes())
        self.class_grid = LabelGrid(horizontal_spacing=8, wide=Arrangement(2, _classes_wide),
                                    narrow=Arrangement(3, _classes_narrow))
        self.classes = self.class_grid.layout
        self.reasons = QLabel()  # undefined values say why here, not only in a tooltip
        self.reasons.setObjectName("hint")
        self.reasons.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.scope)
        layout.addWidget(self.note)
        layout.addLayout(self.grid)
        layout.addWidget(self.chooser)
        layout.addLayout(self.classes)
        layout.addWidget(self.reasons)
        self.retranslate()

    def show_views(self, views: VersusViews) -> None:
        """Show the view chosen in the scope box: the disputed items decided, or every item
        with a final label; with no decision (or none on a disputed item) say so instead."""
        self.views = views
        self._show_views()

    @property
    def disputed_only(self) -> bool:
        """True while the headline view (the disputed items decided) is chosen."""
        return self.scope.currentIndex() == 0

    def _show_views(self) -> None:
        v = self.views
        if v is None:
            return
        if v.decisions == 0 or (self.disputed_only and v.disputed_items == 0):
            self.result = None
            self._rebuild()
            return
        self.show_result(v.disputed if self.disputed_only else v.every)

    def show_result(self, result: VersusFinal) -> None:
        """Show every annotator's agreement with the final labels."""
        self.result = result
        names = [b.annotator for b in result.annotators]
        if [self.chooser.itemData(i) for i in range(self.chooser.count())] != names:
            self.chooser.blockSignals(True)
            self.chooser.clear()
            for i, name in enumerate(names):
                self.chooser.addItem(elide_middle(self.chooser, name, NAME_WIDTH * 2), name)
                self.chooser.setItemData(i, name, Qt.ItemDataRole.ToolTipRole)
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
        if row is None:
            return ""
        value, interval = (self.annotator_grid.label(row, c).text() for c in (2, 3))
        return f"{value} {interval}".strip()

    # -- narrow or wide (ui/stats_fit) -------------------------------------------------------
    @property
    def stacked(self) -> bool:
        """True while each annotator and class is a block of lines (a narrow column)."""
        return self.annotator_grid.stacked

    def wide_width(self) -> int:
        """Px the grids need with each annotator and class on one line."""
        return max(self.annotator_grid.wide_width(), self.class_grid.wide_width())

    def set_stacked(self, stacked: bool) -> None:
        """Blocks of lines (narrow) or one line each (wide); the same labels either way."""
        self.annotator_grid.set_stacked(stacked)
        self.class_grid.set_stacked(stacked)

    # -- building ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        r = self.result
        self.chooser.setVisible(r is not None)
        if r is None:
            self.annotator_grid.clear()
            self._kappa_rows = {}
            _set_text(self.note, self._empty_note())
            self._rebuild_classes()
            return
        _set_text(self.note, self._note(r))
        rows = [heading_row(self.tr("Annotator"), self.tr("κ vs final"), self.tr("pₒ"),
                            self.tr("macro F1"))]  # see _annotators_wide for the places
        ranked = {x.annotator: x for x in
                  rank_annotators([(b.annotator, b.kappa) for b in r.annotators])}
        rows += [self._annotator_row(block, ranked.get(block.annotator), len(ranked))
                 for block in r.annotators]
        self.annotator_grid.show_rows(rows)
        self._kappa_rows = {b.annotator: row for row, b in enumerate(r.annotators, start=1)}
        self._rebuild_classes()

    def _empty_note(self) -> str:
        """Why no figure is shown: no decision yet, or none on a disputed item."""
        v = self.views
        if v is None:
            return ""
        if v.decisions == 0:
            return self.tr("No decision yet, so nothing to judge the annotators by: on items "
                           "that took a label without a decision they agree with it by "
                           "construction. κ against the final labels appears here once you "
                           "decide disputed items.")
        return self.tr("No disputed item decided yet: your %1 decisions are all on items the "
                       "annotators agreed on. Choose “all items with a final label” to see "
                       "them.").replace("%1", grouped(v.decisions))

    def _note(self, r: VersusFinal) -> str:
        """What the figures are computed on and what they leave out."""
        v = self.views
        if v is not None and self.disputed_only:
            return (self.tr("On the %1 disputed items you decided; %2 disputed items not "
                            "decided yet are left out, and so are unanimous items (every "
                            "annotator agrees there by construction).")
                    .replace("%1", grouped(v.disputed_items)).replace("%2", grouped(r.unresolved)))
        decided = r.annotators[0].n if r.annotators else 0
        return (self.tr("Against the final labels of %1 items (unanimous, accepted or decided); "
                        "%2 items without a final label (unresolved or single annotator) are "
                        "left out.")
                .replace("%1", grouped(decided)).replace("%2", grouped(r.unresolved)))

    def _annotator_row(self, block: AnnotatorVersusFinal, ranked: Ranked | None = None,
                       of: int = 0) -> list[Cell]:
        """Name, κ caption, κ, its interval, pₒ caption, pₒ, macro F1 caption, macro F1 (the
        captions are shown only in the narrow blocks); the tooltips give the rank by κ and
        the annotators it cannot be told from, and macro F1's interval."""
        kappa, f1 = block.kappa, block.macro_f1
        name_tip = block.annotator + "\n" + self.tr(
            "%1 items with a final label that this annotator labelled").replace(
            "%1", grouped(block.n))
        tip = self._kappa_tip(kappa)
        if ranked is not None and of > 1:
            tip += "\n\n" + self.tr("Rank %1 of %2 by κ; intervals overlap with: %3").replace(
                "%1", str(ranked.rank)).replace("%2", str(of)).replace(
                "%3", ", ".join(ranked.overlaps) if ranked.overlaps else self.tr("none"))
        f1_tip = self._f1_tip()
        f1_ci = block.macro_f1_ci() if f1 is not None else None
        if f1_ci is not None:
            f1_tip += "\n\n" + self.tr("95% bootstrap interval: %1").replace(
                "%1", f"[{f1_ci[0]:.3f}, {f1_ci[1]:.3f}]")
        elif f1 is not None:  # the resamples cannot vary it: no interval, and why
            f1_tip += "\n\n" + self.tr("95% bootstrap interval: %1").replace(
                "%1", reason_text(MACRO_F1_FIXED))
        return [Cell(elide_middle(self, block.annotator, NAME_WIDTH), name_tip),
                Cell(self.tr("κ vs final"), tip, "hint"),
                Cell(format_value(kappa), tip, "statValue", RIGHT),
                Cell(self._kappa_interval(kappa), tip, "hint", RIGHT),
                Cell(self.tr("pₒ"), tip, "hint"),
                Cell(format_value(block.percent_agreement, percent=True), tip, align=RIGHT),
                Cell(self.tr("macro F1"), f1_tip, "hint"),
                Cell("—" if f1 is None else f"{f1:.3f}", f1_tip, align=RIGHT)]

    def _f1_tip(self) -> str:
        return self.tr("Macro F1: the mean F1 over every class some item finally carries; a "
                       "class the annotator never gave counts as 0.")

    def _kappa_interval(self, kappa: Estimate) -> str:
        """κ's interval; a zero-width interval is not shown as if it were precise."""
        if _zero_width(kappa):
            return self.tr("(no interval)")
        if kappa.ci is not None and kappa.extras.get("coverage_note"):
            return "⚠ " + format_ci(kappa)  # its kind covered under 93% in simulations
        return format_ci(kappa)

    def _kappa_tip(self, kappa: Estimate) -> str:
        tip = self.tr("Cohen's κ between this annotator's labels and the final labels: how "
                      "often the annotator's label stood. Unanimous items agree by "
                      "construction, so it is higher than κ between annotators.")
        if kappa.reason:
            tip += "\n\n" + self.tr("Undefined: %1").replace("%1", reason_text(kappa.reason))
        note = kappa.extras.get("coverage_note") if kappa.ci is not None else None
        if note:  # the same warning as the pair's κ (core.stats.versus_intervals)
            tip += "\n\n" + self.tr("The interval may be too narrow: %1").replace(
                "%1", reason_text(note))
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
        recall, precision = _percent(scores.recall), _percent(scores.precision)
        return [Cell(elide_middle(self, scores.label, CLASS_WIDTH), tip),
                Cell(recall[0], tip, align=RIGHT), Cell(recall[1], tip, "hint", RIGHT),
                Cell(precision[0], tip, align=RIGHT), Cell(precision[1], tip, "hint", RIGHT),
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
        self.scope.setItemText(0, self.tr("Disputed items you decided"))
        self.scope.setItemText(1, self.tr("All items with a final label"))
        self.scope.setToolTip(self.tr("The disputed items show how each annotator's labels "
                                      "stood where it mattered; on unanimous items every "
                                      "annotator scores 1 by construction."))
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


def _percent(est: Estimate) -> tuple[str, str]:
    """A proportion and its interval in whole percent, ("80%", "[44–98]"); ("—", "") when
    undefined, no interval when there is none."""
    if est.value is None:
        return "—", ""
    if est.ci is None:
        return f"{est.value:.0%}", ""
    low, high = est.ci
    return f"{est.value:.0%}", f"[{low * 100:.0f}–{high * 100:.0f}]"


def _set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it differs (a word-wrapped label relayouts its column)."""
    if label.text() != text:
        label.setText(text)
