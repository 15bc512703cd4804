"""A panel of the statistics column made of a title, a note and rows rebuilt with its figures:
the frame the gold and the models panels share."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class RowsPanel(QWidget):
    """Title (``subTitle``), a wrapped note and a column of rows; hidden until shown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.title.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.rows = QVBoxLayout()
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addLayout(self.rows)
        self.hide()

    def clear_rows(self) -> None:
        """Take every row away; each is hidden at once (deleted later, it must not paint
        meanwhile over the rows that replace it)."""
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
