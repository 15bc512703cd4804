"""Keys that decide (A, B, 1…9) or walk (S, J, K) act only on the item list and the item
display: pressed on any other widget of the real window — a combo box, check box, button,
spin box, the matrix, an editor — they write nothing to the decision log."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from adjudicator.ui.window.main_window import MainWindow

LETTERS = (Qt.Key.Key_A, Qt.Key.Key_B, Qt.Key.Key_S, Qt.Key.Key_J, Qt.Key.Key_K)
NO_MOD, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier


def _events(window: MainWindow) -> int:
    """Events the lead made in the decision log file (its lines after the header, but for
    the window's viewing of the results, written with the first of them)."""
    log = Path(window.session.project.log_path)
    if not log.exists():
        return 0
    lines = log.read_text(encoding="utf-8").splitlines()[1:]
    return sum('"type":"viewed"' not in line for line in lines)


def _digits(window: MainWindow) -> list[Qt.Key]:
    return [getattr(Qt.Key, f"Key_{n + 1}") for n in range(min(window.session.ratings.k, 9))]


def _inside(widget: QWidget, parents: tuple[QWidget, ...]) -> bool:
    return any(widget is p or p.isAncestorOf(widget) for p in parents)


def _focusable(window: MainWindow) -> list[QWidget]:
    """Every widget of the working page the focus can go to, except the item views."""
    views = (window.work.table, window.work.decision.text_area)
    return [w for w in window.findChildren(QWidget)
            if w.focusPolicy() != Qt.FocusPolicy.NoFocus and w.isVisible() and w.isEnabled()
            and w.focusProxy() is None  # an editable combo's line edit: the combo is walked
            and not _inside(w, views)]


def _show_an_unresolved_item(window: MainWindow) -> None:
    """Undo what a key on a filter did (search typed, a stratum chosen), then the first
    unresolved item of the whole list is shown."""
    filters = window.work.filters
    if filters.search.text():
        filters.search.clear()
        filters.apply_search()
    if filters.stratum.currentIndex() != 0:
        filters.stratum.setCurrentIndex(0)
    window.select_row(window.decider.next_unresolved_row(-1))
    assert window.current_item() >= 0


def _press(qtbot, widget: QWidget, key: Qt.Key, modifier=NO_MOD) -> None:  # type: ignore[no-untyped-def]
    """The key with ``widget`` holding the focus, as a real keyboard would deliver it."""
    widget.setFocus()
    assert QApplication.focusWidget() is widget, widget
    qtbot.keyClick(widget, key, modifier)


def test_deciding_keys_on_any_other_widget_write_nothing(qtbot, window: MainWindow) -> None:
    """Each of A, B, S, J, K, 1…k (and Ctrl+1…k outside the decision panel) on each focusable
    widget: the log has no new event (on old code the first widget walked already decided)."""
    window.decider.confirm_override = lambda _label: True  # never a modal question
    window.activateWindow()
    panel = window.work.decision
    _show_an_unresolved_item(window)
    widgets = _focusable(window)
    must = [panel.fields.confidence, panel.fields.category, panel.fields.guideline,
            panel.rationale, panel.buttons[0], window.work.confusion.table,
            window.work.filters.search, window.work.confusion.view_choice]
    assert [w.objectName() or type(w).__name__ for w in must if w not in widgets] == []
    before = _events(window)
    for widget in widgets:
        keys = [(k, NO_MOD) for k in (*LETTERS, *_digits(window))]
        if not _inside(widget, (panel,)):  # Ctrl+digit is the panel's, while typing
            keys += [(k, CTRL) for k in _digits(window)]
        for key, modifier in keys:
            _show_an_unresolved_item(window)
            _press(qtbot, widget, key, modifier)
            assert _events(window) == before, (type(widget).__name__, widget.objectName(),
                                               key, modifier)


def test_the_same_keys_decide_on_the_list_and_the_item_display(qtbot,
                                                                window: MainWindow) -> None:
    """The positive control: 2 and A on the list, 1 on the item's text each write one
    decision; Ctrl+2 in the rationale too."""
    window.decider.confirm_override = lambda _label: True
    window.activateWindow()
    s, panel = window.session, window.work.decision
    for widget, key, modifier in ((window.work.table, Qt.Key.Key_2, NO_MOD),
                                  (window.work.table, Qt.Key.Key_A, NO_MOD),
                                  (panel.text, Qt.Key.Key_1, NO_MOD),
                                  (panel.rationale, Qt.Key.Key_2, CTRL)):
        _show_an_unresolved_item(window)
        item, before = window.current_item(), _events(window)
        _press(qtbot, widget, key, modifier)
        assert _events(window) == before + 1, (widget, key)
        assert not s.unresolved()[item]


def test_s_on_a_combo_box_does_not_skip(qtbot, window: MainWindow) -> None:
    """S skips only from the list: on the confidence box it leaves the shown item shown."""
    window.activateWindow()
    _show_an_unresolved_item(window)
    item = window.current_item()
    _press(qtbot, window.work.decision.fields.confidence, Qt.Key.Key_S)
    assert window.current_item() == item
    _press(qtbot, window.work.table, Qt.Key.Key_S)
    assert window.current_item() != item


def test_a_click_on_a_label_button_leaves_the_keys_on_the_list(qtbot,
                                                               window: MainWindow) -> None:
    """A label button decides by click without taking the focus, so the next digit still
    decides (the list keeps the focus)."""
    window.decider.confirm_override = lambda _label: True
    window.activateWindow()
    _show_an_unresolved_item(window)
    _press(qtbot, window.work.table, Qt.Key.Key_J)  # the focus is on the list
    before = _events(window)
    qtbot.mouseClick(window.work.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert _events(window) == before + 1
    assert QApplication.focusWidget() is window.work.table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2)
    assert _events(window) == before + 2


def _typed(key: QKeySequence) -> bool:
    """A key one types in a text (a letter, digit or sign, with Shift at most)."""
    if key.isEmpty():
        return False
    plain = Qt.KeyboardModifier.NoModifier | Qt.KeyboardModifier.ShiftModifier
    first = key[0]
    return not first.keyboardModifiers() & ~plain and (
        Qt.Key.Key_Space.value <= first.key().value <= Qt.Key.Key_AsciiTilde.value)


def test_every_single_key_shortcut_belongs_to_the_item_views(window: MainWindow) -> None:
    """Any shortcut of a key without Ctrl or Alt (a letter, a digit) is in the context of the
    item list or the item display, never the window's; only ? (the sheet) is window-wide.
    A key added later for deciding or accepting is held to the same rule."""
    from PySide6.QtGui import QAction, QShortcut

    views = (window.work.table, window.work.decision.text_area)
    wrong = []
    for shortcut in window.findChildren(QShortcut):
        for key in shortcut.keys():  # noqa: SIM118
            if not _typed(key) or key.toString() in ("?", "Shift+?"):
                continue
            in_views = shortcut.parent() in views and (
                shortcut.context() == Qt.ShortcutContext.WidgetWithChildrenShortcut)
            if not in_views:
                wrong.append(key.toString())
    for action in window.findChildren(QAction):
        wrong += [k.toString() for k in action.shortcuts() if _typed(k)]
    assert wrong == []
    assert len([s for s in window.findChildren(QShortcut) if s.parent() in views]) >= 2 * 14
