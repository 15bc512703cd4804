"""The decision sink of a writable project: what the program records on its own waits for the
lead's next event.

Merely looking must not write: a viewing of the results (kept in the user's settings, see
``store.shown``) or the note that a new log replaced a missing one is applied to the state at
once, so rules set afterwards are flagged, but written only just before the next event the lead
makes. While the log does not exist yet, that event creates it (``create``), with the held
events and the event itself in one atomic write.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from adjudicator.core.adjudication.clock import utc_now
from adjudicator.core.adjudication.events import Event
from adjudicator.core.errors import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from adjudicator.core.adjudication.state import AdjudicationState
    from adjudicator.store.logwriter import LogWriter

# creates the log with these events (held ones first) and returns its writer (None: the new
# log cannot be written to after all, e.g. another program locked it first)
Creator = Callable[[list[Event]], "LogWriter | None"]
#: the data's folder cannot be written: {folder} is that folder, {name} the log's file name
NOT_WRITABLE = QT_TRANSLATE_NOOP("Errors", "the folder {folder} cannot be written, so this "
                                 "data is open for viewing only: its decision log would be "
                                 "created there as {name}. To record decisions, keep the log "
                                 "in a folder you can write with --log PATH")


def can_create(log: Path) -> bool:
    """Whether a new log can be created at ``log``: its folder exists and this user may
    write in it (a read-only folder, a read-only disk or an immutable folder cannot)."""
    folder = log.parent
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


class DeferredSink:
    """Writes the held events, then the event; creates the log first when it is missing."""

    def __init__(self, writer: LogWriter | None, create: Creator | None = None) -> None:
        self.writer, self._create = writer, create
        self.held: list[Event] = []

    def hold(self, state: AdjudicationState, event: Event) -> None:
        """Apply ``event`` now; write it with the next one."""
        state.apply(event)
        self.held.append(event)

    def append(self, event: Event) -> None:
        """Make the held events and ``event`` durable, in order, or raise (a held event
        already written stays written; ``event`` is written or not at all)."""
        if self.writer is None:
            if self._create is None:
                raise OSError("the decision log is closed")
            self.writer = self._create([*self.held, event])
            self.held.clear()
            return
        self.flush()
        self.writer.append(event)

    def flush(self) -> None:
        """Write the held events now (an existing log only)."""
        while self.held and self.writer is not None:
            self.writer.append(self.held[0])
            self.held.pop(0)


def envelope(state: AdjudicationState, time: str | None = None) -> dict[str, Any]:
    """The shared fields of the state's next event, at ``time`` (default: now)."""
    return {"seq": state.last_seq + 1, "time": time or utc_now(), "author": state.author,
            "app": state.app, "guideline": state.guideline_version}
