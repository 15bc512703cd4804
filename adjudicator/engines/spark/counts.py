"""The count tables of the agreement report, counted by Spark with groupBy/agg where the data is.

The same passes as ``duckdb.counts``, as Spark DataFrame queries; only small tables are
collected to the driver, and the coding rules and the assembly of the tables are the ones every
engine shares (``io.coding.labelcode``, ``engines.counting``), so both engines give equal tables:

1. groupBy(annotator, raw label): counts and first places; the labels are coded once on the
   driver, and the codes travel back as a broadcast table;
2. with --by, groupBy(item): each item's stratum (its first non-blank value);
3. per item, groupBy(item): with few annotators each item's label vector as one integer key,
   then groupBy(stratum, key) -- a few dozen rows leave Spark; with many annotators each
   item's category counts, Conger's term and its (annotator, label) pairs, then
   groupBy(stratum, pattern, term) and groupBy(stratum, pair, labels).

No Python runs on the executors: a cluster needs only Spark there.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.stats.summaries.summary_counts import CountTables
from adjudicator.engines.counting import (
    BLANK_STRATUM,
    Counted,
    code_values,
    conger_terms,
    inventory,
    rater_counts,
    refuse_coding,
    refuse_repeat,
    unit_rows,
    value_order,
)
from adjudicator.engines.layout import Layout
from adjudicator.engines.spark.source import (
    BLANK_CHARS,
    POS,
    choose_layout,
    item_key,
    read_source,
    text,
)
from adjudicator.engines.streamed import Repeat, Streamed, add_vector, few_vectors
from adjudicator.io.coding.labelcode import DistinctCoding
from adjudicator.io.options import ImportOptions

IntArray = np.ndarray[Any, np.dtype[np.int64]]
FloatArray = np.ndarray[Any, np.dtype[np.float64]]


def count_tables(spark: Any, path: str, options: ImportOptions, labels: list[str] | None,
                 by: str | None = None) -> Counted:
    """Read ``path`` and count every table of the report (see the module)."""
    from pyspark.sql import functions as sf

    df = read_source(spark, path)
    layout = choose_layout(df, path, options, by)
    j0 = _judgments(df, layout)
    names, rows, skipped = _first_pass(j0, layout)
    j = j0.where(sf.col("item").isNotNull() & sf.col("annotator").isNotNull())
    coding = _coding(j, layout, rows, options, labels)
    refuse_coding(coding, path)
    k = len(coding.labels)
    raters = rater_counts(rows, coding, names, k)
    terms = conger_terms(raters)
    cj = _coded(spark, j, rows, coding, names, layout, terms)
    strata = _strata(j) if layout.stratum else []
    n_strata = max(len(strata), 1)
    vectors = few_vectors(len(names), k, n_strata)
    per_item = _with_strata(spark, _item_rows(cj, len(names), k, vectors,
                                              bool(layout.stratum)), strata)
    streamed = _per_item(cj, per_item, len(names), k, n_strata, terms, vectors)
    if streamed.repeat is not None:
        refuse_repeat(path, layout, names, streamed.repeat)
    pairs = streamed.pair_tables
    patterns, freq, conger = unit_rows(streamed, len(names), k)
    tables = CountTables(tuple(names), tuple(coding.labels), streamed.n_items,
                         {p: t.sum(axis=0) for p, t in pairs.items()}, raters,
                         patterns, freq, *conger)
    return Counted(tables, layout, coding, skipped, [v or BLANK_STRATUM for v in strata],
                   pairs if strata else {}, coded=cj)


def _judgments(df: Any, layout: Layout) -> Any:
    """item, annotator (text; wide: the column's index), raw (text), pos[, stratum]."""
    from pyspark.sql import functions as sf

    stratum = [text(df, layout.stratum).alias("stratum")] if layout.stratum else []
    keep = ["stratum"] if layout.stratum else []
    item = item_key(df, layout.item).alias("item")
    if layout.kind == "long":
        assert layout.annotator is not None
        assert layout.label is not None
        return df.select(item, text(df, layout.annotator).alias("annotator"),
                         text(df, layout.label).alias("raw"), sf.col(POS).alias("pos"),
                         *stratum)
    cells = [text(df, c).alias(str(i)) for i, c in enumerate(layout.annotators)]
    flat = df.select(item, sf.col(POS).alias("p"), *stratum, *cells).unpivot(
        ["item", "p", *keep], [str(i) for i in range(len(cells))], "annotator", "raw")
    return flat.select("item", "annotator", "raw",
                       (sf.col("p") * len(cells) + sf.col("annotator").cast("long"))
                       .alias("pos"), *keep)


def _place(pos: Any) -> int:
    """A collected place (see ``spark.source.POS``)."""
    return int(pos)


def _first_pass(j0: Any, layout: Layout) -> tuple[list[str], list[tuple[Any, ...]], int]:
    """Annotators in order (long: first seen; wide: column order); per (annotator, raw
    value) its count and first place; and the rows without an id or annotator."""
    from pyspark.sql import functions as sf

    has_item = sf.col("item").isNotNull()
    found = j0.groupBy("annotator", "raw").agg(
        sf.count(sf.when(has_item, 1)).alias("n"),
        sf.min(sf.when(has_item, sf.col("pos"))).alias("first"),
        sf.count(sf.when(~has_item, 1)).alias("b")).collect()
    return inventory([tuple(row) for row in found], layout)


def _coding(j: Any, layout: Layout, rows: list[tuple[Any, ...]], options: ImportOptions,
            labels: list[str] | None) -> DistinctCoding:
    """Code the distinct raw values once, ranked as the in-memory grid ranks them."""
    return code_values(layout, rows, options, labels, lambda: _grid_ranks(j, rows))


def _grid_ranks(j: Any, rows: list[tuple[Any, ...]]) -> dict[str, int]:
    """Rank of each raw value's first cell in the items x annotators grid of the in-memory
    path (items and annotators in first-seen order): the least (item's first place,
    annotator's rank) over its judgments: groupBy(annotator, raw) of each item's first place."""
    from pyspark.sql import Window
    from pyspark.sql import functions as sf

    first: dict[str, int] = {}
    for a, _, _, at in rows:
        first[a] = min(first.get(a, at), at)
    rank = {a: i for i, a in enumerate(sorted(first, key=first.__getitem__))}
    placed = j.withColumn("r", sf.min("pos").over(Window.partitionBy("item")))
    found = (placed.where(sf.col("raw").isNotNull())
             .groupBy("annotator", "raw").agg(sf.min("r").alias("r")).collect())
    cell: dict[str, tuple[int, int]] = {}
    for a, raw, r in found:
        at = (_place(r), rank[a])
        cell[raw] = min(cell.get(raw, at), at)
    return {v: i for i, v in enumerate(sorted(cell, key=cell.__getitem__))}


def _coded(spark: Any, j: Any, rows: list[tuple[Any, ...]], coding: DistinctCoding,
           names: list[str], layout: Layout, terms: FloatArray) -> Any:
    """The coded judgments: item, a, c (-1: blank), Conger's term, pos[, stratum]; the codes
    and annotators are small broadcast tables."""
    from pyspark.sql import functions as sf

    codes = spark.createDataFrame(
        [(v, int(c)) for v, c in zip(value_order(rows), coding.codes, strict=True)],
        "raw string, c int")
    key = [str(i) for i in range(len(names))] if layout.kind == "wide" else names
    anns = spark.createDataFrame([(n, i) for i, n in enumerate(key)], "annotator string, a int")
    term = spark.createDataFrame(
        [(a, c, float(terms[a, c])) for a in range(terms.shape[0])
         for c in range(terms.shape[1])], "a int, c int, term double")
    stratum = ["stratum"] if layout.stratum else []
    coded = (j.join(sf.broadcast(anns), "annotator").join(sf.broadcast(codes), "raw", "left")
             .select("item", "a", sf.coalesce("c", sf.lit(-1)).alias("c"), "pos", *stratum))
    return (coded.join(sf.broadcast(term), ["a", "c"], "left")
            .select("item", "a", "c", sf.coalesce("term", sf.lit(0.0)).alias("term"), "pos",
                    *stratum))


def _stratum_value(pos: str = "pos") -> Any:
    """Per item: its first non-blank stratum value, trimmed ('' when it has none)."""
    from pyspark.sql import functions as sf

    first = sf.min_by("stratum", sf.when(sf.col("stratum").isNotNull(), sf.col(pos)))
    return sf.coalesce(sf.trim(first, sf.lit(BLANK_CHARS)), sf.lit(""))


def _strata(j: Any) -> list[str]:
    """The stratum values in the order their first item appears ('' for none)."""
    from pyspark.sql import functions as sf

    items = j.groupBy("item").agg(_stratum_value().alias("v"), sf.min("pos").alias("r"))
    found = items.groupBy("v").agg(sf.min("r").alias("r")).collect()
    return [str(v) for v, _ in sorted(found, key=lambda row: _place(row[1]))]


def _item_rows(cj: Any, r: int, k: int, vectors: bool, with_strata: bool) -> Any:
    """groupBy(item): judgments n, distinct annotators m; with few annotators the label
    vector's key, else the category counts, Conger's t_i and the list of a * k + c of the
    rated judgments; [the stratum value v]."""
    from pyspark.sql import functions as sf

    aggs = [sf.count(sf.lit(1)).alias("n"), sf.size(sf.collect_set("a")).alias("m")]
    if vectors:
        weight = sf.element_at(sf.array(*[sf.lit((k + 2) ** a) for a in range(r)]),
                              sf.col("a") + 1).cast("long")
        aggs.append(sf.sum((sf.col("c") + 2).cast("long") * weight).alias("key"))
    else:
        aggs += [sf.sum("term").alias("t"),
                 *[sf.count(sf.when(sf.col("c") == x, 1)).alias(f"n{x}") for x in range(k)],
                 sf.collect_list(sf.when(sf.col("c") >= 0, sf.col("a") * k + sf.col("c")))
                 .alias("v_ac")]
    if with_strata:
        aggs.append(_stratum_value().alias("v"))
    return cj.groupBy("item").agg(*aggs)


def _with_strata(spark: Any, per_item: Any, strata: list[str]) -> Any:
    """Each item's stratum index s (0 without --by), from a broadcast table of the values."""
    from pyspark.sql import functions as sf

    if not strata:
        return per_item.withColumn("s", sf.lit(0))
    table = spark.createDataFrame([(v, i) for i, v in enumerate(strata)], "v string, s int")
    return per_item.join(sf.broadcast(table), "v")


def _per_item(cj: Any, per_item: Any, r: int, k: int, n_strata: int, terms: FloatArray,
              vectors: bool) -> Streamed:
    """The per-item tables: pair tables per stratum, the distinct (pattern, t_i) rows with
    their units; or the first repeated judgment."""
    from pyspark import StorageLevel
    from pyspark.sql import functions as sf

    per_item = per_item.persist(StorageLevel.MEMORY_AND_DISK)
    try:
        out = Streamed(pair_tables={p: np.zeros((n_strata, k, k), dtype=np.int64)
                                    for p in combinations(range(r), 2)})
        if per_item.where(sf.col("n") > sf.col("m")).limit(1).count():
            out.repeat = _first_repeat(cj)
            return out
        if vectors:
            _from_vectors(out, per_item, r, k, terms)
        else:
            _from_patterns(out, per_item, k)
            _from_pairs(out, per_item, r, k)
        return out
    finally:
        per_item.unpersist()


def _first_repeat(cj: Any) -> Repeat:
    """The first item (in item order) that one annotator judged twice, and that annotator."""
    from pyspark.sql import functions as sf

    row = (cj.groupBy("item", "a").count().where(sf.col("count") > 1)
           .orderBy("item", "a").first())
    return Repeat(str(row["item"]), int(row["a"]))


def _from_vectors(out: Streamed, per_item: Any, r: int, k: int, terms: FloatArray) -> None:
    """Few annotators: groupBy(stratum, label vector), each decoded and added by
    ``streamed.add_vector`` (digit a of the key in base k + 2: 0 not judged, 1 blank, 2 + code)."""
    from pyspark.sql import functions as sf

    base = k + 2
    for s, key, m in per_item.groupBy("s", "key").agg(sf.count(sf.lit(1))).collect():
        codes = [int(key) // base ** a % base - 2 for a in range(r)]
        add_vector(out, int(s), codes, int(m), k, terms)


def _from_patterns(out: Streamed, per_item: Any, k: int) -> None:
    """Many annotators: groupBy(category counts, t_i) gives the units of each pattern."""
    from pyspark.sql import functions as sf

    counts = [f"n{x}" for x in range(k)]
    for row in per_item.groupBy(*counts, "t").agg(sf.count(sf.lit(1)).alias("m")).collect():
        tag = (tuple(int(row[c]) for c in counts), float(row["t"] or 0.0))
        out.units[tag] = out.units.get(tag, 0) + int(row["m"])
        out.n_items += int(row["m"])


def _from_pairs(out: Streamed, per_item: Any, r: int, k: int) -> None:
    """Many annotators: each item's (a, c) x (b, d) pairs with a < b, exploded inside Spark
    and counted by groupBy(stratum, pair key): the pair tables."""
    from pyspark.sql import functions as sf

    width = r * k

    def partners(x: Any) -> Any:
        later = sf.filter("v_ac", lambda y: sf.floor(y / k) > sf.floor(x / k))
        return sf.transform(later, lambda y: x.cast("long") * width + y)

    pairs = per_item.select("s", sf.explode(sf.flatten(sf.transform("v_ac", partners)))
                            .alias("key"))
    for s, key, m in pairs.groupBy("s", "key").agg(sf.count(sf.lit(1))).collect():
        x, y = divmod(int(key), width)
        (ax, cx), (ay, cy) = divmod(x, k), divmod(y, k)
        out.pair_tables[(ax, ay)][int(s), cx, cy] += int(m)
