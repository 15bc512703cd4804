"""`--screenshot OUT.png`: open a file in the real window offscreen, save the window as a PNG
once the data is in, and quit (for smoke tests of an installed bundle and for documentation)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from adjudicator.ui.app import create_application
from adjudicator.ui.main_window import MainWindow
from adjudicator.ui.paths import author_name, sample_log_path

TIMEOUT_MS = 120_000


def save_screenshot(path: Path | None, out: Path, log: str | None = None,
                    language: str | None = None, sample: bool = False) -> int:
    """0 once ``out`` holds the window showing ``path`` (or the empty window), 1 if the file
    failed to load, the PNG could not be written or nothing happened within two minutes."""
    app, translators = create_application(sys.argv[:1], language)
    window = MainWindow(translators)
    window.resize(1280, 800)
    window.show()
    status = {"code": 1}

    def save() -> None:
        status["code"] = 0 if window.grab().save(str(out), "PNG") else 1
        app.quit()

    def fail(message: str) -> None:
        print(f"adjudicator: {message}", file=sys.stderr, flush=True)
        app.quit()

    if sample and log is None:
        log = str(sample_log_path())
    if path is None:
        QTimer.singleShot(0, save)
    else:
        window.opener.loaded.connect(lambda _: QTimer.singleShot(0, save))
        window.opener.failed.connect(fail)
        window.open_path(path, log, author_name())
    QTimer.singleShot(TIMEOUT_MS, lambda: fail("no window to save within two minutes"))
    app.exec()
    return status["code"]
