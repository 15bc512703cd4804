"""The saved mark keeps its look from key to key: restyled (a style-sheet pass) only when its
state changes (saved, kept in memory only, not saved), never on a key that leaves it saved."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QStyle

from adjudicator.ui.window.main_window import MainWindow


def test_keys_that_keep_it_saved_do_not_restyle_the_mark(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                                                        monkeypatch) -> None:
    """A second and third key restyle nothing; a failed write does, and says so in red."""
    panel = window.work.decision
    panel.choose(1)
    qtbot.wait(20)
    assert panel.saved.property("state") == "ok"
    polished: list[object] = []
    style = panel.saved.style()
    real = type(style).polish

    def noted(self: QStyle, *args: object) -> object:
        if args and args[0] is panel.saved:
            polished.append(args[0])
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(type(style), "polish", noted)
    for code in (2, 1):
        panel.choose(code)
        QApplication.processEvents()
    assert panel.saved.text().startswith("✓ Saved")
    assert polished == []
    panel.show_failed("disk full")
    assert panel.saved.property("state") == "error"
    assert polished == [panel.saved]
