"""The bulk decision has fields of its own: the batch event carries exactly what was typed in
its dialog, never the rationale or fields the decision panel shows for the current item."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from adjudicator.ui.window.main_window import MainWindow


def _events(window: MainWindow) -> list[dict]:
    lines = Path(window.session.project.log_path).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


@pytest.fixture
def shown_decided(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> int:
    """An item decided with a rationale and every field, shown again in the panel."""
    monkeypatch.setattr(QMessageBox, "question",  # an old confirmation box must not block
                        lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    panel = window.work.decision
    item = window.current_item()
    panel.rationale.setPlainText("rule 3.2 refund wins")
    panel.fields.confidence.setCurrentIndex(panel.fields.confidence.findData(0.5))
    panel.fields.category.setEditText("guideline gap")
    panel.fields.guideline.setChecked(True)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    window.select_row(window.model.row_of(item))
    assert panel.rationale.toPlainText() == "rule 3.2 refund wins"
    return item


def _open_bulk(window: MainWindow, code: int):  # type: ignore[no-untyped-def]
    window.work.decision.batch.menu().actions()[code].trigger()
    return window.decider.bulk


def test_bulk_dialog_starts_empty_and_writes_only_what_was_typed(
        qtbot, window: MainWindow, shown_decided: int) -> None:
    """The panel shows "rule 3.2 refund wins" (50 %, guideline gap, flag); the bulk dialog
    opens empty, its preview shows what is typed in it, and the batch carries exactly that."""
    labels = window.session.ratings.labels
    listed = [window.model.item_at(r) for r in range(window.model.rowCount())]
    unresolved = [i for i in listed if window.session.unresolved()[i]]
    dialog = _open_bulk(window, 1)
    assert dialog.isVisible()
    assert dialog.rationale.toPlainText() == ""
    assert dialog.values()[1].confidence is None
    assert dialog.values()[1].error_category is None
    assert not dialog.fields.guideline.isChecked()
    assert "rule 3.2" not in dialog.summary.text()
    qtbot.keyClicks(dialog.rationale, "bulk: all of them are 2")
    dialog.fields.confidence.setCurrentIndex(dialog.fields.confidence.findData(0.75))
    dialog.fields.category.setEditText("tool error")
    preview = dialog.summary.text()
    assert "Rationale: bulk: all of them are 2" in preview
    assert "Confidence: 75%" in preview
    assert "Error category: tool error" in preview
    assert "Guideline needs an update: no" in preview
    before = window.session.state.last_seq
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    assert window.session.state.last_seq == before + 1
    batch = _events(window)[-1]
    assert batch["type"] == "batch"
    assert sorted(d["item"] for d in batch["decisions"]) == sorted(
        str(window.session.ids[i]) for i in unresolved)
    for d in batch["decisions"]:
        assert d["label"] == labels[1]
        assert d["rationale"] == "bulk: all of them are 2"
        assert d["confidence"] == pytest.approx(0.75)
        assert d["error_category"] == "tool error"
        assert "guideline_update" not in d


def test_bulk_dialog_left_empty_writes_empty_fields(qtbot, window: MainWindow,
                                                    shown_decided: int) -> None:
    """Nothing typed in the bulk dialog: the batch's decisions carry no rationale, confidence,
    category or flag, whatever the panel shows."""
    dialog = _open_bulk(window, 2)
    assert "Rationale: (none)" in dialog.summary.text()
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    batch = _events(window)[-1]
    assert batch["type"] == "batch"
    assert batch["decisions"]
    for d in batch["decisions"]:
        assert d["rationale"] == ""
        assert {"confidence", "error_category", "guideline_update"}.isdisjoint(d)


def test_cancelled_bulk_dialog_writes_nothing(qtbot, window: MainWindow,
                                              shown_decided: int) -> None:
    """Cancel in the bulk dialog leaves the log as it was."""
    before = window.session.state.last_seq
    dialog = _open_bulk(window, 0)
    qtbot.keyClicks(dialog.rationale, "not this")
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    assert window.session.state.last_seq == before
    assert _events(window)[-1]["type"] == "decide"
