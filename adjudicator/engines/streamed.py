"""The per-item tables every engine fills alike: pair tables per stratum, the distinct unit
rows (category counts, Conger's t_i) with their units, a repeated judgment; and the rule
and the decoding of the label vectors when they are few."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

IntArray = np.ndarray[Any, np.dtype[np.int64]]
FloatArray = np.ndarray[Any, np.dtype[np.float64]]
CountArray = np.ndarray[Any, np.dtype[np.signedinteger[Any]]]  # 16 or 64 bits
#: at most this many possible (stratum, vector) rows: GROUP BY vectors, else the sorted stream
#: (also keeps each vector's key, r fields of at most log2(k + 2) + 1 bits, inside a BIGINT)
MAX_VECTORS = 1 << 16


@dataclass
class Repeat:
    """A second judgment of one item by one annotator."""

    item: str
    annotator: int


@dataclass
class Streamed:
    """Everything counted from the stream."""

    n_items: int = 0
    pair_tables: dict[tuple[int, int], IntArray] = field(default_factory=dict)  # S x k x k
    units: dict[tuple[tuple[int, ...], float], int] = field(default_factory=dict)  # -> units
    repeat: Repeat | None = None
    #: per stratum, the summed Gram matrices (annotator x label squared), cut into the pair
    #: tables once at the end (``close``) instead of 4,950 slices a batch for 100 annotators
    grams: dict[int, IntArray] = field(default_factory=dict)
    #: the stream's distinct (counts, t_i) rows per batch, as arrays (counts, t_i, units):
    #: with many annotators nearly every unit is its own row, too many for a dict; the
    #: counts kept as 16-bit integers while they fit (the rows live as long as the stream)
    unit_parts: list[tuple[CountArray, FloatArray, IntArray]] = field(default_factory=list)
    #: the pair tables counted pair by pair (``duckdb.words``), stratum x pair x k x k with
    #: the pairs in ``combinations`` order, summed over the batches and cut once at the end
    pair_stack: IntArray | None = None

    def close(self, k: int) -> None:
        """Add the summed Gram matrices and pair counts to the pair tables (per stratum);
        merge the batches' unit rows into one set of distinct rows."""
        for st, gram in self.grams.items():
            for (x, y), t in self.pair_tables.items():
                t[st] += gram[x * k:(x + 1) * k, y * k:(y + 1) * k]
        self.grams = {}
        if self.pair_stack is not None:
            for p, (_, t) in enumerate(sorted(self.pair_tables.items())):
                t += self.pair_stack[:, p]
            self.pair_stack = None
        if len(self.unit_parts) > 1:
            self.merge_units()

    def merge_units(self) -> None:
        """The batches' unit rows as one set of distinct rows."""
        parts = self.unit_parts
        self.unit_parts = [distinct_rows(np.concatenate([c for c, _, _ in parts]),
                                         np.concatenate([t for _, t, _ in parts]),
                                         np.concatenate([m for _, _, m in parts]))]

    def unit_arrays(self, k: int) -> tuple[CountArray, FloatArray, IntArray]:
        """The distinct (counts, t_i) rows and their units, from the dict or the stream."""
        if self.units:
            rows = list(self.units.items())
            return (np.array([key for (key, _), _ in rows], dtype=np.int64).reshape(-1, k),
                    np.array([t for (_, t), _ in rows], dtype=np.float64),
                    np.array([m for _, m in rows], dtype=np.int64))
        if self.unit_parts:
            return self.unit_parts[0]
        return (np.zeros((0, k), dtype=np.int64), np.zeros(0, dtype=np.float64),
                np.zeros(0, dtype=np.int64))


def distinct_rows(counts: CountArray, t: FloatArray, m: IntArray
                  ) -> tuple[CountArray, FloatArray, IntArray]:
    """Rows equal in counts and in t_i (bit for bit) merged, their units summed."""
    n = len(t)
    if n == 0:
        return counts, t, m
    bits = t.view(np.int64)
    order = np.lexsort((bits, *counts.T[::-1]))
    c, b = counts[order], bits[order]
    change = np.ones(n, dtype=bool)
    change[1:] = (c[1:] != c[:-1]).any(axis=1) | (b[1:] != b[:-1])
    starts = np.flatnonzero(change)
    summed: IntArray = np.add.reduceat(m[order], starts)
    return c[starts], t[order][starts], summed


def few_vectors(r: int, k: int, n_strata: int) -> bool:
    """True when the distinct (stratum, vector) rows are certainly few."""
    return bool(n_strata * (k + 2) ** r <= MAX_VECTORS and (k + 1).bit_length() * r <= 62)


def add_vector(out: Streamed, stratum: int, codes: list[int], m: int, k: int,
               terms: FloatArray) -> None:
    """Add ``m`` items with one label vector (-2: not judged, -1: blank)."""
    out.n_items += m
    rated = [(a, c) for a, c in enumerate(codes) if c >= 0]
    for (x, cx), (y, cy) in combinations(rated, 2):
        out.pair_tables[(x, y)][stratum, cx, cy] += m
    counts = [0] * k
    t = 0.0
    for a, c in rated:
        counts[c] += 1
        t += float(terms[a, c])
    tag = (tuple(counts), t)
    out.units[tag] = out.units.get(tag, 0) + m
