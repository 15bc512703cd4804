"""A log cut short on the command line (in-process): every command that writes or exports
refuses it with the way out; `log` shows it read-only; `note --accept-shorter-log` accepts it,
recording the acceptance, and the other commands work again."""

from __future__ import annotations

from pathlib import Path

import pytest
from cmdhelp import write_rows

from adjudicator.cli import main
from adjudicator.core.adjudication.events import Note
from adjudicator.store.project import Project, default_log_path
from adjudicator.store.tip import tip_path


@pytest.fixture
def cut(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Three decisions, then the last two lines removed (as `head -n -2` would)."""
    rows = [["item", "label", "rationale"], ["T2", "yes", "a"], ["T4", "no", "b"],
            ["T6", "yes", "c"]]
    assert main(["decide", str(data), "--from", str(write_rows(tmp_path / "d.csv", rows))]) == 0
    log = default_log_path(data)
    lines = log.read_bytes().splitlines(keepends=True)
    log.write_bytes(b"".join(lines[:-2]))
    capsys.readouterr()
    return data


def test_decide_export_and_tag_refuse_a_cut_log(cut: Path, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 2, one message naming the log, the tip, the missing events and the option."""
    log = default_log_path(cut)
    before = log.read_bytes(), tip_path(log).read_bytes()
    source = write_rows(tmp_path / "e.csv", [["item", "label"], ["T1", "no"]])
    for argv in (["decide", str(cut), "--from", str(source)],
                 ["export", str(cut), "--out", str(tmp_path / "final.csv")],
                 ["tag", str(cut), "v1"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert str(log) in err
        assert "ends at event 1" in err
        assert "recorded event 3" in err
        assert "--accept-shorter-log" in err
        assert "Traceback" not in err
    assert (log.read_bytes(), tip_path(log).read_bytes()) == before
    assert not (tmp_path / "final.csv").exists()


def test_log_shows_a_cut_log_read_only(cut: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The history stays readable, with the reason on stderr."""
    assert main(["log", str(cut)]) == 0
    assert "events are missing" in capsys.readouterr().err


def test_note_accepts_the_shorter_log(cut: Path, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The acceptance and the note (the reason) are recorded; decide works again."""
    assert main(["note", str(cut), "restored Monday's copy on purpose",
                 "--accept-shorter-log"]) == 0
    assert "accepted" in capsys.readouterr().err
    with Project.open(cut, read_only=True) as p:
        accepted, reason = p.state.events[-2:]
        assert isinstance(accepted, Note)
        assert "recorded event 3" in accepted.text
        assert isinstance(reason, Note)
        assert reason.text == "restored Monday's copy on purpose"
    source = write_rows(tmp_path / "e.csv", [["item", "label"], ["T1", "no"]])
    assert main(["decide", str(cut), "--from", str(source)]) == 0
