"""`adjudicator [--sample]`: argument parsing, display detection, and the headless path."""

from __future__ import annotations

import os
import subprocess
import sys

import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.commands.gui import (
    allow_offscreen_fallback,
    display_available,
    parse_args,
    sample_path,
)


def test_no_display_detected_on_bare_linux() -> None:
    """Linux with no DISPLAY, no WAYLAND_DISPLAY and no QT_QPA_PLATFORM has no display."""
    assert not display_available({}, "linux")
    assert not display_available({"DISPLAY": ""}, "linux")


@pytest.mark.parametrize("env", [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"},
                                 {"QT_QPA_PLATFORM": "offscreen"}])
def test_any_display_variable_counts(env: dict[str, str]) -> None:
    """Any one of the three variables lets Qt start."""
    assert display_available(env, "linux")


def test_macos_and_windows_always_have_a_display() -> None:
    """Only X11/Wayland systems can lack a display."""
    assert display_available({}, "darwin")
    assert display_available({}, "win32")


def test_parses_file_sample_log_and_language() -> None:
    """The documented options reach the window."""
    args = parse_args(["data.csv", "--log", "d.jsonl", "--lang", "zh_TW"])
    assert (args.file, args.log, args.lang, args.sample) == ("data.csv", "d.jsonl", "zh_TW", False)
    assert parse_args(["--sample"]).sample


def test_headless_sample_prints_note_and_kappa(tmp_path) -> None:
    """With no display, `python -m adjudicator --sample` exits 0 with the note and κ."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "adjudicator", "--sample"], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert "no display" in first
    frame = pd.read_csv(sample_path())
    kappa = cohen_kappa_score(frame["wang_fang"], frame["li_qiang"])
    assert f"{kappa:.3f}" in done.stdout
    assert "Traceback" not in done.stderr


def test_fallback_is_set_only_when_the_user_chose_no_platform() -> None:
    """X11 gets "xcb;offscreen", Wayland tries wayland first; a user's choice is kept."""
    env = {"DISPLAY": ":0"}
    assert allow_offscreen_fallback(env, "linux")
    assert env["QT_QPA_PLATFORM"] == "xcb;offscreen"
    wayland = {"WAYLAND_DISPLAY": "wayland-0"}
    assert allow_offscreen_fallback(wayland, "linux")
    assert wayland["QT_QPA_PLATFORM"] == "wayland;xcb;offscreen"
    chosen = {"QT_QPA_PLATFORM": "offscreen"}
    assert not allow_offscreen_fallback(chosen, "linux")
    assert chosen == {"QT_QPA_PLATFORM": "offscreen"}
    assert not allow_offscreen_fallback({}, "darwin")


def test_unusable_display_prints_summary_instead_of_aborting(tmp_path) -> None:
    """A DISPLAY nobody serves does not crash in Qt: note, summary, exit 0."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(DISPLAY=":987", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "adjudicator", "--sample"], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert "display could not be opened" in done.stdout
    assert "Cohen" in done.stdout


def test_screenshot_saves_a_png_and_exits_0(tmp_path) -> None:
    """`adjudicator FILE --screenshot OUT.png --size 1024x700` writes a PNG of that size."""
    from PySide6.QtGui import QImage

    data = tmp_path / "sample.csv"
    data.write_bytes(sample_path().read_bytes())
    out = tmp_path / "shot.png"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-m", "adjudicator", str(data), "--screenshot",
                           str(out), "--size", "1024x700", "--lang", "zh_CN"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_screenshot_size_is_checked() -> None:
    """A malformed size is refused with the expected form."""
    from adjudicator.core.errors import InputError

    with pytest.raises(InputError, match="WIDTHxHEIGHT"):
        parse_args(["data.csv", "--screenshot", "x.png", "--size", "big"])
    assert parse_args(["d.csv", "--screenshot", "x.png", "--size", "1024x768"]).size == (1024, 768)
