"""The Language menu: English / 简体中文 / 繁體中文, switched live and kept in QSettings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from adjudicator.ui.common.i18n import LANGUAGES, Translators, save_language
from adjudicator.ui.window.app import apply_cjk_fonts


class LanguageMenu(QMenu):
    """One checkable action per shipped language, named in that language."""

    def __init__(self, translators: Translators, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.translators = translators
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_code: dict[str, QAction] = {}
        for code, name in LANGUAGES:
            action = self.addAction(name)
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == translators.language)
            self.group.addAction(action)
            self.actions_by_code[code] = action
        self.group.triggered.connect(self._chosen)
        self.retranslate()

    def _chosen(self, action: QAction) -> None:
        self.switch(str(action.data()))

    def switch(self, code: str) -> None:
        """Install the language now (every widget retranslates) and remember it."""
        save_language(code)
        self.translators.apply(code)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_cjk_fonts(app, code)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # switch at once
        self.actions_by_code[code].setChecked(True)

    def retranslate(self) -> None:
        """The menu's own title in the current language."""
        self.setTitle(self.tr("&Language"))
