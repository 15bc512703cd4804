"""The matrix panel in the real window: totals, the listed cells framed, Ctrl-click for the
union of several cells, totals not choosable, and one colour scale."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from adjudicator.ui.agreement.confusion_model import ChosenRole, ConfusionModel, CountRole
from adjudicator.ui.items.table_model import ItemRole
from adjudicator.ui.window.main_window import MainWindow

TABLE = np.array([[5, 2, 0], [1, 7, 3], [0, 0, 4]], dtype=np.int64)


def _listed(window: MainWindow) -> list[int]:
    model = window.model
    return sorted(model.index(r, 0).data(ItemRole) for r in range(model.rowCount()))


def _click(qtbot, window: MainWindow, i: int, j: int, ctrl: bool = False) -> None:
    view = window.work.confusion.table
    rect = view.visualRect(view.model().index(i, j))
    modifier = Qt.KeyboardModifier.ControlModifier if ctrl else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier, rect.center())


def test_totals_are_the_row_and_column_sums() -> None:
    """Row k and column k hold each annotator's label counts; (k, k) is every item."""
    model = ConfusionModel()
    model.set_table(TABLE, ("a", "b", "c"), ("ann", "bob"))
    assert model.rowCount() == model.columnCount() == 4
    assert [model.index(i, 3).data(CountRole) for i in range(3)] == TABLE.sum(axis=1).tolist()
    assert [model.index(3, j).data(CountRole) for j in range(3)] == TABLE.sum(axis=0).tolist()
    assert model.index(3, 3).data(CountRole) == int(TABLE.sum())
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Total"
    assert "bob said “b” for 9 items" in model.index(3, 1).data(Qt.ItemDataRole.ToolTipRole)


def test_totals_stay_out_of_the_colour_scale() -> None:
    """A total (the largest number) does not make every count cell pale: the biggest count
    cell is still the deepest."""
    model = ConfusionModel()
    model.set_table(TABLE, ("a", "b", "c"), ("ann", "bob"))
    brush = Qt.ItemDataRole.BackgroundRole
    deepest = model.index(1, 1).data(brush).color()
    assert deepest.name() == "#2166ac"  # the agreement colour at full share


def test_model_with_totals_passes_the_model_tester(qtmodeltester) -> None:
    """Totals and chosen marks keep the model contract."""
    model = ConfusionModel()
    model.set_table(TABLE, ("a", "b", "c"), ("ann", "bob"))
    model.set_chosen(frozenset({(0, 1), (2, 2)}))
    qtmodeltester.check(model)


def test_click_frames_the_cell_and_ctrl_click_lists_the_union(qtbot, window: MainWindow
                                                               ) -> None:
    """A click lists one cell and frames it; Ctrl-click adds a second (union of both);
    Ctrl-click on it again removes it."""
    labels = window.session.ratings.labels
    codes = window.session.ratings.codes
    first = (labels.index("投诉"), labels.index("退款"))
    second = (labels.index("退款"), labels.index("投诉"))
    model = window.work.confusion.model

    def cell_items(cell: tuple[int, int]) -> set[int]:
        return set(np.flatnonzero((codes[:, 0] == cell[0]) & (codes[:, 1] == cell[1])).tolist())

    _click(qtbot, window, *first)
    assert _listed(window) == sorted(cell_items(first))
    assert model.index(*first).data(ChosenRole) is True
    assert model.index(*second).data(ChosenRole) is False
    _click(qtbot, window, *second, ctrl=True)
    assert _listed(window) == sorted(cell_items(first) | cell_items(second))
    assert model.chosen == {first, second}
    assert "+1" in window.work.filters.pair.text()  # the first cell named, the rest counted
    assert window.work.filters.pair.toolTip().count("→") == 2  # every cell in the tooltip
    _click(qtbot, window, *second, ctrl=True)
    assert _listed(window) == sorted(cell_items(first))
    assert model.chosen == {first}


def test_clicking_a_total_changes_nothing(qtbot, window: MainWindow) -> None:
    """Totals are not a class pair: the list stays whole."""
    everything = _listed(window)
    k = len(window.session.ratings.labels)
    _click(qtbot, window, k, 0)
    _click(qtbot, window, 0, k)
    assert _listed(window) == everything
    assert window.work.confusion.model.chosen == frozenset()


def test_clearing_the_chip_unframes_the_cells(qtbot, window: MainWindow) -> None:
    """The chip's ✕ lists every item again and no cell stays framed."""
    _click(qtbot, window, 0, 1)
    _click(qtbot, window, 1, 0, ctrl=True)
    qtbot.mouseClick(window.work.filters.pair, Qt.MouseButton.LeftButton)
    assert len(_listed(window)) == len(window.session.ratings.items)
    assert window.work.confusion.model.chosen == frozenset()


def test_ranked_pair_frames_both_directions(qtbot, window: MainWindow) -> None:
    """A pair from the ranked list is both cells: both are framed."""
    i, j = window.stats.disagreements[0][:2]
    window.work.disagreements.pairChosen.emit(i, j)
    assert window.work.confusion.model.chosen == {(i, j), (j, i)}


def test_keyboard_enter_chooses_the_current_cell(qtbot, window: MainWindow) -> None:
    """Enter on the current cell lists it (no mouse needed)."""
    view = window.work.confusion.table
    view.setFocus()
    view.setCurrentIndex(view.model().index(1, 0))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.work.confusion.model.chosen == {(1, 0)}
