"""Turning the lead's choices into undoable, durable decisions: one item, or every unresolved
item the list shows; then the saved mark and the move to the next item that needs one."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMessageBox, QWidget

from adjudicator.core.adjudication.counts import POLICY, SINGLE, UNANIMOUS, UNRESOLVED
from adjudicator.core.adjudication.final_values import value_label
from adjudicator.core.adjudication.state import ChangeRecord
from adjudicator.session.batch_preview import BatchPreview, preview_batch
from adjudicator.session.session import Session
from adjudicator.ui.common.error_text import localised
from adjudicator.ui.deciding.bulk_dialog import BulkDialog
from adjudicator.ui.deciding.panel import DecisionPanel
from adjudicator.ui.deciding.tip_timer import TipTimer
from adjudicator.ui.deciding.undo import BatchCommand, DecideCommand, ValueCommand
from adjudicator.ui.items.table_model import ItemTableModel


class Decider(QObject):
    """Pushes Decide/Batch commands on an undo stack and reports their outcome.

    It knows only what it needs: the undo stack, the decision panel, a way to show a status
    message and to make a row current, and (once data is open) the session and its list."""

    def __init__(self, undo_stack: QUndoStack, panel: DecisionPanel,
                 show_message: Callable[[str], None], select_row: Callable[[int], None],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self.undo_stack, self.panel, self.parent_widget = undo_stack, panel, parent
        self.show_message, self.select_row = show_message, select_row
        self.session: Session | None = None
        self.model: ItemTableModel | None = None
        self._override_allowed = False  # the lead agreed once to overrule a unanimous item
        self.preview: BatchPreview | None = None  # what the batch being confirmed would do
        self.bulk: BulkDialog | None = None  # the bulk decision's dialog, while it is asked
        self.tip = TipTimer(self)  # the log's tip written after the repaint, not before it
        panel.score.valueRequested.connect(self.decide_value)

    def attach(self, session: Session, model: ItemTableModel) -> None:
        """Decide on this session's items, as listed by this model."""
        self.session, self.model = session, model
        self._override_allowed = False
        self.tip.attach(session.project)

    def next_unresolved_row(self, after: int) -> int:
        """The first row after ``after`` whose item still needs the lead (-1 if none): an
        unresolved item (a decision) or a single annotator item not yet accepted (an
        explicit acceptance; otherwise the walk never reaches it)."""
        if self.model is None or self.session is None:
            return -1
        rows, status = self.model.rows, self.session.state.status_codes
        start, block = after + 1, 4096  # look a block at a time: the next one is usually near
        while start < len(rows):
            codes = status[rows[start:start + block]]
            later = np.flatnonzero((codes == UNRESOLVED) | (codes == SINGLE))
            if len(later):
                return int(later[0]) + start
            start, block = start + block, block * 4
        return -1

    def decide(self, item: int, code: int, rationale: str, source: str | None = None) -> None:
        """Record a final label, with the panel's confidence, error category and guideline
        flag, through the undo stack (undo = a revert event). Overruling a unanimous item
        asks first, once per opened dataset."""
        s = self.session
        if s is None:
            return
        overrule = s.status(item) in (UNANIMOUS, POLICY) and code != s.final_code(item)
        if overrule and not self._override_allowed:
            if not self.confirm_override(str(s.ratings.labels[s.final_code(item)])):
                return
            self._override_allowed = True
        f = self.panel.decision_fields()
        fields: dict[str, object] = {"confidence": f.confidence,
                                     "error_category": f.error_category,
                                     "guideline_update": f.guideline_update, "source": source}
        self.undo_stack.push(DecideCommand(s, item, code, rationale, self._report, fields))

    def decide_value(self, value: float, how: str) -> None:
        """Record a score's final value for the shown item ("typed", "mean" or "median"),
        with the panel's rationale and fields, through the undo stack. Overruling a
        unanimous item asks first, as a label does."""
        s, item = self.session, self.panel.item
        if s is None or item < 0:
            return
        code = s.final_code(item)
        agreed = s.status(item) in (UNANIMOUS, POLICY)
        if agreed and value_label(value, s.ratings.labels) != s.ratings.labels[code] and (
                not self._override_allowed):
            if not self.confirm_override(str(s.ratings.labels[code])):
                return
            self._override_allowed = True
        f = self.panel.decision_fields()
        fields: dict[str, object] = {"confidence": f.confidence,
                                     "error_category": f.error_category,
                                     "guideline_update": f.guideline_update}
        self.undo_stack.push(ValueCommand(s, item, value, how,
                                          self.panel.rationale.toPlainText().strip(),
                                          self._report, fields))

    def take(self, side: int) -> None:
        """Take the label of the compared pair's first (0, key A) or second (1, key B)
        annotator as the final label of the shown item."""
        s, item = self.session, self.panel.item
        if s is None or item < 0:
            return
        who = s.pair[side] if s.blind is None else s.blind.order(item)[side]
        code = int(s.ratings.codes[item, who])
        if code < 0:
            name = s.ratings.annotators[who] if s.blind is None else "AB"[side]
            self.show_message(self.tr("%1 gave no label to this item").replace("%1", name))
            return
        self.decide(item, code, self.panel.rationale.toPlainText().strip(), "AB"[side])

    def confirm_override(self, label: str) -> bool:
        """Ask before overruling a unanimous label (tests replace this)."""
        answer = QMessageBox.question(self.parent_widget, self.tr("Overrule a unanimous label"),
                                      self.tr("Every annotator said “%1”. Decide otherwise? "
                                              "(Asked once.)").replace("%1", label))
        return answer == QMessageBox.StandardButton.Yes

    def count_unresolved_listed(self) -> None:
        """Tell the batch button how many unresolved items the list shows."""
        if self.session is not None and self.model is not None:
            rows, state = self.model.rows, self.session.state
            if len(rows) == len(self.session.ids):  # every item listed: the live counts know
                count = int(state.counts.status[UNRESOLVED])
            else:
                count = int((state.status_codes[rows] == UNRESOLVED).sum())
            self.panel.set_batch_count(count)

    def decide_listed(self, code: int) -> None:
        """One label for every unresolved item in the list, as one batch event, with the
        rationale and fields typed in the bulk dialog (never the decision panel's)."""
        s, model = self.session, self.model
        if s is None or model is None:
            return
        rows = model.rows
        items = rows[s.unresolved()[rows]].tolist()
        if not items:
            self.show_message(self.tr("No unresolved item in the list"))
            return
        self.preview = preview_batch(s, items, code)
        if self.bulk is not None:
            self.bulk.deleteLater()
        dialog = BulkDialog(len(items), str(s.ratings.labels[code]), self.preview,
                            self.parent_widget)
        dialog.accepted.connect(lambda: self._write_batch(dialog, s, items, code))
        self.bulk = dialog
        dialog.open()  # window-modal; OK writes the batch

    def _write_batch(self, dialog: BulkDialog, s: Session, items: list[int], code: int) -> None:
        """The confirmed batch, with what its bulk dialog holds (nothing from the panel)."""
        if s is not self.session:
            return
        rationale, f = dialog.values()
        fields: dict[str, object] = {"confidence": f.confidence,
                                     "error_category": f.error_category,
                                     "guideline_update": f.guideline_update}
        self.undo_stack.push(BatchCommand(s, items, code, rationale, self._report, fields))

    def _report(self, error: Exception | None, record: ChangeRecord | None) -> None:
        """After each write (or failed write): the saved mark, the counts, the next item."""
        panel = self.panel
        if error is not None or record is None:
            why = localised(error) if error else ""
            panel.show_failed(why)
            self.show_message(self.tr("Not saved: %1").replace("%1", why))
            return
        s, model = self.session, self.model
        assert s is not None
        assert model is not None
        what = ", ".join(record.items) if len(record.items) <= 3 else self.tr(
            "%1 items").replace("%1", f"{len(record.items):,}")
        if record.kind in ("decide", "batch") and record.rows:
            what += " → " + str(s.ratings.labels[s.final_code(record.rows[0])])
        elif record.kind == "revert":
            what = self.tr("undone: %1").replace("%1", what)
        panel.show_saved(what, record.seq, s.durable)
        self.count_unresolved_listed()
        row = model.row_of(record.rows[0]) if record.rows else -1
        if record.kind in ("decide", "batch"):
            following = self.next_unresolved_row(row)
            self.select_row(following if following >= 0 else row)
        else:
            self.select_row(row)
