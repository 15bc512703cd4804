"""Which items the list shows: masks computed in numpy, handed to the model as a row index."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

Mask = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class ItemFilter:
    """The list's filter: class pairs, disputed/undecided/single annotator only, a stratum,
    a text search, conditions on the decision in force (guideline version, author, day), and
    the gold items one annotator missed."""

    cell: tuple[int, int] | None = None  # (label code of annotator A, of annotator B)
    more_cells: tuple[tuple[int, int], ...] = ()  # further cells Ctrl-clicked (union)
    symmetric: bool = False  # also the mirrored cell (a pair from the ranked list)
    disputed_only: bool = False
    undecided_only: bool = False
    single_only: bool = False  # one annotator's label, not yet accepted
    stratum: tuple[str, str] | None = None  # (column, value)
    search: str = ""
    older_guideline: bool = False  # decided under a guideline version older than the current
    decided_by: str = ""  # decided by this author
    decided_before: str = ""  # decided before this day (ISO "YYYY-MM-DD", UTC)
    missed_gold_by: str = ""  # the gold items this annotator labelled unlike the gold label
    missed_gold_rows: tuple[int, ...] = ()  # those items' rows (``session.gold_of``)

    def with_(self, **changes: object) -> ItemFilter:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]


def chosen_cells(f: ItemFilter) -> frozenset[tuple[int, int]]:
    """Every matrix cell the filter lists: the cell, the Ctrl-clicked ones, the mirrors."""
    if f.cell is None:
        return frozenset()
    cells = {f.cell, *f.more_cells}
    if f.symmetric:
        cells |= {(y, x) for x, y in cells}
    return frozenset(cells)


def pair_mask(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64], f: ItemFilter) -> Mask:
    """Items whose (A, B) labels fall in any of the filter's cells (union; mirrors too)."""
    if f.cell is None:
        return np.ones(len(a), dtype=bool)
    mask = np.zeros(len(a), dtype=bool)
    for x, y in sorted(chosen_cells(f)):
        mask |= (a == x) & (b == y)
    return mask

