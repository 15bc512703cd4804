"""Krippendorff's probability that α is below the chosen minimum (issue 31, part 7) in the
window's tooltip, for a pair (two annotators) as for all annotators, with the number the JSON
and the report give, beside Gwet's benchmarking."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtWidgets import QLabel

from adjudicator.core.stats.summaries.summary import report_from_table
from adjudicator.session.pair_stats import Scale, pair_statistics
from adjudicator.ui.agreement.stats_panel import StatsPanel

TABLE = np.array([[14, 3, 1], [2, 11, 2], [1, 3, 9]], dtype=np.int64)
LABELS = ("low", "mid", "high")


def _tooltip_of(panel: StatsPanel, name: str) -> str:
    grid = panel.grid
    for row in range(grid.rowCount()):
        item = grid.itemAtPosition(row, 0)
        widget = item.widget() if item is not None else None
        if isinstance(widget, QLabel) and widget.text().strip() == name:
            return widget.toolTip()
    raise AssertionError(f"no row {name}")


def test_pair_alpha_carries_the_risk_the_report_gives() -> None:
    """The pair's α has P(α < 0.667) from the same seeded bootstrap of the items as α of all
    annotators in the JSON and the report (two annotators: the same units, the same q)."""
    stats = pair_statistics(TABLE, LABELS)
    alpha = stats.coefficients["krippendorff_alpha"]
    overall = report_from_table(TABLE, list(LABELS)).overall
    assert overall is not None
    want = overall.coefficients["krippendorff_alpha"].extras["p_below_min"]
    assert alpha.extras["alpha_min"] == 0.667
    assert alpha.extras["p_below_min"] == pytest.approx(want, abs=1e-12)
    assert 0.0 < alpha.extras["p_below_min"] < 1.0


def test_ordinal_pair_alpha_risk_is_of_the_ordinal_alpha() -> None:
    """On the ordinal scale the risk is that of the ordinal α shown (another number)."""
    nominal = pair_statistics(TABLE, LABELS).coefficients["krippendorff_alpha"]
    scale = Scale(level="ordinal")
    ordinal = pair_statistics(TABLE, LABELS, scale=scale).coefficients["krippendorff_alpha"]
    assert ordinal.extras["level"] == "ordinal"
    assert ordinal.extras["p_below_min"] != nominal.extras["p_below_min"]


def test_pair_panel_tooltip_says_the_risk(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The α row's tooltip gives Krippendorff's P(α < 0.667) to three places."""
    panel = StatsPanel()
    qtbot.addWidget(panel)
    panel.show()
    stats = pair_statistics(TABLE, LABELS)
    panel.show_stats(stats)
    q = stats.coefficients["krippendorff_alpha"].extras["p_below_min"]
    tip = _tooltip_of(panel, "Krippendorff's α")
    assert f"Krippendorff: P(α < 0.667) = {q:.3f}" in tip
    assert "Gwet's benchmarking" in tip


def test_many_rater_panel_tooltip_says_the_risk(open_window, translators,  # type: ignore[no-untyped-def]
                                                tmp_path: Path) -> None:
    """Three annotators: α of all of them carries the risk in its tooltip too."""
    rng = np.random.default_rng(4)
    truth = rng.integers(0, 3, 40)
    lines = ["id,a,b,c"]
    for i, t in enumerate(truth):
        row = [LABELS[t] if rng.random() < 0.75 else LABELS[rng.integers(0, 3)]
               for _ in range(3)]
        lines.append(f"i{i}," + ",".join(row))
    path = tmp_path / "three.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    many = open_window(path, translators).work.many
    alpha = many.result.coefficients["krippendorff_alpha"]
    q = alpha.extras["p_below_min"]
    tips = [x.toolTip() for x in many.findChildren(QLabel)]
    assert any(f"Krippendorff: P(α < 0.667) = {q:.3f}" in tip for tip in tips)
