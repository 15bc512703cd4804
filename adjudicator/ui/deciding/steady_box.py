"""A box around one widget whose text changes on every decision (the item's heading, its
votes, the saved mark, the batch button): a new text asks the panel's layout for room again
only when the widget's size needs change.

A label's ``setText`` always asks its parent's layout to lay out again, and the decision
panel's layout then measures and places every widget of the panel (and the column around it
after it): about 2 ms of a decision key's 12 on a 10^6-item file, mostly for a text of the
same size in the same place. In the box the request reaches the box alone; it measures its
widget (what the panel's layout would have asked it) and passes the request on only when the
widget's size hint, minimum, height for the box's width or size policy changed. Otherwise the
widget repaints with its new text, where it was, as it would have after the layout.

A hidden box gets no such request (Qt posts none to a hidden parent): ``set_text`` then asks
the layout itself, as the bare widget would have, and a box being shown measures again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

Needs = tuple[QSize, QSize, int, QSizePolicy, bool]


class SteadyBox(QWidget):
    """Holds ``child`` at its whole size, with the child's size hints and policy as its own.

    Meant for widgets without explicit minimum or maximum sizes of their own, shown with
    the box (the box is what the layout holds, shows and hides)."""

    def __init__(self, child: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.child = child
        child.setParent(self)
        self._needs: Needs | None = None  # what the layout last learnt (None: unknown)
        self.setSizePolicy(child.sizePolicy())

    def set_text(self, text: str) -> None:
        """The child's new text (it has ``setText``), laid out anew only if it needs it."""
        self.child.setText(text)  # type: ignore[attr-defined]
        if not self.isVisible():  # no request reaches a hidden box: ask the layout here
            self._needs = None
            self.updateGeometry()

    def _measure(self) -> Needs:
        """What a layout asks of the child: its hints, its height at the box's width, its
        policy, and whether it is shown."""
        c = self.child
        width = self.width()
        height = c.heightForWidth(width) if c.hasHeightForWidth() and width > 0 else -1
        return (c.sizeHint(), c.minimumSizeHint(), height, c.sizePolicy(), c.isHidden())

    def sizeHint(self) -> QSize:
        return self.child.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.child.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self.child.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.child.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.child.setGeometry(self.rect())
        self._needs = None  # measured anew at the next request (never a stale height kept)
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Changes made while hidden (a new style, say) reach the layout now."""
        self._check()
        super().showEvent(event)

    def _check(self) -> None:
        needs = self._measure()
        if needs != self._needs:
            self._needs = needs
            if self.sizePolicy() != needs[3]:
                self.setSizePolicy(needs[3])  # (asks the layout itself)
            self.updateGeometry()

    def event(self, event: QEvent) -> bool:
        """The child's request for room: passed on only when its needs changed."""
        if event.type() == QEvent.Type.LayoutRequest:
            self._check()
            return True
        return super().event(event)
