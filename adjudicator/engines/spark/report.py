"""What the acceptance report needs from Spark beyond the agreement's count tables: the same
two counts as ``duckdb.report``, as DataFrame queries on the coded judgments ``cj``
(``spark.counts``), so only small tables reach the driver.

Before any decision the final label of an item is its unanimous label (every present label
the same), so annotator a's table against the final labels is diagonal: ``out[a, c]`` items
are unanimous on c and labelled by a. Once the log holds decisions, the decided items' own
labels are read too.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from adjudicator.engines.counting import decided_rows

IntArray = np.ndarray[Any, np.dtype[np.int64]]
BoolArray = np.ndarray[Any, np.dtype[np.bool_]]


def unanimous_by_annotator(cj: Any, r: int, k: int) -> IntArray:
    """``out[a, c]``: items with two or more labels, all c, that annotator a labelled
    (groupBy item for the unanimous items, a left-semi join, groupBy a, c)."""
    from pyspark.sql import functions as sf

    rated = cj.where(sf.col("c") >= 0)
    unanimous = (rated.groupBy("item").agg(sf.min("c").alias("lo"), sf.max("c").alias("hi"),
                                           sf.count("c").alias("n"))
                 .where((sf.col("lo") == sf.col("hi")) & (sf.col("n") >= 2)).select("item"))
    out = np.zeros((r, k), dtype=np.int64)
    for a, c, n in rated.join(unanimous, "item", "left_semi").groupBy("a", "c").count().collect():
        out[int(a), int(c)] = int(n)
    return out


def decided_codes(spark: Any, cj: Any, items: list[str], r: int) -> tuple[IntArray, BoolArray]:
    """The coded labels (items x annotators, -1 missing) of the items a decision log names,
    in their order, and which of them the file holds: a small broadcast table of their ids
    joined to ``cj``, so only their judgments reach the driver. The ids are cast to the
    type of the file's id column (an id that is no such value matches nothing); an id the
    file does not hold keeps a row of missing labels."""
    from pyspark.sql import functions as sf

    if not items:
        return decided_rows([], 0, r)
    item_type = cj.schema["item"].dataType
    ids = spark.createDataFrame([(item, i) for i, item in enumerate(items)],
                                "id string, at long")
    ids = ids.select(sf.col("id").cast(item_type).alias("item"), "at")
    rows = cj.join(sf.broadcast(ids), "item").select("at", "a", "c").collect()
    return decided_rows(rows, len(items), r)
