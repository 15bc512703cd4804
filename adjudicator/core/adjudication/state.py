"""The adjudication state: ratings, the lead's decisions and the counts that follow them.

The one mutable object that holds the truth in memory. Each mutation builds an event, hands it to
the ``DecisionSink`` first (the store makes it durable there; if that raises nothing in memory
changes), then applies it and returns a ``ChangeRecord`` naming the items and count cells that
changed. ``replay`` rebuilds the same state from the events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    POLICY,
    STATUS_NAMES,
    Cell,
    Counts,
    item_masks,
    label_range,
)
from adjudicator.core.adjudication.events import (
    EVENT_TYPES,
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
from adjudicator.core.adjudication.gcpause import paused_gc
from adjudicator.core.adjudication.history import HistoryEntry, item_history
from adjudicator.core.adjudication.item_rows import ItemRows
from adjudicator.core.adjudication.ledger import Found, Ledger
from adjudicator.core.adjudication.policy import (
    DEFAULT_POLICY,
    AcceptPolicy,
    base_status,
    check_policy,
)
from adjudicator.core.adjudication.scale_check import check_scale
from adjudicator.core.adjudication.sinks import (
    ChangeRecord,
    DecisionSink,
    MemorySink,
    ReadOnlyError,
    ReadOnlySink,
    utc_now,
)
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.labels import Codes
from adjudicator.core.ratings import Ratings
from adjudicator.core.tables import Table

__all__ = ["AdjudicationState", "ChangeRecord", "DecisionSink", "MemorySink", "ReadOnlyError",
           "ReadOnlySink", "utc_now"]


class AdjudicationState:
    """Ratings + decisions + incrementally kept counts; mutate only through the methods."""

    def __init__(self, ratings: Ratings, *, sink: DecisionSink | None = None, author: str = "",
                 app: str = "", guideline: str = "", clock: Callable[[], str] = utc_now,
                 rows: ItemRows | None = None) -> None:
        self.ratings = ratings
        self.sink: DecisionSink = sink if sink is not None else ReadOnlySink()
        self.author, self.app, self.clock = author, app, clock
        self._row = rows if rows is not None else ItemRows(ratings.items)  # shared by copies
        self._code = {label: j for j, label in enumerate(ratings.labels)}
        self._spread = label_range(ratings.codes)  # labels per item, highest and lowest code
        self._masks = item_masks(ratings.codes, self._spread)
        self._base_final, self._base_status = base_status(ratings.codes, spread=self._spread)
        self.final_codes: Codes = self._base_final.copy()
        self.status_codes: Codes = self._base_status.copy()
        self.counts = Counts(ratings.codes, ratings.k, self.final_codes, self.status_codes,
                             self._masks)
        self._ledger = Ledger(guideline)
        self._bulk = False

    # ----- reading -----------------------------------------------------------------------
    @property
    def last_seq(self) -> int:
        """Sequence number of the latest event (0 before any)."""
        return self._ledger.last_seq

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event applied so far, in order."""
        return tuple(self._ledger.events)

    def event(self, seq: int) -> Event:
        """The event with sequence number ``seq``."""
        if not 1 <= seq <= self.last_seq:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no event {seq}"), expected="1..{last}",
                             args={"seq": seq, "last": self.last_seq})
        return self._ledger.events[seq - 1]

    def is_active(self, seq: int) -> bool:
        """False once the event has been reverted (and not re-applied)."""
        return self._ledger.active[seq]

    @property
    def tags(self) -> dict[str, int]:
        """Named versions: name -> sequence number of the tag event."""
        return dict(self._ledger.tags)

    @property
    def guideline_version(self) -> str:
        """The guideline version new events carry."""
        return self._ledger.guideline

    @property
    def rules(self) -> Rules | None:
        """The acceptance-rules event in force, or None when no rules were set."""
        return self._ledger.rules

    @property
    def scale(self) -> ScaleChoice | None:
        """The scale event in force (level, weights, label order), or None when none was set."""
        return self._ledger.scale

    @property
    def report_fields(self) -> dict[str, str]:
        """The report's fields in force (project, batch, sign-off...; empty when none set)."""
        ev = self._ledger.report_fields
        return {} if ev is None else dict(ev.fields)

    @property
    def results_seen(self) -> bool:
        """True once a results-viewed event is in force."""
        return self._ledger.first_viewed is not None

    @property
    def policy(self) -> AcceptPolicy:
        """The auto-accept policy in force (unanimous when none was declared)."""
        ev = self._ledger.policy
        return DEFAULT_POLICY if ev is None else AcceptPolicy(ev.rule, ev.k, ev.n, ev.p)

    @property
    def policy_event(self) -> Policy | None:
        """The policy event in force, or None when the default (unanimous) applies."""
        return self._ledger.policy

    @property
    def status_names(self) -> tuple[str, ...]:
        """Each status code's name, the policy's named: "accepted by 4/5 policy"."""
        names = list(STATUS_NAMES)
        names[POLICY] = f"accepted by {self.policy.name} policy"
        return tuple(names)

    def acceptance(self, item: str) -> tuple[Event, str] | None:
        """The acceptance in force of a single annotator item and its label, or None."""
        found = self._ledger.accepted.get(item)
        return None if found is None else (self._ledger.events[found[0] - 1], found[1])

    def decision(self, item: str) -> tuple[Event, Decision] | None:
        """The decision in force for ``item`` and the event that carries it, or None."""
        found = self._ledger.effective.get(item)
        return None if found is None else (self._ledger.events[found[0] - 1], found[1])

    def decided_items(self) -> list[str]:
        """Items with a decision in force."""
        return list(self._ledger.effective)

    def final_label(self, item: str) -> str | None:
        """The decided label, else the accepted one, else the policy's, else None."""
        code = int(self.final_codes[self.row(item)])
        return None if code < 0 else self.ratings.labels[code]

    def status(self, item: str) -> str:
        """The item's status name (see ``status_names``)."""
        return self.status_names[int(self.status_codes[self.row(item)])]

    def row(self, item: str) -> int:
        """Row of ``item`` in the ratings; unknown ids raise InputError."""
        row = self._row.get(item)
        if row is None:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown item '{item}'"),
                             args={"item": item}, column="item",
                             expected=QT_TRANSLATE_NOOP("Errors", "an item id of the dataset"))
        return row

    def pair_table(self, a: int | str, b: int | str) -> Table:
        """k x k confusion matrix of annotators a and b (constant: originals never change)."""
        return self.ratings.pair_table(a, b)

    def history(self, item: str) -> list[HistoryEntry]:
        """Every event about ``item`` (decisions, their reverts, notes), oldest first."""
        self.row(item)
        led = self._ledger
        return item_history(led.events, led.active, item, led.decisions.get(item, []))

    # ----- changing ----------------------------------------------------------------------
    def decide(self, item: str, label: str, rationale: str = "", *, source: str | None = None,
               confidence: float | None = None, error_category: str | None = None,
               guideline_update: bool = False, blind: bool = False,
               author: str | None = None) -> ChangeRecord:
        """Record a final label for one item (durable before it counts)."""
        d = Decision(item, str(label), rationale, source, confidence, error_category,
                     guideline_update, blind)
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

    def set_rules(self, rules: dict[str, Any], *, author: str | None = None) -> ChangeRecord:
        """Record acceptance rules; flagged when results were already shown."""
        return self._commit(Rules(rules=dict(rules), after_results_seen=self.results_seen,
                                  **self._envelope(author)))

    def viewed(self, what: str = "report", *, author: str | None = None) -> ChangeRecord:
        """Record that agreement results were shown (later rules are flagged)."""
        return self._commit(Viewed(what=what, **self._envelope(author)))

    def set_report_fields(self, fields: dict[str, str], *, author: str | None = None
                          ) -> ChangeRecord:
        """Record the report's fields (the latest in force is the one reports start from)."""
        return self._commit(ReportFields(fields=dict(fields), **self._envelope(author)))

    def set_scale(self, level: str, weights: str = "quadratic", order: Sequence[str] = (), *,
                  author: str | None = None) -> ChangeRecord:
        """Record how the labels are compared and the order of an ordinal scale."""
        return self._commit(ScaleChoice(level=level, weights=weights, order=tuple(order),
                                        **self._envelope(author)))

    def accept(self, items: Sequence[str], *, author: str | None = None) -> ChangeRecord:
        """Accept the only label of single annotator items, as one event."""
        items = list(dict.fromkeys(items))
        labels, names = [], []
        for item in items:
            j = self._single_rater(item)
            labels.append(self.ratings.labels[int(self.ratings.codes[self.row(item), j])])
            names.append(self.ratings.annotators[j])
        return self._commit(Accept(items=tuple(items), labels=tuple(labels),
                                   annotators=tuple(names), **self._envelope(author)))

    def set_policy(self, policy: AcceptPolicy, *, author: str | None = None) -> ChangeRecord:
        """Declare the auto-accept policy (one event; a revert restores the one before)."""
        return self._commit(Policy(rule=policy.rule, k=policy.k, n=policy.n, p=policy.p,
                                   **self._envelope(author)))

    def finals_under(self, policy: AcceptPolicy) -> tuple[Codes, Codes]:
        """Final codes and statuses if ``policy`` were in force (decisions and acceptances
        kept): the preview of a policy, and the bulk rebuild."""
        final, status = base_status(self.ratings.codes, policy, self._spread)
        accepted = self._ledger.accepted
        if accepted:
            rows = self._row.rows(accepted)
            final[rows] = [self._code[label] for _, label in accepted.values()]
            status[rows] = ACCEPTED
        effective = self._ledger.effective
        if effective:
            rows = self._row.rows(effective)
            final[rows] = np.fromiter((self._code[d.label] for _, d in effective.values()),
                                      dtype=np.int64)
            status[rows] = ADJUDICATED
        return final, status

    def counts_of(self, final: Codes, status: Codes) -> Counts:
        """The count tables of other final codes and statuses over these ratings."""
        return Counts(self.ratings.codes, self.ratings.k, final, status, self._masks)

    def _single_rater(self, item: str) -> int:
        """The annotator of an item only one annotator labelled; InputError otherwise."""
        present = np.flatnonzero(self.ratings.codes[self.row(item)] >= 0)
        if len(present) != 1:
            raise InputError(QT_TRANSLATE_NOOP(
                "Errors", "item '{item}' has {count} labels, not one: only a single annotator's "
                          "label can be accepted"), args={"item": item, "count": len(present)},
                expected=QT_TRANSLATE_NOOP("Errors", "an item one annotator labelled"))
        return int(present[0])

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
        if isinstance(events, Sequence):
            state._row.learn(ev.decision.item for ev in events if type(ev) is Decide)
        try:
            with paused_gc():
                fast = state._fast_decide
                for ev in events:
                    if type(ev) is not Decide or not fast(ev):
                        state.apply(ev)
        finally:
            state._bulk = False
            state._rebuild()
        return state

    def _fast_decide(self, ev: Decide) -> bool:
        """Replay's fast path for a plain, valid decision; False sends it the checked way."""
        d = ev.decision
        conf = d.confidence
        if (ev.seq != len(self._ledger.events) + 1 or d.item not in self._row
                or d.label not in self._code or (conf is not None and not 0.0 <= conf <= 1.0)):
            return False
        self._ledger.record_decide(ev)
        return True

    def as_of(self, seq: int) -> AdjudicationState:
        """A read-only copy of the state just after event ``seq``."""
        if not 0 <= seq <= self.last_seq:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no version {seq}"), expected="0..{last}",
                             args={"seq": seq, "last": self.last_seq})
        return AdjudicationState.replay(self.ratings, self._ledger.events[:seq],
                                        author=self.author, app=self.app,
                                        guideline=self._ledger.initial_guideline, rows=self._row)

    def _check(self, event: Event) -> None:
        """Raise InputError if ``event`` cannot follow the current state."""
        if type(event) not in EVENT_TYPES:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown event type {kind}"),
                             args={"kind": type(event).__name__},
                             expected=", ".join(t.kind for t in EVENT_TYPES))
        if event.seq != self.last_seq + 1:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "event {seq} out of order"),
                             expected="{next}", args={"seq": event.seq, "next": self.last_seq + 1})
        seen: set[str] = set()
        for d in decisions_of(event):
            self.row(d.item)
            if d.label not in self._code:
                raise InputError(QT_TRANSLATE_NOOP("Errors",
                                                   "unknown label '{label}' for item '{item}'"),
                                 args={"label": d.label, "item": d.item}, column="label",
                                 expected=" / ".join(self.ratings.labels))
            if d.item in seen:
                raise InputError(QT_TRANSLATE_NOOP("Errors",
                                                   "item '{item}' appears twice in one batch"),
                                 args={"item": d.item})
            seen.add(d.item)
            if d.confidence is not None and not 0.0 <= d.confidence <= 1.0:
                raise InputError(QT_TRANSLATE_NOOP("Errors",
                                                   "confidence {confidence} for item {item}"),
                                 args={"confidence": d.confidence, "item": repr(d.item)},
                                 column="confidence", expected=QT_TRANSLATE_NOOP("Errors",
                                     "a number from 0 to 1"))
        if isinstance(event, Revert):
            self._ledger.flips(event.target)
        if isinstance(event, Note) and event.item is not None:
            self.row(event.item)
        if isinstance(event, ScaleChoice):
            check_scale(event, self.ratings.labels)
        if isinstance(event, Accept):
            self._check_accept(event)
        if isinstance(event, Policy):
            check_policy(AcceptPolicy(event.rule, event.k, event.n, event.p),
                         len(self.ratings.annotators))
        if isinstance(event, ReportFields) and not all(
                isinstance(k, str) and isinstance(v, str) for k, v in event.fields.items()):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "report fields must be texts"),
                             expected=QT_TRANSLATE_NOOP("Errors", "a text for each field"))
        if isinstance(event, Tag) and event.name in self._ledger.tags:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "version name '{name}' is taken"),
                             args={"name": event.name},
                             expected=QT_TRANSLATE_NOOP("Errors", "a new name"))

    def _check_accept(self, event: Accept) -> None:
        """Each item one annotator labelled, once, with that annotator's label."""
        if not event.items or len(set(event.items)) != len(event.items):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "an acceptance names no item or an "
                                                         "item twice"),
                             expected=QT_TRANSLATE_NOOP("Errors", "each item once"))
        for item, label, who in zip(event.items, event.labels, event.annotators, strict=True):
            j = self._single_rater(item)
            given = self.ratings.labels[int(self.ratings.codes[self.row(item), j])]
            if (given, self.ratings.annotators[j]) != (label, who):
                raise InputError(QT_TRANSLATE_NOOP(
                    "Errors", "item '{item}': {annotator} labelled it {given}, not {label}"),
                    args={"item": item, "annotator": self.ratings.annotators[j],
                          "given": given, "label": label},
                    expected=QT_TRANSLATE_NOOP("Errors", "the label the annotator gave"))

    def _apply(self, event: Event) -> ChangeRecord:
        """Apply a validated event and move the counts of the items it touched."""
        policy = self._ledger.policy
        touched = list(dict.fromkeys(self._ledger.record(event)))
        if self._bulk:
            return ChangeRecord(event.seq, event.kind, tuple(touched))
        if self._ledger.policy is not policy:
            return self._repolicy(event)
        rows = [self._row[item] for item in touched]
        cells: list[Cell] = []
        for item, row in zip(touched, rows, strict=True):
            cells.extend(self._move(item, row, self._ledger.effective.get(item)))
        return ChangeRecord(event.seq, event.kind, tuple(touched), tuple(rows), tuple(cells))

    def _move(self, item: str, row: int, found: Found | None) -> tuple[Cell, ...]:
        """Set one row's final code and status and update the counts."""
        taken = self._ledger.accepted.get(item) if found is None else None
        if taken is not None:
            new = (self._code[taken[1]], ACCEPTED)
        elif found is None:
            new = (int(self._base_final[row]), int(self._base_status[row]))
        else:
            new = (self._code[found[1].label], ADJUDICATED)
        old = (int(self.final_codes[row]), int(self.status_codes[row]))
        self.final_codes[row], self.status_codes[row] = new
        return self.counts.move(row, old, new)

    def _repolicy(self, event: Event) -> ChangeRecord:
        """A policy came into (or went out of) force: every item's status is recomputed once;
        the change record names the rows that moved."""
        before_final, before_status = self.final_codes, self.status_codes
        self._rebuild()
        rows = np.flatnonzero((before_final != self.final_codes)
                              | (before_status != self.status_codes))
        items = tuple(self.ratings.items[int(r)] for r in rows)
        return ChangeRecord(event.seq, event.kind, items, tuple(int(r) for r in rows))

    def _rebuild(self) -> None:
        """Recompute final codes, statuses and counts from the policy, acceptances and
        decisions in force, in bulk."""
        self._base_final, self._base_status = base_status(self.ratings.codes, self.policy,
                                                          self._spread)
        self.final_codes, self.status_codes = self.finals_under(self.policy)
        self.counts = self.counts_of(self.final_codes, self.status_codes)
