"""A grid of text labels updated in place, shared by the statistics panels that list rows of
numbers (annotators vs final labels, the coefficients over all annotators).

After every decision those panels show new numbers in the same shape. Creating fresh labels
each time costs a style-sheet polish, a relayout and a repaint of the whole column per label;
a ``LabelGrid`` keeps its labels and sets a text, tooltip, style name or alignment only when
it changed, so an unchanged cell is not touched and a changed one repaints alone. Labels are
created or removed only when the number of rows or columns changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True, slots=True)
class Cell:
    """What one label shows: its text, tooltip, style-sheet name and alignment."""

    text: str
    tip: str = ""
    style: str = ""  # object name the style sheet knows ("subTitle", "statValue", "hint")
    align: Qt.AlignmentFlag = LEFT


def heading_row(*texts: str) -> list[Cell]:
    """A row of column headings: the first left-aligned, the numbers' headings right."""
    return [Cell(text, style="subTitle", align=LEFT if col == 0 else RIGHT)
            for col, text in enumerate(texts)]


class LabelGrid:
    """A ``QGridLayout`` (``.layout``) of labels, one row of ``Cell`` per ``show_rows`` row."""

    def __init__(self, horizontal_spacing: int = 10) -> None:
        self.layout = QGridLayout()
        self.layout.setHorizontalSpacing(horizontal_spacing)
        self.layout.setVerticalSpacing(1)
        self._spare_column = 0  # the empty column after the last one takes the spare width
        self._labels: list[list[QLabel]] = []
        self.stacked = False  # each row's last cell on a line of its own, see set_stacked
        self.created = 0  # labels made so far (a test reads it: a same-shape update makes none)

    def show_rows(self, rows: Sequence[Sequence[Cell]]) -> None:
        """Show these rows: labels are reused where the row keeps its length, and only the
        properties that differ are set."""
        for r, row in enumerate(rows):
            if r < len(self._labels) and len(self._labels[r]) != len(row):
                self._drop_row(r)
            if r >= len(self._labels):
                self._labels.append([])
            if not self._labels[r]:
                self._labels[r] = [self._new_label() for _ in row]
                self._place(r)
            for label, cell in zip(self._labels[r], row, strict=True):
                _apply(label, cell)
        while len(self._labels) > len(rows):
            self._drop_row(len(self._labels) - 1)
            self._labels.pop()
        self._give_spare_after(max((len(row) for row in rows), default=0))

    def _give_spare_after(self, columns: int) -> None:
        """Spare width goes after the last column, so in a narrow, sideways-scrolling panel
        the names, values and intervals stay in view together."""
        if columns and columns != self._spare_column:
            self.layout.setColumnStretch(self._spare_column, 0)
            self.layout.setColumnStretch(columns, 1)
            self._spare_column = columns

    def set_stacked(self, stacked: bool) -> None:
        """Each row of three cells or more with its last cell (the interval) on a second line,
        right-aligned under the others, for a column too narrow for the row (the interval
        stays in view without a sideways scroll); or every row on one line."""
        if stacked == self.stacked:
            return
        self.stacked = stacked
        for r in range(len(self._labels)):
            for label in self._labels[r]:
                self.layout.removeWidget(label)
            self._place(r)

    def wide_width(self) -> int:
        """Px the rows need on one line: each column's widest label and the spacing."""
        widths: list[int] = []
        for row in self._labels:
            for c, label in enumerate(row):
                label.ensurePolished()
                if c == len(widths):
                    widths.append(0)
                widths[c] = max(widths[c], label.sizeHint().width())
        return sum(widths) + self.layout.horizontalSpacing() * max(len(widths) - 1, 0)

    def _place(self, r: int) -> None:
        """Put row ``r``'s labels in the layout: one line, or two when stacked (grid rows
        2r and 2r + 1 then, so rows never overlap)."""
        labels = self._labels[r]
        if not self.stacked:
            for c, label in enumerate(labels):
                self.layout.addWidget(label, r, c)
            return
        last = len(labels) - 1
        for c, label in enumerate(labels):
            if last >= 2 and c == last:
                self.layout.addWidget(label, 2 * r + 1, 0, 1, last + 1)
            elif last >= 2 and c == last - 1:
                self.layout.addWidget(label, 2 * r, c, 1, 2)
            else:
                self.layout.addWidget(label, 2 * r, c)

    def label(self, row: int, col: int) -> QLabel:
        """The label shown at (row, col)."""
        return self._labels[row][col]

    def clear(self) -> None:
        """No rows at all."""
        self.show_rows([])

    def _new_label(self) -> QLabel:
        self.created += 1
        return QLabel()

    def _drop_row(self, row: int) -> None:
        """Remove one row's labels at once (hidden now, deleted later), so old words never
        stay on screen."""
        for label in self._labels[row]:
            self.layout.removeWidget(label)
            label.hide()
            label.deleteLater()
        self._labels[row] = []


def _apply(label: QLabel, cell: Cell) -> None:
    """Set what differs; a changed style name needs a style-sheet pass, the rest do not."""
    if label.text() != cell.text:
        label.setText(cell.text)
    if label.toolTip() != cell.tip:
        label.setToolTip(cell.tip)
    if label.alignment() != cell.align:
        label.setAlignment(cell.align)
    if label.objectName() != cell.style:
        label.setObjectName(cell.style)
        label.style().unpolish(label)
        label.style().polish(label)
