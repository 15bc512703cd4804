"""One writer per log: a second process gets read-only access naming the holder."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from storehelp import write_sample

from adjudicator.store.lock import LogLock, lock_path
from adjudicator.store.project import Project, default_log_path

HOLDER = """
import sys
from adjudicator.store.project import Project
p = Project.open(sys.argv[1], author="other")
print("ready" if not p.read_only else "readonly", flush=True)
sys.stdin.readline()
p.close()
"""


def test_second_process_gets_read_only_with_the_holder_named(data: Path) -> None:
    """While another process holds the log, opening it is read-only and says who holds it."""
    Project.open(data).start_log().close()
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(data)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        with Project.open(data) as p:
            message = " ".join(p.messages)
            assert p.read_only
            assert f"process {proc.pid}" in message
            assert socket.gethostname() in message
    finally:
        assert proc.stdin is not None
        proc.stdin.write("\n")
        proc.stdin.close()
        proc.wait(timeout=30)
    with Project.open(data) as p:
        assert not p.read_only
        assert p.messages == []


def test_second_open_in_the_same_process_is_read_only(data: Path) -> None:
    """The lock is per open, so even this process cannot write through two Projects."""
    with Project.open(data) as first:
        first.start_log()
        with Project.open(data) as second:
            assert not first.read_only
            assert second.read_only


def test_stale_lock_is_taken_over_with_a_note(data: Path) -> None:
    """A lock file naming a process that died is taken over and reported."""
    Project.open(data).start_log().close()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    info = {"pid": int(dead.stdout), "host": socket.gethostname(), "user": "ghost",
            "since": "2026-01-01T00:00:00Z"}
    lock_path(default_log_path(data)).write_text(json.dumps(info) + "\n", encoding="utf-8")
    with Project.open(data) as p:
        assert not p.read_only
        assert "stale lock" in " ".join(p.messages)


def test_release_leaves_an_empty_lock_file(tmp_path: Path) -> None:
    """A clean release empties the lock file, so the next holder sees no stale lock."""
    log = tmp_path / "x.jsonl"
    lock, note = LogLock.acquire(log)
    assert lock is not None
    assert note == ""
    assert json.loads(lock_path(log).read_text(encoding="utf-8"))["pid"] == os.getpid()
    lock.release()
    assert lock_path(log).read_text(encoding="utf-8") == ""
    again, note = LogLock.acquire(log)
    assert again is not None
    assert note == ""
    again.release()


def test_unwritable_folder_opens_read_only(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the lock file cannot be created the log opens read-only and says why."""
    Project.open(data).start_log().close()
    real_open = os.open

    def no_lock(path: str | os.PathLike[str], flags: int, mode: int = 0o777) -> int:
        if str(path).endswith(".lock"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, mode)

    monkeypatch.setattr(os, "open", no_lock)
    with Project.open(data) as p:
        assert p.read_only
        assert "cannot create the lock file" in " ".join(p.messages)


def test_deleting_the_lock_file_does_not_let_a_second_writer_in(data: Path) -> None:
    """Regression (issue 12, item 2): with NAME.lock deleted under a live writer, a second
    process became a writer too and the log broke ("event number 6 where 13 was expected").
    The log file itself stays locked, so the second open is read-only and says not to delete
    the lock file."""
    Project.open(data).start_log().close()
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(data)], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        assert proc.stdin is not None
        assert proc.stdout.readline().strip() == "ready"
        lock_path(default_log_path(data)).unlink()
        with Project.open(data) as second:
            assert second.read_only
            message = " ".join(second.messages)
            assert "Do not delete" in message
            assert "delete " + lock_path(default_log_path(data)).name not in message
        proc.stdin.write("go\n")
        proc.stdin.flush()
        assert proc.stdout.readline().strip() == "decided 6"
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)
    with Project.open(data) as p:
        assert [e.seq for e in p.state.events] == [1, 2, 3, 4, 5, 6]


WRITER = """
import sys
from adjudicator.store.project import Project
p = Project.open(sys.argv[1], author="first")
print("ready" if not p.read_only else "readonly", flush=True)
sys.stdin.readline()
for n, item in enumerate(["I01", "I02", "I03", "I04", "I05", "I06"], start=1):
    p.decide(item, "中性", f"row {n}")
print(f"decided {p.state.last_seq}", flush=True)
sys.stdin.readline()
p.close()
"""


def test_a_writer_stops_when_its_log_is_replaced(data: Path) -> None:
    """If the log is deleted or replaced while open, the writer refuses to append (nothing
    is written to a file it no longer owns) and says what happened."""
    p = Project.open(data)
    try:
        p.decide("I01", "中性")
        log = default_log_path(data)
        copy = log.read_bytes()
        log.unlink()
        log.write_bytes(copy)
        with pytest.raises(OSError, match="deleted, moved or replaced"):
            p.decide("I02", "中性")
        with pytest.raises(OSError, match="nothing more is written"):
            p.decide("I03", "中性")
        assert log.read_bytes() == copy
    finally:
        p.close()


def test_a_writer_stops_when_another_program_appends(data: Path) -> None:
    """A log that grew behind the writer's back (another writer) is never appended to."""
    p = Project.open(data)
    try:
        p.decide("I01", "中性")
        log = default_log_path(data)
        with open(log, "ab") as out:
            out.write(b"{}\n")
        with pytest.raises(OSError, match="changed by another program"):
            p.decide("I02", "中性")
    finally:
        p.close()


