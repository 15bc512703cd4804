"""Count tables that every statistic is computed from: one bincount each."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes

Table = npt.NDArray[np.int64]


def confusion_matrix(a: Codes, b: Codes, k: int) -> Table:
    """k x k counts of (a, b) code pairs where neither is missing (-1); rows are rater a."""
    both = (a >= 0) & (b >= 0)
    flat = a * k + b if both.all() else a[both] * k + b[both]
    return np.bincount(flat, minlength=k * k).reshape(k, k).astype(np.int64, copy=False)


def unit_category_counts(codes: Codes, k: int) -> Table:
    """units x k matrix: how many raters put unit u in category j (missing ignored)."""
    n_units = codes.shape[0]
    rows = np.repeat(np.arange(n_units), codes.shape[1]).reshape(codes.shape)
    ok = codes >= 0
    flat = rows[ok] * k + codes[ok]
    counts = np.bincount(flat, minlength=n_units * k).reshape(n_units, k)
    return counts.astype(np.int64, copy=False)
