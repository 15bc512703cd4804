"""The matrix read at 1,280 x 800: every count whole or compact (never "…"), the label
names in the headers with the whole name in the tooltip, the totals in view up to six
labels; the pair heatmap's colours spread over the κ values shown."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyleOptionViewItem

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.many_raters.pairwise_matrix import PairwiseMatrix
from adjudicator.session.count_text import compact_count
from adjudicator.ui.agreement.confusion_view import CELL_PADDING, ConfusionView
from adjudicator.ui.agreement.pair_kappa_model import PairKappaModel

SIX = ("投诉", "退款", "咨询", "Shipping delay", "Product quality", "其他")
THIRTEEN = ("投诉", "退款", "咨询", "Shipping delay", "Product quality and packaging", "其他",
            "物流查询", "发票问题", "换货", "Account login", "Payment failed", "售后维修", "优惠券")


def _labels_file(folder: Path, labels: tuple[str, ...], items: int) -> Path:
    """Two annotators who mostly agree, over ``items`` items (large counts on the diagonal)."""
    rng = random.Random(5)
    lines = ["id,text,wang_fang,li_qiang"]
    for n in range(items):
        first = rng.choice(labels)
        second = first if rng.random() < 0.8 else rng.choice(labels)
        lines.append(f"i{n},text {n},{first},{second}")
    path = folder / "labels.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _shown(view: ConfusionView, row: int, col: int) -> tuple[str, int, int]:
    """The text the delegate paints in a cell, its width and the cell's room (px)."""
    index = view.model.index(row, col)
    option = QStyleOptionViewItem()
    option.initFrom(view.table.viewport())
    option.rect = view.table.visualRect(index)
    view.table.itemDelegate().initStyleOption(option, index)
    metrics = QFontMetrics(option.font)  # the font the cell is painted in (totals: bold)
    return (option.text, metrics.horizontalAdvance(option.text),
            option.rect.width() - CELL_PADDING)


def _every_count_reads(view: ConfusionView) -> None:
    k = view.model.rowCount()
    for i in range(k):
        for j in range(k):
            text, width, room = _shown(view, i, j)
            count = view.model.count(i, j)
            assert text in (f"{count:,}", compact_count(count)), (i, j, text)
            assert width <= room, (i, j, text, width, room)


def test_thirteen_labels_show_counts_whole_or_compact(open_window, translators, tmp_path,
                                                     qtbot) -> None:
    """13 labels and 26,000 items at 1,280 x 800: no cell elides its count ("…"); a count
    that does not fit whole is compact (3.2k) and fits; the tooltip keeps the exact count."""
    win = open_window(_labels_file(tmp_path, THIRTEEN, 26_000), translators)
    qtbot.wait(50)
    view = win.work.confusion
    assert view.model.rowCount() == len(THIRTEEN) + 1
    _every_count_reads(view)
    k = len(THIRTEEN)
    total = view.model.count(k, k)
    assert _shown(view, k, k)[0] in (f"{total:,}", compact_count(total))
    assert f"{total:,}" in view.model.index(k, k).data(Qt.ItemDataRole.ToolTipRole)


def test_headers_name_the_labels_and_tooltips_hold_the_whole_name(open_window, translators,
                                                                  tmp_path, qtbot) -> None:
    """Columns and rows carry the label's name (not a number); a long name may be cut on
    screen, its tooltip says it whole."""
    win = open_window(_labels_file(tmp_path, THIRTEEN, 2_000), translators)
    model = win.work.confusion.model
    labels = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(THIRTEEN))]
    assert sorted(labels) == sorted(THIRTEEN)
    long_name = "Product quality and packaging"
    c = labels.index(long_name)
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        tip = model.headerData(c, orientation, Qt.ItemDataRole.ToolTipRole)
        assert long_name in tip
    header = win.work.confusion.table.horizontalHeader()
    shown = header.section_name_shown(c)
    assert shown.endswith("…")  # cut on screen only
    assert long_name.startswith(shown[:-1])
    assert header.section_name_shown(labels.index("咨询")) == "咨询"


def test_six_labels_show_the_totals_without_scrolling(open_window, translators, tmp_path,
                                                      qtbot) -> None:
    """At 1,280 x 800 with six labels the totals row and column are in view, counts whole or
    compact, with no scrolling."""
    win = open_window(_labels_file(tmp_path, SIX, 24_000), translators)
    qtbot.wait(50)
    view = win.work.confusion
    table = view.table
    k = len(SIX)
    viewport = QRect(0, 0, table.viewport().width(), table.viewport().height())
    for cell in ((k, k), (0, k), (k, 0)):
        rect = table.visualRect(view.model.index(*cell))
        assert viewport.contains(rect), (cell, rect, viewport)
    assert table.horizontalScrollBar().value() == 0
    assert table.verticalScrollBar().value() == 0
    _every_count_reads(view)
    header = table.horizontalHeader()
    names = [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(k)]
    assert [header.section_name_shown(c) for c in range(k)] == names  # each name whole


def _kappas(values: dict[tuple[int, int], float]) -> PairwiseMatrix:
    """A 3 x 3 pairwise matrix of point estimates (symmetric, empty diagonal)."""
    grid: list[list[Estimate | None]] = [[None] * 3 for _ in range(3)]
    for (a, b), value in values.items():
        grid[a][b] = grid[b][a] = Estimate("cohen_kappa", value)
    return PairwiseMatrix(tuple(tuple(row) for row in grid))


def test_pair_heatmap_colours_spread_over_the_values_shown() -> None:
    """κ of 0.62 and 0.71: the lower pale, the higher deep (not two near-equal blues)."""
    model = PairKappaModel()
    model.set_matrix(_kappas({(0, 1): 0.62, (0, 2): 0.71, (1, 2): 0.66}), ("a", "b", "c"))
    brush = Qt.ItemDataRole.BackgroundRole
    low = model.index(0, 1).data(brush).color()
    high = model.index(0, 2).data(brush).color()
    middle = model.index(1, 2).data(brush).color()
    assert low.lightness() - high.lightness() > 80  # on a 0-to-1 scale: about 10
    assert high.lightness() < middle.lightness() < low.lightness()
    assert np.allclose(model.range, (0.62, 0.71))
