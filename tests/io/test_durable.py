"""Atomic writes refuse outputs they cannot make, before anything is written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import durable
from adjudicator.io.durable import atomic_write


def _write(target: Path) -> None:
    atomic_write(target, lambda s: s.write(b"x"))


def test_missing_folder_is_an_input_error(tmp_path: Path) -> None:
    """An output in a folder that does not exist names the folder and what to do."""
    with pytest.raises(InputError, match="does not exist") as info:
        _write(tmp_path / "nope" / "out.csv")
    assert info.value.hint is not None
    assert "Create the folder" in info.value.hint


def test_folder_as_target_is_refused(tmp_path: Path) -> None:
    """A folder is never replaced by a file (os.replace would fail half-way)."""
    (tmp_path / "out").mkdir()
    with pytest.raises(InputError, match="this is a folder"):
        _write(tmp_path / "out")
    assert (tmp_path / "out").is_dir()


def test_unwritable_folder_is_an_input_error(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """No permission to create the temporary file is reported as the folder's problem."""
    def refuse(*args: object, **kwargs: object) -> tuple[int, str]:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(durable.tempfile, "mkstemp", refuse)
    with pytest.raises(InputError, match="cannot write in the folder") as info:
        _write(tmp_path / "out.csv")
    assert "Permission denied" in str(info.value)
    assert os.listdir(tmp_path) == []


def test_write_protected_file_is_not_replaced(tmp_path: Path) -> None:
    """A read-only file (another project's original, say) is refused before any write."""
    target = tmp_path / "other.csv"
    target.write_bytes(b"keep")
    target.chmod(0o444)
    with pytest.raises(InputError, match="write-protected"):
        durable.guard_output(target, [])
    assert target.read_bytes() == b"keep"


def test_open_own_refuses_what_is_not_the_programs_to_write(tmp_path: Path) -> None:
    """Regression (issue 27, item 1): files opened for writing followed symbolic links and
    were truncated whatever they held. ``open_own`` refuses a link, a second hard link, a
    FIFO (without blocking) and foreign content, and truncates nothing it refuses."""
    from adjudicator.io.durable import NotOursError, open_own

    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n", encoding="utf-8")
    link = tmp_path / "link"
    link.symlink_to(victim)
    hard = tmp_path / "hard"
    os.link(victim, hard)
    cases = [(link, None), (hard, None), (victim, lambda fd: False)]
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo")
        cases.append((tmp_path / "fifo", None))
    for path, ours in cases:
        with pytest.raises(NotOursError):
            open_own(path, os.O_WRONLY | os.O_TRUNC, ours=ours)
    assert victim.read_text(encoding="utf-8") == "keep\n"
    hard.unlink()
    fd = open_own(victim, os.O_WRONLY | os.O_TRUNC, ours=lambda fd: True)
    os.close(fd)
    assert victim.read_bytes() == b""


def test_a_temporary_file_swapped_for_a_link_is_not_written(tmp_path: Path) -> None:
    """The temporary file of an atomic write is opened through ``open_own``: a link put in
    its place is refused and its target is untouched."""
    from adjudicator.io.durable import NotOursError, open_temp, temp_beside

    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n", encoding="utf-8")
    with temp_beside(tmp_path / "out.csv") as tmp:
        tmp.unlink()
        tmp.symlink_to(victim)
        with pytest.raises(NotOursError), open_temp(tmp):
            pass
    assert victim.read_text(encoding="utf-8") == "keep\n"
