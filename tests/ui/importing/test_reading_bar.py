"""The window says how it read a file, above the matrix, each part one click from the import
form; a file with two close readings fails to open and the import dialog offers both."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow

REAL = Path(__file__).parents[2] / "data" / "real"


def _window(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def test_the_reading_is_shown_and_each_part_opens_the_form(qtbot, translators,
                                                           tmp_path: Path) -> None:
    """Gwet's groups example: annotators, the item field and the id on one line; clicking the
    item fields opens the import dialog for the file with that choice's control in focus."""
    path = tmp_path / "groups.csv"
    shutil.copy(REAL / "gwet2014_groups.csv", path)
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    bar = win.reading_bar
    assert bar.isVisible()
    text = bar.text.text()
    assert "4 annotators (Rater1, Rater2, Rater3, Rater4)" in text
    assert '<a href="fields">item fields: Group</a>' in text
    assert '<a href="id">id: Units</a>' in text
    bar.text.linkActivated.emit("fields")
    dialog = win.opener.options_dialog
    assert dialog is not None
    assert dialog.path() == path
    assert dialog.form.strata.hasFocus() or dialog.focusWidget() is dialog.form.strata


def test_two_close_readings_are_offered_in_the_import_dialog(qtbot, translators,
                                                             tmp_path: Path) -> None:
    """TweetEval-Annotated fails to open with both readings named; the dialog shows both,
    and choosing one reads the file that way."""
    path = tmp_path / "tweets.jsonl"
    shutil.copy(REAL / "tweeteval_annotated.jsonl", path)
    win = _window(qtbot, translators)
    win.open_path(path)
    qtbot.waitUntil(lambda: win.loading.message.text().startswith("Could not open"),
                    timeout=10_000)
    assert "two readings of this file are close" in win.loading.message.text()
    qtbot.mouseClick(win.loading.change_button, Qt.MouseButton.LeftButton)
    dialog = win.opener.options_dialog
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None, timeout=10_000)
    assert dialog.choice.isVisible()
    assert len(dialog.choice.buttons) == 2
    first = dialog.choice.readings[0]
    qtbot.mouseClick(dialog.choice.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.settled and dialog.preview is not None
                    and not dialog.choice.isVisible(), timeout=10_000)
    assert not dialog.preview.error
    assert list(dialog.options().annotators) == first.annotators
