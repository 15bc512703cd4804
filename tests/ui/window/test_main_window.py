"""The real window on the sample: summary κ, matrix click → list, key press → durable
decision and a targeted row update, undo → revert event."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from sklearn.metrics import cohen_kappa_score

from adjudicator.ui.items.table_model import ItemRole
from adjudicator.ui.window.main_window import MainWindow


def _log_events(window: MainWindow) -> list[dict]:
    path = Path(window.session.project.log_path)
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]


def _listed_items(window: MainWindow) -> list[int]:
    model = window.model
    return [model.index(r, 0).data(ItemRole) for r in range(model.rowCount())]


def test_summary_shows_sklearn_kappa(window: MainWindow) -> None:
    """The κ in the summary bar equals scikit-learn's on the sample's two columns."""
    frame = window.session.dataset.frame
    expected = cohen_kappa_score(frame["wang_fang"], frame["li_qiang"])
    shown = window.work.summary.kappa_text
    assert shown == f"{expected:.3f}"
    assert f"κ = {expected:.3f}" in window.work.summary.kappa.text()
    assert window.windowTitle().startswith("customer_service.csv")


def test_confusion_cell_click_lists_exactly_that_pair(qtbot, window: MainWindow) -> None:
    """Clicking cell (投诉, 退款) lists the items wang_fang called 投诉 and li_qiang 退款."""
    view = window.work.confusion.table
    labels = window.session.ratings.labels
    i, j = labels.index("投诉"), labels.index("退款")
    rect = view.visualRect(view.model().index(i, j))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    codes = window.session.ratings.codes
    expected = np.flatnonzero((codes[:, 0] == i) & (codes[:, 1] == j)).tolist()
    assert sorted(_listed_items(window)) == expected
    assert len(expected) == view.model().index(i, j).data(Qt.ItemDataRole.UserRole + 1)


def test_key_press_records_a_durable_decision(qtbot, window: MainWindow) -> None:
    """Pressing 2 on a disputed item writes a decide event to the log and updates its row."""
    window.activateWindow()
    item = window.current_item()
    assert window.session.unresolved()[item]
    window.work.decision.rationale.setPlainText("refund asked explicitly")
    window.work.table.setFocus()
    with qtbot.waitSignal(window.model.dataChanged) as changed:
        qtbot.keyClick(window.work.table, Qt.Key.Key_2)
    row = changed.args[0].row()
    assert window.model.index(row, 0).data(ItemRole) == item
    assert window.model.index(row, window.model.COL_FINAL).data() == "退款"
    events = _log_events(window)
    assert events[-1]["type"] == "decide"
    assert events[-1]["item"] == str(window.session.ids[item])
    assert (events[-1]["label"], events[-1]["rationale"]) == ("退款", "refund asked explicitly")
    assert events[-1]["author"] == "tester"
    assert "✓" in window.work.decision.saved.text()


def test_undo_is_a_revert_event(qtbot, window: MainWindow) -> None:
    """Undo after a decision appends a revert event and the item is unresolved again."""
    item = window.current_item()
    qtbot.mouseClick(window.work.decision.buttons[0], Qt.MouseButton.LeftButton)
    decided_seq = _log_events(window)[-1]["seq"]
    with qtbot.waitSignal(window.model.dataChanged):
        window.menus.undo.trigger()
    events = _log_events(window)
    assert events[-1]["type"] == "revert"
    assert events[-1]["target"] == decided_seq
    assert window.session.unresolved()[item]


def test_pair_from_ranked_list_lists_both_directions(qtbot, window: MainWindow) -> None:
    """Clicking the top disagreement pair lists its items in either direction; it is the pair
    the annotators confused most often."""
    panel = window.work.disagreements
    labels = window.session.ratings.labels
    first, second = panel.table.item(0, 0).text().split(" ↔ ")
    i, j = labels.index(first), labels.index(second)
    rect = panel.table.visualItemRect(panel.table.item(0, 0))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    a, b = window.session.pair_codes()
    both = (a >= 0) & (b >= 0) & (a != b)
    counts: dict[frozenset[int], int] = {}
    for x, y in zip(a[both].tolist(), b[both].tolist(), strict=True):
        counts[frozenset((x, y))] = counts.get(frozenset((x, y)), 0) + 1
    assert counts[frozenset((i, j))] == max(counts.values())
    assert int(panel.table.item(0, 1).text()) == counts[frozenset((i, j))]
    expected = np.flatnonzero(((a == i) & (b == j)) | ((a == j) & (b == i))).tolist()
    assert sorted(_listed_items(window)) == expected
