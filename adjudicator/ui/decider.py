"""Turning the lead's choices into undoable, durable decisions: one item, or every unresolved
item the list shows; then the saved mark and the move to the next item that needs one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.adjudication.state import ChangeRecord
from adjudicator.ui.error_text import localised
from adjudicator.ui.undo import BatchCommand, DecideCommand

if TYPE_CHECKING:
    from adjudicator.ui.main_window import MainWindow


class Decider(QObject):
    """Pushes Decide/Batch commands on the window's undo stack and reports their outcome."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def next_unresolved_row(self, after: int) -> int:
        """The first row after ``after`` whose item still needs a decision (-1 if none)."""
        w = self.window
        if w.model is None or w.session is None:
            return -1
        rows, status = w.model.rows, w.session.state.status_codes
        start, block = after + 1, 4096  # look a block at a time: the next one is usually near
        while start < len(rows):
            later = np.flatnonzero(status[rows[start:start + block]] == UNRESOLVED)
            if len(later):
                return int(later[0]) + start
            start, block = start + block, block * 4
        return -1

    def decide(self, item: int, code: int, rationale: str) -> None:
        """Record a final label through the undo stack (undo = a revert event)."""
        w = self.window
        if w.session is not None:
            w.undo_stack.push(DecideCommand(w.session, item, code, rationale, self._report))

    def count_unresolved_listed(self) -> None:
        """Tell the batch button how many unresolved items the list shows."""
        w = self.window
        if w.session is not None and w.model is not None:
            rows, state = w.model.rows, w.session.state
            if len(rows) == len(w.session.ids):  # every item listed: the live counts know
                count = int(state.counts.status[UNRESOLVED])
            else:
                count = int((state.status_codes[rows] == UNRESOLVED).sum())
            w.work.decision.set_batch_count(count)

    def decide_listed(self, code: int, rationale: str) -> None:
        """One label for every unresolved item in the list, as one batch event (confirmed)."""
        w = self.window
        if w.session is None or w.model is None:
            return
        rows = w.model.rows
        items = rows[w.session.unresolved()[rows]].tolist()
        label = w.session.ratings.labels[code]
        if not items:
            w.statusBar().showMessage(self.tr("No unresolved item in the list"))
            return
        if self.confirm_batch(len(items), label, rationale):
            w.undo_stack.push(BatchCommand(w.session, items, code, rationale, self._report))

    def confirm_batch(self, count: int, label: str, rationale: str) -> bool:
        """Ask before deciding many items at once (tests replace this)."""
        text = self.tr("Decide %1 unresolved items as “%2”?\nRationale: %3\n\n"
                       "They are written as one event; Undo reverts all of them.")
        text = (text.replace("%1", str(count)).replace("%2", label)
                .replace("%3", rationale or self.tr("(none)")))
        answer = QMessageBox.question(self.window, self.tr("Decide the listed items"), text)
        return answer == QMessageBox.StandardButton.Yes

    def _report(self, error: Exception | None, record: ChangeRecord | None) -> None:
        """After each write (or failed write): the saved mark, the counts, the next item."""
        w = self.window
        panel = w.work.decision
        if error is not None or record is None:
            why = localised(error) if error else ""
            panel.show_failed(why)
            w.statusBar().showMessage(self.tr("Not saved: %1").replace("%1", why))
            return
        s, model = w.session, w.model
        assert s is not None
        assert model is not None
        what = ", ".join(record.items) if len(record.items) <= 3 else self.tr(
            "%1 items").replace("%1", str(len(record.items)))
        if record.kind in ("decide", "batch") and record.rows:
            what += " → " + str(s.ratings.labels[s.final_code(record.rows[0])])
        elif record.kind == "revert":
            what = self.tr("undone: %1").replace("%1", what)
        panel.show_saved(what, record.seq, s.durable)
        self.count_unresolved_listed()
        row = model.row_of(record.rows[0]) if record.rows else -1
        if record.kind in ("decide", "batch"):
            following = self.next_unresolved_row(row)
            w.select_row(following if following >= 0 else row)
        else:
            w.select_row(row)
