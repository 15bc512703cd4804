"""Start the window: application, main window, then the data in the background. With
``timing`` it prints when the window is up and when the data is in, then quits."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from adjudicator.ui.app import create_application
from adjudicator.ui.main_window import MainWindow
from adjudicator.ui.paths import author_name, sample_log_path


def run_window(path: Path | None, log: str | None = None, language: str | None = None,
               timing: bool = False, sample: bool = False,
               on_no_display: Callable[[], int] | None = None) -> int:
    """Show the window, then load ``path``; returns the application's exit status.

    ``on_no_display`` runs instead when Qt had to fall back to the offscreen platform (the
    display could not be opened)."""
    start = time.perf_counter()
    app, translators = create_application(sys.argv[:1], language)
    if on_no_display is not None:
        os.environ.pop("QT_QPA_PLATFORM", None)  # the fallback list is not for child processes
        if app.platformName() == "offscreen":
            return on_no_display()
    window = MainWindow(translators)
    window.restore_layout()
    window.show()
    if timing:
        QTimer.singleShot(0, lambda: _say("window-shown", start))
    if path is not None:
        if sample and log is None:
            log = str(sample_log_path())
        if timing:  # the opener re-emits in the GUI thread
            window.opener.loaded.connect(lambda _: _say("data-loaded", start, quit_after=True))
            window.opener.failed.connect(lambda _: app.exit(1))
        window.open_path(path, log, author_name())
    elif timing:
        QTimer.singleShot(0, app.quit)
    return app.exec()


def _say(what: str, start: float, quit_after: bool = False) -> None:
    print(f"{what} {time.perf_counter() - start:.3f}", flush=True)
    if quit_after:
        QApplication.quit()


__all__ = ["run_window"]
