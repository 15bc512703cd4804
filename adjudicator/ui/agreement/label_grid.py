"""A grid of text labels updated in place, shared by the statistics panels that list rows of
numbers (annotators vs final labels, the coefficients over all annotators).

After every decision those panels show new numbers in the same shape. Creating fresh labels
each time costs a style-sheet polish, a relayout and a repaint of the whole column per label;
a ``LabelGrid`` keeps its labels and sets a text, tooltip, style name or alignment only when
it changed, so an unchanged cell is not touched and a changed one repaints alone. Labels are
created or removed only when the number of rows or columns changes.

Where each row's labels go is an ``Arrangement``: all on one line (the default, wide), or,
for a column too narrow for that, on more lines (``INTERVAL_BELOW``, or a panel's own, such
as a name on its own line above its values). Switching moves the same labels and makes none.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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


@dataclass(frozen=True, slots=True)
class Spot:
    """Where one cell of a row goes in its row's block of grid lines: the line, the column,
    how many columns it spans, and whether it is shown in this arrangement at all (each spot,
    shown or not, is a place of its own)."""

    line: int
    col: int
    span: int = 1
    shown: bool = True


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Where the cells of each row go: ``spots(row, cells)`` gives a ``Spot`` per cell of row
    ``row`` (which has ``cells`` cells); every row's block has ``lines`` grid lines."""

    lines: int
    spots: Callable[[int, int], Sequence[Spot]]


def _one_line(_row: int, cells: int) -> list[Spot]:
    return [Spot(0, c) for c in range(cells)]


def _interval_below(_row: int, cells: int) -> list[Spot]:
    """Rows of three cells or more: the last (the interval) on a line of its own, spanning
    the row and right-aligned under the value, which spans the last two columns."""
    last = cells - 1
    if last < 2:
        return _one_line(_row, cells)
    return [Spot(1, 0, last + 1) if c == last else Spot(0, c, 2) if c == last - 1
            else Spot(0, c) for c in range(cells)]


ONE_LINE = Arrangement(1, _one_line)
INTERVAL_BELOW = Arrangement(2, _interval_below)


def heading_row(*texts: str) -> list[Cell]:
    """A row of column headings: the first left-aligned, the numbers' headings right."""
    return [Cell(text, style="subTitle", align=LEFT if col == 0 else RIGHT)
            for col, text in enumerate(texts)]


class LabelGrid:
    """A ``QGridLayout`` (``.layout``) of labels, one row of ``Cell`` per ``show_rows`` row."""

    def __init__(self, horizontal_spacing: int = 10, wide: Arrangement = ONE_LINE,
                 narrow: Arrangement = INTERVAL_BELOW) -> None:
        self.layout = QGridLayout()
        self.wide, self.narrow = wide, narrow
        self.layout.setHorizontalSpacing(horizontal_spacing)
        self.layout.setVerticalSpacing(1)
        self._spare_column = 0  # the empty column after the last one takes the spare width
        self._labels: list[list[QLabel]] = []
        self.stacked = False  # the narrow arrangement in force, see set_stacked
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
        """The narrow arrangement (by default each row of three cells or more with its last
        cell, the interval, right-aligned on a line below the others), for a column too narrow
        for the rows on one line; or the wide one. The same labels are moved, none made."""
        if stacked == self.stacked:
            return
        self.stacked = stacked
        for r in range(len(self._labels)):
            for label in self._labels[r]:
                self.layout.removeWidget(label)
        for r in range(len(self._labels)):
            self._place(r)

    def wide_width(self) -> int:
        """Px the rows need in the wide arrangement (whichever is shown now)."""
        return self.needed_width(self.wide)

    def needed_width(self, arrangement: Arrangement) -> int:
        """Px the rows need in ``arrangement``: each column's widest shown label, the spacing,
        and what a label spanning columns needs beyond them (added to its last column)."""
        widths: dict[int, int] = {}
        spans: list[tuple[Spot, int]] = []
        for r, row in enumerate(self._labels):
            for label, spot in zip(row, arrangement.spots(r, len(row)), strict=True):
                if not spot.shown:
                    continue
                label.ensurePolished()
                width = label.sizeHint().width()
                widths.setdefault(spot.col + spot.span - 1, 0)
                if spot.span == 1:
                    widths[spot.col] = max(widths.get(spot.col, 0), width)
                else:
                    spans.append((spot, width))
        gap = self.layout.horizontalSpacing()
        for spot, width in spans:
            cols = range(spot.col, spot.col + spot.span)
            short = width - sum(widths.get(c, 0) for c in cols) - gap * (spot.span - 1)
            if short > 0:
                widths[cols[-1]] += short
        used = [c for c in range(max(widths, default=-1) + 1) if c in widths]
        return sum(widths.values()) + gap * max(len(used) - 1, 0)

    def _place(self, r: int) -> None:
        """Put row ``r``'s labels in the layout where the arrangement in force says (grid
        lines ``lines * r`` on, so rows never overlap); a label not shown in it is hidden."""
        arrangement = self.narrow if self.stacked else self.wide
        labels = self._labels[r]
        top = arrangement.lines * r
        for label, spot in zip(labels, arrangement.spots(r, len(labels)), strict=True):
            self.layout.addWidget(label, top + spot.line, spot.col, 1, spot.span)
            if not spot.shown:
                label.hide()
            elif label.isHidden() and label.parentWidget() is not None:
                label.show()  # (a label not yet in a window is shown with it)

    def label(self, row: int, col: int) -> QLabel:
        """The label shown at (row, col)."""
        return self._labels[row][col]

    def labels(self) -> list[QLabel]:
        """Every label of every row, row by row."""
        return [label for row in self._labels for label in row]

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
