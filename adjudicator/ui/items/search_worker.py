"""Text search off the UI thread, the last query winning.

At 10^6 items one search is two ``pyarrow.compute.match_substring`` passes (tens to hundreds
of milliseconds, the GIL released). A ``Searcher`` runs one search at a time on the thread
pool; a query typed meanwhile replaces any queued one, and only the newest result is announced,
so the window never blocks and never shows a stale result. Small datasets search inline.
"""

from __future__ import annotations

import threading
import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from adjudicator.session.item_index import give_back
from adjudicator.ui.common.pool_job import PoolJob

ASYNC_FROM = 200_000  # items; below this a search is a few milliseconds, done inline
_RUNNING = [0]  # searches under way on the pool (background work of lower rank waits)
_RUNNING_LOCK = threading.Lock()
_LAST_ACTIVE = [float("-inf")]  # monotonic time of the last search asked for or ended


def note_activity() -> None:
    """A search was asked for or ended now (background work waiting for a quiet moment
    waits on)."""
    _LAST_ACTIVE[0] = time.monotonic()


def last_activity() -> float:
    """The monotonic time of the last search asked for or ended (-inf: none yet)."""
    return _LAST_ACTIVE[0]


def searching() -> bool:
    """True while a search runs on the pool: other background work (sort keys) lets it
    have the cores first."""
    return _RUNNING[0] > 0


class SearchSignals(QObject):
    """``done(needle)`` from the pool thread (delivered queued to the Searcher)."""

    done = Signal(str)


class SearchJob(PoolJob):
    """Compute (and cache in the session) the mask of one query."""

    def __init__(self, session: Any, needle: str) -> None:
        super().__init__()
        self.session, self.needle = session, needle
        self.signals = SearchSignals()

    def work(self) -> None:
        with _RUNNING_LOCK:
            _RUNNING[0] += 1
        try:
            self.session.search(self.needle)
            give_back()  # the search's temporary pieces
        except Exception:  # the search box simply keeps the old list; detail to stderr
            traceback.print_exc()
        finally:
            with _RUNNING_LOCK:
                _RUNNING[0] -= 1
            note_activity()
        self.signals.done.emit(self.needle)


class Searcher(QObject):
    """Emits ``ready(needle)`` when the newest query's mask is cached in the session."""

    ready = Signal(str)

    def __init__(self, parent: QObject | None = None, async_from: int = ASYNC_FROM) -> None:
        super().__init__(parent)
        self.async_from = async_from
        self._running: SearchJob | None = None
        self._queued: tuple[Any, str] | None = None
        self.latest = ""

    def needs_background(self, session: Any, needle: str) -> bool:
        """True when this query must be searched in the background before the list can show it."""
        return (bool(needle.strip()) and len(session.ids) >= self.async_from
                and not session.searched(needle))

    @property
    def busy(self) -> bool:
        """A search is running or queued."""
        return self._running is not None or self._queued is not None

    def request(self, session: Any, needle: str) -> None:
        """Search for ``needle``; replaces any query still waiting to start."""
        self.latest = needle
        note_activity()
        if self._running is not None:
            self._queued = (session, needle)
            return
        self._start(session, needle)

    def _start(self, session: Any, needle: str) -> None:
        job = SearchJob(session, needle)
        job.signals.done.connect(self._done)
        self._running = job
        QThreadPool.globalInstance().start(job)

    @Slot(str)
    def _done(self, needle: str) -> None:
        self._running = None
        if self._queued is not None:
            session, queued = self._queued
            self._queued = None
            if not session.searched(queued):
                self._start(session, queued)
                return
            needle = queued
        if needle == self.latest:
            self.ready.emit(needle)
