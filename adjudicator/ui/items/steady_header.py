"""The item list's column header: not repainted when the selection moves from row to row.

The header highlights (bold) the sections of the selected cells' columns; the list selects
whole rows, so while a row is selected every section is highlighted. Qt still repaints the
whole header for each new selection (the deselected row's sections, then the selected
row's): about 0.5 ms of each decision key, which moves the selection to the next item, for
the same picture. Here a selection change that leaves every section highlighted before and
after repaints nothing; any other (the first selection, a cleared one) repaints as Qt does.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QHeaderView, QWidget


class SteadyHeader(QHeaderView):
    """A horizontal ``QHeaderView`` set up as a table view's own (clickable, highlighting)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)
        self.setHighlightSections(True)
        self._unchanged = False  # inside a selection change that keeps every section lit

    def _spans_every_column(self, selection: QItemSelection) -> bool:
        """Some range of ``selection`` covers every column (a whole row is in it)."""
        model = self.model()
        if model is None:
            return False
        last = model.columnCount(self.rootIndex()) - 1
        ranges = (selection.at(i) for i in range(selection.size()))
        return any(r.left() <= 0 and r.right() >= last for r in ranges)

    def selectionChanged(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        sm = self.selectionModel()
        self._unchanged = (self.highlightSections() and sm is not None
                           and self._spans_every_column(deselected)  # all lit before
                           and self._spans_every_column(sm.selection()))  # and after
        try:
            super().selectionChanged(selected, deselected)
        finally:
            self._unchanged = False

    def visualRegionForSelection(self, selection: QItemSelection) -> QRegion:
        if self._unchanged:
            return QRegion()  # every section stays highlighted: the same picture
        return super().visualRegionForSelection(selection)
