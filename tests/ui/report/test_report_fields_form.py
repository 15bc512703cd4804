"""The report dialog's form of report fields: what the lead types is recorded in the log as
one event, shown in the report with word labels, and fills the form of the next report; a
conclusion that contradicts the verdict is flagged in the report."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.report.rendering.html import render_html
from adjudicator.ui.window.main_window import MainWindow

TYPED = {"project": "客服质检", "batch": "2026-05", "sampling_frame": "all May tickets",
         "planned_sample_size": "400", "reviewer": "王芳", "conclusion": "Accepted",
         "signed_by": "Li Na", "signed_on": "2026-05-31"}


def _events(window: MainWindow) -> list[dict]:
    lines = Path(window.session.project.log_path).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


def _open_report(window: MainWindow):  # type: ignore[no-untyped-def]
    window.menus.acceptance.report.trigger()
    return window.menus.acceptance.dialog


def _type_fields(qtbot, dialog, values: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    for name, text in values.items():
        edit = dialog.fields.edits[name]
        edit.clear()
        if text.isascii():
            qtbot.keyClicks(edit, text)
        else:  # Chinese arrives as an input method's commit, not as key presses
            edit.insert(text)
    qtbot.mouseClick(dialog.fields.keep, Qt.MouseButton.LeftButton)


def test_fields_typed_are_logged_shown_and_prefilled_next_time(qtbot,
                                                               window: MainWindow) -> None:
    """Every field typed goes into one report_fields event; the report shows them under
    word labels; the next report dialog opens with them filled in."""
    dialog = _open_report(window)
    assert all(edit.text() == "" for edit in dialog.fields.edits.values())
    _type_fields(qtbot, dialog, TYPED)
    event = _events(window)[-1]
    assert event["type"] == "report_fields"
    assert event["fields"] == TYPED
    html = render_html(dialog.model, "en")
    shown = dialog.view.toPlainText()
    for label in ("Project", "Batch", "Sampling frame", "Planned sample size (n)", "Reviewer",
                  "Conclusion", "Signed by", "Signed on"):
        assert label in shown
    for value in TYPED.values():
        assert value in html
    assert "sampling_frame" not in html
    dialog.close()
    again = _open_report(window)
    assert again is not dialog
    assert again.fields.values() == TYPED
    before = len(_events(window))
    qtbot.mouseClick(again.fields.keep, Qt.MouseButton.LeftButton)  # nothing changed
    assert len(_events(window)) == before


def test_cleared_field_is_cleared_and_conclusion_contradiction_flagged(
        qtbot, window: MainWindow) -> None:
    """With a rule that fails, "Accepted" is flagged in the report and "返工" is not; a field
    emptied in the form is gone from the next event and from the report."""
    window.session.project.set_rules({"min_value": 0.999})
    dialog = _open_report(window)
    _type_fields(qtbot, dialog, TYPED)
    assert dialog.model.verdict.overall == "fail"
    assert 'id="conclusion-contradicts"' in render_html(dialog.model, "en")
    assert "Warning: the conclusion entered reads as an acceptance" in dialog.view.toPlainText()
    _type_fields(qtbot, dialog, {"conclusion": "返工", "batch": ""})
    event = _events(window)[-1]
    assert event["type"] == "report_fields"
    assert event["fields"]["conclusion"] == "返工"
    assert "batch" not in event["fields"]
    html = render_html(dialog.model, "zh_CN")
    assert 'id="conclusion-contradicts"' not in html
    assert "2026-05" not in html.replace("2026-05-31", "")
