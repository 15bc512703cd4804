"""Work on the UI thread cut into steps with the event loop between them.

Showing a dataset of 10^6 items builds a model, computes the statistics and fills half a dozen
panels; done as one call it keeps the window from repainting (and the heartbeat of a 10 ms
timer from ticking) for a quarter of a second. ``Steps`` runs a list of short callables one
per turn of the event loop (a zero-time timer between them), so input and paint events are
handled between every two. A new ``run`` drops the steps still waiting from the last one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

Step = tuple[str, Callable[[], object]]  # a name (for tests and profiles) and the work


class Steps(QObject):
    """Runs steps in order, one per event-loop turn; ``finished`` after the last."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._waiting: list[Step] = []
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._next)
        self.ran: list[str] = []  # names of the steps run by the last ``run``, in order
        self._stepped = False

    def run(self, steps: Sequence[Step], stepped: bool = True) -> None:
        """Run ``steps``: the first at once, the rest on later turns (all at once when
        ``stepped`` is False, as for a small dataset where the whole is a few milliseconds)."""
        self._waiting = list(steps)
        self.ran = []
        self._stepped = stepped
        if not stepped:
            while self._waiting:
                self._run_one()
            self.finished.emit()
            return
        self._next()

    @property
    def stepping(self) -> bool:
        """True while steps run one per turn (False: all at once, or none running)."""
        return self._stepped and bool(self._waiting)

    @property
    def pending(self) -> int:
        """Steps still waiting for their turn."""
        return len(self._waiting)

    def cancel(self) -> None:
        """Drop the steps still waiting."""
        self._waiting = []
        self._timer.stop()

    def _run_one(self) -> None:
        name, step = self._waiting.pop(0)
        self.ran.append(name)
        step()

    def _next(self) -> None:
        if not self._waiting:
            return
        self._run_one()
        if self._waiting:
            self._timer.start()
        else:
            self.finished.emit()
