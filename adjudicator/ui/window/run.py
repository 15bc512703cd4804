"""Start the window: application, main window, then the data in the background. With
``timing`` it prints when the window is up and when the data is in, then quits."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication

from adjudicator.core.errors import InputError
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.common.paths import author_name, sample_log_path
from adjudicator.ui.window.app import FileOpenEvents, create_application
from adjudicator.ui.window.main_window import MainWindow
from adjudicator.ui.window.screenshot import shoot_when_loaded

#: a file to open -> (the data, its decision log or None for the one beside the data)
Resolver = Callable[[Path], tuple[Path, str | None]]
#: at most this long, at exit, for background jobs to end (a search or sort keys: well under)
EXIT_WAIT_MS = 10_000


def run_window(path: Path | None, log: str | None = None, language: str | None = None,
               timing: bool = False, sample: bool = False,
               on_no_display: Callable[[], int] | None = None,
               screenshot: Path | None = None, size: tuple[int, int] = (1280, 800),
               resolve: Resolver | None = None) -> int:
    """Show the window, then load ``path``; returns the application's exit status.

    ``on_no_display`` runs instead when Qt had to fall back to the offscreen platform (the
    display could not be opened). With ``screenshot`` the window (at ``size``) is saved as a
    PNG once the data is in, and the program exits. ``resolve`` turns a file the system asks
    to open (macOS Finder) into the data and log to open, as the command line does."""
    start = time.perf_counter()
    app, translators = create_application(sys.argv[:1], language)
    if on_no_display is not None:
        os.environ.pop("QT_QPA_PLATFORM", None)  # the fallback list is not for child processes
        if app.platformName() == "offscreen":
            return on_no_display()
    window = MainWindow(translators)
    if screenshot is not None and path is not None:
        return _screenshot(app, window, path, log, sample, screenshot, size)
    FileOpenEvents(app, document_opener(window, resolve or _as_data))
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
    status = app.exec()
    _end_background_work(window)
    return status


def _end_background_work(window: MainWindow) -> None:
    """Before Python shuts down under them: the export's preparation stopped (between two
    columns), and every job still on the pool (a search, sort keys) waited for."""
    window.exporter.cancel_prepare()
    QThreadPool.globalInstance().waitForDone(EXIT_WAIT_MS)


def document_opener(window: MainWindow, resolve: Resolver) -> Callable[[Path], None]:
    """What to do with a file the system hands over (FileOpenEvents): open it as the same file
    on the command line would be, the data with its log, or a decision log with its data; a
    file that cannot be resolved is said on the welcome page, the window stays."""

    def open_document(path: Path) -> None:
        try:
            data, log = resolve(path)
        except InputError as error:
            window.opener.page.show_welcome(
                window.opener.tr("Could not open the file: %1").replace("%1", localised(error)))
            return
        window.open_path(data, log, author_name())

    return open_document


def _as_data(path: Path) -> tuple[Path, str | None]:
    return path, None


def _screenshot(app: QApplication, window: MainWindow, path: Path, log: str | None,
                sample: bool, out: Path, size: tuple[int, int]) -> int:
    """Load ``path`` into a window of ``size``, save it as ``out``, close the log, exit."""
    window.resize(*size)
    window.show()
    shoot_when_loaded(window, out, window.opener.loaded, window.opener.failed, app.exit,
                      input_error=lambda: window.opener.failed_path is not None)
    window.open_path(path, str(sample_log_path()) if sample and log is None else log,
                     author_name())
    status = app.exec()
    if window.session is not None:
        window.session.close()  # free the log's lock; the window's layout is not saved
    return status


def _say(what: str, start: float, quit_after: bool = False) -> None:
    print(f"{what} {time.perf_counter() - start:.3f}", flush=True)
    if quit_after:
        QApplication.quit()


__all__ = ["document_opener", "run_window"]
