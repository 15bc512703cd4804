"""Export of the adjudicated dataset from the window: write the chosen file on the thread
pool (atomically, by the store; the questions before it are in ``export_actions``) behind a
window-modal progress dialog, which keeps decisions from changing meanwhile and offers
Cancel: a cancelled export publishes no file at all."""

from __future__ import annotations

import time
import traceback
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from adjudicator.core.errors import InputError
from adjudicator.session.item_index import give_back
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.common.pool_job import PoolJob
from adjudicator.ui.items.search_worker import last_activity, searching
from adjudicator.ui.items.sort_keys import YIELD_S

# the export's preparation starts once no search was asked for this long (at once: between
# its columns a running search goes first, and a first export soon after opening, searching
# and sorting then finds them made; waiting 0.5 s left it 2.2 x its peer at 10^6 items)
QUIET_S = 0.0


class ExportSignals(QObject):
    """Signals of an export job."""

    done = Signal(str)  # where the data went
    failed = Signal(str)
    progress = Signal(int)  # per mille
    cancelled = Signal()


class ExportCancelledError(Exception):
    """The user pressed Cancel; raised inside the export's progress callback."""


class ExportJob(PoolJob):
    """``project.export(path)``: data, disagreements sheet and manifest, each atomic."""

    def __init__(self, project: Any, path: Path, bom: bool = False, soft: Any = None) -> None:
        super().__init__()
        self.project, self.path, self.bom, self.soft = project, path, bom, soft
        self.signals = ExportSignals()
        self._cancel = False

    def cancel(self) -> None:
        """Stop at the next progress report; nothing is published."""
        self._cancel = True

    def _progress(self, fraction: float) -> None:
        if self._cancel:
            raise ExportCancelledError
        self.signals.progress.emit(int(1000 * fraction))

    def work(self) -> None:
        try:
            try:
                written = self.project.export(self.path, progress=self._progress,
                                              bom=self.bom, soft=self.soft)
            finally:
                give_back()  # the export's tables and buffers
        except ExportCancelledError:
            self.signals.cancelled.emit()
        except Exception as exc:  # shown in one line; the detail goes to stderr
            traceback.print_exc()
            self.signals.failed.emit(localised(_for_window(exc)))
        else:
            self.signals.done.emit(str(written.data))


def _for_window(error: BaseException) -> BaseException:
    """The export guard's refusal says "pass --force", and the soft labels' refusals name
    --soft-labels and --method, which a window user cannot pass: in the window their hints
    say what to do there (another file name or folder, another choice of export)."""
    from adjudicator.io.exporting.export import REPLACING_HINT, REPLACING_WINDOW_HINT
    from adjudicator.io.exporting.soft import (
        FEW_ANNOTATORS_HINT,
        FEW_ANNOTATORS_WINDOW_HINT,
        MULTI_LABEL_HINT,
        MULTI_LABEL_WINDOW_HINT,
    )

    window = {REPLACING_HINT: REPLACING_WINDOW_HINT, MULTI_LABEL_HINT: MULTI_LABEL_WINDOW_HINT,
              FEW_ANNOTATORS_HINT: FEW_ANNOTATORS_WINDOW_HINT}
    if isinstance(error, InputError) and error.hint in window:
        error.hint = window[error.hint]
    return error


class PrepareCancelledError(Exception):
    """Another dataset is shown: the export's columns of this one are not made."""


