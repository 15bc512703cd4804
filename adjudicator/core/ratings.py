"""Ratings: items x annotators as integer codes (-1 = missing), with labels and ids.

The codes are the smallest signed integers that hold -1 .. k - 1 (int8 for up to 126 labels):
a cell costs one byte, not eight, so a large file's codes are a small part of its memory.
Statistics that multiply codes widen them to int64 first (``np.multiply(..., dtype=np.int64)``,
``np.asarray(codes, dtype=np.int64)``), so every number is the same as with int64 codes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import MISSING, encode, infer_labels
from adjudicator.core.tables import Table, confusion_matrix

SmallCodes = npt.NDArray[np.signedinteger[Any]]


def code_dtype(k: int) -> np.dtype[np.signedinteger[Any]]:
    """The smallest signed integer type holding the codes -1 .. k - 1 (as pandas picks)."""
    for kind in (np.int8, np.int16, np.int32):
        if k < np.iinfo(kind).max:
            return np.dtype(kind)
    return np.dtype(np.int64)


def small_codes(codes: npt.NDArray[Any], k: int) -> SmallCodes:
    """``codes`` in ``code_dtype(k)`` (no copy when they already are); a code outside
    -1 .. k - 1 raises ValueError instead of wrapping round in the narrower type."""
    dtype = code_dtype(k)
    if codes.dtype == dtype:
        return codes
    if codes.size and (int(codes.max()) >= k or int(codes.min()) < MISSING):
        raise ValueError(f"codes must lie in -1..{k - 1}")
    out: SmallCodes = codes.astype(dtype, order="K")
    return out


@dataclass(frozen=True, slots=True)
class Ratings:
    """Coded ratings. ``codes[i, r]`` is the label index annotator r gave item i, or -1."""

    items: Sequence[str]  # a tuple, or a lazy read-only view of a large index
    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    codes: SmallCodes  # shape (n_items, n_annotators), in code_dtype(k): int8 for k < 127

    def __post_init__(self) -> None:
        if self.codes.shape != (len(self.items), len(self.annotators)):
            raise ValueError("codes must have shape (items, annotators)")
        object.__setattr__(self, "codes", small_codes(np.asarray(self.codes), len(self.labels)))

    @property
    def k(self) -> int:
        """Number of categories on the declared scale."""
        return len(self.labels)

    def column(self, annotator: int | str) -> SmallCodes:
        """One annotator's codes for every item."""
        r = annotator if isinstance(annotator, int) else self.annotators.index(annotator)
        return self.codes[:, r]

    def pair_table(self, a: int | str, b: int | str) -> Table:
        """k x k confusion matrix of annotator a (rows) against b (cols) on items both rated."""
        return confusion_matrix(self.column(a), self.column(b), self.k)

    @classmethod
    def from_rows(
        cls,
        rows: Sequence[Sequence[object]],
        annotators: Sequence[str] | None = None,
        labels: Sequence[object] | None = None,
        items: Sequence[str] | None = None,
    ) -> Ratings:
        """Build from a list of rows (one per item, one value per annotator; None = missing)."""
        width = len(rows[0]) if rows else len(annotators or ())
        flat = [v for row in rows for v in row]
        cats = list(labels) if labels is not None else infer_labels(flat)
        codes = encode(flat, cats).reshape(len(rows), width)
        names = tuple(annotators) if annotators else tuple(f"rater{r + 1}" for r in range(width))
        ids = tuple(items) if items else tuple(str(i + 1) for i in range(len(rows)))
        return cls(ids, names, tuple(str(c) for c in cats), codes)

    def missing_count(self) -> Table:
        """Missing ratings per annotator."""
        counts: Table = (self.codes == MISSING).sum(axis=0).astype(np.int64)
        return counts
