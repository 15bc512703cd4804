"""The adjudication state: decisions, reverts, batches, counts, history and replay."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.adjudication.counts import ADJUDICATED, UNANIMOUS, UNRESOLVED, Counts
from adjudicator.core.adjudication.events import Decision, Event
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink, ReadOnlyError
from adjudicator.core.adjudication.versions import state_at
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings

ROWS = [["a", "b", "a"], ["a", "a", "a"], ["b", None, "b"], [None, None, None],
        ["c", "a", "b"], ["c", "c", None]]


def _ratings() -> Ratings:
    return Ratings.from_rows(ROWS, annotators=["x", "y", "z"], labels=["a", "b", "c"])


def _state() -> AdjudicationState:
    return AdjudicationState(_ratings(), sink=MemorySink(), author="lead", clock=_Clock())


class _Clock:
    """Deterministic, increasing timestamps."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self) -> str:
        self.n += 1
        return f"2026-01-01T00:00:{self.n:02d}.000000Z"


class _FailingSink:
    def append(self, event: Event) -> None:
        raise OSError("disk full")


def _recount(state: AdjudicationState) -> Counts:
    """Counts computed from scratch from the state's final codes."""
    r = state.ratings
    return Counts(r.codes, r.k, state.final_codes, state.status_codes)


def _same_counts(a: Counts, b: Counts) -> bool:
    return (np.array_equal(a.by_annotator, b.by_annotator) and np.array_equal(a.status, b.status)
            and np.array_equal(a.final, b.final))


def test_statuses_before_any_decision() -> None:
    """Items where every present label agrees are unanimous; the rest unresolved."""
    s = _state()
    assert s.status_codes.tolist() == [UNRESOLVED, UNANIMOUS, UNANIMOUS, UNRESOLVED,
                                       UNRESOLVED, UNANIMOUS]
    assert s.final_label("3") == "b"
    assert s.final_label("1") is None


def test_decide_sets_final_label_status_and_counts() -> None:
    """A decision makes the item adjudicated and moves exactly its count cells."""
    s = _state()
    rec = s.decide("1", "a", "two of three")
    assert (s.final_label("1"), s.status("1")) == ("a", "adjudicated")
    assert rec.items == ("1",)
    assert rec.rows == (0,)
    assert set(rec.cells) == {(0, 0, 0), (1, 0, 1), (2, 0, 0)}
    assert _same_counts(s.counts, _recount(s))


def test_sink_is_called_first_and_a_failure_changes_nothing() -> None:
    """If the sink raises, no decision, count or sequence number changes."""
    s = AdjudicationState(_ratings(), sink=_FailingSink())
    before = (s.final_codes.copy(), s.counts.by_annotator.copy(), s.last_seq)
    with pytest.raises(OSError, match="disk full"):
        s.decide("1", "a")
    assert np.array_equal(s.final_codes, before[0])
    assert np.array_equal(s.counts.by_annotator, before[1])
    assert s.last_seq == before[2]


def test_invalid_decision_never_reaches_the_sink() -> None:
    """Unknown items and labels raise InputError before anything is written."""
    sink = MemorySink()
    s = AdjudicationState(_ratings(), sink=sink)
    with pytest.raises(InputError, match="unknown label"):
        s.decide("1", "zzz")
    with pytest.raises(InputError, match="unknown item"):
        s.decide("nope", "a")
    assert sink.events == []


def test_revert_restores_previous_decision() -> None:
    """Reverting the latest decision brings back the one before it."""
    s = _state()
    s.decide("1", "a")
    second = s.decide("1", "b").seq
    s.revert(second)
    assert s.final_label("1") == "a"
    s.revert(1)
    assert s.final_label("1") is None
    assert s.status("1") == "unresolved"
    assert _same_counts(s.counts, _recount(s))


def test_revert_of_revert_reapplies() -> None:
    """Undo then redo: reverting a revert puts its target back in force."""
    s = _state()
    s.decide("5", "c")
    undo = s.revert(1).seq
    s.revert(undo)
    assert s.final_label("5") == "c"
    assert s.is_active(1)
    assert not s.is_active(undo)


def test_revert_of_already_undone_event_is_refused() -> None:
    """A decision cannot be reverted twice."""
    s = _state()
    s.decide("5", "c")
    s.revert(1)
    with pytest.raises(InputError, match="already undone"):
        s.revert(1)


def test_batch_stands_or_falls_together() -> None:
    """A batch is one event; reverting it undoes every decision in it."""
    s = _state()
    rec = s.batch([Decision("1", "a"), Decision("5", "b")])
    assert rec.items == ("1", "5")
    assert s.last_seq == 1
    s.revert(rec.seq)
    assert s.final_label("1") is None
    assert s.final_label("5") is None


