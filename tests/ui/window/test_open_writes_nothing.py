"""Looking writes nothing beside the data: opening a file in the window, with --screenshot, or
with `agree` and `report --no-record` leaves its folder as it was; the lead's first event
creates the log, with the moment results were first shown; a folder that cannot be written
opens for viewing with a notice saying where the log would go."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path
from adjudicator.store.shown import first_shown


def _listing(folder: Path) -> list[str]:
    return sorted(os.listdir(folder))


def test_opening_in_the_window_writes_nothing_until_the_first_decision(
        qtbot, open_window, translators, sample_copy: Path) -> None:  # type: ignore[no-untyped-def]
    """κ on screen, nothing beside the data; the first decision creates the log, whose first
    event is the viewing at the time the settings kept."""
    before = _listing(sample_copy.parent)
    window = open_window(sample_copy, translators)
    qtbot.waitUntil(lambda: not window.opening, timeout=10_000)
    session = window.session
    assert session.state.results_seen
    assert _listing(sample_copy.parent) == before
    assert session.durable  # decisions can be saved: the log is created when one is made
    shown = first_shown(session.project.originals_key)
    assert shown is not None
    session.decide(int(session.disputed.nonzero()[0][0]), 0, "checked")
    log = default_log_path(sample_copy)
    assert sorted(set(_listing(sample_copy.parent)) - set(before)) == sorted(
        [log.name, log.name + ".lock", log.name + ".tip"])
    events = read_log(log).events
    assert [e.kind for e in events] == ["viewed", "decide"]
    assert events[0].time == shown.time  # type: ignore[attr-defined]


def test_a_read_only_folder_opens_for_viewing_with_the_notice(
        qtbot, open_window, translators, sample_copy: Path, tmp_path: Path,
        make_unwritable) -> None:  # type: ignore[no-untyped-def]
    """The window opens the data, says the folder cannot be written, where the log would be
    and that --log puts it elsewhere; decisions are off and nothing is written."""
    before = _listing(sample_copy.parent)
    make_unwritable(sample_copy.parent)
    window = open_window(sample_copy, translators)
    qtbot.waitUntil(lambda: not window.opening, timeout=10_000)
    banner = window.work.banner
    assert banner.isVisible()
    text = banner.text()
    assert str(sample_copy.parent) in text
    assert default_log_path(sample_copy).name in text
    assert "--log" in text
    assert not window.session.durable
    window.grab().save(str(tmp_path / "read-only-folder.png"))
    assert _listing(sample_copy.parent) == before


def _adjudicator(*args: str) -> subprocess.CompletedProcess[str]:
    """The program in its own process, with this test's settings folders."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    code = "import sys; from adjudicator.cli import main; raise SystemExit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


def test_screenshot_agree_and_report_no_record_write_nothing_beside_the_data(
        sample_copy: Path, tmp_path: Path) -> None:
    """--screenshot, agree and report --no-record: the data's folder is unchanged."""
    out = tmp_path.parent / f"{tmp_path.name}-out"
    out.mkdir()
    before = _listing(sample_copy.parent)
    done = _adjudicator(str(sample_copy), "--screenshot", str(out / "w.png"))
    assert done.returncode == 0, done.stderr
    assert main(["agree", str(sample_copy)]) == 0
    assert main(["report", str(sample_copy), "--out", str(out / "r.html"), "--no-record"]) == 0
    assert _listing(sample_copy.parent) == before
