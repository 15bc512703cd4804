"""The snapshot's compact columns (``store.snapshot`` format 5): confidences coded, texts kept
as lengths in the narrowest integers. A snapshot of an older format is ignored and rebuilt,
never misread; texts longer than a byte's or two bytes' length, and more distinct confidences
than a byte's codes hold, read back exactly as every line says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
from test_log_snapshot import Spy, _lines, _plainly

from adjudicator.core.adjudication.events import Decide, Decision, Event
from adjudicator.store import logread as logmod
from adjudicator.store import snapshot
from adjudicator.store.logread import read_log

ITEMS = ("I1", "I2", "条目3")


@pytest.fixture(autouse=True)
def _snapshot_every_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every log is long enough for a snapshot, and every block goes the column-wise way."""
    monkeypatch.setattr(snapshot, "SNAPSHOT_FROM", 0)
    monkeypatch.setattr(logmod, "COLUMN_LINES", 1)


def _decisions(rationales: list[str], confidences: list[float | None]) -> list[Event]:
    return [Decide(decision=Decision(ITEMS[i % 3], "正面", text, confidence=conf),
                   seq=i + 1, time=f"2026-01-01T00:00:{i % 60:02d}.{i:06d}Z", author="li")
            for i, (text, conf) in enumerate(zip(rationales, confidences, strict=True))]


def _write(path: Path, events: list[Event]) -> None:
    path.write_bytes(b"".join(_lines(events)))


def _read_twice(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any, int]:
    """The read that writes the snapshot, the read that starts from it, and how many reads
    started from one."""
    first = read_log(path)
    spy = Spy(monkeypatch)
    again = read_log(path)
    return first, again, spy.used


