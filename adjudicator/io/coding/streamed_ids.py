"""Item ids checked as they stream in and not held: one 64-bit hash per id while the file is
read, and the text read again from the file only where it is needed.

``agree`` needs a large CSV's ids only to check that none repeats (and to name a repeated
id with its rows): 13 million ids as Arrow strings were 264 MB, most of the run's memory
when the file has no text column. The reader hashes each batch of ids
(``unique_ids.chunk_hashes``) and keeps the hashes of the ids present; when the file is read
they are sorted in place and only the hash values that repeat are kept. The check then reads
the id column again and compares, as text, only the ids with such a hash: a hash collision
costs a comparison, never a wrong answer. Whatever asks for the ids themselves (a message, the
gold block, the item frame) gets them from another read of the id column.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, overload

import numpy as np
import numpy.typing as npt

from adjudicator.io.coding.unique_ids import (
    BoolArray,
    UInt64Array,
    chunk_hashes,
    members,
    utf8_buffers,
)
from adjudicator.io.growing import Growing

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

#: the id column read again from the file, one Arrow (large_)string array per batch
Chunks = Callable[[], Iterator["pa.Array"]]
IntArray = npt.NDArray[np.int64]
#: ids hashed together: fewer numpy passes than one a batch (a few hundred rows when the rows
#: hold a long text), while the hashing's temporaries stay in the processor's cache
PENDING_ROWS = 1 << 12


class IdHashes:
    """The id column as it streams in: each batch's hashes of the ids present, which ids are
    missing, and which are only whitespace (a row of nothing else is an empty row)."""

    def __init__(self) -> None:
        self.hashes = Growing(np.uint64)
        self.blank: list[IntArray] = []  # the rows of missing ids (few), a batch at a time
        self.space: list[IntArray] = []  # the rows of whitespace ids (fewer)
        self.rows = 0
        self.pending: list[pa.Array] = []  # batches not yet hashed
        self.pending_rows = 0

    def add(self, chunk: pa.Array) -> None:
        """One batch of ids (hashed with the next ones once they are ``PENDING_ROWS``: numpy
        passes over a batch of a few hundred ids cost more than the hashing itself)."""
        self.pending.append(chunk)
        self.pending_rows += len(chunk)
        if self.pending_rows >= PENDING_ROWS:
            self._hash_pending()

    def _hash_pending(self) -> None:
        """The batches waiting, hashed together."""
        import pyarrow as pa

        if not self.pending:
            return
        chunk = self.pending[0] if len(self.pending) == 1 else pa.concat_arrays(self.pending)
        self.pending, self.pending_rows = [], 0
        hashes = chunk_hashes(chunk)
        if chunk.null_count:
            null = np.asarray(chunk.is_null().to_numpy(zero_copy_only=False), dtype=bool)
            self.blank.append(np.flatnonzero(null) + self.rows)
            hashes = hashes[~null]
        self.hashes.add(hashes)
        self.space.append(whitespace_ids(chunk) + self.rows)
        self.rows += len(chunk)

    def finish(self, column: str, first_row: int, chunks: Chunks) -> StreamedIds:
        """The ids of the whole file: the repeated hash values found (the hashes freed)."""
        self._hash_pending()
        blank, space = _marked(self.rows, self.blank), _marked(self.rows, self.space)
        order = self.hashes.values()
        order.sort()  # in place: 8 bytes an id present, for as long as this takes
        clash = np.unique(order[1:][order[1:] == order[:-1]])
        del order
        return StreamedIds(column, blank, clash, chunks, first_row, space=space)


#: the first bytes of every character Unicode (and Arrow's utf8_is_space) counts as
#: whitespace in UTF-8: ASCII controls and space, U+0085 and U+00A0 (C2), U+1680 and U+180E
#: (E1), U+2000-U+205F (E2), U+3000 (E3)
SPACE_FIRST = np.zeros(256, dtype=bool)
SPACE_FIRST[:0x21] = True
SPACE_FIRST[[0xC2, 0xE1, 0xE2, 0xE3]] = True


def whitespace_ids(chunk: pa.Array) -> IntArray:
    """Positions of the ids made only of whitespace (``pc.utf8_is_space``, as pandas'
    ``str.isspace`` of Arrow strings), asked only of those whose first byte may start a space."""
    import pyarrow as pa
    import pyarrow.compute as pc

    offsets, data = utf8_buffers(chunk)
    starts, filled = offsets[:-1], offsets[1:] > offsets[:-1]
    maybe = np.flatnonzero(filled)
    maybe = maybe[SPACE_FIRST[data[starts[maybe]]]]
    if maybe.size:
        spaces = pc.fill_null(pc.utf8_is_space(chunk.take(pa.array(maybe))), False)
        maybe = maybe[np.asarray(spaces.to_numpy(zero_copy_only=False), dtype=bool)]
    out: IntArray = maybe.astype(np.int64)
    return out


def _marked(n: int, positions: npt.NDArray[Any] | list[IntArray]) -> BoolArray:
    """A mask of n rows, true at ``positions`` (an array, or a list of them)."""
    out = np.zeros(n, dtype=bool)
    for part in positions if isinstance(positions, list) else [positions]:
        out[part] = True
    return out


class StreamedIds(Sequence[str]):
    """The item ids of a file, not held: which are missing, the hash values that repeat, and
    a way to read the column again. ``kept`` marks the data rows (0 = the first row after the
    header) the items come from, in order (None: every row): one byte a row, not the eight of
    a row number, when some rows are left out."""

    def __init__(self, column: str, blank: BoolArray, clash: UInt64Array, chunks: Chunks,
                 first_row: int, kept: BoolArray | None = None,
                 space: BoolArray | None = None) -> None:
        self.column = column
        self.blank = blank  # per data row of the file
        self.space = space  # per data row: only whitespace (empty-row detection)
        self.clash = clash
        self.chunks = chunks
        self.first_row = first_row  # the spreadsheet row of data row 0
        self.kept = kept
        self.items = len(blank) if kept is None else int(np.count_nonzero(kept))
        self._held: pa.Array | None = None

    # -- the sequence of ids ----------------------------------------------------------------

    def __len__(self) -> int:
        return self.items

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[str, ...]: ...
    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        held = self._all()
        if isinstance(i, slice):
            return tuple(str(v) for v in held[i].to_pylist())
        if not -len(held) <= i < len(held):
            raise IndexError(i)
        return str(held[i].as_py())

    def __iter__(self) -> Iterator[str]:
        for chunk, local, _ in self._walk(None):
            yield from (str(v) for v in (chunk if local is None else chunk.take(local))
                        .to_pylist())

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        values = self._all().to_numpy(zero_copy_only=False)
        return np.asarray(values, dtype=object if dtype is None else dtype)

    def _all(self) -> pa.Array:
        """Every item's id in one Arrow array, read once from the file when first asked for
        one (a caller that takes the ids one by one reads the file once, not once an id)."""
        if self._held is None:
            self._held = self.arrow().combine_chunks()
        return self._held

    def arrow(self) -> pa.ChunkedArray:
        """The items' ids as one Arrow column (large_string), read from the file."""
        import pyarrow as pa

        parts = [chunk if local is None else chunk.take(local)
                 for chunk, local, _ in self._walk(None)]
        return pa.chunked_array(parts, type=pa.large_string())

    def rows_of(self, items: npt.NDArray[Any]) -> IntArray:
        """The data rows of some items (ascending)."""
        at = np.asarray(items, dtype=np.int64)
        if self.kept is None or not at.size:
            return at
        out = np.empty(len(at), dtype=np.int64)
        done = 0  # items before the block
        for start in range(0, len(self.kept), BLOCK_ROWS):
            block = self.kept[start:start + BLOCK_ROWS]
            here = int(np.count_nonzero(block))
            inside = (at >= done) & (at < done + here)
            if inside.any():
                out[inside] = start + np.flatnonzero(block)[at[inside] - done]
            done += here
        return out

    def texts(self, rows: npt.NDArray[Any]) -> list[str | None]:
        """The ids of some data rows (ascending), in one read of the column."""
        out: list[str | None] = []
        if len(rows) == 0:
            return out
        for chunk, local, _ in self._walk(np.asarray(rows, dtype=np.int64)):
            out += chunk.take(local).to_pylist()
        return out

    # -- cutting ----------------------------------------------------------------------------

    def select(self, keep: BoolArray) -> StreamedIds:
        """The items where ``keep`` is true."""
        if self.kept is None:
            kept = np.array(keep, dtype=bool)
        else:
            kept = self.kept.copy()
            kept[kept] = keep
        return self._with(kept)

    def at_rows(self, rows: npt.NDArray[Any]) -> StreamedIds:
        """The ids of a table cut to some of its rows (spreadsheet ``rows``, ascending)."""
        kept = np.zeros(len(self.blank), dtype=bool)
        kept[np.asarray(rows) - self.first_row] = True
        return self._with(kept)

    def _with(self, kept: BoolArray) -> StreamedIds:
        return StreamedIds(self.column, self.blank, self.clash, self.chunks, self.first_row,
                           kept, self.space)

    def _walk(self, rows: npt.NDArray[Any] | None
              ) -> Iterator[tuple[pa.Array, npt.NDArray[Any] | None, int]]:
        """Each batch of the column read again that holds some of ``rows`` (ascending data
        rows; None: the items' rows), with their positions within it (None: all) and its
        first row."""
        start = 0
        for chunk in self.chunks():
            stop = start + len(chunk)
            if rows is not None:
                lo, hi = np.searchsorted(rows, [start, stop])
                if hi > lo:
                    yield chunk, rows[lo:hi] - start, start
            elif self.kept is None:
                yield chunk, None, start
            else:
                local = np.flatnonzero(self.kept[start:stop])
                if local.size:
                    yield chunk, local, start
            start = stop

    # -- the check --------------------------------------------------------------------------

    def repeated(self) -> tuple[BoolArray, list[tuple[int, str, int]]]:
        """Mask of the items whose id equals an earlier item's (blank ids never repeat), and
        each repeat as (item, id, the first item with that id)."""
        out = np.zeros(len(self), dtype=bool)
        if self.clash.size == 0:
            return out, []
        looked = ~self.blank
        if self.kept is not None:  # rows left out (empty rows) are no items
            looked &= self.kept
        suspects = self._suspects(looked)
        rows = np.array([row for row, _ in suspects], dtype=np.int64)
        items = (rows if self.kept is None else _ranks(self.kept, rows)).tolist()
        first: dict[str, int] = {}
        repeats: list[tuple[int, str, int]] = []
        for item, (_, text) in zip(items, suspects, strict=True):
            if text in first:
                out[item] = True
                repeats.append((item, text, first[text]))
            else:
                first[text] = item
        return out, repeats

    def _suspects(self, looked: BoolArray) -> list[tuple[int, str]]:
        """(data row, id) of the rows ``looked`` at whose hash repeats, read again."""
        found: list[tuple[int, str]] = []
        start = 0
        for chunk in self.chunks():
            local = np.flatnonzero(looked[start:start + len(chunk)])
            picked = local[members(chunk_hashes(chunk)[local], self.clash)]
            texts = chunk.take(picked).to_pylist() if picked.size else []
            found += [(int(p) + start, str(t))
                      for p, t in zip(picked.tolist(), texts, strict=True)]
            start += len(chunk)
        return found


