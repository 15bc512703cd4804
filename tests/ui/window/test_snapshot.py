"""`adjudicator FILE --screenshot OUT.png`: the real window rendered offscreen, then exit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage


def _adjudicator(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home),
           "XDG_DATA_HOME": str(home)}
    code = "import sys; from adjudicator.cli import main; raise SystemExit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


def test_screenshot_saves_the_loaded_window(sample_copy: Path, tmp_path: Path) -> None:
    """Exit 0 and a 1280 x 800 PNG of the window with the file in it."""
    out = tmp_path / "window.png"
    done = _adjudicator(str(sample_copy), "--screenshot", str(out), home=tmp_path)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert len({image.pixel(x, y) for x in range(0, 1280, 20) for y in range(0, 800, 20)}) > 20


def test_screenshot_of_a_bad_file_fails_and_saves_nothing(tmp_path: Path) -> None:
    """A file that cannot be read: exit 2 (the file's fault, as `agree` says it), its reason
    on stderr, no PNG."""
    bad = tmp_path / "bad.csv"
    bad.write_text("only_one_column\nx\n", encoding="utf-8")
    out = tmp_path / "window.png"
    done = _adjudicator(str(bad), "--screenshot", str(out), home=tmp_path)
    assert done.returncode == 2
    assert "adjudicator: error: bad.csv" in done.stderr
    assert not out.exists()


def test_opening_a_log_opens_its_data_with_that_log(sample_copy: Path, tmp_path: Path) -> None:
    """A double-clicked `.adjudication.jsonl` opens the labels it was made for, and no second
    log is written beside it."""
    from adjudicator.store.project import Project

    with Project.open(sample_copy) as project:
        log = project.start_log().log_path
    assert log.is_file()
    done = _adjudicator(str(log), "--screenshot", str(tmp_path / "b.png"), home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in sample_copy.parent.glob("*.jsonl")) == [log.name]


def test_a_log_whose_data_is_gone_is_a_clear_error(tmp_path: Path) -> None:
    """The header names a file that is not there: InputError naming it, nothing opened."""
    from adjudicator.commands.gui import data_of_log
    from adjudicator.core.errors import InputError

    log = tmp_path / "x.adjudication.jsonl"
    log.write_text('{"format":"adjudicator-log","originals":[{"path":"gone.csv"}]}\n',
                   encoding="utf-8")
    with pytest.raises(InputError, match=r"gone\.csv"):
        data_of_log(log)
    log.write_text("not json\n", encoding="utf-8")
    with pytest.raises(InputError, match="decision log"):
        data_of_log(log)
