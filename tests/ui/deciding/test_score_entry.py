"""Adjudicating scores in the real window (Shrout & Fleiss's 6 targets x 4 judges): M takes
the annotators' mean, D their median, and a number typed in the final-value box and Enter
records it; each is one decision whose log line keeps the value and what the lead chose
("mean", "median", "typed"); a value that is no label shows in the list and undoes like any
decision. Labels that are names show no entry, and M does nothing there. In Chinese too."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from adjudicator.ui.window.main_window import MainWindow

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


@pytest.fixture
def scores(open_window, translators, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    return open_window(data, translators)  # type: ignore[no-any-return]


def _key(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def _logged(win: MainWindow) -> list[dict]:
    log = Path(win.session.project.log_path)
    if not log.exists():  # written with the first event
        return []
    lines = log.read_text(encoding="utf-8").splitlines()[1:]
    return [e for e in map(json.loads, lines) if e["type"] == "decide"]


def _final_shown(win: MainWindow, row: int) -> str:
    model = win.model
    return str(model.data(model.index(row, model.COL_FINAL)))


def test_mean_median_and_typed_values_are_recorded(qtbot, scores: MainWindow) -> None:
    win, entry = scores, scores.work.decision.score
    s = win.session
    assert entry.isVisible()
    win.select_row(0)  # 9 2 5 8
    assert entry.mean.text() == "M  Mean 6"
    assert entry.median.text() == "D  Median 6.5"
    win.work.table.setFocus()
    _key(qtbot, Qt.Key.Key_M)
    d = s.decision(0)
    assert (d.value, d.value_from, d.label) == (6.0, "mean", "6")
    assert s.ratings.labels[s.final_code(0)] == "6"  # a value that is a label is that label
    win.select_row(1)  # 6 1 3 2
    win.work.decision.text_area.setFocus()  # the item display takes the keys too
    _key(qtbot, Qt.Key.Key_D)
    d = s.decision(1)
    assert (d.value, d.value_from) == (2.5, "median")
    assert s.final_code(1) == -1
    assert s.status(1) == 1
    assert _final_shown(win, 1) == "2.5"
    win.select_row(2)  # 8 4 6 8
    entry.box.setFocus()
    qtbot.keyClicks(entry.box, "6.25")
    _key(qtbot, Qt.Key.Key_Return)
    d = s.decision(2)
    assert (d.value, d.value_from) == (6.25, "typed")
    logged = _logged(win)
    assert [(e["value"], e["value_from"]) for e in logged] == [
        (6.0, "mean"), (2.5, "median"), (6.25, "typed")]
    assert s.state.final_values().tolist()[:3] == [6.0, 2.5, 6.25]
    win.undo_stack.undo()  # a revert event: the item is unresolved again
    assert s.decision(2) is None
    assert s.unresolved()[2]


def test_a_partial_number_records_nothing(qtbot, scores: MainWindow) -> None:
    win, entry = scores, scores.work.decision.score
    win.select_row(3)
    entry.box.setFocus()
    qtbot.keyClicks(entry.box, "abc-")
    _key(qtbot, Qt.Key.Key_Return)
    assert win.session.decision(3) is None
    assert _logged(win) == []


def test_the_recorded_value_shows_again(qtbot, scores: MainWindow) -> None:
    win, entry = scores, scores.work.decision.score
    win.select_row(4)  # 10 5 6 9: median 7.5
    win.work.table.setFocus()
    _key(qtbot, Qt.Key.Key_D)
    win.select_row(4)
    assert entry.box.text() == "7.5"


def test_names_show_no_entry_and_m_does_nothing(qtbot, window: MainWindow) -> None:
    entry = window.work.decision.score
    assert not entry.isVisible()
    window.work.table.setFocus()
    before = window.session.state.last_seq
    _key(qtbot, Qt.Key.Key_M)
    assert window.session.state.last_seq == before


def test_the_entry_in_chinese(qtbot, scores: MainWindow, translators) -> None:  # type: ignore[no-untyped-def]
    translators.apply("zh_TW")
    scores.select_row(0)
    entry = scores.work.decision.score
    qtbot.waitUntil(lambda: entry.mean.text() == "M  平均數 6", timeout=5_000)
    assert entry.median.text() == "D  中位數 6.5"
    assert "最終數值" in entry.caption.text()
