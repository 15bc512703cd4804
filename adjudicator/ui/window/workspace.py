"""The working layout once data is open: summary across the top; matrix, disagreements and
statistics on the left; the filtered item list in the middle; the decision on the right."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
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

from adjudicator.ui.agreement.confusion_view import ConfusionView
from adjudicator.ui.agreement.disagreement_panel import DisagreementPanel
from adjudicator.ui.agreement.gold_panel import GoldPanel
from adjudicator.ui.agreement.many_rater_panel import ManyRaterPanel
from adjudicator.ui.agreement.models_panel import ModelsPanel
from adjudicator.ui.agreement.scores_panel import ScoresPanel
from adjudicator.ui.agreement.stats_panel import StatsPanel
from adjudicator.ui.agreement.summary_bar import SummaryBar
from adjudicator.ui.agreement.versus_final_panel import VersusFinalPanel
from adjudicator.ui.deciding.panel import DecisionPanel
from adjudicator.ui.items.filter_bar import FilterBar
from adjudicator.ui.items.steady_header import SteadyHeader
from adjudicator.ui.items.steady_scroll_bar import SteadyScrollBar
from adjudicator.ui.window.column_plan import (
    NO_TEXT_WANT,
    TEXT_WANT,
    Needs,
    label_widths,
    plan,
)


class PanelArea(QScrollArea):
    """A scroll area never narrower than its panel's minimum: the splitter cannot cut the
    panel (at 1,024 px its buttons stayed half hidden), while a new text in the panel is still
    laid out inside the area alone."""

    def minimumSizeHint(self) -> QSize:
        """The panel's minimum width, and room for the vertical scroll bar when it shows."""
        hint = super().minimumSizeHint()
        panel = self.widget()
        if panel is None:
            return hint
        bar = self.verticalScrollBar()
        width = (panel.minimumSizeHint().width() + 2 * self.frameWidth()
                 + (bar.sizeHint().width() if bar.isVisible() else 0))
        return QSize(max(width, hint.width()), hint.height())


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
        self.scores = ScoresPanel()
        self.scores.hide()  # labels that are numbers, on the scores scale only
        self.many = ManyRaterPanel()
        self.many.hide()  # three or more annotators only
        self.gold = GoldPanel()  # hidden unless the data have gold items
        self.models = ModelsPanel()  # hidden unless the import marked a model's columns
        self.filters = FilterBar()
        self.table = QTableView()
        self.decision = DecisionPanel()
        self._setup_table()
        left = QSplitter(Qt.Orientation.Vertical)
        stats_area = QScrollArea()  # many labels: the per-class rows scroll, never get cut
        stats_column = _column(self.stats, self.scores, self.many, self.versus, self.gold,
                               self.models,
                               margins=4, stretch=True)
        stats_area.setWidget(stats_column)
        stats_area.setWidgetResizable(True)
        stats_area.setFrameShape(QFrame.Shape.NoFrame)
        # a narrow window: the statistics scroll sideways rather than squeeze the item list
        stats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.stats_area = stats_area
        stats_column.installEventFilter(self)  # its numbers change: fit the width
        self.confusion.model.modelReset.connect(self.fit_stats_width)  # new labels: new need
        self._matrix_panels = [_column(w, margins=4) for w in (self.confusion,
                                                                self.disagreements)]
        for panel in self._matrix_panels:
            left.addWidget(panel)
        left.addWidget(stats_area)
        left.setSizes([225, 205, 300])
        self.left = left
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(left)
        self._list_column = _column(self.filters, self.table, margins=4)
        self._decision_column = self._decision_area()
        main.addWidget(self._list_column)
        main.addWidget(self._decision_column)
        main.setSizes([295, 700, 290])  # the list (its text column) gets the spare width
        main.setStretchFactor(0, 0)
        main.setStretchFactor(1, 1)
        main.setStretchFactor(2, 0)
        self.splitter = main
        self.text_column = 1  # the item list's column that gets the spare width
        self._left_need = 0
        self.label_widths: dict[int, tuple[int, int]] = {}  # column -> (compact, comfortable)
        self.text_want = TEXT_WANT  # the text column's share (less when the data have none)
        self._fit_timer = QTimer(self, singleShot=True, interval=0)
        self._fit_timer.timeout.connect(self.fit_columns)
        self._list_column.installEventFilter(self)  # a new width: the item list first
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
        area = PanelArea()
        area.setWidget(_column(self.decision, margins=4))
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click on the panel leaves the focus
        self.decision_area = area  # (and the deciding keys) on the list
        return area

    def parts(self) -> list[QWidget]:
        """The page's big parts, top to bottom and left to right: the summary, the matrix
        and statistics column, the list, the decision column (painted ahead one by one)."""
        return [self.summary, self.left, self._list_column, self._decision_column]

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
        elif watched is self._list_column and event.type() == QEvent.Type.Resize:
            self._fit_timer.start()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def fit_stats_width(self) -> None:
        """The statistics never cut off: the left column as wide as their numbers (and the
        vertical scroll bar) need when the window has room; narrower (down to the plan's
        floor) they scroll sideways, so the item list keeps a readable text column."""
        inner = self.stats_area.widget()
        if inner is None:
            return
        for widget in (inner, *inner.findChildren(QWidget)):  # sizes as they are now
            layout = widget.layout()
            if layout is not None:
                layout.activate()
        bar = self.stats_area.verticalScrollBar().sizeHint().width()
        need = max(inner.minimumSizeHint().width() + bar, self.matrix_need())
        others = max(p.minimumSizeHint().width() for p in self._matrix_panels)
        floor = min(need, max(Needs(need, 0, 0).left_floor, others))
        self.stats_area.setMinimumWidth(floor)
        self.left.setMinimumWidth(floor)
        if need != self._left_need:
            self._left_need = need
            self.fit_columns()  # the splitter widens the column at once when there is room

    def matrix_need(self) -> int:
        """The width the matrix asks for: every column and the totals up to six labels."""
        layout = self._matrix_panels[0].layout()
        sides = 0 if layout is None else (layout.contentsMargins().left()
                                          + layout.contentsMargins().right())
        return self.confusion.needed_width() + sides

    def set_has_text(self, has_text: bool) -> None:
        """Whether the data have a text column: without one the list's text column keeps
        only ``NO_TEXT_WANT`` px and the statistics column the width its panels need."""
        self.text_want = TEXT_WANT if has_text else NO_TEXT_WANT

    def set_label_widths(self, widths: dict[int, tuple[int, int]]) -> None:
        """The list's label columns: (compact, comfortable) width of each; then fit."""
        self.label_widths = dict(widths)
        self.fit_columns()

    def _list_frame(self) -> tuple[int, int]:
        """(px of the list's middle column that are not its table's viewport, px of the
        columns that are neither text nor label columns)."""
        header = self.table.horizontalHeader()
        fixed = sum(header.sectionSize(c) for c in range(header.count())
                    if c != self.text_column and c not in self.label_widths
                    and not header.isSectionHidden(c))
        middle = self._list_column.width()
        return max(middle - self.table.viewport().width(), 0), fixed

    def _shown_labels(self) -> dict[int, tuple[int, int]]:
        header = self.table.horizontalHeader()
        return {c: w for c, w in self.label_widths.items() if not header.isSectionHidden(c)}

    def fit_columns(self) -> None:
        """Share the width by the column plan (the list first, see ``column_plan``): label
        columns compact, then the sides give way; spare width back to both."""
        sizes = self.splitter.sizes()
        if len(sizes) != 3 or not sum(sizes) or self.table.model() is None:
            return
        frame, fixed = self._list_frame()
        shown = self._shown_labels()
        compact = sum(c for c, _ in shown.values())
        comfortable = sum(c for _, c in shown.values())
        right = self._decision_column.minimumSizeHint().width()
        base = frame + fixed + self.text_want
        needs = Needs(self._left_need or sizes[0], base + compact, right,
                      self.left.minimumWidth(), base + comfortable, self.matrix_need())
        planned = plan((sizes[0], sizes[1], sizes[2]), needs)
        if list(planned) != sizes:
            self.splitter.setSizes(list(planned))
        spare = planned[1] - frame - fixed - compact - self.text_want
        for col, width in label_widths(spare, shown).items():
            if self.table.columnWidth(col) != width:
                self.table.setColumnWidth(col, width)

    def fit_left(self, matrix_height: int, pair_rows: int) -> None:
        """Give the matrix and the ranked pairs the height they need; the rest to statistics."""
        total = sum(self.left.sizes()) or 730
        matrix = min(matrix_height, total * 11 // 20)
        pairs = min(58 + 22 * max(pair_rows, 1), 205, (total - matrix) // 2)
        self.left.setSizes([matrix, pairs, total - matrix - pairs])

    def _setup_table(self) -> None:
        t = self.table
        t.setVerticalScrollBar(SteadyScrollBar(Qt.Orientation.Vertical))  # (steady_scroll_bar)
        t.setHorizontalHeader(SteadyHeader(t))  # (steady_header)
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
