"""`export --out` replaces only an earlier export of the same project; --force replaces other
files, but never a decision log, its tip or lock file, or an original pinned by a log."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.store.project import Project
from tests.commands.cmdhelp import write_rows


def _decided(data: Path, tmp_path: Path) -> None:
    """One decision in DATA's log, so there is something to export."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"], ["T2", "no", ""]])
    assert main(["decide", str(data), "--from", str(decisions)]) == 0


def _other_project(tmp_path: Path) -> tuple[Path, Path]:
    """Another project whose original is writable and whose log is kept elsewhere (--log)."""
    folder = tmp_path / "other"
    folder.mkdir()
    original = write_rows(folder / "labels.csv", [["id", "a", "b"], ["x1", "p", "q"],
                                                  ["x2", "p", "p"]])
    (tmp_path / "logs").mkdir()
    log = tmp_path / "logs" / "other.jsonl"
    with Project.open(original, log) as p:
        p.decide("x1", "p", "theirs")
    return original, log


def test_export_never_replaces_another_projects_original(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue 27, item 3): the guard looked for logs only beside the output and one
    folder up, so `export --out` replaced another project's original when that project kept
    its log elsewhere. An existing file that is not an earlier export of this project is now
    refused, naming --force, and left byte for byte."""
    _decided(data, tmp_path)
    original, _log = _other_project(tmp_path)
    before = original.read_bytes()
    capsys.readouterr()
    assert main(["export", str(data), "--out", str(original)]) == 2
    err = capsys.readouterr().err
    assert "not an earlier export of this project" in err
    assert "--force" in err
    assert original.read_bytes() == before


def test_an_earlier_export_of_the_project_is_replaced_an_edited_one_needs_force(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exporting again over this project's own export needs nothing; once the exported file
    was changed by hand it is no longer that export: refused without --force, replaced
    with it."""
    _decided(data, tmp_path)
    out = tmp_path / "final.csv"
    assert main(["export", str(data), "--out", str(out)]) == 0
    assert main(["export", str(data), "--out", str(out)]) == 0
    out.write_text(out.read_text(encoding="utf-8") + "my own row\n", encoding="utf-8")
    edited = out.read_bytes()
    capsys.readouterr()
    assert main(["export", str(data), "--out", str(out)]) == 2
    assert out.read_bytes() == edited
    assert main(["export", str(data), "--out", str(out), "--force"]) == 0
    assert b"my own row" not in out.read_bytes()


def test_force_still_refuses_logs_tips_locks_and_pinned_originals(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--force never replaces another project's log, its tip or lock file, or an original
    pinned by a log in a folder inside the output's folder."""
    _decided(data, tmp_path)
    original, log = _other_project(tmp_path)
    with Project.open(original, log):  # holds the lock: the lock file names this process
        pass
    lock = log.with_name(log.name + ".lock")
    lock.write_text('{"pid": 1, "host": "h", "user": "u", "since": "s"}\n', encoding="utf-8")
    tip = log.with_name(log.name + ".tip")
    moved = tmp_path / "logs" / "labels.csv"  # an original in the folder that holds a log
    original.rename(moved)
    pinned_here = tmp_path / "pinned.csv"
    pinned_here.write_bytes(moved.read_bytes())
    (tmp_path / "sub").mkdir()
    sub_log = tmp_path / "sub" / "p.jsonl"
    with Project.open(pinned_here, sub_log) as p:
        p.decide("x2", "p", "")
    for target in (log, tip, lock, pinned_here):
        before = target.read_bytes()
        capsys.readouterr()
        fmt = [] if target.suffix in (".jsonl", ".csv") else ["--format", "csv"]
        assert main(["export", str(data), "--out", str(target), *fmt, "--force"]) == 2, target
        assert "refusing" in capsys.readouterr().err
        assert target.read_bytes() == before
