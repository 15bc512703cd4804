"""The item list's uncertainty column: the entropy (bits) of each item's Dawid–Skene posterior,
the suggestion the decision panel shows. It shows "—" while a large file's model is fitted on
the thread pool (the window goes on meanwhile), fills in when the fit is there, and a click on
its header sorts the list as a plain sort of those entropies (most uncertain first from the
top down; items without a suggestion last)."""

from __future__ import annotations

import csv
import math
import threading
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest

from adjudicator.core.adjudication import posterior_rule
from adjudicator.core.adjudication.posterior_rule import posterior_matrix
from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import Session
from adjudicator.ui.deciding import suggestion_fit
from adjudicator.ui.items.table_model import ItemTableModel
from adjudicator.ui.window.main_window import MainWindow

LABELS = ("pos", "neg", "neu")


def _crowd_file(folder: Path) -> Path:
    """80 items, five annotators of accuracies 0.95 to 0.4, three labels (seeded)."""
    rng = np.random.default_rng(11)
    truth = rng.integers(0, 3, 80)
    right = rng.random((80, 5)) < np.array([0.95, 0.85, 0.6, 0.5, 0.4])
    codes = np.where(right, truth[:, None], rng.integers(0, 3, (80, 5)))
    path = folder / "crowd3.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["id", "text", "ann", "bea", "cy", "dov", "eli"])
        for i, row in enumerate(codes):
            writer.writerow([f"q{i}", f"question {i}", *(LABELS[c] for c in row)])
    return path


def _plain_entropies(codes: np.ndarray, k: int) -> list[float]:
    """Each item's -Σ p log₂ p from the fitted posterior, one label at a time (NaN: none)."""
    out = []
    for row in posterior_matrix(codes, k):
        if not np.isfinite(row).all():
            out.append(math.nan)
            continue
        out.append(-sum(p * math.log2(p) for p in row.tolist() if p > 0))
    return out


def _click_header(window: MainWindow, col: int) -> None:
    table = window.work.table
    table.scrollTo(window.model.index(0, col))  # the column in view
    header = table.horizontalHeader()
    x = header.sectionViewportPosition(col) + header.sectionSize(col) // 2
    assert 0 <= x < header.viewport().width()
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def _shown(window: MainWindow, col: int) -> list[str]:
    m = window.model
    return [str(m.index(r, col).data()) for r in range(m.rowCount())]


