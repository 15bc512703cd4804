"""Versions in the window: name a version, compare with it, start a guideline version, add a
note to an item; all refused (and said why) on a read-only log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QInputDialog, QMessageBox

from adjudicator.ui.rounds.guideline_dialog import GuidelineDialog
from adjudicator.ui.window.main_window import MainWindow


def _answer(monkeypatch: pytest.MonkeyPatch, name: str, *answers: str) -> None:
    """QInputDialog.<name> returns the given answers in turn, as if typed and confirmed."""
    queue = list(answers)
    monkeypatch.setattr(QInputDialog, name, staticmethod(lambda *_a, **_k: (queue.pop(0), True)))


def _log_events(window: MainWindow) -> list[dict]:
    path = window.session.project.log_path
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines[1:]]


def _decide_by_key(qtbot, window: MainWindow, key: Qt.Key) -> int:
    item = window.current_item()
    window.work.table.setFocus()
    qtbot.keyClick(window.work.table, key)
    return item


def test_compare_with_tag_lists_exactly_the_item_decided_since(qtbot, window: MainWindow,
                                                               monkeypatch) -> None:
    """Tag, decide one item by key press: comparing with the tag lists that item, both labels."""
    _decide_by_key(qtbot, window, Qt.Key.Key_1)
    _answer(monkeypatch, "getText", "draft 1")
    window.versions.name.trigger()
    assert "draft 1" in window.session.state.tags
    item = _decide_by_key(qtbot, window, Qt.Key.Key_2)
    dialog = window.versions.compare_versions()
    dialog.choose("draft 1")
    table = dialog.table
    assert table.rowCount() == 1
    s = window.session
    assert table.item(0, 0).text() == str(s.ids[item])
    assert table.item(0, 1).text() == "(none)"
    assert table.item(0, 2).text() == s.ratings.labels[1]


def test_double_click_in_compare_selects_the_item(qtbot, window: MainWindow,
                                                  monkeypatch) -> None:
    """A double-clicked change becomes the current item of the main list."""
    _answer(monkeypatch, "getText", "before")
    window.versions.name.trigger()
    item = _decide_by_key(qtbot, window, Qt.Key.Key_3)
    assert window.current_item() != item
    dialog = window.versions.compare_versions()
    qtbot.waitExposed(dialog)
    table = dialog.table
    rect = table.visualRect(table.model().index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.current_item() == item


def test_open_compare_dialog_follows_new_decisions(qtbot, window: MainWindow,
                                                  monkeypatch) -> None:
    """A decision made while the dialog is open is listed at once."""
    _answer(monkeypatch, "getText", "start")
    window.versions.name.trigger()
    dialog = window.versions.compare_versions()
    assert dialog.table.rowCount() == 0
    item = _decide_by_key(qtbot, window, Qt.Key.Key_4)
    assert dialog.table.rowCount() == 1
    assert dialog.table.item(0, 0).text() == str(window.session.ids[item])


def test_compare_by_sequence_number(qtbot, window: MainWindow) -> None:
    """A typed event number is a version too: 0 lists every decision made since the start."""
    first = _decide_by_key(qtbot, window, Qt.Key.Key_1)
    second = _decide_by_key(qtbot, window, Qt.Key.Key_2)
    dialog = window.versions.compare_versions()
    dialog.choose("0")
    listed = {dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())}
    assert listed == {str(window.session.ids[first]), str(window.session.ids[second])}


def test_duplicate_version_name_is_refused(qtbot, window: MainWindow, monkeypatch) -> None:
    """A name already used is refused with a message and writes nothing."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _p, _t, text: warnings.append(text)))
    _answer(monkeypatch, "getText", "v1", "v1")
    window.versions.name.trigger()
    seq = window.session.state.last_seq
    window.versions.name.trigger()
    assert window.session.state.last_seq == seq
    assert len(warnings) == 1
    assert "v1" in warnings[0]


def test_next_decision_carries_the_new_guideline_version(qtbot, window: MainWindow,
                                                         monkeypatch) -> None:
    """After "New guideline version…" the next decide event in the log carries that version."""
    def fill_and_accept(dialog: GuidelineDialog) -> int:
        dialog.version.setText("2.1")
        dialog.notes.setPlainText("sarcasm counts as negative")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(GuidelineDialog, "exec", fill_and_accept)
    window.versions.guideline.trigger()
    assert "2.1" in window.versions.guideline_label.text()
    assert window.versions.guideline_label.toolTip() == "sarcasm counts as negative"
    _decide_by_key(qtbot, window, Qt.Key.Key_1)
    events = _log_events(window)
    assert events[-2]["type"] == "guideline"
    assert events[-2]["notes"] == "sarcasm counts as negative"
    assert events[-1]["type"] == "decide"
    assert events[-1]["guideline"] == "2.1"


def test_note_appears_in_the_item_history(qtbot, window: MainWindow, monkeypatch) -> None:
    """"Add note to this item…" writes a note event and the history view shows it."""
    _answer(monkeypatch, "getMultiLineText", "ask the annotators about refunds")
    item = window.current_item()
    qtbot.mouseClick(window.work.decision.note, Qt.MouseButton.LeftButton)
    assert window.current_item() == item
    assert "ask the annotators about refunds" in window.work.decision.history.body.text()
    last = _log_events(window)[-1]
    assert (last["type"], last["item"]) == ("note", str(window.session.ids[item]))


def test_actions_are_disabled_with_a_reason_when_read_only(qtbot, window: MainWindow,
                                                           translators, sample_copy: Path) -> None:
    """A second window on a locked log cannot tag, start a guideline or add notes, and says why."""
    window.session.project.start_log()  # the first window's log, locked by it
    second = MainWindow(translators)
    qtbot.addWidget(second)
    second.show()
    second.open_path(sample_copy, None, "someone else")
    qtbot.waitUntil(lambda: second.session is not None, timeout=10_000)
    v = second.versions
    assert not v.name.isEnabled()
    assert not v.guideline.isEnabled()
    assert not second.work.decision.note.isEnabled()
    assert v.name.toolTip().startswith("Read-only")
    assert second.work.decision.note.toolTip().startswith("Read-only")
    assert v.compare.isEnabled()
    second.close()


def test_version_actions_follow_the_language(window: MainWindow) -> None:
    """In 简体中文 the version actions and the guideline label are translated."""
    window.menus.language.actions_by_code["zh_CN"].trigger()
    assert window.versions.name.text() == "为此版本命名(&N)…"
    assert window.work.decision.note.text() == "为此条目添加备注…"
    assert window.versions.guideline_label.text().startswith("标注规范")


def test_choosing_an_item_hidden_by_the_filters_shows_it(qtbot, window: MainWindow,
                                                         monkeypatch) -> None:
    """A decided item hidden by "Unresolved only" is listed again and made current."""
    _answer(monkeypatch, "getText", "before")
    window.versions.name.trigger()
    item = _decide_by_key(qtbot, window, Qt.Key.Key_1)
    window.work.filters.unresolved.setChecked(True)
    assert window.model.row_of(item) < 0
    dialog = window.versions.compare_versions()
    dialog.itemChosen.emit(str(window.session.ids[item]))
    assert window.current_item() == item
    assert not window.work.filters.unresolved.isChecked()


def test_guideline_dialog_needs_a_new_version(qtbot) -> None:
    """OK stays off until a version different from the current one is typed."""
    dialog = GuidelineDialog("2.0")
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dialog.version.setText("2.0")
    assert not ok.isEnabled()
    dialog.version.setText(" 2.1 ")
    assert ok.isEnabled()
    assert dialog.answer() == ("2.1", "")
