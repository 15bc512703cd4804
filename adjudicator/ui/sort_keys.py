"""Sort keys for the text and id columns, computed once on the thread pool.

Sorting 10^6 strings takes seconds in Python and about a second in Arrow; done on the UI
thread it would freeze the window. A ``SortKeyJob`` computes a column's ranks (one
``pyarrow.compute.sort_indices``, which releases the GIL) in the background; afterwards every
sort of that column is an integer argsort over the ranks of the listed rows.
"""

from __future__ import annotations

import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class SortKeySignals(QObject):
    """``ready`` once the ranks exist (emitted from the pool thread, delivered queued)."""

    ready = Signal()


class SortKeyJob(QRunnable):
    """Compute ``column.ranks()`` off the UI thread."""

    def __init__(self, column: Any) -> None:
        super().__init__()
        self.column = column
        self.signals = SortKeySignals()
        self.cancelled = False

    def cancel(self) -> None:
        """Do nothing if not started yet (the list asking for the keys has gone)."""
        self.cancelled = True

    def run(self) -> None:
        if self.cancelled:
            return
        try:
            self.column.ranks()
        except Exception:  # the sort simply does not happen; the detail goes to stderr
            traceback.print_exc()
            return
        try:
            self.signals.ready.emit()
        except RuntimeError:  # the window closed meanwhile (the signal's object is gone)
            return


def start_sort_keys(column: Any, on_ready: Any, priority: int = 0) -> SortKeyJob:
    """Start computing a column's sort keys; ``on_ready`` (a bound slot) runs on its thread.
    A negative ``priority`` lets queued searches and exports start first."""
    job = SortKeyJob(column)
    job.signals.ready.connect(on_ready)
    QThreadPool.globalInstance().start(job, priority)
    return job
