"""A checked k x k confusion matrix with the sums every two-rater coefficient needs.

``prepare(table, weights, labels)`` validates the table once (square, non-negative
integer counts), resolves the weights (None = unweighted) and keeps both exact integer
margins (for cancellation-free unweighted coefficients) and float proportions (for the
weighted ones and the variances). It also words the reasons a coefficient is undefined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.tables import Table
from adjudicator.core.weights import resolve_weights

FloatArray = npt.NDArray[np.float64]
WeightsArg = str | npt.ArrayLike | None


@dataclass(frozen=True, slots=True)
class PairTable:
    """Counts, exact margins and proportions of one two-rater table (rows = rater A)."""

    counts: Table
    n: int
    k: int
    weights: FloatArray | None  # None: unweighted (identity)
    scheme: str
    labels: Sequence[str] | None
    trace: int
    rows: list[int]
    cols: list[int]

    @property
    def w(self) -> FloatArray:
        """The agreement-weight matrix actually used (identity when unweighted)."""
        return np.eye(self.k) if self.weights is None else self.weights

    @property
    def p(self) -> FloatArray:
        """Cell proportions p_ij = n_ij / n."""
        return self.counts / float(self.n)

    @property
    def row_p(self) -> FloatArray:
        """Rater A's marginal proportions p_i."""
        return np.asarray(self.rows, dtype=np.float64) / self.n

    @property
    def col_p(self) -> FloatArray:
        """Rater B's marginal proportions p_.j."""
        return np.asarray(self.cols, dtype=np.float64) / self.n

    def label(self, j: int) -> str:
        """The name of category j for messages."""
        if self.labels is not None and j < len(self.labels):
            return str(self.labels[j])
        return f"category {j + 1}"


def as_table(table: npt.ArrayLike) -> Table:
    """A square, non-negative integer count matrix, or ValueError saying what is wrong."""
    t = np.asarray(table)
    if t.ndim != 2 or t.shape[0] != t.shape[1]:
        raise ValueError(f"a confusion matrix must be square, got shape {t.shape}")
    if t.dtype.kind == "f":
        if not np.all(np.isfinite(t)) or np.any(t != np.round(t)):
            raise ValueError("a confusion matrix holds whole counts of items")
    elif t.dtype.kind not in "iu" and t.size:
        raise ValueError("a confusion matrix holds whole counts of items")
    out = t.astype(np.int64, copy=False)
    if out.size and out.min() < 0:
        raise ValueError("a confusion matrix cannot hold negative counts")
    return out


def prepare(
    table: npt.ArrayLike, weights: WeightsArg = None, labels: Sequence[str] | None = None
) -> PairTable:
    """Check the table and weights once; keep exact integer margins and the weight matrix."""
    t = as_table(table)
    k = t.shape[0]
    w = resolve_weights(weights, k)
    scheme = "identity" if w is None else weights if isinstance(weights, str) else "custom"
    rows = [int(x) for x in t.sum(axis=1).tolist()]
    cols = [int(x) for x in t.sum(axis=0).tolist()]
    trace = int(np.trace(t))
    return PairTable(t, sum(rows), k, w, scheme, labels, trace, rows, cols)


def empty_reason(pt: PairTable, symbol: str) -> str | None:
    """Why nothing can be computed from this table, if that is so."""
    if pt.n == 0:
        return f"no item was rated by both annotators, so {symbol} is undefined"
    return None


def chance_one_reason(pt: PairTable, symbol: str) -> str:
    """Plain words for p_e = 1: which single label both raters used, when that is the cause."""
    used_a = [i for i, r in enumerate(pt.rows) if r]
    used_b = [j for j, c in enumerate(pt.cols) if c]
    if used_a == used_b and len(used_a) == 1:
        name = pt.label(used_a[0])
        return f"both annotators used only {name}: chance agreement is 1, so {symbol} is undefined"
    return (f"chance agreement is 1 under these weights (every category pair the annotators "
            f"used counts as full agreement), so {symbol} is undefined")


def single_category_reason(symbol: str) -> str:
    """Plain words for a scale of one category, where q (q - 1) chance terms vanish."""
    return (f"the scale has only one category, so chance agreement is 1 and {symbol} is "
            "undefined")
