"""The ledger of events: which exist, which are in force, and the decision in force per item.

A revert takes its target out of force; reverting a revert puts the target back. The decision
in force for an item is its latest decision still in force. Knows nothing of ratings or counts.
"""

from __future__ import annotations

from adjudicator.core.adjudication.events import (
    Accept,
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
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

Found = tuple[int, Decision]  # (sequence number, decision)


class Ledger:
    """Events in order with their in-force flags, per-item decisions, tags and guideline."""

    def __init__(self, guideline: str = "") -> None:
        self.events: list[Event] = []
        self.active: list[bool] = [True]  # index = seq; seq 0 is the log's header
        self.decisions: dict[str, list[Found]] = {}
        self.effective: dict[str, Found] = {}
        self.tags: dict[str, int] = {}
        self.initial_guideline = self.guideline = guideline
        self.rules: Rules | None = None  # the acceptance rules in force
        self.first_viewed: int | None = None  # seq of the first results-viewed event in force
        self.scale: ScaleChoice | None = None  # the scale (level, weights, order) in force
        self.policy: Policy | None = None  # the auto-accept policy in force (None: default)
        self.acceptances: dict[str, list[tuple[int, str]]] = {}  # item -> (seq, label) each
        self.accepted: dict[str, tuple[int, str]] = {}  # item -> the acceptance in force
        self.report_fields: ReportFields | None = None  # the report's fields in force

    @property
    def last_seq(self) -> int:
        """Sequence number of the latest event (0 before any)."""
        return len(self.events)

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
            ev = self.events[seq - 1]
            if not isinstance(ev, Revert):
                return out
            seq, value = ev.target, not value

    def record(self, event: Event) -> list[str]:
        """Append a validated event and apply it; returns the items whose decision may differ."""
        flips = self.flips(event.target) if isinstance(event, Revert) else []
        self.events.append(event)
        self.active.append(True)
        for d in decisions_of(event):
            self.decisions.setdefault(d.item, []).append((event.seq, d))
        if isinstance(event, Accept):
            for item, label in zip(event.items, event.labels, strict=True):
                self.acceptances.setdefault(item, []).append((event.seq, label))
        touched = self._bring(event, True)
        for seq, value in flips:
            self.active[seq] = value
            touched += self._bring(self.events[seq - 1], value)
        for item in touched:
            self._settle(item)
        return touched

    def record_decide(self, ev: Decide) -> None:
        """The fast path for a new decision (replay): it is the latest, so it is in force."""
        self.events.append(ev)
        self.active.append(True)
        found = (ev.seq, ev.decision)
        self.decisions.setdefault(ev.decision.item, []).append(found)
        self.effective[ev.decision.item] = found

    def _bring(self, ev: Event, on: bool) -> list[str]:
        """Book-keeping when ``ev`` comes into (or goes out of) force; returns its items."""
        if isinstance(ev, Guideline):
            self._settle_guideline()
        elif isinstance(ev, Rules | Viewed):
            self._settle_rules()
        elif isinstance(ev, ScaleChoice):
            self.scale = next((e for e in reversed(self.events)
                               if isinstance(e, ScaleChoice) and self.active[e.seq]), None)
        elif isinstance(ev, Policy):
            self.policy = next((e for e in reversed(self.events)
                                if isinstance(e, Policy) and self.active[e.seq]), None)
        elif isinstance(ev, Accept):
            return list(ev.items)
        elif isinstance(ev, ReportFields):
            self.report_fields = next((e for e in reversed(self.events)
                                       if isinstance(e, ReportFields) and self.active[e.seq]),
                                      None)
        elif isinstance(ev, Tag):
            if on:
                self.tags[ev.name] = ev.seq
            else:
                self.tags.pop(ev.name, None)
        return [d.item for d in decisions_of(ev)]

    def _settle(self, item: str) -> None:
        """The decision in force for ``item``: its latest one still in force."""
        found = next((h for h in reversed(self.decisions.get(item, [])) if self.active[h[0]]),
                     None)
        if found is None:
            self.effective.pop(item, None)
        else:
            self.effective[item] = found
        taken = next((a for a in reversed(self.acceptances.get(item, [])) if self.active[a[0]]),
                     None)
        if taken is None:
            self.accepted.pop(item, None)
        else:
            self.accepted[item] = taken

    def _settle_rules(self) -> None:
        """The rules in force (latest active rules event) and the first active viewing."""
        self.rules = next((ev for ev in reversed(self.events)
                           if isinstance(ev, Rules) and self.active[ev.seq]), None)
        self.first_viewed = next((ev.seq for ev in self.events
                                  if isinstance(ev, Viewed) and self.active[ev.seq]), None)

    def _settle_guideline(self) -> None:
        """The guideline version in force: the latest active guideline event's."""
        for ev in reversed(self.events):
            if isinstance(ev, Guideline) and self.active[ev.seq]:
                self.guideline = ev.version
                return
        self.guideline = self.initial_guideline
