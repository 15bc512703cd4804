"""Versions of the adjudication: "as of" a sequence number, a time or a tag, and diffs.

Pure: versions are rebuilt by replaying the events in memory."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

if TYPE_CHECKING:
    from adjudicator.core.adjudication.state import AdjudicationState

AsOf = int | str | datetime | None
"""A version: a sequence number, a tag name, a time, or None for the latest."""


def resolve(state: AdjudicationState, as_of: AsOf) -> int:
    """The sequence number ``as_of`` names: a number, a tag name, a time, or None (latest)."""
    if as_of is None:
        return state.last_seq
    if isinstance(as_of, datetime):
        return _at_time(state, as_of)
    if isinstance(as_of, int) or str(as_of).strip().isdigit():
        seq = int(as_of)
        if not 0 <= seq <= state.last_seq:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no version {seq}"), expected="0..{last}",
                             args={"seq": seq, "last": state.last_seq})
        return seq
    tags = state.tags
    if as_of not in tags:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no version named {name}"),
                         args={"name": repr(as_of), "tags": ", ".join(tags)},
                         expected="{tags}" if tags else QT_TRANSLATE_NOOP(
                             "Errors", "a sequence number (no tags yet)"))
    return tags[as_of]


def _at_time(state: AdjudicationState, when: datetime) -> int:
    """The last event written at or before ``when`` (naive times are taken as UTC)."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    stamp = when.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")
    seq = 0
    for ev in state.events:
        if ev.time <= stamp:
            seq = ev.seq
    return seq


def state_at(state: AdjudicationState, as_of: AsOf) -> AdjudicationState:
    """The live state when ``as_of`` is the latest version, else a rebuilt read-only copy."""
    seq = resolve(state, as_of)
    return state if seq == state.last_seq else state.as_of(seq)


@dataclass(frozen=True)
class Change:
    """An item whose final label differs between two versions, with both rationales."""

    item: str
    before: str | None
    after: str | None
    rationale_before: str
    rationale_after: str


def diff(state: AdjudicationState, v1: AsOf, v2: AsOf) -> list[Change]:
    """Items whose final label changed from version ``v1`` to ``v2``, in dataset order."""
    a, b = state_at(state, v1), state_at(state, v2)
    touched = set(a.decided_items()) | set(b.decided_items())
    out = []
    for item in sorted(touched, key=state.row):
        before, after = a.final_label(item), b.final_label(item)
        if before != after:
            out.append(Change(item, before, after, _why(a, item), _why(b, item)))
    return out


def _why(state: AdjudicationState, item: str) -> str:
    """The rationale in force for ``item`` ("" when undecided)."""
    found = state.decision(item)
    return found[1].rationale if found else ""
