"""The history of one item: its decisions, the reverts that touched them, and its notes."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
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


def item_history(events: Sequence[Event], active: Sequence[int], item: str,
                 decisions: Sequence[tuple[int, Decision]],
                 others: Iterable[Event] = ()) -> list[HistoryEntry]:
    """Entries for ``item`` in sequence order: its ``decisions``, and among ``others`` (the
    log's reverts and notes; the decisions of a long log are never walked one by one) the
    reverts that lead to one of them and the notes about it."""
    by_seq = dict(decisions)
    out: list[tuple[int, HistoryEntry]] = []
    for seq, d in decisions:
        ev = events[seq - 1]
        out.append((seq, HistoryEntry(*_common(ev, active), label=d.label,
                                      rationale=d.rationale, decision=d)))
    for ev in others:
        if isinstance(ev, Revert) and root_target(events, ev) in by_seq:
            out.append((ev.seq, HistoryEntry(*_common(ev, active), target=ev.target)))
        elif isinstance(ev, Note) and ev.item == item:
            out.append((ev.seq, HistoryEntry(*_common(ev, active), text=ev.text)))
    return [entry for _, entry in sorted(out, key=lambda pair: pair[0])]


def _common(ev: Event, active: Sequence[int]) -> tuple[int, str, str, str, str, bool]:
    """The fields every entry has."""
    return ev.seq, ev.kind, ev.time, ev.author, ev.guideline, bool(active[ev.seq])
