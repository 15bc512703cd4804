"""Sort keys for the text and id columns, computed once on the thread pool.

Sorting 10^6 strings takes seconds in Python and about a second in Arrow; done on the UI
thread it would freeze the window. A ``SortKeyJob`` computes a column's ranks (Arrow
``sort_indices`` of a few ranges of values, which releases the GIL) in the background; between
two ranges it lets a running search have the cores and stops if cancelled. Afterwards every
sort of that column is integer work over the ranks of the listed rows.
"""

from __future__ import annotations

import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from adjudicator.ui.common.pool_job import PoolJob
from adjudicator.ui.items.search_worker import searching

YIELD_S = 2.0  # longest wait for searches between two parts of a sort (then it goes on)


class SortKeySignals(QObject):
    """``ready`` once the ranks exist (emitted from the pool thread, delivered queued)."""

    ready = Signal()


class SortKeyJob(PoolJob):
    """Compute ``column.ranks()`` off the UI thread."""

    def __init__(self, column: Any) -> None:
        super().__init__()
        self.column = column
        self.signals = SortKeySignals()
        self.cancelled = False

    def cancel(self) -> None:
        """Stop before the next part of the work (the list asking for the keys has gone)."""
        self.cancelled = True

    def _go_on(self) -> bool:
        """Asked between two parts of the sort: a search running meanwhile has the cores
        first (a wait of at most YIELD_S); False once cancelled."""
        end = time.monotonic() + YIELD_S
        while searching() and not self.cancelled and time.monotonic() < end:
            time.sleep(0.002)
        return not self.cancelled

    def work(self) -> None:
        try:
            if not self.column.make_ranks(self._go_on):
                return
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
