"""A checked k x k confusion matrix with the sums every two-rater coefficient needs.

``prepare(table, weights, labels)`` validates the table once (square, non-negative
integer counts), resolves the weights (None = unweighted) and keeps both exact integer
margins (for cancellation-free unweighted coefficients) and float proportions (for the
weighted ones and the variances). It also words the reasons a coefficient is undefined.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.common.weights import resolve_weights
from adjudicator.core.tables import Table

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
    w: FloatArray  # the agreement weights used (identity when unweighted)
    p: FloatArray  # cell proportions p_ij = n_ij / n
    row_p: FloatArray  # rater A's marginal proportions p_i.
    col_p: FloatArray  # rater B's marginal proportions p_.j

    def label(self, j: int) -> str:
        """The name of category j for messages."""
        if self.labels is not None and j < len(self.labels):
            return str(self.labels[j])
        return f"category {j + 1}"

    def label_words(self, j: int) -> str:
        """The name of category j inside a reason: a label, or "category n" in words."""
        if self.labels is not None and j < len(self.labels):
            return str(self.labels[j])
        return Reason(reasons.CATEGORY, n=j + 1)


def as_table(table: npt.ArrayLike) -> Table:
    """A square, non-negative integer count matrix, or ValueError saying what is wrong."""
    t = np.asarray(table)
    if t.dtype == np.int64 and t.ndim == 2 and t.shape[0] == t.shape[1]:
        if t.size and t.min() < 0:
            raise ValueError("a confusion matrix cannot hold negative counts")
        return _fits(t)
    if t.ndim != 2 or t.shape[0] != t.shape[1]:
        raise ValueError(f"a confusion matrix must be square, got shape {t.shape}")
    if t.dtype.kind == "f":
        if not np.all(np.isfinite(t)) or np.any(t != np.round(t)):
            raise ValueError("a confusion matrix holds whole counts of items")
    elif t.dtype.kind not in "iu" and t.size:
        raise ValueError("a confusion matrix holds whole counts of items")
    if t.size and float(np.max(t)) >= _INT64_LIMIT:
        raise ValueError(TOO_MANY)
    out = t.astype(np.int64, copy=False)
    if out.size and out.min() < 0:
        raise ValueError("a confusion matrix cannot hold negative counts")
    return _fits(out)


_INT64_LIMIT = 2.0**63
TOO_MANY = ("the counts add up to 2^63 or more items, past what exact 64-bit counting holds; "
            "divide every count by a common factor if only proportions matter")


def _fits(t: Table) -> Table:
    """The table, if its total fits in int64 (the margins and n are exact integers), else
    ValueError: an overflowed total would give a negative n and α above 1."""
    near = t.size and float(t.sum(dtype=np.float64)) >= _INT64_LIMIT * (1.0 - 1e-15)
    if near and sum(int(x) for x in t.ravel()) >= 2**63:  # exact check only near the limit
        raise ValueError(TOO_MANY)
    return t


def prepare(
    table: npt.ArrayLike, weights: WeightsArg = None, labels: Sequence[str] | None = None
) -> PairTable:
    """Check the table and weights once; keep exact integer margins and the weight matrix.

    The report asks a dozen statistics of the same small table, so the last few prepared
    tables are kept (keyed by their bytes and the weighting name; read-only arrays).
    """
    t = np.asarray(table)
    cacheable = weights is None or isinstance(weights, str)
    if cacheable and t.dtype == np.int64 and t.ndim == 2 and t.shape[0] == t.shape[1]:
        with _LOCK:  # a cached table was checked when it was built: skip the checks
            pt = _CACHE.get((t.shape[0], t.tobytes(), weights))
        if pt is not None:
            return pt if labels is None else _with_labels(pt, labels)
    t = as_table(t)
    key = (t.shape[0], t.tobytes(), weights) if cacheable else None
    with _LOCK:
        pt = _CACHE.get(key) if key is not None else None
    if pt is None:
        pt = _build(t.copy(), weights)
        if key is not None:
            with _LOCK:
                _CACHE[key] = pt
                while len(_CACHE) > _CACHE_SIZE:
                    _CACHE.popitem(last=False)
    return pt if labels is None else _with_labels(pt, labels)


def _with_labels(pt: PairTable, labels: Sequence[str]) -> PairTable:
    """The same table naming its categories (direct construction: faster than ``replace``)."""
    return PairTable(pt.counts, pt.n, pt.k, pt.weights, pt.scheme, labels, pt.trace, pt.rows,
                     pt.cols, pt.w, pt.p, pt.row_p, pt.col_p)


_CACHE: OrderedDict[tuple[object, ...], PairTable] = OrderedDict()
_CACHE_SIZE = 32
_LOCK = threading.Lock()


def _build(t: Table, weights: WeightsArg) -> PairTable:
    """The PairTable of a validated table (arrays made read-only so it can be shared)."""
    k = t.shape[0]
    w = resolve_weights(weights, k)
    scheme = "identity" if w is None else weights if isinstance(weights, str) else "custom"
    row_sums, col_sums = t.sum(axis=1), t.sum(axis=0)
    rows, cols = row_sums.tolist(), col_sums.tolist()
    n = sum(rows)
    scale = 1.0 / n if n else 0.0
    arrays = [t, np.eye(k) if w is None else w, t * scale, row_sums * scale, col_sums * scale]
    for arr in arrays:
        arr.setflags(write=False)
    return PairTable(t, n, k, w, scheme, None, int(t.trace()), rows, cols, *arrays[1:])


def empty_reason(pt: PairTable, symbol: str) -> str | None:
    """Why nothing can be computed from this table, if that is so."""
    if pt.n == 0:
        return Reason(reasons.EMPTY, symbol=symbol)
    return None


def chance_one_reason(pt: PairTable, symbol: str) -> str:
    """Plain words for p_e = 1: which single label both raters used, when that is the cause."""
    used_a = [i for i, r in enumerate(pt.rows) if r]
    used_b = [j for j, c in enumerate(pt.cols) if c]
    if used_a == used_b and len(used_a) == 1:
        name = pt.label_words(used_a[0])
        return Reason(reasons.BOTH_ONLY, name=name, symbol=symbol)
    return Reason(reasons.CHANCE_ONE_WEIGHTS, symbol=symbol)


def single_category_reason(symbol: str) -> str:
    """Plain words for a scale of one category, where q (q - 1) chance terms vanish."""
    return Reason(reasons.SINGLE_CATEGORY, symbol=symbol)


def zero_variance_reason(pt: PairTable) -> str:
    """Why the delta-method SE of a coefficient on this table is 0, in words.

    The influence-function variance (Fleiss, Cohen & Everitt 1969) vanishes when every item
    agrees, when one annotator used a single category (κ is then 0 by construction) and at
    n = 1; in each case the table gives no measure of the uncertainty, not certainty.
    """
    if pt.n == 1:
        return Reason(reasons.ONE_ITEM)
    if pt.trace == pt.n:
        return Reason(reasons.ALL_AGREE, n=pt.n)
    for template, margin in ((reasons.ROWS_CONSTANT, pt.rows), (reasons.COLUMNS_CONSTANT, pt.cols)):
        if max(margin) == pt.n:
            return Reason(template, name=pt.label_words(int(np.argmax(margin))))
    return Reason(reasons.TABLE_ZERO)
