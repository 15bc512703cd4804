"""Read-only mode in the real window: a lasting banner with the reason, the label and batch
buttons and Export off; the writable window beside it keeps all of them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.window.main_window import MainWindow


def test_banner_says_why_and_stays(qtbot, open_window, window: MainWindow, translators,
                                   sample_copy: Path) -> None:
    """The banner names the reason, and a decision attempt or a new filter does not hide it."""
    window.session.project.start_log()  # the first window's log, locked by it
    second = open_window(sample_copy, translators, "someone else")  # read-only: the log is held
    banner = second.work.banner
    reason = second.session.read_only_reason
    assert reason
    assert banner.isVisible()
    assert banner.text().startswith("Read-only: ")
    assert reason.rstrip(".") in banner.text()
    assert ".." not in banner.text()  # the reason's own full stop is not doubled
    qtbot.keyClick(second.work.table, Qt.Key.Key_1)
    qtbot.mouseClick(second.work.filters.disputed, Qt.MouseButton.LeftButton)
    assert banner.isVisible()
    assert not window.work.banner.isVisible()  # the writable window has none
    second.close()


def test_label_batch_and_export_are_off(qtbot, open_window, window: MainWindow, translators,
                                        sample_copy: Path) -> None:
    """Label buttons, the batch button, the rationale and Export are disabled, with the
    reason in the buttons' tooltips; the first window keeps them on."""
    window.session.project.start_log()  # the first window's log, locked by it
    second = open_window(sample_copy, translators, "someone else")  # read-only: the log is held
    panel = second.work.decision
    assert second.current_item() >= 0
    assert panel.batch_count > 0  # something to batch, yet the button stays off
    assert not any(b.isEnabled() for b in panel.buttons)
    assert not panel.batch.isEnabled()
    assert not panel.rationale.isEnabled()
    assert not second.menus.export.isEnabled()
    assert panel.buttons[0].toolTip().startswith("Read-only: ")
    assert all(b.isEnabled() for b in window.work.decision.buttons)
    assert window.work.decision.batch.isEnabled()
    assert window.menus.export.isEnabled()
    second.close()


def test_banner_in_chinese(qtbot, open_window, window: MainWindow, translators,
                           sample_copy: Path) -> None:
    """The banner follows the language."""
    window.session.project.start_log()  # the first window's log, locked by it
    second = open_window(sample_copy, translators, "someone else")  # read-only: the log is held
    second.menus.language.actions_by_code["zh_CN"].trigger()
    assert second.work.banner.text().startswith("只读")
    second.close()
