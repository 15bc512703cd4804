"""A long log's snapshot in the program's cache folder (``store.snapshot``): a read that starts
from it gives the same events, size, links, torn tail and state as reading every line; any
change of a byte it covers makes the read ignore it, so a cut log, an edited log and a log whose
tip is missing are refused exactly as without it; nothing is written beside the data."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from storehelp import rechain
from test_log_stream import ITEMS, LABELS, TEXTS, _plain

from adjudicator.core.adjudication.events import (
    Batch,
    Decide,
    Decision,
    Event,
    Guideline,
    Note,
    Revert,
    Rules,
    Tag,
)
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings
from adjudicator.store import logread as logmod
from adjudicator.store import snapshot
from adjudicator.store.log import FORMAT, log_bytes
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project, default_log_path
from adjudicator.store.tip import tip_path
from adjudicator.store.tipcheck import LogCutError

HEADER = {"format": FORMAT, "version": 3}


@pytest.fixture(autouse=True)
def _snapshot_every_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every log is long enough for a snapshot, and every block goes the column-wise way."""
    monkeypatch.setattr(snapshot, "SNAPSHOT_FROM", 0)
    monkeypatch.setattr(logmod, "COLUMN_LINES", 1)


class Spy:
    """Counts the reads that started from a snapshot."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.used = 0
        restore = snapshot.restore

        def counted(*args: Any) -> snapshot.Covered | None:
            found = restore(*args)
            self.used += found is not None
            return found

        monkeypatch.setattr(snapshot, "restore", counted)


def _plainly(path: Path, at: int | None = None) -> Any:
    """The read without any snapshot (neither used nor written)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(snapshot, "SNAPSHOT_FROM", 1 << 62)
        return read_log(path, at)


@st.composite
def _events(draw: st.DrawFn) -> list[Event]:
    """Decisions (most of them plain, so they are read column-wise), batches, reverts of
    earlier decisions, notes, tags, rules and guideline changes."""
    out: list[Event] = []
    decided: list[int] = []
    for seq in range(1, draw(st.integers(1, 25)) + 1):
        env = {"seq": seq, "time": f"2026-01-01T00:00:{seq % 60:02d}.{seq:06d}Z",
               "author": draw(st.sampled_from(("li", "王"))), "app": "1.0",
               "guideline": draw(st.sampled_from(("v1", "v2")))}
        d = Decision(draw(st.sampled_from(ITEMS)), draw(st.sampled_from(LABELS)),
                     draw(st.sampled_from(TEXTS)), draw(st.sampled_from((None, "A", "b"))),
                     draw(st.sampled_from((None, 0.5, 1.0))),
                     draw(st.sampled_from((None, "typo"))), draw(st.booleans()),
                     draw(st.booleans()))
        kind = draw(st.sampled_from(("decide",) * 5 + ("batch", "revert", "note", "tag",
                                                       "rules", "guideline")))
        if kind == "revert" and decided:
            out.append(Revert(target=decided.pop(draw(st.integers(0, len(decided) - 1))),
                              **env))
        elif kind == "batch":
            out.append(Batch(decisions=(d, Decision(ITEMS[0], LABELS[1], "批")), **env))
        elif kind == "note":
            out.append(Note(text=draw(st.sampled_from(TEXTS)), item=d.item, **env))
        elif kind == "tag":
            out.append(Tag(name=f"t{seq}", **env))
        elif kind == "rules":
            out.append(Rules(rules={"min_agreement": draw(st.integers(0, 3)), "note": "规"},
                             **env))
        elif kind == "guideline":
            out.append(Guideline(version="v3", notes="新规则", **env))
        else:
            out.append(Decide(decision=d, **env))
            decided.append(seq)
    return out


def _state(events: Any) -> Any:
    """The replayed state's final codes and statuses, or the error the replay raises."""
    ratings = Ratings(ITEMS, ("a", "b"), LABELS,
                      np.array([[i % 3, (i + 1) % 3] for i in range(len(ITEMS))]))
    try:
        state = AdjudicationState.replay(ratings, events)
    except InputError as exc:
        return str(exc)
    return state.final_codes.tolist(), state.status_codes.tolist(), state.last_seq


def _lines(events: list[Event]) -> list[bytes]:
    """The log's lines (the header first), each with its newline."""
    data, _ = log_bytes(HEADER, events)
    return data.splitlines(keepends=True)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(_events(), st.data())
