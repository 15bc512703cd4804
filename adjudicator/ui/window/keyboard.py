"""The keyboard walk: keys that move through the list and decide without the mouse, and the
sheet that lists every key (Help ▸ Keyboard shortcuts, or ?).

The letter and digit keys that walk or decide (S, J, K, A, B, 1…9) act only while the item
list or the item display has the focus: each is a shortcut in the context of those views, never
of the window, so a letter typed on a combo box, check box, button, spin box or the matrix does
nothing here (it once recorded a decision with an empty rationale). Enter and Space move on only
from the list, so buttons, boxes and the search keep their usual meaning."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

Action = Callable[[], object]
WALK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyboardWalk(QObject):
    """The walk's keys; each calls one of the given actions.

    ``views`` are the item list first, then the item display: the single keys (and Ctrl+digit
    on the list) act only while one of them, or a child of one, has the focus; ``?`` (the
    sheet) anywhere in the window."""

    def __init__(self, window: QWidget, views: Sequence[QWidget], *, next_unresolved: Action,
                 step: Callable[[int], object], take: Callable[[int], object],
                 choose: Callable[[int], object], sheet: Action) -> None:
        super().__init__(window)
        self.shortcuts: list[QShortcut] = []
        self.next_unresolved = next_unresolved
        views[0].installEventFilter(self)  # Enter / Space: only on the list (not in a box)
        keys: list[tuple[str, Action]] = [
            ("S", next_unresolved), ("J", lambda: step(1)), ("K", lambda: step(-1)),
            ("A", lambda: take(0)), ("B", lambda: take(1))]
        keys += [(str(i + 1), partial(choose, i)) for i in range(9)]
        for view in views:
            for key, action in keys:
                self._key(view, key, action, Qt.ShortcutContext.WidgetWithChildrenShortcut)
        for i in range(9):  # as in the rationale (the decision panel has its own)
            self._key(views[0], f"Ctrl+{i + 1}", partial(choose, i),
                      Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._key(window, "?", sheet)
        self._key(window, "Shift+?", sheet)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter, Return or Space on the list: the next unresolved item."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and (
                event.key() in WALK_KEYS and not event.modifiers()):
            self.next_unresolved()
            return True
        return super().eventFilter(watched, event)

    def _key(self, parent: QWidget, key: str, action: Action,
             context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut) -> None:
        shortcut = QShortcut(QKeySequence(key), parent)
        shortcut.setContext(context)
        shortcut.activated.connect(action)
        self.shortcuts.append(shortcut)


class ShortcutSheet(QDialog):
    """Every key of the walk in a two-column table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = "".join(f"<tr><td style='padding-right:16px'><b>{keys}</b></td><td>{text}</td>"
                       "</tr>" for keys, text in self.rows())
        self.body = QLabel(f"<table>{rows}</table>")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body)
        layout.addWidget(buttons)

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) in the current language."""
        return [
            ("1 … 9", self.tr("Decide the shown item as that label (from the list or the "
                              "item's text)")),
            ("Ctrl+1 … 9", self.tr("The same while typing a rationale")),
            ("A / B", self.tr("Take the first / second compared annotator's label")),
            ("M / D", self.tr("Scores: the annotators' mean / median as the final value")),
            ("Enter, Space", self.tr("Next item to decide or accept in the list")),
            ("S", self.tr("Skip this item (to the next one to decide or "
                                      "accept)")),
            ("J / K", self.tr("Next / previous item in the list")),
            ("Tab", self.tr("List → rationale → confidence, category, flag → label buttons")),
            ("Esc", self.tr("Leave the rationale box (back to the list)")),
            ("Alt+1 … 9", self.tr("Insert that rationale template")),
            ("Ctrl+click, Ctrl+Enter", self.tr("In the matrix: add a cell to the listed ones "
                                               "(or remove it)")),
            ("Ctrl+Z", self.tr("Undo (a revert event in the log)")),
            ("Ctrl+Shift+Z, Ctrl+Y", self.tr("Redo")),
            ("Ctrl+E", self.tr("Export the adjudicated dataset")),
            ("?", self.tr("This sheet")),
        ]
