"""The votes' label: remembers its sizes for the vote tables it has shown.

Each size a rich-text label reports (its hint, its minimum, its height at a width) lays out
its table again; the votes change on every decision and the panel asks all three (about 1 ms
of a decision key on a 10^6-item file). Few tables recur (two annotators and five labels:
25), so each size is kept by text (and width), and forgotten whenever anything that could
change a size changes (font, style, language, screen) or the label is set up anew.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget

KEPT = 512  # sizes kept at most (then forgotten, and measured again as they come)


class VotesLabel(QLabel):
    """A word-wrapped rich-text ``QLabel`` whose sizes are measured once per text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._hints: dict[tuple[str, bool], QSize] = {}  # (text, minimum?) -> size
        self._heights: dict[tuple[str, int], int] = {}  # (text, width) -> height

    def sizeHint(self) -> QSize:
        return QSize(self._hint(False))

    def minimumSizeHint(self) -> QSize:
        return QSize(self._hint(True))

    def _hint(self, minimum: bool) -> QSize:
        key = (self.text(), minimum)
        found = self._hints.get(key)
        if found is None:
            if len(self._hints) >= KEPT:
                self._hints.clear()
            found = super().minimumSizeHint() if minimum else super().sizeHint()
            self._hints[key] = QSize(found)
        return found

    def heightForWidth(self, width: int) -> int:
        key = (self.text(), width)
        found = self._heights.get(key)
        if found is None:
            if len(self._heights) >= KEPT:
                self._heights.clear()
            found = self._heights[key] = super().heightForWidth(width)
        return found

    def forget(self) -> None:
        """Measure every text again (the label's look or set-up changed)."""
        self._hints.clear()
        self._heights.clear()

    def setWordWrap(self, on: bool) -> None:
        self.forget()
        super().setWordWrap(on)

    def setTextFormat(self, text_format: Qt.TextFormat) -> None:
        self.forget()
        super().setTextFormat(text_format)

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:
        self.forget()
        super().setAlignment(alignment)

    def setIndent(self, indent: int) -> None:
        self.forget()
        super().setIndent(indent)

    def setMargin(self, margin: int) -> None:
        self.forget()
        super().setMargin(margin)

    def changeEvent(self, event: QEvent) -> None:
        self.forget()  # a font, style, language or screen change: sizes measured again
        super().changeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() in FORGETS:
            self.forget()
        return super().event(event)


#: events after which a size may differ (the rest reach ``changeEvent``)
FORGETS = frozenset({QEvent.Type.Polish, QEvent.Type.PolishRequest, QEvent.Type.StyleChange,
                     QEvent.Type.FontChange, QEvent.Type.ScreenChangeInternal,
                     QEvent.Type.DevicePixelRatioChange, QEvent.Type.ContentsRectChange})
