"""The scale the window compares labels on (nominal / ordinal, weights) and the lead's label
order, remembered in the decision log as a ``scale`` event.

On opening, the scale in force in the log wins; without one, the schema's level and the
dataset's label order. A change of the scale choice, or OK in the label-order dialog, is
recorded when it differs from what is in force (a read-only log keeps it for the session and
says so). While the dialog is open every move is shown at once (``changed``); Cancel goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from adjudicator.core.adjudication.counts import ADJUDICATED
from adjudicator.core.errors import InputError
from adjudicator.core.label_order import order_codes, reordered_ratings
from adjudicator.core.ratings import Ratings
from adjudicator.session.pair_stats import Scale
from adjudicator.ui.agreement.label_order_dialog import LabelOrderDialog
from adjudicator.ui.agreement.stats_panel import StatsPanel
from adjudicator.ui.common.error_text import localised


class LabelOrder(QObject):
    """Holds the label order of the open dataset; ``changed()`` is called when it moves."""

    def __init__(self, panel: StatsPanel, changed: Callable[[], None],
                 status: Callable[[str], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.panel, self.changed, self.status, self.window = panel, changed, status, parent
        self.session: Any = None
        self.labels: tuple[str, ...] = ()  # the dataset's order (codes 0..k-1)
        self.order: tuple[str, ...] = ()
        self.dialog: LabelOrderDialog | None = None
        panel.orderRequested.connect(self.choose)

    @property
    def codes(self) -> tuple[int, ...]:
        """The label codes in the lead's order."""
        return order_codes(self.labels, self.order)

    def attach(self, session: Any) -> None:
        """A new dataset: its scale and order from the log, else from the schema."""
        self.session, self.labels = session, tuple(session.ratings.labels)
        ev = session.state.scale
        if ev is not None:
            scale, order = Scale(ev.level, ev.weights), ev.order or self.labels
        else:
            level = session.dataset.level if session.dataset.level in (
                "ordinal", "interval") else "nominal"
            scale, order = Scale(level), self.labels
        self.order = tuple(order)
        self.panel.set_scale(scale, self.order)

    def ratings(self, ratings: Ratings) -> Ratings:
        """``ratings`` recoded in the lead's order (themselves in the dataset's order)."""
        return reordered_ratings(ratings, self.order)

    def choose(self) -> None:
        """Open the dialog (window-modal); moves show at once, OK records, Cancel goes back."""
        if self.session is None:
            return
        before = self.order
        self.dialog = LabelOrderDialog(self.order, self.labels, self.window)
        self.dialog.orderChanged.connect(self._preview)
        self.dialog.accepted.connect(self.record)
        self.dialog.rejected.connect(lambda: self._preview(before))
        self.dialog.open()

    def _preview(self, order: tuple[str, ...]) -> None:
        if order != self.order:
            self.order = tuple(order)
            self.panel.set_scale(self.panel.scale(), self.order)
            self.changed()

    def record(self) -> None:
        """Write the scale and order to the log when they differ from what is in force."""
        s = self.session
        if s is None:
            return
        scale = self.panel.scale()
        ev = s.state.scale
        order = () if self.order == self.labels else self.order
        if ev is not None and (ev.level, ev.weights, ev.order) == (scale.level, scale.weights,
                                                                   order):
            return
        if ev is None and not scale.ordinal and not scale.scores and not order:
            return  # what a fresh project shows anyway
        if not s.durable:
            self.status(self.tr("Scale and label order kept for this session only: the "
                                "decision log is read-only."))
            return
        try:
            record = s.project.set_scale(scale.level, scale.weights, order)
        except (InputError, OSError) as exc:
            self.status(localised(exc))
            return
        text = self.tr("Scale and label order recorded (event %1)").replace(
            "%1", str(record.seq))
        if _late(s.state):  # as a rule set after looking: the report flags it
            text += " " + self.tr("Chosen after decisions were made or results were seen: "
                                  "the report says when the scale was changed.")
        self.status(text)


def _late(state: Any) -> bool:
    """True once a decision is in force or results were seen (``report.scale`` flags a scale
    chosen then)."""
    return bool(state.results_seen) or int(state.counts.status[ADJUDICATED]) > 0
