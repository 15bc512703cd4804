"""The filter bar's "Decided…" menu: list only items decided under an earlier guideline
version, by one person, or before a day, to reopen them after a rule change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDate, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QCheckBox,
    QDateEdit,
    QHBoxLayout,
    QMenu,
    QToolButton,
    QWidget,
    QWidgetAction,
)

ISO = Qt.DateFormat.ISODate


class DecidedButton(QToolButton):
    """Emits ``changed(older_guideline, author, before_day)`` ("" for no condition)."""

    changed = Signal(bool, str, str)

    def __init__(self, authors: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decidedButton")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.authors = authors
        self.author = ""
        menu = QMenu(self)
        self.older = QAction(self)
        self.older.setCheckable(True)
        self.older.toggled.connect(lambda _on: self._emit())
        menu.addAction(self.older)
        self.by_menu = menu.addMenu("")
        self.by_group = QActionGroup(self)
        self.by_menu.aboutToShow.connect(self._fill_authors)
        self.before_box = QCheckBox()
        self.before_date = QDateEdit(QDate.currentDate())
        self.before_date.setCalendarPopup(True)
        self.before_date.setDisplayFormat("yyyy-MM-dd")
        self.before_box.toggled.connect(lambda _on: self._emit())
        self.before_date.dateChanged.connect(lambda _d: self._emit_if_before())
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(8, 2, 8, 2)
        line.addWidget(self.before_box)
        line.addWidget(self.before_date)
        before = QWidgetAction(self)
        before.setDefaultWidget(row)
        menu.addAction(before)
        menu.addSeparator()
        self.clear_action = menu.addAction("")
        self.clear_action.triggered.connect(self.clear)
        self.setMenu(menu)
        self.retranslate()

    def before_day(self) -> str:
        """The chosen day (ISO) when "decided before" is ticked, else ""."""
        return self.before_date.date().toString(ISO) if self.before_box.isChecked() else ""

    def set_author(self, author: str) -> None:
        """Only decisions by ``author`` ("" for anyone)."""
        self.author = author
        self._emit()

    def clear(self) -> None:
        """No decision condition."""
        for widget in (self.older, self.before_box):
            widget.blockSignals(True)
        self.older.setChecked(False)
        self.before_box.setChecked(False)
        for widget in (self.older, self.before_box):
            widget.blockSignals(False)
        self.author = ""
        self._emit()

    def reset(self) -> None:
        """No condition, silently (a new file was opened)."""
        self.blockSignals(True)
        self.clear()
        self.blockSignals(False)

    def _fill_authors(self) -> None:
        """Anyone, then everyone with a decision in force (read when the menu opens)."""
        self.by_menu.clear()
        for action in self.by_group.actions():
            self.by_group.removeAction(action)
        for name in ["", *self.authors()]:
            action = self.by_menu.addAction(name or self.tr("anyone"))
            action.setCheckable(True)
            action.setChecked(name == self.author)
            action.triggered.connect(lambda _=False, n=name: self.set_author(n))
            self.by_group.addAction(action)

    def _emit_if_before(self) -> None:
        if self.before_box.isChecked():
            self._emit()

    def _emit(self) -> None:
        self._show_state()
        self.changed.emit(self.older.isChecked(), self.author, self.before_day())

    def _show_state(self) -> None:
        """The button names the conditions in force."""
        parts = []
        if self.older.isChecked():
            parts.append(self.tr("earlier guideline"))
        if self.author:
            parts.append(self.tr("by %1").replace("%1", self.author))
        if self.before_day():
            parts.append(self.tr("before %1").replace("%1", self.before_day()))
        self.setProperty("active", bool(parts))
        self.style().unpolish(self)
        self.style().polish(self)
        self.setText(self.tr("Decided: %1").replace("%1", ", ".join(parts)) if parts
                     else self.tr("Decided…"))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.older.setText(self.tr("Decided under an earlier guideline version"))
        self.by_menu.setTitle(self.tr("Decided by"))
        self.before_box.setText(self.tr("Decided before (UTC day)"))
        self.clear_action.setText(self.tr("Any decision (clear these conditions)"))
        self.setToolTip(self.tr("List only items whose decision in force was made under an "
                                "earlier guideline version, by one person, or before a day"))
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
