"""Conger's (1980) kappa of two annotators from their (k + 1)^2 table of cells, missing included.

With two annotators a unit is one of (k + 1)^2 cells (a's code or missing, b's code or
missing), and every per-unit term of ``conger.conger_kappa`` (its counts, its pa_i, its
pe_i of Gwet's linearisation) depends on the cell alone. So the coefficient and its variance,
a sum over units of squared deviations, are count-weighted sums over the cells: exact, with
no pass over the units. The cells are what ``core.tables.pair_cells`` counts (index 0 =
missing); this module turns them into the inputs of ``conger_counts``.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.conger_counts import (
    active_raters,
    conger_kappa_from_counts,
    unit_chance_table,
)
from adjudicator.core.stats.estimate import GWET_CONVENTIONS, Conventions, Estimate
from adjudicator.core.stats.multirater_common import FloatArray, IntArray, as_weights


def conger_kappa_from_cells(
    cells: npt.ArrayLike,
    *,
    weights: str | npt.ArrayLike | None = None,
    values: npt.ArrayLike | None = None,
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """Conger's kappa with Gwet's raw-data SE from a (k + 1) x (k + 1) cell table.

    ``cells[i, j]`` counts the units annotator a put in category i - 1 and b in j - 1, index
    0 meaning "not rated"; the result is ``conger_kappa`` of those units' codes.
    """
    table = np.asarray(cells, dtype=np.int64)
    k = table.shape[0] - 1
    w = as_weights(weights, k, values)
    rater_counts = np.stack([table[1:, :].sum(axis=1), table[:, 1:].sum(axis=0)])
    patterns, freq = cell_patterns(k), table.ravel()
    terms = _cell_terms(rater_counts, int(freq.sum() - table[0, 0]), w)
    return conger_kappa_from_counts(rater_counts, patterns, terms, freq, weights=w,
                                    conventions=conventions, labels=labels,
                                    population=population)


def cell_patterns(k: int) -> IntArray:
    """((k + 1)^2 x k) category counts of each cell, row-major: e_i + e_j, e_0 = nothing."""
    one_hot = np.vstack([np.zeros((1, k), dtype=np.int64), np.eye(k, dtype=np.int64)])
    rows, cols = np.divmod(np.arange((k + 1) ** 2), k + 1)
    out: IntArray = one_hot[rows] + one_hot[cols]
    return out


def _cell_terms(rater_counts: IntArray, n_units: int, w: FloatArray) -> FloatArray:
    """t of each cell, row-major: the sum of ``unit_chance_table`` over the cell's ratings
    (0 for "not rated"); all zeros when fewer than two annotators rated anything (the
    coefficient is then undefined before t is read)."""
    k = rater_counts.shape[1]
    if active_raters(rater_counts).size < 2:
        return np.zeros((k + 1) ** 2)
    per = np.hstack([np.zeros((2, 1)), unit_chance_table(rater_counts, n_units, w)])
    out: FloatArray = (per[0][:, None] + per[1][None, :]).ravel()
    return out
