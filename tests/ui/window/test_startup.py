"""Start-up stays light: the window's modules import no pandas, plotting or scipy."""

from __future__ import annotations

import os
import subprocess
import sys

HEAVY = ("pandas", "matplotlib", "scipy", "sklearn", "pyarrow", "openpyxl")


def test_window_modules_do_not_import_heavy_libraries() -> None:
    """Importing the window leaves pandas & co. for the background loader."""
    code = ("import sys, adjudicator.cli, adjudicator.commands.gui, adjudicator.ui.window.run; "
            f"print([m for m in {HEAVY!r} if m in sys.modules])")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_timing_run_shows_window_then_loads_sample(tmp_path) -> None:
    """`adjudicator --sample --timing` reports the window first, then the loaded sample."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "adjudicator", "--sample", "--timing"], env=env,
                         capture_output=True, text=True, timeout=60, check=True)
    marks = [line.split() for line in out.stdout.splitlines()]
    assert [m[0] for m in marks] == ["window-shown", "data-loaded"]
    assert float(marks[0][1]) <= float(marks[1][1])
    assert not list(tmp_path.rglob("customer_service.adjudication.jsonl"))  # looking only
