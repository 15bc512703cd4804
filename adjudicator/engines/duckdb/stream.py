"""The per-item tables from DuckDB's item-ordered stream: pair tables, unit patterns, repeats.

The pair tables cost O(items x annotators^2): as a SQL self-join on the item DuckDB made
~2.5 million pair rows a second here (10^7 judgments of 100 annotators: minutes). So DuckDB
sorts the coded judgments by item (out of core, spilling past its memory limit) and hands
them over in Arrow record batches; each batch's complete items become a one-hot matrix M
(items x annotators*k) and every pair table is a block of M'M (one BLAS product per batch,
exact in float32 below 2^24 items a batch). The same batch gives each unit's category counts
(its pattern key), Conger's term t_i and any repeated (item, annotator). Only the sums and
the distinct (key, t_i) rows outlive a batch, so memory stays bounded by the batch size.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.streamed import (
    FloatArray,
    IntArray,
    Repeat,
    Streamed,
    distinct_rows,
)

#: rows per Arrow batch (whole items are kept, the last one carried to the next batch)
BATCH_ROWS = 1 << 20
#: above this many annotator x label columns the Gram matrix is too large: bincount per pair
MAX_GRAM = 2048
#: the batches' unit rows are merged (equal rows summed) every this many batches
MERGE_PARTS = 32
#: at most this many bytes of summed Gram matrices are kept across batches (one per stratum)
MAX_GRAM_BYTES = 256 * 2**20


def stream_units(s: Session, r: int, k: int, n_strata: int, terms: FloatArray,
                 with_strata: bool) -> Streamed:
    """One pass over ``cj`` ordered by item (see the module)."""
    import pyarrow as pa

    join = " JOIN item_s USING (item)" if with_strata else ""
    stratum = f", CAST(item_s.s AS {narrow_int(n_strata)}) AS s" if with_strata else ""
    sql = (f"SELECT item, CAST(a AS {narrow_int(r)}) AS a, CAST(c AS {narrow_int(k)}) "
           f"AS c{stratum} FROM cj{join} ORDER BY item")
    out = Streamed(pair_tables={p: np.zeros((n_strata, k, k), dtype=np.int64)
                                for p in combinations(range(r), 2)})
    reader = s.stream(QT_TRANSLATE_NOOP("Errors", "counting pairs and units (sorted by item)"),
            sql, BATCH_ROWS)
    carry: Any = None
    for batch in reader:
        part = pa.Table.from_batches([batch])
        table = part if carry is None else pa.concat_tables([carry, part])
        complete, carry = _split_last_item(table)
        if complete is not None and not _add(out, complete, r, k, terms):
            return out
    if carry is not None:
        _add(out, carry, r, k, terms)
    out.close(k)
    return out


def narrow_int(n: int) -> str:
    """The smallest signed SQL integer type holding -1 .. n - 1: the sort carries every
    judgment's annotator, code and stratum, and narrower rows sort (and spill) faster."""
    for kind, top in (("TINYINT", 1 << 7), ("SMALLINT", 1 << 15)):
        if n <= top:
            return kind
    return "INTEGER"


def _split_last_item(table: Any) -> tuple[Any, Any]:
    """The rows of the complete items, and those of the last item (it may go on)."""
    items = table.column("item")
    n = table.num_rows
    if n == 0:
        return None, None
    last = items[n - 1]
    import pyarrow.compute as pc

    same = pc.equal(items, last).to_numpy(zero_copy_only=False)
    start = int(np.flatnonzero(~same)[-1]) + 1 if (~same).any() else 0
    if start == 0:
        return None, table
    return table.slice(0, start), table.slice(start)


