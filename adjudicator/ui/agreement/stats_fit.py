"""Intervals in view in a narrow statistics column.

At its floor (``column_plan.LEFT_FLOOR``) the statistics column is narrower than a row of
name, value and interval, and the intervals were only seen after a sideways scroll. Each
panel that lists such rows can put the interval on a line of its own under the value
(``set_stacked``); this helper watches the width the column's scroll area shows and stacks a
panel exactly when that width is less than its rows need on one line (``wide_width``, which
does not depend on the arrangement, so the choice settles at once). When the window grows,
``try_wide`` puts the rows on one line again so the column plan can give the column the width
they need; if it cannot, they are stacked again.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QScrollArea, QWidget


class Stackable(Protocol):
    """A panel whose intervals can go under their values."""

    def wide_width(self) -> int: ...
    def set_stacked(self, stacked: bool) -> None: ...


class StatsFit(QObject):
    """Stacks each panel's intervals when the scroll area is narrower than its rows.

    ``panels`` pairs each stackable thing with the widget it is laid out in (its own widget,
    or the panel holding its grid), which gives the margins around it.
    """

    def __init__(self, area: QScrollArea, panels: list[tuple[Stackable, QWidget]],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.area, self.panels = area, panels
        self._later = QTimer(self, singleShot=True, interval=0)
        self._later.timeout.connect(self.update)
        area.viewport().installEventFilter(self)
        inner = area.widget()
        if inner is not None:
            inner.installEventFilter(self)  # new numbers, new words: new widths

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._later.start()  # once the column's own layout has run
        return super().eventFilter(watched, event)

    def available(self, widget: QWidget) -> int:
        """Px ``widget`` would have if the column did not scroll sideways: the viewport's
        width less the margins around the widget."""
        inner = self.area.widget()
        margins = (inner.width() - widget.width()) if inner is not None else 0
        return self.area.viewport().width() - max(margins, 0)

    def update(self) -> None:
        """Stack each visible panel whose rows do not fit on one line."""
        for panel, widget in self.panels:
            if widget.isVisible():
                panel.set_stacked(self.available(widget) < panel.wide_width())

    def try_wide(self) -> None:
        """Rows on one line again (the window grew): the column plan then gives the column
        their width if it can, and ``update`` stacks what still does not fit."""
        for panel, _widget in self.panels:
            panel.set_stacked(False)
        self._later.start()
