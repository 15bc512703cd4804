"""The Bland–Altman plot of a pair of annotators' scores (Bland & Altman 1986, 1999): each
item's difference (first minus second) against the mean of its two scores, with the bias and
the 95% limits of agreement and each line's 95% confidence interval as a band."""

from __future__ import annotations

from typing import Any

import numpy as np

from adjudicator.core.scores.matrix import paired
from adjudicator.core.scores.summary import ScoreSummary
from adjudicator.report.rendering.canvas import figure_bytes, new_figure
from adjudicator.report.rendering.texts import Texts

MOST_POINTS = 20_000  # more items are drawn as a fixed random sample of this many


def bland_altman_plot(block: ScoreSummary, index: int, t: Texts, fmt: str = "png") -> bytes:
    """The plot of pair ``index`` of the score block."""
    pair = block.pairs[index]
    a, b = pair.annotators
    assert block.values is not None
    x, y = paired(block.values[:, block.annotators.index(a)],
                  block.values[:, block.annotators.index(b)])
    if x.size > MOST_POINTS:
        keep = np.random.default_rng(0).choice(x.size, MOST_POINTS, replace=False)
        x, y = x[keep], y[keep]
    with new_figure(6.0, 3.8) as fig:
        ax = fig.add_subplot()
        ax.scatter((x + y) / 2, x - y, s=14, alpha=0.6, color="#1f3b63", linewidths=0)
        lines = [(pair.bland_altman["bias"], "#b03a2e", t("bias")),
                 (pair.bland_altman["loa_low"], "#4a6fa5", t("95% limits of agreement")),
                 (pair.bland_altman["loa_high"], "#4a6fa5", None)]
        for est, colour, label in lines:
            _line(ax, est, colour, label)
        ax.axhline(0, color="#999999", linewidth=0.8, linestyle=":")
        ax.set_xlabel(t("Mean of the two scores"))
        ax.set_ylabel(t("Difference ({a} − {b})").replace("{a}", a).replace("{b}", b))
        ax.set_title(f"{a} / {b} — {t('Bland–Altman')}")
        ax.legend(loc="best", fontsize=8)
        ax.grid(alpha=0.3)
        return figure_bytes(fig, fmt)


def _line(ax: Any, est: Any, colour: str, label: str | None) -> None:
    """A horizontal line at the estimate and its interval as a band (none if withheld)."""
    if est.value is None:
        return
    ax.axhline(est.value, color=colour, linewidth=1.4, label=label)
    if est.ci is not None:
        ax.axhspan(est.ci[0], est.ci[1], color=colour, alpha=0.12, linewidth=0)
