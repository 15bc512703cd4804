"""The confusion matrix model: counts, heat colours, and the Qt model contract."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt

from adjudicator.ui.agreement.confusion_model import ConfusionModel, CountRole, heat

TABLE = np.array([[5, 2, 0], [1, 7, 3], [0, 0, 4]], dtype=np.int64)
LABELS = ("a", "b", "c")


def test_passes_qt_model_tester(qtmodeltester) -> None:
    """The model keeps every QAbstractItemModel contract."""
    model = ConfusionModel()
    model.set_table(TABLE, LABELS, ("ann", "bob"))
    qtmodeltester.check(model)


def test_cells_show_the_counts() -> None:
    """Cell (i, j) shows how many items A put in i and B in j."""
    model = ConfusionModel()
    model.set_table(TABLE, LABELS, ("ann", "bob"))
    counts = [[model.index(i, j).data(CountRole) for j in range(3)] for i in range(3)]
    assert counts == TABLE.tolist()
    assert model.headerData(1, Qt.Orientation.Horizontal) == "b"


def test_same_shape_update_is_one_datachanged(qtbot) -> None:
    """New counts of the same shape update the cells without a model reset."""
    model = ConfusionModel()
    model.set_table(TABLE, LABELS, ("ann", "bob"))
    with qtbot.waitSignal(model.dataChanged), qtbot.assertNotEmitted(model.modelReset):
        model.set_table(TABLE * 2, LABELS, ("ann", "bob"))
    assert model.index(1, 1).data(CountRole) == 14


def test_deeper_colour_for_more_items() -> None:
    """The heat scale darkens with the share, and zero is white."""
    assert heat(0.0, (217, 95, 2)).name() == "#ffffff"
    assert heat(0.2, (217, 95, 2)).lightness() > heat(0.9, (217, 95, 2)).lightness()


def test_tooltip_names_both_annotators() -> None:
    """The tooltip reads as a sentence about who said what."""
    model = ConfusionModel()
    model.set_table(TABLE, LABELS, ("ann", "bob"))
    tip = model.index(1, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("ann said “b”, bob said “c”")
    assert "Items: 3" in tip


def test_many_labels_name_the_columns() -> None:
    """With many labels the columns and rows still carry the names (the view writes them
    upright, the tooltip says whose label it is)."""
    labels = tuple(f"label{n}" for n in range(8))
    model = ConfusionModel()
    model.set_table(np.eye(8, dtype=np.int64), labels, ("ann", "bob"))
    assert model.headerData(2, Qt.Orientation.Horizontal) == "label2"
    assert model.headerData(2, Qt.Orientation.Vertical) == "label2"
    assert model.headerData(2, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "bob: label2")
    assert model.headerData(8, Qt.Orientation.Horizontal) == "Total"


def test_one_colour_scale_for_the_whole_matrix() -> None:
    """A 35k disagreement cell is paler than a 259k agreement cell (one scale, not two), and
    counts show thousands separators."""
    model = ConfusionModel()
    table = np.array([[259_000, 35_000], [1_000, 200_000]], dtype=np.int64)
    model.set_table(table, ("x", "y"), ("ann", "bob"))
    brush = Qt.ItemDataRole.BackgroundRole
    off = model.index(0, 1).data(brush).color()
    diagonal = model.index(0, 0).data(brush).color()
    assert off.lightness() > diagonal.lightness() + 40
    assert model.index(0, 0).data() == "259,000"


def test_new_counts_replace_every_shown_text_and_colour() -> None:
    """The cells' texts and colours are kept between paints, and new counts of the same shape
    show new ones everywhere (cells, totals, heat), never the old ones."""
    model = ConfusionModel()
    model.set_table(TABLE, LABELS, ("ann", "bob"))
    display, background = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.BackgroundRole
    old_colour = model.index(0, 2).data(background).color().name()
    assert model.index(3, 3).data(display) == "22"
    bigger = TABLE.copy()
    bigger[0, 2] = 1000
    model.set_table(bigger, LABELS, ("ann", "bob"))
    assert model.index(0, 2).data(display) == "1,000"
    assert model.index(0, 3).data(display) == "1,007"  # A's total of "a"
    assert model.index(3, 3).data(display) == "1,022"
    assert model.index(0, 2).data(background).color().name() != old_colour
    assert model.index(1, 1).data(background).color().lightness() > 200  # 7 of 1,000: pale
