"""Versions, in the Edit menu: name this version, compare with one, start a new guideline
version; and a note on the shown item. None is undoable (the log keeps them; no label
changes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QStatusBar,
    QWidget,
)

from adjudicator.core.adjudication.events import Guideline
from adjudicator.core.adjudication.state import ChangeRecord
from adjudicator.ui.common.error_text import localised, read_only_text
from adjudicator.ui.rounds.compare_dialog import CompareDialog
from adjudicator.ui.rounds.guideline_dialog import GuidelineDialog

if TYPE_CHECKING:
    from collections.abc import Callable

    from adjudicator.session.session import Session
    from adjudicator.ui.deciding.panel import DecisionPanel


class Versions(QObject):
    """The version actions of the Edit menu, the guideline label in the status bar and the
    compare dialog."""

    def __init__(self, menu: QMenu, status_bar: QStatusBar, panel: DecisionPanel,
                 recorded: SignalInstance, select_item: Callable[[str], None],
                 window: QWidget) -> None:
        super().__init__(window)
        self.window = window  # parent of the dialogs
        self.session: Session | None = None
        self.status_bar, self.panel, self.recorded = status_bar, panel, recorded
        self.select_item = select_item
        self.menu = menu  # after Undo / Redo: the versions of the decisions
        self.menu.addSeparator()
        self.name = self._action(self.name_version)
        self.compare = self._action(self.compare_versions)
        self.menu.addSeparator()
        self.guideline = self._action(self.new_guideline)
        self.guideline_label = QLabel()
        self.guideline_label.setObjectName("guidelineVersion")
        status_bar.addPermanentWidget(self.guideline_label)
        self.dialog: CompareDialog | None = None
        panel.noteRequested.connect(self.add_note)

    def _action(self, slot: Callable[[], object]) -> QAction:
        action = QAction(self.window)
        action.triggered.connect(slot)
        self.menu.addAction(action)
        return action

    def set_session(self, session: Session | None) -> None:
        """Work on this session from now on."""
        self.session = session
        self.update()

    def update(self) -> None:
        """Enable the actions for a writable session (say why they are off otherwise) and show
        the guideline version."""
        s = self.session
        if self.dialog is not None and self.dialog.session is not s:  # another file was opened
            self.dialog.close()
        reason = read_only_text(s)
        why = self.tr("Read-only: %1").replace("%1", reason) if reason else ""
        for action in (self.name, self.guideline):
            action.setEnabled(s is not None and not reason)
            action.setToolTip(why)
        self.compare.setEnabled(s is not None)
        self.panel.set_note_allowed(s is not None and not reason, why)
        version = s.state.guideline_version if s is not None else ""
        self.guideline_label.setText(self.tr("Guideline: %1").replace(
            "%1", version or self.tr("(none)")) if s is not None else "")
        self.guideline_label.setToolTip(_guideline_notes(s))

    def _session(self) -> Session | None:
        s = self.session
        return s if s is not None and s.read_only_reason is None else None

    def name_version(self) -> None:
        """Ask for a name and tag the current version with it (a used name is refused)."""
        s = self._session()
        if s is None:
            return
        name, ok = QInputDialog.getText(self.window, self.tr("Name this version"),
                                        self.tr("Name:"), QLineEdit.EchoMode.Normal, "")
        name = name.strip()
        if not ok or not name:
            return
        if name in s.state.tags or name.isdigit():
            QMessageBox.warning(self.window, self.tr("Name this version"), self.tr(
                "“%1” cannot be used: names must be new and not a plain number.")
                .replace("%1", name))
            return
        self._write(lambda: s.tag(name), self.tr("Version named “%1”").replace("%1", name))

    def new_guideline(self) -> None:
        """Ask for a guideline version and its notes; later events carry the version."""
        s = self._session()
        if s is None:
            return
        dialog = GuidelineDialog(s.state.guideline_version, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        version, notes = dialog.answer()
        self._write(lambda: s.guideline(version, notes),
                    self.tr("Guideline version %1").replace("%1", version))

    def add_note(self, item: int) -> None:
        """Ask for a note on the shown item; it appears in the item's history."""
        s = self._session()
        if s is None or item < 0:
            return
        text, ok = QInputDialog.getMultiLineText(
            self.window, self.tr("Add note to this item"),
            self.tr("Note on item %1:").replace("%1", str(s.ids[item])), "")
        if ok and text.strip():
            self._write(lambda: s.note(item, text.strip()), self.tr("Note added"))
            self.panel.show_item(item)

    def _write(self, write: Callable[[], ChangeRecord], done: str) -> None:
        """Write one event; report success or the reason it was refused."""
        try:
            record = write()
        except Exception as exc:  # refused or not durable: nothing changed
            self.status_bar.showMessage(self.tr("Not saved: %1").replace("%1", localised(exc)))
            return
        self.status_bar.showMessage(f"{done} (#{record.seq})")
        self.update()

    def compare_versions(self) -> CompareDialog | None:
        """Show the compare dialog (non-modal); a double-clicked item is selected."""
        s = self.session
        if s is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        self.dialog = CompareDialog(s, self.window)
        self.dialog.itemChosen.connect(self.select_item)
        self.recorded.connect(self.dialog.refresh)  # kept current while open
        self.dialog.show()
        return self.dialog

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.name.setText(self.tr("&Name this version…"))
        self.compare.setText(self.tr("&Compare with a version…"))
        self.guideline.setText(self.tr("New &guideline version…"))
        self.update()


def _guideline_notes(session: Session | None) -> str:
    """What changed in the guideline version in force ("" if none was started in the log)."""
    events = session.state.events if session is not None else ()
    latest = next((ev for ev in reversed(events) if isinstance(ev, Guideline)), None)
    return latest.notes if latest is not None else ""
