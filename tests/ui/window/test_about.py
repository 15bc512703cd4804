"""Help → About names the version, in the interface language."""

from __future__ import annotations

import pytest

import adjudicator
import adjudicator.ui.window.menus as menus_module
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.window.main_window import MainWindow


def _about_text(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> str:
    shown: list[str] = []
    monkeypatch.setattr(menus_module.QMessageBox, "about",
                        lambda _parent, _title, text: shown.append(text))
    window.menus.about.trigger()
    assert len(shown) == 1
    return shown[0]


def test_about_shows_the_version(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    """The About box ends with the package's version."""
    assert _about_text(window, monkeypatch).endswith(f"Version {adjudicator.__version__}")


def test_about_version_is_translated(window: MainWindow, translators: Translators,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """In 简体中文 the version line is Chinese too."""
    translators.apply("zh_CN")
    assert _about_text(window, monkeypatch).endswith(f"版本 {adjudicator.__version__}")
