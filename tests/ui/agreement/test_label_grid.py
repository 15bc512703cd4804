"""The grid of labels shared by the versus-final and many-rater panels: updated in place, so
a decision changes the words of a few labels and creates none."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from adjudicator.ui.agreement.label_grid import (
    RIGHT,
    Arrangement,
    Cell,
    LabelGrid,
    Spot,
    heading_row,
)
from adjudicator.ui.window.main_window import MainWindow

HOSTS: list[QWidget] = []  # the grids' widgets live as long as the tests


def _grid(qtbot) -> LabelGrid:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    grid = LabelGrid()
    host.setLayout(grid.layout)
    HOSTS.append(host)
    return grid


def _texts(grid: LabelGrid) -> list[list[str]]:
    """The texts row by row (a label spanning columns once)."""
    layout, rows = grid.layout, []
    for r in range(layout.rowCount()):
        items = [layout.itemAtPosition(r, c) for c in range(layout.columnCount())]
        widgets = list(dict.fromkeys(item.widget() for item in items if item is not None))
        if widgets:
            rows.append([w.text() for w in widgets])
    return rows


def test_same_shape_reuses_every_label(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A second update of the same shape creates no label and keeps the same objects."""
    grid = _grid(qtbot)
    grid.show_rows([heading_row("name", "κ"), [Cell("ann"), Cell("0.50", align=RIGHT)]])
    first = grid.label(1, 1)
    made = grid.created
    grid.show_rows([heading_row("name", "κ"), [Cell("ann"), Cell("0.61", align=RIGHT)]])
    assert grid.created == made
    assert grid.label(1, 1) is first
    assert _texts(grid) == [["name", "κ"], ["ann", "0.61"]]


