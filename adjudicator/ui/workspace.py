"""The working layout once data is open: summary across the top; matrix, disagreements and
statistics on the left; the filtered item list in the middle; the decision on the right."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.ui.confusion_view import ConfusionView
from adjudicator.ui.decision_panel import DecisionPanel
from adjudicator.ui.disagreement_panel import DisagreementPanel
from adjudicator.ui.filter_bar import FilterBar
from adjudicator.ui.many_rater_panel import ManyRaterPanel
from adjudicator.ui.stats_panel import StatsPanel
from adjudicator.ui.summary_bar import SummaryBar
from adjudicator.ui.versus_final_panel import VersusFinalPanel


def _column(*widgets: QWidget, margins: int = 8, stretch: bool = False) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(margins, margins, margins, margins)
    for widget in widgets:
        layout.addWidget(widget)
    if stretch:  # spare height below the widgets, not between them
        layout.addStretch(1)
    return box


class Workspace(QWidget):
    """Creates and places the panels; the main window wires them together."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = SummaryBar()
        self.confusion = ConfusionView()
        self.disagreements = DisagreementPanel()
        self.stats = StatsPanel()
        self.versus = VersusFinalPanel()
        self.many = ManyRaterPanel()
        self.many.hide()  # three or more annotators only
        self.filters = FilterBar()
        self.table = QTableView()
        self.decision = DecisionPanel()
        self._setup_table()
        left = QSplitter(Qt.Orientation.Vertical)
        stats_area = QScrollArea()  # many labels: the per-class rows scroll, never get cut
        stats_column = _column(self.stats, self.many, self.versus, margins=4, stretch=True)
        stats_area.setWidget(stats_column)
        stats_area.setWidgetResizable(True)
        stats_area.setFrameShape(QFrame.Shape.NoFrame)
        stats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stats_area = stats_area
        stats_column.installEventFilter(self)  # its numbers change: fit the width
        for widget in (self.confusion, self.disagreements):
            left.addWidget(_column(widget, margins=4))
        left.addWidget(stats_area)
        left.setSizes([225, 205, 300])
        self.left = left
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(left)
        main.addWidget(_column(self.filters, self.table))
        main.addWidget(self._decision_area())
        main.setSizes([295, 700, 290])  # the list (its text column) gets the spare width
        main.setStretchFactor(0, 0)
        main.setStretchFactor(1, 1)
        main.setStretchFactor(2, 0)
        self.splitter = main
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.banner = QLabel()  # read-only: stays until another file is opened
        self.banner.setObjectName("readOnlyBanner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        self._read_only = ""
        layout.addWidget(self.summary)
        layout.addWidget(self.banner)
        layout.addWidget(main, 1)

    def _decision_area(self) -> QScrollArea:
        """The decision panel in a scroll area: its texts change on every decision, and a
        scroll area takes the new size itself instead of asking the splitter, the workspace
        and the window to lay out again (a decision repaints the panel alone)."""
        area = QScrollArea()
        area.setWidget(_column(self.decision))
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        self.decision_area = area
        return area

    def show_read_only(self, reason: str) -> None:
        """A lasting banner saying why nothing can be changed (hidden when ``reason`` is "")."""
        self._read_only = reason
        self.banner.setVisible(bool(reason))
        self.retranslate()

    def retranslate(self) -> None:
        """The banner in the current language."""
        self.banner.setText(self.tr(
            "Read-only: %1. You can look at everything, but decisions, notes, versions and "
            "export are off.").replace("%1", self._read_only.rstrip(" .。")))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.stats_area.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.fit_stats_width()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def fit_stats_width(self) -> None:
        """The statistics never cut off: the left column at least as wide as their numbers
        (and the vertical scroll bar) need."""
        inner = self.stats_area.widget()
        if inner is None:
            return
        for widget in (inner, *inner.findChildren(QWidget)):  # sizes as they are now
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        bar = self.stats_area.verticalScrollBar().sizeHint().width()
        need = inner.minimumSizeHint().width() + bar
        self.stats_area.setMinimumWidth(need)
        self.left.setMinimumWidth(need)  # the window's splitter widens the column at once

    def fit_left(self, matrix_height: int, pair_rows: int) -> None:
        """Give the matrix and the ranked pairs the height they need; the rest to statistics."""
        total = sum(self.left.sizes()) or 730
        matrix = min(matrix_height, total // 2)
        pairs = min(58 + 22 * max(pair_rows, 1), 205, (total - matrix) // 2)
        self.left.setSizes([matrix, pairs, total - matrix - pairs])

    def _setup_table(self) -> None:
        t = self.table
        t.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        t.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.setTabKeyNavigation(False)  # Tab leaves the list for the rationale and the buttons
        t.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # file order
        t.setSortingEnabled(True)
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        t.setWordWrap(False)
        t.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideMiddle)  # long names
        t.setAlternatingRowColors(True)
        t.verticalHeader().setVisible(False)
        t.verticalHeader().setDefaultSectionSize(24)
        t.horizontalHeader().setStretchLastSection(False)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
