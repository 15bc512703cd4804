"""Deciding through the panel: "saved" only after the durable write, refusal leaves all as it
was, the stratum filter recomputes the matrix, and the history shows undo as a revert."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt

from adjudicator.core.tables import confusion_matrix
from adjudicator.ui.window.main_window import MainWindow


def test_read_only_log_refuses_and_changes_nothing(qtbot, window: MainWindow, translators,
                                                   sample_copy: Path) -> None:
    """A second window on a locked log opens read-only; its label buttons are off and a key
    press shows "Not saved" with the reason."""
    window.session.project.start_log()  # the first window's log, locked by it
    second = MainWindow(translators)
    qtbot.addWidget(second)
    second.show()
    second.open_path(sample_copy, None, "someone else")
    qtbot.waitUntil(lambda: second.session is not None, timeout=10_000)
    assert not second.session.durable
    item = second.current_item()
    before = second.session.state.last_seq
    assert not second.work.decision.buttons[1].isEnabled()
    with qtbot.assertNotEmitted(second.model.dataChanged):
        qtbot.mouseClick(second.work.decision.buttons[1], Qt.MouseButton.LeftButton)
        second.work.table.setFocus()  # the digit keys are the list's (and the item text's)
        qtbot.keyClick(second.work.table, Qt.Key.Key_2)
    assert second.session.state.last_seq == before
    assert second.session.unresolved()[item]
    assert second.work.decision.saved.text().startswith("Not saved")
    assert second.undo_stack.count() == 0
    second.close()


def test_saved_mark_names_the_logged_event(qtbot, window: MainWindow) -> None:
    """After the write returns, the panel names the event number the log gave it."""
    qtbot.mouseClick(window.work.decision.buttons[2], Qt.MouseButton.LeftButton)
    seq = window.session.state.last_seq
    assert f"(event {seq})" in window.work.decision.saved.text()


def test_decision_advances_to_next_unresolved(qtbot, window: MainWindow) -> None:
    """After a decision the next unresolved item of the list becomes current."""
    first = window.current_item()
    qtbot.mouseClick(window.work.decision.buttons[0], Qt.MouseButton.LeftButton)
    following = window.current_item()
    assert following != first
    assert window.session.unresolved()[following]


def test_history_shows_decision_and_its_undo(qtbot, window: MainWindow) -> None:
    """An undone decision stays in the history, struck through, with the revert above it."""
    item = window.current_item()
    qtbot.mouseClick(window.work.decision.buttons[3], Qt.MouseButton.LeftButton)
    decided = window.session.state.last_seq  # event 1 is the viewing of the results
    window.menus.undo.trigger()
    table = window.work.table
    index = window.model.index(window.model.row_of(item), 0)
    table.scrollTo(index)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(index).center())
    assert window.current_item() == item
    text = window.work.decision.history.body.text()
    assert f"undid #{decided}" in text
    assert "<s>" in text


def test_stratum_filter_recomputes_matrix_on_that_group(window: MainWindow) -> None:
    """Choosing channel = app gives the matrix of the app items only (one bincount)."""
    combo = window.work.filters.stratum
    index = next(i for i in range(combo.count()) if combo.itemData(i) == ["channel", "app"])
    combo.setCurrentIndex(index)
    s = window.session
    mask = s.column("channel") == "app"
    a, b = s.pair_codes()
    expected = confusion_matrix(a[mask], b[mask], s.ratings.k)
    assert np.array_equal(window.work.confusion.model.table, expected)
    assert window.model.rowCount() == int(mask.sum())


def test_search_filters_by_text(qtbot, window: MainWindow) -> None:
    """Text in the search box keeps only items whose text contains it (QTest cannot type CJK);
    the list follows once typing pauses."""
    window.work.filters.search.setText("退款")
    assert window.model.rowCount() == len(window.session.ids)
    qtbot.waitUntil(lambda: window.model.rowCount() < len(window.session.ids), timeout=10_000)
    shown = [window.model.index(r, 1).data() for r in range(window.model.rowCount())]
    texts = window.session.dataset.frame[window.session.dataset.text_column].astype(str)
    assert len(shown) == sum("退款" in t for t in texts) > 0
    assert all("退款" in t for t in shown)


def test_search_matches_item_ids_ignoring_case(qtbot, window: MainWindow) -> None:
    """Enter searches at once; ids match case-insensitively."""
    window.work.filters.search.setText("cs000")
    qtbot.keyClick(window.work.filters.search, Qt.Key.Key_Return)
    ids = [window.model.index(r, 0).data() for r in range(window.model.rowCount())]
    assert ids == [f"CS000{n}" for n in range(1, 10)]


def test_disputed_only_hides_agreed_items(qtbot, window: MainWindow) -> None:
    """The toggle leaves only items the annotators disagreed on."""
    qtbot.mouseClick(window.work.filters.disputed, Qt.MouseButton.LeftButton)
    assert window.work.filters.disputed.isChecked()
    s = window.session
    items = [window.model.item_at(r) for r in range(window.model.rowCount())]
    assert len(items) == int(s.disputed.sum())
    assert all(s.disputed[i] for i in items)


def test_pair_chip_clears_the_class_pair(qtbot, window: MainWindow) -> None:
    """Clicking the pair chip shows every item again."""
    view = window.work.confusion.table
    rect = view.visualRect(view.model().index(0, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.model.rowCount() < len(window.session.ids)
    qtbot.mouseClick(window.work.filters.pair, Qt.MouseButton.LeftButton)
    assert window.model.rowCount() == len(window.session.ids)


def test_saved_mark_waits_for_the_durable_write(qtbot, window: MainWindow) -> None:
    """While the log write runs the panel says "Saving…"; "✓ Saved" only after it returned."""
    state, panel = window.session.state, window.work.decision
    seen: list[str] = []
    real = state.sink

    class Watching:
        def append(self, event: object) -> None:
            seen.append(panel.saved.text())
            real.append(event)
            seen.append("written")

    state.sink = Watching()
    qtbot.mouseClick(panel.buttons[1], Qt.MouseButton.LeftButton)
    state.sink = real
    assert seen == ["Saving…", "written"]
    assert panel.saved.text().startswith("✓")


def test_failed_write_changes_nothing(qtbot, window: MainWindow) -> None:
    """A write error (disk full) leaves state, list and undo stack as they were."""
    state, panel = window.session.state, window.work.decision
    item = window.current_item()

    class Full:
        def append(self, event: object) -> None:
            raise OSError(28, "No space left on device")

    real, state.sink = state.sink, Full()
    qtbot.mouseClick(panel.buttons[1], Qt.MouseButton.LeftButton)
    state.sink = real
    assert window.session.unresolved()[item]
    assert window.current_item() == item
    assert window.undo_stack.count() == 0
    assert "No space left" in panel.saved.text()


def test_digits_type_into_the_rationale_and_ctrl_digit_decides(qtbot, window: MainWindow) -> None:
    """While typing a rationale, 2 is text; Ctrl+2 records label 2 with that rationale."""
    window.activateWindow()
    box = window.work.decision.rationale
    item = window.current_item()
    box.setFocus()
    qtbot.keyClicks(box, "rule 2")
    assert box.toPlainText() == "rule 2"
    assert window.session.unresolved()[item]
    qtbot.keyClick(box, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.session.final_code(item) == 1
    assert window.session.rationale(item) == "rule 2"


def test_history_times_are_shown_in_local_time() -> None:
    """The log's UTC times are shown in the user's zone (here forced to UTC+8)."""
    import os
    import time

    from adjudicator.ui.deciding.history_view import local_time

    old = os.environ.get("TZ")
    os.environ["TZ"] = "Asia/Shanghai"
    time.tzset()
    try:
        assert local_time("2026-11-29T12:39:01.123456Z") == "2026-11-29 20:39"
    finally:
        if old is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = old
        time.tzset()
