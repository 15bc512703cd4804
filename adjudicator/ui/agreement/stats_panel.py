"""The statistics panel: observed and chance agreement, κ with its CI and its relatives,
and per-class κ — each with a tooltip saying what it means."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weight_basis import label_values
from adjudicator.core.stats.summaries.summary_multilabel import LabelSetBlock
from adjudicator.session.pair_stats import METRICS, ORDINAL_METRICS, PairStatistics, Scale
from adjudicator.ui.common.stat_text import benchmark_text, convention_text, reason_text
from adjudicator.ui.common.text_fit import breakable, elide_middle

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
NAME_MAX = 150  # px: a longer label's name is elided in the middle (whole in the tooltip)
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def format_value(est: Estimate, percent: bool = False) -> str:
    """A value with 3 decimals (or a percentage); an em dash when undefined."""
    if est.value is None:
        return "—"
    return f"{est.value:.1%}" if percent else f"{est.value:.3f}"


def format_ci(est: Estimate, percent: bool = False) -> str:
    """The confidence interval as [low, high]."""
    if est.value is None or est.ci is None:
        return ""
    low, high = est.ci
    return f"[{low:.1%}, {high:.1%}]" if percent else f"[{low:.3f}, {high:.3f}]"


class StatsPanel(QWidget):
    """A compact grid of coefficients; undefined ones show the reason in their tooltip.
    Emits ``scaleChanged(Scale)`` when the lead picks nominal or ordinal (and the weights),
    ``orderRequested()`` when the lead asks to put the labels in order (ordinal only)."""

    scaleChanged = Signal(object)
    orderRequested = Signal()
    SCALES = (Scale(), Scale("ordinal", "linear"), Scale("ordinal", "quadratic"),
              Scale("interval"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats: PairStatistics | None = None
        self.groups: tuple[str, dict[str, Estimate]] | None = None
        self.label_sets: LabelSetBlock | None = None
        self.labels: tuple[str, ...] = ()
        self.stacked = False  # intervals under their values (a narrow column), see set_stacked
        self._wide = 0  # px the grid needs with every interval beside its value
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.scale_choice = QComboBox()
        self.scale_choice.setObjectName("scaleChoice")
        for scale in self.SCALES:
            self.scale_choice.addItem("", scale)
        self.scale_choice.currentIndexChanged.connect(self._scale_chosen)
        self.order_button = QPushButton()
        self.order_button.setObjectName("labelOrderButton")
        self.order_button.clicked.connect(self.orderRequested.emit)
        self.order = QLabel()
        self.order.setObjectName("hint")
        self.order.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        # spare width after the intervals, so in a narrow, sideways-scrolling column the
        # names and values stay in view together
        self.grid.setColumnStretch(3, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        top = QHBoxLayout()  # a row of its own, so the panel stays as narrow as its numbers
        top.addWidget(self.scale_choice)
        top.addWidget(self.order_button)
        top.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.order)
        layout.addLayout(self.grid)
        self.reasons = QLabel()  # why a value or an interval is missing, on screen
        self.reasons.setObjectName("hint")
        self.reasons.setWordWrap(True)
        self._why: list[str] = []
        self._widths = [0, 0, 0]  # the widest name, value and interval of the grid
        layout.addWidget(self.reasons)
        self.retranslate()

    def _scale_chosen(self, index: int) -> None:
        self._show_order()
        self.scaleChanged.emit(self.SCALES[index])

    def scale(self) -> Scale:
        """The scale chosen now."""
        return self.SCALES[max(self.scale_choice.currentIndex(), 0)]

    def set_scale(self, scale: Scale, labels: tuple[str, ...]) -> None:
        """Show ``scale`` as chosen (no signal) and the label order it uses."""
        self.labels = labels
        numbers = len(labels) >= 2 and label_values(list(labels)) is not None
        view = self.scale_choice.view()
        if hasattr(view, "setRowHidden"):  # scores only for labels that are numbers
            view.setRowHidden(len(self.SCALES) - 1, not numbers)
        self.scale_choice.blockSignals(True)
        self.scale_choice.setCurrentIndex(self.SCALES.index(scale) if scale in self.SCALES else 0)
        self.scale_choice.blockSignals(False)
        self._show_order()

    def _show_order(self) -> None:
        ordinal = self.scale().ordinal and bool(self.labels)
        self.order.setVisible(ordinal)
        self.order_button.setVisible(ordinal)
        if ordinal:
            self.order.setText(self.tr("Label order: %1").replace("%1", " < ".join(self.labels)))

    def metric_names(self) -> dict[str, tuple[str, str]]:
        """metric → (display name, explanation) in the current language."""
        return {
            "percent_agreement": (self.tr("Observed agreement pₒ"), self.tr(
                "Share of items both annotators labelled the same. Easy to read, but it "
                "ignores agreement that would happen by chance.")),
            "cohen_kappa": (self.tr("Cohen's κ"), self.tr(
                "Agreement beyond chance: κ = (pₒ − pₑ) / (1 − pₑ), where pₑ is the agreement "
                "expected if each annotator labelled at random with their own label "
                "frequencies. 1 = perfect, 0 = chance level, below 0 = worse than chance.")),
            "gwet_ac1": (self.tr("Gwet's AC1"), self.tr(
                "Like κ, but its chance term stays small when one label dominates, so it does "
                "not collapse on skewed data (Gwet 2008).")),
            "krippendorff_alpha": (self.tr("Krippendorff's α"), self.tr(
                "Agreement from observed vs expected disagreement on pooled labels; extends to "
                "many annotators and missing labels (Krippendorff 2004).")),
            "scott_pi": (self.tr("Scott's π"), self.tr(
                "Like κ, but chance uses the two annotators' pooled label frequencies "
                "(Scott 1955).")),
            "brennan_prediger": (self.tr("Brennan–Prediger"), self.tr(
                "Chance agreement taken as 1/k for k labels, whatever the annotators' habits "
                "(Brennan & Prediger 1981).")),
            "cohen_kappa_weighted": (self.tr("Weighted κ (%1)").replace("%1", self._weights()),
                                     self.tr(
                "κ that counts near misses on the ordered labels as partial agreement: "
                "κw = 1 − Σ(1 − w)·pₒ / Σ(1 − w)·pₑ, with w = 1 − |i − j|/(k − 1) (linear) "
                "or 1 − (i − j)²/(k − 1)² (quadratic) (Cohen 1968).")),
            "gwet_ac2": (self.tr("Gwet's AC2 (%1)").replace("%1", self._weights()), self.tr(
                "AC1 with the same weights: near misses count as partial agreement "
                "(Gwet 2014, ch. 3).")),
        }

    def _weights(self) -> str:
        scale = self.stats.scale if self.stats is not None else self.scale()
        return self.tr("linear") if scale.weights == "linear" else self.tr("quadratic")

    def show_stats(self, stats: PairStatistics,
                   groups: tuple[str, dict[str, Estimate]] | None = None,
                   label_sets: LabelSetBlock | None = None) -> None:
        """Show the statistics of one annotator pair (and κ within each group of a column,
        and, when cells hold several labels, the pair's agreement on each label)."""
        self.stats, self.groups, self.label_sets = stats, groups, label_sets
        self._rebuild()

    def _clear(self) -> None:
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()  # gone at once, not only when the deferred delete runs
                widget.deleteLater()

    def _rebuild(self) -> None:
        self._clear()
        self._why = []
        self.reasons.hide()
        if self.stats is None:
            return
        names = self.metric_names()
        ordinal = self.stats.scale.ordinal
        if ordinal:
            alpha_tip = names["krippendorff_alpha"][1]
            names["krippendorff_alpha"] = (self.tr("Krippendorff's α (ordinal)"), alpha_tip)
        row, self._widths = 0, [0, 0, 0]
        shown = METRICS + (ORDINAL_METRICS if ordinal else ())
        for metric in shown:
            if metric not in self.stats.coefficients:
                continue
            name, tip = names[metric]
            percent = metric == "percent_agreement"
            row = self._add_row(row, name, self.stats.coefficients[metric], tip, percent)
            if percent:
                row = self._chance_row(row)
        row = self._heading(row, self.tr("Per-class κ (one label vs the rest)"))
        for label, est in self.stats.per_class.items():
            tip = self.tr("κ when the question is only “%1 or not?”: low values show the label "
                          "annotators understand differently.").replace("%1", label)
            row = self._add_row(row, "   " + label, est, tip)
        row = self._label_set_rows(row)
        self._group_rows(row)
        spacing = self.grid.horizontalSpacing()
        self._wide = sum(self._widths) + 2 * spacing
        self.reasons.setText(breakable("\n".join(dict.fromkeys(self._why))))
        self.reasons.setVisible(bool(self._why))

    def _heading(self, row: int, text: str) -> int:
        heading = QLabel(text)
        heading.setObjectName("subTitle")
        self.grid.addWidget(heading, row, 0, 1, 3)
        return row + 1

    def _label_set_rows(self, row: int) -> int:
        """Cells holding several labels: the figures above count each distinct set as one
        label (exact-set κ); these say how far the pair agrees on each single label."""
        block = self.label_sets
        if block is None:
            return row
        row = self._heading(row, self.tr("Label sets: κ of each label (given or not)"))
        note = QLabel(self.tr("Items here carry sets of labels. The figures above count each "
                              "distinct set as one label; %1 items both labelled.")
                      .replace("%1", f"{block.n:,}"))
        note.setObjectName("hint")
        note.setWordWrap(True)
        self.grid.addWidget(note, row, 0, 1, 3)
        row += 1
        row = self._add_row(row, self.tr("Mean Jaccard"), block.mean_jaccard, self.tr(
            "Per item, the labels both annotators gave divided by the labels either gave "
            "(1 when the sets are the same), averaged over the items."))
        row = self._add_row(row, self.tr("Mean κ of the labels"), block.macro_kappa, self.tr(
            "The mean of the single labels' κ below (labels whose κ is undefined left out)."))
        for label, est in block.per_label_kappa.items():
            tip = self.tr("Cohen's κ of “%1 given or not” on the items both annotators "
                          "labelled; given %2 times.").replace("%1", label).replace(
                "%2", str(est.extras.get("support", 0)))
            row = self._add_row(row, "   " + label, est, tip)
        return row

    def _group_rows(self, row: int) -> None:
        if self.groups is None:
            return
        column, kappas = self.groups
        row = self._heading(row, self.tr("κ by %1").replace("%1", column))
        for value, est in kappas.items():
            tip = self.tr("Cohen's κ on the %1 items where %2 = %3").replace(
                "%1", f"{est.n:,}").replace("%2", column).replace("%3", value)
            row = self._add_row(row, "   " + value, est, tip)

    def _chance_row(self, row: int) -> int:
        pe = self.stats.kappa.extras.get("pe") if self.stats else None
        if not isinstance(pe, float):
            return row
        tip = self.tr("Agreement expected by chance from each annotator's label frequencies "
                      "(the pₑ of Cohen's κ).")
        return self._add_row(row, self.tr("Chance agreement pₑ"), Estimate("pe", pe), tip,
                             True)

    def wide_width(self) -> int:
        """Px the grid needs with every interval beside its value (whatever is shown now)."""
        return self._wide

    def set_stacked(self, stacked: bool) -> None:
        """Intervals under their values (a narrow column: name and value on one line, the
        interval right-aligned below, so it is in view without a sideways scroll), or beside
        them (room enough)."""
        if stacked != self.stacked:
            self.stacked = stacked
            self._rebuild()

    def _add_row(self, row: int, name: str, est: Estimate, tip: str, percent: bool = False
                 ) -> int:
        """One statistic from grid row ``row``; the next free row."""
        withheld = est.value is not None and est.ci is None and bool(est.ci_reason)
        ci = self.tr("(no interval)") if withheld else format_ci(est, percent)
        note = est.extras.get("coverage_note") if est.ci is not None else None
        if note:  # the interval's kind covered under 93% in simulations: marked, and said
            ci = "⚠ " + ci
            self._why.append(self.tr("%1: the interval may be too narrow (%2)")
                             .replace("%1", name.strip()).replace("%2", reason_text(note)))
        cells = (QLabel(), QLabel(format_value(est, percent)), QLabel(ci))
        cells[0].setText(elide_middle(cells[0], name, NAME_MAX))  # whole in the tooltip
        cells[1].setObjectName("statValue")
        cells[2].setObjectName("hint")
        why = reason_text(est.reason) if est.reason else (
            reason_text(est.ci_reason or "") if withheld else "")
        if why:
            self._why.append(f"{name.strip()}: {why}")
        if est.reason:
            tip += "\n\n" + self.tr("Undefined: %1").replace("%1", why)
        elif withheld:
            tip += "\n\n" + self.tr("No interval: %1").replace("%1", why)
        elif est.convention:
            tip += "\n\n" + self.tr("95% confidence interval; %1").replace(
                "%1", convention_text(est.convention))
        if note:
            tip += "\n\n" + self.tr("Intervals of this kind were too narrow in simulations: "
                                     "%1").replace("%1", reason_text(note))
        tip += benchmark_text(est)
        for col, cell in enumerate(cells):
            cell.setToolTip(tip)
            cell.setAlignment(LEFT if col == 0 else RIGHT)
        next_row = self._place(row, cells)
        for col, cell in enumerate(cells):  # measured in the window's style, once placed
            cell.ensurePolished()
            self._widths[col] = max(self._widths[col], cell.sizeHint().width())
        if not ci and self.stacked:
            cells[2].deleteLater()  # no line of its own for an empty interval
        return next_row

    def _place(self, row: int, cells: tuple[QLabel, QLabel, QLabel]) -> int:
        """Name, value and interval on one line, or the interval on the line below (right-
        aligned under the value); the next free row."""
        self.grid.addWidget(cells[0], row, 0)
        if not self.stacked:
            self.grid.addWidget(cells[1], row, 1)
            self.grid.addWidget(cells[2], row, 2)
            return row + 1
        self.grid.addWidget(cells[1], row, 1, 1, 2)
        if not cells[2].text():
            return row + 1
        self.grid.addWidget(cells[2], row + 1, 0, 1, 3)
        return row + 2

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Agreement statistics"))
        for i, text in enumerate((self.tr("Nominal labels"), self.tr("Ordinal, linear weights"),
                                  self.tr("Ordinal, quadratic weights"),
                                  self.tr("Numeric scores (ICC)"))):
            self.scale_choice.setItemText(i, text)
        self.scale_choice.setToolTip(self.tr(
            "Nominal: every disagreement counts the same. Ordinal: the labels are ordered "
            "(as in the schema), near misses count as partial agreement, and weighted κ, "
            "Gwet's AC2 and Krippendorff's ordinal α are shown."))
        self.order_button.setText(self.tr("Label order…"))
        self.order_button.setToolTip(self.tr(
            "Put the labels in the order of the ordinal scale; the weights and the matrix "
            "follow, and the order is recorded in the decision log."))
        self._show_order()
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
