"""The per-item tables from DuckDB by GROUP BY alone, for few annotators.

Each item's labels form a vector (c_0, ..., c_{r-1}): c_a is annotator a's code, -1 for a
blank label, -2 when a did not judge the item. With few annotators the distinct vectors are
few (at most (k + 2)^r per stratum), so two GROUP BYs inside DuckDB, one by item and one by
(stratum, vector), leave a small table from which every per-item count follows exactly:

- the pair table of (x, y) sums the vectors with c_x >= 0 and c_y >= 0 at (c_x, c_y);
- the unit pattern is the vector's category counts, Conger's t_i the sum of its terms;
- a repeated (item, annotator) shows as fewer filled fields, over all items, than judgments.

No row leaves DuckDB but the distinct vectors; no sort by item is needed (``duckdb.stream``
does that for many annotators, whose vectors are as many as the items).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.streamed import Streamed, add_vector

FloatArray = np.ndarray[Any, np.dtype[np.float64]]


def vector_units(s: Session, r: int, k: int, n_strata: int, terms: FloatArray,
                 with_strata: bool) -> Streamed | None:
    """The tables ``stream_units`` gives, from the distinct vectors; None when an annotator
    judged an item twice (the stream then finds and names the first such item).

    An item's vector is one integer, the bitwise OR over its judgments of (c + 2) << (b * a),
    b = bits of k + 1 (field 0: not judged, 1: blank, 2 + code): exact while no annotator
    judged it twice. Then every judgment fills a field of its own, so the judgments of ``cj``
    (the sum of ``ac.n``, known without a pass) equal the non-empty fields summed over the
    items; a repeated judgment shares a field and makes the fields fewer. The one aggregate
    per item is as narrow as the r * b bits allow (TINYINT for 2 annotators of up to 6
    labels): DuckDB's hash table of 5 x 10^7 items then fits in about 1.5 GB instead of
    2 GB, so under a --memory-limit it spills less, or not at all."""
    bits = (k + 1).bit_length()
    kind = key_type(r * bits)
    join = " JOIN item_s USING (item)" if with_strata else ""
    stratum = "any_value(item_s.s)" if with_strata else "0"
    rows = s.query(QT_TRANSLATE_NOOP("Errors", "counting the items' label vectors"), f"""
        SELECT s, key, count(*)
        FROM (SELECT {stratum} AS s,
                     bit_or(CAST(CAST(c + 2 AS BIGINT) << ({bits} * a) AS {kind})) AS key
              FROM cj{join} GROUP BY item)
        GROUP BY ALL""")
    mask = (1 << bits) - 1
    decoded = []
    fields_filled = 0
    for stratum_index, key, m in rows:
        fields = [int(key) >> (bits * a) & mask for a in range(r)]
        fields_filled += int(m) * sum(1 for f in fields if f)
        decoded.append((int(stratum_index), [f - 2 for f in fields], int(m)))
    judgments = s.con.execute("SELECT coalesce(sum(n), 0) FROM ac").fetchone()[0]
    if fields_filled != int(judgments):
        return None
    out = Streamed(pair_tables={p: np.zeros((n_strata, k, k), dtype=np.int64)
                                for p in combinations(range(r), 2)})
    for stratum_index, codes, m in decoded:
        add_vector(out, stratum_index, codes, m, k, terms)
    return out


def key_type(width: int) -> str:
    """The narrowest signed integer type holding ``width`` bits with its sign bit clear."""
    for kind, bits in (("TINYINT", 8), ("SMALLINT", 16), ("INTEGER", 32)):
        if width < bits:
            return kind
    return "BIGINT"
