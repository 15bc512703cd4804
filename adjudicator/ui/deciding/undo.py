"""Thin undo commands: each calls exactly one session method. Undo is a new revert event in
the log, never a deletion."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from adjudicator.core.adjudication.final_values import value_shown
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import ChangeRecord
from adjudicator.session.session import Session

Report = Callable[[Exception | None, ChangeRecord | None], None]


class _Revertible(QUndoCommand):
    """Shared undo: a revert event of the event ``redo`` wrote."""

    def __init__(self, session: Session, text: str, report: Report) -> None:
        super().__init__(text)
        self.session, self.report = session, report
        self.seq = 0

    def _run(self, write: Callable[[], ChangeRecord]) -> None:
        try:
            record = write()
        except Exception as exc:  # the write failed: nothing changed; say so, keep no command
            self.setObsolete(True)
            self.report(exc, None)
            return
        self.seq = record.seq
        self.report(None, record)

    def title(self) -> str:
        """The command's name in the current language (shown after "Undo" / "Redo")."""
        return self.text()

    def retranslate(self) -> None:
        """Rename the command after a language switch."""
        self.setText(self.title())

    def undo(self) -> None:
        try:
            record = self.session.revert(self.seq)
        except Exception as exc:
            self.report(exc, None)
            return
        self.report(None, record)


class DecideCommand(_Revertible):
    """Record a final label; undo reverts that decision's event."""

    def __init__(self, session: Session, item: int, code: int, rationale: str,
                 report: Report, fields: dict[str, Any] | None = None) -> None:
        super().__init__(session, "", report)
        self.item, self.code, self.rationale = item, code, rationale
        self.fields = fields or {}
        self.retranslate()

    def title(self) -> str:
        return (QCoreApplication.translate("DecideCommand", "Decide %1 → %2")
                .replace("%1", str(self.session.ids[self.item]))
                .replace("%2", self.session.ratings.labels[self.code]))

    def redo(self) -> None:
        self._run(lambda: self.session.decide(self.item, self.code, self.rationale,
                                              **self.fields))


class ValueCommand(_Revertible):
    """Record a score's final value (typed, mean or median); undo reverts that decision."""

    def __init__(self, session: Session, item: int, value: float, how: str, rationale: str,
                 report: Report, fields: dict[str, Any] | None = None) -> None:
        super().__init__(session, "", report)
        self.item, self.value, self.how, self.rationale = item, value, how, rationale
        self.fields = fields or {}
        self.retranslate()

    def title(self) -> str:
        return (QCoreApplication.translate("DecideCommand", "Decide %1 → %2")
                .replace("%1", str(self.session.ids[self.item]))
                .replace("%2", value_shown(self.value)))

    def redo(self) -> None:
        self._run(lambda: self.session.decide_value(self.item, self.value, self.how,
                                                    self.rationale, **self.fields))


class BatchCommand(_Revertible):
    """One label for many items as one batch event; undo reverts the whole batch."""

    def __init__(self, session: Session, items: list[int], code: int, rationale: str,
                 report: Report, fields: dict[str, Any] | None = None) -> None:
        super().__init__(session, "", report)
        self.items, self.code, self.rationale = items, code, rationale
        self.fields = fields or {}
        self.retranslate()

    def title(self) -> str:
        return (QCoreApplication.translate("BatchCommand", "Decide %1 items → %2")
                .replace("%1", f"{len(self.items):,}")
                .replace("%2", self.session.ratings.labels[self.code]))

    def redo(self) -> None:
        self._run(lambda: self.session.decide_many(self.items, self.code, self.rationale,
                                                   **self.fields))


class AcceptCommand(_Revertible):
    """Accept the only label of single annotator items (one event); undo reverts it."""

    def __init__(self, session: Session, items: list[int], report: Report) -> None:
        super().__init__(session, "", report)
        self.items = items
        self.retranslate()

    def title(self) -> str:
        if len(self.items) == 1:
            return (QCoreApplication.translate("AcceptCommand", "Accept the single label of %1")
                    .replace("%1", str(self.session.ids[self.items[0]])))
        return (QCoreApplication.translate("AcceptCommand", "Accept the single labels of %1 items")
                .replace("%1", f"{len(self.items):,}"))

    def redo(self) -> None:
        self._run(lambda: self.session.accept(self.items))


class PolicyCommand(_Revertible):
    """Declare an auto-accept policy (one event); undo reverts it (the one before returns)."""

    def __init__(self, session: Session, policy: AcceptPolicy, report: Report) -> None:
        super().__init__(session, "", report)
        self.policy = policy
        self.retranslate()

    def title(self) -> str:
        return (QCoreApplication.translate("PolicyCommand", "Auto-accept policy %1")
                .replace("%1", self.policy.name))

    def redo(self) -> None:
        self._run(lambda: self.session.set_policy(self.policy))
