"""The decision log's tip written just after the screen shows an event, not within it.

Each event is written and fsync'd by its append, before the panel says it is saved; the log's
tip (``store.tip``: where the log ended, to catch a log whose last events were removed) then
costs two more fsyncs. Left to the append, a decision key waited for them before its repaint;
here they run from the event loop a moment later (at most once per the tip's burst spacing).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer

TIP_AFTER_MS = 30  # the tip is written this long after an event at the soonest


class TipTimer(QObject):
    """Writes the attached project's tip from the event loop, soon after its appends."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.project: Any = None
        self.timer = QTimer(self, singleShot=True)
        self.timer.timeout.connect(self.write)

    def attach(self, project: Any) -> None:
        """Take over the tip writes of ``project`` (None: no project)."""
        if self.project is not None and self.project is not project:
            self.write()  # the last one's pending tip (closing it would write it too)
            self.project.defer_tip(None)
        self.project = project
        if project is not None:
            project.defer_tip(self.soon)

    def soon(self, delay: float) -> None:
        """An append asks for the tip in about ``delay`` seconds; one write covers a burst.
        Asked from another thread (not expected), it is written there at once, as before."""
        if QThread.currentThread() is not self.thread():
            self.write()
            return
        if not self.timer.isActive():
            self.timer.start(max(TIP_AFTER_MS, math.ceil(delay * 1000)))

    def write(self) -> None:
        """Write the pending tip now."""
        if self.project is not None:
            self.project.write_tip()
