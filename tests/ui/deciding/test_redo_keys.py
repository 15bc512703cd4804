"""Both documented redo keys, Ctrl+Shift+Z and Ctrl+Y, redo in the real window: each key is
registered once (a key given twice is an "ambiguous shortcut" to Qt and does nothing)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QApplication

from adjudicator.ui.window.main_window import MainWindow

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


@pytest.mark.parametrize(("key", "modifiers"), [(Qt.Key.Key_Z, CTRL | SHIFT),
                                                (Qt.Key.Key_Y, CTRL)])
def test_redo_key_redoes_after_an_undo(qtbot, window: MainWindow, key: Qt.Key,
                                       modifiers: Qt.KeyboardModifier) -> None:
    """Decide with 2 on the list, Ctrl+Z (the item is unresolved again), then the redo key:
    decided again, with one more event in the log."""
    s, table = window.session, window.work.table
    window.activateWindow()
    table.setFocus()
    item = window.current_item()
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert not s.unresolved()[item]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, CTRL)
    assert s.unresolved()[item]
    seq = s.state.last_seq
    qtbot.keyClick(QApplication.focusWidget(), key, modifiers)
    assert not s.unresolved()[item]
    assert s.final_code(item) == 1
    assert s.state.last_seq == seq + 1


def test_no_key_is_registered_twice_in_the_window(window: MainWindow) -> None:
    """Every key of the window's actions and window-wide shortcuts is bound once."""
    keys: Counter[str] = Counter()
    for action in window.findChildren(QAction):
        keys.update(k.toString() for k in action.shortcuts() if not k.isEmpty())
    for shortcut in window.findChildren(QShortcut):
        if shortcut.context() == Qt.ShortcutContext.WindowShortcut:
            keys.update(k.toString() for k in shortcut.keys() if not k.isEmpty())  # noqa: SIM118
    assert [k for k, n in keys.items() if n > 1] == []
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= set(keys)
