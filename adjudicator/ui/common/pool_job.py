"""Background jobs on Qt's thread pool whose last reference is let go on the window's thread.

The pool deletes a finished job itself (``autoDelete``, which PySide needs to let go of its
own reference), on the pool's thread, right after ``run`` returns. When the window has
already dropped the job (its done-signal handled), that was the last reference, and the job's
signals object -- a QObject of the window's thread, whose queued signals may still be in
delivery -- was destroyed on the pool's thread: a rare crash with no Python frame on the
stack. So each job, as its last act, hands itself to a keeper on the window's thread by a
queued signal; the queued call holds the job until the window's thread delivers it, so the
pool's release is never the last one.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Qt, Signal, Slot


class _Keeper(QObject):
    """Lives on the application's thread; what it is handed is let go there."""

    hold = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.hold.connect(self._let_go, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _let_go(self, _job: Any) -> None:
        """Nothing to do: the queued call's reference to the job ends here."""


_KEEPER: _Keeper | None = None


def keeper() -> _Keeper:
    """The one keeper, made on first use and moved to the application's thread."""
    global _KEEPER
    if _KEEPER is None:
        made = _Keeper()
        app = QCoreApplication.instance()
        if app is not None:
            made.moveToThread(app.thread())
        _KEEPER = made
    return _KEEPER


class PoolJob(QRunnable):
    """A QRunnable whose work is ``work()``; see the module for why ``run`` ends as it does."""

    def __init__(self) -> None:
        super().__init__()
        keeper()  # made here, on the thread that makes the job (the window's)

    def run(self) -> None:
        try:
            self.work()
        finally:
            with suppress(RuntimeError):  # the application is gone (shutting down)
                keeper().hold.emit(self)

    def work(self) -> None:
        """The job's work, on a pool thread."""
        raise NotImplementedError
