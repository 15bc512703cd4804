"""Units merged by their whole row of codes (who gave which category), with a multiplicity.

Every many-rater statistic is a sum over units of a function of the unit's row of codes:
Conger's kappa needs the row itself (each rater's own distribution), the others only its
category counts. So one pass of integer keys over the units gives the distinct rows, and
every statistic, including the count patterns ``multirater_common.unit_patterns`` gives, is
then computed on those few rows.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from adjudicator.core.labels import Codes
from adjudicator.core.stats.many_raters.multirater_common import IntArray, unit_counts

_BINCOUNT_FROM = 1 << 12  # possible rows (k + 1)^r counted by a bincount even with fewer units
_BLOCK = 1 << 20  # units keyed and counted at a time by the bincount


def distinct_rows(codes: Codes, k: int) -> tuple[IntArray, IntArray] | None:
    """The distinct rows of a units x raters code matrix (P x r, -1 = gap) and how many units
    have each; None when a row's key sum_g (code_g + 1)(k + 1)^g would not fit in 62 bits.

    The keys are counted by a bincount, a block of units at a time (no key array as long as
    the units, which would be 8 bytes a unit plus as much again for each product), or by
    ``np.unique`` of all the keys when the (k + 1)^r possible rows outnumber the units.
    """
    codes = np.asarray(codes)
    r = codes.shape[1]
    if r == 0 or r * math.log2(k + 1) > 62:
        return None
    if codes.size and (int(codes.max()) >= k or int(codes.min()) < -1):
        raise ValueError(f"codes must lie in -1..{k - 1}")
    if (k + 1) ** r <= max(codes.shape[0], _BINCOUNT_FROM):
        found = np.zeros((k + 1) ** r, dtype=np.int64)
        for start in range(0, codes.shape[0], _BLOCK):
            found += np.bincount(_row_keys(codes[start:start + _BLOCK], k),
                                 minlength=(k + 1) ** r)
        uniq = np.flatnonzero(found)
        freq = found[uniq]
    else:
        uniq, freq = np.unique(_row_keys(codes, k), return_counts=True)
    powers = (k + 1) ** np.arange(r, dtype=np.int64)
    rows: IntArray = (uniq[:, None] // powers[None, :]) % (k + 1) - 1
    return rows, freq.astype(np.int64)


def _row_keys(codes: np.ndarray[Any, Any], k: int) -> IntArray:
    """Each row's key sum_g (code_g + 1)(k + 1)^g (int64; it fits in 62 bits)."""
    keys = np.zeros(codes.shape[0], dtype=np.int64)
    for g in range(codes.shape[1]):
        keys += np.multiply(codes[:, g], (k + 1) ** g, dtype=np.int64)
    keys += sum((k + 1) ** g for g in range(codes.shape[1]))
    return keys


def row_patterns(rows: IntArray, freq: IntArray, k: int) -> tuple[IntArray, IntArray] | None:
    """``unit_patterns`` of the units behind ``distinct_rows``: the same patterns in the same
    order (ascending base-(r + 1) key of the counts), with the same multiplicities; None when
    that key would not fit in 62 bits (``unit_patterns`` then keeps one row per unit)."""
    r = rows.shape[1]
    if k * math.log2(r + 1) > 62:
        return None
    counts = unit_counts(rows, k)
    keys = counts @ ((r + 1) ** np.arange(k, dtype=np.int64))
    uniq, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    total = np.zeros(uniq.size, dtype=np.int64)
    np.add.at(total, inverse.ravel(), freq)
    return counts[first], total
