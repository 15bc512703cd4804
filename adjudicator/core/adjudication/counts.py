"""Count tables that follow the final labels: kept up to date one item at a time.

``by_annotator[r, f, c]`` counts items whose final label is f and that annotator r labelled c
(the final-label x annotator-label table of each annotator), over items two or more annotators
labelled (an item one annotator labelled says nothing of agreement); ``disputed[r, f, c]`` is
the same over the items the annotators disagreed on and the lead decided (there no annotator
agrees with the final label by construction); ``status`` counts items per status; ``final``
counts items per final label. A decision moves one item, so an update touches at most two cells
per annotator and table plus two status and two final cells, never a pass over all items.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.tables import Table

UNANIMOUS, ADJUDICATED, UNRESOLVED, SINGLE, ACCEPTED, POLICY = range(6)
#: Status names as exports write them (POLICY's is completed with the policy's name by
#: ``AdjudicationState.status_names``): unanimous items take their shared label by the policy
#: in force; single annotator items have one label and no final label until the lead accepts
#: it (then "single annotator accepted") or decides.
STATUS_NAMES = ("unanimous", "adjudicated", "unresolved", "single annotator",
                "single annotator accepted", "accepted by policy")
FINAL_BY_LEAD = (ADJUDICATED, ACCEPTED)  # statuses whose label a person chose per item

Cell = tuple[int, int, int]  # (annotator, final code, annotator's code)
Mask = npt.NDArray[np.bool_]
Narrow = npt.NDArray[np.signedinteger[Any]]  # integers as narrow as their values allow
Spread = tuple[Narrow, Narrow, Narrow]  # labels per item, highest and lowest code


def count_type(most: int) -> type[np.signedinteger[Any]]:
    """The narrowest signed integer holding 0 .. ``most`` (and -1)."""
    return (np.int8 if most < 1 << 7 else np.int16 if most < 1 << 15
            else np.int32 if most < 1 << 31 else np.int64)


def label_range(codes: Codes) -> Spread:
    """Per item: how many labels it has, the highest code given and the lowest (-1 and the
    largest number of the codes' integers where none), taken annotator by annotator (one pass
    over each contiguous column: several times faster than row-wise reductions at 10^6
    items). The counts are in the narrowest integers that hold the number of annotators, the
    codes in the codes' own (a byte an item each, where int64 took eight)."""
    n = codes.shape[0]
    kind = np.result_type(codes.dtype, np.int8)
    present = np.zeros(n, dtype=count_type(codes.shape[1]))
    high = np.full(n, -1, dtype=kind)
    top = kind.type(np.iinfo(kind).max)
    low = np.full(n, top, dtype=kind)
    for j in range(codes.shape[1]):
        column = codes[:, j].astype(kind)
        given = column >= 0
        present += given
        np.maximum(high, column, out=high)
        np.minimum(low, np.where(given, column, top), out=low)
    return present, high, low


def item_masks(codes: Codes, spread: Spread | None = None) -> tuple[Mask, Mask]:
    """Per item: two or more labels (pairable), and two different labels (disputed);
    ``spread`` is ``label_range(codes)`` when it was made already."""
    present, high, low = spread if spread is not None else label_range(codes)
    return present >= 2, (high >= 0) & (low < high)


class Counts:
    """The count tables over ``codes`` (items x annotators) and the current final codes."""

    def __init__(self, codes: Codes, k: int, final: Narrow, status: Narrow,
                 masks: tuple[Mask, Mask] | None = None) -> None:
        self.k, self.codes = k, codes
        self.pairable, self.split = masks if masks is not None else item_masks(codes)
        counted = (final >= 0) & self.pairable
        self.by_annotator: Table = self._cube(codes, final, counted)
        decided = counted & self.split & (status == ADJUDICATED)
        self.disputed: Table = (self._cube(codes, final, decided) if decided.any() else
                                np.zeros((codes.shape[1], k, k), dtype=np.int64))
        self.disputed_items = int(decided.sum())  # the items ``disputed`` holds
        self.split_items = int(self.split.sum())  # items with two different labels
        self.status: Table = np.bincount(status, minlength=len(STATUS_NAMES)).astype(np.int64)
        self.final: Table = np.bincount(final[final >= 0], minlength=k).astype(np.int64)

    def _cube(self, codes: Codes, final: Narrow, rows: Mask) -> Table:
        """annotators x k x k counts of (final, annotator's label) over ``rows``."""
        k = self.k
        cube: Table = np.zeros((codes.shape[1], k, k), dtype=np.int64)
        for r in range(codes.shape[1]):
            ok = rows & (codes[:, r] >= 0)
            pairs = final[ok].astype(np.intp) * k + codes[ok, r]  # (narrow codes widened)
            cube[r] = np.bincount(pairs, minlength=k * k).reshape(k, k)
        return cube

    def move(self, row: int, old: tuple[int, int], new: tuple[int, int]) -> tuple[Cell, ...]:
        """Move item ``row`` from (final, status) ``old`` to ``new``; return the changed cells
        of ``by_annotator``."""
        (f0, s0), (f1, s1) = old, new
        self.status[s0] -= 1
        self.status[s1] += 1
        if f0 >= 0:
            self.final[f0] -= 1
        if f1 >= 0:
            self.final[f1] += 1
        labels = self.codes[row]
        if self.split[row]:
            self.disputed_items += (s1 == ADJUDICATED) - (s0 == ADJUDICATED)
            self._shift(self.disputed, labels, f0 if s0 == ADJUDICATED else -1,
                        f1 if s1 == ADJUDICATED else -1)
        if f0 == f1 or not self.pairable[row]:
            return ()
        return self._shift(self.by_annotator, labels, f0, f1)

    @staticmethod
    def _shift(cube: Table, labels: Codes, f0: int, f1: int) -> tuple[Cell, ...]:
        """Take one item out of final ``f0`` and into ``f1`` (-1: none) in ``cube``."""
        if f0 == f1:
            return ()
        cells: list[Cell] = []
        for r, c in enumerate(labels.tolist()):
            if c < 0:
                continue
            if f0 >= 0:
                cube[r, f0, c] -= 1
                cells.append((r, f0, c))
            if f1 >= 0:
                cube[r, f1, c] += 1
                cells.append((r, f1, c))
        return tuple(cells)
