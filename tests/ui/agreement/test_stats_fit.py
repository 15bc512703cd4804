"""At the statistics column's floor (1,024 px wide window) every interval of the pair's
statistics and of the all-annotator coefficients is inside the column's viewport, without a
sideways scroll (``ui/stats_fit``): the intervals go under their values; with room again
they go back beside them. The same for the annotators-vs-final panel, whose rows become
blocks (name, then each value with its interval under it)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel

from adjudicator.ui.window.main_window import MainWindow

THREE = Path(__file__).parents[2] / "data" / "ui" / "three_annotators.csv"


def _at(qtbot, win: MainWindow, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    win.resize(width, height)
    qtbot.waitUntil(lambda: win.width() == width, timeout=3000)


def _intervals(win: MainWindow) -> list[QLabel]:
    """The visible interval labels of the statistics column ("[low, high]")."""
    inner = win.work.stats_area.widget()
    return [label for label in inner.findChildren(QLabel)
            if label.isVisible() and label.text().startswith("[") and "," in label.text()]


def _outside(win: MainWindow, labels: list[QLabel] | None = None) -> list[str]:
    """Texts of ``labels`` (the intervals by default) not wholly inside the scroll area's
    viewport, sideways."""
    viewport = win.work.stats_area.viewport()
    shown = QRect(QPoint(0, 0), viewport.size())
    out = []
    for label in _intervals(win) if labels is None else labels:
        box = label.contentsRect()
        text = label.fontMetrics().horizontalAdvance(label.text())
        start = box.right() + 1 - text if label.alignment() & Qt.AlignmentFlag.AlignRight \
            else box.left()
        left = label.mapTo(viewport, QPoint(start, 0)).x()
        if left < shown.left() or left + text > shown.right() + 1:
            out.append(f"{label.text()} at {left}..{left + text} of {shown.width()}")
    return out


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("which", ["sample", "three"])
def test_intervals_in_view_at_the_floor(qtbot, open_window, translators, sample_copy: Path,
                                        tmp_path: Path, lang: str, which: str) -> None:
    """At 1,024 px the statistics column is at (or near) its floor: the intervals are
    stacked under their values, each within the viewport; at 1,600 px they are beside their
    values again, still in view."""
    translators.apply(lang)
    path = sample_copy
    if which == "three":
        path = tmp_path / THREE.name
        shutil.copyfile(THREE, path)
    win = open_window(path, translators)
    _at(qtbot, win, 1024, 768)
    stats = win.work.stats
    # the column's layout settles over a few passes (a scroll bar comes and goes): wait for
    # the settled state, stacked because the rows are too wide for one line
    qtbot.waitUntil(lambda: stats.stacked
                    and win.stats_fit.available(stats) < stats.wide_width(), timeout=5000)
    qtbot.waitUntil(lambda: len(_intervals(win)) >= 6 and _outside(win) == [], timeout=5000)
    if which == "three":
        assert win.work.many.coefficients.stacked
        many = [x for x in _intervals(win) if win.work.many.isAncestorOf(x)]
        assert len(many) >= 4
    _at(qtbot, win, 1600, 900)
    qtbot.waitUntil(lambda: not stats.stacked, timeout=5000)
    qtbot.waitUntil(lambda: len(_intervals(win)) >= 6 and _outside(win) == [], timeout=5000)
    translators.apply("en")


def test_stacked_rows_put_the_interval_under_the_value(qtbot, open_window, translators,
                                                       sample_copy: Path) -> None:
    """Stacked (at 1,024 px): an interval sits on the line below its value and ends at the
    value's right edge; the same intervals are shown as on one line at 1,600 px."""
    win = open_window(sample_copy, translators)
    _at(qtbot, win, 1600, 900)
    stats = win.work.stats
    qtbot.waitUntil(lambda: not stats.stacked, timeout=5000)
    qtbot.waitUntil(lambda: len(_intervals(win)) >= 6, timeout=5000)
    texts = sorted(x.text() for x in _intervals(win))
    _at(qtbot, win, 1024, 768)
    qtbot.waitUntil(lambda: stats.stacked, timeout=5000)
    qtbot.waitUntil(lambda: sorted(x.text() for x in _intervals(win)) == texts, timeout=5000)
    grid = stats.grid
    value = next(x for x in stats.findChildren(QLabel)
                 if x.isVisible() and x.objectName() == "statValue")
    row, _col, _rows, _cols = grid.getItemPosition(grid.indexOf(value))
    below = grid.itemAtPosition(row + 1, 0).widget()
    assert below.text().startswith("[")
    qtbot.waitUntil(lambda: below.geometry().top() >= value.geometry().bottom(), timeout=3000)
    assert abs(below.geometry().right() - value.geometry().right()) <= 1


