"""Tooltips for the item list's column headers: what each column holds, and an annotator's
whole name (the header elides long names in the middle)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QHeaderView, QToolTip


class HeaderTips(QObject):
    """Shows ``tip(section)`` when the pointer rests on a header section."""

    def __init__(self, header: QHeaderView, tip: Callable[[int], str]) -> None:
        super().__init__(header)
        self.header, self.tip = header, tip
        header.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            section = self.header.logicalIndexAt(event.pos())
            text = self.tip(section) if section >= 0 else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.header)
            else:
                QToolTip.hideText()
            return True
        return super().eventFilter(watched, event)


class ItemColumnTips(QObject):
    """The words for each column of the item list (translated in this context)."""

    def __init__(self, columns: Callable[[], tuple[int, int, int, int]],
                 annotator: Callable[[int], str], parent: QObject | None = None,
                 uncertainty: Callable[[], int] = lambda: -1) -> None:
        super().__init__(parent)
        self.columns, self.annotator, self.uncertainty = columns, annotator, uncertainty

    def __call__(self, section: int) -> str:
        item, text, final, status = self.columns()
        if section == item:
            return self.tr("The item's id (click to sort)")
        if section == text:
            return self.tr("The item's text: hover a row for all of it; the decision panel "
                           "shows it whole")
        if section == final:
            return self.tr("The final label: your decision, or the label every annotator "
                           "gave; — while unresolved")
        if section == status:
            return self.tr("unanimous: every annotator gave the same label; adjudicated: "
                           "you decided it; unresolved: it still needs a decision")
        if section == self.uncertainty() >= 0:
            return self.tr("How unsure the suggestion on the decision panel is: the entropy of "
                           "the item's Dawid–Skene posterior in bits (0: one label is certain; "
                           "1: an even split between two labels). Sort from the top down for "
                           "the most uncertain items first. — while the model is being fitted, "
                           "or where nobody labelled the item")
        if text < section < final:
            return self.tr("Labels given by %1").replace("%1", self.annotator(section))
        return ""
