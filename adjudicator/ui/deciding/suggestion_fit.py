"""The Dawid–Skene fit behind the panel's suggestion, off the window's thread for large files.

The suggestion reads each item's posterior under a model fitted on every item of the file
(``session.suggestion``). For a crowd -- 819 annotators, 53,765 judgments -- the first fit
takes seconds; run where the item is shown, it froze the window that long. A ``SuggestionFit``
runs it once per set of ratings on Qt's thread pool and says ``fitted`` when it is there; the
panel says meanwhile that it is being fitted. Small files (under ``INLINE_CELLS`` cells) fit
in milliseconds and are fitted where they are shown, without a "fitting" line that would
only flicker.
"""

from __future__ import annotations

import traceback
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from adjudicator.session.suggestion import fit_suggestions, suggestion_ready
from adjudicator.ui.common.pool_job import PoolJob

#: items x annotators below which the fit is made where the item is shown
INLINE_CELLS = 200_000


class _FitSignals(QObject):
    """``done(ratings, worked)`` from the pool thread, delivered queued."""

    done = Signal(object, bool)


class _FitJob(PoolJob):
    """Fit the suggestions' model of one set of ratings (cached where ``suggestion`` reads)."""

    def __init__(self, ratings: Any) -> None:
        super().__init__()
        self.ratings = ratings
        self.signals = _FitSignals()

    def work(self) -> None:
        worked = True
        try:
            fit_suggestions(self.ratings)
        except Exception:  # no suggestion is shown; the detail goes to stderr
            traceback.print_exc()
            worked = False
        try:
            self.signals.done.emit(self.ratings, worked)
        except RuntimeError:  # the window closed meanwhile (the signal's object is gone)
            return


class SuggestionFit(QObject):
    """Whether the suggestion of some ratings can be shown now, and the fit that makes it so.

    ``fitted(ratings)`` is emitted on the window's thread once a background fit is there;
    a fit that failed is not tried again for the same ratings (no suggestion is shown)."""

    fitted = Signal(object)

    def __init__(self, parent: QObject | None = None, inline_cells: int = INLINE_CELLS) -> None:
        super().__init__(parent)
        self.inline_cells = inline_cells
        self._job: _FitJob | None = None
        self._failed: Any = None

    def ready(self, ratings: Any) -> bool:
        """True when ``suggestion`` may be called now (fitted, no model, or a small file)."""
        return (suggestion_ready(ratings) or ratings.codes.size < self.inline_cells
                or self.failed(ratings))

    def failed(self, ratings: Any) -> bool:
        """True when the fit of these ratings failed (the panel then shows no suggestion)."""
        return self._failed is ratings

    def start(self, ratings: Any) -> None:
        """Fit these ratings on the pool, unless that fit is already under way."""
        if self._job is not None and self._job.ratings is ratings:
            return
        job = _FitJob(ratings)
        job.signals.done.connect(self._done)
        self._job = job
        QThreadPool.globalInstance().start(job)

    @Slot(object, bool)
    def _done(self, ratings: Any, worked: bool) -> None:
        if self._job is not None and self._job.ratings is ratings:
            self._job = None
        if not worked:
            self._failed = ratings
        self.fitted.emit(ratings)
