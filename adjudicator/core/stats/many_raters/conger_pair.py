"""Conger's (1980) kappa from merged units: two annotators' (k + 1)^2 cells, or distinct rows.

With two annotators a unit is one of (k + 1)^2 cells (a's code or missing, b's code or
missing), and every per-unit term of ``conger.conger_kappa`` (its counts, its pa_i, its
pe_i of Gwet's linearisation) depends on the cell alone. So the coefficient and its variance,
a sum over units of squared deviations, are count-weighted sums over the cells: exact, with
no pass over the units. The cells are what ``core.tables.pair_cells`` counts (index 0 =
missing); this module turns them into the inputs of ``conger_counts``. With more annotators
the same holds of a unit's row of codes: ``conger_kappa_from_rows`` merges equal rows.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, Conventions, Estimate
from adjudicator.core.stats.many_raters.code_rows import distinct_rows
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.conger_counts import (
    active_raters,
    conger_kappa_from_counts,
    unit_chance_table,
)
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    as_weights,
    unit_counts,
)


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


def conger_kappa_from_rows(
    codes: Codes,
    k: int,
    *,
    weights: str | npt.ArrayLike | None = None,
    values: npt.ArrayLike | None = None,
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """``conger.conger_kappa`` of a units x raters code matrix, over its distinct rows.

    A unit's terms depend on its row of codes alone (who gave which category), so units with
    equal rows are merged with a multiplicity (``code_rows.distinct_rows``): the same number
    as unit by unit. When a row's key would not fit in 62 bits (very many raters) it is
    computed unit by unit.
    """
    found = distinct_rows(codes, k)
    if found is None:
        return conger_kappa(codes, k, weights=weights, values=values, conventions=conventions,
                            labels=labels, population=population)
    return conger_kappa_of_rows(*found, k, weights=as_weights(weights, k, values),
                                conventions=conventions, labels=labels, population=population)


def conger_kappa_of_rows(
    rows: IntArray, freq: IntArray, k: int, *, weights: FloatArray | None = None,
    conventions: Conventions = GWET_CONVENTIONS, labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """Conger's kappa of distinct rows of codes (P x r, -1 = gap), ``freq`` units each."""
    r = rows.shape[1]
    w = as_weights(weights, k)
    rater_counts = np.zeros((r, k + 1), dtype=np.int64)
    for g in range(r):
        np.add.at(rater_counts[g], rows[:, g] + 1, freq)
    rater_counts = rater_counts[:, 1:]
    rated = int(freq[(rows >= 0).any(axis=1)].sum())
    terms = _row_terms(rows, rater_counts, rated, w)
    return conger_kappa_from_counts(rater_counts, unit_counts(rows, k), terms, freq, weights=w,
                                    conventions=conventions, labels=labels,
                                    population=population)


def _row_terms(rows: IntArray, rater_counts: IntArray, n_units: int, w: FloatArray
               ) -> FloatArray:
    """t of each distinct row: ``unit_chance_table`` summed over the row's ratings (silent
    raters and gaps add 0); zeros when fewer than two raters rated anything."""
    r, k = rater_counts.shape
    active = active_raters(rater_counts)
    if active.size < 2:
        return np.zeros(rows.shape[0])
    per = np.zeros((r, k + 1))  # column k: not rated (code -1)
    per[active, :k] = unit_chance_table(rater_counts, n_units, w)
    out: FloatArray = sum((per[g][rows[:, g]] for g in range(r)), np.zeros(rows.shape[0]))
    return out
