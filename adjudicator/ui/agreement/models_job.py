"""The models panel's figures made again on the thread pool when the lead changes the
alternative-annotator test's settings (its bootstrap over items takes seconds on a large
dataset: about 5 s for 50,000 items and five annotators), so the window keeps answering."""

from __future__ import annotations

import traceback
from typing import Any

from PySide6.QtCore import QObject, Signal

from adjudicator.ui.common.pool_job import PoolJob


class ModelsSignals(QObject):
    """``done(session, settings, models)`` or ``failed(message)``."""

    done = Signal(object, object, object)
    failed = Signal(str)


class ModelsJob(PoolJob):
    """``models_of(session, settings)`` on a pool thread."""

    def __init__(self, session: Any, settings: Any) -> None:
        super().__init__()
        self.session, self.settings = session, settings
        self.signals = ModelsSignals()

    def work(self) -> None:
        from adjudicator.session.models_of import models_of
        from adjudicator.ui.common.error_text import localised

        try:
            models = models_of(self.session, self.settings)
        except Exception as exc:  # said in the status bar; the detail goes to stderr
            traceback.print_exc()
            self.signals.failed.emit(localised(exc))
        else:
            self.signals.done.emit(self.session, self.settings, models)
