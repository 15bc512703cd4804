"""The Language menu: live switch to Chinese, persisted in QSettings, system default."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QSettings

from adjudicator.ui.common.i18n import SETTINGS_KEY, qm_path, saved_language, system_language
from adjudicator.ui.window.main_window import MainWindow


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_switch_to_simplified_chinese_translates_menus(window: MainWindow) -> None:
    """Choosing 简体中文 retranslates the menu bar and the panels at once."""
    assert _menu_titles(window)[0] == "&File"
    window.menus.language.actions_by_code["zh_CN"].trigger()
    assert _menu_titles(window)[:4] == ["文件(&F)", "编辑(&E)", "语言(&L)", "帮助(&H)"]
    assert window.work.confusion.title.text() == "混淆矩阵"
    assert window.model.headerData(window.model.COL_FINAL, 1) == "最终标签"


def test_traditional_chinese_uses_traditional_characters(window: MainWindow) -> None:
    """繁體中文 shows Traditional forms, not the Simplified ones."""
    window.menus.language.actions_by_code["zh_TW"].trigger()
    assert _menu_titles(window)[0] == "檔案(&F)"
    assert window.work.confusion.title.text() == "混淆矩陣"


def test_choice_is_saved_in_settings(window: MainWindow) -> None:
    """The chosen language is what the next start uses."""
    window.menus.language.actions_by_code["zh_TW"].trigger()
    assert QSettings().value(SETTINGS_KEY) == "zh_TW"
    assert saved_language() == "zh_TW"


def test_back_to_english(window: MainWindow) -> None:
    """Switching back to English restores the source texts."""
    window.menus.language.actions_by_code["zh_CN"].trigger()
    assert _menu_titles(window)[0] == "文件(&F)"
    window.menus.language.actions_by_code["en"].trigger()
    assert _menu_titles(window)[0] == "&File"


def test_system_locale_maps_to_a_shipped_language() -> None:
    """zh_TW / zh_HK → Traditional, zh_CN → Simplified, anything else → English."""
    assert system_language(QLocale("zh_TW")) == "zh_TW"
    assert system_language(QLocale("zh_HK")) == "zh_TW"
    assert system_language(QLocale("zh_CN")) == "zh_CN"
    assert system_language(QLocale("de_DE")) == "en"


def test_compiled_translations_are_shipped() -> None:
    """Both .qm files exist in the package's resources."""
    assert qm_path("zh_CN").stat().st_size > 1000
    assert qm_path("zh_TW").stat().st_size > 1000


def test_every_source_text_is_translated() -> None:
    """No message in the shipped .ts files is left unfinished or empty."""
    import xml.etree.ElementTree as ET

    for code in ("zh_CN", "zh_TW"):
        root = ET.parse(qm_path(code).with_suffix(".ts")).getroot()
        todo = [m.findtext("source") for m in root.iter("message")
                if m.find("translation").get("type") == "unfinished"
                or not (m.findtext("translation") or "").strip()]
        assert todo == [], code


def test_cjk_fallbacks_follow_the_script() -> None:
    """Traditional Chinese prefers TC fonts, Simplified SC fonts; missing fonts are skipped."""
    from adjudicator.ui.window.app import cjk_fallbacks

    have = {"Noto Sans CJK SC", "Noto Sans CJK TC", "WenQuanYi Micro Hei"}
    assert cjk_fallbacks("zh_TW", have)[0] == "Noto Sans CJK TC"
    assert cjk_fallbacks("zh_CN", have)[0] == "Noto Sans CJK SC"
    assert cjk_fallbacks("en", set()) == []


def test_installed_chinese_fonts_are_named_after_the_ui_font(translators, monkeypatch) -> None:
    """The application font keeps the UI font first and lists the installed CJK fonts after it
    (otherwise labels would render as empty boxes). The font list is stood in for, so the test
    does not depend on the fonts of the machine it runs on."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    import adjudicator.ui.window.app as app_module

    class Installed:
        @staticmethod
        def families(*_args: object) -> list[str]:
            return ["DejaVu Sans", "WenQuanYi Micro Hei", "Noto Sans CJK TC"]

    monkeypatch.setattr(app_module, "QFontDatabase", Installed)
    app = QApplication.instance()
    before = QFont(app.font())
    try:
        app_module.apply_cjk_fonts(app, "zh_TW")
        families = QApplication.font().families()
        assert families == [before.family(), "Noto Sans CJK TC", "WenQuanYi Micro Hei"]
    finally:
        app.setFont(before)
