"""The ledger of events: which exist, which are in force, and the decision in force per item.

A revert takes its target out of force; reverting a revert puts the target back. The decision
in force for an item is its latest decision still in force. Knows nothing of ratings or counts.

The events are an ``EventLog``: a log read from disk keeps its plain decisions as columns, and
the ledger never makes an object per decision to replay them. ``load`` takes such a log whole;
the state then records its other events one by one (``record``, checked as ever) and
``settle_loaded`` finds the decision in force of every item at once from the columns. An
item's decisions are found when asked (a history, a revert), not kept per item.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.eventlog import EventLog
from adjudicator.core.adjudication.events import (
    Accept,
    Batch,
    Decide,
    Decision,
    Event,
    Guideline,
    Policy,
    ReportFields,
    Revert,
    Rules,
    ScaleChoice,
    Tag,
    Viewed,
    decisions_of,
)
from adjudicator.core.adjudication.in_force import InForce, Rows
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

Found = tuple[int, Decision]  # (sequence number, decision)
SETTLE_CHUNK = 1 << 17  # plain decisions settled at a time (``Ledger.settle_loaded``)


class Ledger:
    """Events in order with their in-force flags, the decision in force per item (its
    sequence number), tags, guideline, and the rules, scale, policy and fields in force."""

    def __init__(self, guideline: str = "", rows: Rows | None = None,
                 items: Sequence[str] = ()) -> None:
        """``rows`` and ``items``: the dataset's item -> row and its items, over which the
        decisions in force are kept (see ``in_force``)."""
        self.events = EventLog()
        self.active = bytearray(b"\x01")  # index = seq (1: in force); seq 0 is the header
        self._rows, self._items = rows, items
        self.effective = InForce(rows, items)  # item -> seq of its decision in force
        self.tags: dict[str, int] = {}
        self.initial_guideline = self.guideline = guideline
        self.rules: Rules | None = None  # the acceptance rules in force
        self.first_viewed: int | None = None  # seq of the first results-viewed event in force
        self.scale: ScaleChoice | None = None  # the scale (level, weights, order) in force
        self.policy: Policy | None = None  # the auto-accept policy in force (None: default)
        self.acceptances: dict[str, list[tuple[int, str]]] = {}  # item -> (seq, label) each
        self.accepted: dict[str, tuple[int, str]] = {}  # item -> the acceptance in force
        self.report_fields: ReportFields | None = None  # the report's fields in force
        self.kinds: dict[type[Event], list[int]] = {}  # seqs of the events held as objects
        self._applied = 0  # events recorded so far (a loaded log holds more until replayed)

    @property
    def last_seq(self) -> int:
        """Sequence number of the latest event (0 before any)."""
        return self._applied

    # ----- a log read column-wise ------------------------------------------------------------
    def load(self, events: EventLog) -> None:
        """Take a whole log before replaying it: its events are in place, none applied yet;
        the state records its object events in order, then calls ``settle_loaded``."""
        self.events = events
        self.active = bytearray(b"\x01") * (len(events) + 1)

    def skip_to(self, seq: int) -> None:
        """Plain decisions up to ``seq`` (checked column-wise by the state) are applied."""
        self._applied = seq

    def settle_loaded(self, code_rows: npt.NDArray[np.int64] | None = None) -> None:
        """The decision in force of every item once the whole log is replayed: the latest
        decision still in force, from the columns at once and the decision objects after.
        ``code_rows`` is the dataset's row of each of the columns' items (-1: none)."""
        events = self.events
        cols = events.columns
        self.effective = InForce(self._rows, self._items)
        n = events.base
        if cols is not None and n:
            last = np.zeros(len(cols.item.values), dtype=np.int64)
            active = np.frombuffer(self.active, dtype=np.bool_, count=n, offset=1)
            for start in range(0, n, SETTLE_CHUNK):  # a chunk at a time: no array of 10^6 seqs
                end = min(start + SETTLE_CHUNK, n)
                held = cols.held[start:end] & active[start:end]
                np.maximum.at(last, cols.item.codes[start:end][held],  # each item's latest
                              np.flatnonzero(held) + (start + 1))
            decided = np.flatnonzero(last)
            rows = (code_rows[decided] if code_rows is not None and self._rows is not None
                    else np.full(len(decided), -1, dtype=np.int64))
            self.effective.set_rows(rows[rows >= 0], last[decided][rows >= 0])  # no text
            for code in decided[rows < 0].tolist():  # an item that is no row (no dataset)
                self.effective[cols.item.values[code]] = int(last[code])
        for seq in self._decision_seqs():
            if self.active[seq]:
                for d in decisions_of(events[seq - 1]):
                    if seq > (self.effective.get(d.item) or 0):
                        self.effective[d.item] = seq

    def _decision_seqs(self) -> list[int]:
        """Sequence numbers of decide and batch events held as objects, in order."""
        return sorted(self.kinds.get(Decide, []) + self.kinds.get(Batch, []))

    # ----- reading ---------------------------------------------------------------------------
    def decision_at(self, seq: int, item: str) -> Decision:
        """The decision about ``item`` that event ``seq`` carries."""
        return next(d for d in decisions_of(self.events[seq - 1]) if d.item == item)

    def found(self, item: str) -> Found | None:
        """The decision in force for ``item`` with its sequence number, or None."""
        seq = self.effective.get(item)
        return None if seq is None else (seq, self.decision_at(seq, item))

    def item_decisions(self, item: str) -> list[Found]:
        """Every decision recorded for ``item`` (in force or not), oldest first."""
        events, out = self.events, []
        if events.columns is not None and events.base:
            rows = events.columns.rows_of_item(item, min(events.base, self._applied))
            out = [(int(r) + 1, events.columns.decision(int(r))) for r in rows]
        for seq in self._decision_seqs():
            if seq <= self._applied:
                out += [(seq, d) for d in decisions_of(events[seq - 1]) if d.item == item]
        return sorted(out, key=lambda f: f[0])

    def effective_codes(self, code: dict[str, int]) -> npt.NDArray[np.int64]:
        """The code (``code[label]``, -1 for a label that has none) of the label in force of
        each item of ``effective``, in its order: the decisions held as columns through one
        table of their labels' codes, with no text per item; the others one by one."""
        events = self.events
        at = self.effective.seqs() - 1
        out = np.full(len(at), -1, dtype=np.int64)
        cols = events.columns
        held = np.zeros(len(at), dtype=bool)
        if cols is not None and events.base and len(at):
            inside = np.flatnonzero(at < events.base)
            held[inside] = cols.held[at[inside]]
            lut = np.array([code.get(v, -1) for v in cols.label.values] + [-1], dtype=np.int64)
            rows = np.flatnonzero(held)
            out[rows] = lut[cols.label.codes[at[rows]]]
        rest = np.flatnonzero(~held).tolist()
        for j, item in zip(rest, self.effective.items_at(rest), strict=True):
            out[j] = code.get(self.decision_at(int(at[j]) + 1, item).label, -1)
        return out

    def of_kind(self, kind: type[Event]) -> list[Event]:
        """The events of one kind other than plain decisions (guidelines, viewings...)."""
        return [self.events[s - 1] for s in self.kinds.get(kind, []) if s <= self._applied]

    # ----- recording -------------------------------------------------------------------------
    def flips(self, target: int) -> list[tuple[int, bool]]:
        """The (seq, in force) changes a revert of ``target`` makes, following revert chains;
        InputError when the target does not exist or the chain would contradict itself."""
        seq, value, out = target, False, []
        while True:
            if not 1 <= seq <= self.last_seq:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot revert event {seq}"),
                                 expected="1..{last}", args={"seq": seq, "last": self.last_seq})
            if self.active[seq] == value:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot revert: event {seq} is "
                                                   "already undone") if not value else
                                 QT_TRANSLATE_NOOP("Errors", "cannot revert: event {seq} is "
                                                   "already in force"), args={"seq": seq})
            out.append((seq, value))
            if self.events.held(seq):  # a plain decision (not made into an object to see so)
                return out
            ev = self.events[seq - 1]
            if not isinstance(ev, Revert):
                return out
            seq, value = ev.target, not value

    def record(self, event: Event, *, loading: bool = False) -> list[str]:
        """Apply a validated event (appended unless ``loading``: it is in the loaded log
        already); returns the items whose decision may differ. While loading, the decisions
        in force are left to ``settle_loaded``."""
        flips = self.flips(event.target) if isinstance(event, Revert) else []
        if not loading:
            self.events.append(event)
            self.active.append(True)
        self._applied = event.seq
        self.kinds.setdefault(type(event), []).append(event.seq)
        if isinstance(event, Accept):
            for item, label in zip(event.items, event.labels, strict=True):
                self.acceptances.setdefault(item, []).append((event.seq, label))
        touched = self._bring(event, True)
        if not loading:
            for d in decisions_of(event):  # the newest decision is in force
                self.effective[d.item] = event.seq
        flipped: list[str] = []
        for seq, value in flips:
            self.active[seq] = value
            if loading and self.events.held(seq):
                continue  # a plain decision: settle_loaded finds the decisions in force
            flipped += self._bring(self.events[seq - 1], value)
        for item in touched:
            self._settle(item, decisions=False)
        for item in flipped:
            self._settle(item, decisions=not loading)
        return touched + flipped

    def _bring(self, ev: Event, on: bool) -> list[str]:
        """Book-keeping when ``ev`` comes into (or goes out of) force; returns its items."""
        if isinstance(ev, Guideline):
            latest = self._latest(Guideline)
            self.guideline = self.initial_guideline if latest is None else latest.version
        elif isinstance(ev, Rules | Viewed):
            self._settle_rules()
        elif isinstance(ev, ScaleChoice):
            self.scale = self._latest(ScaleChoice)
        elif isinstance(ev, Policy):
            self.policy = self._latest(Policy)
        elif isinstance(ev, Accept):
            return list(ev.items)
        elif isinstance(ev, ReportFields):
            self.report_fields = self._latest(ReportFields)
        elif isinstance(ev, Tag):
            if on:
                self.tags[ev.name] = ev.seq
            else:
                self.tags.pop(ev.name, None)
        return [d.item for d in decisions_of(ev)]

    def _latest(self, kind: type[Any]) -> Any:
        """The latest event of ``kind`` in force, or None."""
        seq = next((s for s in reversed(self.kinds.get(kind, [])) if self.active[s]), None)
        return None if seq is None else self.events[seq - 1]

    def _settle(self, item: str, *, decisions: bool = True) -> None:
        """The decision in force for ``item`` (its latest one still in force) and its
        acceptance in force."""
        if decisions:
            found = next((f for f in reversed(self.item_decisions(item))
                          if self.active[f[0]]), None)
            if found is None:
                self.effective.pop(item, None)
            else:
                self.effective[item] = found[0]
        taken = next((a for a in reversed(self.acceptances.get(item, [])) if self.active[a[0]]),
                     None)
        if taken is None:
            self.accepted.pop(item, None)
        else:
            self.accepted[item] = taken

    def _settle_rules(self) -> None:
        """The rules in force (latest active rules event) and the first active viewing."""
        self.rules = self._latest(Rules)
        self.first_viewed = next((s for s in self.kinds.get(Viewed, []) if self.active[s]), None)
