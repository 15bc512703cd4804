"""The keyboard walk: keys that move through the list and decide without the mouse, and the
sheet that lists every key (Help ▸ Keyboard shortcuts, or ?).

Single-letter keys are window shortcuts; while the rationale or the search box has the focus,
the text box takes the letter instead (Qt lets editors claim printable keys first)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

Action = Callable[[], object]


def sheet_rows() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the shortcut sheet."""
    tr = QCoreApplication.translate
    return [
        ("1 … 9", tr("Keyboard", "Decide the shown item as that label")),
        ("Ctrl+1 … 9", tr("Keyboard", "The same while typing a rationale")),
        ("A / B", tr("Keyboard", "Take the first / second compared annotator's label")),
        ("Enter, Space", tr("Keyboard", "Next unresolved item in the list")),
        ("S", tr("Keyboard", "Skip this item (to the next unresolved one)")),
        ("J / K", tr("Keyboard", "Next / previous item in the list")),
        ("Tab", tr("Keyboard", "List → rationale → confidence, category, flag → label buttons")),
        ("Esc", tr("Keyboard", "Leave the rationale box (back to the list)")),
        ("Ctrl+Z", tr("Keyboard", "Undo (a revert event in the log)")),
        ("Ctrl+Shift+Z, Ctrl+Y", tr("Keyboard", "Redo")),
        ("Ctrl+E", tr("Keyboard", "Export the adjudicated dataset")),
        ("?", tr("Keyboard", "This sheet")),
    ]


class KeyboardWalk(QObject):
    """Window-wide keys for the walk; each calls one of the given actions."""

    def __init__(self, window: QWidget, *, next_unresolved: Action, step: Callable[[int], object],
                 take: Callable[[int], object], sheet: Action) -> None:
        super().__init__(window)
        self.shortcuts: list[QShortcut] = []
        for key in ("Return", "Enter", "Space"):
            self._key(window, key, lambda: _press_focused() or next_unresolved())
        self._key(window, "S", next_unresolved)
        self._key(window, "J", lambda: step(1))
        self._key(window, "K", lambda: step(-1))
        self._key(window, "A", lambda: take(0))
        self._key(window, "B", lambda: take(1))
        self._key(window, "?", sheet)
        self._key(window, "Shift+?", sheet)

    def _key(self, window: QWidget, key: str, action: Action) -> None:
        shortcut = QShortcut(QKeySequence(key), window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(action)
        self.shortcuts.append(shortcut)


def _press_focused() -> bool:
    """Space / Enter on a focused button, check box or list box keep their usual meaning
    (press it, open it); True when the key went there."""
    focused = QApplication.focusWidget()
    if isinstance(focused, QAbstractButton):
        focused.click()
        return True
    if isinstance(focused, QComboBox) and not focused.isEditable():
        focused.showPopup()
        return True
    return False


class ShortcutSheet(QDialog):
    """Every key of the walk in a two-column table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = "".join(f"<tr><td style='padding-right:16px'><b>{keys}</b></td><td>{text}</td>"
                       "</tr>" for keys, text in sheet_rows())
        self.body = QLabel(f"<table>{rows}</table>")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body)
        layout.addWidget(buttons)
