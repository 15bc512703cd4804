"""Rationale templates in the real window: Alt+number inserts one into the rationale, the
decision carries it to the log; the lead's edited list is kept in the settings and offered in
the menu; nothing is inserted where the rationale box is off."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.deciding.rationale_templates import stored_templates
from adjudicator.ui.window.main_window import MainWindow


def _last_event(window: MainWindow) -> dict:
    path = Path(window.session.project.log_path)
    return json.loads(path.read_text(encoding="utf-8").splitlines()[-1])


def test_alt_number_inserts_a_template_and_it_reaches_the_log(qtbot, window: MainWindow
                                                              ) -> None:
    """Alt+2 in the rationale box inserts the second template; typed words follow it; the
    decision (Ctrl+1) writes both to the log."""
    panel = window.work.decision
    second = panel.templates.templates()[1]
    panel.rationale.setFocus()
    qtbot.keyClick(panel.rationale, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert panel.rationale.toPlainText() == second
    qtbot.keyClicks(panel.rationale, " see item 7")
    item = window.current_item()
    qtbot.keyClick(panel.rationale, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    event = _last_event(window)
    assert event["item"] == str(window.session.ids[item])
    assert event["rationale"] == f"{second} see item 7"


def test_template_goes_after_the_text_already_typed(qtbot, window: MainWindow) -> None:
    """With words in the box, a template is added at the cursor after a space."""
    panel = window.work.decision
    panel.rationale.setPlainText("Checked:")
    cursor = panel.rationale.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    panel.rationale.setTextCursor(cursor)
    panel.templates.insert_number(0)
    assert panel.rationale.toPlainText() == "Checked: " + panel.templates.templates()[0]


def test_edited_list_is_kept_and_offered(qtbot, window: MainWindow) -> None:
    """Edit templates… → two lines → Save: the settings hold them, the menu lists them with
    their keys, Alt+1 inserts the first."""
    panel = window.work.decision
    assert stored_templates() is None
    dialog = panel.templates.edit_templates()
    dialog.edit.setPlainText("Rule 4.2 applies\n\nAsked the annotators\n")
    dialog.accept()
    assert stored_templates() == ["Rule 4.2 applies", "Asked the annotators"]
    panel.templates.menu().aboutToShow.emit()
    entries = [a.text() for a in panel.templates.menu().actions() if a.text()]
    assert entries[:2] == ["Alt+1   Rule 4.2 applies", "Alt+2   Asked the annotators"]
    assert entries[-1] == "Edit templates…"
    panel.rationale.clear()
    panel.rationale.setFocus()
    qtbot.keyClick(panel.rationale, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert panel.rationale.toPlainText() == "Rule 4.2 applies"


def test_menu_entry_inserts(qtbot, window: MainWindow) -> None:
    """Choosing a template from the menu inserts it and puts the focus in the box."""
    panel = window.work.decision
    panel.templates.menu().aboutToShow.emit()
    panel.templates.menu().actions()[2].trigger()
    assert panel.rationale.toPlainText() == panel.templates.templates()[2]


def test_no_template_without_an_item(qtbot, window: MainWindow) -> None:
    """With no item shown the box is off: Alt+1 inserts nothing."""
    panel = window.work.decision
    window.select_row(-1)
    assert not panel.rationale.isEnabled()
    assert not panel.templates.isEnabled()
    panel.templates.insert_number(0)
    assert panel.rationale.toPlainText() == ""
