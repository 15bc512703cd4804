"""The "Label order" dialog: the lead puts the labels in the order an ordinal scale runs in.

A list with Move up / Move down (Alt+Up / Alt+Down on the list, or the buttons' mnemonics),
drag and drop, and "Dataset order" to start again. Every change is announced at once, once
(``orderChanged``) so the statistics behind the dialog follow while the lead moves labels;
OK keeps the order, Cancel goes back to the order the dialog opened with.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

MOVE_KEYS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}


class LabelOrderDialog(QDialog):
    """Reorder ``labels``; ``order()`` is the order shown, ``dataset_order`` the file's."""

    orderChanged = Signal(tuple)

    def __init__(self, labels: tuple[str, ...], dataset_order: tuple[str, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("labelOrderDialog")
        self.dataset_order = dataset_order
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("labelOrderList")
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.installEventFilter(self)  # Alt+Up / Alt+Down move the current label
        model = self.list.model()  # a drop moves a row, or inserts a copy and removes the row
        for signal in (model.rowsMoved, model.rowsInserted, model.rowsRemoved):
            signal.connect(lambda *_a: self._changed())
        self._announced: tuple[str, ...] = ()
        self.up, self.down, self.reset = QPushButton(), QPushButton(), QPushButton()
        self.up.clicked.connect(lambda: self.move_label(-1))
        self.down.clicked.connect(lambda: self.move_label(1))
        self.reset.clicked.connect(lambda: self.set_order(self.dataset_order))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.currentRowChanged.connect(lambda _r: self._enable())
        self._layout()
        self.set_order(labels, announce=False)
        self.retranslate()

    def _layout(self) -> None:
        side = QVBoxLayout()
        for button in (self.up, self.down, self.reset):
            side.addWidget(button)
        side.addStretch(1)
        middle = QHBoxLayout()
        middle.addWidget(self.list, 1)
        middle.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(middle, 1)
        layout.addWidget(self.buttons)

    def order(self) -> tuple[str, ...]:
        """The labels as listed, lowest first."""
        return tuple(self.list.item(i).text() for i in range(self.list.count()))

    def set_order(self, labels: tuple[str, ...], announce: bool = True) -> None:
        """List ``labels`` in this order (the current label stays current)."""
        current = self.list.currentItem()
        keep = current.text() if current is not None else (labels[0] if labels else "")
        if not announce:
            self._announced = tuple(labels)
        self.list.clear()
        self.list.addItems(list(labels))
        self.list.setCurrentRow(labels.index(keep) if keep in labels else 0)
        if announce:
            self._changed()

    def move_label(self, step: int) -> None:
        """Move the current label one place up (-1) or down (1)."""
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self._changed()

    def _changed(self) -> None:
        """Announce a new order once; not halfway through a drop (a label twice or missing)."""
        self._enable()
        order = self.order()
        if sorted(order) != sorted(self.dataset_order) or order == self._announced:
            return
        self._announced = order
        self.orderChanged.emit(order)

    def _enable(self) -> None:
        row, last = self.list.currentRow(), self.list.count() - 1
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < last)
        self.reset.setEnabled(self.order() != self.dataset_order)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Alt+Up / Alt+Down on the list move the current label."""
        if (watched is self.list and isinstance(event, QKeyEvent)
                and event.type() == QEvent.Type.KeyPress and event.key() in MOVE_KEYS
                and event.modifiers() & Qt.KeyboardModifier.AltModifier):
            self.move_label(MOVE_KEYS[Qt.Key(event.key())])
            return True
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Label order"))
        self.hint.setText(self.tr(
            "Put the labels in the order of the ordinal scale, lowest first. Weighted κ, "
            "Gwet's AC2, ordinal α and the matrix follow at once; OK records the order in the "
            "decision log, so the project and its report keep it."))
        self.up.setText(self.tr("Move &up"))
        self.down.setText(self.tr("Move &down"))
        self.reset.setText(self.tr("&Dataset order"))
        self.up.setToolTip(self.tr("Move the chosen label one place up (Alt+Up)"))
        self.down.setToolTip(self.tr("Move the chosen label one place down (Alt+Down)"))
        self.reset.setToolTip(self.tr("The order of the labels as the dataset gives it"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
