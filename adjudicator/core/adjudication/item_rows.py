"""Item id -> row, without a Python dict of 10^6 strings.

A dict ``{item: row}`` over a million ids costs about 2.5 s to build and ~100 MB of Python
strings. When the ids come as UTF-8 buffers (Arrow's layout: ``offsets`` into ``data``, which
the io layer hands over without a Python object per id), they are packed into one fixed-width
bytes array, sorted once with numpy, and looked up by binary search: O(log n) per id, one
byte per character of memory. Short or plain sequences of ids keep a dict.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise
from typing import Any, Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

MAX_PACKED_WIDTH = 96  # longer ids would make the packed array wasteful: keep a dict then
LOOKUP_CHUNK = 8192  # ids searched at once by ``ItemRows.lookup``


@runtime_checkable
class Utf8Items(Protocol):
    """Ids that can give their UTF-8 bytes as Arrow-style buffers."""

    def utf8_buffers(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
        """(offsets of length n + 1, data bytes); id i is data[offsets[i]:offsets[i + 1]]."""
        ...


class ItemRows:
    """``rows[item]`` / ``item in rows`` / ``rows.get(item)``; the last row wins for a repeated
    id, as in a dict built in row order."""

    def __init__(self, items: Sequence[str] | Utf8Items) -> None:
        self._dict: dict[str, int] | None = None
        self._found: dict[str, int] = {}  # packed ids looked up so far (replay asks again)
        self._sorted: npt.NDArray[Any] | None = None
        self._order: npt.NDArray[np.signedinteger[Any]] | None = None
        packed = _packed(items) if isinstance(items, Utf8Items) else None
        if packed is None:
            self._dict = {item: i for i, item in enumerate(_strings(items))}
            return
        if len(packed) < 2 or bool((packed[1:] >= packed[:-1]).all()):
            self._sorted = packed  # ids already in order (numbered ids often are): no order
            return  # kept, a position is the row (the last of equal ids, as below)
        order: npt.NDArray[np.signedinteger[Any]] = np.argsort(  # rows: four bytes an id
            packed, kind="stable").astype(np.int32 if len(packed) < 1 << 31 else np.int64)
        self._sorted, self._order = packed[order], order

    def get(self, item: str) -> int | None:
        """The row of ``item``, or None when it is not an item of the dataset."""
        if self._dict is not None:
            return self._dict.get(item)
        row = self._found.get(item)
        if row is None:
            row = self._search(item)
            if row is not None:
                self._found[item] = row
        return row

    def learn(self, items: Iterable[str]) -> None:
        """Look up many ids at once (one vectorised search; replay learns a log's items before
        it asks for them one by one, as a search of one id costs microseconds)."""
        if self._sorted is None or not len(self._sorted):
            return  # (no ids: none is found)
        new = [i for i in dict.fromkeys(items) if type(i) is str and i not in self._found]
        width = self._sorted.dtype.itemsize
        keys = [(i, k) for i, k in zip(new, (i.encode("utf-8") for i in new), strict=True)
                if len(k) <= width and not (k and k[-1] == 0)]
        if not keys:
            return
        packed = np.array([k for _, k in keys], dtype=self._sorted.dtype)
        pos = np.searchsorted(self._sorted, packed, side="right") - 1
        hit = (pos >= 0) & (self._sorted[np.maximum(pos, 0)] == packed)
        rows = self._rows_at(np.maximum(pos, 0))
        self._found.update((keys[j][0], int(rows[j])) for j in np.flatnonzero(hit))

    def lookup(self, items: Sequence[str]) -> npt.NDArray[np.int64]:
        """Rows of many ids at once, -1 for an id that is not the dataset's (one vectorised
        search per ``LOOKUP_CHUNK`` ids; nothing kept: a replay asks once for the items of a
        whole log). Searching a whole log's 200,000 items at once made a bytes object and a
        list entry per item first: 16 MiB at once, now about 2."""
        if self._sorted is None:
            return np.fromiter((-1 if (row := self.get(i)) is None else row for i in items),
                               dtype=np.int64, count=len(items))
        if isinstance(items, Utf8Items):  # searched as bytes: no text made
            return self._lookup_utf8(*items.utf8_buffers())
        if len(items) <= LOOKUP_CHUNK:
            return self._lookup(items)
        out = np.empty(len(items), dtype=np.int64)
        for start in range(0, len(items), LOOKUP_CHUNK):
            part = items[start:start + LOOKUP_CHUNK]
            out[start:start + len(part)] = self._lookup(part)
        return out

    def _lookup(self, items: Sequence[str]) -> npt.NDArray[np.int64]:
        """``lookup`` of one chunk of ids (packed ids only)."""
        assert self._sorted is not None
        width = self._sorted.dtype.itemsize
        keys = [i.encode("utf-8") if type(i) is str else None for i in items]
        fits = np.fromiter((k is not None and len(k) <= width and not (k and k[-1] == 0)
                            for k in keys), dtype=bool, count=len(keys))
        packed = np.array([k if ok else b"" for k, ok in zip(keys, fits.tolist(), strict=True)],
                          dtype=self._sorted.dtype)
        pos = np.maximum(np.searchsorted(self._sorted, packed, side="right") - 1, 0)
        hit = fits & (self._sorted[pos] == packed) if len(self._sorted) else fits & False
        return np.where(hit, self._rows_at(pos) if len(self._sorted) else -1, -1).astype(np.int64)

    def _lookup_utf8(self, offsets: npt.NDArray[np.int64], data: npt.NDArray[np.uint8]
                     ) -> npt.NDArray[np.int64]:
        """``lookup`` of ids given as UTF-8 buffers (packed ids only), ``LOOKUP_CHUNK`` ids
        packed at a time."""
        assert self._sorted is not None
        width = self._sorted.dtype.itemsize
        out = np.full(len(offsets) - 1, -1, dtype=np.int64)
        if not len(self._sorted):
            return out
        for start in range(0, len(out), LOOKUP_CHUNK):
            bounds = offsets[start:start + LOOKUP_CHUNK + 1]
            lengths = np.diff(bounds)
            ends = bounds[1:] - 1
            # an id longer than the widest, or ending in a NUL byte, is none of the packed ids
            last = (data[np.clip(ends, 0, len(data) - 1)] if len(data)
                    else np.zeros(len(ends), dtype=np.uint8))
            fits = (lengths <= width) & ((lengths == 0) | (last != 0))
            grid = np.zeros((len(lengths), width), dtype=np.uint8)
            kept = np.where(fits, lengths, 0)
            mask = np.arange(width) < kept[:, None]
            rows_of = np.repeat(bounds[:-1], kept) + (np.arange(int(kept.sum()))
                                                      - np.repeat(np.cumsum(kept) - kept, kept))
            grid[mask] = data[rows_of]
            packed = grid.view(self._sorted.dtype).reshape(len(lengths))
            pos = np.maximum(np.searchsorted(self._sorted, packed, side="right") - 1, 0)
            hit = fits & (self._sorted[pos] == packed)
            out[start:start + len(lengths)] = np.where(hit, self._rows_at(pos), -1)
        return out

    def _search(self, item: str) -> int | None:
        """Binary search of the packed ids (a few microseconds: numpy on one scalar)."""
        assert self._sorted is not None
        key = item.encode("utf-8")
        if len(key) > self._sorted.dtype.itemsize or (key and key[-1] == 0):
            return None
        pos = int(np.searchsorted(self._sorted, key, side="right")) - 1
        if pos < 0 or self._sorted[pos] != key:
            return None
        return int(self._rows_at(pos))

    def _rows_at(self, pos: Any) -> Any:
        """The rows of these positions in the sorted ids (the same when they came sorted)."""
        return pos if self._order is None else self._order[pos]

    def __contains__(self, item: object) -> bool:
        return isinstance(item, str) and self.get(item) is not None

    def __getitem__(self, item: str) -> int:
        row = self.get(item)
        if row is None:
            raise KeyError(item)
        return row

    def rows(self, items: Iterable[str]) -> npt.NDArray[np.int64]:
        """Rows of several ids (KeyError on an unknown one)."""
        return np.fromiter((self[i] for i in items), dtype=np.int64)


def _packed(items: Utf8Items) -> npt.NDArray[Any] | None:
    """The ids as one fixed-width bytes array (numpy 'S'), or None when they are too wide."""
    offsets, data = items.utf8_buffers()
    lengths = np.diff(offsets)
    width = int(lengths.max()) if len(lengths) else 1
    if width > MAX_PACKED_WIDTH:
        return None
    width = max(width, 1)
    grid = np.zeros((len(lengths), width), dtype=np.uint8)
    grid[np.arange(width) < lengths[:, None]] = data[int(offsets[0]):int(offsets[-1])]
    return grid.view(f"S{width}").reshape(len(lengths))


def _strings(items: Sequence[str] | Utf8Items) -> Iterable[str]:
    """The ids as Python strings (the dict fallback)."""
    if isinstance(items, Sequence):
        return items
    offsets, data = items.utf8_buffers()
    raw = data.tobytes()
    return (raw[int(a):int(b)].decode("utf-8") for a, b in pairwise(offsets))