def test_batch_with_a_bad_decision_writes_nothing() -> None:
    """One unknown label in a batch refuses the whole batch."""
    s = _state()
    with pytest.raises(InputError, match="unknown label"):
        s.batch([Decision("1", "a"), Decision("5", "zzz")])
    assert s.last_seq == 0
    assert s.final_label("1") is None


def test_guideline_version_is_carried_by_later_events() -> None:
    """After a guideline change, new events carry its version; reverting it goes back."""
    s = _state()
    g = s.guideline("v2", "clarified refunds").seq
    s.decide("1", "a")
    assert s.event(2).guideline == "v2"
    s.revert(g)
    assert s.guideline_version == ""


def test_history_lists_decisions_reverts_and_notes() -> None:
    """An item's history holds its decisions, the reverts of them and its notes."""
    s = _state()
    s.decide("1", "a", "first")
    s.note("ask the annotators", item="1")
    s.decide("5", "c")
    s.revert(1)
    kinds = [(h.seq, h.kind, h.active) for h in s.history("1")]
    assert kinds == [(1, "decide", False), (2, "note", True), (4, "revert", True)]


def test_tags_and_as_of() -> None:
    """A tag names a version; the state as of it ignores later events."""
    s = _state()
    s.decide("1", "a")
    s.tag("v1")
    s.decide("1", "b")
    assert state_at(s, "v1").final_label("1") == "a"
    assert s.final_label("1") == "b"
    with pytest.raises(ReadOnlyError):
        state_at(s, 1).decide("1", "c")


def test_duplicate_tag_name_is_refused() -> None:
    """Version names are unique."""
    s = _state()
    s.tag("v1")
    with pytest.raises(InputError, match="taken"):
        s.tag("v1")


ITEMS = [str(i + 1) for i in range(len(ROWS))]
OPS = st.lists(st.one_of(
    st.tuples(st.just("decide"), st.sampled_from(ITEMS), st.sampled_from(["a", "b", "c"])),
    st.tuples(st.just("revert"), st.integers(1, 40), st.just("")),
    st.tuples(st.just("batch"), st.sampled_from(ITEMS), st.sampled_from(["a", "b", "c"])),
), max_size=40)


def _run(ops: list[tuple[str, object, str]]) -> AdjudicationState:
    """Apply operations, skipping the ones the state refuses."""
    s = _state()
    for op, arg, label in ops:
        try:
            if op == "decide":
                s.decide(str(arg), label, f"r{s.last_seq}")
            elif op == "batch":
                s.batch([Decision(str(arg), label), Decision("6", label)])
            else:
                s.revert(int(str(arg)))
        except InputError:
            pass
    return s


@settings(max_examples=150, deadline=None)
@given(OPS)
def test_replay_equals_in_memory(ops: list[tuple[str, object, str]]) -> None:
    """Replaying the events of any decide/revert sequence rebuilds the same state."""
    live = _run(ops)
    assert isinstance(live.sink, MemorySink)
    again = AdjudicationState.replay(_ratings(), live.sink.events)
    assert np.array_equal(again.final_codes, live.final_codes)
    assert np.array_equal(again.status_codes, live.status_codes)
    assert _same_counts(again.counts, live.counts)
    assert {i: again.decision(i) for i in ITEMS} == {i: live.decision(i) for i in ITEMS}


@settings(max_examples=150, deadline=None)
@given(OPS)
def test_incremental_counts_equal_recount(ops: list[tuple[str, object, str]]) -> None:
    """Counts kept one decision at a time equal counts computed from scratch."""
    s = _run(ops)
    assert _same_counts(s.counts, _recount(s))
    assert int(s.counts.status[ADJUDICATED]) == len(s.decided_items())


@settings(max_examples=100, deadline=None)
@given(OPS)
def test_change_record_names_every_moved_cell(ops: list[tuple[str, object, str]]) -> None:
    """After each change, every count cell that differs is among the record's cells."""
    s = _state()
    for op, arg, label in ops:
        before = s.counts.by_annotator.copy()
        try:
            rec = s.revert(int(str(arg))) if op == "revert" else s.decide(str(arg), label)
        except InputError:
            continue
        moved = {tuple(int(x) for x in c) for c in np.argwhere(s.counts.by_annotator != before)}
        assert moved <= set(rec.cells)
        assert set(rec.rows) == {s.row(i) for i in rec.items}


def test_an_event_of_a_kind_outside_the_list_is_refused() -> None:
    """The state accepts only the kinds in events.EVENT_TYPES (the one list of event kinds
    the merge and the log command also cover); another kind is refused, not ignored."""
    from dataclasses import dataclass

    @dataclass(slots=True, kw_only=True)
    class Stray(Event):
        def payload(self) -> dict[str, object]:
            return {}

    s = _state()
    with pytest.raises(InputError, match="unknown event type Stray"):
        s.apply(Stray(seq=1, time="2026-01-01T00:00:00Z", author="x", app="", guideline=""))
    assert s.last_seq == 0