def _versus_values(win: MainWindow) -> list[QLabel]:
    """The versus-final panel's names, values and intervals (not headings nor captions):
    annotator rows' cells 0, 2, 3, 5, 7 and every cell of the class rows."""
    panel = win.work.versus
    grids = ((panel.annotator_grid, len(win.session.ratings.annotators), (0, 2, 3, 5, 7)),
             (panel.class_grid, len(panel.chosen().classes), range(6)))
    return [grid.label(r, c) for grid, rows, cols in grids for r in range(1, rows + 1)
            for c in cols if grid.label(r, c).text()]


def _captions(win: MainWindow) -> list[QLabel]:
    """The per-block captions ("κ vs final", "pₒ", "macro F1") of the annotator rows."""
    grid = win.work.versus.annotator_grid
    return [grid.label(r, c) for r in range(1, len(win.session.ratings.annotators) + 1)
            for c in (1, 4, 6)]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("which", ["sample", "three"])
def test_versus_final_in_view_at_the_floor(qtbot, open_window, translators, sample_copy: Path,
                                           tmp_path: Path, lang: str, which: str) -> None:
    """At 1,024 px each annotator and class of the versus-final panel is a block (captions
    shown) and every name, value and interval is inside the viewport, with no sideways
    scroll; a decision there makes no label and moves κ; at 1,600 px they are on one line
    again (captions hidden), every one still shown and in view."""
    translators.apply(lang)
    path = sample_copy
    if which == "three":
        path = tmp_path / THREE.name
        shutil.copyfile(THREE, path)
    win = open_window(path, translators)
    panel, area = win.work.versus, win.work.stats_area
    win.next_unresolved()  # with no decision the panel shows no figure: one decision first
    win.work.decision.choose(1)
    panel.scope.setCurrentIndex(1)  # every item with a final label
    qtbot.waitUntil(lambda: panel.result is not None, timeout=5000)
    _at(qtbot, win, 1024, 768)
    qtbot.waitUntil(lambda: panel.stacked, timeout=5000)
    assert win.stats_fit.available(panel) < panel.wide_width()  # one line would not fit
    names = win.session.ratings.annotators
    values = _versus_values(win)
    assert len(values) >= 5 * len(names) + 6  # names, κ, intervals, pₒ, F1; a class at least
    qtbot.waitUntil(lambda: all(x.isVisible() for x in values + _captions(win)), timeout=5000)
    qtbot.waitUntil(lambda: _outside(win, values) == [], timeout=5000)
    assert area.horizontalScrollBar().maximum() == 0
    made = panel.annotator_grid.created + panel.class_grid.created
    before = [panel.kappa_text(n) for n in names]
    win.next_unresolved()  # a disputed item: its decision overrules someone
    win.work.decision.choose(1)
    qtbot.waitUntil(lambda: [panel.kappa_text(n) for n in names] != before, timeout=5000)
    assert panel.annotator_grid.created + panel.class_grid.created == made
    assert _versus_values(win) == values  # the same labels, new words
    qtbot.waitUntil(lambda: _outside(win, values) == [], timeout=5000)
    _at(qtbot, win, 1600, 900)
    qtbot.waitUntil(lambda: not panel.stacked, timeout=5000)
    qtbot.waitUntil(lambda: all(x.isVisible() for x in values), timeout=5000)
    assert not any(x.isVisible() for x in _captions(win))
    qtbot.waitUntil(lambda: _outside(win, values) == [], timeout=5000)
    assert area.horizontalScrollBar().maximum() == 0
    translators.apply("en")
