"""The item list's column sizing (``ui/item_columns``) on a real view and model, no window:
label columns get a compact and a comfortable width, the text column stretches, and the
annotator of each label column is named (hidden in blind mode)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QTableView

from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session
from adjudicator.ui.items.columns import ItemColumns
from adjudicator.ui.items.table_model import ItemTableModel


def _sized(qtbot, session: Session) -> tuple[ItemColumns, QTableView, list]:  # type: ignore[no-untyped-def]
    view = QTableView()
    qtbot.addWidget(view)
    model = ItemTableModel(session, view)
    view.setModel(model)
    got: list = []
    columns = ItemColumns(view, lambda text, widths: got.append((text, widths)))
    columns.attach(model, session)
    return columns, view, got


def test_label_columns_get_compact_and_comfortable_widths(qtbot, small_session: Session
                                                          ) -> None:
    """Each label column (two annotators, final, status) is reported with its widths, is set
    to the comfortable one, fits the longest label, and the text column stretches."""
    _columns, view, got = _sized(qtbot, small_session)
    m = view.model()
    assert len(got) == 1
    text, widths = got[0]
    assert text == m.COL_TEXT
    assert sorted(widths) == [m.COL_TEXT + 1, m.COL_TEXT + 2, m.COL_FINAL, m.COL_STATUS]
    metrics = view.fontMetrics()
    for col, (compact, comfortable) in widths.items():
        assert 40 <= compact <= comfortable <= 110
        assert view.columnWidth(col) == comfortable
        assert compact >= metrics.horizontalAdvance("—") + 12
    assert widths[m.COL_FINAL][0] == widths[m.COL_FINAL][1]  # never elided
    mode = view.horizontalHeader().sectionResizeMode(m.COL_TEXT)
    assert mode == QHeaderView.ResizeMode.Stretch


def _named(first: str) -> Session:
    """Three items, annotators ``first`` and "bob", labels a and b."""
    codes = np.array([[0, 0], [0, 1], [1, 1]], dtype=np.int64)
    ids = ("i0", "i1", "i2")
    ratings = Ratings(ids, (first, "bob"), ("a", "b"), codes)
    frame = pd.DataFrame({"text": ["x", "y", "z"]}, index=list(ids))
    return Session(Dataset(ratings, frame, [Path("named.csv")], text_column="text"))


def test_a_long_annotator_name_is_comfortable_up_to_64_px(qtbot) -> None:
    """The header counts for the comfortable width only up to 64 px (longer names elide)."""
    _columns, view, got = _sized(qtbot, _named("a" * 60))
    compact, comfortable = got[0][1][view.model().COL_TEXT + 1]
    assert comfortable == 64
    assert compact < comfortable


def test_columns_and_annotators_are_named(qtbot, small_session: Session) -> None:
    """The id/text/final/status columns; each label column's annotator; "?" when blind."""
    columns, view, _got = _sized(qtbot, small_session)
    m = view.model()
    assert columns.columns() == (m.COL_ID, m.COL_TEXT, m.COL_FINAL, m.COL_STATUS)
    assert [columns.annotator(c) for c in (2, 3)] == ["ann", "bob"]
    small_session.set_blind(True)
    assert columns.annotator(2) == "?"


def test_nothing_attached_sizes_nothing(qtbot) -> None:
    """Before a list is shown: no columns, no widths reported, no annotator."""
    view = QTableView()
    qtbot.addWidget(view)
    got: list = []
    columns = ItemColumns(view, lambda text, widths: got.append(widths))
    columns.size()
    assert got == []
    assert columns.columns() == (-1, -1, -1, -1)
    assert columns.annotator(2) == "?"


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_entropy_header_is_whole_at_the_compact_width(qtbot, translators,  # type: ignore[no-untyped-def]
                                                           language: str) -> None:
    """In a tight window the uncertainty column takes its compact width; its header ("Entropy",
    "熵") still shows whole there, in each language (the style's margins, the header's font)."""
    translators.apply(language)
    codes = np.array([[0, 0, 1], [0, 1, 1], [1, 1, 1]], dtype=np.int64)
    ids = ("i0", "i1", "i2")
    ratings = Ratings(ids, ("ann", "bob", "cy"), ("a", "b"), codes)
    frame = pd.DataFrame({"text": ["x", "y", "z"]}, index=list(ids))
    session = Session(Dataset(ratings, frame, [Path("three.csv")], text_column="text"))
    _columns, view, got = _sized(qtbot, session)
    m = view.model()
    col = m.COL_UNCERTAINTY
    compact, comfortable = got[0][1][col]
    assert compact <= comfortable
    view.setColumnWidth(col, compact)
    header = view.horizontalHeader()
    text = m.headerData(col, Qt.Orientation.Horizontal)
    assert text == {"en": "Entropy", "zh_CN": "熵", "zh_TW": "熵"}[language]
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    room = header.sectionSize(col) - 2 * margin
    shown = header.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, room)
    assert shown == text
