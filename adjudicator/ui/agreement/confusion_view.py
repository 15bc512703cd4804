"""The confusion matrix panel: a heat-coloured k x k grid with totals; clicking a cell filters
the item list to that class pair, Ctrl-click adds (or removes) cells, the listed cells framed."""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.session.count_text import compact_count, fitting_count
from adjudicator.ui.agreement.confusion_model import ChosenRole, ConfusionModel, CountRole
from adjudicator.ui.agreement.matrix_headers import ROW_NAME_ROOM, UprightHeader

CELL_PADDING = 6  # pixels of a cell's width the text leaves free
PAIR = -1  # the view choice that shows the compared pair (else: annotator r x final)
CHOSEN_FRAME = QColor("#111827")
ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
WHOLE_UP_TO = 6  # labels: up to this many the panel asks for the width of every column
ROW_NAME_FLOOR = 40  # px a row name keeps at least when the names give way to the columns


class ChosenCellDelegate(QStyledItemDelegate):
    """Paints a cell as usual, then a dark frame when it is one of the listed cells. A count
    too wide for its cell (10⁶ items in a narrow panel) is shown compact ("168k"); its
    tooltip keeps the exact count."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        count = index.data(CountRole)
        if isinstance(count, int) and option.rect.width() > 0:
            room = option.rect.width() - CELL_PADDING
            metrics = QFontMetrics(option.font)  # the totals' bold font, not the view's
            option.text = fitting_count(
                count, option.text, lambda text: metrics.horizontalAdvance(text) <= room)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        if index.data(ChosenRole):
            painter.save()
            painter.setPen(QPen(CHOSEN_FRAME, 3))
            painter.drawRect(option.rect.adjusted(1, 1, -2, -2))
            painter.restore()


class ConfusionView(QWidget):
    """Emits ``cellChosen(a_code, b_code)`` when the user clicks a cell of the pair's matrix,
    ``cellsChosen([(a, b), ...])`` with every chosen cell (Ctrl-click adds or removes one),
    and ``viewChosen(r)`` when the user picks annotator r x final labels (PAIR: the pair)."""

    cellChosen = Signal(int, int)
    cellsChosen = Signal(list)
    viewChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ConfusionModel(self)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.view_choice = QComboBox()
        self.view_choice.setObjectName("matrixChoice")
        # as narrow as a short choice needs (the list shows "name × final labels" whole)
        self.view_choice.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.view_choice.setMinimumContentsLength(9)
        self.view_choice.addItem("", PAIR)
        self._names: list[str] = []
        self.view_choice.currentIndexChanged.connect(
            lambda _i: self.viewChosen.emit(self.chosen_view()))
        self.axes = QLabel()
        self.axes.setObjectName("hint")
        self.axes.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)  # heat shows
        self.table.setItemDelegate(ChosenCellDelegate(self.table))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setCornerButtonEnabled(False)
        self.table.setHorizontalHeader(UprightHeader(self.table))  # names upright, whole
        for header in (self.table.horizontalHeader(), self.table.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            header.setHighlightSections(False)
            header.setMinimumSectionSize(18)
        rows = self.table.verticalHeader()
        rows.setMaximumWidth(ROW_NAME_ROOM)  # a long name elides, its tooltip is whole
        rows.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.model.modelReset.connect(self._fit_cells)
        self.model.dataChanged.connect(self._fit_cells)
        self.table.viewport().installEventFilter(self)  # clicks, with their Ctrl
        self.table.installEventFilter(self)  # Enter / Space on a cell, for keyboard users
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        top = QHBoxLayout()  # a row of its own, so the panel can be narrow
        top.addWidget(self.view_choice)
        top.addStretch(1)
        layout.addLayout(top)
        layout.addWidget(self.axes)
        layout.addWidget(self.table, 1)
        self.retranslate()

    def set_annotators(self, names: list[str]) -> None:
        """Offer "annotator x final" for each annotator (keeps the choice when names stay)."""
        offered = [self.view_choice.itemText(i) for i in range(1, self.view_choice.count())]
        wanted = [self._versus_text(name) for name in names]
        if offered == wanted:
            return
        self.view_choice.blockSignals(True)
        while self.view_choice.count() > 1:
            self.view_choice.removeItem(1)
        for r, text in enumerate(wanted):
            self.view_choice.addItem(text, r)
        self.view_choice.setCurrentIndex(0)
        self.view_choice.blockSignals(False)
        self._names = list(names)

    def chosen_view(self) -> int:
        """PAIR, or the annotator whose labels are shown against the final labels."""
        data = self.view_choice.currentData()
        return int(data) if data is not None else PAIR

    def _versus_text(self, name: str) -> str:
        return self.tr("%1 × final labels").replace("%1", name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A left click (Ctrl: add or remove) or Enter / Space on the current cell."""
        if (watched is self.table.viewport() and isinstance(event, QMouseEvent)
                and event.type() == QEvent.Type.MouseButtonRelease
                and event.button() == Qt.MouseButton.LeftButton):
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            self.choose(self.table.indexAt(event.position().toPoint()), add=ctrl)
        elif watched is self.table and event.type() == QEvent.Type.Resize:
            self._fit_row_names()
        elif (watched is self.table and isinstance(event, QKeyEvent)
              and event.type() == QEvent.Type.KeyPress and event.key() in ACTIVATE_KEYS):
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            self.choose(self.table.currentIndex(), add=ctrl)
            return True
        return super().eventFilter(watched, event)

    def choose(self, index: QModelIndex, add: bool = False) -> None:
        """List one cell's items; with ``add``, the chosen cells' union with this one
        toggled. Totals and the annotator x final view are not choosable."""
        if not index.isValid() or self.chosen_view() != PAIR:
            return
        if not self.model.is_cell(index.row(), index.column()):
            return
        cell = self.model.code_cell(index.row(), index.column())
        cells = (set(self.model.chosen) ^ {cell}) if add else {cell}
        ordered = sorted(cells)
        self.model.set_chosen(frozenset(ordered))
        if len(ordered) == 1 and not add:
            self.cellChosen.emit(*cell)
        self.cellsChosen.emit(ordered)

    def show_chosen(self, cells: frozenset[tuple[int, int]]) -> None:
        """Frame the cells the item list is filtered to (none in the annotator x final view)."""
        self.model.set_chosen(cells if self.chosen_view() == PAIR else frozenset())

    def _fit_cells(self) -> None:
        """No column narrower than its widest compact count ("168k") needs, so a count is
        whole or compact, never "…"; with many labels the matrix scrolls instead."""
        room = self.cell_width()
        if self.table.horizontalHeader().minimumSectionSize() != room:
            self.table.horizontalHeader().setMinimumSectionSize(room)
        self.table.verticalHeader().setMinimumSectionSize(self.table.fontMetrics().height() + 3)
        self._fit_row_names()

    def _fit_row_names(self) -> None:
        """Up to ``WHOLE_UP_TO`` labels the totals stay in view: when the panel is too narrow
        for whole row names and every column, the names elide (down to ``ROW_NAME_FLOOR``;
        each keeps its whole name in the tooltip)."""
        columns = self.model.columnCount()
        if not columns:
            return
        room = self.table.width() - 2 * self.table.frameWidth() - columns * self.cell_width()
        if columns > WHOLE_UP_TO + 1:
            room -= self.table.verticalScrollBar().sizeHint().width()
        names = min(max(room, ROW_NAME_FLOOR), ROW_NAME_ROOM)
        if self.table.verticalHeader().maximumWidth() != names:
            self.table.verticalHeader().setMaximumWidth(names)

    def cell_width(self) -> int:
        """The narrowest a column may be: its widest count in compact form, with padding."""
        model = self.model
        bold = QFont(self.table.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)  # the totals are bold, and the widest
        k = model.rowCount()
        widest = max((metrics.horizontalAdvance(compact_count(model.count(i, j)))
                      for i in range(k) for j in range(k)), default=0)
        header = self.table.horizontalHeader()
        return max(widest + CELL_PADDING + 2, header.sectionSizeFromContents(0).width())

    def needed_width(self) -> int:
        """Width that shows every column up to ``WHOLE_UP_TO`` labels and the totals; with
        more labels that of ``WHOLE_UP_TO`` columns (the rest scroll sideways)."""
        columns = min(self.model.columnCount(), WHOLE_UP_TO + 1)
        rows = self.table.verticalHeader()
        names = min(rows.sizeHint().width(), ROW_NAME_ROOM)
        many = self.model.columnCount() > WHOLE_UP_TO + 1  # rows scroll too: room for the bar
        bar = self.table.verticalScrollBar().sizeHint().width() if many else 0
        return names + columns * self.cell_width() + 2 * self.table.frameWidth() + bar

    def preferred_height(self) -> int:
        """Height that shows every row of the matrix (for the splitter's first layout)."""
        header = self.table.horizontalHeader().sizeHint().height()
        row = self.table.verticalHeader().minimumSectionSize() + 2
        width = max(self.width(), 200)
        axes = self.axes.heightForWidth(width)
        lines = self.axes.fontMetrics().lineSpacing()
        layout = self.layout()
        spacing = max(layout.spacing(), 0) if layout is not None else 0
        chrome = (self.title.sizeHint().height() + self.view_choice.sizeHint().height()
                  + max(axes, 2 * lines) + lines + 3 * spacing + 8)  # a line spare, margins
        bar = self.table.horizontalScrollBar().sizeHint().height()
        table = header + self.model.rowCount() * row + 2 * self.table.frameWidth() + bar
        return max(200, chrome + table)

    def clear_choice(self) -> None:
        """Forget the framed cells (the filter was cleared elsewhere)."""
        self.model.set_chosen(frozenset())

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.title.setText(self.tr("Confusion matrix"))
        self.view_choice.setItemText(0, self.tr("Compared pair"))
        for r, name in enumerate(self._names):
            self.view_choice.setItemText(r + 1, self._versus_text(name))
        self.view_choice.setToolTip(self.tr(
            "Show the compared pair, or one annotator against the final labels (unanimous and "
            "decided items; unresolved items are left out)."))
        a, b = self.model.raters
        if self.chosen_view() == PAIR:
            text = self.tr("Rows: %1 · columns: %2. Click a cell to list its items, "
                           "Ctrl-click to add cells.")
        else:
            text = self.tr("Rows: %1 · columns: %2 (unresolved items left out).")
        self.axes.setText(text.replace("%1", a or "A").replace("%2", b or "B"))
        self.table.setToolTip(self.tr(
            "Blue: both annotators chose the same label. Orange: they disagreed. "
            "The deeper the colour, the more items (one scale for the whole matrix). "
            "The last row and column are the totals."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
