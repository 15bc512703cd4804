"""The log file: header, durable appends, torn tails set aside, damaged lines refused."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from adjudicator.core.adjudication.events import Decide, Decision, Note
from adjudicator.core.errors import InputError
from adjudicator.store import logwriter as logmod
from adjudicator.store.log import FORMAT, set_aside_torn, write_new_log
from adjudicator.store.logread import read_log
from adjudicator.store.logwriter import LogWriter
from adjudicator.store.tip import read_tip

HEADER = {"format": FORMAT, "version": 1, "labels": ["a", "b"]}


def _decide(seq: int, item: str = "1") -> Decide:
    return Decide(decision=Decision(item, "a", "why\nnot"), seq=seq, time="t", author="x")


def _log(tmp_path: Path, n: int = 3) -> Path:
    path = tmp_path / "d.adjudication.jsonl"
    write_new_log(path, HEADER, [_decide(i) for i in range(1, n + 1)])
    return path


def test_header_is_line_one_and_events_follow(tmp_path: Path) -> None:
    """Line 1 is the header; each event is one line, newlines in text escaped."""
    path = _log(tmp_path)
    lines = path.read_bytes().split(b"\n")
    assert json.loads(lines[0])["format"] == FORMAT
    assert len(lines) == 5
    assert lines[-1] == b""
    assert read_log(path).events == [_decide(1), _decide(2), _decide(3)]


def test_create_refuses_an_existing_file(tmp_path: Path) -> None:
    """A new log never replaces an existing file."""
    path = _log(tmp_path)
    with pytest.raises(FileExistsError):
        write_new_log(path, HEADER)
    assert len(read_log(path).events) == 3


def test_append_adds_exactly_one_line(tmp_path: Path) -> None:
    """An append is one complete line at the end, earlier bytes untouched."""
    path = _log(tmp_path)
    before = path.read_bytes()
    writer = LogWriter(path, len(before))
    writer.append(Note(text="hello", seq=4, time="t"))
    writer.close()
    after = path.read_bytes()
    assert after.startswith(before)
    assert after.count(b"\n") == before.count(b"\n") + 1
    assert writer.size == len(after)


def test_failed_write_is_cut_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that fails half-way leaves no partial line behind."""
    path = _log(tmp_path)
    size = path.stat().st_size
    writer = LogWriter(path, size)

    def half(fd: int, data: bytes) -> None:
        import os
        os.write(fd, data[: len(data) // 2])
        raise OSError("disk full")

    monkeypatch.setattr(logmod, "write_all", half)
    with pytest.raises(OSError, match="disk full"):
        writer.append(_decide(4))
    writer.close()
    assert path.stat().st_size == size
    assert len(read_log(path).events) == 3


def test_torn_last_line_is_detected(tmp_path: Path) -> None:
    """A last line without its newline is reported as torn, the events before it kept."""
    path = _log(tmp_path)
    good = path.stat().st_size
    with open(path, "ab") as out:
        out.write(b'{"seq":4,"type":"deci')
    contents = read_log(path)
    assert len(contents.events) == 3
    assert contents.torn == b'{"seq":4,"type":"deci'
    assert contents.good_size == good


def test_complete_but_garbled_last_line_counts_as_torn(tmp_path: Path) -> None:
    """A damaged final line (even with its newline) is a torn tail, not a stop."""
    path = _log(tmp_path)
    with open(path, "ab") as out:
        out.write(b"\x00\x00\x00\n")
    assert read_log(path).torn == b"\x00\x00\x00\n"


def test_torn_tail_is_set_aside_in_a_side_file(tmp_path: Path) -> None:
    """The tail moves to NAME.torn-<time>; the log keeps its complete lines only."""
    path = _log(tmp_path)
    good = path.read_bytes()
    with open(path, "ab") as out:
        out.write(b'{"seq":4')
    side = set_aside_torn(path, read_log(path))
    assert side.name.startswith(path.name + ".torn-")
    assert side.read_bytes() == b'{"seq":4'
    assert path.read_bytes() == good


def test_damaged_middle_line_stops_with_its_line_number(tmp_path: Path) -> None:
    """A broken line before the last stops the open, naming the line."""
    path = _log(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[2] = lines[2][:10]
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(InputError) as err:
        read_log(path)
    assert err.value.row == 3
    assert "damaged" in str(err.value)


def test_sequence_gap_is_refused(tmp_path: Path) -> None:
    """Events must be numbered 1, 2, 3... by line; a gap names its line."""
    path = tmp_path / "g.jsonl"
    write_new_log(path, HEADER, [_decide(1), _decide(3)])
    with pytest.raises(InputError) as err:
        read_log(path)
    assert err.value.row == 3


def test_not_a_log_is_refused(tmp_path: Path) -> None:
    """A file without the header line is not taken for a log."""
    path = tmp_path / "x.jsonl"
    path.write_text('{"hello": 1}\n', encoding="utf-8")
    with pytest.raises(InputError, match="not an adjudication log"):
        read_log(path)


def test_newer_format_version_is_refused(tmp_path: Path) -> None:
    """A log written by a newer program asks for an update instead of guessing."""
    path = tmp_path / "n.jsonl"
    write_new_log(path, HEADER | {"version": 99})
    with pytest.raises(InputError, match="newer"):
        read_log(path)


def test_migration_writes_new_and_renames(tmp_path: Path) -> None:
    """Replacing a log (migration) swaps in a complete new file atomically."""
    path = _log(tmp_path)
    write_new_log(path, HEADER | {"migrated": True}, [_decide(1)], replace=True)
    contents = read_log(path)
    assert contents.header["migrated"] is True
    assert len(contents.events) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name, path.name + ".tip"]
    assert read_tip(path).seq == 1  # the tip follows the new file


def test_missing_log_is_an_input_error(tmp_path: Path) -> None:
    """A log path that does not exist is reported, not a traceback."""
    with pytest.raises(InputError, match="cannot read the log"):
        read_log(tmp_path / "absent.jsonl")


@pytest.mark.parametrize(("field", "value"), [
    ("version", "abc"), ("originals", "data.csv"), ("originals", [{"path": "data.csv"}]),
    ("labels", None), ("labels", [1, 2]), ("import", [1]),
])
def test_damaged_header_field_is_named(tmp_path: Path, field: str, value: object) -> None:
    """An edited header whose field has the wrong type names the field on line 1."""
    path = tmp_path / "h.jsonl"
    write_new_log(path, HEADER | {field: value})
    with pytest.raises(InputError, match="damaged") as err:
        read_log(path)
    assert (err.value.row, err.value.column) == (1, field)


def test_deeply_nested_middle_line_is_a_damaged_line(tmp_path: Path) -> None:
    """A line nested past the recursion limit is a damaged line, not a RecursionError."""
    path = _log(tmp_path, 2)
    lines = path.read_bytes().split(b"\n")
    lines[1] = b"[" * 100_000 + b"]" * 100_000
    path.write_bytes(b"\n".join(lines))
    with pytest.raises(InputError, match="damaged line in the middle") as err:
        read_log(path)
    assert err.value.row == 2


def test_device_or_folder_is_not_read_as_a_log(tmp_path: Path) -> None:
    """/dev/zero (endless) or a folder is refused before any byte is read."""
    for path in (Path(os.devnull), tmp_path):
        with pytest.raises(InputError, match="not a regular file"):
            read_log(path)
