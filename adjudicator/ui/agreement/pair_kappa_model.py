"""The annotator x annotator matrix of Cohen's κ as a small heat-coloured table model: the
colours spread over the κ values shown (the lowest pale, the highest deep blue), so pairs at
0.62 and 0.71 do not look alike; the diagonal is empty (no one is compared with themselves);
undefined cells show an em dash and say why in their tooltip."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from adjudicator.core.stats.many_raters.pairwise_matrix import PairwiseMatrix
from adjudicator.ui.agreement.confusion_model import AGREE, heat
from adjudicator.ui.common.stat_text import reason_text

AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
PALEST = 0.12  # share of the colour for the lowest κ shown (still tinted, unlike "undefined")


def spread(value: float, low: float, high: float) -> float:
    """Where ``value`` lies between the lowest and highest κ shown, as a colour share in
    [PALEST, 1]; one value (or all equal) takes the middle.

    >>> spread(0.62, 0.62, 0.71), spread(0.71, 0.62, 0.71)
    (0.12, 1.0)
    """
    if high - low < 1e-9:
        return (PALEST + 1.0) / 2
    return PALEST + (1.0 - PALEST) * (value - low) / (high - low)


class PairKappaModel(QAbstractTableModel):
    """Rows and columns: annotators; cell (a, b): κ of the pair (a, b)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.matrix = PairwiseMatrix(())
        self.names: tuple[str, ...] = ()
        self.range: tuple[float, float] | None = None  # lowest and highest κ shown

    def set_matrix(self, matrix: PairwiseMatrix, names: tuple[str, ...]) -> None:
        """New annotators and their κ (a reset: the shape may change)."""
        self.beginResetModel()
        self.matrix, self.names = matrix, names
        values = [v for a in range(matrix.size) for b in range(matrix.size)
                  if a != b and (v := self.value(a, b)) is not None]
        self.range = (min(values), max(values)) if values else None
        self.endResetModel()

    def colour(self, value: float | None) -> QColor:
        """Grey for no value; else the blue of where the value lies in the range shown."""
        if value is None or self.range is None:
            return QColor("#eeeeee")
        return heat(spread(value, *self.range), AGREE)

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else self.matrix.size

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else self.matrix.size

    def value(self, a: int, b: int) -> float | None:
        """κ of annotators a and b (None on the diagonal and where undefined)."""
        est = self.matrix.cells[a][b]
        return None if est is None else est.value

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= self.matrix.size:
            return None
        a, b = index.row(), index.column()
        value = self.value(a, b)
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if a == b else ("—" if value is None else f"{value:.2f}")
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(self.colour(None if a == b else value))
        if role == Qt.ItemDataRole.ForegroundRole:
            dark = self.colour(None if a == b else value).lightnessF() < 0.55
            return QBrush(QColor("white" if dark else "#202020"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(a, b, value)
        return None

    def _tooltip(self, a: int, b: int, value: float | None) -> str:
        if a == b:
            return self.tr("An annotator is not compared with themselves.")
        if value is None:
            return self.tr("κ of %1 and %2 is undefined: %3").replace(
                "%1", self.names[a]).replace("%2", self.names[b]).replace(
                "%3", reason_text(self.matrix.reason(a, b) or ""))
        return self.tr("Cohen's κ of %1 and %2: %3. Click to compare them.").replace(
            "%1", self.names[a]).replace("%2", self.names[b]).replace("%3", f"{value:.3f}")

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not 0 <= section < len(self.names):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.names[section] if orientation == Qt.Orientation.Vertical else str(
                section + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.names[section]
        return None
