"""Regression (issue 12, item 3): events are hash-chained, so a line edited to another valid
JSON event, a line removed and a line spliced in are each refused at a named line; logs of
format 1 (unchained) still open and say that they are unchained."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.core.adjudication.events import Decide, Decision, Note
from adjudicator.core.errors import InputError
from adjudicator.store.log import FORMAT, VERSION, write_new_log
from adjudicator.store.logread import read_log
from adjudicator.store.logwriter import LogWriter
from adjudicator.store.project import UNCHAINED, Project, default_log_path
from adjudicator.store.tip import tip_path

HEADER = {"format": FORMAT, "version": VERSION, "labels": ["a", "b"]}


def _decide(seq: int, label: str = "a") -> Decide:
    return Decide(decision=Decision(f"I{seq}", label, "why"), seq=seq, time="t", author="x")


def _log(tmp_path: Path, n: int = 5) -> Path:
    path = tmp_path / "d.adjudication.jsonl"
    write_new_log(path, HEADER, [_decide(i) for i in range(1, n + 1)])
    return path


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")[:-1]


def _refused_at(path: Path) -> int | None:
    with pytest.raises(InputError) as err:
        read_log(path)
    return err.value.row


def test_every_event_line_carries_a_link(tmp_path: Path) -> None:
    """New logs are format 2 and every event line ends with its link."""
    path = _log(tmp_path)
    contents = read_log(path)
    assert contents.chained
    assert contents.header["version"] == VERSION >= 2
    links = [json.loads(x)["h"] for x in _lines(path)[1:]]
    assert len(set(links)) == 5
    assert all(len(h) == 64 for h in links)
    assert contents.link == links[-1]


def test_a_label_changed_in_the_middle_is_caught_at_its_line(tmp_path: Path) -> None:
    """The defect: an edited label that stays valid JSON was accepted. Now line 4 (event 3)
    no longer matches its link."""
    path = _log(tmp_path)
    lines = _lines(path)
    lines[3] = lines[3].replace(b'"label":"a"', b'"label":"b"')
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert _refused_at(path) == 4


def test_the_last_line_edited_is_caught(tmp_path: Path) -> None:
    """The last line is covered by its own link, not only by the line after it."""
    path = _log(tmp_path)
    lines = _lines(path)
    lines[-1] = lines[-1].replace(b'"why"', b'"because"')
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert _refused_at(path) == 6


def test_a_removed_line_is_caught(tmp_path: Path) -> None:
    """Removing event 2 and renumbering the rest by hand still breaks the chain at line 3."""
    path = _log(tmp_path)
    lines = _lines(path)
    del lines[2]
    lines[2:] = [x.replace(f'"seq":{n + 1}'.encode(), f'"seq":{n}'.encode())
                 for n, x in enumerate(lines[2:], start=2)]
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert _refused_at(path) == 3


def test_a_line_spliced_in_from_another_log_is_caught(tmp_path: Path) -> None:
    """A well-formed, correctly linked line of another log does not fit this chain."""
    path = _log(tmp_path)
    other_dir = tmp_path / "other"
    other_dir.mkdir()
    other = _lines(write_other(other_dir))
    lines = _lines(path)
    lines[3] = other[3]
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert _refused_at(path) == 4


def write_other(folder: Path) -> Path:
    path = folder / "o.adjudication.jsonl"
    write_new_log(path, HEADER | {"labels": ["a", "b"], "created": "x"},
                  [_decide(i, "b") for i in range(1, 6)])
    return path


def test_an_edited_header_breaks_the_chain(tmp_path: Path) -> None:
    """The header is the chain's anchor: editing it is caught at line 2."""
    path = _log(tmp_path)
    lines = _lines(path)
    lines[0] = lines[0].replace(b'"labels":["a","b"]', b'"labels":["b","a"]')
    path.write_bytes(b"\n".join(lines) + b"\n")
    assert _refused_at(path) == 2


def test_a_link_removed_is_named(tmp_path: Path) -> None:
    """A line without its link (edited by a tool that rewrote the JSON) is named."""
    path = _log(tmp_path)
    lines = _lines(path)
    record = json.loads(lines[2])
    del record["h"]
    lines[2] = json.dumps(record).encode()
    path.write_bytes(b"\n".join(lines) + b"\n")
    with pytest.raises(InputError, match="no chain link") as err:
        read_log(path)
    assert err.value.row == 3


def test_appends_continue_the_chain_and_a_torn_tail_keeps_it(tmp_path: Path) -> None:
    """The writer links each append to the last line; a torn tail is not part of the chain."""
    path = _log(tmp_path, 2)
    contents = read_log(path)
    writer = LogWriter(path, contents.good_size, contents.link)
    writer.append(Note(text="hello", seq=3, time="t"))
    writer.close()
    with open(path, "ab") as out:
        out.write(b'{"seq":4,"type":"no')
    again = read_log(path)
    assert [e.seq for e in again.events] == [1, 2, 3]
    assert again.torn
    assert again.link == json.loads(_lines(path)[3])["h"]


def test_format_1_logs_open_and_are_reported_unchained(data: Path) -> None:
    """An old (format 1) log opens, is reported unchained, and takes unchained appends."""
    with Project.open(data) as p:
        p.decide("I03", "中性")
    log = default_log_path(data)
    head, *events = _lines(log)
    old_head = head.replace(f'"version":{VERSION}'.encode(), b'"version":1')
    old_events = [json.dumps({k: v for k, v in json.loads(x).items() if k != "h"},
                             ensure_ascii=False, separators=(",", ":")).encode() for x in events]
    log.write_bytes(b"\n".join([old_head, *old_events]) + b"\n")
    tip_path(log).unlink()  # format 1 was written by versions that kept no tip
    with Project.open(data) as p:
        assert UNCHAINED in p.messages
        assert not p.read_only
        p.decide("I06", "正面")
    assert b'"h":' not in log.read_bytes()
    assert [e.seq for e in read_log(log).events] == [1, 2]
