"""Blind mode: no annotator name anywhere in what the window shows (texts, lists, headers,
tool tips), the A/B order shuffled per item and stable, and decisions logged as blind."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QTableView, QWidget

from adjudicator.session.blind import BlindOrder
from adjudicator.ui.window.main_window import MainWindow


def _view_strings(view: QTableView) -> list[str]:
    model, out = view.model(), []
    if model is None:
        return out
    rows = min(model.rowCount(), 40)
    for col in range(model.columnCount()):
        if view.isColumnHidden(col):
            continue
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            out.append(str(model.headerData(col, Qt.Orientation.Horizontal, role) or ""))
            out += [str(model.index(r, col).data(role) or "") for r in range(rows)]
    for r in range(rows):
        out.append(str(model.headerData(r, Qt.Orientation.Vertical) or ""))
    return out


def visible_strings(window: MainWindow) -> list[str]:
    """Every text a user can see or hover in the window: title, menus, labels, buttons,
    list boxes, table headers and cells, tool tips."""
    out = [window.windowTitle(), window.statusBar().currentMessage()]
    for action in window.findChildren(type(window.menus.open)):
        out += [action.text(), action.toolTip()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        out.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            out.append(widget.text())
        if isinstance(widget, QComboBox):
            out += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QTableView):
            out += _view_strings(widget)
    return out


def _names_seen(window: MainWindow) -> set[str]:
    names = window.session.ratings.annotators
    return {n for n in names for text in visible_strings(window) if n in text}


def test_blind_mode_hides_every_annotator_name(qtbot, window: MainWindow) -> None:
    """Names are seen before; none after switching blind mode on; back after switching off."""
    assert _names_seen(window)  # the check finds names when they are shown
    window.menus.blind.trigger()
    assert window.session.blind is not None
    assert _names_seen(window) == set()
    window.next_unresolved()
    assert _names_seen(window) == set()
    window.menus.blind.trigger()
    assert _names_seen(window)


def test_order_is_shuffled_per_item_and_stable() -> None:
    """The same seed gives the same order for an item; over items both orders occur."""
    order = BlindOrder(2, seed=7)
    again = BlindOrder(2, seed=7)
    orders = [tuple(order.order(i)) for i in range(40)]
    assert orders == [tuple(again.order(i)) for i in range(40)]
    assert set(orders) == {(0, 1), (1, 0)}


def test_blind_decisions_are_logged_as_blind_and_a_takes_the_shown_first(
        qtbot, window: MainWindow) -> None:
    """Key A takes the label shown first for this item; the log line says blind."""
    window.menus.blind.trigger()
    s = window.session
    item = window.current_item()
    first = s.blind.order(item)[0]
    window.decider.take(0)
    assert s.final_code(item) == int(s.ratings.codes[item, first])
    last = json.loads(Path(s.project.log_path).read_text(encoding="utf-8").splitlines()[-1])
    assert last["blind"] is True
    assert last["source"] == "A"
    assert "wang_fang" not in window.work.decision.votes.text()


def test_blind_mode_hides_names_with_three_annotators(qtbot, translators, tmp_path) -> None:
    """With three annotators (pair choosers, heatmap, × final choices) no name shows either."""
    data = Path(__file__).resolve().parents[2] / "data" / "ui" / "three_annotators.csv"
    copy = tmp_path / data.name
    copy.write_bytes(data.read_bytes())
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.open_path(copy, None, "tester")
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    assert _names_seen(win)
    win.menus.blind.trigger()
    assert _names_seen(win) == set()
    win.close()
