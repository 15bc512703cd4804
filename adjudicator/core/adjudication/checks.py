"""The checks an event must pass before it is applied to the state: a known kind, the next
sequence number, items and labels of the dataset, a revert of an event that can be undone,
and the rules of each kind (scale, acceptance, policy, report fields, tag names).

A failed check raises InputError and changes nothing; the state calls these before its sink
and before replaying an event read from a log."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from adjudicator.core.adjudication.events import (
    EVENT_TYPES,
    Accept,
    Event,
    Note,
    Policy,
    ReportFields,
    Revert,
    ScaleChoice,
    Tag,
    decisions_of,
)
from adjudicator.core.adjudication.final_values import check_value
from adjudicator.core.adjudication.ledger import Ledger
from adjudicator.core.adjudication.policy import AcceptPolicy, check_policy
from adjudicator.core.adjudication.scale_check import check_scale
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.ratings import Ratings


class CheckedState(Protocol):
    """What the checks read of the adjudication state: its dataset, its label codes, its
    ledger and the sequence number it is at. The state's own tables are read here: these
    checks are the state's, kept apart only so the state stays one screenful of
    responsibilities, and named by this protocol so this module does not import the state."""

    @property
    def ratings(self) -> Ratings: ...

    @property
    def _code(self) -> Mapping[str, int]: ...

    @property
    def _ledger(self) -> Ledger: ...

    @property
    def last_seq(self) -> int: ...

    def row(self, item: str) -> int: ...

    def _single_rater(self, item: str) -> int: ...


def check_event(state: CheckedState, event: Event) -> None:
    """Raise InputError if ``event`` cannot follow the current state."""
    if type(event) not in EVENT_TYPES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown event type {kind}"),
                         args={"kind": type(event).__name__},
                         expected=", ".join(t.kind for t in EVENT_TYPES))
    if event.seq != state.last_seq + 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "event {seq} out of order"),
                         expected="{next}", args={"seq": event.seq, "next": state.last_seq + 1})
    seen: set[str] = set()
    for d in decisions_of(event):
        state.row(d.item)
        if d.value is not None or d.value_from is not None:
            check_value(d, state.ratings.labels)  # a score's final value (final_values)
        elif d.label not in state._code:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "unknown label '{label}' for item '{item}'"),
                             args={"label": d.label, "item": d.item}, column="label",
                             expected=" / ".join(state.ratings.labels))
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
        state._ledger.flips(event.target)
    if isinstance(event, Note) and event.item is not None:
        state.row(event.item)
    if isinstance(event, ScaleChoice):
        check_scale(event, state.ratings.labels)
    if isinstance(event, Accept):
        _check_accept(state, event)
    if isinstance(event, Policy):
        check_policy(AcceptPolicy(event.rule, event.k, event.n, event.p),
                     len(state.ratings.annotators))
    if isinstance(event, ReportFields) and not all(
            isinstance(k, str) and isinstance(v, str) for k, v in event.fields.items()):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "report fields must be texts"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a text for each field"))
    if isinstance(event, Tag) and event.name in state._ledger.tags:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "version name '{name}' is taken"),
                         args={"name": event.name},
                         expected=QT_TRANSLATE_NOOP("Errors", "a new name"))

def _check_accept(state: CheckedState, event: Accept) -> None:
    """Each item one annotator labelled, once, with that annotator's label."""
    if not event.items or len(set(event.items)) != len(event.items):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "an acceptance names no item or an "
                                                     "item twice"),
                         expected=QT_TRANSLATE_NOOP("Errors", "each item once"))
    for item, label, who in zip(event.items, event.labels, event.annotators, strict=True):
        j = state._single_rater(item)
        given = state.ratings.labels[int(state.ratings.codes[state.row(item), j])]
        if (given, state.ratings.annotators[j]) != (label, who):
            raise InputError(QT_TRANSLATE_NOOP(
                "Errors", "item '{item}': {annotator} labelled it {given}, not {label}"),
                args={"item": item, "annotator": state.ratings.annotators[j],
                      "given": given, "label": label},
                expected=QT_TRANSLATE_NOOP("Errors", "the label the annotator gave"))
