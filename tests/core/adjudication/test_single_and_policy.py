"""Single annotator items (their own status, accepted only by the lead) and the declared
auto-accept policy (unanimous, k of n, none), with the counts that follow them."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    POLICY,
    SINGLE,
    UNANIMOUS,
    UNRESOLVED,
    Counts,
)
from adjudicator.core.adjudication.events import Accept, Policy, event_from_dict
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings

# items 0-4 by five annotators: 5-0, 4-1, 3-2, a single label, 3-0 with two missing
ROWS = [["a", "a", "a", "a", "a"], ["a", "a", "b", "a", "a"], ["a", "b", "a", "b", "a"],
        [None, "b", None, None, None], ["c", None, "c", None, "c"], ["b", "a", "b", "a", "c"]]


def _state() -> AdjudicationState:
    r = Ratings.from_rows(ROWS, annotators=list("vwxyz"), labels=["a", "b", "c"],
                          items=[str(i) for i in range(len(ROWS))])
    return AdjudicationState(r, sink=MemorySink(), author="lead")


def _recount(s: AdjudicationState) -> Counts:
    r = s.ratings
    return Counts(r.codes, r.k, s.final_codes, s.status_codes)


def _same(s: AdjudicationState) -> None:
    """The incrementally kept counts equal counts made from scratch, and a replay agrees."""
    fresh = _recount(s)
    for name in ("by_annotator", "disputed", "status", "final", "disputed_items"):
        assert np.array_equal(getattr(s.counts, name), getattr(fresh, name)), name
    again = AdjudicationState.replay(s.ratings, s.events)
    assert again.status_codes.tolist() == s.status_codes.tolist()
    assert again.final_codes.tolist() == s.final_codes.tolist()


def test_single_annotator_item_has_its_own_status_and_no_final_label() -> None:
    """An item one annotator labelled is not unanimous and has no final label."""
    s = _state()
    assert s.status("3") == "single annotator"
    assert s.final_label("3") is None
    assert int(s.counts.status[SINGLE]) == 1
    assert s.status_codes.tolist() == [UNANIMOUS, UNRESOLVED, UNRESOLVED, SINGLE, UNANIMOUS,
                                       UNRESOLVED]


def test_single_annotator_item_is_left_out_of_versus_final() -> None:
    """Annotator w's table against the final labels holds no single item, accepted or not."""
    s = _state()
    w_before = int(s.counts.by_annotator[1].sum())
    s.accept(["3"])
    assert int(s.counts.by_annotator[1].sum()) == w_before == 1  # item 0 only
    _same(s)


def test_accepting_single_items_is_one_logged_event_naming_what_was_accepted() -> None:
    """accept() writes one event with item, label and annotator; a revert takes it back."""
    s = _state()
    record = s.accept(["3"])
    ev = s.events[-1]
    assert isinstance(ev, Accept)
    assert ev.to_dict()["accepted"] == [{"item": "3", "label": "b", "annotator": "w"}]
    assert record.rows == (3,)
    assert s.status("3") == "single annotator accepted"
    assert s.final_label("3") == "b"
    assert int(s.counts.status[ACCEPTED]) == 1
    assert isinstance(event_from_dict(ev.to_dict()), Accept)
    s.revert(ev.seq)
    assert s.status("3") == "single annotator"
    assert s.final_label("3") is None
    _same(s)


def test_a_decision_wins_over_an_acceptance() -> None:
    """Deciding an accepted single item makes it adjudicated; undoing it, accepted again."""
    s = _state()
    s.accept(["3"])
    s.decide("3", "a", "the text says a")
    assert s.status("3") == "adjudicated"
    s.revert(s.last_seq)
    assert s.status("3") == "single annotator accepted"
    _same(s)


def test_only_single_annotator_items_can_be_accepted() -> None:
    """Accepting an item with several labels is refused before anything is written."""
    s = _state()
    with pytest.raises(InputError, match="not one"):
        s.accept(["1"])
    assert s.last_seq == 0
    bad = Accept(items=("3",), labels=("a",), annotators=("w",), seq=1, time="t")
    with pytest.raises(InputError, match="labelled it b"):
        s.apply(bad)


def test_majority_policy_accepts_four_of_five_and_names_itself() -> None:
    """4 of 5: the 4-1 item takes the four's label as "accepted by 4/5 policy"; 3-2 waits."""
    s = _state()
    record = s.set_policy(AcceptPolicy("majority", 4, 5))
    assert isinstance(s.events[-1], Policy)
    assert s.events[-1].to_dict()["rule"] == "majority"
    assert record.rows == (1,)
    assert s.status("1") == "accepted by 4/5 policy"
    assert s.final_label("1") == "a"
    assert s.status_codes.tolist() == [UNANIMOUS, POLICY, UNRESOLVED, SINGLE, UNANIMOUS,
                                       UNRESOLVED]
    _same(s)
    s.revert(s.last_seq)
    assert s.status("1") == "unresolved"
    assert s.final_label("1") is None
    assert s.policy == AcceptPolicy()
    _same(s)


def test_policy_none_leaves_unanimous_items_without_a_final_label() -> None:
    """With no auto-acceptance, unanimous items wait for the lead like disputed ones."""
    s = _state()
    s.set_policy(AcceptPolicy("none"))
    assert s.final_label("0") is None
    assert s.status("0") == "unresolved"
    assert int(s.counts.status[UNANIMOUS]) == 0
    _same(s)


def test_decisions_survive_a_policy_change() -> None:
    """A decided item stays adjudicated whatever policy comes into force."""
    s = _state()
    s.decide("1", "b", "guideline 2.1")
    s.set_policy(AcceptPolicy("majority", 4, 5))
    assert s.status("1") == "adjudicated"
    assert s.final_label("1") == "b"
    _same(s)


def test_unsound_policies_are_refused() -> None:
    """k must be more than half of n, n at most the annotators; unknown rules refused."""
    s = _state()
    for policy in (AcceptPolicy("majority", 2, 5), AcceptPolicy("majority", 4, 9),
                   AcceptPolicy("majority", 6, 5), AcceptPolicy("most")):
        with pytest.raises(InputError):
            s.set_policy(policy)
    assert s.last_seq == 0


def test_disputed_counts_hold_only_decided_disputed_items() -> None:
    """counts.disputed: items the annotators disagreed on and the lead decided."""
    s = _state()
    assert int(s.counts.disputed.sum()) == 0
    s.decide("2", "a")
    s.decide("0", "b")  # an overruled unanimous item is not a disputed one
    assert s.status_codes[2] == ADJUDICATED
    assert int(s.counts.disputed[:, :, :].sum()) == 5  # five labels of item 2
    assert int(s.counts.disputed[0, 0, 0]) == 1
    assert s.counts.disputed_items == 1
    _same(s)
    s.revert(s.last_seq - 1)
    assert int(s.counts.disputed.sum()) == 0
    _same(s)
