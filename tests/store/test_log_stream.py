"""The log is read block by block (never whole): random logs, cut into blocks of every size, read
the same as the straightforward way (the whole file, one ``json.loads`` per line, each link
recomputed), torn tails and damaged lines included; repeated texts are kept once."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
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
from adjudicator.store import logread as logmod
from adjudicator.store.log import FORMAT, write_new_log
from adjudicator.store.logread import read_log

ITEMS = ("I1", "I2", "I3", "条目4", "I5")
LABELS = ("正面", "负面", "中性")
TEXTS = ("", "because", "两个人都对", "line\nbreak", 'quote " and \\ slash')


def _events(draw: st.DrawFn) -> list[Event]:
    """A random sequence of every kind of event the reader must carry through."""
    out: list[Event] = []
    for seq in range(1, draw(st.integers(0, 25)) + 1):
        env = {"seq": seq, "time": f"2026-01-01T00:00:{seq % 60:02d}Z",
               "author": draw(st.sampled_from(("li", "王"))), "app": "1.0",
               "guideline": draw(st.sampled_from(("", "v2")))}
        kind = draw(st.sampled_from(("decide", "decide", "batch", "revert", "note", "guideline",
                                     "tag")))
        d = Decision(draw(st.sampled_from(ITEMS)), draw(st.sampled_from(LABELS)),
                     draw(st.sampled_from(TEXTS)), draw(st.sampled_from((None, "A", "b"))),
                     draw(st.sampled_from((None, 0.5, 1.0))))
        if kind == "decide":
            out.append(Decide(decision=d, **env))
        elif kind == "batch":
            out.append(Batch(decisions=(d, Decision(ITEMS[0], LABELS[1])), **env))
        elif kind == "revert" and seq > 1:
            out.append(Revert(target=draw(st.integers(1, seq - 1)), **env))
        elif kind == "note":
            out.append(Note(text=draw(st.sampled_from(TEXTS)), item=ITEMS[1], **env))
        elif kind == "guideline":
            out.append(Guideline(version="v3", notes="新规则", **env))
        else:
            out.append(Tag(name=f"t{seq}", **env))
    return out


@st.composite
def logs(draw: st.DrawFn) -> tuple[list[Event], int, bytes, int]:
    """(events, format version, bytes appended after them, block size)."""
    tail = draw(st.sampled_from((b"", b'{"seq": 9', b"garbled\n", b"garbled\n{\"a\"",
                                 b"[1]\n")))
    return _events(draw), draw(st.sampled_from((1, 2))), tail, draw(st.integers(1, 400))


def _plain(path: Path, at: int | None) -> dict[str, Any]:
    """The straightforward reading: whole file, one parse per line, every link recomputed."""
    data = path.read_bytes()
    first, *lines = data.split(b"\n")
    tail = lines.pop()
    records = []
    for n, line in enumerate(lines):
        try:
            rec = json.loads(line)
        except ValueError:
            rec = None
        if not isinstance(rec, dict):
            assert n == len(lines) - 1  # the random logs damage only their end
            tail, lines = line + b"\n" + tail, lines[:-1]
            break
        records.append(rec)
    chained = json.loads(first)["version"] >= 2
    links = [hashlib.sha256(first).hexdigest()]
    for line in lines:
        if chained:
            body = line[:-(len(b',"h":"') + 66)] + b"}"
            links.append(hashlib.sha256(links[-1].encode() + body).hexdigest())
            assert line[-66:-2].decode() == links[-1]
        else:
            links.append(hashlib.sha256(line).hexdigest())
    ends = [len(first) + 1]
    for line in lines:
        ends.append(ends[-1] + len(line) + 1)
    known = at is not None and 0 <= at <= len(lines)
    return {"events": [event_from_dict(r).to_dict() for r in records], "good": ends[-1],
            "torn": tail, "link": links[-1] if chained else None, "end_link": links[-1],
            "at_link": links[at] if known else None, "at_end": ends[at] if known else None}


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(logs(), st.integers(-1, 30))
def test_block_by_block_reads_as_the_straightforward_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, log: tuple[list[Event], int, bytes, int],
        at: int) -> None:
    """Any events, chained or not, with any tail, read in blocks of any size: the same events,
    size, torn tail, links and end of event ``at``."""
    events, version, tail, block = log
    path = tmp_path / "random.adjudication.jsonl"
    path.unlink(missing_ok=True)
    write_new_log(path, {"format": FORMAT, "version": version}, events)
    with path.open("ab") as fh:
        fh.write(tail)
    monkeypatch.setattr(logmod, "BLOCK", block)
    got = read_log(path, at)
    want = _plain(path, at)
    assert [e.to_dict() for e in got.events] == want["events"]
    assert (got.good_size, got.torn, got.link, got.end_link, got.at_link, got.at_end) == (
        want["good"], want["torn"], want["link"], want["end_link"], want["at_link"],
        want["at_end"])


def _log(tmp_path: Path, n: int = 40) -> Path:
    """A chained log of n decisions."""
    path = tmp_path / "d.adjudication.jsonl"
    events = [Decide(decision=Decision(ITEMS[i % 5], LABELS[i % 3], f"why {i}"), seq=i + 1,
                     time="2026-01-01T00:00:00Z", author="李") for i in range(n)]
    write_new_log(path, {"format": FORMAT, "version": 2}, events)
    return path


def test_the_log_is_never_read_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No read asks for more than a block (the file, its lines and their records are never all
    in memory at once)."""
    path = _log(tmp_path)
    monkeypatch.setattr(logmod, "BLOCK", 256)
    asked: list[int] = []
    real_open = Path.open

    class Counting:
        def __init__(self, fh: Any) -> None:
            self.fh = fh

        def __enter__(self) -> Counting:
            return self

        def __exit__(self, *exc: object) -> None:
            self.fh.close()

        def read(self, size: int = -1) -> bytes:
            asked.append(size)
            return bytes(self.fh.read(size))

        def readline(self, size: int = -1) -> bytes:
            return bytes(self.fh.readline(size))

    monkeypatch.setattr(Path, "read_bytes", lambda _p: pytest.fail("read whole"))
    monkeypatch.setattr(Path, "open", lambda p, *a, **k: Counting(real_open(p, *a, **k)))
    assert read_log(path).last_seq == 40
    assert asked
    assert all(0 < size <= 256 for size in asked)


