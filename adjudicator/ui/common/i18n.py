"""The languages the window ships in, the translators that load them, and the saved choice."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

#: (code, native name) — names are shown untranslated so a user can always find their own.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("zh_CN", "简体中文"),
    ("zh_TW", "繁體中文"),
)
CODES = tuple(code for code, _ in LANGUAGES)
SETTINGS_KEY = "ui/language"
TRADITIONAL_REGIONS = ("zh_TW", "zh_HK", "zh_MO")


def system_language(locale: QLocale | None = None) -> str:
    """Map the system locale to a shipped language (Traditional for TW/HK/MO or Hant script)."""
    loc = locale or QLocale.system()
    name = loc.name()
    if not name.startswith("zh"):
        return "en"
    traditional = loc.script() == QLocale.Script.TraditionalHanScript
    return "zh_TW" if traditional or name in TRADITIONAL_REGIONS else "zh_CN"


def saved_language() -> str:
    """The language chosen in the Language menu, else the system's."""
    value = QSettings().value(SETTINGS_KEY, "")
    return str(value) if value in CODES else system_language()


def save_language(code: str) -> None:
    """Remember the user's choice for the next start."""
    settings = QSettings()
    settings.setValue(SETTINGS_KEY, code)
    settings.sync()


def qm_path(code: str) -> Path:
    """The compiled translation shipped in the package for one language."""
    return Path(str(files("adjudicator.resources") / "translations" / f"adjudicator_{code}.qm"))


class Translators:
    """Installs the application's and Qt's own translators for one language at a time."""

    def __init__(self, app: QCoreApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, code: str) -> bool:
        """Switch language; widgets then get a LanguageChange event and retranslate."""
        for old in self._installed:
            self._app.removeTranslator(old)
        self._installed = []
        self.language = code if code in CODES else "en"
        if self.language == "en":
            return True
        ours = QTranslator(self._app)
        loaded = ours.load(str(qm_path(self.language)))
        if loaded:
            self._install(ours)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_own = QTranslator(self._app)
        if qt_own.load(f"qtbase_{self.language}", qt_dir):
            self._install(qt_own)
        return loaded

    def _install(self, translator: QTranslator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)
