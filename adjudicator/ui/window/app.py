"""QApplication set-up: names for QSettings, the window icon, the saved language, a CJK font
fallback, and the files the system asks the program to open (macOS Finder)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from adjudicator.printing.fonts import register_bundled_fonts
from adjudicator.session.heap import map_large_blocks
from adjudicator.ui.common.i18n import Translators, saved_language
from adjudicator.ui.common.source_cache import spare_source_cache

SIMPLIFIED_FONTS = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                    "Microsoft YaHei", "PingFang SC", "SimHei", "Adjudicator CJK SC")
TRADITIONAL_FONTS = ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                     "PingFang TC", "WenQuanYi Micro Hei", "Adjudicator CJK TC")
#: the PNG sizes under resources/icons (PNG needs no image plugin; the bundles keep them)
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def create_application(
    argv: Sequence[str] = (), language: str | None = None
) -> tuple[QApplication, Translators]:
    """Return the (possibly existing) QApplication with translators and fonts set up."""
    spare_source_cache()  # the modules imported from now on leave no source in memory
    map_large_blocks()  # a freed array of a big file goes back to the system whole
    QApplication.setOrganizationName("Adjudicator")
    QApplication.setApplicationName("Adjudicator")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    app.setWindowIcon(app_icon())  # every window (and the task bar entry) takes it
    translators = Translators(app)
    code = language or saved_language()
    translators.apply(code)
    register_bundled_fonts()  # the system's CJK fonts come first, the bundled ones after
    apply_cjk_fonts(app, code)
    return app, translators


def app_icon() -> QIcon:
    """The program's icon in each size shipped, so the title bar and the task switcher each
    get a sharp one."""
    icon = QIcon()
    folder = Path(str(files("adjudicator.resources") / "icons"))
    for size in ICON_SIZES:
        path = folder / f"adjudicator-{size}.png"
        if path.is_file():
            icon.addFile(str(path))
    return icon


def cjk_fallbacks(language: str, available: set[str]) -> list[str]:
    """Installed CJK families in the order that suits the language's script."""
    order = TRADITIONAL_FONTS + SIMPLIFIED_FONTS if language == "zh_TW" else (
        SIMPLIFIED_FONTS + TRADITIONAL_FONTS)
    seen: list[str] = []
    for family in order:
        if family in available and family not in seen:
            seen.append(family)
    return seen


def apply_cjk_fonts(app: QApplication, language: str) -> QFont:
    """Keep the platform's UI font for Latin text and name CJK fonts explicitly after it,
    so Chinese labels never fall back to empty boxes and Traditional text gets TC glyphs."""
    font = QFont(app.font())
    base = font.family()
    available = set(QFontDatabase.families())
    font.setFamilies([base, *cjk_fallbacks(language, available)])
    app.setFont(font)
    return font


class FileOpenEvents(QObject):
    """Hands the files the system asks the program to open to ``on_file``.

    On macOS a document double-clicked in Finder (or dropped on the Dock icon), at launch or
    while the program runs, arrives as a QFileOpenEvent sent to the application object, not as
    a command-line argument. Installed as an event filter on the application; it takes only
    the events addressed to the application itself."""

    def __init__(self, app: QApplication, on_file: Callable[[Path], None]) -> None:
        super().__init__(app)
        self.app, self.on_file = app, on_file
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Forward a file-open event's local file; let every other event through."""
        if (watched is self.app and event.type() == QEvent.Type.FileOpen
                and isinstance(event, QFileOpenEvent) and event.file()):
            self.on_file(Path(event.file()))
            return True
        return False
