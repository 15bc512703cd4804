"""Test-wide setup: offscreen Qt, a fresh matplotlib cache, settings kept out of the user's,
and hypothesis without wall-clock deadlines."""

from __future__ import annotations

import atexit
import functools
import os
import re
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if "MPLCONFIGDIR" not in os.environ:
    # A cache of our own for this run, removed when the run ends (one left per run piles up).
    _mpl_dir = tempfile.mkdtemp(prefix="adj-mpl-")
    os.environ["MPLCONFIGDIR"] = _mpl_dir
    atexit.register(shutil.rmtree, _mpl_dir, ignore_errors=True)

# No property test may fail because the machine is slow: no per-example deadline and no
# "data generation too slow" health check (speed is measured in benchmarks/, not asserted).
settings.register_profile("adjudicator", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("adjudicator")

#: the least time a GUI test waits for a condition or a signal (ms): a wait ends as soon as its
#: condition holds, so a long one costs nothing on a fast machine and keeps a test from
#: failing because a loaded machine ran a background step late
PATIENCE_MS = 60_000


def _patient(wait: Callable[..., Any]) -> Callable[..., Any]:
    """``wait`` (a QtBot method) with its timeout raised to at least ``PATIENCE_MS``; a
    timeout of 0 or less (wait without end) is kept."""
    @functools.wraps(wait)
    def patient(self: Any, *args: Any, timeout: int = 5000, **kwargs: Any) -> Any:
        if timeout and timeout > 0:
            timeout = max(timeout, PATIENCE_MS)
        return wait(self, *args, timeout=timeout, **kwargs)
    return patient


try:
    from pytestqt.qtbot import QtBot
except ImportError:  # a machine without Qt runs the tests not marked gui
    pass
else:
    for _name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback"):
        setattr(QtBot, _name, _patient(getattr(QtBot, _name)))

DATA = Path(__file__).parent / "data"
#: pytest-qt's fixtures, and an import that starts Qt, the window or the printer
QT_FIXTURES = frozenset({"qtbot", "qapp", "qtmodeltester", "qtlog"})
QT_IMPORT = re.compile(r"^\s*(?:from|import) (?:PySide6|adjudicator\.ui|adjudicator\.printing)\b",
                       re.M)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that starts Qt is a ``gui`` test, so ``-m "not gui"`` runs the rest on a
    machine without Qt's libraries: those that ask for pytest-qt's fixtures (the window
    fixtures ask for qtbot) and those in a file that imports Qt, the window or the printer."""
    imports_qt: dict[Path, bool] = {}
    for item in items:
        path = Path(str(item.path))
        if path not in imports_qt:
            imports_qt[path] = path.suffix == ".py" and bool(
                QT_IMPORT.search(path.read_text(encoding="utf-8")))
        if imports_qt[path] or QT_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.gui)


@pytest.fixture
def data_dir() -> Path:
    """The folder of test input files (each with its source and licence noted)."""
    return DATA


@pytest.fixture(autouse=True)
def _isolated_settings(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keep QSettings and any per-user files away from the developer's real ones."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))


@pytest.fixture
def open_window(qtbot):  # type: ignore[no-untyped-def]
    """``open_window(path, translators, annotator="tester")``: the real main window at
    1280x800 with ``path`` loaded through the background loader (waits until it is); every
    window opened so is closed after the test. Qt is imported only by tests that use it."""
    from adjudicator.ui.window.main_window import MainWindow

    opened: list[MainWindow] = []

    def open_(path: Path, translators: object, annotator: str = "tester") -> MainWindow:
        win = MainWindow(translators)  # type: ignore[arg-type]
        qtbot.addWidget(win)
        win.resize(1280, 800)
        win.show()
        win.open_path(path, None, annotator)
        qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
        opened.append(win)
        return win

    yield open_
    for win in opened:
        win.close()


@pytest.fixture
def make_unwritable():  # type: ignore[no-untyped-def]
    """``make_unwritable(folder)``: the folder made unwritable for this process until the
    test ends. chmod is enough for a user; root (as these tests may run) ignores it, so the
    folder is then also made immutable (``chattr +i``, which binds root too). The test is
    skipped only where neither makes the folder unwritable."""
    import subprocess

    changed: list[tuple[Path, bool]] = []

    def make(folder: Path) -> None:
        folder.chmod(0o555)
        immutable = False
        if os.access(folder, os.W_OK) and shutil.which("chattr"):
            immutable = subprocess.run(["chattr", "+i", str(folder)], capture_output=True,
                                       check=False).returncode == 0
        changed.append((folder, immutable))
        if os.access(folder, os.W_OK):
            pytest.skip("this machine cannot make a folder unwritable for this user")

    yield make
    for folder, immutable in changed:
        if immutable:
            subprocess.run(["chattr", "-i", str(folder)], check=False)
        folder.chmod(0o755)
