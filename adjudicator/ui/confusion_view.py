"""The confusion matrix panel: a heat-coloured k x k grid; clicking a cell filters the item
list to that class pair."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from adjudicator.ui.confusion_model import ConfusionModel


class ConfusionView(QWidget):
    """Emits ``cellChosen(a_code, b_code)`` when the user clicks a cell."""

    cellChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ConfusionModel(self)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
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
        layout.addWidget(self.title)
        layout.addWidget(self.axes)
        layout.addWidget(self.table, 1)
        self.retranslate()

    def _clicked(self, index: QModelIndex) -> None:
        if index.isValid():
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
        a, b = self.model.raters
        self.axes.setText(
            self.tr("Rows: %1 · columns: %2. Click a cell to list its items.")
            .replace("%1", a or "A").replace("%2", b or "B"))
        self.table.setToolTip(self.tr(
            "Blue: both annotators chose the same label. Orange: they disagreed. "
            "The deeper the colour, the more items."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
