"""The bar above the item list: the chosen class pair (with a clear button), disputed /
unresolved / single annotator toggles, a stratum choice and a text search. Emits the
resulting ItemFilter."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjudicator.session.decision_filter import decision_facts
from adjudicator.session.filters import ItemFilter
from adjudicator.session.session import Session
from adjudicator.ui.items.decided_button import DecidedButton

SEARCH_MIN_WIDTH = 180  # px: the search box never collapses


class FilterBar(QWidget):
    """Holds the current filter; emits ``filterChanged`` on any change."""

    filterChanged = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.filter = ItemFilter()
        self.session: Session | None = None
        self.pair = QToolButton()
        self.pair.setObjectName("pairChip")
        self.pair.clicked.connect(self.clear_pair)
        self.gold = QToolButton()  # the gold items one annotator missed (the gold panel)
        self.gold.setObjectName("goldChip")
        self.gold.clicked.connect(self.clear_missed_gold)
        self.disputed = QCheckBox()
        self.unresolved = QCheckBox()
        self.single = QCheckBox()  # one annotator's label waiting for the lead's acceptance
        self.stratum = QComboBox()
        self.decided = DecidedButton(self._authors)
        self.decided.changed.connect(lambda older, by, before: self._set(
            older_guideline=older, decided_by=by, decided_before=before))
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.disputed.toggled.connect(lambda on: self._set(disputed_only=on))
        self.unresolved.toggled.connect(lambda on: self._set(undecided_only=on))
        self.single.toggled.connect(lambda on: self._set(single_only=on))
        self.stratum.currentIndexChanged.connect(self._stratum_changed)
        self._typing = QTimer(self, singleShot=True, interval=250)  # search once typing pauses
        self._typing.timeout.connect(self.apply_search)
        self.search.textChanged.connect(self._typing.start)
        self.search.returnPressed.connect(self.apply_search)
        self.search.setMinimumWidth(SEARCH_MIN_WIDTH)
        layout = QVBoxLayout(self)  # the search has a row of its own: a chip never squeezes it
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        top, bottom = QHBoxLayout(), QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.stratum)
        top.addWidget(self.decided)
        for widget in (self.disputed, self.unresolved, self.single, self.pair, self.gold):
            bottom.addWidget(widget)
        bottom.addStretch(1)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self.retranslate()

    def set_session(self, session: Session) -> None:
        """Start from "everything" and offer the session's groups (e.g. channel = app / web)."""
        self.session = session
        self.filter = ItemFilter()
        for widget in (self.disputed, self.unresolved, self.single, self.search):
            widget.blockSignals(True)
        self.disputed.setChecked(False)
        self.unresolved.setChecked(False)
        self.single.setChecked(False)
        self.search.clear()
        self._typing.stop()
        for widget in (self.disputed, self.unresolved, self.single, self.search):
            widget.blockSignals(False)
        self.decided.reset()
        self._fill_strata()
        self._show_pair()

    def _authors(self) -> list[str]:
        """Everyone with a decision in force (for the "Decided by" menu)."""
        return decision_facts(self.session.state).authors_seen if self.session else []

    def set_cell(self, a: int, b: int, symmetric: bool) -> None:
        """Filter to one class pair (from the matrix, or both directions from the ranked list)."""
        self._set(cell=(a, b), symmetric=symmetric)

    def set_cells(self, cells: list[tuple[int, int]]) -> None:
        """Filter to the union of several matrix cells (none: every pair again)."""
        if not cells:
            self.clear_pair()
            return
        first, *more = (tuple(c) for c in cells)
        self._set(cell=first, more_cells=tuple(more), symmetric=False)

    def set_missed_gold(self, annotator: str, rows: Sequence[int]) -> None:
        """Filter to the gold items ``annotator`` missed (their rows)."""
        self._set(missed_gold_by=annotator, missed_gold_rows=tuple(int(r) for r in rows))

    def clear_missed_gold(self) -> None:
        """Drop the missed-gold part of the filter."""
        self._set(missed_gold_by="", missed_gold_rows=())

    def clear_pair(self) -> None:
        """Drop the class-pair part of the filter."""
        self._set(cell=None, more_cells=(), symmetric=False)

    def apply_search(self) -> None:
        """Filter by the search box's text now."""
        self._typing.stop()
        if self.search.text() != self.filter.search:
            self._set(search=self.search.text())

    def _stratum_changed(self, index: int) -> None:
        data = self.stratum.itemData(index)
        self._set(stratum=tuple(data) if data else None)

    def _set(self, **changes: object) -> None:
        self.filter = self.filter.with_(**changes)
        self._show_pair()
        self.filterChanged.emit(self.filter)

    def _show_pair(self) -> None:
        self._show_gold()
        cell, s = self.filter.cell, self.session
        self.pair.setVisible(cell is not None and s is not None)
        if cell is None or s is None:
            return
        arrow = "↔" if self.filter.symmetric else "→"
        names = [f"{s.ratings.labels[a]} {arrow} {s.ratings.labels[b]}"
                 for a, b in (cell, *self.filter.more_cells)]
        shown = names[0] + (f"  +{len(names) - 1}" if len(names) > 1 else "")  # all: tooltip
        self.pair.setText(f"{shown}  ✕")
        self.pair.setToolTip("\n".join([self.tr("Showing these class pairs; click to show "
                                                "all pairs again"), *names]))

    def _show_gold(self) -> None:
        who = self.filter.missed_gold_by
        self.gold.setVisible(bool(who) and self.session is not None)
        if who:
            self.gold.setText(self.tr("Gold items %1 missed").replace("%1", who) + "  ✕")
            self.gold.setToolTip(self.tr("Showing the gold items %1 labelled unlike the gold "
                                         "label; click to show every item again")
                                 .replace("%1", who))

    def _fill_strata(self) -> None:
        self.stratum.blockSignals(True)
        self.stratum.clear()
        self.stratum.addItem(self.tr("All items"), None)
        s = self.session
        for column in s.strata if s else []:
            for value in s.stratum_values(column) if s else []:
                self.stratum.addItem(f"{column}: {value}", [column, value])
        self.stratum.setVisible(self.stratum.count() > 1)
        self.stratum.blockSignals(False)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.disputed.setText(self.tr("Disputed only"))
        self.unresolved.setText(self.tr("Unresolved only"))
        self.single.setText(self.tr("Single annotator only"))
        self.single.setToolTip(self.tr("Items only one annotator labelled whose label is not "
                                       "accepted yet"))
        self.search.setPlaceholderText(self.tr("Search text or item id"))
        self.pair.setToolTip(self.tr("Showing one class pair; click to show all pairs again"))
        self.stratum.setToolTip(self.tr("Compute the matrix and statistics on one group only"))
        if self.stratum.count():
            self.stratum.setItemText(0, self.tr("All items"))
        self._show_pair()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
