"""Where the state's events go, and what a change reports back.

The state hands every event to a ``DecisionSink`` before applying it; the store's log is the
durable sink, ``MemorySink`` keeps events in a list (tests, what-ifs), ``ReadOnlySink`` refuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from adjudicator.core.adjudication.clock import utc_now as utc_now
from adjudicator.core.adjudication.counts import Cell
from adjudicator.core.adjudication.events import Event
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


class DecisionSink(Protocol):
    """Where events go before they count; ``append`` returns only once the event is durable."""

    def append(self, event: Event) -> None:
        """Make ``event`` durable or raise."""


class ReadOnlyError(InputError):
    """A change was asked of a state opened to inspect only."""


class MemorySink:
    """A sink that keeps events in a list: for tests and in-memory what-ifs."""

    def __init__(self) -> None:
        self.events: list[Event] = []

    def append(self, event: Event) -> None:
        """Keep the event."""
        self.events.append(event)


class ReadOnlySink:
    """A sink that refuses every event, saying why."""

    def __init__(self, reason: str = QT_TRANSLATE_NOOP("Errors", "this state is read-only")
                 ) -> None:
        self.reason = reason

    def append(self, event: Event) -> None:
        """Refuse."""
        raise ReadOnlyError(self.reason)


@dataclass(frozen=True, slots=True)
class ChangeRecord:
    """What one event changed: its items (ids and rows) and the count cells that moved."""

    seq: int
    kind: str
    items: tuple[str, ...] = ()
    rows: tuple[int, ...] = ()
    cells: tuple[Cell, ...] = ()  # (annotator, final code, annotator code) of ``by_annotator``

