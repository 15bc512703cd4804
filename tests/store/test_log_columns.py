"""Plain decisions read column-wise (Arrow's JSON reader, ``store.logcols``) mean exactly what
the line-by-line reading means: the random logs of the block tests read both ways; the lines
Arrow would read otherwise than ``json.loads`` (null, a key spelled with an escape, NaN, bytes
that are not UTF-8) go the checked way, and every refusal names the same line."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_log_stream import ITEMS, LABELS, _plain, logs

from adjudicator.core.adjudication.events import Decide, Decision, Event, Note, Revert
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.errors import InputError
from adjudicator.core.ratings import Ratings
from adjudicator.store import logread as logmod
from adjudicator.store.log import FORMAT, header_link, write_new_log
from adjudicator.store.logread import read_log


@pytest.fixture(autouse=True)
def _columns_for_every_block(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every block goes the column-wise way, however short (the program does from 512 lines)."""
    monkeypatch.setattr(logmod, "COLUMN_LINES", 1)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(logs(), st.integers(-1, 30))
def test_column_wise_reads_as_the_straightforward_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, log: tuple[list[Event], int, bytes, int],
        at: int) -> None:
    """Any events, chained or not, any tail, any block size: the same events, size, torn tail,
    links and end of event ``at`` as one ``json.loads`` per line."""
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


def _decisions(n: int) -> list[Event]:
    """n decisions over five items, some with source, confidence and flags, every seventh
    event a revert of the one before, every eleventh a note."""
    out: list[Event] = []
    for seq in range(1, n + 1):
        env = {"seq": seq, "time": f"2026-01-01T00:{seq // 60 % 60:02d}:{seq % 60:02d}.000001Z",
               "author": ("li", "王")[seq % 2], "app": "1.0", "guideline": "v1"}
        if seq % 7 == 0:
            out.append(Revert(target=seq - 1, **env))
        elif seq % 11 == 0:
            out.append(Note(text=f"看 {seq}", item=ITEMS[seq % 5], **env))
        else:
            out.append(Decide(decision=Decision(
                ITEMS[seq % 5], LABELS[seq % 3], f"理由 {seq}", (None, "A", "b")[seq % 3],
                (None, 0.25, 1.0)[seq % 3], (None, "typo")[seq % 2], seq % 5 == 0,
                seq % 4 == 0), **env))
    return out


def _raw(path: Path, bodies: list[bytes], version: int = 3) -> None:
    """A chained log whose event lines are exactly ``bodies`` (each a JSON object), with
    links that are right, so the reading gets past the chain."""
    first = json.dumps({"format": FORMAT, "version": version}).encode()
    out, link = [first], header_link(first)
    for body in bodies:
        link = hashlib.sha256(link.encode() + body).hexdigest()
        out.append(body[:-1] + b',"h":"' + link.encode() + b'"}')
    path.write_bytes(b"\n".join(out) + b"\n")


def _decide_body(seq: int, **fields: object) -> bytes:
    """An event line's JSON (without its link): a decision, ``fields`` replaced."""
    record: dict[str, object] = {"seq": seq, "type": "decide", "time": "2026-01-01T00:00:00Z",
                                 "author": "li", "app": "1.0", "guideline": "",
                                 "item": ITEMS[seq % 5], "label": LABELS[0], "rationale": "r"}
    record.update(fields)
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()


def test_a_long_log_keeps_its_decisions_as_columns(tmp_path: Path) -> None:
    """The plain decisions are rows of arrays, not objects; each event made from them is the
    one written."""
    path = tmp_path / "d.adjudication.jsonl"
    events = _decisions(300)
    write_new_log(path, {"format": FORMAT, "version": 3}, events)
    got = read_log(path).events
    assert list(got) == events
    assert got.columns is not None  # type: ignore[attr-defined]
    others = sum(not isinstance(e, Decide) for e in events)
    assert len(got.objects) == others + 1  # type: ignore[attr-defined]  # + the last line


def test_lines_arrow_reads_otherwise_go_line_by_line(tmp_path: Path) -> None:
    """A null text is the text "None" to json.loads (Arrow: missing), a key spelled with an
    escape is the same key (Arrow: another one; the last of two wins), a confidence NaN is not
    none: each such line is read by json.loads and means what it means there."""
    path = tmp_path / "odd.adjudication.jsonl"
    bodies = [_decide_body(s) for s in range(1, 9)]
    bodies[2] = _decide_body(3, rationale=None)
    bodies[4] = _decide_body(5)[:-1] + b',"l\\u0061bel":"' + LABELS[2].encode() + b'"}'
    bodies[6] = _decide_body(7, confidence=float("nan"))
    _raw(path, bodies)
    events = read_log(path).events
    assert events[2].decision.rationale == "None"  # type: ignore[attr-defined]
    assert events[4].decision.label == LABELS[2]  # type: ignore[attr-defined]
    assert np.isnan(events[6].decision.confidence)  # type: ignore[attr-defined]
    ratings = Ratings.from_rows([["正面", "负面"]] * 5, annotators=["a", "b"],
                                labels=list(LABELS), items=ITEMS)
    with pytest.raises(InputError, match="confidence nan"):
        AdjudicationState.replay(ratings, events)


