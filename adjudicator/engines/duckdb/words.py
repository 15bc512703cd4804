"""The per-item tables from one GROUP BY item, each item's labels packed into a few words.

For many annotators the label vectors are as many as the items, so ``duckdb.vectors``'
second GROUP BY saves nothing, and one 64-bit key cannot hold them. Here each item's vector
(c_0, ..., c_{r-1}; c_a = -1 blank, -2 not judged) is packed into W = ceil(r / p) words of
p = floor(62 / b) fields, b = bits of k + 1: word w is the bitwise OR, over the item's
judgments by annotators w*p .. w*p + p - 1, of (c + 2) << (b * (a mod p)). DuckDB's hash
aggregate (out of core, no sort of the judgments) returns one row per item (judgments n,
the W words[, stratum]), in batches; each batch is unpacked to an items x annotators code
matrix, from which the pair tables (a Gram product of its one-hot, as in
``duckdb.stream``, or for a crowd design, where an item has few of the possible pairs, the
pairs counted one by one), every unit's category counts and Conger's term t_i follow.

A second judgment of one item by one annotator ORs into the same field: the item then has
more judgments than non-empty fields, and None sends the caller to the sorted stream, which
names the first such item. Each word costs one more filtered aggregate per judgment (about
0.4 s per 10^8 judgments here, on top of about 5 s for the join and the grouping; the
sort alone is about 10 s and the stream's per-judgment work as much again), so the words
are used up to MAX_WORDS.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.duckdb import stream as duckdb_stream
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.duckdb.stream import add_gram, add_pair_bincounts, add_unit_rows
from adjudicator.engines.streamed import Streamed

IntArray = np.ndarray[Any, np.dtype[np.int64]]
FloatArray = np.ndarray[Any, np.dtype[np.float64]]
CodeArray = np.ndarray[Any, np.dtype[np.signedinteger[Any]]]
# at most this many words per item (beyond, the sort of ``duckdb.stream`` is cheaper)
MAX_WORDS = 16
# bits of a word used by fields (the sign bit and one more stay clear)
WORD_BITS = 62
# cells (items x annotators x labels) of one batch's one-hot matrix: 64 MB of float32
BATCH_CELLS = 1 << 24
# items per batch at most (the Gram product runs fastest here near 2^15 rows) and at least
MAX_BATCH_ROWS = 1 << 15
MIN_BATCH_ROWS = 1024
# the items' pairs are counted one by one when pairs x this < items x (annotators x labels)^2
# (a pair costs some 20 ns here, a cell of the Gram product some 0.01 ns), and at most this
# many pairs a batch (their index arrays take about 40 bytes a pair)
SPARSE_COST = 2000
MAX_SPARSE_PAIRS = 1 << 22


def field_bits(k: int) -> int:
    """Bits of one field: values 0 (not judged), 1 (blank) and 2 + code, code < k."""
    return (k + 1).bit_length()


def word_count(r: int, k: int) -> int:
    """Words per item for ``r`` annotators and ``k`` labels."""
    per = WORD_BITS // field_bits(k)
    return -(-r // per)


def few_words(r: int, k: int) -> bool:
    """True when an item's labels fit in at most MAX_WORDS words."""
    return WORD_BITS // field_bits(k) >= 1 and word_count(r, k) <= MAX_WORDS


