"""The list's header is not repainted while the selection moves from row to row (every
section stays highlighted), and what is on the screen is always what a fresh paint draws:
after decision keys, after the selection is cleared (sections no longer highlighted) and
after a row is selected again."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from adjudicator.ui.items.steady_header import SteadyHeader
from adjudicator.ui.window.main_window import MainWindow
from tests.ui.paint_counter import Paints


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(10)


def _on_screen(window: MainWindow, widget: QWidget) -> QImage:
    """The widget's pixels as last painted in the window (not painted anew)."""
    shot = window.screen().grabWindow(window.winId()).toImage()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return shot.copy(top_left.x(), top_left.y(), widget.width(), widget.height())


def _fresh(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def test_header_still_between_rows_and_true_on_screen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    table = window.work.table
    header = table.horizontalHeader()
    assert isinstance(header, SteadyHeader)
    assert header.highlightSections()
    assert header.sectionsClickable()
    viewport = header.viewport()
    _settle(qtbot)
    lit = _on_screen(window, viewport)
    assert lit == _fresh(viewport)
    paints = Paints(viewport)
    viewport.installEventFilter(paints)
    for code in (1, 2, 1):
        before = window.current_item()
        window.work.decision.choose(code)
        _settle(qtbot)
        assert window.current_item() != before
    assert paints.count == 0
    assert _on_screen(window, viewport) == lit
    table.clearSelection()  # no section highlighted now: repainted
    _settle(qtbot)
    assert paints.count >= 1
    assert _on_screen(window, viewport) == _fresh(viewport)
    assert _on_screen(window, viewport) != lit
    window.select_row(3)
    _settle(qtbot)
    assert _on_screen(window, viewport) == _fresh(viewport) == lit
