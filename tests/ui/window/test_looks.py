"""The window's looks, measured on real widgets: it shrinks to 1,024 px without clipping, the
text column gets the spare width, the search box keeps its width beside the class-pair chip,
thousands separators, long annotator names elided in the middle with the whole name in
tooltips, header tooltips, and the log's folder shown with ~ for home."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session
from adjudicator.ui.common.text_fit import display_path
from adjudicator.ui.items.filter_bar import SEARCH_MIN_WIDTH
from adjudicator.ui.window.main_window import MainWindow

LONG_NAME = "annotator_from_the_vendor_team_number_forty_two"
CHECKED = (QLabel, QAbstractButton, QComboBox, QLineEdit)


def _clipped(root: QWidget) -> list[str]:
    """Visible labels, buttons, combos and boxes narrower than their minimum size."""
    out = []
    for w in root.findChildren(QWidget):
        if isinstance(w, CHECKED) and w.isVisible() and w.width() > 0:
            need = w.minimumSizeHint().width()
            if w.width() < need:
                out.append(f"{type(w).__name__} {w.objectName()} {w.width()} < {need}")
    return out


def _session(n: int, annotators: tuple[str, ...], text: str = "short") -> Session:
    rng = np.random.default_rng(3)
    codes = rng.integers(0, 3, (n, len(annotators))).astype(np.int64)
    ids = tuple(f"x{i}" for i in range(n))
    ratings = Ratings(ids, annotators, ("a", "b", "c"), codes)
    frame = pd.DataFrame({"text": [f"{text} {i}" for i in range(n)]}, index=list(ids))
    return Session(Dataset(ratings, frame, [Path("many.csv")], text_column="text"))


def _settle(qtbot, window: MainWindow, width: int, height: int = 700) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width, timeout=3000)
    qtbot.wait(50)


def test_window_shrinks_to_1024_without_clipping(qtbot, window: MainWindow) -> None:
    """At 1,024 px the window is 1,024 px wide (its minimum fits), and no visible label,
    button, combo or box is narrower than it needs."""
    assert window.minimumSizeHint().width() <= 1024
    _settle(qtbot, window, 1024)
    assert window.width() == 1024
    qtbot.waitUntil(lambda: _clipped(window) == [], timeout=5000)  # once laid out
    stats = window.work.stats_area  # narrower than its numbers: they scroll sideways
    if stats.viewport().width() < stats.widget().minimumSizeHint().width():
        bar = stats.horizontalScrollBar()
        qtbot.waitUntil(bar.isVisible, timeout=3000)
        assert bar.maximum() >= stats.widget().minimumSizeHint().width() - stats.viewport().width()


def test_three_annotators_at_1024_in_chinese(qtbot, window: MainWindow) -> None:
    """Three annotators, 简体中文, 1,024 px: nothing clipped, the text column still readable."""
    window.menus.language.actions_by_code["zh_CN"].trigger()
    window.set_session(_session(40, ("ann_a", "ann_b", "ann_c")))
    _settle(qtbot, window, 1024)
    assert window.width() == 1024
    qtbot.waitUntil(lambda: _clipped(window) == [], timeout=5000)  # once laid out
    m, t = window.model, window.work.table
    assert t.columnWidth(m.COL_TEXT) >= 60
    window.menus.language.actions_by_code["en"].trigger()


def test_text_column_gets_the_spare_width(qtbot, window: MainWindow) -> None:
    """At 1,280 px the text column is wider than all the label columns together, and its
    full text is in the tooltip and the decision panel."""
    _settle(qtbot, window, 1280, 800)
    m, t = window.model, window.work.table
    labels = sum(t.columnWidth(c) for c in range(m.COL_TEXT + 1, m.COL_STATUS + 1))
    assert t.columnWidth(m.COL_TEXT) > labels
    item = window.current_item()
    full = str(window.session.texts[item])
    row = m.row_of(item)
    assert m.index(row, m.COL_TEXT).data(Qt.ItemDataRole.ToolTipRole) == full
    assert window.work.decision.text.text() == full


def test_search_box_keeps_its_width_beside_the_chip(qtbot, window: MainWindow) -> None:
    """Choosing two matrix cells shows the chip; the search box stays at least its minimum."""
    _settle(qtbot, window, 1024)
    window.work.filters.set_cells([(0, 1), (1, 0)])
    qtbot.waitUntil(window.work.filters.pair.isVisible, timeout=2000)
    qtbot.wait(50)
    assert window.work.filters.pair.text().endswith("+1  ✕")
    assert window.work.filters.pair.toolTip().count("→") == 2
    assert window.work.filters.search.width() >= SEARCH_MIN_WIDTH
    assert _clipped(window.work.filters) == []


def test_thousands_separators(qtbot, window: MainWindow) -> None:
    """2,345 items: the summary, the matrix total and the batch button group the digits."""
    window.set_session(_session(2345, ("ann", "bob")))
    assert "2,345 items" in window.work.summary.dataset.full_text()
    k = len(window.session.ratings.labels)
    assert window.work.confusion.model.index(k, k).data() == "2,345"
    count = window.work.decision.batch_count
    assert count >= 1000
    assert f"{count:,}" in window.work.decision.batch.text()


def test_long_names_elided_in_the_middle_whole_in_tooltips(qtbot, window: MainWindow) -> None:
    """A 47-character annotator name: the header and the votes show it shortened with …,
    the header tooltip and the votes tooltip name it whole."""
    window.set_session(_session(20, (LONG_NAME, "bob")))
    _settle(qtbot, window, 1280, 800)
    t, m = window.work.table, window.model
    col = m.COL_TEXT + 1
    assert t.columnWidth(col) < t.fontMetrics().horizontalAdvance(LONG_NAME)
    assert t.horizontalHeader().textElideMode() == Qt.TextElideMode.ElideMiddle
    assert LONG_NAME in window.column_tips(col)
    votes = window.work.decision.votes
    assert LONG_NAME not in votes.text()
    assert "…" in votes.text()
    assert LONG_NAME in votes.toolTip()


def test_every_list_header_explains_itself(window: MainWindow) -> None:
    """Each column of the list has a header tooltip."""
    for section in range(window.model.columnCount()):
        assert window.column_tips(section), section


def test_log_folder_under_home_shown_with_tilde() -> None:
    """The status bar names the home folder as ~ (no user's folder in screenshots)."""
    inside = Path.home() / "adjudicator-sample" / "x.adjudication.jsonl"
    assert display_path(inside) == str(Path("~") / "adjudicator-sample" /
                                       "x.adjudication.jsonl")
    assert display_path("/srv/data/x.jsonl") == "/srv/data/x.jsonl"


def test_statistics_column_is_never_cut(qtbot, window: MainWindow) -> None:
    """Right after opening at 1,280 px (as a lead sees it, and as --screenshot takes it):
    the left column is as wide as the statistics and their scroll bar need, so neither the
    numbers nor the scroll bar are cut by the list beside them (narrower windows scroll them
    sideways, see test_text_column_width)."""
    qtbot.wait(300)
    work = window.work
    area = work.stats_area
    bar = area.verticalScrollBar()
    need = area.widget().minimumSizeHint().width() + bar.sizeHint().width()
    assert area.width() >= need
    assert work.left.width() >= area.minimumWidth()
    assert area.width() <= work.left.width()  # not wider than its column (not overlapped)
    assert work.splitter.sizes()[0] == work.left.width()


def test_a_long_file_name_is_shortened_and_the_counts_stay(qtbot, window: MainWindow) -> None:
    """A 60-character file name at 1,280 px: the name is elided, "2,345 items · 3
    annotators:" is shown whole (eliding the whole line in the middle had cut the count)."""
    name = "lidc_malignancy_wide_by_nodule_reader_study_export_final_v2.csv"
    session = _session(2345, ("ann", "bob", "cy"))
    session.dataset.sources = [Path(name)]
    window.set_session(session)
    _settle(qtbot, window, 1280)
    shown = window.work.summary.dataset.text()
    assert shown.endswith("2,345 items · 3 annotators:")
    assert "…" in shown
    assert shown != window.work.summary.dataset.full_text()
    assert name in window.work.summary.dataset.toolTip()
