"""A cancelled export or load leaves nothing new on disk (issue 11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.ui.window.exporter import ExportJob
from adjudicator.ui.window.main_window import MainWindow


def _files(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir()}


def test_cancelled_export_writes_no_file(qtbot, window: MainWindow, tmp_path: Path,
                                         monkeypatch) -> None:
    """Cancel pressed while the export runs: no data file, no disagreements, no manifest and no
    temp file appear, and the status bar says so."""
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    original = ExportJob._progress
    calls: list[float] = []

    def press_cancel_midway(job: ExportJob, fraction: float) -> None:
        calls.append(fraction)
        if fraction >= 0.2:  # the frames are built; the files are being written
            job.cancel()
        original(job, fraction)

    monkeypatch.setattr(ExportJob, "_progress", press_cancel_midway)
    window.exporter.export(window.session.project, out_dir / "final.csv")
    qtbot.waitUntil(lambda: window.exporter.busy is None, timeout=10_000)
    assert "cancelled" in window.statusBar().currentMessage()
    assert calls[-1] == pytest.approx(0.2)
    assert _files(out_dir) == set()


def test_export_dialog_cancel_button_stops_the_job(qtbot, window: MainWindow,
                                                   tmp_path: Path) -> None:
    """The progress dialog has a Cancel button wired to the job."""
    job = window.exporter.export(window.session.project, tmp_path / "x.csv")
    busy = window.exporter.busy
    assert busy is not None
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    button = busy.findChild(QPushButton)
    assert button is not None
    assert button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert job._cancel
    qtbot.waitUntil(lambda: window.exporter.busy is None, timeout=10_000)


def test_cancelled_first_load_leaves_no_log_or_lock(sample_copy: Path) -> None:
    """A cancel after the new log was written (here: when the session is ready) removes the
    log and its lock file again; the folder holds only the data."""
    from adjudicator.ui.common.workers import CancelledError, open_session

    before = _files(sample_copy.parent)

    def cancel_when_ready(fraction: float, _message: str) -> None:
        if fraction >= 1.0:
            raise CancelledError

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", cancel_when_ready)
    assert _files(sample_copy.parent) == before


@pytest.mark.parametrize("at", [0.3, 0.97])
def test_cancel_at_any_stage_of_a_first_load_leaves_nothing(sample_copy: Path, at: float
                                                            ) -> None:
    """During the read (before the log exists) or the replay (after): nothing is left."""
    from adjudicator.ui.common.workers import CancelledError, open_session

    before = _files(sample_copy.parent)
    seen: list[float] = []

    def cancel_at(fraction: float, _message: str) -> None:
        seen.append(fraction)
        if fraction >= at:
            raise CancelledError

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", cancel_at)
    assert seen[-1] >= at
    assert _files(sample_copy.parent) == before


def test_cancel_keeps_an_existing_log(sample_copy: Path) -> None:
    """A log that existed before the open (with decisions) is never removed by a cancel."""
    from adjudicator.ui.common.workers import CancelledError, open_session

    session = open_session(sample_copy, None, "tester", lambda f, m: None)
    session.decide(0, 0, "kept")
    log = Path(session.project.log_path)
    session.close()
    size = log.stat().st_size

    def cancel_when_ready(fraction: float, _message: str) -> None:
        if fraction >= 1.0:
            raise CancelledError

    with pytest.raises(CancelledError):
        open_session(sample_copy, None, "tester", cancel_when_ready)
    assert log.stat().st_size == size
