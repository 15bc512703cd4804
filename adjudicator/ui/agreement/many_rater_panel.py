"""All annotators together (three or more): the overall coefficients with their intervals and
reasons, and a clickable annotator x annotator κ heatmap that chooses the compared pair."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.session.many_rater import ManyRater
from adjudicator.ui.agreement.annotator_effects_view import AnnotatorEffectsView
from adjudicator.ui.agreement.label_grid import RIGHT, Cell, LabelGrid
from adjudicator.ui.agreement.pair_kappa_model import PairKappaModel
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import benchmark_text, convention_text, reason_text


class ManyRaterPanel(QWidget):
    """Emits ``pairChosen(a, b)`` for a click on an off-diagonal cell; a diagonal click is
    refused with a visible message."""

    pairChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: ManyRater | None = None
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.coefficients = LabelGrid()  # updated in place: a new scale moves numbers only
        self.grid = self.coefficients.layout
        self.reasons = QLabel()
        self.reasons.setObjectName("hint")
        self.reasons.setWordWrap(True)
        self.heat_title = QLabel()
        self.heat_title.setObjectName("subTitle")
        self.heat_title.setWordWrap(True)  # a narrow column: two lines, not a sideways scroll
        self.model = PairKappaModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setMaximumWidth(120)
        self.table.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideMiddle)  # long names
        self.table.clicked.connect(self._clicked)
        self.table.activated.connect(self._clicked)  # Enter on a cell
        self.colour_scale = QLabel()  # the colours run over the values shown: say which
        self.colour_scale.setObjectName("hint")
        self.colour_scale.setWordWrap(True)
        self.refused = QLabel()
        self.refused.setObjectName("warning")
        self.refused.setWordWrap(True)
        self.effects = AnnotatorEffectsView()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addWidget(self.reasons)
        layout.addWidget(self.heat_title)
        layout.addWidget(self.table)
        layout.addWidget(self.colour_scale)
        layout.addWidget(self.refused)
        layout.addWidget(self.effects)
        self.retranslate()

    def show_result(self, result: ManyRater, names: tuple[str, ...]) -> None:
        """Show the overall coefficients and the pairwise matrix of these annotators."""
        self.result = result
        self.model.set_matrix(result.pairwise, names)
        rows = max(len(names), 1)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setFixedHeight(header + rows * 24 + 2 * self.table.frameWidth() + 2)
        self.refused.setText("")
        self.colour_scale.setText(self._scale_text())
        self.effects.show_result(result)
        self._rebuild()

    def _clicked(self, index: QModelIndex) -> None:
        if not index.isValid():
            return
        if index.row() == index.column():
            self.refused.setText(self.tr("An annotator cannot be compared with themselves: "
                                         "choose a cell off the diagonal."))
            return
        self.refused.setText("")
        self.pairChosen.emit(index.row(), index.column())

    def names(self) -> dict[str, str]:
        """metric → display name in the current language."""
        scale = self.result.scale if self.result is not None else None
        ordinal = scale is not None and scale.ordinal
        weights = self.tr("linear") if scale and scale.weights == "linear" else self.tr(
            "quadratic")
        return {"fleiss_kappa": self.tr("Fleiss' κ"), "conger_kappa": self.tr("Conger's κ"),
                "krippendorff_alpha": self.tr("Krippendorff's α (ordinal)") if ordinal
                else self.tr("Krippendorff's α"),
                "gwet_ac1": self.tr("Gwet's AC1"),
                "gwet_ac2": self.tr("Gwet's AC2 (%1)").replace("%1", weights)}

    def _rebuild(self) -> None:
        if self.result is None:
            self.coefficients.clear()
            return
        names, lines, rows = self.names(), [], []
        for metric in self.result.shown:
            est = self.result.coefficients[metric]
            tip, ci = "", format_ci(est)
            if est.reason:
                lines.append(f"{names[metric]}: {reason_text(est.reason)}")
            elif est.convention:
                tip = self.tr("95% confidence interval; %1").replace(
                    "%1", convention_text(est.convention))
            note = est.extras.get("coverage_note") if est.ci is not None else None
            if note:  # the interval's kind covered under 93% in simulations: marked, and said
                ci = "⚠ " + ci
                lines.append(self.tr("%1: the interval may be too narrow (%2)")
                             .replace("%1", names[metric]).replace("%2", reason_text(note)))
                tip += "\n\n" + self.tr("Intervals of this kind were too narrow in "
                                         "simulations: %1").replace("%1", reason_text(note))
            tip = (tip + benchmark_text(est)).strip()
            rows.append([Cell(names[metric], tip),
                         Cell(format_value(est), tip, "statValue", RIGHT),
                         Cell(ci, tip, "hint", RIGHT)])
        self.coefficients.show_rows(rows)
        self.reasons.setText("\n".join(lines))
        self.reasons.setVisible(bool(lines))

    def retranslate(self) -> None:
        """Texts in the current language."""
        count = self.model.rowCount()
        self.title.setText(self.tr("All %1 annotators").replace("%1", str(count)))
        self.heat_title.setText(self.tr("Cohen's κ of each pair (click a cell to compare the "
                                        "pair)"))
        self.colour_scale.setText(self._scale_text())
        self._rebuild()

    def _scale_text(self) -> str:
        """What the colours mean: they run over the κ values shown, not from 0 to 1."""
        if self.model.range is None:
            return ""
        low, high = self.model.range
        return self.tr("Colours: from the lowest κ shown (%1, palest) to the highest (%2, "
                       "deepest).").replace("%1", f"{low:.2f}").replace("%2", f"{high:.2f}")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