BLOCK_ROWS = 1 << 20  # rows of a mask counted at a time


def _ranks(mask: BoolArray, rows: IntArray) -> IntArray:
    """For ascending ``rows`` where ``mask`` is true: how many true rows come before each."""
    out = np.empty(len(rows), dtype=np.int64)
    done = 0
    for start in range(0, len(mask), BLOCK_ROWS):
        block = mask[start:start + BLOCK_ROWS]
        lo, hi = np.searchsorted(rows, [start, start + len(block)])
        if hi > lo:
            before = np.cumsum(block) - block  # true rows before each row of the block
            out[lo:hi] = done + before[rows[lo:hi] - start]
        done += int(np.count_nonzero(block))
    return out


#: the values of the frame's column that stands for a hashed id column: whitespace, or an id
SPACE, PRESENT = " ", "id"


def blank_marks(ids: StreamedIds) -> pd.Series:
    """The frame's column for ids not held: missing where the id is, ``SPACE`` where it is
    only whitespace and ``PRESENT`` elsewhere (one byte a row), so that empty rows are found
    as on the ids themselves; its whitespace marks are let go here."""
    import pandas as pd

    codes = np.ones(len(ids.blank), dtype=np.int8)
    if ids.space is not None:
        codes[ids.space] = 0
    codes[ids.blank] = -1
    ids.space = None
    dtype = pd.CategoricalDtype(pd.Index([SPACE, PRESENT], dtype=object))
    return pd.Series(pd.Categorical.from_codes(codes, dtype=dtype, validate=False), copy=False)