@pytest.mark.parametrize(("line", "message"), [
    (b'{"seq":4,"type":"decide","item":"I1","item":"I2"}', "malformed event"),
    (b'{"seq":4,"type":"decide" "x"}', "damaged line"),
    (b'{"seq":9,"type":"decide","time":"t","item":"I1","label":"x"}', "event number 9"),
    (_decide_body(4, zz="ZZ").replace(b"ZZ", b"\xff"), "damaged line"),  # not UTF-8 in a
    # field Arrow skips
])
def test_refusals_name_the_same_line(tmp_path: Path, line: bytes, message: str) -> None:
    """A duplicate key, a damaged line, a wrong number, bytes that are not UTF-8: refused
    naming line 5, as line by line."""
    path = tmp_path / "bad.adjudication.jsonl"
    bodies = [_decide_body(s) for s in range(1, 8)]
    bodies[3] = line
    _raw(path, bodies)
    with pytest.raises(InputError, match=message) as info:
        read_log(path)
    assert info.value.row == 5


def test_a_chain_break_in_a_column_block_is_named(tmp_path: Path) -> None:
    """An edited rationale breaks the chain at its line, column-wise too."""
    path = tmp_path / "d.adjudication.jsonl"
    write_new_log(path, {"format": FORMAT, "version": 3}, _decisions(40))
    path.write_bytes(path.read_bytes().replace("理由 34".encode(), "理由 99".encode()))
    with pytest.raises(InputError, match="chain breaks at line 35") as info:
        read_log(path)
    assert info.value.row == 35


def test_replay_from_columns_is_the_live_state(tmp_path: Path) -> None:
    """Decisions, reverts and notes made live, read back column-wise and replayed: the same
    finals, statuses, decisions in force, histories and decisions per item; undo goes on from
    there as it would have."""
    rows = [["正面", "负面"], ["中性", "中性"], ["负面", None], ["正面", "中性"], [None, "负面"]]
    ratings = Ratings.from_rows(rows, annotators=["a", "b"], labels=list(LABELS), items=ITEMS)
    clock = lambda: "2026-01-01T00:00:00.000000Z"  # noqa: E731  (both states alike)
    live = AdjudicationState(ratings, sink=MemorySink(), author="李", clock=clock)
    for n in range(200):
        live.decide(ITEMS[n % 5], LABELS[n % 3], f"r{n}", confidence=(None, 0.5)[n % 2])
        if n % 9 == 8:
            live.revert(live.last_seq)
        if n % 23 == 22:
            live.revert(live.last_seq)  # undo the undo
    path = tmp_path / "live.adjudication.jsonl"
    assert isinstance(live.sink, MemorySink)
    write_new_log(path, {"format": FORMAT, "version": 3}, live.sink.events)
    again = AdjudicationState.replay(ratings, read_log(path).events, sink=MemorySink(),
                                     author="李", clock=clock)
    assert np.array_equal(again.final_codes, live.final_codes)
    assert np.array_equal(again.status_codes, live.status_codes)
    assert {i: again.decision(i) for i in ITEMS} == {i: live.decision(i) for i in ITEMS}
    assert [again.history(i) for i in ITEMS] == [live.history(i) for i in ITEMS]
    for state in (live, again):
        state.revert(state.last_seq)
        state.revert(3)
    assert np.array_equal(again.final_codes, live.final_codes)
    assert [again.history(i) for i in ITEMS] == [live.history(i) for i in ITEMS]
    assert np.array_equal(again.as_of(150).final_codes, live.as_of(150).final_codes)


def test_codes_in_force_are_the_labels_of_the_decisions_in_force(tmp_path: Path) -> None:
    """The codes of the labels in force, found from the columns' label codes at once (no text
    per item), are those of each item's decision in force read one by one: decisions held as
    columns and as objects (a batch), reverts, and a label the table has no code for (-1)."""
    from adjudicator.core.adjudication.events import Batch

    rows = [["正面", "负面"], ["中性", "中性"], ["负面", None], ["正面", "中性"], [None, "负面"]]
    ratings = Ratings.from_rows(rows, annotators=["a", "b"], labels=list(LABELS), items=ITEMS)
    events = _decisions(300)
    events.append(Batch(decisions=(Decision(ITEMS[0], LABELS[2], "b"),
                                   Decision(ITEMS[3], LABELS[1], "b")), seq=301,
                        time="2026-01-01T01:00:00.000001Z", author="li"))
    path = tmp_path / "codes.adjudication.jsonl"
    write_new_log(path, {"format": FORMAT, "version": 3}, events)
    log = read_log(path).events
    assert log.columns is not None  # type: ignore[attr-defined]
    state = AdjudicationState.replay(ratings, log)
    led = state._ledger
    for table in ({label: j for j, label in enumerate(LABELS)}, {LABELS[1]: 5}):
        want = [table.get(led.decision_at(seq, item).label, -1)
                for item, seq in led.effective.items()]
        assert led.effective_codes(table).tolist() == want
    assert len(led.effective) == len(ITEMS)


def test_decisions_in_force_are_the_same_settled_in_chunks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The decisions in force found from the columns a chunk at a time (7 rows, as 2^17 rows
    of a long log) are those found in one chunk, and those of the events replayed as objects."""
    from adjudicator.core.adjudication import ledger as ledgermod
    from adjudicator.core.adjudication.eventlog import EventLog

    rows = [["正面", "负面"], ["中性", "中性"], ["负面", None], ["正面", "中性"], [None, "负面"]]
    ratings = Ratings.from_rows(rows, annotators=["a", "b"], labels=list(LABELS), items=ITEMS)
    path = tmp_path / "chunks.adjudication.jsonl"
    events = _decisions(300)
    write_new_log(path, {"format": FORMAT, "version": 3}, events)
    whole = AdjudicationState.replay(ratings, read_log(path).events)._ledger.effective
    monkeypatch.setattr(ledgermod, "SETTLE_CHUNK", 7)
    chunked = AdjudicationState.replay(ratings, read_log(path).events)._ledger.effective
    objects = AdjudicationState.replay(ratings, EventLog(tail=events))._ledger.effective
    assert chunked == whole == objects
    assert list(chunked) == list(whole)
