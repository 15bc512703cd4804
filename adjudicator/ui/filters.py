"""Which items the list shows: masks computed in numpy, handed to the model as a row index."""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

Mask = npt.NDArray[np.bool_]


@dataclass(frozen=True, slots=True)
class ItemFilter:
    """The list's filter: a class pair, disputed/undecided only, a stratum, a text search."""

    cell: tuple[int, int] | None = None  # (label code of annotator A, of annotator B)
    symmetric: bool = False  # also the mirrored cell (a pair from the ranked list)
    disputed_only: bool = False
    undecided_only: bool = False
    stratum: tuple[str, str] | None = None  # (column, value)
    search: str = ""

    def with_(self, **changes: object) -> ItemFilter:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]


def pair_mask(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64], f: ItemFilter) -> Mask:
    """Items whose (A, B) labels fall in the filter's cell (or its mirror)."""
    if f.cell is None:
        return np.ones(len(a), dtype=bool)
    x, y = f.cell
    mask = (a == x) & (b == y)
    if f.symmetric:
        mask |= (a == y) & (b == x)
    return np.asarray(mask, dtype=bool)

