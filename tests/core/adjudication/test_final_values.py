"""A score's final value: typed, or the annotators' mean or median; recorded with how it was
chosen, replayed alike, refused when it does not fit (labels that are names, no finite
number, an unknown choice, a label that is not the value's)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import ADJUDICATED
from adjudicator.core.adjudication.events import Decision
from adjudicator.core.adjudication.final_values import (
    value_choices,
    value_label,
    value_shown,
    value_text,
)
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings

LABELS = ("1", "2", "3", "9")


def _state(labels: tuple[str, ...] = LABELS) -> AdjudicationState:
    codes = np.array([[0, 1, 3], [1, 1, 1], [0, 2, -1]], dtype=np.int64)
    return AdjudicationState(Ratings(("i1", "i2", "i3"), ("a", "b", "c"), labels, codes),
                             sink=MemorySink(), author="lead")


def test_a_mean_that_is_no_label_is_decided_with_its_value() -> None:
    state = _state()
    state.decide("i1", "4", "three scores", value=4.0, value_from="mean")  # (1+2+9)/3 = 4
    state.decide("i3", "2", "", value=2.0, value_from="median")  # (1+3)/2 = 2: the label "2"
    assert state.status("i1") == "adjudicated"
    assert int(state.status_codes[0]) == ADJUDICATED
    assert int(state.final_codes[0]) == -1  # 4 is no label: no label code
    assert state.final_label("i1") is None
    assert state.final_label("i3") == "2"  # a value that is a label counts as that label
    assert state.final_values().tolist() == [4.0, 2.0, 2.0]  # i2: its unanimous 2
    assert state.typed_values() == {0: 4.0, 2: 2.0}
    line = state.events[0].to_dict()
    assert (line["label"], line["value"], line["value_from"]) == ("4", 4.0, "mean")


def test_replay_gives_the_same_values_and_a_revert_takes_one_back() -> None:
    state = _state()
    state.decide("i1", "3.25", "", value=3.25, value_from="typed")
    record = state.decide("i3", "2.5", "", value=2.5, value_from="typed")
    again = AdjudicationState.replay(state.ratings, state.events)
    assert again.final_values().tolist() == [3.25, 2.0, 2.5]
    state.revert(record.seq)
    assert math.isnan(state.final_values()[2])
    assert state.status("i3") == "unresolved"


def test_a_value_round_trips_through_its_dict() -> None:
    d = Decision("i1", "7.333333333333333", "why", value=22 / 3, value_from="mean")
    assert Decision.from_dict(d.to_dict()) == d
    plain = Decision("i1", "3")
    assert "value" not in plain.to_dict()
    assert Decision.from_dict(plain.to_dict()).value is None


@pytest.mark.parametrize(("label", "value", "how", "words"), [
    ("2.5", 2.0, "typed", "is not the text of its value"),
    ("nan", math.nan, "typed", "final value"),
    ("inf", math.inf, "typed", "final value"),
    ("2.5", 2.5, "guessed", "value chosen as"),
    ("2.5", None, "mean", "final value"),
])
def test_values_that_do_not_fit_are_refused(label: str, value: float | None, how: str,
                                            words: str) -> None:
    state = _state()
    with pytest.raises(InputError, match=words):
        state.decide("i1", label, "", value=value, value_from=how)
    assert state.last_seq == 0  # nothing written


def test_labels_that_are_names_take_no_value() -> None:
    state = _state(("bad", "fine", "good", "great"))
    with pytest.raises(InputError, match="needs labels that are numbers"):
        state.decide("i1", "2", "", value=2.0, value_from="typed")


def test_mean_and_median_leave_missing_scores_out() -> None:
    assert value_choices(np.array([6.0, 7.0, 9.0, np.nan])) == {
        "mean": pytest.approx(22 / 3), "median": 7.0}
    assert value_choices(np.array([1.0, 3.0, 4.0, 10.0])) == {"mean": 4.5, "median": 3.5}
    assert value_choices(np.array([np.nan, np.nan])) is None


def test_texts_of_a_value() -> None:
    assert value_text(7.0) == "7"
    assert value_text(22 / 3) == repr(22 / 3)
    assert float(value_text(0.1 + 0.2)) == 0.1 + 0.2  # reads back exactly
    assert value_shown(22 / 3) == "7.3333"
    assert value_shown(2.5) == "2.5"
    assert value_shown(-0.00001) == "0"
    assert value_label(2.0, ("1", "2.0", "3")) == "2.0"  # the label as the data spells it
    assert value_label(2.5, ("1", "2", "3")) == "2.5"
