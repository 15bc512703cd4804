"""Each annotator against the final labels in the window: equal to the core's value after a
decision and after its undo, unresolved items counted and said, and the annotator x final
matrix selectable in the matrix panel."""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import Qt

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.stats.versus_intervals import versus_final
from adjudicator.ui.agreement.stats_panel import format_ci, format_value
from adjudicator.ui.agreement.versus_final_panel import VersusFinalPanel
from adjudicator.ui.window.main_window import MainWindow


def _core(window: MainWindow):
    """The core's result computed here from the final labels (not the panel's path)."""
    s = window.session
    final, k = s.final_codes(), s.ratings.k
    cube = np.zeros((len(s.ratings.annotators), k, k), dtype=np.int64)
    for r in range(len(s.ratings.annotators)):
        codes = s.ratings.column(r)
        keep = (final >= 0) & (codes >= 0)
        cube[r] = np.bincount(final[keep] * k + codes[keep], minlength=k * k).reshape(k, k)
    unresolved = int((s.state.status_codes == UNRESOLVED).sum())
    return versus_final(cube, s.ratings.labels, s.ratings.annotators, unresolved)


def _shown_kappa(window: MainWindow, name: str) -> str:
    return window.work.versus.kappa_text(name)


def _expected_text(window: MainWindow, name: str) -> str:
    kappa = _core(window).of(name).kappa
    if kappa.ci is None:  # before any decision every label stood: not estimable, with a reason
        assert kappa.ci_reason
        return f"{format_value(kappa)} (no interval)"
    return f"{format_value(kappa)} {format_ci(kappa)}"


def test_kappa_versus_final_follows_a_decision_and_its_undo(qtbot, window: MainWindow) -> None:
    """After a decision and after its undo, the panel's κ on every item with a final label
    is the core's, for each annotator; before any decision it shows none."""
    names = window.session.ratings.annotators
    panel = window.work.versus
    panel.scope.setCurrentIndex(1)  # every item with a final label
    before = {n: _expected_text(window, n) for n in names}
    assert all(_shown_kappa(window, n) == "" for n in names)
    assert "No decision yet" in panel.note.text()
    qtbot.mouseClick(window.work.decision.buttons[0], Qt.MouseButton.LeftButton)
    after = {n: _expected_text(window, n) for n in names}
    assert after != before  # the decision overruled one annotator: κ moved
    qtbot.waitUntil(lambda: all(_shown_kappa(window, n) == after[n] for n in names))
    core = _core(window)
    for block, shown in zip(core.annotators, panel.result.annotators, strict=True):
        assert math.isclose(block.kappa.value, shown.kappa.value, rel_tol=1e-12)
        assert block.n == shown.n
    window.menus.undo.trigger()
    qtbot.waitUntil(lambda: all(_shown_kappa(window, n) == "" for n in names))
    assert "No decision yet" in panel.note.text()


def test_unresolved_items_are_counted_and_said(qtbot, window: MainWindow) -> None:
    """The note of every item with a final label names how many have none and are left
    out."""
    window.work.decision.choose(1)
    window.work.versus.scope.setCurrentIndex(1)
    qtbot.waitUntil(lambda: window.work.versus.result is not None)
    unresolved = int(window.session.unresolved().sum())
    assert unresolved > 0
    assert f"{unresolved:,} items without a final label" in window.work.versus.note.text()
    assert window.work.versus.result.unresolved == unresolved


def test_matrix_panel_shows_annotator_against_final(qtbot, window: MainWindow) -> None:
    """Choosing "A × final labels" shows the annotator x final table of the live counts; a
    decision moves it; the pair comes back when chosen again."""
    view = window.work.confusion
    pair = view.model.table
    view.view_choice.setCurrentIndex(1)
    s = window.session
    expected = s.state.counts.by_annotator[0].T.copy()
    assert np.array_equal(view.model.table, expected)
    assert "final" in view.axes.text()
    qtbot.mouseClick(window.work.decision.buttons[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: np.array_equal(view.model.table,
                                           s.state.counts.by_annotator[0].T))
    assert not np.array_equal(view.model.table, expected)
    view.view_choice.setCurrentIndex(0)
    assert np.array_equal(view.model.table, pair)


def test_clicking_a_cell_of_annotator_versus_final_lists_nothing_new(qtbot,
                                                                     window: MainWindow) -> None:
    """The class-pair filter is for the compared pair: a click in "× final" does not set it."""
    view = window.work.confusion
    view.view_choice.setCurrentIndex(1)
    with qtbot.assertNotEmitted(view.cellChosen):
        index = view.model.index(0, 1)
        qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.table.visualRect(index).center())


