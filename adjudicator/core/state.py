"""The adjudication state: ratings, the lead's decisions and the counts that follow them.

The one mutable object that holds the truth in memory. Each mutation builds an event, hands it to
the ``DecisionSink`` first (the store makes it durable there; if that raises nothing in memory
changes), then applies it and returns a ``ChangeRecord`` naming the items and count cells that
changed. ``replay`` rebuilds the same state from the events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from adjudicator.core.counts import ADJUDICATED, STATUS_NAMES, Cell, Counts, base_status
from adjudicator.core.errors import InputError
from adjudicator.core.events import (
    Batch,
    Decide,
    Decision,
    Event,
    Guideline,
    Note,
    Revert,
    Tag,
    decisions_of,
)
from adjudicator.core.gcpause import paused_gc
from adjudicator.core.history import HistoryEntry, item_history
from adjudicator.core.labels import Codes
from adjudicator.core.ratings import Ratings
from adjudicator.core.tables import Table

if TYPE_CHECKING:
    from adjudicator.core.versions import AsOf


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

    def __init__(self, reason: str = "this state is read-only") -> None:
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


def utc_now() -> str:
    """The current UTC time in ISO 8601 with microseconds and a Z."""
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


class AdjudicationState:
    """Ratings + decisions + incrementally kept counts; mutate only through the methods."""

    def __init__(self, ratings: Ratings, *, sink: DecisionSink | None = None, author: str = "",
                 app: str = "", guideline: str = "", clock: Callable[[], str] = utc_now) -> None:
        self.ratings = ratings
        self.sink: DecisionSink = sink if sink is not None else ReadOnlySink()
        self.author, self.app, self.clock = author, app, clock
        self.guideline_version = self._initial_guideline = guideline
        self._row = {item: i for i, item in enumerate(ratings.items)}
        self._code = {label: j for j, label in enumerate(ratings.labels)}
        self._base_final, self._base_status = base_status(ratings.codes)
        self.final_codes: Codes = self._base_final.copy()
        self.status_codes: Codes = self._base_status.copy()
        self.counts = Counts(ratings.codes, ratings.k, self.final_codes, self.status_codes)
        self._events: list[Event] = []
        self._active: list[bool] = [True]  # index = seq; seq 0 is the log's header
        self._decisions: dict[str, list[tuple[int, Decision]]] = {}
        self._effective: dict[str, tuple[int, Decision]] = {}
        self._tags: dict[str, int] = {}
        self._bulk = False

    # ----- reading -----------------------------------------------------------------------
    @property
    def last_seq(self) -> int:
        """Sequence number of the latest event (0 before any)."""
        return len(self._events)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event applied so far, in order."""
        return tuple(self._events)

    def event(self, seq: int) -> Event:
        """The event with sequence number ``seq``."""
        if not 1 <= seq <= len(self._events):
            raise InputError(f"no event {seq}", expected=f"1..{len(self._events)}")
        return self._events[seq - 1]

    def is_active(self, seq: int) -> bool:
        """False once the event has been reverted (and not re-applied)."""
        return self._active[seq]

    @property
    def tags(self) -> dict[str, int]:
        """Named versions: name -> sequence number of the tag event."""
        return dict(self._tags)

    def decision(self, item: str) -> tuple[Event, Decision] | None:
        """The decision in force for ``item`` and the event that carries it, or None."""
        found = self._effective.get(item)
        return None if found is None else (self._events[found[0] - 1], found[1])

    def decided_items(self) -> list[str]:
        """Items with a decision in force."""
        return list(self._effective)

    def final_label(self, item: str) -> str | None:
        """The decided label, else the unanimous one, else None."""
        code = int(self.final_codes[self.row(item)])
        return None if code < 0 else self.ratings.labels[code]

    def status(self, item: str) -> str:
        """unanimous, adjudicated or unresolved."""
        return STATUS_NAMES[int(self.status_codes[self.row(item)])]

    def row(self, item: str) -> int:
        """Row of ``item`` in the ratings; unknown ids raise InputError."""
        try:
            return self._row[item]
        except KeyError:
            raise InputError(f"unknown item {item!r}", column="item",
                             expected="an item id of the dataset") from None

    def pair_table(self, a: int | str, b: int | str) -> Table:
        """k x k confusion matrix of annotators a and b (constant: originals never change)."""
        return self.ratings.pair_table(a, b)

    def decisions_for(self, item: str) -> list[tuple[int, Decision]]:
        """Every decision ever recorded for ``item`` with its sequence number, oldest first."""
        return list(self._decisions.get(item, ()))

    def history(self, item: str) -> list[HistoryEntry]:
        """Every event about ``item`` (decisions, their reverts, notes), oldest first."""
        self.row(item)
        return item_history(self._events, self._active, item, self._decisions.get(item, []))

    # ----- changing ----------------------------------------------------------------------
    def decide(self, item: str, label: str, rationale: str = "", *, source: str | None = None,
               confidence: float | None = None, error_category: str | None = None,
               guideline_update: bool = False, author: str | None = None) -> ChangeRecord:
        """Record a final label for one item (durable before it counts)."""
        d = Decision(item, str(label), rationale, source, confidence, error_category,
                     guideline_update)
        return self._commit(Decide(decision=d, **self._envelope(author)))

    def batch(self, decisions: Sequence[Decision], *, author: str | None = None) -> ChangeRecord:
        """Record several decisions as one event: all of them count, or none."""
        return self._commit(Batch(decisions=tuple(decisions), **self._envelope(author)))

    def revert(self, seq: int, *, author: str | None = None) -> ChangeRecord:
        """Undo event ``seq`` by a new event (reverting a revert re-applies its target)."""
        return self._commit(Revert(target=int(seq), **self._envelope(author)))

    def note(self, text: str, item: str | None = None, *, author: str | None = None
             ) -> ChangeRecord:
        """Attach a note to an item or to the project."""
        return self._commit(Note(text=text, item=item, **self._envelope(author)))

    def guideline(self, version: str, notes: str = "", *, author: str | None = None
                  ) -> ChangeRecord:
        """Start a new guideline version; later events carry it."""
        env = self._envelope(author) | {"guideline": version}
        return self._commit(Guideline(version=version, notes=notes, **env))

    def tag(self, name: str, *, author: str | None = None) -> ChangeRecord:
        """Name the current state so it can be recalled, diffed and exported."""
        return self._commit(Tag(name=name, **self._envelope(author)))

    def _envelope(self, author: str | None) -> dict[str, Any]:
        """Shared fields for the next event."""
        return {"seq": self.last_seq + 1, "time": self.clock(),
                "author": self.author if author is None else author, "app": self.app,
                "guideline": self.guideline_version}

    def _commit(self, event: Event) -> ChangeRecord:
        """Validate, make durable through the sink, then apply."""
        self._check(event)
        self.sink.append(event)
        return self._apply(event)

    # ----- applying ----------------------------------------------------------------------
    def apply(self, event: Event) -> ChangeRecord:
        """Apply an event read back from a log (validated, never sent to the sink)."""
        self._check(event)
        return self._apply(event)

    @classmethod
    def replay(cls, ratings: Ratings, events: Iterable[Event], **kwargs: Any
               ) -> AdjudicationState:
        """Rebuild the state from events; counts are rebuilt once at the end, not per event."""
        state = cls(ratings, **kwargs)
        state._bulk = True
        try:
            with paused_gc():
                for ev in events:
                    if type(ev) is not Decide or not state._append_decide(ev):
                        state.apply(ev)
        finally:
            state._bulk = False
            state._rebuild()
        return state

    def __call__(self, as_of: AsOf = None) -> AdjudicationState:
        """This state (``as_of=None``) or a read-only copy as of a sequence number, tag or time.

        Lets ``project.state`` be used both as the live state and as ``project.state(as_of=N)``.
        """
        from adjudicator.core.versions import state_at

        return state_at(self, as_of)

    def _append_decide(self, ev: Decide) -> bool:
        """Replay's fast path for a plain, valid decision; False sends it the checked way."""
        d = ev.decision
        conf = d.confidence
        if (ev.seq != len(self._events) + 1 or d.item not in self._row or d.label not in self._code
                or (conf is not None and not 0.0 <= conf <= 1.0)):
            return False
        self._events.append(ev)
        self._active.append(True)
        found = (ev.seq, d)
        self._decisions.setdefault(d.item, []).append(found)
        self._effective[d.item] = found
        return True

    def as_of(self, seq: int) -> AdjudicationState:
        """A read-only copy of the state just after event ``seq``."""
        if not 0 <= seq <= self.last_seq:
            raise InputError(f"no version {seq}", expected=f"0..{self.last_seq}")
        return AdjudicationState.replay(self.ratings, self._events[:seq], author=self.author,
                                        app=self.app, guideline=self._initial_guideline)

    def _check(self, event: Event) -> None:
        """Raise InputError if ``event`` cannot follow the current state."""
        if event.seq != self.last_seq + 1:
            raise InputError(f"event {event.seq} out of order", expected=str(self.last_seq + 1))
        seen: set[str] = set()
        for d in decisions_of(event):
            self.row(d.item)
            if d.label not in self._code:
                raise InputError(f"unknown label {d.label!r} for item {d.item!r}",
                                 column="label", expected=" / ".join(self.ratings.labels))
            if d.item in seen:
                raise InputError(f"item {d.item!r} appears twice in one batch")
            seen.add(d.item)
            if d.confidence is not None and not 0.0 <= d.confidence <= 1.0:
                raise InputError(f"confidence {d.confidence} for item {d.item!r}",
                                 column="confidence", expected="a number from 0 to 1")
        if isinstance(event, Revert):
            self._flips(event.target)
        if isinstance(event, Note) and event.item is not None:
            self.row(event.item)
        if isinstance(event, Tag) and event.name in self._tags:
            raise InputError(f"version name {event.name!r} is taken", expected="a new name")

    def _flips(self, target: int) -> list[tuple[int, bool]]:
        """The (seq, active) changes a revert of ``target`` makes, following revert chains."""
        seq, value, out = target, False, []
        while True:
            if not 1 <= seq <= self.last_seq:
                raise InputError(f"cannot revert event {seq}", expected=f"1..{self.last_seq}")
            if self._active[seq] == value:
                state = "already undone" if not value else "already in force"
                raise InputError(f"cannot revert: event {seq} is {state}")
            out.append((seq, value))
            ev = self._events[seq - 1]
            if not isinstance(ev, Revert):
                return out
            seq, value = ev.target, not value

    def _apply(self, event: Event) -> ChangeRecord:
        """Apply a validated event and report what changed."""
        flips = self._flips(event.target) if isinstance(event, Revert) else []
        self._events.append(event)
        self._active.append(True)
        for d in decisions_of(event):
            self._decisions.setdefault(d.item, []).append((event.seq, d))
        touched = self._activate(event, event.seq)
        for seq, value in flips:
            self._active[seq] = value
            touched += self._activate(self._events[seq - 1], seq, value)
        return self._refresh(event, touched)

    def _activate(self, ev: Event, seq: int, on: bool = True) -> list[str]:
        """Book-keeping when ``ev`` comes into (or goes out of) force; returns touched items."""
        if isinstance(ev, Guideline):
            self._guideline_from_events()
        elif isinstance(ev, Tag):
            if on:
                self._tags[ev.name] = seq
            else:
                self._tags.pop(ev.name, None)
        return [d.item for d in decisions_of(ev)]

    def _guideline_from_events(self) -> None:
        """The guideline version in force: the latest active guideline event's."""
        for ev in reversed(self._events):
            if isinstance(ev, Guideline) and self._active[ev.seq]:
                self.guideline_version = ev.version
                return
        self.guideline_version = self._initial_guideline

    def _refresh(self, event: Event, items: list[str]) -> ChangeRecord:
        """Recompute the decision in force for each touched item and move its counts."""
        rows: list[int] = []
        cells: list[Cell] = []
        for item in dict.fromkeys(items):
            hist = self._decisions.get(item, [])
            found = next((h for h in reversed(hist) if self._active[h[0]]), None)
            if found is None:
                self._effective.pop(item, None)
            else:
                self._effective[item] = found
            if not self._bulk:
                rows.append(self._row[item])
                cells.extend(self._move(rows[-1], found))
        names = tuple(dict.fromkeys(items))
        return ChangeRecord(event.seq, event.kind, names, tuple(rows), tuple(cells))

    def _move(self, row: int, found: tuple[int, Decision] | None) -> tuple[Cell, ...]:
        """Set one row's final code and status and update the counts."""
        if found is None:
            new = (int(self._base_final[row]), int(self._base_status[row]))
        else:
            new = (self._code[found[1].label], ADJUDICATED)
        old = (int(self.final_codes[row]), int(self.status_codes[row]))
        self.final_codes[row], self.status_codes[row] = new
        return self.counts.move(self.ratings.codes[row], old, new)

    def _rebuild(self) -> None:
        """Recompute final codes, statuses and counts from the decisions in force, in bulk."""
        final, status = self._base_final.copy(), self._base_status.copy()
        if self._effective:
            rows = np.fromiter((self._row[i] for i in self._effective), dtype=np.int64)
            codes = np.fromiter((self._code[d.label] for _, d in self._effective.values()),
                                dtype=np.int64)
            final[rows], status[rows] = codes, ADJUDICATED
        self.final_codes, self.status_codes = final, status
        self.counts = Counts(self.ratings.codes, self.ratings.k, final, status)
