"""The item list model: row → item index only, custom roles, targeted dataChanged."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from adjudicator.core.adjudication.counts import (
    ACCEPTED,
    ADJUDICATED,
    SINGLE,
    STATUS_NAMES,
    UNRESOLVED,
)
from adjudicator.session.session import Session
from adjudicator.ui.items.table_model import CodeRole, ItemRole, ItemTableModel, possible_statuses


def test_passes_qt_model_tester(qtmodeltester, small_session: Session) -> None:
    """The model keeps every QAbstractItemModel contract, also after a filter and a sort."""
    model = ItemTableModel(small_session)
    qtmodeltester.check(model)
    model.set_rows(np.array([1, 3, 5]))
    model.sort(2, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(model)


def test_shows_ids_text_labels_and_status(small_session: Session) -> None:
    """A row reads its item's id, text, each annotator's label and the status from the state."""
    model = ItemTableModel(small_session)
    row = [model.index(1, c).data() for c in range(model.columnCount())]
    assert row == ["i1", "text 1", "a", "b", "—", "unresolved"]
    assert model.index(0, model.COL_STATUS).data() == "unanimous"
    assert model.index(4, 3).data() == "—"  # bob did not label i4


def test_custom_roles_give_item_and_code(small_session: Session) -> None:
    """ItemRole is the item behind the row; CodeRole the label code of a label cell."""
    model = ItemTableModel(small_session)
    model.set_rows(np.array([5, 2]))
    assert model.index(0, 0).data(ItemRole) == 5
    assert model.index(1, 2).data(CodeRole) == 1
    assert model.index(1, 3).data(CodeRole) == 0


def test_set_rows_shows_only_those_items(small_session: Session) -> None:
    """The model shows exactly the row index it is given."""
    model = ItemTableModel(small_session)
    model.set_rows(np.array([4, 0]))
    assert model.rowCount() == 2
    assert [model.index(r, 0).data() for r in range(2)] == ["i4", "i0"]


def test_sort_orders_the_row_index(small_session: Session) -> None:
    """Sorting by an annotator's column orders rows by that label code, stably."""
    model = ItemTableModel(small_session)
    model.sort(3, Qt.SortOrder.AscendingOrder)
    codes = [model.index(r, 3).data(CodeRole) for r in range(model.rowCount())]
    assert codes == sorted(codes)


def test_decision_emits_datachanged_for_its_row_only(qtbot, small_session: Session) -> None:
    """A decision on one item changes the final label and status cells of that row alone."""
    model = ItemTableModel(small_session)
    small_session.listeners.append(lambda rec: model.items_changed(rec.rows))
    with qtbot.waitSignal(model.dataChanged) as blocker:
        small_session.decide(1, 2, "c per rule 4")
    top, bottom = blocker.args[0], blocker.args[1]
    assert (top.row(), bottom.row()) == (1, 1)
    assert (top.column(), bottom.column()) == (model.COL_FINAL, model.COL_STATUS)
    assert model.index(1, model.COL_FINAL).data() == "c"
    assert model.index(1, model.COL_STATUS).data() == "adjudicated"


def test_change_to_a_filtered_out_item_emits_nothing(qtbot, small_session: Session) -> None:
    """Items not in the list cause no dataChanged."""
    model = ItemTableModel(small_session)
    model.set_rows(np.array([0, 2]))
    with qtbot.assertNotEmitted(model.dataChanged):
        model.items_changed([1, 5])


def test_text_sort_is_the_same_at_once_and_from_background_keys(
        qtbot, small_session: Session, monkeypatch) -> None:
    """A short list sorts by text at once; a long one (here: any, with the threshold at 0)
    waits for the column's keys from the pool and then shows the very same order."""
    import adjudicator.ui.items.table_model as module

    order = [4, 0, 5, 2, 1]
    quick = ItemTableModel(small_session)
    quick.set_rows(np.array(order))
    quick.sort(quick.COL_TEXT, Qt.SortOrder.DescendingOrder)
    assert not quick.sorting
    shown = [quick.index(r, quick.COL_TEXT).data() for r in range(quick.rowCount())]
    assert shown == sorted((f"text {i}" for i in order), reverse=True)
    monkeypatch.setattr(module, "SMALL_SORT", 0)
    slow = ItemTableModel(small_session)
    slow.set_rows(np.array(order))
    slow.sort(slow.COL_TEXT, Qt.SortOrder.DescendingOrder)
    assert slow.sorting
    qtbot.waitUntil(lambda: not slow.sorting, timeout=10_000)
    assert [slow.index(r, slow.COL_TEXT).data() for r in range(slow.rowCount())] == shown


