"""Labels become small integer codes once; -1 means missing and is never a category."""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Sequence

import numpy as np
import numpy.typing as npt

MISSING = -1
Codes = npt.NDArray[np.int64]


def is_missing(value: object) -> bool:
    """True for None, NaN and empty/blank strings."""
    if value is None:
        return True
    if isinstance(value, float) and value != value:
        return True
    return isinstance(value, str) and not value.strip()


def infer_labels(values: Iterable[object]) -> list[object]:
    """Categories in a stable order: numeric order if all numeric, else first-seen order."""
    seen: dict[object, None] = {}
    for v in values:
        if not is_missing(v):
            seen.setdefault(v, None)
    cats = list(seen)
    if cats and all(_is_number(c) for c in cats):  # numpy numbers too (a DataFrame's ints)
        return sorted(cats)  # type: ignore[type-var]
    return cats


def _is_number(value: object) -> bool:
    """True for real numbers (Python's and numpy's), never for booleans."""
    return isinstance(value, numbers.Real) and not isinstance(value, bool | np.bool_)


def encode(values: Sequence[object], labels: Sequence[object]) -> Codes:
    """Code each value as its index in ``labels``; missing values become -1.

    Raises ``KeyError`` naming the first value that is neither missing nor a known label.
    """
    index = {lab: i for i, lab in enumerate(labels)}
    out = np.empty(len(values), dtype=np.int64)
    for pos, v in enumerate(values):
        if is_missing(v):
            out[pos] = MISSING
        else:
            out[pos] = _lookup(index, v)
    return out


def _lookup(index: dict[object, int], v: object) -> int:
    """Find a label, treating 1 and 1.0 (and '1' for numeric schemes) alike."""
    if v in index:
        return index[v]
    if isinstance(v, float) and v.is_integer() and int(v) in index:
        return index[int(v)]
    raise KeyError(v)
