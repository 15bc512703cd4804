"""The score panel in the real window: on labels that are numbers the scale choice offers
"scores"; choosing it records an interval scale and shows the six ICCs (Shrout & Fleiss's
published example), the pair's Lin ρc, Bland–Altman and MAE/RMSE and a Bland–Altman plot;
in Chinese too. Labels that are names do not offer it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.session.pair_stats import Scale
from adjudicator.ui.agreement.scores_panel import ScoresPanel
from adjudicator.ui.window.main_window import MainWindow

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


@pytest.fixture
def scores_window(qtbot, translators, tmp_path: Path):
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.opener.open_path(data, None, "tester")
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    yield win
    win.close()


def _texts(panel: ScoresPanel) -> dict[str, str]:
    out = {}
    for row in range(panel.grid.rowCount()):
        name, value = panel.grid.itemAtPosition(row, 0), panel.grid.itemAtPosition(row, 1)
        if name and value:
            out[name.widget().text()] = value.widget().text()
    return out


def test_choosing_scores_shows_the_icc_and_the_plot(scores_window: MainWindow,
                                                    qtbot) -> None:
    win = scores_window
    stats, panel = win.work.stats, win.work.scores
    index = stats.SCALES.index(Scale("interval"))
    assert not stats.scale_choice.view().isRowHidden(index)
    assert not panel.isVisibleTo(win)
    stats.scale_choice.setCurrentIndex(index)
    qtbot.waitUntil(lambda: panel.isVisibleTo(win), timeout=5_000)
    rows = _texts(panel)
    assert rows["ICC(1,1)  ICC(1)"] == "0.166"
    assert rows["ICC(2,1)  ICC(A,1)"] == "0.290"
    assert rows["ICC(3,k)  ICC(C,k)"] == "0.909"
    assert rows["MAE"] == "5.167"  # J1 and J2 differ by 31/6 on average
    assert "Bias (J1 − J2)" in rows
    assert not panel.plot.pixmap().isNull()
    qtbot.waitUntil(lambda: win.work.stats_area.horizontalScrollBar().maximum() == 0,
                    timeout=5_000)  # the column fits the table and the plot: nothing cut off
    assert win.session.state.scale.level == "interval"  # recorded in the log
    tip = panel.grid.itemAtPosition(1, 0).widget().toolTip()
    assert "two-way random, absolute agreement" in tip


def test_the_panel_in_chinese(scores_window: MainWindow, qtbot,
                              translators) -> None:
    win = scores_window
    stats, panel = win.work.stats, win.work.scores
    translators.apply("zh_CN")
    stats.scale_choice.setCurrentIndex(stats.SCALES.index(Scale("interval")))
    qtbot.waitUntil(lambda: panel.isVisibleTo(win), timeout=5_000)
    qtbot.waitUntil(lambda: panel.title.text().startswith("分数"), timeout=5_000)
    rows = _texts(panel)
    assert "偏差（J1 − J2）" in rows
    tip = panel.grid.itemAtPosition(1, 0).widget().toolTip()
    assert "双向随机" in tip


def test_names_do_not_offer_scores(window: MainWindow) -> None:
    stats = window.work.stats
    assert stats.scale_choice.view().isRowHidden(stats.SCALES.index(Scale("interval")))
    assert not window.work.scores.isVisibleTo(window)
