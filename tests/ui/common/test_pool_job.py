"""A background job is let go on the window's thread, never on the pool's (where its signals
object, a QObject of the window's thread, must not be destroyed)."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QThreadPool

from adjudicator.ui.common.pool_job import PoolJob


class _Recorded(PoolJob):
    """Records the thread it runs on and the thread its Python object is freed on."""

    def __init__(self, seen: dict[str, object]) -> None:
        super().__init__()
        self.seen = seen

    def work(self) -> None:
        self.seen["ran"] = threading.get_ident()
        time.sleep(0.05)  # the starter lets go of the job meanwhile

    def __del__(self) -> None:
        self.seen["freed"] = threading.get_ident()


def test_a_job_the_window_let_go_of_is_freed_on_the_windows_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The starter keeps no reference; the pool's own ends as the job finishes: the job is
    still freed on the window's thread, once its events are delivered."""
    seen: dict[str, object] = {}
    QThreadPool.globalInstance().start(_Recorded(seen))
    assert QThreadPool.globalInstance().waitForDone(5_000)
    assert seen["ran"] != threading.get_ident()
    qtbot.waitUntil(lambda: "freed" in seen, timeout=5_000)
    assert seen["freed"] == threading.get_ident()


def test_a_job_run_here_does_its_work_and_is_freed_here(qtbot) -> None:  # type: ignore[no-untyped-def]
    """``run()`` called directly (as tests and a hurried export do) works the same way."""
    seen: dict[str, object] = {}
    job = _Recorded(seen)
    job.run()
    del job
    qtbot.waitUntil(lambda: "freed" in seen, timeout=5_000)
    assert seen["ran"] == seen["freed"] == threading.get_ident()
