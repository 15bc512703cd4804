"""Each annotator against the gold items (the reference column the import found): accuracy
with its Wilson interval, κ against gold, gold items seen, and a button listing the gold items
the annotator missed in the item list (``missedChosen``). Hidden when the data have no gold;
an annotator who labelled no gold item says so instead of a figure."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from adjudicator.session.gold_of import SessionGold
from adjudicator.ui.agreement.rows_panel import RowsPanel
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.common.stat_text import reason_text


class GoldPanel(RowsPanel):
    """One block per annotator; ``missedChosen(annotator, rows)`` when a missed list is asked
    for."""

    missedChosen = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.gold: SessionGold | None = None
        self.lines: dict[str, QLabel] = {}
        self.buttons: dict[str, QToolButton] = {}

    def show_gold(self, gold: SessionGold | None) -> None:
        """Show these figures (hidden without gold)."""
        self.gold = gold
        self.setVisible(gold is not None and gold.report.n_items > 0)
        self._rebuild()

    def _rebuild(self) -> None:
        self.clear_rows()
        self.lines, self.buttons = {}, {}
        g = self.gold
        self.title.setText(self.tr("Against the gold items"))
        if g is None:
            self.note.setText("")
            return
        r = g.report
        self.note.setText(self.tr("%1 gold items (column %2); accuracy with its 95% Wilson "
                                  "interval, κ against the gold labels")
                          .replace("%1", f"{r.n_items:,}").replace("%2", g.column))
        for a in r.annotators:
            line = QLabel()
            line.setWordWrap(True)
            if a.n == 0:
                line.setText(reason_text(a.accuracy.reason or ""))  # it names the annotator
            else:
                note = a.kappa.extras.get("coverage_note") if a.kappa.ci is not None else None
                kappa_ci = ("⚠ " if note else "") + format_ci(a.kappa)
                line.setText(self.tr("%1: accuracy %2 %3, κ %4 %6 (%5 gold items)")
                             .replace("%1", a.annotator)
                             .replace("%2", format_value(a.accuracy))
                             .replace("%3", format_ci(a.accuracy))
                             .replace("%4", format_value(a.kappa))
                             .replace("%5", f"{a.n:,}").replace("%6", kappa_ci)
                             .replace("  ", " "))
                if note:  # κ's interval kind covered under 93% in simulations: said
                    line.setToolTip(self.tr("κ's interval may be too narrow: %1")
                                    .replace("%1", reason_text(note)))
            self.rows.addWidget(line)
            self.lines[a.annotator] = line
            if a.missed:
                button = QToolButton()
                button.setObjectName("missedGold")  # a link's look (ui.common.style)
                button.setAutoRaise(True)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                button.setText(self.tr("List the gold items missed (%1) →")
                               .replace("%1", f"{len(a.missed):,}"))
                button.setToolTip(self.tr("Show in the item list the gold items %1 labelled "
                                          "unlike the gold label").replace("%1", a.annotator))
                button.clicked.connect(lambda _=False, name=a.annotator, rows=a.missed:
                                       self.missedChosen.emit(name, rows))
                self.rows.addWidget(button)
                self.buttons[a.annotator] = button

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._rebuild()
        super().changeEvent(event)
