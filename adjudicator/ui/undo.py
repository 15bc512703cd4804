"""Thin undo commands: each calls exactly one session method. Undo is a new revert event in
the log, never a deletion."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from adjudicator.core.state import ChangeRecord
from adjudicator.ui.session import Session

Report = Callable[[Exception | None, ChangeRecord | None], None]


class DecideCommand(QUndoCommand):
    """Record a final label; undo reverts that decision's event."""

    def __init__(self, session: Session, item: int, code: int, rationale: str,
                 report: Report) -> None:
        super().__init__(QCoreApplication.translate("DecideCommand", "Decide %1 → %2")
                         .replace("%1", str(session.ids[item]))
                         .replace("%2", session.ratings.labels[code]))
        self.session, self.item, self.code, self.rationale = session, item, code, rationale
        self.report = report
        self.seq = 0

    def redo(self) -> None:
        try:
            record = self.session.decide(self.item, self.code, self.rationale)
        except Exception as exc:  # the write failed: nothing changed; say so, keep no command
            self.setObsolete(True)
            self.report(exc, None)
            return
        self.seq = record.seq
        self.report(None, record)

    def undo(self) -> None:
        try:
            record = self.session.revert(self.seq)
        except Exception as exc:
            self.report(exc, None)
            return
        self.report(None, record)
