"""With three annotators, the summary bar chooses which pair the matrix and statistics show."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow

DATA = Path(__file__).parents[2] / "data" / "ui" / "three_annotators.csv"


@pytest.fixture
def three(qtbot, translators, tmp_path: Path) -> MainWindow:
    """The window on a three-annotator file (copied, so its log is private)."""
    path = tmp_path / DATA.name
    shutil.copyfile(DATA, path)
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    win.open_path(path, None, "tester")
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    return win


def test_choosers_appear_only_for_more_than_two(three: MainWindow, window: MainWindow) -> None:
    """Three annotators get the pair choosers; the two-annotator sample does not."""
    assert not three.work.summary.first.isHidden()
    assert window.work.summary.first.isHidden()


def test_choosing_a_pair_recomputes_the_matrix(qtbot, three: MainWindow) -> None:
    """Picking ann_a vs ann_c (arrow key on the second chooser) shows their matrix and stats."""
    summary = three.work.summary
    assert summary.second.currentText() == "ann_b"
    qtbot.keyClick(summary.second, Qt.Key.Key_Down)
    assert summary.second.currentText() == "ann_c"
    s = three.session
    assert s.pair == (0, 2)
    assert np.array_equal(three.work.confusion.model.table, s.ratings.pair_table(0, 2))
    assert three.stats.n == int(s.ratings.pair_table(0, 2).sum())
    assert three.work.confusion.model.raters == ("ann_a", "ann_c")


def test_item_list_shows_every_annotator(three: MainWindow) -> None:
    """The list has one label column per annotator, whatever pair is compared."""
    model = three.model
    headers = [model.headerData(c, 1) for c in range(model.columnCount())]
    assert headers[2:5] == ["ann_a", "ann_b", "ann_c"]