def test_racing_creators_name_the_holder(data: Path) -> None:
    """Regression (issue 12, smaller): when two creators race, the loser was told "a decision
    log already exists here" with no holder (the winner names itself in the lock a moment after
    creating the log). The loser now waits for the name and gives it."""
    import threading
    import time

    from adjudicator.core.errors import InputError

    Project.open(data).start_log().close()  # the log exists, its lock names nobody (released)
    log = default_log_path(data)
    held: list[LogLock | None] = []

    def winner() -> None:
        time.sleep(0.3)
        held.append(LogLock.acquire(log)[0])

    thread = threading.Thread(target=winner)
    thread.start()
    try:
        with pytest.raises(InputError, match="already exists here; it is open in") as err:
            Project.create(data, log)
    finally:
        thread.join()
        if held and held[0]:
            held[0].release()
    assert f"process {os.getpid()} of" in str(err.value)


def test_old_closed_log_in_the_way_of_create_is_reported_at_once(data: Path) -> None:
    """Regression (issue 12, smaller): a log closed cleanly long ago (its lock empty) made
    ``create`` wait 2 s for a racing creator's name that could never come. Only a young log
    (just created) is waited for; an old one is reported at once, naming no holder."""
    import time

    from adjudicator.core.errors import InputError

    Project.open(data).start_log().close()
    log = default_log_path(data)
    hour_ago = time.time() - 3600
    os.utime(log, (hour_ago, hour_ago))
    start = time.monotonic()
    with pytest.raises(InputError, match="already exists here") as err:
        Project.create(data, log)
    assert time.monotonic() - start < 1.0
    assert "open in" not in str(err.value)


def _decisions(folder: Path) -> Path:
    """A one-row decisions file for `decide --from`."""
    path = folder / "decisions.csv"
    path.write_text("item,label,rationale\nI03,中性,why\n", encoding="utf-8")
    return path


def test_a_lock_file_linked_to_a_text_file_leaves_the_file_whole(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue 27, item 1): the lock was opened following links and truncated, so
    with NAME.lock linked to a text file `decide` exited 0 and left that file empty. The link
    is now refused: nothing is applied, the text file is unchanged and the message names the
    lock file."""
    from adjudicator.cli import main

    Project.open(data).start_log().close()
    victim = tmp_path / "thesis.txt"
    victim.write_text("three years of work\n", encoding="utf-8")
    lock = lock_path(default_log_path(data))
    lock.unlink()
    lock.symlink_to(victim)
    assert main(["decide", str(data), "--from", str(_decisions(tmp_path))]) == 2
    assert victim.read_text(encoding="utf-8") == "three years of work\n"
    err = capsys.readouterr().err
    assert "symbolic link" in err
    assert str(lock) in err
    assert lock.is_symlink()


def test_a_lock_file_linked_to_another_projects_log_leaves_that_log_whole(
        data: Path, tmp_path: Path) -> None:
    """Regression (issue 27, item 1): linked to another project's log, `note` exited 0 and
    that log was emptied (it no longer opened). Now the note is refused and the other log is
    byte for byte what it was, and still opens."""
    from adjudicator.cli import main

    other_folder = tmp_path / "other"
    other_folder.mkdir()
    other = write_sample(other_folder)
    with Project.open(other) as p:
        p.decide("I03", "中性", "theirs")
    other_log = default_log_path(other)
    before = other_log.read_bytes()
    Project.open(data).start_log().close()
    lock = lock_path(default_log_path(data))
    lock.unlink()
    lock.symlink_to(other_log)
    assert main(["note", str(data), "a note"]) == 2
    assert other_log.read_bytes() == before
    with Project.open(other, read_only=True) as p:
        assert p.state.final_label("I03") == "中性"


@pytest.mark.parametrize("kind", ["hard link", "foreign content"])
def test_a_lock_file_that_is_not_ours_is_never_truncated(data: Path, tmp_path: Path,
                                                         kind: str) -> None:
    """A lock file with a second name (a hard link to another file), or holding anything
    but a lock record, is left as it is and the log opens read-only, saying why."""
    Project.open(data).start_log().close()
    lock = lock_path(default_log_path(data))
    lock.unlink()
    if kind == "hard link":
        victim = tmp_path / "victim.txt"
        victim.write_text("keep me\n", encoding="utf-8")
        os.link(victim, lock)
    else:
        lock.write_text("keep me\n", encoding="utf-8")
    with Project.open(data) as p:
        assert p.read_only
        assert "left alone" in " ".join(p.messages)
    assert lock.read_text(encoding="utf-8") == "keep me\n"


def test_a_log_that_is_a_symbolic_link_is_not_written_through(data: Path,
                                                              tmp_path: Path) -> None:
    """A log path that is a symbolic link opens read-only (the message names the file it
    points to), so no append goes through the link."""
    Project.open(data).start_log().close()
    log = default_log_path(data)
    real = tmp_path / "elsewhere.jsonl"
    log.rename(real)
    log.symlink_to(real)
    before = real.read_bytes()
    with Project.open(data) as p:
        assert p.read_only
        assert str(real) in " ".join(p.messages)
    assert real.read_bytes() == before


def test_an_own_lock_file_is_still_taken(data: Path) -> None:
    """The lock file of an earlier, cleanly closed or crashed holder is ours: it is taken."""
    Project.open(data).start_log().close()
    lock = lock_path(default_log_path(data))
    lock.write_text(json.dumps({"pid": 999999, "host": socket.gethostname(), "user": "x",
                                "since": "2026-01-01T00:00:00Z"}) + "\n", encoding="utf-8")
    with Project.open(data) as p:
        assert not p.read_only
