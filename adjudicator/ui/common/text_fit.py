"""Numbers and names made to fit: thousands separators, and long names elided in the middle
(the full name goes in a tooltip)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget


def grouped(n: int) -> str:
    """A count with thousands separators: 1000000 -> "1,000,000"."""
    return f"{n:,}"


def elide_middle(widget: QWidget, text: str, width: int) -> str:
    """``text`` shortened in the middle (…) to fit ``width`` pixels in the widget's font."""
    return widget.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, width)


class ElidedLabel(QLabel):
    """A one-line plain-text label that, when short of room, shows its text elided in the
    middle (never cut off) and the whole text in its tooltip."""

    MIN_WIDTH = 80

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._part = ""  # the part elided first (a file name), the rest kept whole
        self.setText(text)

    def setText(self, text: str, part: str = "") -> None:
        """Keep the whole text; show what fits. With ``part`` (found in ``text``), only that
        part is shortened while the rest fits ("a_long_na…me.csv · 2,651 items"), so the
        counts beside a long file name stay in view."""
        self._full = text
        self._part = part if part and part in text else ""
        self.setToolTip(text)
        self._fit()
        self.updateGeometry()

    def full_text(self) -> str:
        """The text before eliding."""
        return self._full

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 8, hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.MIN_WIDTH, self.sizeHint().width()), super().minimumSizeHint()
                     .height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        width = max(self.width() - 4, 10)
        metrics = self.fontMetrics()
        shown = metrics.elidedText(self._full, Qt.TextElideMode.ElideMiddle, width)
        if self._part and shown != self._full:
            before, _, after = self._full.partition(self._part)
            room = width - metrics.horizontalAdvance(before + after)
            if room > metrics.horizontalAdvance("…"):  # the rest whole, the part as fits
                name = metrics.elidedText(self._part, Qt.TextElideMode.ElideMiddle, room)
                shown = before + (name or "…") + after
        super().setText(shown)


class ElidedButton(QPushButton):
    """A push button whose text (a label such as ``top_member_employee_of_org;origin``) is
    elided in the middle when the button is narrower than it, so one long label never widens
    the window; the whole text is in ``full_text`` and in the tooltip when elided."""

    MIN_WIDTH = 60
    MAX_WIDTH = 360  # px the button asks for at most: longer labels are elided

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = text
        self._why = ""  # a tooltip of the owner's (e.g. why the button is disabled)
        # narrower than its text when the room is short (a push button's own policy would
        # make its whole text the minimum)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._fit()

    def full_text(self) -> str:
        """The text before eliding."""
        return self._full

    def set_reason(self, why: str) -> None:
        """A tooltip of the owner's; the whole label is added when it is elided."""
        self._why = why
        self._tip()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        padding = hint.width() - self.fontMetrics().horizontalAdvance(self.text())
        wanted = self.fontMetrics().horizontalAdvance(self._full) + max(padding, 0)
        return QSize(min(wanted, self.MAX_WIDTH), hint.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(min(self.MIN_WIDTH, self.sizeHint().width()),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        room = max(self.width() - 24, 10)  # the style's margins on both sides
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideMiddle, room)
        if shown != self.text():
            super().setText(shown)
        self._tip()

    def _tip(self) -> None:
        parts = [self._why] if self._why else []
        if self.text() != self._full:
            parts.append(self._full)
        self.setToolTip("\n\n".join(parts))


def breakable(text: str) -> str:
    """``text`` with a zero-width space after each ``;``, ``|``, ``/`` and ``_``, so a
    word-wrapped label can break a long label name (``top_member_employee_of_org;origin``)
    instead of growing as wide as it."""
    for mark in (";", "|", "/", "_"):
        text = text.replace(mark, mark + "\u200b")
    return text


def fitted_width(metrics: QFontMetrics, texts: list[str], low: int, high: int) -> int:
    """A column width that shows the widest of ``texts`` (plus padding), within [low, high]."""
    widest = max((metrics.horizontalAdvance(t) for t in texts), default=0) + 14
    return min(max(low, widest), high)


def display_path(path: object) -> str:
    """A path to show: the home folder as "~", so the window names no user's folders."""
    text = str(path)
    home = str(Path.home())
    if home not in ("", "/") and (text == home or text.startswith(home + os.sep)):
        return "~" + text[len(home):]
    return text
