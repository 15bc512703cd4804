"""Merge two leads' logs of the same originals into a new log.

The decisions in force in each log are compared item by item: an item decided in one log only
is taken over; the same final label in both collapses into one decision (the earlier one); a
different final label is a conflict, and so is an item one lead decided while the other
explicitly undid (reverted) a decision of it: conflicts are left undecided in the new log,
listed, and written to ``OUT.conflicts.csv`` beside it. Notes, guideline changes and the
records that results were viewed are kept from both logs (identical ones once).

Nothing is dropped without a record: every other event of either log (earlier decisions of an
item, the second lead's identical decision with its rationale, the decisions in conflict,
reverts, tags, acceptance rules, reverted notes) is written into the merged log as a note
"set aside by the merge", naming its log, its event number, what it held and why it was set
aside. Events keep their author and time and are ordered by time, so merging A with B writes
the same events as B with A. A log that does not reach its tip (its last events were removed)
is refused, as an open refuses it.
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator import __version__
from adjudicator.core.adjudication.events import (
    Accept,
    Batch,
    Decide,
    Decision,
    Event,
    Guideline,
    Note,
    Policy,
    ReportFields,
    Revert,
    Rules,
    ScaleChoice,
    Tag,
    Viewed,
    decisions_of,
)
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.core.ratings import Ratings
from adjudicator.io.durable import sweep_temps
from adjudicator.io.exporting.safe_cells import neutralise
from adjudicator.store.log import LogContents, log_bytes
from adjudicator.store.logread import read_log
from adjudicator.store.merge_output import (
    INTERRUPTED,
    finish_interrupted,
    maybe_interrupted,
    publish_merge,
)
from adjudicator.store.pinning import guard_output, relative_name, sha256_file
from adjudicator.store.tip import Tip, read_tip, tip_path
from adjudicator.store.tipcheck import check_tip


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

    def describe(self) -> Message:
        """One line: item, both labels with author and rationale (rendered in the user's
        language by whoever shows it)."""
        a, b = self.first, self.second
        return Message(QT_TRANSLATE_NOOP("Errors", "{item}: {first} ({first_author}: "
                                         "{first_rationale}) vs {second} ({second_author}: "
                                         "{second_rationale})"),
                       item=self.item, first=repr(a.label), first_author=a.author,
                       first_rationale=a.rationale, second=repr(b.label),
                       second_author=b.author, second_rationale=b.rationale)


@dataclass
class MergeResult:
    """What the merge wrote and what it could not decide."""

    out: Path
    decisions: int = 0
    collapsed: int = 0
    conflicts: list[Conflict] = field(default_factory=list)
    notes: list[Message] = field(default_factory=list)  # e.g. a torn last line left out
    set_aside: int = 0  # events recorded as "set aside by the merge" notes
    conflicts_file: Path | None = None  # OUT.conflicts.csv when there are conflicts


def merge_logs(first: Path, second: Path, out: Path) -> MergeResult:
    """Write the merge of ``first`` and ``second`` to the new file ``out`` (and the conflicts,
    if any, to ``OUT.conflicts.csv``)."""
    (a, tip_notes_a), (b, tip_notes_b) = _read_to_tip(first), _read_to_tip(second)
    _same_originals(first, a, second, b)
    protected = [first, second, *(_originals(first, a))]
    if not maybe_interrupted(out, protected):  # else checked against this merge's own log
        guard_output(out, protected)
    conflicts_path = out.with_name(out.name + ".conflicts.csv")
    guard_output(conflicts_path, protected)
    swept = [p for t in (out, conflicts_path, tip_path(out)) for p in sweep_temps(t)]
    sa, sb = _replay(a), _replay(b)
    names = (_where(first), _where(second))  # whole paths: two logs often share a file name
    result = MergeResult(out)
    result.notes += [Message(QT_TRANSLATE_NOOP("Errors", "{file}: {reason}"), file=name, reason=n)
                     for name, ns in zip(names, (tip_notes_a, tip_notes_b), strict=True)
                     for n in ns]
    result.notes += [Message(QT_TRANSLATE_NOOP("Errors", "{file}: a torn last line ({n} bytes, "
                                               "from a crash while writing) was left out"),
                             file=name, n=len(c.torn))
                     for name, c in zip(names, (a, b), strict=True) if c.torn]
    logs = (_Log(0, names[0], sa, 1), _Log(1, names[1], sb, 0))
    events, kept, reasons = _compare(logs, result)
    notes = _unique(e for s in (sa, sb) for e in s.events
                    if HANDLING[type(e)] == CARRIED and s.is_active(e.seq))
    events += notes
    aside = _set_aside(logs, kept, reasons, {_content(e) for e in notes})
    result.set_aside = len(aside)
    events += aside
    events.sort(key=lambda e: (e.time, json.dumps(e.to_dict() | {"seq": 0}, sort_keys=True)))
    renumbered = [replace(e, seq=n) for n, e in enumerate(events, start=1)]
    header = _header(first, a, second, b, out)
    table = _conflicts_csv(names[0], names[1], result.conflicts) if result.conflicts else None
    if finish_interrupted(out, header, renumbered, conflicts_path, table):
        result.notes.append(Message(INTERRUPTED, out=str(out)))
    else:
        publish_merge(out, log_bytes(header, renumbered), conflicts_path, table)
    result.notes += [Message(QT_TRANSLATE_NOOP("Errors", "removed {file}, left by a merge that "
                                               "was stopped"), file=p.name) for p in swept]
    result.conflicts_file = conflicts_path if table is not None else None
    result.decisions = sum(isinstance(e, Decide) for e in renumbered)
    return result


@dataclass(frozen=True)
class _Log:
    """One of the two logs: its position in the arguments (what everything is keyed by, as
    two logs often share a file name), its whole path (how notes name it), its state, and the
    position of the other log."""

    pos: int
    name: str
    state: AdjudicationState
    other: int


Key = tuple[int, int, str]  # (log position, event number, item)


def _compare(logs: tuple[_Log, _Log], result: MergeResult
             ) -> tuple[list[Event], set[Key], dict[Key, str]]:
    """Compare the two logs item by item: the decisions carried over, which (log, event, item)
    they are, and why each other decision in force was set aside; conflicts go to ``result``."""
    events: list[Event] = []
    kept: set[Key] = set()
    reasons: dict[Key, str] = {}
    undone = [_undone(log.state) for log in logs]
    items = set(logs[0].state.decided_items()) | set(logs[1].state.decided_items())
    for item in sorted(items):
        ds = [log.state.decision(item) for log in logs]
        if ds[0] and ds[1] and ds[0][1].label != ds[1][1].label:
            result.conflicts.append(Conflict(item, _side(*ds[0]), _side(*ds[1])))
            for log, side in zip(logs, ds, strict=True):
                if side:
                    reasons[(log.pos, side[0].seq, item)] = ("its item was decided differently in "
                                                          "the other log")
            continue
        one_sided = [(log, side) for log, side in zip(logs, ds, strict=True) if side]
        if len(one_sided) == 1 and item in undone[one_sided[0][0].other]:
            log, (ev, d) = one_sided[0]
            label, by = undone[log.other][item]
            undid = Side(f"(undone: {label})", f"decision undone by event {by.seq}", by.author,
                         by.time)
            sides = (_side(ev, d), undid) if log.pos == 0 else (undid, _side(ev, d))
            result.conflicts.append(Conflict(item, *sides))
            reasons[(log.pos, ev.seq, item)] = (f"the other log ({logs[log.other].name}) undid "
                                                "a decision of it")
            continue
        if len(one_sided) == 2:
            result.collapsed += 1
        log, (event, decision) = min(one_sided, key=lambda p: (p[1][0].time,
                                                               _key(p[1][0], p[1][1])))
        kept.add((log.pos, event.seq, item))
        for other, (ev, _d) in one_sided:
            if other.pos != log.pos:
                reasons[(other.pos, ev.seq, item)] = (f"the same label was decided in "
                                                      f"{log.name}; that decision was kept")
        events.append(_as_decide(event, decision))
    return events, kept, reasons


def _read_to_tip(log: Path) -> tuple[LogContents, list[str]]:
    """Read a log to merge and check it reaches its tip (a log cut short is refused: the merge
    would lose what it lost); returns its contents and what to tell about its tip."""
    tip = read_tip(log)  # before the log, as an open does
    contents = read_log(log, at=tip.seq if isinstance(tip, Tip) else None)
    verdict = check_tip(log, tip, contents)
    if verdict.cut is not None:
        raise verdict.cut
    return contents, verdict.notes


def _undone(state: AdjudicationState) -> dict[str, tuple[str, Event]]:
    """Items now undecided whose decision was explicitly reverted: item -> (label, revert)."""
    out: dict[str, tuple[str, Event]] = {}
    decided = set(state.decided_items())
    for ev in state.events:
        if isinstance(ev, Revert) and state.is_active(ev.seq):
            for d in decisions_of(state.event(ev.target)):
                if d.item not in decided:
                    out[d.item] = (d.label, ev)
    return out


def _set_aside(logs: tuple[_Log, _Log], kept: set[Key], reasons: dict[Key, str],
               carried: set[str]) -> list[Event]:
    """A note for every event of either log that the merged log does not carry itself."""
    notes: list[Event] = []
    for log in logs:
        for ev in log.state.events:
            for what, item, why in _why_aside(log, ev, kept, reasons, carried):
                text = (f"set aside by the merge: {log.name} event {ev.seq} ({what}) by "
                        f"{ev.author or 'unknown'} at {ev.time}; {why}")
                notes.append(Note(text=text, item=item, seq=0, time=ev.time, author=ev.author,
                                  app=__version__, guideline=ev.guideline))
    return notes


def _why_aside(log: _Log, ev: Event, kept: set[Key], reasons: dict[Key, str],
               carried: set[str]) -> list[tuple[str, str | None, str]]:
    """(what, item, why) for each part of ``ev`` the merged log does not carry."""
    out: list[tuple[str, str | None, str]] = []
    for d in decisions_of(ev):
        if (log.pos, ev.seq, d.item) in kept:
            continue
        why = reasons.get((log.pos, ev.seq, d.item))
        if why is None:
            why = ("it was reverted in its log" if not log.state.is_active(ev.seq)
                   else "a later decision of the item in the same log replaced it")
        what = f"decision {d.label!r}" + (f", rationale {d.rationale!r}" if d.rationale else "")
        out.append((what, d.item, why))
    handling = HANDLING[type(ev)]
    if handling == CARRIED and _content(ev) not in carried:
        out.append((_what(ev), ev.item if isinstance(ev, Note) else None,
                    "it was reverted in its log"))
    elif handling not in (CARRIED, DECISION):
        out.append((_what(ev), None, handling))
    return out


def _what(ev: Event) -> str:
    """An event that is not a decision, in a few words for its "set aside" note."""
    if isinstance(ev, Revert):
        return f"revert of event {ev.target}"
    if isinstance(ev, Tag):
        return f"tag {ev.name!r}"
    if isinstance(ev, Rules):
        return "acceptance rules " + json.dumps(ev.rules, ensure_ascii=False, sort_keys=True)
    if isinstance(ev, ScaleChoice):
        return "scale " + json.dumps(ev.payload(), ensure_ascii=False, sort_keys=True)
    if isinstance(ev, ReportFields):
        return "report fields " + json.dumps(ev.fields, ensure_ascii=False, sort_keys=True)
    if isinstance(ev, Note):
        return f"note {ev.text!r}"
    if isinstance(ev, Accept | Policy):
        return f"{ev.kind} " + json.dumps(ev.payload(), ensure_ascii=False, sort_keys=True)
    if isinstance(ev, Guideline):
        return f"guideline {ev.version!r}"
    return f"{ev.kind} event"


DECISION = "decision"  # compared item by item with the other log's decisions
CARRIED = "carried"  # kept when in force in its log (identical ones once)
# How the merge treats each kind of event, one entry for every kind in events.EVENT_TYPES:
# compared, carried, or set aside with this reason written into the merged log.
HANDLING: dict[type[Event], str] = {
    Decide: DECISION,
    Batch: DECISION,
    Note: CARRIED,
    Guideline: CARRIED,
    Viewed: CARRIED,  # results were seen: rules set later in the merged log are flagged
    Revert: "the merged log holds the outcome of reverts, not the reverts",
    Tag: "tags name versions of one log; name a version of the merged log anew",
    Rules: "acceptance rules belong to one log; set the merged log's rules anew",
    ReportFields: "report fields belong to one log; enter the merged log's fields anew",
    ScaleChoice: "the label scale belongs to one log; choose the merged log's scale anew",
    Accept: "accepting single annotator items belongs to one log; accept them anew in the "
            "merged log",
    Policy: "the auto-accept policy belongs to one log; declare the merged log's policy anew",
}


def _content(event: Event) -> str:
    """An event's content without its sequence number."""
    return json.dumps(event.to_dict() | {"seq": 0}, sort_keys=True)


