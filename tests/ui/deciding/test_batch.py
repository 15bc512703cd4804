"""Deciding every unresolved item of a class pair at once: one batch event, one undo."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from adjudicator.ui.window.main_window import MainWindow


def _events(window: MainWindow) -> list[dict]:
    lines = Path(window.session.project.log_path).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


def test_batch_decides_the_listed_pair_in_one_event(qtbot, window: MainWindow) -> None:
    """All 投诉→退款 items get 退款 in a single batch line; undo reverts them together."""
    labels = window.session.ratings.labels
    view = window.work.confusion.table
    cell = view.model().index(labels.index("投诉"), labels.index("退款"))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(cell).center())
    listed = [window.model.item_at(r) for r in range(window.model.rowCount())]
    window.work.decision.batch.menu().actions()[labels.index("退款")].trigger()
    dialog = window.decider.bulk
    assert dialog.count == len(listed)
    dialog.rationale.setPlainText("refund requested: rule 3.2")
    with qtbot.waitSignal(window.model.dataChanged):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    batch = _events(window)[-1]
    assert batch["type"] == "batch"
    assert sorted(d["item"] for d in batch["decisions"]) == sorted(
        str(window.session.ids[i]) for i in listed)
    assert {d["label"] for d in batch["decisions"]} == {"退款"}
    assert {d["rationale"] for d in batch["decisions"]} == {"refund requested: rule 3.2"}
    assert not window.session.unresolved()[listed].any()
    window.menus.undo.trigger()
    revert = _events(window)[-1]
    assert (revert["type"], revert["target"]) == ("revert", batch["seq"])
    assert window.session.unresolved()[listed].all()


def test_declined_confirmation_writes_nothing(window: MainWindow) -> None:
    """Saying no to the confirmation (asked once, with the count) leaves the log as it was."""
    before = window.session.state.last_seq
    window.work.decision.batch.menu().actions()[0].trigger()
    dialog = window.decider.bulk
    asked = [dialog.count]
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert asked == [int(window.session.unresolved().sum())]
    assert window.session.state.last_seq == before
    assert window.session.unresolved().sum() == asked[0]