def _add(out: Streamed, table: Any, r: int, k: int, terms: FloatArray) -> bool:
    """Add the complete items of one table; False when a repeated judgment was found."""
    import pyarrow.compute as pc

    items = table.column("item")
    n = table.num_rows
    change = np.ones(n, dtype=bool)
    if n > 1:
        change[1:] = pc.not_equal(items.slice(1), items.slice(0, n - 1)).to_numpy(
            zero_copy_only=False)
    unit = np.cumsum(change) - 1
    units = int(unit[-1]) + 1
    a = table.column("a").to_numpy().astype(np.int64)
    c = table.column("c").to_numpy().astype(np.int64)
    strata = (table.column("s").to_numpy().astype(np.int64)[change]
              if "s" in table.column_names else np.zeros(units, dtype=np.int64))
    if (dup := _first_repeat(unit, a, r)) is not None:
        out.repeat = Repeat(str(items[int(dup)]), int(a[dup]))
        return False
    out.n_items += units
    rated = c >= 0
    _pairs(out, unit[rated], a[rated], c[rated], strata, units, r, k)
    _patterns(out, unit, a, c, units, k, terms)
    return True


def _first_repeat(unit: IntArray, a: IntArray, r: int) -> int | None:
    """Row of the second judgment of the first (item, annotator) judged twice, or None
    (one bincount over the batch's units x annotators; rows are looked up only then)."""
    key = unit * r + a
    twice = np.flatnonzero(np.bincount(key, minlength=int(unit[-1] + 1) * r) > 1)
    if not twice.size:
        return None
    return int(np.flatnonzero(key == twice[0])[1])


def _pairs(out: Streamed, unit: IntArray, a: IntArray, c: IntArray, strata: IntArray,
           units: int, r: int, k: int) -> None:
    """Add every pair's k x k table of these items (per stratum)."""
    for st in np.unique(strata):
        keep = strata[unit] == st
        if r * k <= MAX_GRAM:
            add_gram(out, int(st), _gram(unit[keep], a[keep] * k + c[keep], units, r * k), k)
        else:
            codes = np.full((units, r), -1, dtype=np.int64)
            codes[unit[keep], a[keep]] = c[keep]
            add_pair_bincounts(out, int(st), codes, k)


def add_gram(out: Streamed, st: int, gram: IntArray, k: int) -> None:
    """Add one batch's Gram matrix of stratum ``st``: summed with the earlier batches' while
    the sums fit in MAX_GRAM_BYTES, else cut into the pair tables at once (many strata)."""
    if st in out.grams:
        out.grams[st] += gram
    elif (len(out.grams) + 1) * gram.nbytes <= MAX_GRAM_BYTES:
        out.grams[st] = gram
    else:
        for (x, y), t in out.pair_tables.items():
            t[st] += gram[x * k:(x + 1) * k, y * k:(y + 1) * k]


def add_pair_bincounts(out: Streamed, st: int, codes: IntArray, k: int) -> None:
    """Add every pair's table of the items x annotators ``codes`` (negative: no label) by
    one bincount per pair: for more annotator x label columns than a Gram matrix can hold."""
    for (x, y), t in out.pair_tables.items():
        both = (codes[:, x] >= 0) & (codes[:, y] >= 0)
        t[st] += np.bincount(codes[both, x] * k + codes[both, y],
                             minlength=k * k).reshape(k, k)


def _gram(unit: IntArray, column: IntArray, units: int, width: int) -> IntArray:
    """M'M of the one-hot items x (annotator, label) matrix, as exact integers."""
    m = np.zeros((units, width), dtype=np.float32)
    m[unit, column] = 1.0
    gram: IntArray = np.rint(m.T @ m).astype(np.int64)
    return gram


def _patterns(out: Streamed, unit: IntArray, a: IntArray, c: IntArray, units: int, k: int,
              terms: FloatArray) -> None:
    """Add each unit's (category counts, Conger term t_i) to the distinct rows."""
    rated = c >= 0
    counts: IntArray = np.bincount(unit[rated] * k + c[rated],
                                   minlength=units * k).reshape(units, k)
    t: FloatArray = np.bincount(unit[rated], weights=terms[a[rated], c[rated]],
                                minlength=units).astype(np.float64)
    add_unit_rows(out, counts, t)


def add_unit_rows(out: Streamed, counts: IntArray, t: FloatArray) -> None:
    """Add one batch's units (category counts, t_i) as distinct rows; the batches' rows are
    merged every MERGE_PARTS batches."""
    small = counts.astype(np.int16) if counts.max(initial=0) < 1 << 15 else counts
    out.unit_parts.append(distinct_rows(small, t, np.ones(len(t), dtype=np.int64)))
    if len(out.unit_parts) >= MERGE_PARTS:
        out.merge_units()