def test_a_read_from_a_snapshot_is_the_straightforward_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, events: list[Event],
        data: st.DataObject) -> None:
    """Random logs: a snapshot of their first k events, then more events and any tail, read in
    blocks of any size: the same events, size, torn tail, links and end of event ``at`` as one
    ``json.loads`` per line, and the same state replayed."""
    k = data.draw(st.integers(0, len(events)))
    tail = data.draw(st.sampled_from((b"", b'{"seq": 9', b"garbled\n", b"garbled\n{\"a\"")))
    at = data.draw(st.one_of(st.none(), st.integers(0, len(events) + 2)))
    monkeypatch.setattr(logmod, "BLOCK", data.draw(st.integers(64, 2000)))
    spy = Spy(monkeypatch)
    path = tmp_path / "random.adjudication.jsonl"
    snapshot.snapshot_path(path).unlink(missing_ok=True)  # an earlier example's
    lines = _lines(events)
    path.write_bytes(b"".join(lines[:k + 1]))
    read_log(path)
    made = snapshot.snapshot_path(path).exists()  # when a plain decision was read as columns
    with path.open("ab") as fh:
        fh.write(b"".join(lines[k + 1:]) + tail)
    for _ in range(2):  # from the first snapshot, then from the one this read wrote
        got = read_log(path, at)
        want = _plain(path, at)
        assert [e.to_dict() for e in got.events] == want["events"]
        assert (got.good_size, got.torn, got.link, got.end_link, got.at_link, got.at_end) == (
            want["good"], want["torn"], want["link"], want["end_link"], want["at_link"],
            want["at_end"])
        assert _state(got.events) == _state(_plainly(path, at).events)
    if made and (at is None or not 0 < at < k):
        assert spy.used >= 1


def _log(tmp_path: Path, n: int = 40) -> Path:
    """A chained log of n plain decisions, read once (its snapshot written)."""
    events: list[Event] = [Decide(decision=Decision(ITEMS[i % 5], LABELS[i % 3], f"理由 {i}"),
                                  seq=i + 1, time="2026-01-01T00:00:00Z", author="李")
                           for i in range(n)]
    path = tmp_path / "d.adjudication.jsonl"
    path.write_bytes(b"".join(_lines(events)))
    read_log(path)
    assert snapshot.snapshot_path(path).exists()
    return path


def _edit_line(path: Path, row: int, old: bytes, new: bytes) -> None:
    """Replace ``old`` by ``new`` (as many bytes) in line ``row`` (1: the header)."""
    lines = path.read_bytes().splitlines(keepends=True)
    assert old in lines[row - 1]
    lines[row - 1] = lines[row - 1].replace(old, new, 1)
    path.write_bytes(b"".join(lines))


def test_an_edited_byte_is_refused_as_without_a_snapshot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One byte changed inside the covered part: the snapshot is not used and the chain names
    the edited line, as it does without a snapshot."""
    path = _log(tmp_path)
    _edit_line(path, 12, "理由 10".encode(), "理由 90".encode())
    spy = Spy(monkeypatch)
    with pytest.raises(InputError) as err:
        read_log(path)
    assert "the chain breaks at line 12" in str(err.value)
    assert spy.used == 0
    with pytest.raises(InputError) as plain:
        _plainly(path)
    assert (str(err.value), err.value.row) == (str(plain.value), plain.value.row)


def test_a_rechained_edit_is_read_as_it_now_is(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """An edit the chain cannot see (the links recomputed): the snapshot, made before it, is
    not used, so the read gives the edited event, never the one the snapshot remembers."""
    path = _log(tmp_path)
    _edit_line(path, 12, "理由 10".encode(), "理由 90".encode())
    rechain(path)
    spy = Spy(monkeypatch)
    got = read_log(path)
    assert spy.used == 0
    assert got.events[10].decision.rationale == "理由 90"  # type: ignore[attr-defined]
    assert [e.to_dict() for e in got.events] == _plain(path, None)["events"]


def test_a_damaged_snapshot_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A byte of the snapshot itself changed (a bad disk, a foreign file): not used, the log
    is read line by line, and a good snapshot replaces it."""
    path = _log(tmp_path)
    snap = snapshot.snapshot_path(path)
    raw = bytearray(snap.read_bytes())
    raw[-40] ^= 1
    snap.write_bytes(bytes(raw))
    spy = Spy(monkeypatch)
    assert [e.to_dict() for e in read_log(path).events] == _plain(path, None)["events"]
    assert spy.used == 0
    read_log(path)
    assert spy.used == 1


