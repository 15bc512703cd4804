"""Numbers and names made to fit: thousands separators, and long names elided in the middle
(the full name goes in a tooltip)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def grouped(n: int) -> str:
    """A count with thousands separators: 1000000 -> "1,000,000"."""
    return f"{n:,}"


def elide_middle(widget: QWidget, text: str, width: int) -> str:
    """``text`` shortened in the middle (…) to fit ``width`` pixels in the widget's font."""
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, width)
