"""Headers a many-label matrix can read: the column names stand in a narrow count column,
Chinese names written top to bottom as Chinese is, other names turned (bottom to top); names
longer than the room elide and keep the whole name in their tooltip (the model's)."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

NAME_ROOM = 88  # px at most for a turned column name (longer names elide)
ROW_NAME_ROOM = 112  # px at most for a row name
MARGIN = 6  # px around a name


def stacked(name: str) -> bool:
    """True for a name of wide (CJK) characters only: written one character under another."""
    return bool(name) and all(unicodedata.east_asian_width(c) in "WF" for c in name)


def name_length(name: str, metrics: QFontMetrics) -> int:
    """The px a name takes along its column: stacked characters or the turned line."""
    if stacked(name):
        return len(name) * metrics.height()
    return metrics.horizontalAdvance(name)


def shown_name(name: str, metrics: QFontMetrics, room: int) -> str:
    """The name as it fits ``room`` px along the column ("…" when cut)."""
    if not stacked(name):
        return metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)
    fits = max(room // max(metrics.height(), 1), 1)
    return name if len(name) <= fits else name[:fits - 1] + "…"


class UprightHeader(QHeaderView):
    """A horizontal header whose section texts are drawn turned by 90 degrees."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def _names(self) -> list[str]:
        model = self.model()
        if model is None:
            return []
        return [str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount())]

    def sizeHint(self) -> QSize:
        """As tall as the longest name needs, up to ``NAME_ROOM``."""
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        longest = max((name_length(n, metrics) for n in self._names()), default=0)
        return QSize(hint.width(), min(longest, NAME_ROOM) + 2 * MARGIN)

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        """A column needs only a line's height for its turned name."""
        return QSize(self.fontMetrics().height() + MARGIN, self.sizeHint().height())

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        """The section's frame as the style draws it, then its name turned upright."""
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.rect = rect
        option.section = logicalIndex
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()
        model = self.model()
        if model is None:
            return
        name = str(model.headerData(logicalIndex, Qt.Orientation.Horizontal) or "")
        metrics = self.fontMetrics()
        room = rect.height() - 2 * MARGIN
        shown = shown_name(name, metrics, room)
        painter.save()
        if stacked(name):
            self._paint_stacked(painter, rect, shown, metrics)
        else:
            painter.translate(QPoint(rect.center().x(), rect.bottom() - MARGIN))
            painter.rotate(-90)
            height = metrics.height()
            painter.drawText(QRect(0, -height // 2, room, height),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             shown)
        painter.restore()

    @staticmethod
    def _paint_stacked(painter: QPainter, rect: QRect, shown: str,
                       metrics: QFontMetrics) -> None:
        """One character under another, the last at the section's foot."""
        line = metrics.height()
        top = rect.bottom() - MARGIN - len(shown) * line
        for n, char in enumerate(shown):
            cell = QRect(rect.left(), top + n * line, rect.width(), line)
            painter.drawText(cell, int(Qt.AlignmentFlag.AlignCenter), char)

    def section_name_shown(self, logical: int) -> str:
        """The (elided) name painted in column ``logical`` (for tests and tooltips)."""
        name = self._names()[logical] if 0 <= logical < len(self._names()) else ""
        return shown_name(name, self.fontMetrics(), self.sizeHint().height() - 2 * MARGIN)