def word_units(s: Session, r: int, k: int, n_strata: int, terms: FloatArray,
               with_strata: bool) -> Streamed | None:
    """The tables ``stream_units`` gives, from one row per item (see the module); None when
    an annotator judged an item twice."""
    out = Streamed(pair_tables={p: np.zeros((n_strata, k, k), dtype=np.int64)
                                for p in combinations(range(r), 2)})
    rows = max(MIN_BATCH_ROWS, min(MAX_BATCH_ROWS, BATCH_CELLS // (r * k)))
    reader = s.stream(QT_TRANSLATE_NOOP("Errors", "counting the items' labels"),
                      _sql(r, k, with_strata), rows)
    words = word_count(r, k)
    for batch in reader:
        packed = np.column_stack([batch.column(f"w{w}").to_numpy() for w in range(words)])
        codes = unpack(packed, r, k)
        judged = batch.column("n").to_numpy()
        if (judged != (codes != -2).sum(axis=1)).any():
            return None
        strata = (batch.column("s").to_numpy().astype(np.int64) if with_strata
                  else np.zeros(len(codes), dtype=np.int64))
        out.n_items += len(codes)
        counts = np.stack([(codes == x).sum(axis=1) for x in range(k)], axis=1)
        _pairs(out, codes, strata, k, n_strata, counts.sum(axis=1))
        _patterns(out, codes, counts.astype(np.int64), terms)
    out.close(k)
    return out


def _sql(r: int, k: int, with_strata: bool) -> str:
    """One row per item: its judgments n, its words w0 .. w{W-1}[, its stratum s]."""
    bits = field_bits(k)
    per = WORD_BITS // bits
    words = ", ".join(
        f"coalesce(bit_or(CAST(c + 2 AS BIGINT) << ({bits} * (a % {per}))) "
        f"FILTER (WHERE a // {per} = {w}), 0) AS w{w}" for w in range(word_count(r, k)))
    grouped = f"SELECT item, count(*) AS n, {words} FROM cj GROUP BY item"
    if not with_strata:
        return grouped
    return f"SELECT g.*, item_s.s FROM ({grouped}) g JOIN item_s USING (item)"


def unpack(packed: IntArray, r: int, k: int) -> CodeArray:
    """items x W words -> items x r codes (-2 not judged, -1 blank, else the label's code)."""
    bits = field_bits(k)
    per = WORD_BITS // bits
    shifts = bits * np.arange(per, dtype=np.int64)
    fields = (packed[:, :, None] >> shifts) & ((1 << bits) - 1)
    kind = np.int8 if k < 126 else np.int16
    codes: CodeArray = (fields.reshape(len(packed), -1)[:, :r] - 2).astype(kind)
    return codes


def _pairs(out: Streamed, codes: CodeArray, strata: IntArray, k: int, n_strata: int,
           rated: IntArray) -> None:
    """Add every pair's k x k table of these items, per stratum: from the pairs each item
    has when they are few (``_sparse_pairs``; ``rated``: each item's labels), else by a Gram
    product."""
    r = codes.shape[1]
    if _sparse_pairs(out, codes, strata, k, n_strata, rated):
        return
    several = strata.size > 0 and strata.min() != strata.max()
    for st in np.unique(strata):
        part = codes[strata == st] if several else codes
        if r * k <= duckdb_stream.MAX_GRAM:
            add_gram(out, int(st), _gram(part, k), k)
        else:
            add_pair_bincounts(out, int(st), part.astype(np.int64), k)


def _sparse_pairs(out: Streamed, codes: CodeArray, strata: IntArray, k: int, n_strata: int,
                  per_item: IntArray) -> bool:
    """When the items' pairs of judgments are few against the Gram product's cells (a crowd
    design: each item judged by a few of many annotators), count them one by one: every pair
    (x < y) of an item's labels adds one at (stratum, pair, c_x, c_y) of one bincount, summed
    over the batches in ``out.pair_stack``. False (nothing done) when the product is cheaper.

    With the item's rated judgments in annotator order at places s .. s + m - 1, the one at
    place j pairs with the m - 1 - (j - s) after it, so the first members of all pairs are
    ``repeat(j, after)`` and the second ones follow each first member in turn."""
    units, r = codes.shape
    per_item = per_item.astype(np.int64)
    pairs = int((per_item * (per_item - 1) // 2).sum())
    if pairs * SPARSE_COST >= units * (r * k) ** 2 or pairs > MAX_SPARSE_PAIRS:
        return False
    unit, a = np.nonzero(codes >= 0)  # row-major: by item, then annotator
    c = codes[unit, a].astype(np.int64)
    start = np.cumsum(per_item) - per_item
    after = per_item[unit] - 1 - (np.arange(len(unit)) - start[unit])
    first = np.repeat(np.arange(len(unit)), after)
    runs = np.cumsum(after) - after
    second = first + 1 + np.arange(pairs) - np.repeat(runs, after)
    n_pairs = r * (r - 1) // 2
    x, y = a[first], a[second]
    pair = x * (2 * r - x - 1) // 2 + (y - x - 1)  # place of (x, y) in combinations order
    cell = ((strata[unit[first]] * n_pairs + pair) * k + c[first]) * k + c[second]
    counts = np.bincount(cell, minlength=n_strata * n_pairs * k * k)
    stack = counts.reshape(n_strata, n_pairs, k, k)
    if out.pair_stack is None:
        out.pair_stack = stack
    else:
        out.pair_stack += stack
    return True


def _gram(codes: CodeArray, k: int) -> IntArray:
    """M'M of the items x (annotator, label) one-hot matrix of ``codes``, exact (float32
    holds every count below 2^24, and a batch has fewer items)."""
    hot = np.empty((*codes.shape, k), dtype=np.bool_)
    for x in range(k):  # one comparison per label: 2x faster than one broadcast to k
        np.equal(codes, x, out=hot[:, :, x])
    m = hot.reshape(len(codes), -1).astype(np.float32)
    gram: IntArray = np.rint(m.T @ m).astype(np.int64)
    return gram


def _patterns(out: Streamed, codes: CodeArray, counts: IntArray, terms: FloatArray) -> None:
    """Add each unit's category ``counts`` and Conger's term t_i (summed over its annotators
    in annotator order) to the distinct rows."""
    r, k = codes.shape[1], counts.shape[1]
    padded = np.append(terms.reshape(-1), 0.0)  # index r * k: no label, term 0
    cell = np.where(codes >= 0, np.arange(r, dtype=np.int64) * k + codes, r * k)
    t: FloatArray = padded[cell].sum(axis=1)
    add_unit_rows(out, counts, t)
