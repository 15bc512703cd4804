"""The many-rater block of a sparse design (a crowd) from its judgments, not from every cell.

A crowd of 819 annotators and 10,753 items with 5 judgments an item is a code matrix of 8.8
million cells of which 53,765 hold a rating. The unit-by-unit paths (``unit_patterns``,
``conger.conger_kappa``) widen the whole matrix to int64 and gather one column per annotator:
work and memory in annotators x items. Every term they sum depends only on the judgments:

- a unit's category counts are a bincount of ``unit * k + code`` over the judgments; the count
  patterns and their multiplicities then come from ``patterns_of_keys`` on the same base-(r + 1)
  keys ``unit_pattern_index`` makes, so they are equal, in the same order;
- Conger's (1980) kappa with Gwet's (2014, ch. 5) raw-data variance needs each rater's
  category counts (a bincount of ``rater * k + code``) and, per unit, t_i = the sum over its
  judgments of ``conger_counts.unit_chance_table`` (another bincount): exactly the inputs of
  ``conger_counts.conger_kappa_from_counts``, the path the counting engines take.

So the work is proportional to the judgments (one pass over the cells finds them). The
numbers equal the unit-by-unit ones up to the order of floating-point sums (a test compares
them). ``is_sparse`` says when the judgments are few enough for this to be the cheaper way.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, Conventions, Estimate
from adjudicator.core.stats.many_raters.conger_counts import (
    active_raters,
    conger_kappa_from_counts,
    unit_chance_table,
)
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    as_weights,
    pattern_base_fits,
    patterns_of_keys,
)
from adjudicator.core.stats.pairs.crowd_pairs import filled_cells

#: the judgments' arrays (three int64 a judgment) cost less than the int64 copies of the
#: whole matrix the unit-by-unit paths make when at most one cell in this many is filled
SPARSE_FILL = 4


class SparseCodes:
    """The filled cells of a units x raters code matrix as three parallel int64 arrays, in
    row-major order (by unit, raters ascending within a unit), with the matrix's shape."""

    __slots__ = ("code", "k", "n_raters", "n_units", "rater", "unit")

    def __init__(self, codes: Codes, k: int) -> None:
        matrix = np.asarray(codes)
        if matrix.ndim != 2:
            raise ValueError("codes must be a 2-D (units x raters) array")
        self.n_units, self.n_raters = matrix.shape
        self.k = k
        if matrix.size and int(matrix.min()) < -1:
            raise ValueError(f"codes must lie in -1..{k - 1}")
        self.unit, self.rater, self.code = filled_cells(matrix)
        if self.code.size and int(self.code.max()) >= k:
            raise ValueError(f"codes must lie in -1..{k - 1}")

    def unit_counts(self) -> IntArray:
        """units x k: how many raters put each unit in each category (``unit_counts``)."""
        flat = np.bincount(self.unit * self.k + self.code, minlength=self.n_units * self.k)
        out: IntArray = flat.reshape(self.n_units, self.k)
        return out

    def rater_counts(self) -> IntArray:
        """raters x k: how often each rater used each category."""
        flat = np.bincount(self.rater * self.k + self.code, minlength=self.n_raters * self.k)
        out: IntArray = flat.reshape(self.n_raters, self.k)
        return out


def is_sparse(codes: Codes) -> bool:
    """True when at most one cell in ``SPARSE_FILL`` holds a rating (and there are cells)."""
    matrix = np.asarray(codes)
    return bool(matrix.size) and np.count_nonzero(matrix >= 0) * SPARSE_FILL <= matrix.size


def sparse_patterns(found: SparseCodes) -> tuple[IntArray, IntArray]:
    """``multirater_common.unit_patterns`` of the matrix behind ``found``: the same count
    patterns in the same order (ascending base-(r + 1) key), with the same multiplicities;
    one row per unit when the key would not fit in 62 bits, as there."""
    counts = found.unit_counts()
    base = found.n_raters + 1
    if not pattern_base_fits(found.k, base):
        return counts, np.ones(found.n_units, dtype=np.int64)
    keys = counts @ (base ** np.arange(found.k, dtype=np.int64))
    patterns, freq, _ = patterns_of_keys(keys, base, found.k)
    return patterns, freq


def sparse_conger_kappa(
    found: SparseCodes,
    *,
    weights: str | npt.ArrayLike | None = None,
    values: npt.ArrayLike | None = None,
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """``conger.conger_kappa`` of the matrix behind ``found``, from its judgments.

    t_i = sum over unit i's judgments (g, c) of T[g, c], T = ``unit_chance_table`` of the raters'
    counts over the n units rated at least once; silent raters are counted as there."""
    w = as_weights(weights, found.k, values)
    rater_counts = found.rater_counts()
    active = active_raters(rater_counts)
    terms: FloatArray = np.zeros(found.n_units)
    if active.size >= 2:
        rated = int(np.count_nonzero(np.bincount(found.unit, minlength=found.n_units)))
        table = np.zeros((found.n_raters, found.k))
        table[active] = unit_chance_table(rater_counts, rated, w)
        terms = np.bincount(found.unit, weights=table[found.rater, found.code],
                            minlength=found.n_units).astype(np.float64)
    return conger_kappa_from_counts(rater_counts, found.unit_counts(), terms,
                                    np.ones(found.n_units, dtype=np.int64), weights=w,
                                    conventions=conventions, labels=labels,
                                    population=population)
