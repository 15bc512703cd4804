"""The menu bar: File, Edit (undo/redo as revert events), Language, Help."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from adjudicator.ui.language_menu import LanguageMenu

if TYPE_CHECKING:
    from adjudicator.ui.main_window import MainWindow


class Menus(QObject):
    """Builds the window's menus and keeps their texts in the current language."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.file = bar.addMenu("")
        self.open = self._action(self.file, window.choose_file, QKeySequence.StandardKey.Open)
        self.open_folder = self._action(self.file, window.choose_folder)
        self.open_options = self._action(self.file, window.choose_with_options)
        self.open_options.setShortcut("Ctrl+Shift+O")
        self.sample = self._action(self.file, window.open_sample)
        self.report = self._action(self.file, window.show_import_report)
        self.report.setEnabled(False)
        self.export = self._action(self.file, window.export_dataset)
        self.export.setShortcut("Ctrl+E")
        self.export.setEnabled(False)
        self.file.addSeparator()
        self.quit = self._action(self.file, window.close, QKeySequence.StandardKey.Quit)
        self.edit = bar.addMenu("")
        self.undo = window.undo_stack.createUndoAction(window)
        self.undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo = window.undo_stack.createRedoAction(window)
        self.redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.edit.addActions([self.undo, self.redo])
        stack = window.undo_stack  # after Qt's own slots, so these texts win
        for changed in (stack.undoTextChanged, stack.redoTextChanged, stack.indexChanged):
            changed.connect(self._undo_changed)
        self.language = LanguageMenu(window.translators, window)
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

    def _undo_changed(self, _what: object) -> None:
        from shiboken6 import isValid

        if isValid(self.window.undo_stack):  # not while the window is being torn down
            self.label_undo()

    def label_undo(self) -> None:
        """"Undo …" / "Redo …" in the current language, with the command's own name."""
        stack = self.window.undo_stack
        for action, text, word, named in (
                (self.undo, stack.undoText(), self.tr("&Undo"), self.tr("&Undo %1")),
                (self.redo, stack.redoText(), self.tr("&Redo"), self.tr("&Redo %1"))):
            action.setText(named.replace("%1", text) if text else word)

    def show_about(self) -> None:
        """A short description of what the program does with the user's files."""
        QMessageBox.about(self.window, self.tr("About Adjudicator"), self.tr(
            "Adjudicator compares annotators' labels, shows where and how much they agree, "
            "and records your final label and rationale for each disputed item in a separate, "
            "append-only decision log. The annotators' files are never changed."))

    def retranslate(self) -> None:
        """Menu texts in the current language."""
        self.file.setTitle(self.tr("&File"))
        self.open.setText(self.tr("&Open labels…"))
        self.open_folder.setText(self.tr("Open &folder (one file per annotator)…"))
        self.open_options.setText(self.tr("Open with import &options…"))
        self.sample.setText(self.tr("Open the &sample"))
        self.export.setText(self.tr("&Export adjudicated dataset…"))
        self.report.setText(self.tr("Import &report…"))
        self.quit.setText(self.tr("&Quit"))
        self.edit.setTitle(self.tr("&Edit"))
        self.label_undo()
        self.language.retranslate()
        self.help.setTitle(self.tr("&Help"))
        self.about.setText(self.tr("&About Adjudicator"))
