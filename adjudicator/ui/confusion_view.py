"""The confusion matrix panel: a heat-coloured k x k grid; clicking a cell filters the item
list to that class pair."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.ui.confusion_model import ConfusionModel

PAIR = -1  # the view choice that shows the compared pair (else: annotator r x final)


class ConfusionView(QWidget):
    """Emits ``cellChosen(a_code, b_code)`` when the user clicks a cell of the pair's matrix,
    and ``viewChosen(r)`` when the user picks annotator r x final labels (PAIR: the pair)."""

    cellChosen = Signal(int, int)
    viewChosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ConfusionModel(self)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.view_choice = QComboBox()
        self.view_choice.setObjectName("matrixChoice")
        self.view_choice.addItem("", PAIR)
        self._names: list[str] = []
        self.view_choice.currentIndexChanged.connect(
            lambda _i: self.viewChosen.emit(self.chosen_view()))
        self.axes = QLabel()
        self.axes.setObjectName("hint")
        self.axes.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setCornerButtonEnabled(False)
        for header in (self.table.horizontalHeader(), self.table.verticalHeader()):
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            header.setHighlightSections(False)
            header.setMinimumSectionSize(18)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.clicked.connect(self._clicked)
        self.table.activated.connect(self._clicked)  # Enter on a cell, for keyboard users
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.view_choice)
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

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid() and self.chosen_view() == PAIR:
            self.cellChosen.emit(index.row(), index.column())

    def preferred_height(self) -> int:
        """Height that shows every row of the matrix (for the splitter's first layout)."""
        return max(200, 72 + (self.model.rowCount() + 1) * 25)

    def clear_choice(self) -> None:
        """Forget the highlighted cell (the filter was cleared elsewhere)."""
        self.table.clearSelection()

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
            text = self.tr("Rows: %1 · columns: %2. Click a cell to list its items.")
        else:
            text = self.tr("Rows: %1 · columns: %2 (unresolved items left out).")
        self.axes.setText(text.replace("%1", a or "A").replace("%2", b or "B"))
        self.table.setToolTip(self.tr(
            "Blue: both annotators chose the same label. Orange: they disagreed. "
            "The deeper the colour, the more items."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
