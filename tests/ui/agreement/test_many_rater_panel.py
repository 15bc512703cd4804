"""Three or more annotators in the window: Fleiss, Conger, Krippendorff and Gwet over all of
them (equal to statsmodels, krippendorff and irrCAC), a clickable κ heatmap that chooses the
pair, and the same annotator twice refused visibly."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtCore import Qt

from adjudicator.ui.agreement.pair_kappa_model import PairKappaModel
from adjudicator.ui.window.main_window import MainWindow

DATA = Path(__file__).resolve().parents[2] / "data" / "ui" / "three_annotators.csv"


@pytest.fixture
def three(open_window, translators, tmp_path: Path) -> MainWindow:
    """The window with the three-annotator file loaded (from a private copy)."""
    copy = tmp_path / DATA.name
    copy.write_bytes(DATA.read_bytes())
    return open_window(copy, translators)


def _codes(win: MainWindow) -> np.ndarray:
    return win.session.ratings.codes


def test_overall_coefficients_equal_independent_libraries(three: MainWindow) -> None:
    """Fleiss' κ (statsmodels), α (krippendorff), Conger's κ and AC1 (irrCAC) agree, rel 1e-9."""
    import krippendorff
    from irrCAC.raw import CAC
    from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa

    panel = three.work.many
    assert panel.isVisible()
    coeffs = panel.result.coefficients
    codes = _codes(three)
    complete = codes[(codes >= 0).all(axis=1)]
    table, _ = aggregate_raters(complete)
    if len(complete) == len(codes):
        assert math.isclose(coeffs["fleiss_kappa"].value, fleiss_kappa(table), rel_tol=1e-9)
    data = np.where(codes >= 0, codes, np.nan).T
    alpha = krippendorff.alpha(reliability_data=data, level_of_measurement="nominal")
    assert math.isclose(coeffs["krippendorff_alpha"].value, alpha, rel_tol=1e-9)
    frame = pd.DataFrame(np.where(codes >= 0, codes, np.nan))
    cac = CAC(frame)
    assert math.isclose(coeffs["gwet_ac1"].value, cac.gwet()["est"]["coefficient_value"],
                        rel_tol=1e-4)  # irrCAC rounds to 5 decimals
    assert math.isclose(coeffs["conger_kappa"].value, cac.conger()["est"]["coefficient_value"],
                        rel_tol=1e-4)
    for est in coeffs.values():
        assert est.ci is not None
        assert est.ci[0] < est.value < est.ci[1]


def test_heatmap_click_chooses_the_pair(qtbot, three: MainWindow) -> None:
    """Clicking cell (ann_b, ann_c) makes that the compared pair of matrix and summary."""
    view = three.work.many.table
    index = three.work.many.model.index(1, 2)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    assert three.session.pair == (1, 2)
    assert three.work.summary.first.currentIndex() == 1
    assert three.work.summary.second.currentIndex() == 2
    assert three.work.confusion.model.raters == ("ann_b", "ann_c")


def test_heatmap_diagonal_is_refused_visibly(qtbot, three: MainWindow) -> None:
    """A click on the diagonal keeps the pair and says why on screen."""
    view = three.work.many.table
    index = three.work.many.model.index(2, 2)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())
    assert three.session.pair == (0, 1)
    assert "cannot be compared with themselves" in three.work.many.refused.text()
    assert three.work.many.refused.isVisible()


def test_same_annotator_twice_is_refused_visibly(qtbot, three: MainWindow) -> None:
    """Choosing ann_a in both choosers is refused with a message; the pair stays."""
    summary = three.work.summary
    summary.second.setCurrentIndex(0)
    summary.second.activated.emit(0)
    assert three.session.pair == (0, 1)
    assert summary.second.currentIndex() == 1
    assert summary.refused.isVisible()
    assert "two different annotators" in summary.refused.text()


def test_pair_kappa_model_passes_qtmodeltester(qtmodeltester, three: MainWindow) -> None:
    """The heatmap's model is a well-behaved table model, with the κ of each pair."""
    model = three.work.many.model
    qtmodeltester.check(model)
    assert model.data(model.index(0, 0)) == ""
    assert model.value(0, 1) == pytest.approx(model.value(1, 0))


def test_empty_pair_kappa_model_passes_qtmodeltester(qtmodeltester) -> None:
    """Before any data the model is empty and still well-behaved."""
    qtmodeltester.check(PairKappaModel())


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_interval_conventions_in_tooltips_are_translated(qtbot, three: MainWindow,
                                                         lang: str) -> None:
    """The tooltip of each coefficient names its interval convention in the window's
    language (it showed the core's English words before)."""
    import re

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QLabel

    three.menus.language.actions_by_code[lang].trigger()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the old labels go
    qtbot.wait(50)  # the new ones are shown
    panel = three.work.many
    tips = {label.toolTip() for label in panel.findChildren(QLabel)
            if label.toolTip() and label.isVisible()}
    assert tips
    words = {w for tip in tips for w in re.findall(r"[A-Za-z][A-Za-z_]+", tip)}
    words -= set(three.session.ratings.annotators)  # names are data (the effects' tooltip)
    # names of people (Fisher's z, the Landis–Koch bands) stay as they are
    assert words <= {"CI", "SE", "Fleiss", "Gwet", "Krippendorff", "Conger", "AC", "BCa",
                     "Fisher", "Landis", "Koch"}, tips