def test_cells_take_style_tip_and_alignment(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each label carries its cell's style name, tooltip and alignment."""
    grid = _grid(qtbot)
    grid.show_rows([[Cell("x", "why", "statValue", RIGHT)]])
    label = grid.label(0, 0)
    assert (label.objectName(), label.toolTip()) == ("statValue", "why")
    assert label.alignment() == RIGHT
    grid.show_rows([[Cell("x", "", "hint")]])
    assert (label.objectName(), label.toolTip()) == ("hint", "")
    assert label.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def test_fewer_and_longer_rows(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rows beyond the new count leave the layout; a row of another length is remade."""
    grid = _grid(qtbot)
    grid.show_rows([[Cell("a"), Cell("1")], [Cell("b"), Cell("2")], [Cell("c"), Cell("3")]])
    grid.show_rows([[Cell("a"), Cell("1"), Cell("x")]])
    assert _texts(grid) == [["a", "1", "x"]]
    grid.clear()
    assert _texts(grid) == []


def test_a_decision_creates_no_label_in_the_versus_panel(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow) -> None:
    """After a decision the versus-final panel shows the new κ with the labels it had."""
    panel = window.work.versus
    window.work.decision.choose(1)  # with no decision the panel shows no figure
    panel.scope.setCurrentIndex(1)  # every item with a final label
    qtbot.waitUntil(lambda: panel.result is not None)
    made = panel.annotator_grid.created + panel.class_grid.created
    name = window.session.ratings.annotators[0]
    before = panel.kappa_text(name)
    window.work.decision.choose(1)
    qtbot.waitUntil(lambda: panel.kappa_text(name) != before)
    assert panel.annotator_grid.created + panel.class_grid.created == made


def test_spare_width_goes_after_the_last_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In a wide panel the names, values and intervals stay together at the left: the spare
    width is after the last column (a narrow, scrolling panel shows them without scrolling)."""
    grid = _grid(qtbot)
    host = HOSTS[-1]
    grid.show_rows([heading_row("name", "κ", "95% CI"),
                    [Cell("ann"), Cell("0.50", align=RIGHT), Cell("[0.40, 0.60]", align=RIGHT)]])
    host.resize(900, 80)
    host.show()
    qtbot.waitExposed(host)
    assert [grid.layout.columnStretch(c) for c in range(4)] == [0, 0, 0, 1]
    assert grid.label(1, 2).geometry().right() < 450  # not pushed to the far edge
    grid.show_rows([heading_row("name", "κ"), [Cell("ann"), Cell("0.50", align=RIGHT)]])
    assert [grid.layout.columnStretch(c) for c in range(4)] == [0, 0, 1, 0]


def test_stacked_rows_put_the_last_cell_on_a_line_below(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Stacked: a row of name, value and interval takes two grid rows, the interval right-
    aligned under the value and ending where it ends; short rows stay on one line; the same
    labels are moved, none made; back on one line, the grid is as before; ``wide_width`` is
    the same either way and holds the one-line row."""
    grid = _grid(qtbot)
    rows = [[Cell("Fleiss' κ"), Cell("0.764", align=RIGHT), Cell("[0.594, 0.934]", align=RIGHT)],
            [Cell("note"), Cell("n/a")]]
    grid.show_rows(rows)
    one_line = _texts(grid)
    wide = grid.wide_width()
    made = grid.created
    grid.set_stacked(True)
    assert _texts(grid) == [["Fleiss' κ", "0.764"], ["[0.594, 0.934]"], ["note", "n/a"]]
    assert grid.created == made
    assert grid.wide_width() == wide
    value, interval = grid.label(0, 1), grid.label(0, 2)
    _r, value_col, _rs, value_span = grid.layout.getItemPosition(grid.layout.indexOf(value))
    _r, ci_col, _rs, ci_span = grid.layout.getItemPosition(grid.layout.indexOf(interval))
    assert value_col + value_span == ci_col + ci_span  # both end in the same column
    host = HOSTS[-1]
    host.show()
    qtbot.waitUntil(lambda: interval.geometry().top() >= value.geometry().bottom())
    assert abs(interval.geometry().right() - value.geometry().right()) <= 1
    assert wide >= sum(label.sizeHint().width() for label in (grid.label(0, 0), value,
                                                              interval))
    grid.show_rows([rows[0], [Cell("note"), Cell("n/a"), Cell("[0, 1]")]])  # stays stacked
    assert _texts(grid)[2:] == [["note", "n/a"], ["[0, 1]"]]
    grid.set_stacked(False)
    grid.show_rows(rows)
    assert _texts(grid) == one_line


def _spots_wide(_row: int, cells: int) -> list[Spot]:
    return [Spot(0, 0), Spot(1, 0, shown=False), Spot(0, 1), Spot(0, 2)][:cells]


def _spots_narrow(_row: int, cells: int) -> list[Spot]:
    return [Spot(0, 0, 2), Spot(1, 0), Spot(1, 1), Spot(2, 0, 2)][:cells]


def test_an_arrangement_of_its_own_hides_moves_and_spans(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A panel's own arrangements: wide, a caption hidden and the rest on one line; narrow,
    the name on a line spanning two columns, caption and value, then the interval. The same
    labels move; the hidden caption takes no place; ``needed_width`` of each arrangement is
    its widest line (a spanning label counted over the columns it spans)."""
    grid = LabelGrid(wide=Arrangement(2, _spots_wide), narrow=Arrangement(3, _spots_narrow))
    host = QWidget()
    qtbot.addWidget(host)
    host.setLayout(grid.layout)
    HOSTS.append(host)
    grid.show_rows([[Cell("a rather long name"), Cell("κ"), Cell("0.50", align=RIGHT),
                     Cell("[0.40, 0.60]", align=RIGHT)]])
    host.show()
    qtbot.waitExposed(host)
    name, caption, value, interval = (grid.label(0, c) for c in range(4))
    assert caption.isHidden()
    assert not value.isHidden()
    assert _texts(grid) == [["a rather long name", "0.50", "[0.40, 0.60]"], ["κ"]]
    gap = grid.layout.horizontalSpacing()
    hint = [x.sizeHint().width() for x in (name, caption, value, interval)]
    assert grid.wide_width() == hint[0] + hint[2] + hint[3] + 2 * gap
    made = grid.created
    grid.set_stacked(True)
    assert grid.created == made
    qtbot.waitUntil(lambda: not caption.isHidden() and caption.isVisible())
    assert _texts(grid) == [["a rather long name"], ["κ", "0.50"], ["[0.40, 0.60]"]]
    qtbot.waitUntil(lambda: interval.geometry().top() >= value.geometry().bottom()
                    and value.geometry().top() >= name.geometry().bottom())
    narrow = grid.needed_width(grid.narrow)
    assert narrow == max(hint[0], hint[3], hint[1] + gap + hint[2])
    assert narrow < grid.wide_width()
    grid.set_stacked(False)
    assert caption.isHidden()
    assert _texts(grid) == [["a rather long name", "0.50", "[0.40, 0.60]"], ["κ"]]
