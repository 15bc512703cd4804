"""The list's scroll bar skips only the repaints that would draw the same picture: what is on
the screen after any run of new values is what a plain scroll bar draws there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QScrollBar

from adjudicator.ui.items.steady_scroll_bar import SteadyScrollBar
from tests.ui.paint_counter import Paints

ROWS = 1_000_000


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _on_screen(bar: QScrollBar) -> QImage:
    """The window's pixels as last painted (the backing store), not painted anew."""
    return bar.screen().grabWindow(bar.winId()).toImage()


def _bar(qtbot, kind: type[QScrollBar]) -> QScrollBar:  # type: ignore[no-untyped-def]
    bar = kind(Qt.Orientation.Vertical)
    qtbot.addWidget(bar)
    bar.setRange(0, ROWS)
    bar.setPageStep(26)
    bar.resize(14, 600)
    bar.show()
    _settle()
    return bar


def test_same_picture_no_repaint_and_the_screen_stays_true(qtbot) -> None:  # type: ignore[no-untyped-def]
    bar, plain = _bar(qtbot, SteadyScrollBar), _bar(qtbot, QScrollBar)
    bar.setValue(1)  # off the minimum (the arrow up is drawn on again)
    _settle()
    paints = Paints(bar)
    bar.installEventFilter(paints)
    for value in range(2, 40):  # a row at a time: the slider stays on its pixel
        bar.setValue(value)
        _settle()
    assert paints.count == 0
    for value in (39, 400_000, 400_007, ROWS, ROWS - 3, 0, 5, ROWS // 2):
        bar.setValue(value)
        plain.setValue(value)
        _settle()
        assert _on_screen(bar) == _on_screen(plain), value
    assert paints.count >= 4


def test_a_new_range_or_size_repaints(qtbot) -> None:  # type: ignore[no-untyped-def]
    bar, plain = _bar(qtbot, SteadyScrollBar), _bar(qtbot, QScrollBar)
    for b in (bar, plain):
        b.setValue(10)
        _settle()
        b.setRange(0, 100)  # the slider grows: a change not of the value
        b.setValue(11)
        _settle()
    assert _on_screen(bar) == _on_screen(plain)
    for b in (bar, plain):
        b.resize(14, 300)
        _settle()
        b.setValue(12)
        _settle()
    assert _on_screen(bar) == _on_screen(plain)
