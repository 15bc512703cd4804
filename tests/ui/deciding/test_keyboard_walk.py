"""A whole adjudication session by keyboard alone: no mouse event reaches the window. Ten
items decided with rationale, confidence and error category; they are in the log and the
export; J/K, Enter, S, A/B, Esc, redo with Ctrl+Shift+Z, the shortcut sheet, and the question
before overruling a unanimous label (asked once)."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

from adjudicator.ui.window.main_window import MainWindow


class NoMouse(QObject):
    """Counts every mouse press or release anywhere in the application."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
                            QEvent.Type.MouseButtonDblClick):
            self.seen += 1
        return False


def _key(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press to whatever widget has the focus, as a real keyboard would."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def _type(qtbot, text: str) -> None:
    qtbot.keyClicks(QApplication.focusWidget(), text)


def test_ten_decisions_by_keyboard_alone_are_logged_and_exported(qtbot, window: MainWindow,
                                                                 tmp_path: Path) -> None:
    """Tab to the rationale, type; Tab, Down for confidence; Tab, type a category; Ctrl+digit
    decides; Shift+Tab twice back to the rationale. Ten times, no mouse."""
    watch = NoMouse()
    QApplication.instance().installEventFilter(watch)
    panel, s = window.work.decision, window.session
    window.activateWindow()
    window.work.table.setFocus()
    assert QApplication.focusWidget() is window.work.table
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.rationale
    decided = []
    for n in range(10):
        item = window.current_item()
        assert s.unresolved()[item]
        _type(qtbot, f"rule {n}")
        _key(qtbot, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is panel.fields.confidence
        _key(qtbot, Qt.Key.Key_Down)
        _key(qtbot, Qt.Key.Key_Down)
        _key(qtbot, Qt.Key.Key_Tab)
        _type(qtbot, "annotator slip")
        code = n % s.ratings.k
        _key(qtbot, getattr(Qt.Key, f"Key_{code + 1}"), Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda item=item: not s.unresolved()[item])
        decided.append((str(s.ids[item]), s.ratings.labels[code], f"rule {n}"))
        _key(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        _key(qtbot, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
        assert QApplication.focusWidget() is panel.rationale
    QApplication.instance().removeEventFilter(watch)
    assert watch.seen == 0
    log = s.project.log_path
    events = [json.loads(line) for line in Path(log).read_text(encoding="utf-8").splitlines()[1:]]
    logged = [e for e in events if e.get("type") == "decide"]
    assert len(logged) == 10
    for event, (item, label, rationale) in zip(logged, decided, strict=True):
        d = event
        assert (d["item"], d["label"], d["rationale"]) == (item, label, rationale)
        assert d["confidence"] == 0.5
        assert d["error_category"] == "annotator slip"
    out = tmp_path / "export.csv"
    s.project.export(out)
    frame = pd.read_csv(out, dtype=str, keep_default_na=False)
    rows = frame.set_index(frame.columns[0]).loc[[item for item, _, _ in decided]]
    assert list(rows["final_label"]) == [label for _, label, _ in decided]
    assert list(rows["rationale"]) == [r for _, _, r in decided]
    assert set(rows["confidence"]) == {"0.5"}
    assert set(rows["error_category"]) == {"annotator slip"}


def test_walk_keys_move_through_the_list(qtbot, window: MainWindow) -> None:
    """J and K step, Enter goes to the next unresolved item, S skips, Esc leaves the
    rationale."""
    table = window.work.table
    table.setFocus()
    start = table.currentIndex().row()
    _key(qtbot, Qt.Key.Key_J)
    assert table.currentIndex().row() == start + 1
    _key(qtbot, Qt.Key.Key_K)
    assert table.currentIndex().row() == start
    _key(qtbot, Qt.Key.Key_Return)
    after = table.currentIndex().row()
    assert after > start
    assert window.session.unresolved()[window.model.item_at(after)]
    _key(qtbot, Qt.Key.Key_S)
    assert table.currentIndex().row() > after
    _key(qtbot, Qt.Key.Key_Tab)
    _type(qtbot, "jks")  # letters go into the rationale, not to the walk
    assert window.work.decision.rationale.toPlainText() == "jks"
    _key(qtbot, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is table


def test_take_a_records_the_source_and_redo_by_ctrl_shift_z(qtbot, window: MainWindow) -> None:
    """A takes the first annotator's label (source "A"); Ctrl+Z undoes; Ctrl+Shift+Z redoes."""
    s = window.session
    window.work.table.setFocus()
    item = window.current_item()
    _key(qtbot, Qt.Key.Key_A)
    assert s.final_code(item) == int(s.ratings.codes[item, s.pair[0]])
    assert s.state.decision(str(s.ids[item]))[1].source == "A"
    _key(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert s.unresolved()[item]
    _key(qtbot, Qt.Key.Key_Z,
         Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert not s.unresolved()[item]


def test_question_mark_shows_the_shortcut_sheet(qtbot, window: MainWindow) -> None:
    """? opens the sheet, which names the walk's keys; Help has the same entry."""
    window.work.table.setFocus()
    _key(qtbot, Qt.Key.Key_Question)
    sheet = window.shortcut_sheet
    assert sheet is not None
    assert sheet.isVisible()
    assert "Ctrl+Shift+Z" in sheet.body.text()
    assert "Alt+1 … 9" in sheet.body.text()  # rationale templates
    assert "Ctrl+click" in sheet.body.text()  # several matrix cells
    assert window.menus.shortcuts in window.menus.help.actions()


def test_overruling_a_unanimous_label_asks_once(qtbot, window: MainWindow) -> None:
    """The first overrule asks; a refusal changes nothing; once agreed, it is not asked
    again."""
    s = window.session
    asked = []
    window.decider.confirm_override = lambda label: asked.append(label) or len(asked) > 1
    unanimous = [i for i in range(len(s.ids)) if s.status(i) == 0][:2]
    for item in unanimous:
        window.select_row(window.model.row_of(item))
        other = (s.final_code(item) + 1) % s.ratings.k
        window.work.decision.choose(other)
    assert len(asked) == 2
    assert s.status(unanimous[0]) == 0  # refused the first time
    assert s.final_code(unanimous[1]) != int(s.ratings.codes[unanimous[1], 0])
    window.select_row(window.model.row_of(unanimous[0]))
    window.work.decision.choose((s.final_code(unanimous[0]) + 1) % s.ratings.k)
    assert len(asked) == 2  # not asked again
    assert s.status(unanimous[0]) == 1


def test_history_shows_the_decision_fields(qtbot, window: MainWindow) -> None:
    """Confidence and error category of a decision appear in the item's history."""
    panel = window.work.decision
    item = window.current_item()
    panel.fields.confidence.setCurrentIndex(4)
    panel.fields.category.setEditText("tool error")
    panel.fields.guideline.setChecked(True)
    panel.choose(0)
    window.select_row(window.model.row_of(item))
    text = panel.history.body.text()
    assert "confidence 100%" in text
    assert "tool error" in text
    assert "guideline to update" in text
