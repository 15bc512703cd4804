"""Regression (issue 12, smaller): a decision refused by a full disk said "the disk is full"
without naming a file, because the write call names none. The error now names the log, the
partial line is cut back, and the log takes appends again once there is room."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from storehelp import write_sample

from adjudicator.cli import main
from adjudicator.store import logwriter as logmod
from adjudicator.store.logread import read_log
from adjudicator.store.project import Project, default_log_path


def _full_disk_after(limit: int):  # type: ignore[no-untyped-def]
    """A write_all that writes ``limit`` bytes of a line, then fails as a full disk does."""
    real = logmod.write_all

    def write_all(fd: int, data: bytes) -> None:
        real(fd, data[:limit])
        raise OSError(errno.ENOSPC, "No space left on device")

    return write_all


@pytest.mark.parametrize("limit", [0, 7])
def test_a_full_disk_names_the_log_and_loses_nothing(data: Path, limit: int,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    log = default_log_path(data)
    with Project.open(data) as p:
        p.decide("I01", "正面", "fits")
        size = log.stat().st_size
        monkeypatch.setattr(logmod, "write_all", _full_disk_after(limit))
        with pytest.raises(OSError, match="No space left") as err:
            p.decide("I02", "负面", "does not fit")
        assert err.value.errno == errno.ENOSPC
        assert err.value.filename == str(log)
        assert log.stat().st_size == size  # the partial line was cut back
        assert p.state.last_seq == 1  # nothing changed in memory either
        assert p.state.decision("I02") is None
        monkeypatch.undo()
        p.decide("I02", "负面", "room again")
    assert [e.seq for e in read_log(log).events] == [1, 2]


def test_decide_on_a_full_disk_names_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator decide` says which file could not be written, exit 2, no traceback."""
    data = write_sample(tmp_path)
    Project.open(data).start_log().close()
    source = tmp_path / "d.csv"
    source.write_text("item,label\nI01,正面\n", encoding="utf-8")
    monkeypatch.setattr(logmod, "write_all", _full_disk_after(0))
    assert main(["decide", str(data), "--from", str(source)]) == 2
    err = capsys.readouterr().err
    assert f"{default_log_path(data)}: the disk is full" in err
    assert "Traceback" not in err
