"""Finding single annotator items in the real window: the "Single annotator only" filter lists
exactly the items one annotator labelled that wait for acceptance, "Accept all listed single
annotator labels…" under it accepts exactly those (one logged event), and the walk to the next
item needing the lead (Enter, S, the move after a decision) stops at them too."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from adjudicator.core.adjudication.counts import ACCEPTED, SINGLE
from adjudicator.store.project import default_log_path
from adjudicator.ui.window.main_window import MainWindow


def _listed(w: MainWindow) -> list[str]:
    """The ids of the items the list shows, in its order."""
    return [str(w.session.ids[w.model.item_at(r)]) for r in range(w.model.rowCount())]


def _current(w: MainWindow) -> str:
    return str(w.session.ids[w.model.item_at(w.work.table.currentIndex().row())])


def _accepts(w: MainWindow) -> list[dict[str, object]]:
    path = default_log_path(w.session.project.data_path)
    events = map(json.loads, path.read_text(encoding="utf-8").splitlines()[1:])
    return [e for e in events if e["type"] == "accept"]


def test_single_annotator_filter_lists_exactly_the_waiting_items(
        qtbot, long_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Ticking the box lists items 3, 5 and 6; an accepted one leaves it; unticked: all."""
    w = long_window
    box = w.work.filters.single
    assert box.text() == "Single annotator only"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked()
    assert _listed(w) == ["3", "5", "6"]
    w.select_row(w.model.row_of(w.session.item_row("5")))
    w.acceptances.accept_one.trigger()
    assert w.session.status(w.session.item_row("5")) == ACCEPTED
    w.apply_filter(w.work.filters.filter)
    assert _listed(w) == ["3", "6"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert _listed(w) == ["1", "2", "3", "4", "5", "6"]


def test_accepting_all_listed_under_the_filter_accepts_exactly_them(
        qtbot, long_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """With item 5 accepted alone first, the filter lists 3 and 6; the bulk accept asks for
    two and writes one event naming exactly 3 and 6; nothing else changes status."""
    w = long_window
    w.select_row(w.model.row_of(w.session.item_row("5")))
    w.acceptances.accept_one.trigger()
    before = {i: w.session.state.status(i) for i in ("1", "2", "4")}
    qtbot.mouseClick(w.work.filters.single, Qt.MouseButton.LeftButton)
    assert _listed(w) == ["3", "6"]
    asked: list[int] = []
    monkeypatch.setattr(w.acceptances, "confirm_accept", lambda n: asked.append(n) or True)
    w.acceptances.accept_listed.trigger()
    assert asked == [2]
    events = _accepts(w)
    assert len(events) == 2  # item 5's own, then one for the listed two
    assert [e["item"] for e in events[-1]["accepted"]] == ["3", "6"]
    assert [w.session.status(w.session.item_row(i)) for i in ("3", "5", "6")] == [ACCEPTED] * 3
    assert {i: w.session.state.status(i) for i in ("1", "2", "4")} == before


def test_the_walk_stops_at_single_annotator_items(qtbot, long_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """From disputed item 2, Enter goes to single item 3 (not past it to 4), S then to 4 and
    on to 5; once 3 is accepted, the walk from 2 goes to 4; deciding 2 moves to 3."""
    w = long_window
    table = w.work.table
    table.setFocus()
    w.select_row(w.model.row_of(w.session.item_row("2")))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert _current(w) == "3"
    assert w.session.status(w.session.item_row("3")) == SINGLE
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S)
    assert _current(w) == "4"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_S)
    assert _current(w) == "5"
    w.select_row(w.model.row_of(w.session.item_row("2")))
    w.decider.decide(w.session.item_row("2"), w.session.ratings.labels.index("neg"), "checked")
    assert _current(w) == "3"  # the move after a decision reaches the single item
    w.acceptances.accept_one.trigger()
    w.select_row(w.model.row_of(w.session.item_row("1")))
    w.next_unresolved()
    assert _current(w) == "4"
