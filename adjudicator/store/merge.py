"""Merge two leads' logs of the same originals into a new log.

The decisions in force in each log are compared item by item: an item decided in one log only
is taken over; the same final label in both collapses into one decision (the earlier one); a
different final label is a conflict, left undecided in the new log and listed for resolution.
Notes and guideline changes of both logs are kept (identical ones once). Events keep their
author and time and are ordered by time, so merging A with B writes the same events as B with A.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator import __version__
from adjudicator.core.adjudication.events import (
    Decide,
    Decision,
    Event,
    Guideline,
    Note,
    decisions_of,
)
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.ratings import Ratings
from adjudicator.store.log import LogContents, read_log, write_new_log
from adjudicator.store.pinning import guard_output, relative_name, sha256_file


@dataclass(frozen=True)
class Side:
    """One log's decision for a conflicting item."""

    label: str
    rationale: str
    author: str
    time: str


@dataclass(frozen=True)
class Conflict:
    """Same item, different final labels in the two logs."""

    item: str
    first: Side
    second: Side

    def describe(self) -> str:
        """One line: item, both labels with author and rationale."""
        a, b = self.first, self.second
        return (f"{self.item}: {a.label!r} ({a.author}: {a.rationale}) vs "
                f"{b.label!r} ({b.author}: {b.rationale})")


@dataclass
class MergeResult:
    """What the merge wrote and what it could not decide."""

    out: Path
    decisions: int = 0
    collapsed: int = 0
    conflicts: list[Conflict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # e.g. a torn last line left out


def merge_logs(first: Path, second: Path, out: Path) -> MergeResult:
    """Write the merge of ``first`` and ``second`` to the new file ``out``."""
    a, b = read_log(first), read_log(second)
    _same_originals(first, a, second, b)
    protected = [first, second, *(_originals(first, a))]
    guard_output(out, protected)
    sa, sb = _replay(a), _replay(b)
    result = MergeResult(out)
    result.notes += [f"{p.name}: a torn last line ({len(c.torn)} bytes, from a crash while "
                     "writing) was left out" for p, c in ((first, a), (second, b)) if c.torn]
    events: list[Event] = []
    for item in sorted(set(sa.decided_items()) | set(sb.decided_items())):
        da, db = sa.decision(item), sb.decision(item)
        if da and db and da[1].label != db[1].label:
            result.conflicts.append(Conflict(item, _side(*da), _side(*db)))
            continue
        if da and db:
            result.collapsed += 1
        picks = [d for d in (da, db) if d]
        event, decision = min(picks, key=lambda p: (p[0].time, _key(p[0], p[1])))
        events.append(_as_decide(event, decision))
    events += _unique(e for s in (sa, sb) for e in s.events
                      if isinstance(e, Note | Guideline) and s.is_active(e.seq))
    events.sort(key=lambda e: (e.time, json.dumps(e.to_dict() | {"seq": 0}, sort_keys=True)))
    renumbered = [replace(e, seq=n) for n, e in enumerate(events, start=1)]
    try:
        write_new_log(out, _header(first, a, second, b, out), renumbered)
    except FileExistsError:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the output exists already"), file=str(out),
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a new file name"), hint=QT_TRANSLATE_NOOP("Errors",
                                 "A merge never overwrites")) from None
    result.decisions = len(renumbered) - sum(not isinstance(e, Decide) for e in renumbered)
    return result


def _same_originals(p1: Path, a: LogContents, p2: Path, b: LogContents) -> None:
    """Both logs must pin the same originals and the same label schema."""
    hashes = [[o["sha256"] for o in h.header.get("originals", [])] for h in (a, b)]
    if hashes[0] != hashes[1]:
        raise InputError(f"{p1.name} and {p2.name} are logs of different originals",
                         expected=QT_TRANSLATE_NOOP("Errors", "two logs of the same data file"))
    if a.header.get("labels") != b.header.get("labels"):
        raise InputError(f"{p1.name} and {p2.name} use different label schemas",
                         expected=QT_TRANSLATE_NOOP("Errors", "the same labels in the same order"))


def _originals(log: Path, contents: LogContents) -> list[Path]:
    """The originals a log pins, as paths."""
    return [log.parent / o["path"] for o in contents.header.get("originals", [])]


def _replay(contents: LogContents) -> AdjudicationState:
    """The log's state over just the items it mentions (no data file needed)."""
    items = sorted({d.item for e in contents.events for d in decisions_of(e)}
                   | {e.item for e in contents.events if isinstance(e, Note) and e.item})
    labels = tuple(str(x) for x in contents.header.get("labels", []))
    ratings = Ratings(tuple(items), (), labels, np.empty((len(items), 0), dtype=np.int64))
    return AdjudicationState.replay(ratings, contents.events,
                                    guideline=str(contents.header.get("guideline", "")))


def _side(event: Event, decision: Decision) -> Side:
    """A conflict side from the event that carries the decision."""
    return Side(decision.label, decision.rationale, event.author, event.time)


def _key(event: Event, decision: Decision) -> str:
    """A total order for ties in time, independent of which log came first."""
    return json.dumps([event.author, event.app, event.guideline, decision.to_dict()],
                      sort_keys=True)


def _as_decide(event: Event, decision: Decision) -> Decide:
    """The decision as a stand-alone event with its original envelope."""
    return Decide(decision=decision, seq=0, time=event.time, author=event.author,
                  app=event.app, guideline=event.guideline)


def _unique(events: Any) -> list[Event]:
    """Events with identical content (ignoring sequence numbers) kept once."""
    seen: dict[str, Event] = {}
    for e in events:
        seen.setdefault(json.dumps(e.to_dict() | {"seq": 0}, sort_keys=True), e)
    return list(seen.values())


def _header(p1: Path, a: LogContents, p2: Path, b: LogContents, out: Path) -> dict[str, Any]:
    """The first log's header with originals (and a pinned folder) re-pointed from ``out`` and
    both sources named."""
    header = dict(a.header)
    originals = []
    for o, path in zip(a.header.get("originals", []), _originals(p1, a), strict=True):
        originals.append(o | {"path": relative_name(path, out.parent)})
    if isinstance(header.get("folder"), str):  # relative to the first log, like its originals
        header["folder"] = relative_name(p1.parent / header["folder"], out.parent)
    sources = sorted(({"log": p.name, "sha256": sha256_file(p), "last_seq": len(c.events)}
                      for p, c in ((p1, a), (p2, b))), key=lambda s: str(s["sha256"]))
    now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    return header | {"created": now, "app": __version__, "originals": originals,
                     "merged_from": sources}
