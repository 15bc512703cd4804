"""What the acceptance report needs from DuckDB beyond the agreement's count tables.

The versus-final block counts, per annotator, its labels against the final labels. Before any
decision the final label of an item is its unanimous label (every present label the same), so
the table of annotator r is diagonal: ``unanimous[r, c]`` items are unanimous on c and labelled
by r. One GROUP BY over the coded judgments ``cj`` (``duckdb.counts``) gives it. Once the log
holds decisions, the decided items' own labels are read too (``decided_codes``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.engines.counting import BoolArray, decided_rows
from adjudicator.engines.duckdb.session import Session

IntArray = np.ndarray[Any, np.dtype[np.int64]]


def unanimous_by_annotator(s: Session, r: int, k: int) -> IntArray:
    """``out[a, c]``: items with two or more labels, all c, that annotator a labelled (an
    item one annotator labelled is a single annotator item, with no final label)."""
    rows = s.query(QT_TRANSLATE_NOOP("Errors", "counting the unanimous items"), """
        WITH u AS (SELECT item FROM cj WHERE c >= 0 GROUP BY item
                   HAVING min(c) = max(c) AND count(*) >= 2)
        SELECT a, c, count(*) FROM cj SEMI JOIN u USING (item) WHERE c >= 0 GROUP BY a, c""")
    out = np.zeros((r, k), dtype=np.int64)
    for a, c, n in rows:
        out[int(a), int(c)] = int(n)
    return out


def decided_codes(s: Session, items: list[str], r: int, item_type: str
                  ) -> tuple[IntArray, BoolArray]:
    """The coded labels (items x annotators, -1 missing) of the items a decision log names,
    in their order, and which of them the file holds: a small table of their ids joined to
    ``cj``, so only their judgments leave DuckDB. An id the file does not hold keeps a row of
    missing labels.

    ``item_type`` is DuckDB's type of the id column: the ids are cast to it (not every
    judgment's id to text), and an id that is no such value matches nothing."""
    if not items:
        return decided_rows([], 0, r)
    s.table("decided", {"id": "VARCHAR", "pos": "BIGINT"}, [list(items), list(range(len(items)))])
    key = "d.id" if item_type == "VARCHAR" else f"TRY_CAST(d.id AS {item_type})"
    rows = s.query(QT_TRANSLATE_NOOP("Errors", "reading the decided items"), f"""
        SELECT d.pos, cj.a, cj.c FROM cj JOIN decided d ON cj.item = {key}""")
    return decided_rows(rows, len(items), r)
