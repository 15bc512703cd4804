"""Files Finder asks the program to open (macOS sends them as QFileOpenEvent to the application
object, not as arguments) open in the window as the same file on the command line does."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from adjudicator.commands.gui import data_and_log
from adjudicator.store.tip import tip_path
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.window.app import FileOpenEvents
from adjudicator.ui.window.main_window import MainWindow
from adjudicator.ui.window.run import document_opener


@pytest.fixture
def empty_window(qtbot: QtBot, translators: Translators) -> Iterator[MainWindow]:
    """The real window with nothing open, taking file-open events as run_window sets it up."""
    window = MainWindow(translators)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    relay = FileOpenEvents(QApplication.instance(),  # type: ignore[arg-type]
                           document_opener(window, data_and_log))
    yield window
    QApplication.instance().removeEventFilter(relay)  # type: ignore[union-attr]
    relay.deleteLater()
    if window.session is not None:
        window.session.close()


def _finder_opens(path: Path) -> bool:
    """Send the application object the event Finder's double-click produces."""
    app = QApplication.instance()
    assert app is not None
    return QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))


def test_a_data_file_from_finder_opens_with_its_log_beside_it(
        qtbot: QtBot, empty_window: MainWindow, sample_copy: Path) -> None:
    """A labels file: loaded, its decision log to be created beside it by the first event
    (opening writes nothing)."""
    assert _finder_opens(sample_copy)  # taken by the relay, not left to Qt
    qtbot.waitUntil(lambda: empty_window.session is not None, timeout=10_000)
    project = empty_window.session.project  # type: ignore[union-attr]
    assert project.data_path == sample_copy
    assert project.log_path == sample_copy.with_name("customer_service.adjudication.jsonl")
    assert project.log_pending
    assert not project.log_path.exists()


def test_a_decision_log_from_finder_opens_its_data_with_that_log(
        qtbot: QtBot, open_window: Callable[..., MainWindow], translators: Translators,
        empty_window: MainWindow, sample_copy: Path) -> None:
    """A `.adjudication.jsonl` of another name: its data opens with that log, no new one."""
    first = open_window(sample_copy, translators)
    assert first.session is not None
    log = first.session.project.start_log().log_path  # the log beside the data
    first.session.close()
    first.session = None
    moved = log.rename(log.with_name("round1.adjudication.jsonl"))
    tip_path(log).rename(tip_path(moved))  # a log is moved with its tip
    assert _finder_opens(moved)
    qtbot.waitUntil(lambda: empty_window.session is not None, timeout=10_000)
    project = empty_window.session.project  # type: ignore[union-attr]
    assert (project.data_path, project.log_path) == (sample_copy, moved)
    assert not log.exists()  # no second log started beside the data


def test_a_broken_log_from_finder_is_said_on_the_welcome_page(
        empty_window: MainWindow, tmp_path: Path) -> None:
    """A log whose data is gone: the window stays, the welcome page names the missing file."""
    log = tmp_path / "x.adjudication.jsonl"
    log.write_text('{"format":"adjudicator-log","originals":[{"path":"gone.csv"}]}\n',
                   encoding="utf-8")
    assert _finder_opens(log)
    assert empty_window.session is None
    assert "gone.csv" in empty_window.opener.page.message.text()


def test_the_relay_takes_only_file_open_events_sent_to_the_application(
        qapp: QApplication) -> None:
    """Other events, and a file-open event addressed to another object, pass through."""
    seen: list[Path] = []
    relay = FileOpenEvents(qapp, seen.append)
    try:
        assert not relay.eventFilter(qapp, QEvent(QEvent.Type.User))
        assert not relay.eventFilter(QObject(), QFileOpenEvent("/nowhere.csv"))
        assert seen == []
        assert _finder_opens(Path("/data/labels.csv"))
        assert seen == [Path("/data/labels.csv")]
    finally:
        qapp.removeEventFilter(relay)
        relay.deleteLater()
