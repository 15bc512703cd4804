"""The k x k confusion matrix of two annotators as a small table model, heat-coloured:
agreement (the diagonal) in blue, disagreement in orange, deeper with more items."""

from __future__ import annotations

from typing import Any

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from adjudicator.core.tables import Table

CountRole = Qt.ItemDataRole.UserRole + 1
NAMED_COLUMNS = 6  # with more labels the columns show numbers (full names in tooltips)
AGREE = (33, 102, 172)  # blue
DISAGREE = (217, 95, 2)  # orange
AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


def heat(share: float, rgb: tuple[int, int, int]) -> QColor:
    """Blend white towards ``rgb`` by ``share`` in [0, 1] (square root so few items still show)."""
    t = min(max(share, 0.0), 1.0) ** 0.5
    r, g, b = (round(255 + (c - 255) * t) for c in rgb)
    return QColor(r, g, b)


class ConfusionModel(QAbstractTableModel):
    """Rows: annotator A's label; columns: annotator B's label; cells: item counts."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._table: Table = np.zeros((0, 0), dtype=np.int64)
        self._labels: tuple[str, ...] = ()
        self.raters: tuple[str, str] = ("", "")

    def set_table(self, table: Table, labels: tuple[str, ...], raters: tuple[str, str]) -> None:
        """New counts; same shape → one dataChanged, otherwise a reset."""
        same = table.shape == self._table.shape and labels == self._labels
        if not same:
            self.beginResetModel()
        self._table, self._labels, self.raters = table.copy(), labels, raters
        if same:
            k = len(labels)
            if k:
                self.dataChanged.emit(self.index(0, 0), self.index(k - 1, k - 1))
        else:
            self.endResetModel()

    @property
    def table(self) -> Table:
        """The counts shown (a copy)."""
        return self._table.copy()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._labels)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._labels)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._labels):
            return None
        i, j = index.row(), index.column()
        count = int(self._table[i, j])
        if role in (Qt.ItemDataRole.DisplayRole, CountRole):
            return f"{count:,}" if role == Qt.ItemDataRole.DisplayRole else count
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(self._colour(i, j))
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor("white" if self._colour(i, j).lightnessF() < 0.55 else "#202020"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(i, j, count)
        return None

    def _colour(self, i: int, j: int) -> QColor:
        """One scale for the whole matrix (the largest cell is the deepest), so a small
        off-diagonal cell never looks as heavy as a large diagonal one."""
        peak = max(int(self._table.max(initial=0)), 1)
        return heat(self._table[i, j] / peak, AGREE if i == j else DISAGREE)

    def _tooltip(self, i: int, j: int, count: int) -> str:
        a, b = self.raters
        text = QCoreApplication.translate(
            "ConfusionModel", "%1 said “%2”, %3 said “%4”. Items: %5. Click to list them.")
        return (text.replace("%1", a).replace("%2", self._labels[i])
                .replace("%3", b).replace("%4", self._labels[j]).replace("%5", str(count)))

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._labels):
            if len(self._labels) <= NAMED_COLUMNS:
                return self._labels[section]
            # many labels: numbered columns (as the decision keys), rows "n label"
            number = str(section + 1)
            horizontal = orientation == Qt.Orientation.Horizontal
            return number if horizontal else f"{number} {self._labels[section]}"
        if role == Qt.ItemDataRole.ToolTipRole and 0 <= section < len(self._labels):
            who = self.raters[0] if orientation == Qt.Orientation.Vertical else self.raters[1]
            return f"{who}: {self._labels[section]}"
        return None