def test_the_column_waits_for_the_background_fit_and_sorts_by_uncertainty(
        qtbot, translators, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(translators)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.work.decision.fit.inline_cells = 0  # as for a crowd: never fitted on this thread
    posterior_rule._FITTED.clear()
    gate, calls = threading.Event(), []
    real = suggestion_fit.fit_suggestions

    def held(ratings: object) -> None:  # the fit waits until the test has looked around
        calls.append(ratings)
        assert gate.wait(60)
        real(ratings)  # type: ignore[arg-type]

    monkeypatch.setattr(suggestion_fit, "fit_suggestions", held)
    try:
        window.open_path(_crowd_file(tmp_path), None, "tester")
        qtbot.waitUntil(lambda: window.model is not None and not window.opening,
                        timeout=20_000)
        m = window.model
        assert m is not None
        col = m.COL_UNCERTAINTY
        assert col == m.COL_STATUS + 1 == m.columnCount() - 1
        assert m.headerData(col, Qt.Orientation.Horizontal) == "Entropy"
        assert "entropy" in window.column_tips(col)
        assert set(_shown(window, col)) == {"—"}  # the fit is under way
        assert not m.uncertainty_ready
        fired: list[int] = []  # the window's thread runs its events meanwhile
        QTimer.singleShot(0, lambda: fired.append(1))
        qtbot.waitUntil(lambda: bool(fired), timeout=60_000)
        before = m.rows.tolist()
        _click_header(window, col)  # ascending: waits for the fit, the list keeps its order
        assert m.sorting
        assert m.rows.tolist() == before
        qtbot.waitUntil(lambda: len(calls) == 1, timeout=60_000)
        with qtbot.waitSignal(m.uncertaintyReady, timeout=60_000):
            gate.set()
    finally:
        gate.set()
    assert len(calls) == 1  # the panel's fit and the list's are one
    assert not m.sorting
    codes = window.session.ratings.codes
    plain = _plain_entropies(codes, len(LABELS))
    keys = [-1.0 if math.isnan(h) else h for h in plain]
    ordered = [keys[i] for i in m.rows.tolist()]
    assert np.allclose(ordered, sorted(keys), atol=1e-9)
    _click_header(window, col)  # again: descending, the most uncertain first
    header = window.work.table.horizontalHeader()
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    ordered = [keys[i] for i in m.rows.tolist()]
    assert np.allclose(ordered, sorted(keys, reverse=True), atol=1e-9)
    assert ordered[0] == max(keys) > 0
    shown = _shown(window, col)
    assert shown == [f"{keys[i]:.2f}" for i in m.rows.tolist()]


def _session(codes: list[list[int]], annotators: tuple[str, ...]) -> Session:
    ids = tuple(f"i{i}" for i in range(len(codes)))
    ratings = Ratings(ids, annotators, LABELS, np.array(codes, dtype=np.int64))
    frame = pd.DataFrame({"text": [f"t{i}" for i in ids]}, index=list(ids))
    return Session(Dataset(ratings, frame, [Path("three.csv")], text_column="text"))


def test_an_item_nobody_labelled_shows_a_dash_and_sorts_last_from_the_top_down(qtbot) -> None:  # type: ignore[no-untyped-def]
    posterior_rule._FITTED.clear()
    codes = [[0, 0, 0], [0, 1, 0], [-1, -1, -1], [0, 1, 2], [1, 1, -1], [2, 2, 1]]
    model = ItemTableModel(_session(codes, ("a", "b", "c")))
    col = model.COL_UNCERTAINTY
    assert col == model.columnCount() - 1
    plain = _plain_entropies(np.array(codes), len(LABELS))
    assert model.index(2, col).data() == "—"
    for row in (0, 1, 3, 4, 5):
        assert model.index(row, col).data() == f"{plain[row]:.2f}"
    model.sort(col, Qt.SortOrder.DescendingOrder)
    assert model.rows.tolist()[-1] == 2
    assert model.rows.tolist()[0] == int(np.nanargmax(plain))
    model.sort(col, Qt.SortOrder.AscendingOrder)
    assert model.rows.tolist()[0] == 2


def test_two_annotators_have_no_uncertainty_column(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = ItemTableModel(_session([[0, 1], [1, 1]], ("a", "b")))
    assert model.COL_UNCERTAINTY == -1
    assert model.columnCount() == model.COL_STATUS + 1
    assert model.uncertainty_ready


def test_the_entropies_are_made_with_the_fit_on_the_pool(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The background fit also makes the entropies, so the list reads them without work on
    the window's thread; other ratings are computed afresh."""
    from adjudicator.session import suggestion as module

    ratings = _session([[0, 0, 1], [2, 1, 0], [1, 1, 1]], ("a", "b", "c")).ratings
    module.fit_suggestions(ratings)
    made = module.suggestion_entropy(ratings)

    def refused(*_args: object) -> None:
        raise AssertionError("fitted again")

    monkeypatch.setattr(module, "posterior_matrix", refused)
    again = module.suggestion_entropy(ratings)
    assert again is made
    assert np.allclose(again, _plain_entropies(ratings.codes, len(LABELS)), equal_nan=True)
    other = _session([[0, 0, 1], [2, 1, 0], [1, 1, 1]], ("a", "b", "c")).ratings
    with pytest.raises(AssertionError, match="fitted again"):
        module.suggestion_entropy(other)
