"""The statistics panel shows core's numbers (as `adjudicator.agree` reports them), and says
why when a coefficient is undefined."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from PySide6.QtWidgets import QLabel

import adjudicator
from adjudicator.core.ratings import Ratings
from adjudicator.io.dataset import Dataset
from adjudicator.session.pair_stats import METRICS, pair_statistics
from adjudicator.session.session import Session
from adjudicator.ui.agreement.stats_panel import StatsPanel
from adjudicator.ui.window.main_window import MainWindow


def _rows(panel: StatsPanel) -> dict[str, tuple[str, str, str]]:
    grid, out = panel.grid, {}
    for row in range(grid.rowCount()):
        cells = [grid.itemAtPosition(row, c) for c in range(3)]
        texts = [c.widget().text() if c and isinstance(c.widget(), QLabel) else "" for c in cells]
        out[texts[0].strip()] = (texts[1], texts[2], cells[0].widget().toolTip() if cells[0]
                                 else "")
    return out


def test_window_statistics_equal_the_public_api(window: MainWindow) -> None:
    """Every coefficient the window shows equals adjudicator.agree() on the two columns."""
    frame = window.session.dataset.frame[["wang_fang", "li_qiang"]]
    report = adjudicator.agree(frame.astype(object)).to_dict()["pairs"][0]
    for metric in METRICS:
        assert window.stats.coefficients[metric].value == pytest.approx(
            report[metric]["value"], abs=1e-12), metric


def test_panel_shows_kappa_with_interval(window: MainWindow) -> None:
    """The κ row reads value (scikit-learn's κ) and [low, high] with three decimals, and
    explains itself."""
    from sklearn.metrics import cohen_kappa_score

    rows = _rows(window.work.stats)
    k = window.stats.kappa
    value, ci, tip = rows["Cohen's κ"]
    frame = window.session.dataset.frame
    assert value == f"{cohen_kappa_score(frame['wang_fang'], frame['li_qiang']):.3f}"
    assert ci == f"[{k.ci[0]:.3f}, {k.ci[1]:.3f}]"
    assert "chance" in tip
    assert set(window.session.ratings.labels) <= set(rows)


def test_undefined_kappa_shows_dash_and_reason(qtbot) -> None:
    """Both annotators used one label only: κ is "—" and the tooltip gives core's reason."""
    panel = StatsPanel()
    qtbot.addWidget(panel)
    table = np.array([[9, 0], [0, 0]], dtype=np.int64)
    panel.show_stats(pair_statistics(table, ("yes", "no")))
    value, ci, tip = _rows(panel)["Cohen's κ"]
    assert (value, ci) == ("—", "")
    assert "Undefined:" in tip


def test_kappa_by_channel_equals_sklearn_on_each_group(window: MainWindow) -> None:
    """The "κ by channel" rows are scikit-learn's κ on each channel's items."""
    from sklearn.metrics import cohen_kappa_score

    rows = _rows(window.work.stats)
    frame = window.session.dataset.frame
    for channel in ("app", "phone", "web"):
        part = frame[frame["channel"] == channel]
        expected = cohen_kappa_score(part["wang_fang"].astype(str), part["li_qiang"].astype(str))
        assert rows[channel][0] == f"{expected:.3f}"


def test_reasons_are_on_screen_not_only_in_tooltips(qtbot) -> None:
    """One annotator used a single label: κ is 0 by construction or undefined, and the panel
    says why in a visible line (not only in a tooltip); a withheld interval reads "(no
    interval)" with its reason in that line too; pₒ = 100% keeps Wilson's interval."""
    panel = StatsPanel()
    qtbot.addWidget(panel)
    panel.show()
    table = np.array([[9, 0], [0, 0]], dtype=np.int64)
    stats = pair_statistics(table, ("yes", "no"))
    panel.show_stats(stats)
    assert panel.reasons.isVisible()
    kappa = stats.coefficients["cohen_kappa"]
    assert kappa.reason
    assert f"Cohen's κ: {kappa.reason}" in panel.reasons.text().splitlines()
    po = stats.coefficients["percent_agreement"]
    value, ci, _ = _rows(panel)["Observed agreement pₒ"]
    assert value == "100.0%"
    assert po.ci is not None  # Wilson's interval on 9 of 9 items: [70.1%, 100.0%]
    assert ci == f"[{po.ci[0]:.1%}, {po.ci[1]:.1%}]"
    assert not any(line.startswith("Observed agreement pₒ")
                   for line in panel.reasons.text().splitlines())


def test_no_reasons_line_when_everything_is_defined(window: MainWindow) -> None:
    """On the sample every coefficient has a value and an interval: no reasons line."""
    assert not window.work.stats.reasons.isVisible()


def test_summary_says_no_interval_for_a_zero_by_construction(qtbot, window: MainWindow) -> None:
    """One annotator used one label: the headline reads κ = 0.000 (no interval) and its
    tooltip says why, never 0.000 [0.000, 0.000]."""
    codes = np.array([[0, 0], [0, 1], [0, 0], [0, 1], [0, 0], [0, 0]], dtype=np.int64)
    ids = tuple(f"i{n}" for n in range(6))
    ratings = Ratings(ids, ("a", "b"), ("yes", "no"), codes)
    frame = pd.DataFrame({"text": list(ids)}, index=list(ids))
    window.set_session(Session(Dataset(ratings, frame, [Path("d.csv")], text_column="text")))
    text = window.work.summary.kappa.text()
    assert "κ = 0.000" in text
    assert "(no interval)" in text
    assert "[0.000, 0.000]" not in text
    assert window.work.summary.kappa.toolTip() == window.stats.kappa.ci_reason


def test_reasons_follow_the_language(qtbot, window: MainWindow) -> None:
    """In 简体中文 the reasons line and the headline's tooltip are the core's reasons
    rendered from their Chinese templates, not the English text."""
    from PySide6.QtCore import QCoreApplication

    window.menus.language.actions_by_code["zh_CN"].trigger()
    codes = np.array([[0, 0], [0, 0], [0, 0], [0, 0]], dtype=np.int64)
    ids = tuple(f"i{n}" for n in range(4))
    ratings = Ratings(ids, ("a", "b"), ("yes", "no"), codes)
    frame = pd.DataFrame({"text": list(ids)}, index=list(ids))
    window.set_session(Session(Dataset(ratings, frame, [Path("d.csv")], text_column="text")))
    kappa = window.stats.kappa
    chinese = kappa.reason.render(lambda t: QCoreApplication.translate("Reasons", t))
    assert chinese != str(kappa.reason)
    assert chinese in window.work.stats.reasons.text()
    assert str(kappa.reason) not in window.work.stats.reasons.text()
    window.menus.language.actions_by_code["en"].trigger()


def test_interval_short_in_simulations_is_marked_and_said(qtbot) -> None:
    """20 items with a 17/3 split: κ's kind of interval covered ~0.62 in simulations there,
    so its interval carries ⚠, the tooltip says so and the visible reasons line too; the
    tooltip also gives Gwet's benchmarking."""
    panel = StatsPanel()
    qtbot.addWidget(panel)
    panel.show()
    stats = pair_statistics(np.array([[1, 2], [2, 15]], dtype=np.int64), ("pos", "neg"))
    panel.show_stats(stats)
    note = stats.coefficients["cohen_kappa"].extras["coverage_note"]
    assert str(note).startswith("at n = 20 with a 95/5 split")
    _, ci, tip = _rows(panel)["Cohen's κ"]
    assert ci.startswith("⚠ [")
    assert "too narrow in simulations" in tip
    assert "Gwet's benchmarking" in tip
    assert any(line.startswith("Cohen's κ: the interval may be too narrow")
               for line in panel.reasons.text().splitlines())


def test_headline_marks_an_interval_short_in_simulations(qtbot, window: MainWindow) -> None:
    """20 items, 17/3: the headline's κ interval carries ⚠ and its tooltip says the interval
    may be too narrow, with the simulated coverage."""
    codes = np.array([[0, 0]] * 15 + [[0, 1], [1, 0], [1, 1], [0, 0], [0, 0]], dtype=np.int64)
    ids = tuple(f"i{n}" for n in range(20))
    ratings = Ratings(ids, ("a", "b"), ("x", "y"), codes)
    frame = pd.DataFrame({"text": list(ids)}, index=list(ids))
    window.set_session(Session(Dataset(ratings, frame, [Path("d.csv")], text_column="text")))
    assert "⚠ [" in window.work.summary.kappa.text()
    tip = window.work.summary.kappa.toolTip()
    assert "The interval may be too narrow: at n = 20 with a 95/5 split" in tip
