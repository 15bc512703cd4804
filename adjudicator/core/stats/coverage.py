"""Which interval each coefficient gets, and the warning where simulations found it short.

``benchmarks/bench_coverage.py`` simulates the grid of issue 31 (n in ``GRID_N`` x the splits
in ``CELLS`` x 2 or 4 raters; each rater gives the true class with probability 0.8, else a
uniform one) and compares, per coefficient, the delta-method interval with the delete-one-unit
jackknife on Fisher's z scale (``core.stats.jackknife``). ``METHOD`` records the choice the
simulation supports; ``coverage_table.COVERAGE`` (written by the benchmark, with the command
that made it) holds the chosen interval's simulated coverage in every cell. Nothing is
simulated at run time.

``coverage_note(metric, n, raters, shares)`` finds the cell that stands for a data set and,
when the simulated coverage there is below ``FLOOR`` (0.93 for 95 % intervals, two points
under nominal), returns the warning as a ``Reason`` ("at n = 20 with a 95/5 split, intervals
of this kind covered ~0.66 in simulations"). The cell: raters 2, or 4 for three or more; the
largest simulated n not above the data's (n = 20 for fewer items; none above 500, where every
cell was simulated); for the split, the data's pooled share of the most used class compared
with the share a cell's prevalence gives through the rating model (``rated_top_share``), taking
the most skewed cell the data reach (two classes: 50/50, 90/10, 95/5; three or more: the
four-class cells, none when the data are less skewed than 90 % in one class).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.coverage_table import COVERAGE, METHOD

#: the simulated splits: true prevalence of each class
CELLS: dict[str, npt.NDArray[np.float64]] = {
    "50/50": np.array([0.5, 0.5]),
    "90/10": np.array([0.9, 0.1]),
    "95/5": np.array([0.95, 0.05]),
    "k4-90": np.array([0.9, 0.1 / 3, 0.1 / 3, 0.1 / 3]),
    "k4-95": np.array([0.95, 0.05 / 3, 0.05 / 3, 0.05 / 3]),
}
GRID_N = (20, 30, 50, 100, 500)
ACCURACY = 0.8  # the rating model of the simulation
FLOOR = 0.93
#: the reach below a cell's expected top share at which a data set still counts as that skewed
_SLACK = 0.02

NOTE = QT_TRANSLATE_NOOP("Reasons", "at n = {n} with {split}, intervals of this kind covered "
                         "~{coverage} in simulations")
FEW = QT_TRANSLATE_NOOP("Reasons", "at n = {n} or fewer with {split}, intervals of this kind "
                        "covered ~{coverage} in simulations")
SPLITS = {
    "50/50": QT_TRANSLATE_NOOP("Reasons", "a 50/50 split"),
    "90/10": QT_TRANSLATE_NOOP("Reasons", "a 90/10 split"),
    "95/5": QT_TRANSLATE_NOOP("Reasons", "a 95/5 split"),
    "k4-90": QT_TRANSLATE_NOOP("Reasons", "90% of items in one of four classes"),
    "k4-95": QT_TRANSLATE_NOOP("Reasons", "95% of items in one of four classes"),
}



def chosen_method(metric: str) -> str:
    """The interval a coefficient's report uses: "jkz" (jackknife on Fisher's z), "jk" (the
    same on the original scale) or "delta" (``coverage_table.METHOD``; delta when the
    simulation did not cover the coefficient)."""
    return METHOD.get(metric, "delta")


def rated_top_share(prev: npt.NDArray[np.float64]) -> float:
    """The expected share of ratings in the most common class under the rating model:
    prev · (0.8 e_top + 0.2 / k)."""
    k = prev.size
    return float(prev.max() * ACCURACY + (1.0 - ACCURACY) / k)


def cell_of(n: int, raters: int, shares: Sequence[float]) -> tuple[int, int, str] | None:
    """(simulated n, raters, split) standing for a data set, or None when no cell does
    (more than 500 items, one category, or three or more classes used less skewed than the
    four-class cells)."""
    k = len(shares)
    if n > GRID_N[-1] or k < 2 or n < 1:
        return None
    grid_n = max([g for g in GRID_N if g <= n], default=GRID_N[0])
    top = max(shares) / float(sum(shares)) if sum(shares) else 0.0
    group = ("50/50", "90/10", "95/5") if k == 2 else ("k4-90", "k4-95")
    reached = [c for c in group if rated_top_share(CELLS[c]) <= top + _SLACK]
    if not reached:
        return None if k > 2 else (grid_n, 2 if raters == 2 else 4, group[0])
    return grid_n, 2 if raters == 2 else 4, reached[-1]


def coverage_note(metric: str, n: int, raters: int, shares: Sequence[float]) -> Reason | None:
    """The warning for an interval whose kind covered less than ``FLOOR`` in the simulated
    cell standing for this data set (``cell_of``); None when it reached it or no cell fits."""
    cell = cell_of(n, raters, shares)
    if cell is None:
        return None
    grid_n, grid_raters, split = cell
    simulated = COVERAGE.get((metric, grid_raters, split, grid_n))
    if simulated is None or simulated >= FLOOR:
        return None
    template = FEW if n < GRID_N[0] else NOTE
    shown = f"{simulated:.2f}"
    if float(shown) >= FLOOR:  # 0.928 is short of 0.93: never say ~0.93
        shown = f"{simulated:.3f}"
    return Reason(template, n=grid_n, split=Reason(SPLITS[split]), coverage=shown)
