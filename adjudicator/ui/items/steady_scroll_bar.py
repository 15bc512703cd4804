"""The item list's scroll bar: repainted on a new value only when what it draws moves.

The walk scrolls the list a row or a few at each decision key; at 10^6 rows the slider moves
a pixel every few thousand rows, but a scroll bar repaints itself (and, not being opaque,
every widget behind it up to the window: eight paint events) at each new value: about 1 ms
of a key. Here a new value repaints it only when the slider's place, or its being at either
end (styles draw the arrows off there), differs from what was last painted in full. Styles
whose scroll bars show only while scrolling (transient) are left as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractSlider, QScrollBar, QStyle, QStyleOptionSlider, QWidget

Look = tuple[QRect, bool, bool]


class SteadyScrollBar(QScrollBar):
    """A ``QScrollBar`` that skips the repaints that would draw the same picture."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        self.painted: Look | None = None  # the look last painted in full (None: unknown)

    def look(self) -> Look:
        """What a new value can change in the picture: the slider's rectangle, and whether
        the value is at the minimum or the maximum."""
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        slider = self.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option,
                                             QStyle.SubControl.SC_ScrollBarSlider, self)
        value = self.value()
        return (slider, value <= self.minimum(), value >= self.maximum())

    def sliderChange(self, change: QAbstractSlider.SliderChange) -> None:
        if (change == QAbstractSlider.SliderChange.SliderValueChange
                and self.painted is not None and self.look() == self.painted
                and not self.style().styleHint(QStyle.StyleHint.SH_ScrollBar_Transient,
                                               None, self)):
            return  # the same picture: no repaint of the bar and what is behind it
        super().sliderChange(change)

    def paintEvent(self, event: QPaintEvent) -> None:
        if event.rect().contains(self.rect()):
            self.painted = self.look()
        super().paintEvent(event)
