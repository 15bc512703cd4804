"""The label order of an ordinal scale set in the window (no schema needed): the real dialog,
driven by the keyboard and its buttons, moves weighted κ, AC2, ordinal α and the matrix at
once; OK records the order in the decision log, so reopening and the report keep it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt

from adjudicator.core.label_order import order_codes, reordered_table
from adjudicator.session.pair_stats import Scale, pair_statistics
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path
from adjudicator.ui.agreement.label_order_dialog import LabelOrderDialog
from adjudicator.ui.window.main_window import MainWindow

ORDER = ("low", "mid", "high")


def _write(folder: Path, annotators: int = 2) -> tuple[Path, pd.DataFrame]:
    """90 items on low / mid / high, near misses common; "high" then "low" are seen first, so
    the dataset's order (high, low, mid) is neither the scale nor its reverse."""
    rng = np.random.default_rng(5)
    a = rng.integers(0, 3, 90)
    a[0], a[1] = 2, 0
    cols = {"id": [f"q{n}" for n in range(90)], "text": ["t"] * 90}
    for r in range(annotators):
        b = a if r == 0 else np.clip(a + rng.choice([-1, 0, 0, 1, 2], 90), 0, 2)
        b[0], b[1] = 2, 0
        cols[f"ann{r}"] = [ORDER[i] for i in b]
    data = folder / "levels.csv"
    pd.DataFrame(cols).to_csv(data, index=False)
    return data, pd.DataFrame(cols)


def _labels_shown(win: MainWindow) -> list[str]:
    model = win.work.confusion.model
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount() - 1)]