def _conflicts_csv(first: str, second: str, conflicts: list[Conflict]) -> bytes:
    """The conflicts as CSV bytes (one row per item, both sides), formula-safe; the same
    merge always gives the same bytes."""
    rows = [["item", *(f"{k}_{n}" for n in (1, 2) for k in ("log", "label", "author", "time",
                                                               "rationale"))]]
    for c in conflicts:
        row = [c.item]
        for name, side in ((first, c.first), (second, c.second)):
            row += [name, side.label, side.author, side.time, side.rationale]
        rows.append([str(neutralise(x)) for x in row])
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\r\n").writerows(rows)
    return buffer.getvalue().encode("utf-8")


def _same_originals(p1: Path, a: LogContents, p2: Path, b: LogContents) -> None:
    """Both logs must pin the same originals and the same label schema."""
    hashes = [[o["sha256"] for o in h.header.get("originals", [])] for h in (a, b)]
    if hashes[0] != hashes[1]:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "{first} and {second} are logs of different originals ({first_data} and "
            "{second_data})"), args={"first": _where(p1), "second": _where(p2),
                                     "first_data": _pinned(a), "second_data": _pinned(b)},
                         expected=QT_TRANSLATE_NOOP("Errors", "two logs of the same data file"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Merge only logs started from the same data file (the same "
                             "SHA-256 in both headers)"))
    if a.header.get("labels") != b.header.get("labels"):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "{first} and {second} use different label "
                                           "schemas"), args={"first": p1, "second": p2},
                         expected=QT_TRANSLATE_NOOP("Errors", "the same labels in the same order"))


def _where(path: Path) -> str:
    """A log named with its folder (two logs often share a name)."""
    return str(path.resolve())


def _pinned(contents: LogContents) -> str:
    """The originals a log pins, by name and the start of their SHA-256."""
    pins = contents.header.get("originals", [])
    return ", ".join(f"{o.get('path', '?')} sha256 {str(o.get('sha256', ''))[:12]}…"
                     for o in pins if isinstance(o, dict)) or "no originals"


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
    sources = sorted(({"log": _where(p), "sha256": sha256_file(p), "last_seq": len(c.events)}
                      for p, c in ((p1, a), (p2, b))), key=lambda s: str(s["sha256"]))
    now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    return header | {"created": now, "app": __version__, "originals": originals,
                     "merged_from": sources}
