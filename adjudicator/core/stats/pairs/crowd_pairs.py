"""Annotator pairs of a crowd, counted from the judgments rather than from every pair's column.

A crowd design (hundreds of annotators, a few judgments an item) has R(R - 1)/2 annotator pairs
-- 334,971 for 819 annotators -- almost all of which share no item or one or two. Comparing
every pair over every item costs pairs x items (3.6 x 10^9 for 819 annotators and 10,753
items); most of the resulting tables are empty and none of them could carry an interval.

Here each item contributes only the pairs of the annotators who labelled it: an item with m
judgments gives m(m - 1)/2 pair judgments, so the work is proportional to the judgments (10
pair judgments for an item of 5). From them:

- the number of items each pair shares (only pairs that share one or more appear);
- the confusion matrix of each pair sharing at least ``min_shared`` items, all in one bincount.

A pair below the minimum is not listed but counted (``OmittedPairs``): its agreement is in the
many-rater coefficients (Fleiss, Krippendorff's alpha, Conger), which use every judgment. The
minimum is stated in the report so nobody reads "no pair listed" as "no pair disagrees".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import MISSING
from adjudicator.core.tables import Table

IntArray = npt.NDArray[np.int64]

#: with more annotators than this, pairs are listed only when they share enough items
CROWD_ANNOTATORS = 20
#: the default least number of shared items for a crowd's pair to be listed
MIN_SHARED_ITEMS = 10


@dataclass(frozen=True)
class OmittedPairs:
    """What a crowd's pair list leaves out, in counts (the report states them)."""

    annotators: int
    pairs_total: int  # R(R - 1)/2
    pairs_listed: int  # sharing at least min_shared items
    pairs_sharing_fewer: int  # sharing 1 .. min_shared - 1 items: not listed
    min_shared: int

    @classmethod
    def of(cls, annotators: int, shared: npt.ArrayLike, min_shared: int) -> OmittedPairs:
        """The counts from the items each pair that shares one or more shares (``shared``)."""
        counts = np.asarray(shared)
        listed = int(np.count_nonzero(counts >= min_shared))
        fewer = int(np.count_nonzero((counts > 0) & (counts < min_shared)))
        return cls(annotators, annotators * (annotators - 1) // 2, listed, fewer, min_shared)

    @property
    def pairs_sharing_none(self) -> int:
        """Pairs that share no item at all."""
        return self.pairs_total - self.pairs_listed - self.pairs_sharing_fewer

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready counts (the ``crowd`` block of agree's JSON)."""
        return {"annotators": self.annotators, "pairs_total": self.pairs_total,
                "pairs_listed": self.pairs_listed,
                "pairs_sharing_fewer": self.pairs_sharing_fewer,
                "pairs_sharing_none": self.pairs_sharing_none,
                "min_shared_items": self.min_shared}


@dataclass(frozen=True)
class CrowdPairs:
    """The listed pairs (annotator indices, a < b, in index order) and their k x k tables."""

    pairs: list[tuple[int, int]]
    tables: list[Table]
    omitted: OmittedPairs


def is_crowd(annotators: int) -> bool:
    """True when pairs are too many to list them all (more than ``CROWD_ANNOTATORS``)."""
    return annotators > CROWD_ANNOTATORS


def filled_cells(codes: npt.NDArray[Any]) -> tuple[IntArray, IntArray, IntArray]:
    """The rated cells of an items x annotators code matrix as (item, annotator, code), in
    row-major order: by item, annotators ascending within an item (``np.nonzero``'s order).

    Ratings keep their codes annotator by annotator (Fortran order); a row-major scan of that
    memory strides across it (25 ms for a crowd's 8.8 million cells), so such a matrix is
    scanned in its own order and the few cells found are then sorted by item (a stable sort:
    annotators stay ascending), 3 ms."""
    matrix = np.asarray(codes)
    n, r = matrix.shape
    if matrix.flags.f_contiguous and not matrix.flags.c_contiguous:
        by_annotator = matrix.T.ravel()  # a view: the transpose is C-contiguous
        flat = np.flatnonzero(by_annotator != MISSING)
        who, item = np.divmod(flat, max(n, 1))
        order = np.argsort(item, kind="stable")
        item, who, code = item[order], who[order], by_annotator[flat[order]]
    else:
        row_major = matrix.ravel()
        flat = np.flatnonzero(row_major != MISSING)
        item, who = np.divmod(flat, max(r, 1))
        code = row_major[flat]
    return item.astype(np.int64), who.astype(np.int64), code.astype(np.int64)


def pair_judgments(codes: npt.NDArray[Any]) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """Every pair of judgments of one item by two annotators: (a, b, code of a, code of b),
    a < b by annotator index.

    Items are grouped by their number of judgments m; for each group the m judgment columns
    are gathered once and each of the m(m - 1)/2 column pairs is one vector step.
    """
    rows, cols, said_all = filled_cells(codes)  # by item, annotators ascending within one
    per_item = np.bincount(rows, minlength=codes.shape[0])
    starts = np.concatenate([[0], np.cumsum(per_item)[:-1]])
    parts: list[tuple[IntArray, IntArray, IntArray, IntArray]] = []
    for m in np.unique(per_item):
        if m < 2:
            continue
        first = starts[per_item == m]
        where = first[:, None] + np.arange(m)[None, :]
        who = cols[where]
        said = said_all[where]
        for p in range(m - 1):
            for q in range(p + 1, m):
                parts.append((who[:, p], who[:, q], said[:, p], said[:, q]))
    if not parts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty, empty
    a, b, ca, cb = (np.concatenate(column) for column in zip(*parts, strict=True))
    return a, b, ca, cb


def crowd_pairs(codes: npt.NDArray[Any], k: int, min_shared: int = MIN_SHARED_ITEMS) -> CrowdPairs:
    """The pairs sharing at least ``min_shared`` items, their confusion matrices (rows = the
    lower-indexed annotator) and the counts of those left out."""
    r = codes.shape[1]
    a, b, ca, cb = pair_judgments(codes)
    keys = a * r + b
    pair_keys, shared = np.unique(keys, return_counts=True)
    listed = pair_keys[shared >= min_shared]
    omitted = OmittedPairs.of(r, shared, min_shared)
    if listed.size == 0:
        return CrowdPairs([], [], omitted)
    slot = np.searchsorted(listed, keys)
    slot = np.minimum(slot, listed.size - 1)
    keep = listed[slot] == keys
    cell = (slot[keep] * k + ca[keep]) * k + cb[keep]
    tables = np.bincount(cell, minlength=listed.size * k * k).reshape(listed.size, k, k)
    pairs = [(int(key // r), int(key % r)) for key in listed]
    return CrowdPairs(pairs, [np.ascontiguousarray(t, dtype=np.int64) for t in tables], omitted)


def most_shared_pair(codes: npt.NDArray[Any]) -> tuple[int, int] | None:
    """The pair of annotators sharing the most items (the lower indices on a tie), or None
    when no two annotators labelled one item: a crowd's headline pair."""
    r = codes.shape[1]
    a, b, _, _ = pair_judgments(codes)
    if a.size == 0:
        return None
    keys, shared = np.unique(a * r + b, return_counts=True)
    best = int(keys[int(np.argmax(shared))])
    return best // r, best % r

