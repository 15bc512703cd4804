"""Turns the core's ChangeRecord into Qt signals, so the models and panels hear about a
decision without knowing the state or the store."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from adjudicator.core.adjudication.state import ChangeRecord


class StateBridge(QObject):
    """Subscribes to a session; re-emits each change record as signals."""

    itemsChanged = Signal(list)  # item indices (rows of the ratings) whose decision changed
    countsChanged = Signal()  # the status / final-label counts moved
    recorded = Signal(int, str)  # sequence number and kind of the event

    def publish(self, record: ChangeRecord) -> None:
        """Emit the signals for one change record."""
        if record.rows:
            self.itemsChanged.emit(list(record.rows))
        if record.rows or record.cells:
            self.countsChanged.emit()
        self.recorded.emit(record.seq, record.kind)