def test_same_rows_again_reset_nothing(qtbot, small_session: Session) -> None:
    """Showing the same items in the same order again (a filter that lists everything) is
    no reset, so the list is not repainted; other rows are."""
    model = ItemTableModel(small_session)
    with qtbot.assertNotEmitted(model.modelReset):
        model.set_rows(np.arange(len(small_session.ids), dtype=np.int64))
    with qtbot.waitSignal(model.modelReset):
        model.set_rows(np.array([1, 3], dtype=np.int64))
    assert [model.item_at(r) for r in range(model.rowCount())] == [1, 3]


def _changed_rows(model: ItemTableModel) -> list[tuple[int, int]]:
    """Every dataChanged the model emits from now on, as (first row, last row)."""
    seen: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, _roles=(): seen.append((top.row(),
                                                                          bottom.row())))
    return seen


def test_row_of_finds_every_item_in_file_order_sorted_and_filtered(
        small_session: Session) -> None:
    """row_of agrees with the row index whether the rows are in file order (bisection), sorted
    by a column (a comparison pass) or filtered, and says -1 for a hidden or unknown item."""
    model = ItemTableModel(small_session)
    for arrange in (lambda: None, lambda: model.set_rows(np.array([1, 3, 5])),
                    lambda: model.sort(2, Qt.SortOrder.DescendingOrder),
                    lambda: model.set_rows(np.array([5, 0, 4]))):
        arrange()
        shown = [model.item_at(r) for r in range(model.rowCount())]
        for item in range(len(small_session.ids)):
            assert model.row_of(item) == (shown.index(item) if item in shown else -1)
        assert model.row_of(-1) == model.row_of(99) == -1


def test_a_decision_in_a_sorted_list_repaints_its_row_alone(small_session: Session) -> None:
    """Sorted by a label column, a decision emits exactly one dataChanged, for the row now
    showing that item (final label to status), and nothing for the other rows."""
    model = ItemTableModel(small_session)
    model.sort(3, Qt.SortOrder.DescendingOrder)
    small_session.listeners.append(lambda rec: model.items_changed(rec.rows))
    seen = _changed_rows(model)
    small_session.decide(5, 2, "c per rule 4")
    row = model.row_of(5)
    assert seen == [(row, row)]
    assert model.index(row, model.COL_FINAL).data() == "c"


def test_many_changed_items_are_grouped_into_runs_of_rows(small_session: Session,
                                                          monkeypatch) -> None:
    """Past FEW_CHANGED items the rows come from one item -> row map: the same runs of
    consecutive rows as found one by one."""
    import adjudicator.ui.items.table_model as module

    model = ItemTableModel(small_session)
    model.set_rows(np.array([5, 0, 1, 4, 2]))
    one_by_one = _changed_rows(model)
    model.items_changed([0, 1, 2, 3])
    monkeypatch.setattr(module, "FEW_CHANGED", 0)
    mapped = _changed_rows(model)
    model.items_changed([0, 1, 2, 3])
    assert one_by_one[:2] == mapped == [(1, 2), (4, 4)]


def test_the_sessions_row_index_is_kept_and_a_callers_copied(small_session: Session) -> None:
    """The session's read-only row index is shown as it is (no copy of 10^6 rows); a
    writable one is copied, so changing it afterwards does not change the list."""
    from adjudicator.session.filters import ItemFilter

    model = ItemTableModel(small_session)
    listed = small_session.rows(ItemFilter(disputed_only=True))
    assert not listed.flags.writeable
    model.set_rows(listed)
    assert model.rows.base is listed or model.rows.base is listed.base
    mine = np.array([3, 1], dtype=np.int64)
    model.set_rows(mine)
    mine[0] = 5
    assert [model.item_at(r) for r in range(model.rowCount())] == [3, 1]
    assert small_session.rows(ItemFilter()) is small_session.rows(ItemFilter())