def test_texts_and_confidences_past_a_byte_read_back_exactly(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Rationales of 255, 256 and 70,000 bytes (lengths in one, two and four bytes), 300
    distinct confidences (codes past a byte) and -0.0 (kept apart from 0.0): the read from
    the snapshot is the read of every line."""
    rationales = ["x" * 255, "y" * 256, "长" * 23_334, ""] + [f"r{i}" for i in range(296)]
    confidences: list[float | None] = [i / 299 for i in range(300)]
    confidences[3], confidences[4], confidences[5] = None, -0.0, 0.0
    path = tmp_path / "wide.adjudication.jsonl"
    _write(path, _decisions(rationales, confidences))
    first, again, used = _read_twice(path, monkeypatch)
    assert used == 1
    want = [e.to_dict() for e in _plainly(path).events]
    assert [e.to_dict() for e in first.events] == want
    assert [e.to_dict() for e in again.events] == want
    got = [e.decision.confidence for e in again.events]  # type: ignore[attr-defined]
    assert np.signbit(got[4])
    assert not np.signbit(got[5])
    columns = again.events.columns
    assert columns.confidence.codes.dtype == np.int16
    assert {lengths.dtype for lengths in columns.rationale.lengths} <= {
        np.dtype(np.uint8), np.dtype(np.uint16), np.dtype(np.uint32)}
    assert np.dtype(np.uint32) in {lengths.dtype for lengths in columns.rationale.lengths}


def test_a_snapshot_of_an_older_format_is_ignored_and_rebuilt(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot written by the format before (confidences as float64, texts as offsets) is
    not used: the log is read line by line, the same events, and a snapshot of this format
    replaces it, used by the next read."""
    path = tmp_path / "old.adjudication.jsonl"
    events = _decisions([f"because {i}" for i in range(20)],
                        [(None, 0.5, 0.9)[i % 3] for i in range(20)])
    _write(path, events)
    read_log(path)
    where = snapshot.snapshot_path(path)
    raw = where.read_bytes()
    head = len(snapshot.MAGIC) + 8
    n = int.from_bytes(raw[len(snapshot.MAGIC):head], "little")
    meta = raw[head:head + n]
    older = meta.replace(b'"format":%d' % snapshot.FORMAT_VERSION, b'"format":4')
    assert older != meta
    where.write_bytes(raw[:head] + older + raw[head + n:])
    spy = Spy(monkeypatch)
    assert [e.to_dict() for e in read_log(path).events] == [e.to_dict() for e in events]
    assert spy.used == 0
    assert where.read_bytes() == raw  # rebuilt as this format writes it
    assert [e.to_dict() for e in read_log(path).events] == [e.to_dict() for e in events]
    assert spy.used == 1


def test_a_snapshot_whose_lengths_do_not_add_up_is_ignored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A snapshot whose texts' lengths do not cover its bytes exactly (its own hash made
    again, as a foreign writer would) is not used: a text is never read from the wrong
    bytes."""
    path = tmp_path / "lengths.adjudication.jsonl"
    events = _decisions(["ab", "cde", "f"], [None, 0.5, None])
    _write(path, events)
    read_log(path)
    first = path.read_bytes().split(b"\n", 1)[0]
    with path.open("rb") as fh:
        fh.readline()
        found = snapshot.restore(path, fh, first, None, {})
    assert found is not None
    lengths = found.snapshot.columns.rationale.lengths
    lengths[0] = lengths[0] + np.uint8(1)
    snapshot.save(path, first, found.hasher.hexdigest(), found.snapshot)
    assert snapshot.snapshot_path(path).exists()
    spy = Spy(monkeypatch)
    assert [e.to_dict() for e in read_log(path).events] == [e.to_dict() for e in events]
    assert spy.used == 0


def test_many_items_kept_as_utf8_read_back_and_go_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Items past ``MANY`` distinct texts are kept as one UTF-8 buffer (``TextValues``), in
    the read and in its snapshot: the read from the snapshot, then with lines appended after
    it (a few, then a block of new and known items), is the read of every line, the state
    replayed from it is the same, and an item's decisions are found without a table of them
    all."""
    from adjudicator.core.adjudication.state import AdjudicationState
    from adjudicator.core.adjudication.textvalues import TextValues
    from adjudicator.core.ratings import Ratings
    from adjudicator.store import logcols

    monkeypatch.setattr(logcols._Coder, "MANY", 2)
    items = (*(f"item{i}" for i in range(12)), "条目", "item1 ")
    events: list[Event] = [
        Decide(decision=Decision(items[(i * 5) % len(items)], ("正面", "负面")[i % 2], f"r{i}"),
               seq=i + 1, time=f"2026-01-01T00:00:{i % 60:02d}.{i:06d}Z", author="li")
        for i in range(40)]
    path = tmp_path / "many.adjudication.jsonl"
    _write(path, events[:30])
    read_log(path)
    spy = Spy(monkeypatch)
    for upto in (30, 32, 40):  # the snapshot alone, a few lines after it, a block after it
        _write(path, events[:upto])
        got = read_log(path)
        assert [e.to_dict() for e in got.events] == [e.to_dict() for e in events[:upto]]
        assert isinstance(got.events.columns.item.values, TextValues)
        ratings = Ratings(items, ("a", "b"), ("正面", "负面"),
                          np.array([[i % 2, (i + 1) % 2] for i in range(len(items))]))
        state = AdjudicationState.replay(ratings, got.events)
        plain = AdjudicationState.replay(ratings, _plainly(path).events)
        assert state.final_codes.tolist() == plain.final_codes.tolist()
        assert [f[0] for f in state._ledger.item_decisions("item1")] == [
            f[0] for f in plain._ledger.item_decisions("item1")]
        assert [f[0] for f in state._ledger.item_decisions("item1 ")] == [
            e.seq for e in events[:upto] if e.decision.item == "item1 "]  # type: ignore[attr-defined]
    monkeypatch.setattr(logmod, "COLUMN_LINES", 10_000)  # the lines after it read one by one
    got = read_log(path)
    assert [e.to_dict() for e in got.events] == [e.to_dict() for e in events]
    assert isinstance(got.events.columns.item.values, TextValues)
    assert spy.used >= 2
