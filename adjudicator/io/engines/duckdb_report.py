"""What the acceptance report needs from DuckDB beyond the agreement's count tables.

The versus-final block counts, per annotator, its labels against the final labels. Before any
decision the final label of an item is its unanimous label (every present label the same), so
the table of annotator r is diagonal: ``unanimous[r, c]`` items are unanimous on c and labelled
by r. One GROUP BY over the coded judgments ``cj`` (``duckdb_counts``) gives it.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from adjudicator.io.engines.duckdb_session import Session

IntArray = np.ndarray[Any, np.dtype[np.int64]]


def unanimous_by_annotator(s: Session, r: int, k: int) -> IntArray:
    """``out[a, c]``: items whose present labels are all c and that annotator a labelled."""
    rows = s.query("counting the unanimous items", """
        WITH u AS (SELECT item FROM cj WHERE c >= 0 GROUP BY item HAVING min(c) = max(c))
        SELECT a, c, count(*) FROM cj SEMI JOIN u USING (item) WHERE c >= 0 GROUP BY a, c""")
    out = np.zeros((r, k), dtype=np.int64)
    for a, c, n in rows:
        out[int(a), int(c)] = int(n)
    return out
