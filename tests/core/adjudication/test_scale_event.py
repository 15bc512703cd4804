"""The ``scale`` event: level, weights and label order recorded, checked, reverted, replayed."""

from __future__ import annotations

import pytest

from adjudicator.core.adjudication.events import ScaleChoice, event_from_dict
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings

ROWS = [["high", "low"], ["mid", "mid"], ["low", "mid"], ["high", "high"]]


def _state() -> AdjudicationState:
    ratings = Ratings.from_rows(ROWS, annotators=["x", "y"])
    return AdjudicationState(ratings, sink=MemorySink(), author="lead")


def test_the_event_round_trips_through_its_dict() -> None:
    """to_dict then event_from_dict gives the same event back."""
    ev = ScaleChoice(level="ordinal", weights="linear", order=("low", "mid", "high"), seq=3,
                     time="2026-01-01T00:00:00Z", author="lead")
    back = event_from_dict(ev.to_dict())
    assert back == ev
    assert ev.to_dict()["order"] == ["low", "mid", "high"]


def test_the_latest_scale_in_force_counts_and_a_revert_restores_the_earlier() -> None:
    """Two scale events: the second is in force; undoing it brings the first back."""
    state = _state()
    assert state.scale is None  # a log without a scale event
    state.set_scale("ordinal", "quadratic", ("low", "mid", "high"))
    second = state.set_scale("ordinal", "linear", ("high", "mid", "low"))
    assert state.scale is not None
    assert state.scale.order == ("high", "mid", "low")
    state.revert(second.seq)
    assert state.scale is not None
    assert (state.scale.weights, state.scale.order) == ("quadratic", ("low", "mid", "high"))


def test_replay_rebuilds_the_scale() -> None:
    """The state replayed from its events has the same scale in force."""
    state = _state()
    state.set_scale("ordinal", "linear", ("low", "mid", "high"))
    again = AdjudicationState.replay(state.ratings, state.events)
    assert again.scale == state.scale


@pytest.mark.parametrize(("level", "weights", "order"), [
    ("interval", "quadratic", ()), ("ordinal", "cubic", ()),
    ("ordinal", "linear", ("low", "mid")), ("ordinal", "linear", ("low", "mid", "top")),
    ("ordinal", "linear", ("low", "low", "mid")),
])
def test_a_wrong_scale_is_refused_and_nothing_is_recorded(level: str, weights: str,
                                                          order: tuple[str, ...]) -> None:
    """An unknown level or weights, or an order that is not every label once: InputError,
    and no event is written."""
    state = _state()
    with pytest.raises(InputError):
        state.set_scale(level, weights, order)
    assert state.last_seq == 0
    assert state.sink.events == []  # type: ignore[attr-defined]


def test_a_malformed_order_in_a_log_line_is_an_input_error() -> None:
    """An order that is not a list cannot be read as an event."""
    line = {"seq": 1, "type": "scale", "time": "t", "level": "ordinal", "order": "low"}
    with pytest.raises(InputError):
        event_from_dict(line)
