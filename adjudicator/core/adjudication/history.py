"""The history of one item: its decisions, the reverts that touched them, and its notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from adjudicator.core.adjudication.events import Decision, Event, Note, Revert


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One event in an item's history; ``active`` is False once it has been reverted."""

    seq: int
    kind: str
    time: str
    author: str
    guideline: str
    active: bool
    label: str | None = None
    rationale: str = ""
    target: int | None = None  # for reverts: the event undone
    text: str = ""  # for notes
    decision: Decision | None = None  # for decisions: every field the log keeps with it


def root_target(events: Sequence[Event], revert: Revert) -> int:
    """The first non-revert event a chain of reverts leads to."""
    target = revert.target
    while isinstance(ev := events[target - 1], Revert):
        target = ev.target
    return target


def item_history(events: Sequence[Event], active: Sequence[bool], item: str,
                 decisions: Sequence[tuple[int, Decision]]) -> list[HistoryEntry]:
    """Entries for ``item`` in sequence order (one pass over the events)."""
    by_seq = dict(decisions)
    out: list[HistoryEntry] = []
    for ev in events:
        common = (ev.seq, ev.kind, ev.time, ev.author, ev.guideline, active[ev.seq])
        if ev.seq in by_seq:
            d = by_seq[ev.seq]
            out.append(HistoryEntry(*common, label=d.label, rationale=d.rationale, decision=d))
        elif isinstance(ev, Revert) and root_target(events, ev) in by_seq:
            out.append(HistoryEntry(*common, target=ev.target))
        elif isinstance(ev, Note) and ev.item == item:
            out.append(HistoryEntry(*common, text=ev.text))
    return out
