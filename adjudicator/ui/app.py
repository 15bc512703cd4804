"""QApplication set-up: names for QSettings, the saved language, and a CJK font fallback."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from adjudicator.ui.fonts import register_bundled_fonts
from adjudicator.ui.i18n import Translators, saved_language

SIMPLIFIED_FONTS = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei",
                    "Microsoft YaHei", "PingFang SC", "SimHei", "Adjudicator CJK SC")
TRADITIONAL_FONTS = ("Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei",
                     "PingFang TC", "WenQuanYi Micro Hei", "Adjudicator CJK TC")


def create_application(
    argv: Sequence[str] = (), language: str | None = None
) -> tuple[QApplication, Translators]:
    """Return the (possibly existing) QApplication with translators and fonts set up."""
    QApplication.setOrganizationName("Adjudicator")
    QApplication.setApplicationName("Adjudicator")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    translators = Translators(app)
    code = language or saved_language()
    translators.apply(code)
    register_bundled_fonts()  # the system's CJK fonts come first, the bundled ones after
    apply_cjk_fonts(app, code)
    return app, translators


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
