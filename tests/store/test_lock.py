"""One writer per log: a second process gets read-only access naming the holder."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

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
    Project.open(data).close()
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
    with Project.open(data) as first, Project.open(data) as second:
        assert not first.read_only
        assert second.read_only


def test_stale_lock_is_taken_over_with_a_note(data: Path) -> None:
    """A lock file naming a process that died is taken over and reported."""
    Project.open(data).close()
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
    Project.open(data).close()
    real_open = os.open

    def no_lock(path: str | os.PathLike[str], flags: int, mode: int = 0o777) -> int:
        if str(path).endswith(".lock"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, mode)

    monkeypatch.setattr(os, "open", no_lock)
    with Project.open(data) as p:
        assert p.read_only
        assert "cannot create the lock file" in " ".join(p.messages)