def test_a_damaged_line_in_a_later_block_is_named(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Line numbers count from the file's start, whatever block the line is in."""
    path = _log(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[30] = b"{damaged"
    path.write_bytes(b"\n".join(lines))
    monkeypatch.setattr(logmod, "BLOCK", 300)
    with pytest.raises(InputError) as info:
        read_log(path)
    assert info.value.row == 31
    assert "damaged line" in str(info.value)


def test_an_edited_line_in_a_later_block_breaks_the_chain_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A rationale changed in line 35: the chain breaks at line 35."""
    path = _log(tmp_path)
    path.write_bytes(path.read_bytes().replace(b'"why 33"', b'"why 99"'))
    monkeypatch.setattr(logmod, "BLOCK", 300)
    with pytest.raises(InputError, match="chain breaks at line 35") as info:
        read_log(path)
    assert info.value.row == 35


def test_repeated_texts_are_kept_once(tmp_path: Path) -> None:
    """Items, labels and authors that repeat are one string each in memory (a log of 10^6
    decisions names a few hundred thousand items and a handful of labels and leads)."""
    events = read_log(_log(tmp_path)).events
    assert isinstance(events[0], Decide)
    assert isinstance(events[5], Decide)
    first, later = events[0], events[5]
    assert first.decision.item is later.decision.item
    assert first.decision.label is events[3].decision.label  # type: ignore[attr-defined]
    assert first.author is later.author


@settings(max_examples=80, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(("decide", "revert", "batch", "note")),
                          st.integers(0, 40), st.sampled_from(LABELS)), max_size=40),
       st.integers(1, 500))
def test_a_state_read_back_in_blocks_is_the_state_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ops: list[tuple[str, int, str]],
        block: int) -> None:
    """Decisions, reverts, batches and notes made live, written through the log, read back in
    blocks and replayed (the fast path): the same decisions, finals, statuses and history."""
    import numpy as np

    from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
    from adjudicator.core.ratings import Ratings

    rows = [["正面", "负面"], ["中性", "中性"], ["负面", None], ["正面", "中性"], [None, "负面"]]
    ratings = Ratings.from_rows(rows, annotators=["a", "b"], labels=list(LABELS), items=ITEMS)
    live = AdjudicationState(ratings, sink=MemorySink(), author="李")
    for op, n, label in ops:
        try:
            if op == "decide":
                live.decide(ITEMS[n % 5], label, TEXTS[n % 5], source="A" if n % 2 else None)
            elif op == "batch":
                live.batch([Decision(ITEMS[n % 5], label), Decision(ITEMS[0], LABELS[0])])
            elif op == "note":
                live.note(TEXTS[n % 5], ITEMS[n % 5])
            else:
                live.revert(n)
        except InputError:
            pass
    path = tmp_path / "live.adjudication.jsonl"
    path.unlink(missing_ok=True)
    assert isinstance(live.sink, MemorySink)
    write_new_log(path, {"format": FORMAT, "version": 2}, live.sink.events)
    monkeypatch.setattr(logmod, "BLOCK", block)
    again = AdjudicationState.replay(ratings, read_log(path).events)
    assert np.array_equal(again.final_codes, live.final_codes)
    assert np.array_equal(again.status_codes, live.status_codes)
    assert {i: again.decision(i) for i in ITEMS} == {i: live.decision(i) for i in ITEMS}
    assert [again.history(i) for i in ITEMS] == [live.history(i) for i in ITEMS]
