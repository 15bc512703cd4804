"""Judgments as three parallel integer arrays (item, annotator, label): what the crowd models
count over.

A judgment is one label one annotator gave one item. The models below never loop over
judgments in Python: every sum over judgments is a ``np.bincount`` keyed by item, by annotator
or by (annotator, label), so 800 annotators with 5 labels an item take milliseconds a pass.
A repeated rating (Dawid & Skene's observer 1 rated every patient three times) is simply
another judgment of the same (item, annotator).

Item weights ``w_i`` (1 by default) let the item bootstrap reuse the arrays: a replicate that
draws item i twice weights it 2, one that leaves it out weights it 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, slots=True)
class Judgments:
    """Parallel arrays of judgments over ``n_items`` items, ``n_annotators`` annotators and
    ``k`` labels (codes 0 .. k - 1); every item has at least one judgment."""

    item: IntArray
    annotator: IntArray
    label: IntArray
    n_items: int
    n_annotators: int
    k: int

    def __post_init__(self) -> None:
        if not (len(self.item) == len(self.annotator) == len(self.label)):
            raise ValueError("item, annotator and label must have one entry per judgment")
        if len(self.item) == 0:
            raise ValueError("no judgments")
        seen = np.bincount(self.item, minlength=self.n_items)
        if len(seen) != self.n_items or (seen == 0).any():
            raise ValueError("every item needs at least one judgment")
        if self.label.min() < 0 or self.label.max() >= self.k:
            raise ValueError(f"labels must lie in 0..{self.k - 1}")

    @classmethod
    def from_arrays(cls, item: Any, annotator: Any, label: Any, k: int | None = None,
                    n_annotators: int | None = None) -> Judgments:
        """From three sequences of 0-based codes (items numbered without gaps)."""
        i, a, lab = (np.asarray(x, dtype=np.int64) for x in (item, annotator, label))
        return cls(i, a, lab, int(i.max()) + 1,
                   n_annotators if n_annotators is not None else int(a.max()) + 1,
                   k if k is not None else int(lab.max()) + 1)

    @property
    def size(self) -> int:
        """How many judgments."""
        return len(self.item)

    def votes(self) -> FloatArray:
        """(n_items, k): how many judgments gave each item each label."""
        flat = np.bincount(self.item * self.k + self.label, minlength=self.n_items * self.k)
        return flat.reshape(self.n_items, self.k).astype(np.float64)

    def per_item(self, values: FloatArray) -> FloatArray:
        """(n_items, m): the rows of ``values`` (one row per judgment) summed per item."""
        return _summed(self.item, self.n_items, values)

    def per_annotator_label(self, values: FloatArray) -> FloatArray:
        """(n_annotators, k, m): the rows of ``values`` summed per (annotator, given label)."""
        key = self.annotator * self.k + self.label
        out = _summed(key, self.n_annotators * self.k, values)
        return out.reshape(self.n_annotators, self.k, values.shape[1])

    def per_annotator(self, values: FloatArray) -> FloatArray:
        """(n_annotators,): ``values`` (one per judgment) summed per annotator."""
        out: FloatArray = np.bincount(self.annotator, weights=values,
                                      minlength=self.n_annotators).astype(np.float64)
        return out


def _summed(key: IntArray, size: int, values: FloatArray) -> FloatArray:
    """(size, m): the rows of ``values`` summed by ``key`` -- one bincount over the cells
    (key x m + column) of the rows as they lie in memory, each sum taken in judgment order as
    a bincount per column would take it (a column of a row-major array is strided: copying
    it out cost more than the sums)."""
    m = values.shape[1]
    cells = (key[:, None] * m + np.arange(m)).ravel()
    flat = np.bincount(cells, weights=np.ascontiguousarray(values).ravel(), minlength=size * m)
    return np.asarray(flat, dtype=np.float64).reshape(size, m)  # float64 already: no copy
