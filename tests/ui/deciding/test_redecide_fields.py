"""Re-deciding keeps what the lead did not change: a decided item shows every field of its
decision (rationale, confidence, error category, guideline flag), and a new label written
from that form carries them, with only what the lead changed changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow


def _last_event(window: MainWindow) -> dict:
    lines = Path(window.session.project.log_path).read_text(encoding="utf-8").splitlines()
    return json.loads(lines[-1])


def _show(window: MainWindow, item: int) -> None:
    window.select_row(window.model.row_of(item))
    assert window.current_item() == item


def _decide_with_every_field(qtbot, window: MainWindow) -> int:  # type: ignore[no-untyped-def]
    panel = window.work.decision
    item = window.current_item()
    panel.rationale.setPlainText("rule 3.2 refund wins")
    panel.fields.confidence.setCurrentIndex(panel.fields.confidence.findData(0.75))
    panel.fields.category.setEditText("annotator slip")
    panel.fields.guideline.setChecked(True)
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert window.current_item() != item  # moved on: the form was cleared for the next item
    return item


def test_decided_item_shows_every_field(qtbot, window: MainWindow) -> None:
    """Selecting a decided item fills the whole form from its decision."""
    item = _decide_with_every_field(qtbot, window)
    fields = window.work.decision.fields
    assert fields.fields().confidence is None  # the next, undecided item: blank
    _show(window, item)
    assert window.work.decision.rationale.toPlainText() == "rule 3.2 refund wins"
    shown = fields.fields()
    assert shown.confidence == pytest.approx(0.75)
    assert fields.confidence.currentText() == "75%"
    assert shown.error_category == "annotator slip"
    assert shown.guideline_update is True


def test_redecision_keeps_unchanged_fields_and_records_changed_ones(
        qtbot, window: MainWindow) -> None:
    """A new label pressed on the shown form writes the recorded fields again; then changing
    only the confidence writes the new confidence and keeps the rest."""
    item = _decide_with_every_field(qtbot, window)
    panel = window.work.decision
    _show(window, item)
    qtbot.mouseClick(panel.buttons[2], Qt.MouseButton.LeftButton)
    event = _last_event(window)
    assert (event["type"], event["item"]) == ("decide", str(window.session.ids[item]))
    assert event["label"] == window.session.ratings.labels[2]
    assert event["rationale"] == "rule 3.2 refund wins"
    assert event["confidence"] == pytest.approx(0.75)
    assert event["error_category"] == "annotator slip"
    assert event["guideline_update"] is True
    _show(window, item)
    panel.fields.confidence.setCurrentIndex(panel.fields.confidence.findData(0.25))
    panel.fields.guideline.setChecked(False)
    qtbot.mouseClick(panel.buttons[1], Qt.MouseButton.LeftButton)
    event = _last_event(window)
    assert event["label"] == window.session.ratings.labels[1]
    assert event["rationale"] == "rule 3.2 refund wins"
    assert event["confidence"] == pytest.approx(0.25)
    assert event["error_category"] == "annotator slip"
    assert "guideline_update" not in event


def test_confidence_off_the_list_is_shown_and_kept(qtbot, window: MainWindow) -> None:
    """A confidence the list does not offer (0.6, set by the command line) is shown as such
    and written again unchanged, never rounded to a neighbour."""
    item = window.current_item()
    window.session.decide(item, 0, "from the command line", confidence=0.6,
                          error_category="my own category")
    _show(window, item)
    fields = window.work.decision.fields
    assert fields.confidence.currentText() == "60%"
    assert fields.category.currentText() == "my own category"
    qtbot.mouseClick(window.work.decision.buttons[1], Qt.MouseButton.LeftButton)
    event = _last_event(window)
    assert event["confidence"] == pytest.approx(0.6)
    assert event["error_category"] == "my own category"