class PrepareJob(PoolJob):
    """The export's columns from the originals made ready on the pool (``prepare_export``),
    so that a first export writes as fast as a second; skipped if cancelled before it starts.
    It starts at a quiet moment (no search asked for or running for ``quiet`` seconds; by
    default as soon as no search runs), and before each column it lets a running search go
    first, so a search shares the cores with one column's work at most."""

    def __init__(self, dataset: Any, state: Any, quiet: float = QUIET_S) -> None:
        super().__init__()
        self.dataset, self.state, self.quiet = dataset, state, quiet
        self.cancelled = False
        self.hurry = False  # an export waits for these columns: no more waiting
        self.created = time.monotonic()

    def cancel(self) -> None:
        """Do nothing if not started yet (another dataset is shown)."""
        self.cancelled = True

    def hasten(self) -> None:
        """An export has begun: stop waiting for a quiet moment or for searches."""
        self.hurry = True

    def work(self) -> None:
        self._wait_quiet()
        if self.cancelled:
            return
        from adjudicator.io.exporting.export import prepare_export

        try:
            prepare_export(self.dataset, self.state, self._between)
        except PrepareCancelledError:
            pass
        except Exception:  # the export will make them itself; the detail goes to stderr
            traceback.print_exc()
        give_back()  # the temporaries of neutralising and decoding

    def _wait_quiet(self) -> None:
        """Until no search was asked for or ran for ``quiet`` seconds (counted from this job's
        creation at the earliest), unless cancelled or hastened."""
        while not (self.cancelled or self.hurry):
            since = max(self.created, last_activity())
            if not searching() and time.monotonic() - since >= self.quiet:
                return
            time.sleep(0.01)

    def _between(self) -> None:
        """Before each column: a running search has the cores first (at most YIELD_S);
        cancelled, the work stops (nothing is kept)."""
        end = time.monotonic() + YIELD_S
        while (searching() and not self.cancelled and not self.hurry
               and time.monotonic() < end):
            time.sleep(0.002)
        if self.cancelled:
            raise PrepareCancelledError


class Exporter(QObject):
    """Runs one export at a time for the window; ``finished(message)`` when it ends."""

    finished = Signal(str)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.busy: QProgressDialog | None = None
        self.job: ExportJob | None = None
        self.preparing: PrepareJob | None = None

    def cancel_prepare(self) -> None:
        """Stop making the export's columns of the dataset shown until now."""
        if self.preparing is not None:
            self.preparing.cancel()
            self.preparing = None

    def prepare(self, dataset: Any, state: Any, priority: int = -2) -> PrepareJob:
        """Make a dataset's export columns ready in the background, after the work of
        higher priority (searches, sort keys); one not yet started for the last dataset is
        dropped."""
        self.cancel_prepare()
        self.preparing = PrepareJob(dataset, state)
        QThreadPool.globalInstance().start(self.preparing, priority)
        return self.preparing

    def export(self, project: Any, path: Path, bom: bool = False, soft: Any = None
               ) -> ExportJob:
        """Write in the background behind a window-modal progress dialog with Cancel
        (``bom``: CSV/TSV starting with UTF-8's byte-order mark, for Excel; ``soft``: the
        soft-label option)."""
        if self.preparing is not None:  # the export needs its columns now
            self.preparing.hasten()
        job = ExportJob(project, path, bom, soft)
        job.signals.done.connect(self._done)
        job.signals.failed.connect(self._failed)
        job.signals.cancelled.connect(self._cancelled)
        self.job = job
        self.busy = QProgressDialog(self.tr("Exporting %1…").replace("%1", path.name),
                                    self.tr("Cancel"), 0, 1000, self.window)
        job.signals.progress.connect(self.busy.setValue)
        self.busy.canceled.connect(job.cancel)  # every file is published at the end, or none
        self.busy.setAutoReset(False)
        self.busy.setAutoClose(False)
        self.busy.setWindowModality(Qt.WindowModality.WindowModal)
        self.busy.setMinimumDuration(0)  # modal at once: no decision may change mid-export
        self.busy.show()
        QThreadPool.globalInstance().start(job)
        return job

    def cancel(self) -> None:
        """Cancel the running export (as the dialog's Cancel button does)."""
        if self.job is not None:
            self.job.cancel()

    def _close_busy(self) -> None:
        self.job = None
        if self.busy is not None:
            self.busy.reset()
            self.busy.deleteLater()
            self.busy = None

    @Slot(str)
    def _done(self, where: str) -> None:
        self._close_busy()
        self.finished.emit(self.tr("Exported to %1 (with a disagreements sheet and a manifest)")
                           .replace("%1", where))

    @Slot()
    def _cancelled(self) -> None:
        self._close_busy()
        self.finished.emit(self.tr("Export cancelled; no file was written"))

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._close_busy()
        text = self.tr("Export failed: %1").replace("%1", message)
        self.finished.emit(text)
        QMessageBox.warning(self.window, self.tr("Export failed"), text)
