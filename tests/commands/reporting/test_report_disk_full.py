"""Reports, figures and merged logs on a full disk: an error naming the file, no file left."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.io import durable

DISK = 64 * 1024  # a report PDF of the fixture is larger: it cannot fit


@contextlib.contextmanager
def _full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on a 64 KiB tmpfs where this process may mount one; elsewhere a folder whose
    temporary files fail with ENOSPC when written (injected at the write layer)."""
    with tempfile.TemporaryDirectory(prefix="adj-full-") as where:
        disk = Path(where) / "disk"
        disk.mkdir()
        mounted = hasattr(os, "geteuid") and os.geteuid() == 0 and subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={DISK}", "tmpfs", str(disk)],
            capture_output=True, check=False).returncode == 0
        if not mounted:
            real = durable.open_temp

            def full(tmp: Path) -> object:
                if tmp.parent == disk:
                    raise OSError(errno.ENOSPC, "No space left on device")
                return real(tmp)

            monkeypatch.setattr(durable, "open_temp", full)
        try:
            yield disk
        finally:
            if mounted:
                subprocess.run(["umount", str(disk)], capture_output=True, check=False)


@pytest.mark.parametrize("name", ["r.pdf", "r.html"])
def test_a_report_on_a_full_disk_is_an_error_naming_the_file(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Regression (issue 27, item 4): `report --out r.pdf --no-record` on a full disk exited
    0 with a truncated PDF (Qt's writer reports no error). The PDF is now made in memory and
    written as the exports are: exit 2, the error names the file, and nothing is left."""
    padding = "x" * 30_000  # makes the HTML report too large for the disk as well
    assert main(["note", str(data), padding]) == 0
    capsys.readouterr()
    with _full_disk(monkeypatch) as disk:
        out = disk / name
        assert main(["report", str(data), "--out", str(out), "--no-record"]) == 2
        err = capsys.readouterr().err
        assert str(out) in err
        assert "disk is full" in err
        assert list(disk.iterdir()) == []


def test_figures_on_a_full_disk_name_the_file(data: Path, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Figures written into a full folder: the error names the figure's file."""
    with _full_disk(monkeypatch) as disk:
        (disk / "filler").write_bytes(b"\0" * (DISK - 8192))
        assert main(["report", str(data), "--out", str(tmp_path / "r.html"), "--no-record",
                     "--figures", str(disk)]) == 2
        err = capsys.readouterr().err
        assert "disk is full" in err
        assert str(disk) in err
        assert sorted(p.name for p in disk.iterdir()) == ["filler"]


def test_a_merge_on_a_full_disk_names_the_file(data: Path, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A merged log that cannot be written names the file, and nothing is left."""
    decisions = tmp_path / "d.csv"
    decisions.write_text("item,label,rationale\nT2,no," + "y" * 70_000 + "\n", encoding="utf-8")
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    log = data.with_name("items.adjudication.jsonl")
    capsys.readouterr()
    with _full_disk(monkeypatch) as disk:
        out = disk / "merged.jsonl"
        assert main(["merge", str(log), str(log), "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert str(out) in err
        assert "disk is full" in err
        assert list(disk.iterdir()) == []
