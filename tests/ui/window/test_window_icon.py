"""The program's icon is set on the application, so the main window's title bar and the task
switcher show it (issue 11 leftover: the window never called setWindowIcon)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.window.app import ICON_SIZES, app_icon
from adjudicator.ui.window.main_window import MainWindow


def test_the_icon_holds_every_shipped_size() -> None:
    """Each PNG under resources/icons is found and loaded (none silently missing)."""
    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} == set(ICON_SIZES)
    assert not icon.pixmap(QSize(32, 32)).isNull()


def test_the_application_and_the_main_window_show_it(window: MainWindow,
                                                     translators: Translators) -> None:
    """create_application sets the icon; the main window inherits it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert not app.windowIcon().isNull()
    assert not window.windowIcon().isNull()
    assert window.windowIcon().cacheKey() == app.windowIcon().cacheKey() or (
        window.windowIcon().availableSizes() == app.windowIcon().availableSizes())
