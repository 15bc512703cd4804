"""The lead sets the alternative-annotator test's ε, q and scoring in the models panel: the
figures are made again in the background with them, the panel says which were used, and an
acceptance report made from the window uses them too."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import Qt

from adjudicator.core.quality.model_annotator import model_report
from tests.ui.agreement.test_models_panel import _columns, _marked, _texts, _write


def _alt_line(win) -> str:  # type: ignore[no-untyped-def]
    return next(t for t in _texts(win, "gpt") if t.startswith("Alternative-annotator test"))


def _wait_remade(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: win.work.models.busy.isVisible(), timeout=3_000)
    qtbot.waitUntil(lambda: not win.work.models.busy.isVisible(), timeout=20_000)


def test_epsilon_and_q_set_in_the_panel_remake_the_test(qtbot, translators,  # type: ignore[no-untyped-def]
                                                        tmp_path: Path) -> None:
    cols = _columns(120)
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", cols))
    controls = win.work.models.controls
    controls.epsilon.setFocus()
    controls.epsilon.selectAll()
    qtbot.keyClicks(controls.epsilon, "0.1")
    qtbot.keyClick(controls.epsilon, Qt.Key.Key_Return)
    controls.q.setValue(0.2)
    _wait_remade(qtbot, win)
    assert _alt_line(win) == ("Alternative-annotator test (Calderon et al. 2025; ε = 0.1, "
                              "q = 0.2, scored by share of equal labels):")
    s = win.session
    r = s.ratings
    want = model_report("gpt", s.dataset.model_codes["gpt"], r.codes, r.annotators, r.labels,
                        epsilon=0.1, q=0.2).alt
    shown = win.work.models.models.reports[0].alt
    assert (shown.epsilon, shown.q) == (0.1, 0.2)
    assert [t.p_adjusted for t in shown.trials] == pytest.approx(
        [t.p_adjusted for t in want.trials], rel=1e-12)
    # the report made from the window uses the settings shown
    model = win.menus.acceptance._model(s.project, {})
    alt = model.models[0][0].alt
    assert (alt.epsilon, alt.q, alt.scoring) == (0.1, 0.2, "accuracy")


def test_minus_rmse_only_for_labels_that_are_numbers(qtbot, translators,  # type: ignore[no-untyped-def]
                                                     tmp_path: Path) -> None:
    win = _marked(qtbot, translators, _write(tmp_path / "m.csv", _columns()))
    item = win.work.models.controls.scoring.model().item(1)
    assert not item.isEnabled()  # labels a, b, c
    numbers = {k: [{"a": "1", "b": "2", "c": "3"}[v] for v in vs]
               for k, vs in _columns(100).items()}
    (tmp_path / "n").mkdir()
    win = _marked(qtbot, translators, _write(tmp_path / "n" / "n.csv", numbers))
    controls = win.work.models.controls
    assert controls.scoring.model().item(1).isEnabled()
    controls.scoring.setCurrentIndex(1)
    _wait_remade(qtbot, win)
    assert _alt_line(win).endswith("scored by −RMSE):")
    s = win.session
    r = s.ratings
    want = model_report("gpt", s.dataset.model_codes["gpt"], r.codes, r.annotators, r.labels,
                        values=[float(x) for x in r.labels]).alt
    got = win.work.models.models.reports[0].alt
    assert got.scoring == "neg-rmse"
    assert got.advantage.value == pytest.approx(want.advantage.value, rel=1e-12)
    assert np.isfinite(got.advantage.value)
