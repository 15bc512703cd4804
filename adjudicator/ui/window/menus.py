"""The menu bar: File, Edit (undo/redo as revert events), Language, Help."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox, QWidget

from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.report.actions import ReportActions
from adjudicator.ui.window.language_menu import LanguageMenu

Slot = Callable[[], object]


@dataclass(frozen=True)
class FileSlots:
    """What the File menu's entries do (the window's methods, or anything callable)."""

    open: Slot
    open_folder: Slot
    open_options: Slot
    sample: Slot
    report: Slot
    export: Slot
    quit: Slot
    soft_export: Slot | None = None  # export with the label shares and a posterior


def redo_keys() -> list[QKeySequence]:
    """The platform's redo keys plus the two the shortcut sheet names, each once: a key given
    twice to one action is an "ambiguous shortcut" to Qt and does nothing (Ctrl+Shift+Z on
    X11, Ctrl+Y offscreen, where the platform's list already holds them)."""
    keys = [*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
            QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
    return [key for n, key in enumerate(keys) if key not in keys[:n]]


class Menus(QObject):
    """Builds the window's menus and keeps their texts in the current language."""

    def __init__(self, bar: QMenuBar, slots: FileSlots, undo_stack: QUndoStack,
                 translators: Translators, window: QWidget,
                 status: Callable[[str], object]) -> None:
        super().__init__(window)
        self.window = window  # parent of the actions and the About box
        self.file = bar.addMenu("")
        self.open = self._action(self.file, slots.open, QKeySequence.StandardKey.Open)
        self.open_folder = self._action(self.file, slots.open_folder)
        self.open_options = self._action(self.file, slots.open_options)
        self.open_options.setShortcut("Ctrl+Shift+O")
        self.sample = self._action(self.file, slots.sample)
        self.report = self._action(self.file, slots.report)
        self.report.setEnabled(False)
        self.export = self._action(self.file, slots.export)
        self.export.setShortcut("Ctrl+E")
        self.export.setEnabled(False)
        self.soft_export = self._action(self.file, slots.soft_export or (lambda: None))
        self.soft_export.setEnabled(False)
        self.acceptance = ReportActions(
            self.file, window, status=status, language=lambda: translators.language)
        self.file.addSeparator()
        self.quit = self._action(self.file, slots.quit, QKeySequence.StandardKey.Quit)
        self.edit = bar.addMenu("")
        self.undo = undo_stack.createUndoAction(window)
        self.undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo = undo_stack.createRedoAction(window)
        self.redo.setShortcuts(redo_keys())
        self.edit.addActions([self.undo, self.redo])
        self.undo_stack = undo_stack
        # after Qt's own slots, so these texts win
        for changed in (undo_stack.undoTextChanged, undo_stack.redoTextChanged,
                        undo_stack.indexChanged):
            changed.connect(self._undo_changed)
        self.language = LanguageMenu(translators, window)
        bar.addMenu(self.language)
        self.help = bar.addMenu("")
        self.about = self._action(self.help, self.show_about)

    def _action(self, menu: QMenu, slot: Callable[[], object],
                key: QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(self.window)
        action.triggered.connect(slot)
        if key is not None:
            action.setShortcut(key)
        menu.addAction(action)
        return action

    def add_blind_entry(self, slot: Callable[[bool], object]) -> None:
        """Edit ▸ Blind mode (checkable): hide the annotators' names."""
        self.edit.addSeparator()
        self.blind = QAction(self.window)
        self.blind.setCheckable(True)
        self.blind.setShortcut("Ctrl+Shift+B")
        self.blind.toggled.connect(slot)
        self.edit.addAction(self.blind)
        self.retranslate()

    def add_help_entry(self, slot: Slot) -> None:
        """Help ▸ Keyboard shortcuts (the sheet; also the ? key)."""
        self.shortcuts = self._action(self.help, slot)
        self.retranslate()

    def _undo_changed(self, _what: object) -> None:
        from shiboken6 import isValid

        if isValid(self.undo_stack):  # not while the window is being torn down
            self.label_undo()

    def label_undo(self) -> None:
        """"Undo …" / "Redo …" in the current language, with the command's own name."""
        stack = self.undo_stack
        for action, text, word, named in (
                (self.undo, stack.undoText(), self.tr("&Undo"), self.tr("&Undo %1")),
                (self.redo, stack.redoText(), self.tr("&Redo"), self.tr("&Redo %1"))):
            action.setText(named.replace("%1", text) if text else word)

    def show_about(self) -> None:
        """A short description of what the program does with the user's files."""
        from adjudicator import __version__

        QMessageBox.about(self.window, self.tr("About Adjudicator"), self.tr(
            "Adjudicator compares annotators' labels, shows where and how much they agree, "
            "and records your final label and rationale for each disputed item in a separate, "
            "append-only decision log. The annotators' files are never changed.")
            + "\n\n" + self.tr("Version %1").replace("%1", __version__))

    def retranslate(self) -> None:
        """Menu texts in the current language."""
        self.file.setTitle(self.tr("&File"))
        self.open.setText(self.tr("&Open labels…"))
        self.open_folder.setText(self.tr("Open &folder (one file per annotator)…"))
        self.open_options.setText(self.tr("Open with import &options…"))
        self.sample.setText(self.tr("Open the &sample"))
        self.export.setText(self.tr("&Export adjudicated dataset…"))
        self.soft_export.setText(self.tr("Export with soft &labels…"))
        self.report.setText(self.tr("Import &report…"))
        self.acceptance.retranslate()
        self.quit.setText(self.tr("&Quit"))
        self.edit.setTitle(self.tr("&Edit"))
        self.label_undo()
        self.language.retranslate()
        self.help.setTitle(self.tr("&Help"))
        self.about.setText(self.tr("&About Adjudicator"))
        if hasattr(self, "blind"):
            self.blind.setText(self.tr("&Blind mode (hide the annotators' names)"))
        if hasattr(self, "shortcuts"):
            self.shortcuts.setText(self.tr("&Keyboard shortcuts"))
