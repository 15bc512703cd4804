"""Background work on the QThreadPool: opening a dataset (and its decision log) with progress
and a cancel, so the window stays responsive and appears before pandas is even imported."""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QCoreApplication, QObject, Signal

from adjudicator.core.errors import InputError, Message
from adjudicator.session.item_index import give_back
from adjudicator.session.refusal import refusal
from adjudicator.session.session import Session
from adjudicator.ui.common.error_text import localised, translate_error_template
from adjudicator.ui.common.pool_job import PoolJob

if TYPE_CHECKING:
    from adjudicator.io.options import ImportOptions


class CancelledError(Exception):
    """The user cancelled the load."""


class LoadSignals(QObject):
    """Signals of a load job (QRunnable itself cannot emit)."""

    progress = Signal(float, str)  # fraction in [0, 1], what is being done
    loaded = Signal(object)  # the Session
    failed = Signal(str)  # one line for the user (job.input_error: the file's fault)
    cancelled = Signal()
    mismatch = Signal(str)  # the originals changed since the log was started


class LoadJob(PoolJob):
    """Read a labels file into a Session; open its decision log when the store is present."""

    def __init__(self, path: Path, log: str | None = None, author: str = "",
                 read_only_on_mismatch: bool = False,
                 options: ImportOptions | None = None) -> None:
        super().__init__()
        self.path, self.log, self.author, self.options = path, log, author, options
        self.input_error = False  # set before ``failed`` when other import options may help
        self.on_mismatch = "read_only" if read_only_on_mismatch else "stop"
        self.signals = LoadSignals()
        self._cancel = False

    def cancel(self) -> None:
        """Ask the job to stop at the next progress report."""
        self._cancel = True

    def report(self, fraction: float, message: str = "") -> bool:
        """Progress callback handed to the reader; raises Cancelled once cancel was asked."""
        if self._cancel:
            raise CancelledError
        if isinstance(message, Message):  # a reader's line, in the user's language
            message = message.render(translate_error_template)
        self.signals.progress.emit(float(fraction), str(message))
        return True

    def work(self) -> None:
        from adjudicator.io.options import Cancelled
        from adjudicator.store.pinning import OriginalsChangedError

        try:
            session = open_session(self.path, self.log, self.author, self.report,
                                   self.on_mismatch, self.options)
        except (CancelledError, Cancelled):
            self.signals.cancelled.emit()
        except OriginalsChangedError as exc:
            self.signals.mismatch.emit(localised(exc))
        except InputError as exc:  # the file's fault: one line names where and what
            self.input_error = True
            self.signals.failed.emit(localised(exc))
        except Exception as exc:  # shown to the user in one line; the detail goes to stderr
            traceback.print_exc()
            self.signals.failed.emit(localised(exc))
        else:
            self.signals.loaded.emit(session)


def open_session(path: Path, log: str | None, author: str,
                 progress: Callable[[float, str], Any], on_mismatch: str = "stop",
                 options: ImportOptions | None = None) -> Session:
    """Open the data with its decision log (beside the data unless ``log`` is given; a new
    log is created by the lead's first event, never by opening).

    ``options`` say how to read the data when a new log is started (they are recorded in its
    header); an existing log reads the data as its header records.

    The log is locked, the originals' hashes checked and the log replayed (see store.project);
    a log held by another instance opens read-only and the session says so."""
    from adjudicator.store.project import Project

    reading = (QCoreApplication.translate("LoadJob", "Reading %1 and its decision log…")
               .replace("%1", path.name))
    progress(0.0, reading)
    mode: Literal["stop", "read_only"] = "read_only" if on_mismatch == "read_only" else "stop"
    settings: dict[str, Any] = {"options": options} if options is not None else {}
    project = Project.open(path, log, author=author or None, on_mismatch=mode,
                           progress=lambda f, m: progress(0.02 + 0.93 * f, m), **settings)
    try:
        refused = refusal(project.dataset, path)  # what `agree` refuses, refused here too
        if refused is not None:
            raise refused
        session = Session(project.dataset, project)
        # stratum groups and sort keys on this thread, not the window's; a cancel between
        session.prepare(lambda: progress(0.97, reading) or True)  # two parts of the sort
        gc.collect()  # the collector's full pass here, not in one of the window's steps
        give_back()  # what reading and preparing freed, to the system
        progress(1.0, QCoreApplication.translate("LoadJob", "Ready"))
    except BaseException:  # cancelled (or failed) after the log was opened: free its lock
        project.close()
        raise
    return session