def _open_dialog(qtbot, win: MainWindow) -> LabelOrderDialog:  # type: ignore[no-untyped-def]
    button = win.work.stats.order_button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = win.label_order.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _order_by_keys(qtbot, dialog: LabelOrderDialog, target: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Put the labels in ``target`` order with the keyboard only: Home / Down to pick a label,
    Alt+Up to move it."""
    dialog.list.setFocus()
    for place, label in enumerate(target):
        qtbot.keyClick(dialog.list, Qt.Key.Key_Home)
        for _ in range(dialog.order().index(label)):
            qtbot.keyClick(dialog.list, Qt.Key.Key_Down)
        assert dialog.list.currentItem().text() == label
        while dialog.order().index(label) > place:
            qtbot.keyClick(dialog.list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.order() == target


def _expected(frame: pd.DataFrame, order: tuple[str, ...], weights: str) -> float:
    from sklearn.metrics import cohen_kappa_score

    return float(cohen_kappa_score(frame["ann0"], frame["ann1"], labels=list(order),
                                   weights=weights))


@pytest.fixture
def levels(open_window, translators, tmp_path: Path):  # type: ignore[no-untyped-def]
    data, frame = _write(tmp_path)
    return open_window(data, translators), frame, data, translators


def test_the_order_moves_the_statistics_live_and_is_recorded(qtbot, levels, open_window
                                                             ) -> None:
    """Ordinal chosen, the labels ordered in the dialog by keys: weighted κ and the matrix
    follow at every move (equal to the core with that order and to scikit-learn); OK writes
    one scale event; a reopened window shows the same order and numbers."""
    win, frame, data, translators = levels
    s = win.session
    panel = win.work.stats
    assert not panel.order_button.isVisible()  # nominal: the order does not count
    first_seen = s.ratings.labels
    assert first_seen == ("high", "low", "mid")
    panel.scale_choice.setCurrentIndex(1)  # ordinal, linear weights
    dialog = _open_dialog(qtbot, win)
    seen: list[tuple[str, ...]] = []
    dialog.orderChanged.connect(lambda order: seen.append(tuple(order)))
    _order_by_keys(qtbot, dialog, ORDER)
    assert seen
    assert seen[-1] == ORDER
    values = []
    for order in (first_seen, ORDER):  # any order shown is the one the numbers use
        dialog.set_order(order)
        values.append(win.stats.coefficients["cohen_kappa_weighted"].value)
        value = win.stats.coefficients["cohen_kappa_weighted"].value
        assert value == pytest.approx(_expected(frame, order, "linear"), rel=1e-12)
        core = pair_statistics(reordered_table(s.table(win.work.filters.filter),
                                               order_codes(first_seen, order)),
                               order, scale=Scale("ordinal", "linear"))
        assert value == pytest.approx(core.coefficients["cohen_kappa_weighted"].value,
                                      rel=1e-12)
        assert win.stats.coefficients["gwet_ac2"].value == pytest.approx(
            core.coefficients["gwet_ac2"].value, rel=1e-12)
        assert _labels_shown(win) == list(order)
    assert values[0] != pytest.approx(values[1], abs=1e-3)  # the order matters here
    assert panel.order.text() == "Label order: low < mid < high"
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)  # OK
    assert not dialog.isVisible()
    scales = [e for e in read_log(default_log_path(data)).events if e.kind == "scale"]
    assert (scales[-1].level, scales[-1].weights, scales[-1].order) == ("ordinal", "linear",
                                                                        ORDER)
    shown = win.stats.coefficients["cohen_kappa_weighted"].value
    win.close()
    again = open_window(data, translators)
    assert again.work.stats.scale() == Scale("ordinal", "linear")
    assert _labels_shown(again) == list(ORDER)
    assert again.stats.coefficients["cohen_kappa_weighted"].value == pytest.approx(shown,
                                                                                   rel=1e-12)


def test_cancel_goes_back_to_the_order_it_opened_with(qtbot, levels) -> None:
    """Moves show at once; Cancel restores the order, the numbers and writes nothing more."""
    win, _frame, data, _ = levels
    win.work.stats.scale_choice.setCurrentIndex(2)  # ordinal, quadratic
    before = win.stats.coefficients["cohen_kappa_weighted"].value
    events = len(read_log(default_log_path(data)).events)
    dialog = _open_dialog(qtbot, win)
    qtbot.mouseClick(dialog.down, Qt.MouseButton.LeftButton)  # the buttons move too
    assert win.stats.coefficients["cohen_kappa_weighted"].value != pytest.approx(before)
    qtbot.keyClick(dialog.list, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert win.stats.coefficients["cohen_kappa_weighted"].value == pytest.approx(before,
                                                                                 rel=1e-12)
    assert len(read_log(default_log_path(data)).events) == events


def test_the_report_uses_the_order_the_window_recorded(qtbot, levels, tmp_path: Path) -> None:
    """`adjudicator report` after the window recorded an order: the same weighted κ."""
    from adjudicator.commands.reporting.report import main as report
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.store.project import Project

    win, frame, data, _ = levels
    win.work.stats.scale_choice.setCurrentIndex(2)
    dialog = _open_dialog(qtbot, win)
    _order_by_keys(qtbot, dialog, ORDER)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)
    shown = win.stats.coefficients["cohen_kappa_weighted"].value
    win.close()
    out = tmp_path / "report.html"
    assert report([str(data), "--out", str(out), "--no-record"]) == 0
    with Project.open(data) as p:
        model = build_report(p)
    assert model.labels == ORDER
    value = model.agreement.pairs[0].coefficients["cohen_kappa_weighted"].value
    assert value == pytest.approx(shown, rel=1e-12)
    assert value == pytest.approx(_expected(frame, ORDER, "quadratic"), rel=1e-12)
    assert f"{value:.3f}" in out.read_text("utf-8")


def test_three_annotators_ordinal_alpha_follows_the_order(qtbot, open_window, translators,
                                                          tmp_path: Path) -> None:
    """With three annotators the all-annotators ordinal α follows the order (the
    krippendorff package on the ranks of that order)."""
    import krippendorff

    data, frame = _write(tmp_path, annotators=3)
    win = open_window(data, translators)
    win.work.stats.scale_choice.setCurrentIndex(2)
    dialog = _open_dialog(qtbot, win)
    _order_by_keys(qtbot, dialog, ORDER)
    rank = {label: i for i, label in enumerate(ORDER)}
    ranks = np.vstack([frame[f"ann{r}"].map(rank).to_numpy() for r in range(3)]).astype(float)
    alpha = krippendorff.alpha(reliability_data=ranks, level_of_measurement="ordinal")
    value = win.work.many.result.coefficients["krippendorff_alpha"].value
    assert value == pytest.approx(alpha, rel=1e-12)
    dialog.set_order(win.label_order.labels)  # the dataset's order gives another α
    assert win.work.many.result.coefficients["krippendorff_alpha"].value != pytest.approx(
        alpha, abs=1e-3)
    dialog.set_order(ORDER)
    dialog.accept()


def _drop_and_check(qtbot, win: MainWindow, frame: pd.DataFrame, drop) -> None:  # type: ignore[no-untyped-def]
    """Open the dialog on the ordinal scale, do ``drop(model)`` to its list's model (moving
    "low" to the top, then "mid" below it), and check the order is announced once per drop,
    as a whole order, and the live statistics and matrix follow."""
    win.work.stats.scale_choice.setCurrentIndex(1)  # ordinal, linear weights
    dialog = _open_dialog(qtbot, win)
    seen: list[tuple[str, ...]] = []
    dialog.orderChanged.connect(lambda order: seen.append(tuple(order)))
    model = dialog.list.model()
    assert dialog.order() == ("high", "low", "mid")
    drop(model, 1, 0)  # "low" dropped above "high"
    assert dialog.order() == ("low", "high", "mid")
    drop(model, 2, 1)  # "mid" dropped between "low" and "high"
    assert dialog.order() == ORDER
    assert seen == [("low", "high", "mid"), ORDER]  # once per drop, never half-way
    value = win.stats.coefficients["cohen_kappa_weighted"].value
    assert value == pytest.approx(_expected(frame, ORDER, "linear"), rel=1e-12)
    assert _labels_shown(win) == list(ORDER)
    assert win.work.stats.order.text() == "Label order: low < mid < high"


def test_an_internal_drag_moves_the_label_and_the_statistics(qtbot, levels) -> None:
    """A drop inside the list (InternalMove) moves the row, as QListWidget's dropEvent does
    with ``moveRow``: the order and the live statistics follow."""
    from PySide6.QtCore import QModelIndex

    win, frame, _data, _ = levels

    def drop(model, row: int, target: int) -> None:  # type: ignore[no-untyped-def]
        assert model.moveRow(QModelIndex(), row, QModelIndex(), target)

    _drop_and_check(qtbot, win, frame, drop)


def test_a_drop_of_the_dragged_rows_data_moves_the_label_too(qtbot, levels) -> None:
    """A drop that goes by the dragged row's data: "high" dragged below the last label
    (``mimeData`` of its row dropped with ``dropMimeData`` after the last row, then the
    dragged row removed, as a MoveAction drag ends). Announced once, when the label is in
    its new place, never while it is listed twice; the statistics follow."""
    from PySide6.QtCore import QModelIndex

    win, frame, _data, _ = levels
    win.work.stats.scale_choice.setCurrentIndex(1)  # ordinal, linear weights
    dialog = _open_dialog(qtbot, win)
    seen: list[tuple[str, ...]] = []
    dialog.orderChanged.connect(lambda order: seen.append(tuple(order)))
    model = dialog.list.model()
    data = model.mimeData([model.index(0, 0)])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, QModelIndex())
    assert dialog.order() == ("high", "low", "mid", "high")  # half-way: listed twice
    assert seen == []
    assert model.removeRow(0)
    assert dialog.order() == ORDER
    assert seen == [ORDER]
    value = win.stats.coefficients["cohen_kappa_weighted"].value
    assert value == pytest.approx(_expected(frame, ORDER, "linear"), rel=1e-12)
    assert _labels_shown(win) == list(ORDER)


def test_a_scale_chosen_after_a_decision_is_said_and_flagged_in_the_report(
        qtbot, levels) -> None:  # type: ignore[no-untyped-def]
    """The window shows κ from its first second, so a scale chosen there comes after results
    were seen: the status bar says the report will say when the scale was changed, and the
    report of the log does so, before and after a decision (key 2 on a disputed item)."""
    from adjudicator.report.acceptance.build import build_report
    from adjudicator.report.rendering.html import render_html
    from adjudicator.store.project import Project

    win, _frame, data, _ = levels
    panel = win.work.stats
    panel.scale_choice.setCurrentIndex(2)  # ordinal, quadratic: before any decision
    assert "the report says when" in win.statusBar().currentMessage()
    win.work.table.setFocus()
    row = win.decider.next_unresolved_row(-1)
    win.select_row(row)
    qtbot.keyClick(win.work.table, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: win.session.state.decided_items() != [], timeout=3000)
    panel.scale_choice.setCurrentIndex(1)  # ordinal, linear: after a decision
    message = win.statusBar().currentMessage()
    assert "Scale and label order recorded" in message
    assert "the report says when the scale was changed" in message
    win.close()
    with Project.open(data) as p:
        model = build_report(p)
    changes = model.scale.history
    assert [c.late for c in changes] == [True, True]
    assert [c.decisions_before for c in changes] == [0, 1]
    assert "after results had been seen" in render_html(model, "en")
