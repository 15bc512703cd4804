"""Labels the lead accepts rather than decides, in the Edit menu: the one label of a single
annotator item (the shown one, or every listed one at once), and the auto-accept policy.
Each is one logged event through the undo stack (Undo writes a revert)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox, QWidget

from adjudicator.core.adjudication.counts import SINGLE
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.ui.common.error_text import read_only_text
from adjudicator.ui.deciding.policy_dialog import PolicyDialog
from adjudicator.ui.deciding.suggestion_fit import SuggestionFit
from adjudicator.ui.deciding.undo import AcceptCommand, PolicyCommand, Report

if TYPE_CHECKING:
    from adjudicator.session.session import Session


class Acceptances(QObject):
    """The accept and policy actions; ``listed`` gives the rows the item list shows."""

    def __init__(self, menu: QMenu, undo_stack: QUndoStack, report: Report,
                 current: Callable[[], int], listed: Callable[[], npt.NDArray[np.int64] | None],
                 show_message: Callable[[str], object], window: QWidget) -> None:
        super().__init__(window)
        self.window, self.undo_stack, self.report = window, undo_stack, report
        self.current, self.listed, self.show_message = current, listed, show_message
        self.session: Session | None = None
        self.dialog: PolicyDialog | None = None
        self.fit: SuggestionFit | None = None  # the decision panel's fit, for the preview
        menu.addSeparator()
        self.accept_one = self._action(menu, self.accept_shown)
        self.accept_listed = self._action(menu, self.accept_all_listed)
        self.policy = self._action(menu, self.choose_policy)

    def _action(self, menu: QMenu, slot: Callable[[], object]) -> QAction:
        action = QAction(self.window)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _writable(self) -> Session | None:
        """The session when it may be changed; else None, having said why."""
        s = self.session
        if s is None:
            return None
        reason = read_only_text(s)
        if reason:
            self.show_message(self.tr("Read-only: %1").replace("%1", reason))
            return None
        return s

    def accept_shown(self) -> None:
        """Accept the one label of the shown item, when one annotator labelled it."""
        s, item = self._writable(), self.current()
        if s is None or item < 0:
            return
        if s.status(item) != SINGLE:
            self.show_message(self.tr("Item %1 is not a single annotator item waiting for "
                                      "acceptance").replace("%1", str(s.ids[item])))
            return
        self.undo_stack.push(AcceptCommand(s, [item], self.report))

    def accept_all_listed(self) -> None:
        """Accept every listed single annotator item as one event (confirmed first)."""
        s = self._writable()
        if s is None:
            return
        rows = self.listed()
        items = [] if rows is None else rows[s.single()[rows]].tolist()
        if not items:
            self.show_message(self.tr("No single annotator item waiting in the list"))
            return
        if self.confirm_accept(len(items)):
            self.undo_stack.push(AcceptCommand(s, items, self.report))

    def confirm_accept(self, count: int) -> bool:
        """Ask before accepting many single labels at once (tests replace this)."""
        answer = QMessageBox.question(self.window, self.tr("Accept single annotator labels"),
                                      self.tr("Accept the one annotator's label of %1 listed "
                                              "items as their final label?\n\nThey are written "
                                              "as one event; Undo reverts all of them.")
                                      .replace("%1", f"{count:,}"))
        return answer == QMessageBox.StandardButton.Yes

    def choose_policy(self) -> None:
        """Show the policy dialog; a declared policy is one event."""
        s = self._writable()
        if s is None:
            return
        self.dialog = PolicyDialog(s, self.window, fit=self.fit)
        if self.run_dialog(self.dialog):
            self.declare(self.dialog.chosen())

    def run_dialog(self, dialog: PolicyDialog) -> bool:
        """Run the dialog modally (tests replace this)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def declare(self, policy: AcceptPolicy) -> None:
        """Write the policy event through the undo stack."""
        if self.session is not None:
            self.undo_stack.push(PolicyCommand(self.session, policy, self.report))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.accept_one.setText(self.tr("&Accept the single annotator's label"))
        self.accept_listed.setText(self.tr("Accept all &listed single annotator labels…"))
        self.policy.setText(self.tr("Auto-accept &policy…"))