def test_undefined_values_say_why_in_the_panel(qtbot) -> None:
    """A class nobody was finally given has no recall: the panel says why in its text."""
    panel = VersusFinalPanel()
    qtbot.addWidget(panel)
    cube = np.array([[[5, 1, 0], [0, 4, 0], [0, 0, 0]]], dtype=np.int64)  # [r, final, label]
    panel.show_result(versus_final(cube, ("a", "b", "c"), ("ann",), 3))
    assert "recall is undefined" in panel.reasons.text()
    assert "3 items without a final label" in panel.note.text()


def test_zero_width_interval_is_not_shown_as_precise(qtbot) -> None:
    """Every label stood (SE 0): κ shows "(no interval)" and the panel says why."""
    panel = VersusFinalPanel()
    qtbot.addWidget(panel)
    cube = np.array([[[5, 0], [0, 4]]], dtype=np.int64)
    panel.show_result(versus_final(cube, ("a", "b"), ("ann",), 0))
    assert panel.kappa_text("ann") == "1.000 (no interval)"
    assert "no interval can be given" in panel.reasons.text()


def test_narrow_blocks_and_elided_names(qtbot) -> None:
    """Narrow: each annotator is a block (name, then κ with its interval right-aligned under
    it, pₒ, macro F1) and each class too (name, then values with intervals under them), with
    the same labels as wide; long names are elided in the middle, whole in the tooltip and
    in the chooser's item tooltip."""
    long_name = "annotator_with_a_very_long_name_from_the_vendor"
    long_class = "a_class_label_that_is_far_too_long_for_the_column"
    panel = VersusFinalPanel()
    qtbot.addWidget(panel)
    cube = np.array([[[5, 1], [2, 4]]], dtype=np.int64)
    panel.show_result(versus_final(cube, (long_class, "b"), (long_name,), 0))
    panel.show()
    qtbot.waitExposed(panel)
    grid, classes = panel.annotator_grid, panel.class_grid
    name, value, interval = grid.label(1, 0), grid.label(1, 2), grid.label(1, 3)
    assert "…" in name.text()
    assert name.toolTip().startswith(long_name)
    assert "…" in classes.label(1, 0).text()
    assert long_class in classes.label(1, 0).toolTip()
    assert panel.chooser.itemData(0, Qt.ItemDataRole.ToolTipRole) == long_name
    assert panel.kappa_text(long_name) == f"{value.text()} {interval.text()}"
    assert interval.text().removeprefix("⚠ ").startswith("[")  # ⚠: n = 12 may be narrow
    made = grid.created + classes.created
    wide = panel.wide_width()
    qtbot.waitUntil(lambda: interval.geometry().top() < value.geometry().bottom())  # one line
    panel.set_stacked(True)
    assert panel.stacked
    assert grid.created + classes.created == made
    assert panel.wide_width() == wide
    caption = grid.label(1, 1)
    qtbot.waitUntil(lambda: caption.isVisible()
                    and interval.geometry().top() >= value.geometry().bottom())
    assert caption.geometry().top() >= name.geometry().bottom()
    assert abs(interval.geometry().right() - value.geometry().right()) <= 1
    recall, recall_ci = classes.label(1, 1), classes.label(1, 2)
    qtbot.waitUntil(lambda: recall_ci.geometry().top() >= recall.geometry().bottom())
    assert recall.geometry().top() >= classes.label(1, 0).geometry().bottom()
    assert not grid.label(0, 0).isVisible()  # the heading row gives way to the captions
    assert grid.needed_width(grid.narrow) < wide
    panel.set_stacked(False)
    qtbot.waitUntil(lambda: not caption.isVisible() and grid.label(0, 0).isVisible())
    qtbot.waitUntil(lambda: interval.geometry().top() < value.geometry().bottom())


def test_kappa_interval_that_may_be_narrow_is_marked_and_said(qtbot) -> None:
    """n = 20 with a 95/5 split: κ against the final labels takes the pair's interval kind,
    marked ⚠ as the pair's is, and its tooltip gives the simulated coverage."""
    panel = VersusFinalPanel()
    qtbot.addWidget(panel)
    cube = np.array([[[17, 1], [1, 1]]], dtype=np.int64)
    vf = versus_final(cube, ("a", "b"), ("ann",), 0)
    note = vf.annotators[0].kappa.extras["coverage_note"]
    panel.show_result(vf)
    assert panel.kappa_text("ann").endswith("⚠ " + format_ci(vf.annotators[0].kappa))
    tip = panel.annotator_grid.label(1, 3).toolTip()
    assert f"The interval may be too narrow: {note}" in tip
    assert "covered ~0.62" in tip
