"""Ids and texts of 10^6 items kept as Arrow string arrays until a row is painted.

One ``ArrowStrings`` holds one column (ids or texts) as a single Arrow ``large_string``
array: a cell becomes a Python ``str`` only when it is asked for (painting, the decision
panel), searching is one ``pyarrow.compute`` call, and sort keys are one ``sort_indices``.
"""

from __future__ import annotations

import os
from itertools import pairwise
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.adjudication.item_rows import ItemRows

PARALLEL_FROM = 100_000  # cells: a longer column is searched on several threads
SEARCH_THREADS = 4


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
        self._ranks: npt.NDArray[np.int64] | None = None

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

    def contains(self, needle: str, parts: int = 0) -> npt.NDArray[np.bool_]:
        """Which cells contain ``needle``, ignoring case (vectorised). A needle with no
        upper/lower forms (Chinese, digits, punctuation) is matched as it is: the same cells,
        found several times faster than by the case-folding matcher. A long column is cut
        into ``parts`` slices (default: one per core, at most SEARCH_THREADS) searched on as
        many threads, since Arrow's matcher releases the interpreter; each cell is tested
        exactly as in one pass, so the result is the same."""
        import pyarrow.compute as pc

        cased = needle.lower() != needle or needle.upper() != needle
        n = len(self.array)
        parts = parts or (min(os.cpu_count() or 1, SEARCH_THREADS) if n >= PARALLEL_FROM else 1)

        def match(bounds: tuple[int, int]) -> npt.NDArray[np.bool_]:
            start, stop = bounds
            hits = pc.match_substring(self.array.slice(start, stop - start), needle,
                                      ignore_case=cased)
            return np.asarray(hits.to_numpy(zero_copy_only=False), dtype=bool)

        cuts = np.linspace(0, n, max(parts, 1) + 1).astype(np.int64).tolist()
        slices = list(pairwise(cuts))
        if len(slices) == 1:
            return match(slices[0])
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(len(slices)) as pool:
            return np.concatenate(list(pool.map(match, slices)))

    def ranks(self) -> npt.NDArray[np.int64]:
        """Each cell's position in sorted order (ties by row): sort keys, computed once."""
        if self._ranks is None:
            import pyarrow.compute as pc

            order = pc.sort_indices(self.array).to_numpy()
            ranks = np.empty(len(order), dtype=np.int64)
            ranks[order] = np.arange(len(order), dtype=np.int64)
            self._ranks = ranks
        return self._ranks

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


class _Buffers:
    """An Arrow array seen as core's Utf8Items (offsets + data, no Python strings)."""

    def __init__(self, array: Any) -> None:
        self.array = array

    def __len__(self) -> int:
        return len(self.array)

    def utf8_buffers(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.uint8]]:
        from adjudicator.io.frame import utf8_buffers

        return utf8_buffers(self.array)
