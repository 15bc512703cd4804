"""Counts that fit their cell: the compact form and the confusion matrix's use of it."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem

from adjudicator.session.count_text import compact_count, fitting_count
from adjudicator.ui.agreement.confusion_view import CELL_PADDING, ConfusionView

BIG = np.array([[167_912, 8_002, 8_078], [8_130, 168_004, 7_897], [8_029, 7_948, 617_000]])


@pytest.mark.parametrize(("count", "text"), [
    (0, "0"), (999, "999"), (1000, "1.0k"), (8_002, "8.0k"), (9_949, "9.9k"), (9_950, "10k"),
    (167_912, "168k"), (999_499, "999k"), (999_700, "1.0M"), (1_234_567, "1.2M"),
    (999_999_999, "1.0G"), (-8_002, "-8.0k"),
])
def test_compact_count(count: int, text: str) -> None:
    """Three significant figures with an SI prefix; 999.7k rounds up to the next prefix."""
    assert compact_count(count) == text


def test_the_full_count_is_kept_when_it_fits() -> None:
    """Only a count too wide for its room is shortened."""
    assert fitting_count(167_912, "167,912", lambda _t: True) == "167,912"
    assert fitting_count(167_912, "167,912", lambda t: len(t) <= 4) == "168k"


def _shown(view: ConfusionView, row: int, col: int) -> tuple[str, int, int]:
    """The text the delegate paints in a cell, its width in pixels and the cell's room."""
    index = view.model.index(row, col)
    option = QStyleOptionViewItem()
    option.initFrom(view.table.viewport())
    option.rect = view.table.visualRect(index)
    view.table.itemDelegate().initStyleOption(option, index)
    text = option.text
    return text, option.fontMetrics.horizontalAdvance(text), option.rect.width() - CELL_PADDING


def _narrow_to(view: ConfusionView, qtbot, full: str) -> None:
    """Narrow the panel until the first cell has less room than ``full`` needs (the font,
    hence the width, depends on the fonts the machine and earlier tests set)."""
    view.resize(400, 240)
    view.show()
    qtbot.waitExposed(view)
    while view.width() > 120:
        _text, _width, room = _shown(view, 0, 0)
        if view.table.fontMetrics().horizontalAdvance(full) > room:
            return
        view.resize(view.width() - 10, 240)
        qtbot.wait(1)
    raise AssertionError("the panel did not narrow")


def test_a_narrow_matrix_shows_every_count_whole(qtbot) -> None:
    """At 10⁶ items in a narrow panel no count is cut: a count that fits is whole, one that
    does not is compact and fits; the tooltip still holds the exact count."""
    view = ConfusionView()
    qtbot.addWidget(view)
    view.model.set_table(BIG, ("a", "b", "c"), ("ann", "bob"))
    _narrow_to(view, qtbot, "167,912")
    k = len(BIG)
    for i in range(k + 1):
        for j in range(k + 1):
            text, width, room = _shown(view, i, j)
            full = view.model.index(i, j).data()
            assert text == full or text == compact_count(int(full.replace(",", ""))), (i, j)
            assert width <= room, (i, j, text)
    assert _shown(view, 0, 0)[0] == "168k"
    assert "167,912" in view.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)


def test_a_wide_matrix_shows_exact_counts(qtbot) -> None:
    """With room enough, the exact count with its thousands separators."""
    view = ConfusionView()
    qtbot.addWidget(view)
    view.model.set_table(BIG, ("a", "b", "c"), ("ann", "bob"))
    view.resize(900, 300)
    view.show()
    qtbot.waitExposed(view)
    assert _shown(view, 0, 0)[0] == "167,912"
    assert _shown(view, 3, 3)[0] == f"{int(BIG.sum()):,}"