LABEL = ["正面", "负面", "中性"]


def _project(data: Path, n: int) -> Path:
    """A project log of n decisions, closed (tip at its end), then opened read-only once so
    its snapshot is written."""
    with Project.open(data) as p:
        for i in range(1, n + 1):
            p.decide(f"I{i:02d}", LABEL[i % 3], f"reason {i}")
    with Project.open(data, read_only=True):
        pass
    log = default_log_path(data)
    assert snapshot.snapshot_path(log).exists()
    return log


def _refusal(data: Path) -> tuple[str, Any]:
    """What opening the project says, with snapshots and without."""
    with pytest.raises(LogCutError) as err:
        Project.open(data)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(snapshot, "SNAPSHOT_FROM", 1 << 62)
        with pytest.raises(LogCutError) as plain:
            Project.open(data)
    assert str(err.value) == str(plain.value)
    return str(err.value), err.value.tip


def _cut(log: Path, n: int) -> None:
    lines = log.read_bytes().splitlines(keepends=True)
    log.write_bytes(b"".join(lines[:-n]))


def test_a_log_cut_inside_the_snapshot_is_refused(data: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The last events removed, snapshot made before: not used (the log is shorter than what
    it covers), and the tip check refuses the log as ever."""
    log = _project(data, 8)
    _cut(log, 3)
    spy = Spy(monkeypatch)
    text, _ = _refusal(data)
    assert "last 3 events are missing" in text
    assert spy.used == 0


def test_a_log_cut_after_the_snapshot_is_refused(data: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Decisions appended after the snapshot, then removed: the snapshot is used for what it
    covers and the tip check refuses the shorter log."""
    log = _project(data, 6)
    with Project.open(data) as p:
        for i in range(7, 12):
            p.decide(f"I{i:02d}", LABEL[i % 3], f"later {i}")
    _cut(log, 2)
    spy = Spy(monkeypatch)
    text, _ = _refusal(data)
    assert "ends at event 9" in text
    assert "last 2 events are missing" in text
    assert spy.used >= 1


def test_a_log_whose_tip_is_missing_is_refused(data: Path, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    """The tip removed after the snapshot was made: refused as a log without its tip."""
    log = _project(data, 5)
    tip_path(log).unlink()
    spy = Spy(monkeypatch)
    text, tip = _refusal(data)
    assert tip is None
    assert "its tip file" in text
    assert spy.used >= 1
    assert not tip_path(log).exists()


def test_opening_writes_nothing_beside_the_data(data: Path) -> None:
    """The snapshot goes to the program's cache folder; the data's folder is as it was."""
    log = _project(data, 5)
    snapshot.snapshot_path(log).unlink()
    before = {p.name: p.read_bytes() for p in sorted(data.parent.iterdir())}
    with Project.open(data, read_only=True) as p:
        assert p.state.last_seq == 5
    assert {p.name: p.read_bytes() for p in sorted(data.parent.iterdir())} == before
    assert snapshot.snapshot_path(log).exists()
    assert data.parent not in snapshot.snapshot_path(log).parents


def test_the_state_from_a_snapshot_is_the_state_of_every_line(data: Path) -> None:
    """A project reopened from its snapshot has the same final labels, statuses and history
    as one read line by line."""
    log = _project(data, 9)
    with Project.open(data) as p:
        p.revert(3)
        p.note("看", item="I04")
    with Project.open(data, read_only=True) as fast:
        got = (fast.state.final_codes.tolist(), fast.state.status_codes.tolist(),
               [dataclasses.asdict(e) for e in fast.state.events])
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(snapshot, "SNAPSHOT_FROM", 1 << 62)
        with Project.open(data, read_only=True) as plain:
            want = (plain.state.final_codes.tolist(), plain.state.status_codes.tolist(),
                    [dataclasses.asdict(e) for e in plain.state.events])
    assert got == want
    assert log.exists()


def test_a_cache_folder_that_cannot_be_written_loses_only_the_snapshot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache folder's place is taken by a file: the log reads as ever, no snapshot."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"x")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    events: list[Event] = [Decide(decision=Decision(ITEMS[i % 5], LABELS[i % 3], "r"),
                                  seq=i + 1, time="2026-01-01T00:00:00Z") for i in range(9)]
    path = tmp_path / "d.adjudication.jsonl"
    path.write_bytes(b"".join(_lines(events)))
    assert [e.to_dict() for e in read_log(path).events] == _plain(path, None)["events"]
    assert not snapshot.snapshot_path(path).exists()
