"""At 1,024 x 768 the item list's text column is readable (>= 220 px with two annotators,
>= 160 px with three, in English and 简体中文) and no widget is narrower than it needs; at
1,280 px the statistics column is as wide as its numbers (no sideways scrolling)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QWidget

from adjudicator.ui.window.column_plan import Needs, label_widths, plan
from adjudicator.ui.window.main_window import MainWindow

THREE = Path(__file__).parents[2] / "data" / "ui" / "three_annotators.csv"
CHECKED = (QLabel, QAbstractButton, QComboBox, QLineEdit)


def _clipped(root: QWidget) -> list[str]:
    """Visible labels, buttons, combos and boxes narrower than their minimum size."""
    return [f"{type(w).__name__} {w.objectName()} {w.width()} < {w.minimumSizeHint().width()}"
            for w in root.findChildren(QWidget)
            if isinstance(w, CHECKED) and w.isVisible() and 0 < w.width()
            < w.minimumSizeHint().width()]


def _at(qtbot, win: MainWindow, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    win.resize(width, height)
    qtbot.waitUntil(lambda: win.width() == width, timeout=3000)
    qtbot.wait(100)  # the column plan runs once the new width is laid out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize(("which", "least"), [("sample", 220), ("three", 160)])
def test_text_column_is_readable_at_1024(qtbot, open_window, translators, sample_copy: Path,
                                         tmp_path: Path, lang: str, which: str, least: int
                                         ) -> None:
    """The text column keeps its width; nothing is clipped; the statistics column scrolls
    sideways rather than squeeze the list, and keeps at least its floor."""
    translators.apply(lang)
    path = sample_copy
    if which == "three":
        path = tmp_path / THREE.name
        shutil.copyfile(THREE, path)
    win = open_window(path, translators)
    _at(qtbot, win, 1024, 768)
    m, t = win.model, win.work.table
    # the plan runs once the new width is laid out (later on a busy machine)
    qtbot.waitUntil(lambda: t.columnWidth(m.COL_TEXT) >= least, timeout=5000)
    text = t.columnWidth(m.COL_TEXT)
    qtbot.waitUntil(lambda: _clipped(win) == [], timeout=5000)  # once laid out
    assert win.work.stats_area.width() >= min(win.work.left.minimumWidth(), 216)
    for col in range(m.COL_TEXT + 1, m.COL_FINAL):  # the labels themselves fit
        widest = max(t.fontMetrics().horizontalAdvance(x) for x in win.session.ratings.labels)
        assert t.columnWidth(col) >= widest + 8
    _at(qtbot, win, 1280, 800)  # room again: whole headers and whole statistics
    bar = win.work.stats_area.horizontalScrollBar()
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=3000)
    assert bar.maximum() == 0
    qtbot.waitUntil(lambda: t.columnWidth(m.COL_TEXT) > text, timeout=5000)
    translators.apply("en")


def test_the_plan_gives_the_list_room_first() -> None:
    """Short of room the statistics give way to their floor, then the decision panel to its
    minimum; with room the statistics get their width back; the total never changes."""
    needs = Needs(left_need=300, middle_want=520, right_min=270, left_floor=216)
    short = plan((300, 420, 290), needs)
    assert short == (216, 520, 274)
    assert sum(short) == 1010
    starved = plan((300, 300, 290), needs)
    assert starved == (216, 404, 270)  # both sides at their least; the list gets the rest
    roomy = plan((216, 800, 290), needs)
    assert roomy == (300, 716, 290)
    below = plan((150, 600, 290), needs)  # under its floor (Qt never leaves it there)
    assert below == (230, 520, 290)  # up to the floor, then the spare beyond the list's want


def test_label_columns_are_whole_or_compact_together() -> None:
    """All compact unless the spare makes every header whole (so they elide alike)."""
    widths = {2: (40, 64), 3: (40, 55), 4: (64, 64)}
    assert label_widths(0, widths) == {2: 40, 3: 40, 4: 64}
    assert label_widths(-5, widths) == {2: 40, 3: 40, 4: 64}
    assert label_widths(38, widths) == {2: 40, 3: 40, 4: 64}
    assert label_widths(39, widths) == {2: 64, 3: 55, 4: 64}
    assert label_widths(1000, widths) == {2: 64, 3: 55, 4: 64}



def test_the_plan_examples_run() -> None:
    """The docstring examples of column_plan hold."""
    import doctest

    from adjudicator.ui.window import column_plan

    result = doctest.testmod(column_plan, report=False)
    assert result.attempted >= 5
    assert result.failed == 0


def test_a_language_change_refits_the_label_columns(qtbot, window: MainWindow) -> None:
    """Switched to 简体中文 in the open window: the status column fits the Chinese words (it
    was sized for the English ones), and nothing is clipped."""
    t, m = window.work.table, window.model
    english = t.columnWidth(m.COL_STATUS)
    window.menus.language.actions_by_code["zh_CN"].trigger()
    qtbot.wait(50)
    chinese = t.columnWidth(m.COL_STATUS)
    assert chinese < english  # 待裁决 / 一致 are narrower than unresolved / unanimous
    assert _clipped(window) == []
    window.menus.language.actions_by_code["en"].trigger()
    qtbot.wait(50)
    assert t.columnWidth(m.COL_STATUS) == english
