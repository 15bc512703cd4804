"""Events survive the trip to a dict (and JSON) and back unchanged."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.adjudication.events import (
    Batch,
    Decide,
    Decision,
    Event,
    Guideline,
    Note,
    Revert,
    Tag,
    event_from_dict,
)
from adjudicator.core.errors import InputError

TEXT = st.text(max_size=20)
DECISIONS = st.builds(Decision, TEXT, TEXT, TEXT, st.none() | TEXT,
                      st.none() | st.floats(0, 1), st.none() | TEXT, st.booleans())
ENV = {"seq": st.integers(1, 10**6), "time": TEXT, "author": TEXT, "app": TEXT,
       "guideline": TEXT}
EVENTS = st.one_of(
    st.builds(Decide, decision=DECISIONS, **ENV),
    st.builds(Revert, target=st.integers(1, 10**6), **ENV),
    st.builds(Note, text=TEXT, item=st.none() | TEXT, **ENV),
    st.builds(Guideline, version=TEXT, notes=TEXT, **ENV),
    st.builds(Batch, decisions=st.lists(DECISIONS, max_size=3).map(tuple), **ENV),
    st.builds(Tag, name=TEXT, **ENV),
)


@given(EVENTS)
def test_round_trip_through_json(event: Event) -> None:
    """to_dict -> JSON -> from_dict gives an equal event."""
    assert event_from_dict(json.loads(json.dumps(event.to_dict()))) == event


@given(EVENTS)
def test_round_trip_with_a_pool_of_repeated_texts(event: Event) -> None:
    """Read with a pool (as a log read does), every kind of event is the same event."""
    pool: dict[str, str] = {}
    line = json.dumps(event.to_dict())
    assert event_from_dict(json.loads(line), pool) == event
    assert event_from_dict(json.loads(line), pool) == event


def test_a_pool_keeps_one_copy_of_the_texts_every_event_repeats() -> None:
    """Envelopes of every kind and a batch's decisions share the pool's copies (a log's
    35,000 reverts, notes and batches held each author and item once per line before)."""
    pool: dict[str, str] = {}
    lines = [json.dumps(ev.to_dict()) for ev in (
        Revert(target=1, seq=2, time="t", author="wang", app="0.9", guideline="v1"),
        Note(text="n", seq=3, time="t", author="wang", app="0.9", guideline="v1"),
        Batch(decisions=(Decision("item7", "正面", "r", source="A", error_category="typo"),),
              seq=4, time="t", author="wang", app="0.9", guideline="v1"),
        Batch(decisions=(Decision("item7", "正面", "q", source="A", error_category="typo"),),
              seq=5, time="t", author="wang", app="0.9", guideline="v1"))]
    events = [event_from_dict(json.loads(line), pool) for line in lines]
    first, *rest = events
    for other in rest:
        for key in ("author", "app", "guideline"):
            assert getattr(other, key) is getattr(first, key)
    a, b = events[2].decisions[0], events[3].decisions[0]  # type: ignore[attr-defined]
    for key in ("item", "label", "source", "error_category"):
        assert getattr(a, key) is getattr(b, key)


def test_unknown_type_is_an_input_error() -> None:
    """A line of an unknown kind names the kinds expected."""
    with pytest.raises(InputError, match="unknown event type"):
        event_from_dict({"seq": 1, "time": "t", "type": "explode"})


def test_missing_field_is_an_input_error() -> None:
    """A decide line without its item is malformed."""
    with pytest.raises(InputError, match="malformed"):
        event_from_dict({"seq": 1, "time": "t", "type": "decide", "label": "a"})


@pytest.mark.parametrize("record", [
    {"seq": 1, "time": "t", "type": "batch", "decisions": "x"},
    {"seq": 1, "time": "t", "type": "batch", "decisions": [1, 2]},
    {"seq": 1e400, "time": "t", "type": "decide", "item": "a", "label": "b"},
])
def test_wrongly_typed_fields_are_input_errors(record: dict[str, object]) -> None:
    """Batch decisions that are not objects, or an infinite sequence number: malformed."""
    with pytest.raises(InputError, match="malformed"):
        event_from_dict(record)


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.floats(0, 1),
                    st.sampled_from(("a", "正面", "", "x y")), st.just([1]))


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries(
    {"seq": st.one_of(st.integers(1, 9), st.just("2")), "type": st.just("decide"),
     "time": _VALUES, "item": _VALUES, "label": _VALUES},
    optional={k: _VALUES for k in ("rationale", "author", "app", "guideline", "source",
                                   "confidence", "error_category", "guideline_update", "blind")}))
def test_the_fast_decision_reader_equals_the_checked_one(record: dict[str, Any]) -> None:
    """Any decide record (texts, numbers, nulls, lists where texts belong) gives the event the
    checked path gives, with or without a pool of repeated texts, or the same refusal."""
    def checked() -> Decide:
        env = {"seq": int(record["seq"]), "time": str(record["time"]),
               "author": str(record.get("author", "")), "app": str(record.get("app", "")),
               "guideline": str(record.get("guideline", ""))}
        return Decide(decision=Decision.from_dict(record), **env)

    try:
        expected: object = checked()
    except (KeyError, TypeError, ValueError):
        expected = InputError
    pool: dict[str, str] = {}
    for got in (_or_error(record, None), _or_error(record, pool), _or_error(record, pool)):
        assert got == expected


def _or_error(record: dict[str, Any], pool: dict[str, str] | None) -> object:
    """The event read from ``record``, or InputError when it is refused."""
    try:
        return event_from_dict(record, pool)
    except InputError:
        return InputError
