"""The k x k confusion matrix of two annotators as a small table model, heat-coloured:
agreement (the diagonal) in blue, disagreement in orange, deeper with more items; a last row
and column hold the totals (each annotator's label counts), and the chosen cells are marked."""

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
from PySide6.QtGui import QBrush, QColor, QFont

from adjudicator.core.label_order import reordered_table
from adjudicator.core.tables import Table

CountRole = Qt.ItemDataRole.UserRole + 1
ChosenRole = Qt.ItemDataRole.UserRole + 2  # True for a cell the item list is filtered to
TOTAL_BACKGROUND = QColor("#eef1f5")
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
    """Rows: annotator A's label; columns: annotator B's label; cells: item counts. Row and
    column k are the totals (not part of the heat scale, not choosable). The labels show in a
    given order; chosen cells are named by label codes, whatever the order."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._table: Table = np.zeros((0, 0), dtype=np.int64)
        self._labels: tuple[str, ...] = ()
        self.raters: tuple[str, str] = ("", "")
        self._chosen: frozenset[tuple[int, int]] = frozenset()  # (row, column) shown
        self._codes: tuple[int, ...] = ()  # the label code at each row / column
        self._cells: dict[tuple[int, int, int], Any] = {}  # (i, j, role) -> value shown

    def set_table(self, table: Table, labels: tuple[str, ...], raters: tuple[str, str],
                  order: tuple[int, ...] | None = None) -> None:
        """New counts (by label code); ``order`` lists the codes in the order the rows and
        columns show them (default: code order). Same labels in the same order → one
        dataChanged, otherwise a reset."""
        codes = tuple(range(len(labels))) if order is None else tuple(order)
        shown = tuple(labels[c] for c in codes)
        same = table.shape == self._table.shape and shown == self._labels
        if not same:
            self.beginResetModel()
        self._codes = codes
        self._table, self._labels, self.raters = reordered_table(table, codes), shown, raters
        self._cells = {}  # new counts: each cell's text and colours are made again once
        if same:
            k = len(shown)
            if k:
                self.dataChanged.emit(self.index(0, 0), self.index(k, k))
        else:
            self._chosen = frozenset()
            self.endResetModel()

    def code_cell(self, i: int, j: int) -> tuple[int, int]:
        """The label codes (a, b) of the count cell at row i, column j."""
        return self._codes[i], self._codes[j]

    def _position(self, cell: tuple[int, int]) -> tuple[int, int] | None:
        """Row and column of the cell of codes (a, b), or None when not shown."""
        a, b = cell
        if a not in self._codes or b not in self._codes:
            return None
        return self._codes.index(a), self._codes.index(b)

    def set_chosen(self, cells: frozenset[tuple[int, int]]) -> None:
        """Mark the cells (by label codes) the item list is filtered to, unmark the others."""
        placed = (self._position(c) for c in cells)
        chosen = frozenset(p for p in placed if p is not None and self.is_cell(*p))
        if chosen == self._chosen:
            return
        changed = chosen ^ self._chosen
        self._chosen = chosen
        for i, j in changed:
            index = self.index(i, j)
            self.dataChanged.emit(index, index, [ChosenRole])

    @property
    def chosen(self) -> frozenset[tuple[int, int]]:
        """The marked cells by label codes (a, b)."""
        return frozenset(self.code_cell(i, j) for i, j in self._chosen)

    def is_cell(self, i: int, j: int) -> bool:
        """True for a count cell (not a total)."""
        k = len(self._labels)
        return 0 <= i < k and 0 <= j < k

    @property
    def table(self) -> Table:
        """The counts as shown, rows and columns in the shown order (a copy)."""
        return self._table.copy()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() or not self._labels else len(self._labels) + 1

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() or not self._labels else len(self._labels) + 1

    def count(self, i: int, j: int) -> int:
        """Cell (i, j), or a total when i or j is k (k, k: every item)."""
        k = len(self._labels)
        rows = self._table if i == k else self._table[i:i + 1]
        return int(rows.sum(axis=0).sum() if j == k else rows[:, j].sum())

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        k = len(self._labels)
        if not index.isValid() or index.row() > k or index.column() > k:
            return None
        i, j = index.row(), index.column()
        if role == ChosenRole:
            return (i, j) in self._chosen
        if role == Qt.ItemDataRole.ToolTipRole:  # in the current language, asked rarely
            return self._make_data(i, j, role)
        key = (i, j, role)
        if key not in self._cells:  # a paint asks each cell for ~10 roles: made once per table
            self._cells[key] = self._make_data(i, j, role)
        return self._cells[key]

    def _make_data(self, i: int, j: int, role: int) -> Any:
        """What cell (i, j) shows for ``role``, computed from the counts."""
        count = self.count(i, j)
        if not self.is_cell(i, j):
            return self._total_data(i, j, count, role)
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

    def _total_data(self, i: int, j: int, count: int, role: int) -> Any:
        """A total: grey, bold, with a tooltip saying whose labels it sums."""
        if role in (Qt.ItemDataRole.DisplayRole, CountRole):
            return f"{count:,}" if role == Qt.ItemDataRole.DisplayRole else count
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(TOTAL_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._total_tooltip(i, j, count)
        if role == ChosenRole:
            return False
        return None

    def _total_tooltip(self, i: int, j: int, count: int) -> str:
        k = len(self._labels)
        a, b = self.raters
        if i == k and j == k:
            text = QCoreApplication.translate("ConfusionModel", "Items compared: %1.")
            return text.replace("%1", f"{count:,}")
        text = QCoreApplication.translate("ConfusionModel", "%1 said “%2” for %3 items.")
        who, label = (b, self._labels[j]) if i == k else (a, self._labels[i])
        return text.replace("%1", who).replace("%2", label).replace("%3", f"{count:,}")

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
                .replace("%3", b).replace("%4", self._labels[j]).replace("%5", f"{count:,}"))

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        total = section == len(self._labels) and bool(self._labels)
        if total and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return QCoreApplication.translate("ConfusionModel", "Total")
        if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._labels):
            return self._labels[section]  # whole: the view elides it, the tooltip keeps it
        if role == Qt.ItemDataRole.ToolTipRole and 0 <= section < len(self._labels):
            who = self.raters[0] if orientation == Qt.Orientation.Vertical else self.raters[1]
            return f"{who}: {self._labels[section]}"
        return None
