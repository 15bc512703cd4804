"""A decision repaints the decision panel alone: its new texts (item, votes, "✓ Saved" mark)
are laid out inside the panel's scroll area, and no layout request reaches the splitter, the
workspace or the window (which would lay out and paint every panel of the window again)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from adjudicator.ui.window.main_window import MainWindow


class LayoutRequests(QObject):
    """Counts the LayoutRequest events each watched widget receives."""

    def __init__(self, widgets: dict[str, QWidget]) -> None:
        super().__init__()
        self.names = {id(widget): name for name, widget in widgets.items()}
        self.seen: Counter[str] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and id(watched) in self.names:
            self.seen[self.names[id(watched)]] += 1
        return False


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)


def test_a_decision_lays_out_only_inside_the_panel(qtbot, window: MainWindow) -> None:
    """Two decisions (new item, new saved mark each time): the panel itself is laid out again,
    but the splitter, the workspace and the window receive no LayoutRequest."""
    work = window.work
    _settle(qtbot)
    outer = {"window": window, "central": window.centralWidget(), "workspace": work,
             "splitter": work.splitter}
    counter = LayoutRequests({**outer, "panel": work.decision})
    app = QApplication.instance()
    app.installEventFilter(counter)
    try:
        for code in (1, 2):
            before = window.current_item()
            work.decision.choose(code)
            _settle(qtbot)
            assert window.current_item() != before  # the panel did show a new item
    finally:
        app.removeEventFilter(counter)
    assert work.decision.saved.text().startswith("✓ Saved")
    assert counter.seen["panel"] >= 1  # the filter does see the panel's own layout requests
    assert {name: counter.seen[name] for name in outer} == dict.fromkeys(outer, 0)


def test_the_panel_is_not_cut_when_narrow(qtbot, window: MainWindow) -> None:
    """The splitter cannot make the decision column narrower than its panel: dragged to 60 px
    the column keeps the panel whole, with nothing hidden sideways."""
    work = window.work
    sizes = work.splitter.sizes()
    work.splitter.setSizes([sizes[0], sizes[1] + sizes[2] - 60, 60])
    _settle(qtbot)
    area = work.decision_area
    assert work.decision.width() >= work.decision.minimumSizeHint().width()
    assert area.viewport().width() >= area.widget().minimumSizeHint().width()
    assert area.horizontalScrollBar().maximum() == 0
