"""Count tables that every statistic is computed from: one bincount each."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes

Table = npt.NDArray[np.int64]


def confusion_matrix(a: Codes, b: Codes, k: int) -> Table:
    """k x k counts of (a, b) code pairs where neither is missing (-1); rows are rater a.

    One pass, no mask: codes are shifted by one so that missing (-1) lands in an extra
    row/column 0 of a (k+1) x (k+1) count, which is then dropped.
    """
    flat = np.multiply(a, k + 1, dtype=np.int64)
    flat += b
    flat += k + 2
    counts = np.bincount(flat, minlength=(k + 1) * (k + 1)).reshape(k + 1, k + 1)
    return counts[1:, 1:].astype(np.int64)


def unit_category_counts(codes: Codes, k: int) -> Table:
    """units x k matrix: how many raters put unit u in category j (missing ignored)."""
    n_units = codes.shape[0]
    rows = np.repeat(np.arange(n_units), codes.shape[1]).reshape(codes.shape)
    ok = codes >= 0
    flat = rows[ok] * k + codes[ok]
    counts = np.bincount(flat, minlength=n_units * k).reshape(n_units, k)
    return counts.astype(np.int64, copy=False)
