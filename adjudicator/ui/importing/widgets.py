"""Small widgets of the import form: a column chooser with "detect", and a checkable list."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QListWidget, QListWidgetItem, QWidget


class ColumnCombo(QComboBox):
    """"Detect" (None) or one of the file's columns; a remembered choice survives a re-read.
    The item id's chooser also offers "no id column" (the row numbers are the items)."""

    def __init__(self, parent: QWidget | None = None, *, rows: str | None = None) -> None:
        """``rows``: the value of a second fixed entry ("no id column: the row numbers")."""
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(12)
        self.addItem("", None)
        self.fixed = 1
        if rows is not None:
            self.addItem("", rows)
            self.fixed = 2

    def set_detect_text(self, text: str) -> None:
        """The words of the first entry (translated)."""
        self.setItemText(0, text)

    def set_rows_text(self, text: str) -> None:
        """The words of the "no id column" entry (translated), when there is one."""
        if self.fixed > 1:
            self.setItemText(1, text)

    def set_columns(self, columns: Sequence[str], keep: str | None) -> None:
        """Offer ``columns``; keep ``keep`` chosen (added if the file lacks it, so it shows)."""
        blocked = self.blockSignals(True)
        while self.count() > self.fixed:
            self.removeItem(self.fixed)
        fixed = {self.itemData(i) for i in range(self.fixed)}
        names = [c for c in columns if c not in fixed]
        names += [keep] if keep and keep not in columns and keep not in fixed else []
        for name in names:
            self.addItem(name, name)
        self.setCurrentIndex(self.findData(keep) if keep else 0)
        self.blockSignals(blocked)

    def value(self) -> str | None:
        """The chosen column, None for "detect"."""
        data = self.currentData()
        return str(data) if data is not None else None

    def choose(self, name: str | None) -> None:
        """Select a column by name (None: detect); emits the usual change signals."""
        index = self.findData(name) if name else 0
        self.setCurrentIndex(max(index, 0))


class CheckList(QListWidget):
    """Columns with a tick box each; nothing ticked means "detect"."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.itemChanged.connect(lambda _item: self.changed.emit())
        self._fit()

    def _fit(self, shown: int = 2) -> None:
        """As tall as its rows, from two to six (then it scrolls)."""
        rows = min(max(self.count(), shown), 6)
        step = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 4
        self.setFixedHeight(rows * step + 2 * self.frameWidth() + 4)

    def set_items(self, names: Sequence[str], ticked: Sequence[str]) -> None:
        """Show ``names``; tick those in ``ticked``."""
        blocked = self.blockSignals(True)
        self.clear()
        for name in names:
            item = QListWidgetItem(name, self)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if name in ticked
                               else Qt.CheckState.Unchecked)
        self.blockSignals(blocked)
        self._fit()

    def ticked(self) -> list[str]:
        """The ticked names in list order."""
        return [self.item(i).text() for i in range(self.count())
                if self.item(i).checkState() == Qt.CheckState.Checked]
