"""`adjudicator FILE --screenshot OUT.png`: the main window rendered offscreen once the data is
in, saved as a PNG (for the README and for looking at the window without a display)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QMainWindow

SETTLE_MS = 300  # let the throttled panels redraw before the picture is taken


def save_window(window: QMainWindow, out: Path) -> bool:
    """Render the whole window (menus, panels, status bar) into ``out``; True when saved.
    The PNG is made in memory and written as the exports are (a new file renamed into place:
    never through a link, never over a log, an original or a file that is not regular)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from adjudicator.core.errors import InputError
    from adjudicator.io.durable import atomic_write, guard_output

    QApplication.processEvents()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, "PNG"):
        return False
    try:
        guard_output(out, [])
        atomic_write(out, lambda stream: stream.write(bytes(data.data())))
    except (OSError, InputError):
        return False
    return True


def shoot_when_loaded(window: QMainWindow, out: Path, loaded: SignalInstance,
                      failed: SignalInstance, finish: Callable[[int], None],
                      input_error: Callable[[], bool] = lambda: False) -> None:
    """After ``loaded`` fires: wait for the panels, save the PNG, ``finish(0)`` (1 if the
    file could not be written); ``failed`` finishes with 2 when the file was at fault
    (``input_error()``), as `adjudicator agree` does with the same message, else with 1."""

    def shoot() -> None:
        ok = save_window(window, out)
        if ok:
            said = QCoreApplication.translate("Screenshot", "screenshot saved: %1")
            print(said.replace("%1", str(out)), flush=True)
        else:  # a failure goes to stderr, like every error of the command line
            said = QCoreApplication.translate("Screenshot", "adjudicator: could not write %1")
            print(said.replace("%1", str(out)), file=sys.stderr, flush=True)
        finish(0 if ok else 1)

    def fail(message: str) -> None:
        if input_error():  # the command line's words: "adjudicator: error: FILE: what"
            said = QCoreApplication.translate("Errors", "adjudicator: error: {message}")
            print(said.replace("{message}", message), file=sys.stderr, flush=True)
            finish(2)
            return
        print(f"adjudicator: {message}", file=sys.stderr, flush=True)
        finish(1)

    loaded.connect(lambda _session: QTimer.singleShot(SETTLE_MS, shoot))
    failed.connect(fail)
