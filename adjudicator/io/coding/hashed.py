"""Annotator columns of values (text, mixed objects) coded by one hash pass each.

``pd.factorize`` hashes every cell of a column once and gives its codes in first-seen order
with the distinct values; the labels then come from those few values, and each column's codes
from one table lookup. The straightforward way hashed every cell three times (the distinct
values of all columns, then each column against the labels, then a missing-value pass): 10^7
items of two annotators' text labels took about 1.3 x a bare ``pd.factorize`` of the two
columns. The labels, codes and errors are the same as ``frame``'s per-column path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.labels import infer_labels
from adjudicator.core.ratings import code_dtype

if TYPE_CHECKING:
    import pandas as pd

#: one column: its codes (-1 = missing, in the smallest integer type), its distinct values as
#: pandas gives them, the same as labels (in the frame's common type) and the row where each
#: is first seen
Factor = tuple[np.ndarray[Any, Any], Any, list[object], np.ndarray[Any, Any]]


def factorized(frame: pd.DataFrame, cols: list[Any]) -> list[Factor] | None:
    """Each column's ``Factor``; None when a column is categorical (its own codes are used),
    holds booleans, or a name repeats."""
    import pandas as pd

    common = frame.iloc[:0][cols].to_numpy().dtype  # what a row-by-row reading sees
    out = []
    for c in cols:
        column = frame[c]
        if isinstance(column, pd.DataFrame) or isinstance(column.dtype, pd.CategoricalDtype):
            return None
        codes, uniques = pd.factorize(column, use_na_sentinel=True)
        values = list(np.asarray(uniques).astype(common, copy=False))
        if any(isinstance(v, bool | np.bool_) for v in values):
            return None  # True equals 1 when hashed, not always when pandas matches labels
        out.append((np.asarray(codes).astype(code_dtype(len(values)), copy=False), uniques,
                    values, _first_rows(np.asarray(codes), len(values))))
    return out


def _first_rows(codes: np.ndarray[Any, Any], k: int) -> np.ndarray[Any, Any]:
    """The row where each of the ``k`` codes first appears: factorize numbers values in the
    order it meets them, so the running maximum steps up by one exactly there. Only a head of
    the column is looked at, made longer until it holds every code (most labels appear
    early: 10^7 rows cost a few thousand)."""
    if not k:
        return np.zeros(0, dtype=np.int64)
    size = 1 << 12
    while True:
        top = np.maximum.accumulate(codes[:size])
        if top[-1] == k - 1 or size >= len(codes):
            break
        size *= 8
    steps = np.flatnonzero(top[1:] > top[:-1]) + 1
    return steps if top[0] < 0 else np.concatenate(([0], steps))


def observed_labels(factors: list[Factor]) -> list[object]:
    """The distinct values of all columns in the order a row-by-row reading meets them (the
    first item first, and within an item the first column), ordered as ``infer_labels``
    orders them; equal values of different columns (1 and 1.0) are one label, the first seen."""
    firsts = [(int(row), j, v) for j, (_, _, values, rows) in enumerate(factors)
              for v, row in zip(values, rows, strict=True)]
    firsts.sort(key=lambda t: (t[0], t[1]))
    seen = dict.fromkeys(v for _, _, v in firsts)
    return infer_labels(seen)


def factor_codes(factor: Factor, cats: list[object]) -> np.ndarray[Any, Any]:
    """One column's codes in ``cats`` (-1 = missing): its few distinct values matched to the
    categories as pandas matches a column's values, then one table lookup; raises KeyError
    naming the first value (in the column's order) that is not a category."""
    import pandas as pd

    codes, uniques, _, _ = factor
    where = np.asarray(pd.Categorical(uniques, categories=pd.Index(cats)).codes)
    if (where < 0).any():
        raise KeyError(uniques[int(np.flatnonzero(where < 0)[0])])
    lut = np.append(where, -1).astype(code_dtype(len(cats)))  # lut[-1]: a missing cell
    out: np.ndarray[Any, Any] = lut[codes]
    return out


def usable(cats: list[object]) -> bool:
    """Categories this path can look values up in: distinct, none of them missing."""
    import pandas as pd

    index = pd.Index(cats, dtype=object)
    return bool(index.is_unique) and not bool(index.hasnans)
