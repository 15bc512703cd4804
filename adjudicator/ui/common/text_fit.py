"""Numbers and names made to fit: thousands separators, and long names elided in the middle
(the full name goes in a tooltip)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


def grouped(n: int) -> str:
    """A count with thousands separators: 1000000 -> "1,000,000"."""
    return f"{n:,}"


def elide_middle(widget: QWidget, text: str, width: int) -> str:
    """``text`` shortened in the middle (…) to fit ``width`` pixels in the widget's font."""
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, width)


class ElidedLabel(QLabel):
    """A one-line plain-text label that, when short of room, shows its text elided in the
    middle (never cut off) and the whole text in its tooltip."""

    MIN_WIDTH = 80

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setText(text)

    def setText(self, text: str) -> None:
        """Keep the whole text; show what fits."""
        self._full = text
        self.setToolTip(text)
        self._fit()
        self.updateGeometry()

    def full_text(self) -> str:
        """The text before eliding."""
        return self._full

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 8, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.MIN_WIDTH, self.sizeHint().width()), super().minimumSizeHint()
                     .height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        width = max(self.width() - 4, 10)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle, width)
        super().setText(shown)


def fitted_width(metrics: QFontMetrics, texts: list[str], low: int, high: int) -> int:
    """A column width that shows the widest of ``texts`` (plus padding), within [low, high]."""
    widest = max((metrics.horizontalAdvance(t) for t in texts), default=0) + 14
    return min(max(low, widest), high)


def display_path(path: object) -> str:
    """A path to show: the home folder as "~", so the window names no user's folders."""
    text = str(path)
    home = str(Path.home())
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        return "~" + text[len(home):]
    return text
