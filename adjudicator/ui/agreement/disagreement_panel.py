"""Class pairs ranked by how often the annotators confused them; clicking one lists its items."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from adjudicator.session.pair_stats import PairStatistics

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class DisagreementPanel(QWidget):
    """Emits ``pairChosen(i, j)`` (an unordered pair of label codes)."""

    pairChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setShowGrid(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.cellClicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        self._pairs: list[tuple[int, int]] = []
        self.retranslate()

    def show_stats(self, stats: PairStatistics, labels: tuple[str, ...]) -> None:
        """List the disagreement profile: pair, count, share of all disagreements."""
        self._pairs = [(i, j) for i, j, _, _ in stats.disagreements]
        self.table.setRowCount(len(stats.disagreements))
        for row, (i, j, count, share) in enumerate(stats.disagreements):
            cells = (f"{labels[i]} ↔ {labels[j]}", f"{count:,}", f"{share:.0%}")
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                if col:
                    cell.setTextAlignment(RIGHT)
                self.table.setItem(row, col, cell)

    def _clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._pairs):
            self.pairChosen.emit(*self._pairs[row])

    def clear_choice(self) -> None:
        """Forget the highlighted pair (the filter was cleared elsewhere)."""
        self.table.clearSelection()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Disagreements by class pair"))
        self.table.setHorizontalHeaderLabels([self.tr("Pair"), self.tr("Items"), self.tr("Share")])
        self.table.setToolTip(self.tr(
            "Pairs of labels the annotators confused, most frequent first. "
            "Click a pair to list its items in both directions."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
