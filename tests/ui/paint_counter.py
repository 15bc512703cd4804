"""A test helper: counts the paint events one widget receives (install it as the widget's
event filter), so a test can say which widgets a key repaints."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class Paints(QObject):
    """Paint events received by ``widget`` since this counter was made (``count``)."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.widget, self.count = widget, 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.Paint:
            self.count += 1
        return False
