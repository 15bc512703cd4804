"""The window's size and panel widths, remembered between runs (in ``QSettings``)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QSplitter, QWidget

GEOMETRY_KEY = "ui/geometry"
SPLITTER_KEY = "ui/splitter"


def save_layout(window: QWidget, splitter: QSplitter) -> None:
    """Keep the window's geometry and the splitter's state for the next run."""
    settings = QSettings()
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(SPLITTER_KEY, splitter.saveState())


def restore_layout(window: QWidget, splitter: QSplitter) -> None:
    """Size and panel widths as the user left them (1280 x 800 the first time)."""
    settings = QSettings()
    geometry, state = settings.value(GEOMETRY_KEY), settings.value(SPLITTER_KEY)
    if not (isinstance(geometry, QByteArray) and window.restoreGeometry(geometry)):
        window.resize(1280, 800)
    if isinstance(state, QByteArray):
        splitter.restoreState(state)
