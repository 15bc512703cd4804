"""Values appended batch by batch into one array that grows in place.

A CSV read in batches of a few thousand rows gives small arrays: kept as a list and joined at
the end they are held twice for a moment (the parts and the whole) and leave the heap full
of small holes the process does not give back (a 13-million-row file kept ~100 MB). Here they
are copied into one array whose capacity doubles with ``ndarray.resize``: ``realloc`` of a
large block remaps its pages without copying them, so the values are never held twice.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

FIRST = 1 << 16  # values room is made for at first


class Growing:
    """A growing array of one dtype: ``add`` a batch, ``values`` the whole."""

    def __init__(self, dtype: Any) -> None:
        self.data: npt.NDArray[Any] = np.empty(FIRST, dtype=dtype)
        self.used = 0

    @property
    def dtype(self) -> np.dtype[Any]:
        """The values' type."""
        return self.data.dtype

    def __len__(self) -> int:
        return self.used

    def add(self, values: npt.NDArray[Any]) -> None:
        """Append a batch."""
        end = self.used + len(values)
        if end > len(self.data):
            self.data.resize(max(end, 2 * len(self.data)), refcheck=False)
        self.data[self.used:end] = values
        self.used = end

    def values(self) -> npt.NDArray[Any]:
        """Every value in order, in one array (no copy: the room beyond them is given back);
        this holder is empty afterwards."""
        out, self.data, self.used = self.data, np.empty(0, dtype=self.data.dtype), self.used
        out.resize(self.used, refcheck=False)
        self.used = 0
        return out

    def widened(self, dtype: Any) -> Growing:
        """The same values in a wider type."""
        out = Growing(dtype)
        out.add(self.values())
        return out
