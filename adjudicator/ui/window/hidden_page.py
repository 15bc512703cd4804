"""Making a hidden page ready while it is still hidden, one short step at a time, so that
showing it only paints (a big dataset's working page is shown in steps, see ``steps``)."""

from __future__ import annotations

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget


def polish(page: QWidget) -> None:
    """Style every widget of the hidden page now, so showing it only lays out and paints."""
    for widget in page.findChildren(QWidget):
        widget.ensurePolished()


def warm(parts: list[QWidget], i: int) -> None:
    """Paint part ``i`` of the hidden page into a throwaway picture: its texts are shaped
    and its fonts' glyphs cached on this turn, so the page's first paint only draws."""
    if i < len(parts) and parts[i].width() > 0 and parts[i].height() > 0:
        parts[i].render(QPixmap(parts[i].size()))


def lay_out(page: QWidget) -> None:
    """Activate the layouts of a hidden page and its children, as showing it would."""
    for widget in [page, *page.findChildren(QWidget)]:
        layout = widget.layout()
        if layout is not None:
            layout.activate()