def test_a_text_sort_overtaken_by_another_column_is_not_applied_late(
        qtbot, small_session: Session, monkeypatch) -> None:
    """Sorting by text waits for the keys; sorting by a label column meanwhile wins: the
    keys' arrival does not re-sort the list by text."""
    import adjudicator.ui.items.table_model as module

    monkeypatch.setattr(module, "SMALL_SORT", 0)
    model = ItemTableModel(small_session)
    model.sort(model.COL_TEXT)
    assert model.sorting
    model.sort(2, Qt.SortOrder.DescendingOrder)
    by_label = model.rows.tolist()
    qtbot.waitUntil(lambda: small_session.texts.ranks_ready, timeout=10_000)
    qtbot.wait(50)  # the keys' signal delivered
    assert not model.sorting
    assert model.rows.tolist() == by_label


def test_sort_keys_of_a_list_gone_are_not_made(qtbot, small_session: Session) -> None:
    """A key job cancelled before it starts computes nothing and announces nothing."""
    from adjudicator.ui.items.sort_keys import SortKeyJob

    job = SortKeyJob(small_session.texts)
    job.cancel()
    with qtbot.assertNotEmitted(job.signals.ready):
        job.run()
    assert not small_session.texts.ranks_ready


def test_a_long_list_makes_its_text_keys_when_asked_a_short_one_not(
        qtbot, small_session: Session, monkeypatch) -> None:
    """presort() makes the text's sort keys in the background from PRESORT_FROM items; then
    a sort by text is applied at once."""
    import adjudicator.ui.items.table_model as module

    model = ItemTableModel(small_session)
    model.presort()
    qtbot.wait(20)
    assert not small_session.texts.ranks_ready
    monkeypatch.setattr(module, "PRESORT_FROM", 1)
    monkeypatch.setattr(module, "SMALL_SORT", 0)
    model.presort()
    qtbot.waitUntil(lambda: small_session.texts.ranks_ready, timeout=10_000)
    model.sort(model.COL_TEXT)
    assert not model.sorting
    shown = [model.index(r, model.COL_TEXT).data() for r in range(model.rowCount())]
    assert shown == sorted(shown)


def test_status_column_is_sized_for_the_statuses_the_project_can_show() -> None:
    """A project without single-annotator items does not size its status column for the
    long single-annotator words; one with them gets both (held now and after acceptance)."""
    from adjudicator.core.adjudication.counts import (
        ACCEPTED,
        ADJUDICATED,
        SINGLE,
        UNANIMOUS,
        UNRESOLVED,
    )
    from adjudicator.ui.items.table_model import possible_statuses

    assert possible_statuses(np.array([UNANIMOUS, UNRESOLVED])) == [
        UNANIMOUS, ADJUDICATED, UNRESOLVED]
    assert possible_statuses(np.array([UNANIMOUS, SINGLE])) == [
        UNANIMOUS, ADJUDICATED, UNRESOLVED, SINGLE, ACCEPTED]
    assert possible_statuses(np.array([ACCEPTED])) == [ADJUDICATED, UNRESOLVED, SINGLE, ACCEPTED]


@given(st.lists(st.integers(0, len(STATUS_NAMES) - 1), max_size=60))
def test_possible_statuses_counted_are_those_a_sort_finds(statuses: list[int]) -> None:
    """The statuses the column is sized for, counted in one pass, are the ones the distinct
    sorted values give (with a decision's two, and both single-annotator ones together)."""
    codes = np.array(statuses, dtype=np.int8)
    held = {int(c) for c in np.unique(codes)} | {ADJUDICATED, UNRESOLVED}
    if held & {SINGLE, ACCEPTED}:
        held |= {SINGLE, ACCEPTED}
    assert possible_statuses(codes) == sorted(held)
