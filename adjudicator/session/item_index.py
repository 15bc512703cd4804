"""Ids and texts of 10^6 items kept as Arrow string arrays until a row is painted.

One ``ArrowStrings`` holds one column (ids or texts) as a single Arrow ``large_string``
array: a cell becomes a Python ``str`` only when it is asked for (painting, the decision
panel), searching is one ``pyarrow.compute`` call, and sort keys are one ``sort_indices``.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.item_rows import ItemRows

PARALLEL_FROM = 100_000  # cells: a longer column is searched on several threads
SEARCH_THREADS = 4
Ranks = npt.NDArray[np.signedinteger[Any]]  # each cell's place in the column's sorted order
SEARCH_BLOCK = 50_000  # cells searched as one piece (about 2 MB of text each)
DENSE_SORT = 8  # listed rows: from 1/8 of the column on, an order is placed, not argsorted
RANK_PARTS_FROM = 100_000  # cells: a longer column's sort keys are made in parts
RANK_PARTS = 8  # at most this many parts (ranges of prefixes) ...
RANK_SAMPLE = 4096  # ... cut at the quantiles of this many sampled prefixes


class ArrowStrings:
    """A read-only column of strings ('' where missing); ``column[i]`` is a Python str."""

    def __init__(self, array: Any) -> None:
        import pyarrow as pa
        import pyarrow.compute as pc

        if isinstance(array, pa.ChunkedArray):
            array = array.combine_chunks() if array.num_chunks != 1 else array.chunk(0)
        if not pa.types.is_large_string(array.type):
            array = array.cast(pa.large_string())
        self.array = pc.fill_null(array, "") if array.null_count else array
        self._rows: ItemRows | None = None
        self._ranks: Ranks | None = None
        self._ranks_lock = threading.Lock()  # one computation, whichever thread asks first
        self._ascii: bool | None = None

    @classmethod
    def blank(cls, n: int) -> ArrowStrings:
        """n empty strings (no text column)."""
        import pyarrow as pa

        return cls(pa.array([""], type=pa.large_string()).take(np.zeros(n, dtype=np.int64)))

    @classmethod
    def of_series(cls, series: Any) -> ArrowStrings:
        """A pandas column (Arrow-backed, categorical or object) without a copy where possible."""
        import pandas as pd
        import pyarrow as pa

        if isinstance(series.dtype, pd.CategoricalDtype):  # codes into a dictionary
            codes = series.cat.codes.to_numpy()
            words = pa.array([str(c) for c in series.cat.categories] + [""],
                             type=pa.large_string())
            return cls(words.take(np.where(codes < 0, len(words) - 1, codes)))
        if isinstance(series.dtype, pd.StringDtype):
            return cls(pa.array(series.array))
        return cls(pa.array(series.astype("string").fillna("").array))

    def __len__(self) -> int:
        return len(self.array)

    def __getitem__(self, i: int) -> str:
        value: str = self.array[int(i)].as_py()
        return value

    def position(self, value: str) -> int:
        """The row holding ``value`` (the last one if repeated), -1 when none does."""
        if self._rows is None:
            self._rows = ItemRows(_Buffers(self.array))
        row = self._rows.get(value)
        return -1 if row is None else row

    def contains(self, needle: str, parts: int = 0, rows: npt.NDArray[np.int64] | None = None,
                 block: int = SEARCH_BLOCK) -> npt.NDArray[np.bool_]:
        """Which cells (all, or those at ``rows``) contain ``needle``, ignoring case as
        Arrow's case-folding matcher does (vectorised, see ``_cells_holding``). A needle with
        no upper/lower forms (Chinese, digits, punctuation) is matched as it is: the same
        cells; such a needle holding a non-ASCII character cannot occur in a column of ASCII
        text (ids, often), which is then not searched at all. A long column is cut into
        blocks of ``block`` cells searched on ``parts`` threads (default: one per core, at
        most SEARCH_THREADS), since Arrow releases the interpreter; each cell is tested
        exactly as in one pass, so the result is the same. Small blocks keep a search's
        temporary copy of the bytes small: each thread's next block reuses the memory its
        last one freed, where one copy of half the column took fresh pages from the system
        (at 10^6 texts 50 ms of page faults, two thirds of a search)."""
        import pyarrow as pa

        cased = needle.lower() != needle or needle.upper() != needle
        cells = self.array if rows is None else self.array.take(pa.array(rows, pa.int64()))
        n = len(cells)
        if not cased and not needle.isascii() and self.ascii_only:
            return np.zeros(n, dtype=bool)
        parts = parts or (min(os.cpu_count() or 1, SEARCH_THREADS) if n >= PARALLEL_FROM else 1)

        def match(bounds: tuple[int, int]) -> npt.NDArray[np.bool_]:
            start, stop = bounds
            return _cells_holding(cells.slice(start, stop - start), needle, cased)

        slices = list(pairwise([*range(0, n, max(block, 1)), n])) or [(0, 0)]
        if len(slices) == 1 or parts <= 1:
            return np.concatenate([match(bounds) for bounds in slices])
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(min(parts, len(slices))) as pool:
            return np.concatenate(list(pool.map(match, slices)))

    @property
    def ascii_only(self) -> bool:
        """True when every cell is ASCII (checked once, see ``_all_ascii``; the loader asks
        ahead, so that a first search with a Chinese needle does not pay for it)."""
        if self._ascii is None:
            self._ascii = _all_ascii(self.array)
        return self._ascii

    def ranks(self) -> Ranks:
        """Each cell's position in sorted order (ties by row): sort keys, computed once (a
        second thread asking meanwhile waits for the first one's result)."""
        self.make_ranks()
        assert self._ranks is not None
        return self._ranks

    def make_ranks(self, between: Callable[[], bool] | None = None) -> bool:
        """Compute the sort keys unless they exist; False when ``between`` (asked between
        two parts of the work, see ``_ranks``; it may wait) says to stop: nothing is kept."""
        if self._ranks is None:
            with self._ranks_lock:
                if self._ranks is None:
                    self._ranks = _ranks(self.array, between)
        return self._ranks is not None

    def order_of(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """The permutation of ``rows`` (distinct cells) that sorts them by ``ranks()``,
        as ``np.argsort(ranks()[rows], kind="stable")``. The ranks are distinct integers
        below ``len(self)``: a long list is ordered by placing each row at its rank and
        reading the places in order (two linear passes instead of a sort of 10^6 keys)."""
        keys = self.ranks()[rows]
        if len(rows) * DENSE_SORT < len(self):
            return np.argsort(keys, kind="stable").astype(np.int64)
        places = np.full(len(self), -1, dtype=np.int64)
        places[keys] = np.arange(len(rows), dtype=np.int64)
        order = places[places >= 0]
        if len(order) != len(rows):  # a row listed twice: the general sort
            return np.argsort(keys, kind="stable").astype(np.int64)
        return order

    def ranks_of(self, rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """Sort keys of the cells at ``rows`` only, ordered as ``ranks()[rows]`` would be
        (ties by row): one Arrow sort of the listed cells, for lists too short to wait for
        the whole column's keys."""
        import pyarrow as pa
        import pyarrow.compute as pc

        listed = pa.table({"cell": self.array.take(pa.array(rows)), "row": pa.array(rows)})
        order = pc.sort_indices(listed, sort_keys=[("cell", "ascending"),
                                                   ("row", "ascending")]).to_numpy()
        ranks = np.empty(len(order), dtype=np.int64)
        ranks[order] = np.arange(len(order), dtype=np.int64)
        return ranks

    @property
    def ranks_ready(self) -> bool:
        """True once the sort keys exist (sorting by this column is then integer work)."""
        return self._ranks is not None

    @property
    def nbytes(self) -> int:
        """Memory held by the column's buffers."""
        return int(self.array.nbytes)


def _ranks(array: Any, between: Callable[[], bool] | None = None) -> Ranks | None:
    """Each cell's position in the stable byte-wise sort of the column (Arrow's order), in
    32-bit integers below 2^31 cells (half of int64's memory: 4 MB at 10^6 texts).

    A long column is sorted in parts: the cells are put in up to RANK_PARTS ranges of values
    (``_value_parts``), each part is one Arrow ``sort_indices`` of its cells taken in row
    order (stable, the GIL released), and the parts follow each other in value order, so the
    result is the whole column's stable sort. Between two parts ``between()``
    is asked (it may wait, for a search to run first); False stops the work (None)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    n = len(array)
    order = np.empty(n, dtype=np.int64)
    done = 0
    for rows in _value_parts(array):
        if between is not None and not between():
            return None
        cells = array if len(rows) == n else array.take(pa.array(rows))
        order[done:done + len(rows)] = rows[pc.sort_indices(cells).to_numpy()]
        done += len(rows)
    ranks: Ranks = np.empty(n, dtype=np.int32 if n < 1 << 31 else np.int64)
    ranks[order] = np.arange(n, dtype=ranks.dtype)
    del order
    give_back()
    return ranks


def share_column(frame: Any, name: str, strings: ArrowStrings) -> bool:
    """Let ``frame[name]`` hold the very array of ``strings`` (made from that column) when
    the values are the same: an Arrow-backed text column without missing cells. The reader
    hands a long column over in blocks, which ``ArrowStrings`` joins into one array; without
    this the frame would keep the blocks as well (at 10^6 texts about 45 MB twice). True
    when the frame's column was replaced."""
    import pandas as pd
    import pyarrow as pa

    column = frame[name]
    dtype = column.dtype
    if (not isinstance(column, pd.Series) or not isinstance(dtype, pd.StringDtype)
            or dtype.storage != "pyarrow" or column.isna().any()
            or len(column) != len(strings)):
        return False
    joined = pa.chunked_array([strings.array])
    frame[name] = pd.Series(dtype.__from_arrow__(joined), index=frame.index, name=name,
                            copy=False)
    return True


def give_back() -> None:
    """Return Arrow's freed memory to the system. Arrow's allocator keeps what a large
    temporary result (a sorted part, a search's pieces: tens of MB at 10^6 items) held for
    reuse; the window's resident memory would stay that much higher. About a millisecond;
    called off the UI thread after such work."""
    import pyarrow as pa

    pa.default_memory_pool().release_unused()
    # the CSV reader's pool (io.readers.arrowcsv), where pyarrow has it
    with contextlib.suppress(NotImplementedError, pa.ArrowNotImplementedError):
        pa.jemalloc_memory_pool().release_unused()
    _trim_heap()


def _trim_heap() -> None:
    """Hand the C heap's free pages back to the system (glibc's ``malloc_trim``; a no-op
    elsewhere): numpy's and pandas' temporaries of reading 10^6 rows leave tens of MB free
    but resident in it. A few milliseconds."""
    global _TRIM
    if _TRIM is None:
        _TRIM = _malloc_trim()
    if _TRIM:
        _TRIM(0)


def _malloc_trim() -> Any:
    """glibc's ``malloc_trim``, or False where the C library has none."""
    import ctypes
    import sys

    if not sys.platform.startswith("linux"):
        return False
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return False


_TRIM: Any = None


def _value_parts(array: Any) -> list[npt.NDArray[np.int64]]:
    """The column's rows cut into ranges of their values, in sorted order, each part's rows
    increasing (one part, every row, for a short column or one repeated value). The cuts are
    cells of an even sample at its quantiles; a cell goes after every cut it is not below
    (Arrow's comparison: byte-wise, as its sort), so equal cells share a part."""
    import pyarrow as pa
    import pyarrow.compute as pc

    n = len(array)
    if n < RANK_PARTS_FROM:
        return [np.arange(n, dtype=np.int64)]
    sample = array.take(pa.array(np.linspace(0, n - 1, RANK_SAMPLE).astype(np.int64)))
    ordered = sample.take(pc.sort_indices(sample))
    picks = np.linspace(0, len(ordered) - 1, RANK_PARTS + 1).astype(np.int64)[1:-1]
    cuts = pc.unique(ordered.take(pa.array(picks)))
    part = np.zeros(n, dtype=np.uint8)
    for cut in cuts:
        part += pc.greater_equal(array, cut).to_numpy(zero_copy_only=False)
    by_part = np.argsort(part, kind="stable")  # radix sort of small ints: rows stay in order
    bounds = np.searchsorted(part[by_part], np.arange(len(cuts) + 2))
    return [by_part[lo:hi] for lo, hi in pairwise(bounds.tolist()) if hi > lo]


def _all_ascii(array: Any, block: int = 0) -> bool:
    """True when every cell of a string array is ASCII: no byte of its cells (the data
    buffer between the first and last offset) has the high bit set, which in UTF-8 every
    character beyond ASCII has. Read ``block`` (default ASCII_BLOCK) bytes at a time,
    stopping at the first block with such a byte: a column of Chinese text answers at its
    first block, where Arrow's per-cell ``string_is_ascii`` made a mask of every cell first
    (at 10^6 texts 10-60 ms, part of the first search's extra cost)."""
    offsets = np.frombuffer(array.buffers()[1], dtype=np.int64)[
        array.offset:array.offset + len(array) + 1]
    data = array.buffers()[2]
    if data is None or len(offsets) < 2:
        return True
    first, last = int(offsets[0]), int(offsets[-1])
    raw = np.frombuffer(data, dtype=np.uint8)
    step = block or ASCII_BLOCK
    return all(int(raw[start:min(start + step, last)].max(initial=0)) < 0x80
               for start in range(first, last, step))


ASCII_BLOCK = 1 << 20  # bytes looked at in one numpy pass by _all_ascii


FOLDS_BEYOND_ASCII = frozenset("ksKS")  # ASCII letters whose case folds reach other
# lengths in UTF-8 (KELVIN SIGN, LATIN SMALL LETTER LONG S); the other ASCII letters fold to
# ASCII letters only (Unicode CaseFolding.txt, simple folds)


def _cells_holding(cells: Any, needle: str, cased: bool) -> npt.NDArray[np.bool_]:
    """Which cells hold ``needle`` (case-folded when ``cased``): Arrow's matcher, cell by
    cell, or faster, one scan of the column's bytes seen as a single string (``_scan``) when
    every match has the needle's length in bytes (no case, or an ASCII needle without k/s),
    which spares the matcher's cost per cell."""
    import pyarrow.compute as pc

    fixed = not cased or (needle.isascii() and not FOLDS_BEYOND_ASCII & set(needle))
    if fixed and len(cells):
        found = _scan(cells, needle, cased)
        if found is not None:
            return found
    hits = pc.match_substring(cells, needle, ignore_case=cased)
    return np.asarray(hits.to_numpy(zero_copy_only=False), dtype=bool)


def _scan(cells: Any, needle: str, cased: bool) -> npt.NDArray[np.bool_] | None:
    """One split of all the cells' bytes (back to back, no copy) at every match of
    ``needle``: the pieces' offsets place each match (read as they are, no lengths made);
    the cells' offsets say in which cell it starts (one binary search a match) and whether
    it ends there (its end against the next cell's offset, no second search). A match
    running from one cell into the next is no match, and may have hidden one that overlaps
    it: the cells it touches are tested one by one. None when the matches' lengths do not
    add up (then the caller tests cell by cell)."""
    import re

    import pyarrow as pa
    import pyarrow.compute as pc

    offsets = _offsets(cells).astype(np.int64, copy=False)
    first, size = int(offsets[0]), int(offsets[-1] - offsets[0])
    data = cells.buffers()[2]
    if data is None or size == 0:
        return np.zeros(len(cells), dtype=bool)
    whole = pa.LargeStringArray.from_buffers(
        1, pa.py_buffer(np.array([0, size], dtype=np.int64)), data.slice(first, size))
    width = len(needle.encode())
    split = (pc.split_pattern_regex(whole, "(?i)" + re.escape(needle)) if cased
             else pc.split_pattern(whole, needle))
    pieces = split.values  # the bytes between the matches, back to back
    bounds = _offsets(pieces)
    count = len(pieces) - 1
    before = (bounds[1:] - bounds[0]).astype(np.int64)  # bytes of pieces 0..i together
    if int(before[-1]) + count * width != size:
        return None
    starts = first + before[:-1] + width * np.arange(count, dtype=np.int64)  # match i
    begin = np.searchsorted(offsets, starts, side="right") - 1
    inside = starts + width <= offsets[begin + 1]  # ends in the cell it begins in
    found = np.zeros(len(cells), dtype=bool)
    found[begin[inside]] = True
    across = ~inside  # (rare: only these need the cell of their last byte looked up)
    end = np.searchsorted(offsets, starts[across] + width - 1, side="right") - 1
    for low, high in zip(begin[across].tolist(), end.tolist(), strict=True):
        near = pc.match_substring(cells.slice(low, high - low + 1), needle, ignore_case=cased)
        found[low:high + 1] |= np.asarray(near.to_numpy(zero_copy_only=False), dtype=bool)
    return found


def _offsets(array: Any) -> npt.NDArray[np.signedinteger[Any]]:
    """The offsets of a (large) string array's cells into its data, as numpy (no copy)."""
    import pyarrow as pa

    wide = pa.types.is_large_string(array.type) or pa.types.is_large_binary(array.type)
    raw = array.buffers()[1]
    found = (np.frombuffer(raw, dtype=np.int64) if wide else np.frombuffer(raw, dtype=np.int32))
    return found[array.offset:array.offset + len(array) + 1]


class _Buffers:
    """An Arrow array seen as core's Utf8Items (offsets + data, no Python strings)."""

    def __init__(self, array: Any) -> None:
        self.array = array

    def __len__(self) -> int:
        return len(self.array)

    def utf8_buffers(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
        from adjudicator.io.coding.frame import utf8_buffers

        return utf8_buffers(self.array)
