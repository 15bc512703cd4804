"""The adjudication state: ratings, the lead's decisions and the counts that follow them.

The one mutable object that holds the truth in memory. Each mutation builds an event, hands it to
the ``DecisionSink`` first (the store makes it durable there; if that raises nothing in memory
changes), then applies it and returns a ``ChangeRecord`` naming the items and count cells that
changed. ``replay`` rebuilds the same state from the events alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import numpy as np

from adjudicator.core.adjudication.checks import check_event
from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    POLICY,
    STATUS_NAMES,
    Cell,
    Counts,
    Narrow,
    count_type,
    item_masks,
    label_range,
)
from adjudicator.core.adjudication.eventlog import EventLog
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
from adjudicator.core.adjudication.final_values import FloatArray, final_values, label_numbers
from adjudicator.core.adjudication.gcpause import paused_gc
from adjudicator.core.adjudication.history import HistoryEntry, item_history
from adjudicator.core.adjudication.item_rows import ItemRows
from adjudicator.core.adjudication.ledger import Found, Ledger
from adjudicator.core.adjudication.policy import (
    DEFAULT_POLICY,
    AcceptPolicy,
    base_status,
)
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
           "ReadOnlySink", "ReplayError", "utc_now"]

EventT = TypeVar("EventT", bound=Event)


class ReplayError(InputError):
    """An event of a replayed log that does not fit the state; ``seq`` is its number."""

    def __init__(self, error: InputError, seq: int) -> None:
        super().__init__(error.template, file=error.file, row=error.row, column=error.column,
                         expected=error.expected, hint=error.hint, args=error.args_)
        self.seq = seq


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
        # labels per item, highest and lowest code: not kept (three integers an item), a
        # change of policy takes them again, a pass per annotator beside its own work
        spread = label_range(ratings.codes)
        self._masks = item_masks(ratings.codes, spread)
        final, status = base_status(ratings.codes, spread=spread)
        self._base_final, self._base_status = self._narrowed(final, status)
        # the live final codes and statuses in the same narrow integers (a byte an item each
        # for up to 126 labels, where int64 took eight): callers widen before arithmetic
        self.final_codes: Narrow = self._base_final.copy()
        self.status_codes: Narrow = self._base_status.copy()
        self.counts = Counts(ratings.codes, ratings.k, self.final_codes, self.status_codes,
                             self._masks)
        self._ledger = Ledger(guideline, self._row, ratings.items)
        self._bulk = False

    # ----- reading -----------------------------------------------------------------------
    @property
    def last_seq(self) -> int:
        """Sequence number of the latest event (0 before any)."""
        return self._ledger.last_seq

    @property
    def events(self) -> EventLog:
        """Every event applied so far, in order (a sequence that makes the plain decisions of
        a long log one at a time as they are read; see ``eventlog``)."""
        return self._ledger.events.upto(self.last_seq)

    def events_of(self, kind: type[EventT]) -> list[EventT]:
        """The events of one kind (guideline, viewed, rules, revert, note...), in order, without
        walking the decisions; for decisions (decide, batch) only those held as objects."""
        return self._ledger.of_kind(kind)  # type: ignore[return-value]

    def event(self, seq: int) -> Event:
        """The event with sequence number ``seq``."""
        if not 1 <= seq <= self.last_seq:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no event {seq}"), expected="1..{last}",
                             args={"seq": seq, "last": self.last_seq})
        return self._ledger.events[seq - 1]

    def is_active(self, seq: int) -> bool:
        """False once the event has been reverted (and not re-applied)."""
        return bool(self._ledger.active[seq])

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
        found = self._ledger.found(item)
        return None if found is None else (self._ledger.events[found[0] - 1], found[1])

    def decided_items(self) -> list[str]:
        """Items with a decision in force, in the order of those decisions (see
        ``InForce.by_seq``)."""
        return self._ledger.effective.by_seq()

    def final_label(self, item: str) -> str | None:
        """The decided label, else the accepted one, else the policy's, else None."""
        code = int(self.final_codes[self.row(item)])
        return None if code < 0 else self.ratings.labels[code]

    def final_values(self) -> FloatArray | None:
        """Every item's final value on labels that are numbers (NaN: none yet): a typed,
        mean or median value where a decision carries one, else its final label's number;
        None when the labels are not numbers."""
        if label_numbers(self.ratings.labels) is None:
            return None
        return final_values(self.ratings.labels, self.final_codes, self.typed_values())

    def typed_values(self) -> dict[int, float]:
        """Row -> value of the decisions in force that carry a score's value (typed, mean or
        median); a decision read as log columns never does (``store.logcols``)."""
        led, typed = self._ledger, {}
        for seq in np.unique(led.effective.seqs()).tolist():  # a batch's event once
            if led.events.held(seq):
                continue
            for d in decisions_of(led.events[seq - 1]):
                if d.value is not None and led.effective.get(d.item) == seq:
                    typed[self._row[d.item]] = d.value
        return typed

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
        others = sorted(led.of_kind(Revert) + led.of_kind(Note), key=lambda ev: ev.seq)
        return item_history(led.events, led.active, item, led.item_decisions(item), others)

    # ----- changing ----------------------------------------------------------------------
    def decide(self, item: str, label: str, rationale: str = "", *, source: str | None = None,
               confidence: float | None = None, error_category: str | None = None,
               guideline_update: bool = False, blind: bool = False,
               value: float | None = None, value_from: str | None = None,
               author: str | None = None) -> ChangeRecord:
        """Record a final label for one item (durable before it counts); on a score scale
        ``value`` and ``value_from`` are the final value and how it was chosen (see
        ``final_values``)."""
        d = Decision(item, str(label), rationale, source, confidence, error_category,
                     guideline_update, blind, value, value_from)
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
        final, status = base_status(self.ratings.codes, policy)
        accepted = self._ledger.accepted
        if accepted:
            rows = self._row.rows(accepted)
            final[rows] = [self._code[label] for _, label in accepted.values()]
            status[rows] = ACCEPTED
        effective = self._ledger.effective
        if effective:
            rows, _ = effective.rows_and_seqs()  # KeyError: an item no row (checked on entry)
            # a score's value that is no label has no code (-1)
            final[rows] = self._ledger.effective_codes(self._code)
            status[rows] = ADJUDICATED
        return final, status

    def counts_of(self, final: Narrow, status: Narrow) -> Counts:
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
        """Rebuild the state from events; counts are rebuilt once at the end, not per event.
        A log's plain decisions held as columns are checked and applied column-wise; every
        other event is checked and applied in order as ever. An event that does not fit
        raises ``ReplayError`` naming its sequence number."""
        state = cls(ratings, **kwargs)
        state._bulk = True
        try:
            with paused_gc():
                state._load(EventLog.of(events))
        finally:
            state._bulk = False
            state._rebuild()
        return state

    def _load(self, log: EventLog) -> None:
        """Replay a whole log: the plain decisions held as columns are checked at once; the
        events held as objects are checked and recorded one by one, in order, up to the
        first column decision that does not fit (whose error is then raised as it would be
        one event at a time)."""
        led = self._ledger
        led.load(log)
        code_rows = (self._row.lookup(log.columns.item.values)
                     if log.columns is not None and log.base else None)
        bad = self._unfit_column_decision(log, code_rows)
        seq = 0
        try:
            for seq in log.object_seqs():
                if bad is not None and seq > bad:
                    break
                led.skip_to(seq - 1)
                event = log[seq - 1]
                self._check(event)
                led.record(event, loading=True)
            if bad is not None:
                seq = bad
                led.skip_to(bad - 1)
                self._check(log[bad - 1])  # raises: says what does not fit
        except InputError as exc:
            raise ReplayError(exc, seq) from None
        led.skip_to(len(log))
        led.settle_loaded(code_rows)

    def _unfit_column_decision(self, log: EventLog, code_rows: Codes | None) -> int | None:
        """The sequence number of the first plain decision held as columns whose item or
        label is not the dataset's (``code_rows``: the row of each of the columns' items, -1
        for none) or whose confidence is outside [0, 1]; None when all fit."""
        cols, n = log.columns, log.base
        if cols is None or not n:
            return None
        assert code_rows is not None
        labels = cols.label.values
        item_ok = code_rows >= 0
        label_ok = np.fromiter((v in self._code for v in labels), dtype=bool, count=len(labels))
        held = cols.held[:n]
        icodes, lcodes = cols.item.codes[:n], cols.label.codes[:n]
        fits = ((icodes >= 0) & (lcodes >= 0) & item_ok[np.maximum(icodes, 0)]
                & label_ok[np.maximum(lcodes, 0)] & ~cols.confidence.outside(0.0, 1.0)[:n])
        unfit = np.flatnonzero(held & ~fits)
        return int(unfit[0]) + 1 if len(unfit) else None

    def as_of(self, seq: int) -> AdjudicationState:
        """A read-only copy of the state just after event ``seq``."""
        if not 0 <= seq <= self.last_seq:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no version {seq}"), expected="0..{last}",
                             args={"seq": seq, "last": self.last_seq})
        return AdjudicationState.replay(self.ratings, self._ledger.events.upto(seq),
                                        author=self.author, app=self.app,
                                        guideline=self._ledger.initial_guideline, rows=self._row)

    def _check(self, event: Event) -> None:
        """Raise InputError if ``event`` cannot follow the current state (see ``checks``)."""
        check_event(self, event)

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
            cells.extend(self._move(item, row, self._ledger.found(item)))
        return ChangeRecord(event.seq, event.kind, tuple(touched), tuple(rows), tuple(cells))

    def _move(self, item: str, row: int, found: Found | None) -> tuple[Cell, ...]:
        """Set one row's final code and status and update the counts."""
        taken = self._ledger.accepted.get(item) if found is None else None
        if taken is not None:
            new = (self._code[taken[1]], ACCEPTED)
        elif found is None:
            new = (int(self._base_final[row]), int(self._base_status[row]))
        else:
            new = (self._code.get(found[1].label, -1), ADJUDICATED)  # -1: a value, no label
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

    def _narrowed(self, final: Codes, status: Codes) -> tuple[Narrow, Narrow]:
        """Final codes and statuses kept aside in the narrowest integers that hold them (the
        labels' codes, the statuses): a byte an item each, where int64 took eight."""
        return (final.astype(count_type(len(self.ratings.labels))),
                status.astype(count_type(len(STATUS_NAMES))))

    def _rebuild(self) -> None:
        """Recompute final codes, statuses and counts from the policy, acceptances and
        decisions in force, in bulk."""
        self._base_final, self._base_status = self._narrowed(*base_status(
            self.ratings.codes, self.policy))
        self.final_codes, self.status_codes = self._narrowed(*self.finals_under(self.policy))
        self.counts = self.counts_of(self.final_codes, self.status_codes)
