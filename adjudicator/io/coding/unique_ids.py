"""Repeated item ids in Arrow-backed text, found without a Python string per id.

pandas' ``duplicated`` and Arrow's hash kernels build a hash table of every id (for 4 million
ids a gigabyte); here each id's UTF-8 bytes are hashed to one 64-bit number with numpy, the
hashes are sorted, and only ids whose hash repeats are compared as text. A hash collision
costs a comparison, never a wrong answer.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

BLOCK_BYTES = 1 << 20  # bytes hashed per numpy pass: temporaries stay a few MiB
_MULT = np.uint64(0x9E3779B97F4A7C15)  # odd: multiplication by it is a bijection mod 2^64
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)  # splitmix64's finaliser constants
_MIX2 = np.uint64(0x94D049BB133111EB)

UInt64Array = npt.NDArray[np.uint64]
BoolArray = npt.NDArray[np.bool_]


def repeated(ids: Any, blank: BoolArray) -> BoolArray:
    """Mask of ids equal to an earlier non-blank id (the first of each stays unmarked).

    ``ids`` is a pandas Arrow-backed string array (or an Arrow array); ``blank`` marks ids
    that are missing, which never count as repeats.
    """
    import pyarrow as pa

    chunked = ids if isinstance(ids, pa.ChunkedArray) else pa.array(ids)
    if not isinstance(chunked, pa.ChunkedArray):
        chunked = pa.chunked_array([chunked])
    order = hashes(chunked, blank)[~blank] if blank.any() else hashes(chunked, blank)
    order.sort()  # in place: one array of 8 bytes an id is all this costs
    clash = np.unique(order[1:][order[1:] == order[:-1]])
    del order
    out = np.zeros(len(blank), dtype=bool)
    if clash.size == 0:
        return out
    suspects = np.flatnonzero(members(hashes(chunked, blank), clash) & ~blank)
    seen: set[str] = set()
    for pos, text in zip(suspects.tolist(), _texts(chunked, suspects), strict=True):
        if text in seen:
            out[pos] = True
        seen.add(text)
    return out


def _texts(chunked: Any, positions: npt.NDArray[np.intp]) -> list[str]:
    """The ids at sorted ``positions``, taken chunk by chunk (``ChunkedArray.take`` would first
    join every chunk into one copy of all the ids)."""
    starts = np.concatenate([[0], np.cumsum([len(c) for c in chunked.chunks])])
    which = np.searchsorted(starts, positions, side="right") - 1
    out: list[str] = []
    for j in np.unique(which).tolist():
        local = positions[which == j] - starts[j]
        out += chunked.chunk(j).take(local).to_pylist()
    return out


def members(values: UInt64Array, among: UInt64Array) -> BoolArray:
    """``np.isin(values, among)`` for sorted ``among``, a block at a time (``np.isin`` sorts
    both arrays together: 20 bytes an id)."""
    out = np.zeros(len(values), dtype=bool)
    for start in range(0, len(values), 1 << 20):
        part = values[start:start + (1 << 20)]
        at = np.minimum(np.searchsorted(among, part), len(among) - 1)
        out[start:start + len(part)] = among[at] == part
    return out


def hashes(chunked: Any, blank: BoolArray) -> UInt64Array:
    """One 64-bit hash per id of an Arrow chunked string array (0 where ``blank``): 8 bytes an
    id, and a chance collision (compared as text) is rare."""
    out = np.empty(len(blank), dtype=np.uint64)
    start = 0
    for chunk in chunked.chunks:
        out[start:start + len(chunk)] = chunk_hashes(chunk)
        start += len(chunk)
    out[blank] = 0
    return out


def chunk_hashes(chunk: Any) -> UInt64Array:
    """One 64-bit hash per string of an Arrow (large_)string array: a polynomial over its
    bytes, its length mixed in, then splitmix64's finaliser."""
    offsets, data = utf8_buffers(chunk)
    n = len(chunk)
    out = np.empty(n, dtype=np.uint64)
    start = 0
    while start < n:
        stop = _block_end(offsets, start)
        out[start:stop] = _block_hashes(offsets[start:stop + 1], data)
        start = stop
    return _finalise(out, np.diff(offsets).astype(np.uint64))


def utf8_buffers(chunk: Any) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
    """An Arrow (large_)string array's offsets (as int64, one more than its strings) and
    bytes, without a copy of the bytes."""
    import pyarrow as pa

    wide = pa.types.is_large_string(chunk.type) or pa.types.is_large_binary(chunk.type)
    _validity, offsets_buf, data_buf = chunk.buffers()
    offsets = np.frombuffer(offsets_buf, dtype=np.int64 if wide else np.int32,
                            count=len(chunk) + 1,
                            offset=chunk.offset * (8 if wide else 4)).astype(np.int64)
    data = (np.frombuffer(data_buf, dtype=np.uint8) if data_buf is not None
            else np.zeros(0, np.uint8))
    return offsets, data


def _block_end(offsets: npt.NDArray[np.int64], start: int) -> int:
    """The first string after ``start`` whose end passes BLOCK_BYTES (at least one string)."""
    limit = offsets[start] + BLOCK_BYTES
    stop = int(np.searchsorted(offsets, limit, side="right")) - 1
    return min(max(stop, start + 1), len(offsets) - 1)


def _block_hashes(offsets: npt.NDArray[np.int64], data: npt.NDArray[np.uint8]) -> UInt64Array:
    """sum over bytes b_i of (b_i + 1) * MULT^(i + 1) (mod 2^64) for each string of a block."""
    first, last = int(offsets[0]), int(offsets[-1])
    lengths = np.diff(offsets)
    owner_start = np.repeat(offsets[:-1], lengths)
    position = np.arange(first, last, dtype=np.int64) - owner_start
    powers = _powers(int(lengths.max(initial=0)))
    with np.errstate(over="ignore"):
        terms = (data[first:last].astype(np.uint64) + np.uint64(1)) * powers[position]
        total = np.concatenate([np.zeros(1, np.uint64), np.cumsum(terms, dtype=np.uint64)])
        ends = offsets - first
        return np.asarray(total[ends[1:]] - total[ends[:-1]], dtype=np.uint64)


def _powers(count: int) -> UInt64Array:
    """MULT^1 .. MULT^count modulo 2^64 (doubling: log2(count) numpy passes)."""
    out = np.empty(max(count, 1), dtype=np.uint64)
    out[0] = _MULT
    done = 1
    with np.errstate(over="ignore"):
        while done < count:
            step = min(done, count - done)
            out[done:done + step] = out[:step] * out[done - 1]
            done += step
    return out[:count]


def _finalise(hashes: UInt64Array, lengths: UInt64Array) -> UInt64Array:
    """splitmix64's finaliser over hash xor length (so '' and other short strings spread)."""
    with np.errstate(over="ignore"):
        z = hashes ^ (lengths * _MIX2)
        z = (z ^ (z >> np.uint64(30))) * _MIX1
        z = (z ^ (z >> np.uint64(27))) * _MIX2
        return np.asarray(z ^ (z >> np.uint64(31)), dtype=np.uint64)
