"""Recent files: a file opened is remembered (QSettings), offered in File ▸ Open recent and
on the next window's start page, and opens from there; a missing one is not offered."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow


def _new_window(qtbot, translators) -> MainWindow:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


def test_opened_file_is_in_the_menu_and_on_the_start_page(qtbot, window: MainWindow,
                                                          translators, sample_copy: Path
                                                          ) -> None:
    """The fixture's file is remembered; a new window lists it and a click opens it."""
    assert window.recent.paths() == [sample_copy.absolute()]
    window.close()  # frees the decision log for the next window
    second = _new_window(qtbot, translators)
    second.recent_menu.aboutToShow.emit()
    names = [a.text() for a in second.recent_menu.actions() if a.text()]
    assert names[0] == sample_copy.name
    assert second.recent_menu.actions()[0].toolTip() == str(sample_copy.absolute())
    extras = second.start_extras
    assert extras.isVisible()
    assert extras.drop_hint.isVisible()
    assert "drop" in extras.drop_hint.text()
    assert [b.text() for b in extras.buttons] == [sample_copy.name]
    qtbot.mouseClick(extras.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.session is not None, timeout=10_000)
    assert second.session.name == sample_copy.name
    second.close()


def test_newest_first_each_once_and_missing_ones_left_out(qtbot, window: MainWindow,
                                                          translators, sample_copy: Path,
                                                          tmp_path: Path) -> None:
    """Opening another file puts it first; the first file once; a deleted file is neither
    on the start page nor enabled in the menu."""
    other = tmp_path / "other.csv"
    shutil.copyfile(sample_copy, other)
    window.open_path(other, None, "tester")
    qtbot.waitUntil(lambda: window.session is not None and window.session.name == "other.csv",
                    timeout=10_000)
    assert window.recent.paths() == [other.absolute(), sample_copy.absolute()]
    window.close()
    other.unlink()
    second = _new_window(qtbot, translators)
    assert [b.text() for b in second.start_extras.buttons] == [sample_copy.name]
    second.recent_menu.aboutToShow.emit()
    entries = {a.text(): a.isEnabled() for a in second.recent_menu.actions() if a.text()}
    assert entries["other.csv"] is False
    assert entries[sample_copy.name] is True
    second.close()


def test_start_page_extras_hide_while_loading(qtbot, translators, sample_copy: Path) -> None:
    """While a file loads, the recent list and drop hint give way to the progress bar."""
    win = _new_window(qtbot, translators)
    win.recent.add(sample_copy)
    assert win.start_extras.isVisible()
    win.open_path(sample_copy, None, "tester")
    assert not win.start_extras.isVisible()
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    win.close()


def test_clear_empties_the_menu(qtbot, window: MainWindow) -> None:
    """File ▸ Open recent ▸ Clear the list forgets every entry."""
    window.recent_menu.aboutToShow.emit()
    clear = next(a for a in window.recent_menu.actions() if a.text() == "Clear the list")
    clear.trigger()
    assert window.recent.paths() == []
    window.recent_menu.aboutToShow.emit()
    assert window.recent_menu.actions()[0].text() == "(none yet)"
