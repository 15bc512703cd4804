"""The steady box: a new text of the same size reaches no layout but the box's, a text that
needs more room gets it (shown or hidden at the time), and the child always fills the box."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from adjudicator.ui.deciding.steady_box import SteadyBox

LONG = "a long line that wraps " * 12


class Requests(QObject):
    """Counts the LayoutRequest events the watched widget receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__()
        self.widget, self.seen = widget, Counter[str]()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget and event.type() == QEvent.Type.LayoutRequest:
            self.seen["requests"] += 1
        return False


def _panel(qtbot) -> tuple[QWidget, QLabel, SteadyBox]:  # type: ignore[no-untyped-def]
    panel = QWidget()
    label = QLabel("Item 1")
    label.setWordWrap(True)
    box = SteadyBox(label)
    layout = QVBoxLayout(panel)
    layout.addWidget(box)
    layout.addStretch(1)
    qtbot.addWidget(panel)
    panel.resize(240, 400)
    return panel, label, box


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _fits(label: QLabel, box: SteadyBox) -> None:
    """The child fills the box, and the box is as tall as the child's text needs."""
    assert label.geometry() == box.rect()
    assert box.height() == label.heightForWidth(box.width())


def test_same_size_text_lays_out_only_the_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, label, box = _panel(qtbot)
    panel.show()
    _settle()
    watched = Requests(panel)
    QApplication.instance().installEventFilter(watched)
    try:
        for n in range(2, 6):
            box.set_text(f"Item {n}")
            _settle()
            assert label.text() == f"Item {n}"
            _fits(label, box)
    finally:
        QApplication.instance().removeEventFilter(watched)
    assert watched.seen["requests"] == 0


def test_text_that_needs_room_gets_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A wrapped text makes the box taller (and a short one short again) through the
    panel's layout, as the bare label would have."""
    panel, label, box = _panel(qtbot)
    panel.show()
    _settle()
    short = box.height()
    box.set_text(LONG)
    _settle()
    assert box.height() > short
    _fits(label, box)
    box.set_text("Item 2")
    _settle()
    assert box.height() == short
    _fits(label, box)


def test_text_set_while_hidden_is_laid_out_when_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, label, box = _panel(qtbot)
    panel.show()
    _settle()
    panel.hide()
    box.set_text(LONG)
    panel.show()
    _settle()
    _fits(label, box)
    assert box.height() > label.fontMetrics().height() * 3


def test_a_new_width_wraps_anew(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, label, box = _panel(qtbot)
    panel.show()
    box.set_text(LONG)
    _settle()
    wide = box.height()
    panel.resize(120, 400)
    _settle()
    assert box.height() > wide
    _fits(label, box)
    box.set_text(LONG + "!")  # (the box's record of its needs was of the old width)
    _settle()
    _fits(label, box)


def test_a_new_font_gets_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Not only a text: a bigger font (a restyle, say) reaches the layout too."""
    panel, label, box = _panel(qtbot)
    panel.show()
    _settle()
    before = box.height()
    font = label.font()
    font.setPointSize(font.pointSize() * 3)
    label.setFont(font)
    _settle()
    assert box.height() > before
    _fits(label, box)
