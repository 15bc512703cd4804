"""Count tables that follow the final labels: kept up to date one item at a time.

``by_annotator[r, f, c]`` counts items whose final label is f and that annotator r labelled c
(the final-label x annotator-label table of each annotator); ``status`` counts items per status;
``final`` counts items per final label. A decision moves one item, so an update touches at most
one cell per annotator plus two status and two final cells, never a pass over all items.
"""

from __future__ import annotations

import numpy as np

from adjudicator.core.labels import Codes
from adjudicator.core.tables import Table

UNANIMOUS, ADJUDICATED, UNRESOLVED = 0, 1, 2
STATUS_NAMES = ("unanimous", "adjudicated", "unresolved")

Cell = tuple[int, int, int]  # (annotator, final code, annotator's code)


def base_status(codes: Codes) -> tuple[Codes, Codes]:
    """Final codes and statuses before any decision: unanimous items take their shared label.

    An item is unanimous when at least one annotator labelled it and every present label agrees.
    """
    if codes.shape[1] == 0:
        none = np.full(codes.shape[0], -1, dtype=np.int64)
        return none, np.full(codes.shape[0], UNRESOLVED, dtype=np.int64)
    high = codes.max(axis=1)
    low = np.where(codes >= 0, codes, np.iinfo(np.int64).max).min(axis=1)
    unanimous = (high >= 0) & (low == high)
    final = np.where(unanimous, high, -1).astype(np.int64)
    status = np.where(unanimous, UNANIMOUS, UNRESOLVED).astype(np.int64)
    return final, status


class Counts:
    """The three count tables over ``codes`` (items x annotators) and the current final codes."""

    def __init__(self, codes: Codes, k: int, final: Codes, status: Codes) -> None:
        self.k = k
        self.by_annotator: Table = np.zeros((codes.shape[1], k, k), dtype=np.int64)
        for r in range(codes.shape[1]):
            ok = (final >= 0) & (codes[:, r] >= 0)
            flat = final[ok] * k + codes[ok, r]
            self.by_annotator[r] = np.bincount(flat, minlength=k * k).reshape(k, k)
        self.status: Table = np.bincount(status, minlength=3).astype(np.int64)
        self.final: Table = np.bincount(final[final >= 0], minlength=k).astype(np.int64)

    def move(self, row: Codes, old: tuple[int, int], new: tuple[int, int]) -> tuple[Cell, ...]:
        """Move one item from (final, status) ``old`` to ``new``; return the changed cells."""
        (f0, s0), (f1, s1) = old, new
        self.status[s0] -= 1
        self.status[s1] += 1
        if f0 == f1:
            return ()
        cells: list[Cell] = []
        if f0 >= 0:
            self.final[f0] -= 1
        if f1 >= 0:
            self.final[f1] += 1
        for r, c in enumerate(row.tolist()):
            if c < 0:
                continue
            if f0 >= 0:
                self.by_annotator[r, f0, c] -= 1
                cells.append((r, f0, c))
            if f1 >= 0:
                self.by_annotator[r, f1, c] += 1
                cells.append((r, f1, c))
        return tuple(cells)
