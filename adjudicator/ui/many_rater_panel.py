"""All annotators together (three or more): the overall coefficients with their intervals and
reasons, and a clickable annotator x annotator κ heatmap that chooses the compared pair."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.ui.many_rater import ManyRater
from adjudicator.ui.pair_kappa_model import PairKappaModel
from adjudicator.ui.stat_text import convention_text, reason_text
from adjudicator.ui.stats_panel import format_ci, format_value

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class ManyRaterPanel(QWidget):
    """Emits ``pairChosen(a, b)`` for a click on an off-diagonal cell; a diagonal click is
    refused with a visible message."""

    pairChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: ManyRater | None = None
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnStretch(0, 1)
        self.reasons = QLabel()
        self.reasons.setObjectName("hint")
        self.reasons.setWordWrap(True)
        self.heat_title = QLabel()
        self.heat_title.setObjectName("subTitle")
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
        self.refused = QLabel()
        self.refused.setObjectName("warning")
        self.refused.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addWidget(self.reasons)
        layout.addWidget(self.heat_title)
        layout.addWidget(self.table)
        layout.addWidget(self.refused)
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
        while self.grid.count():
            taken = self.grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.deleteLater()
        if self.result is None:
            return
        names, lines = self.names(), []
        for row, metric in enumerate(self.result.shown):
            est = self.result.coefficients[metric]
            cells = (QLabel(names[metric]), QLabel(format_value(est)), QLabel(format_ci(est)))
            cells[1].setObjectName("statValue")
            cells[2].setObjectName("hint")
            if est.reason:
                lines.append(f"{names[metric]}: {reason_text(est.reason)}")
            elif est.convention:
                for cell in cells:
                    cell.setToolTip(self.tr("95% confidence interval; %1")
                                    .replace("%1", convention_text(est.convention)))
            for col, cell in enumerate(cells):
                cell.setAlignment(LEFT if col == 0 else RIGHT)
                self.grid.addWidget(cell, row, col)
        self.reasons.setText("\n".join(lines))
        self.reasons.setVisible(bool(lines))

    def retranslate(self) -> None:
        """Texts in the current language."""
        count = self.model.rowCount()
        self.title.setText(self.tr("All %1 annotators").replace("%1", str(count)))
        self.heat_title.setText(self.tr("Cohen's κ of each pair (click a cell to compare the "
                                        "pair)"))
        self._rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
