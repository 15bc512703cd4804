"""The count tables of the agreement report, counted by DuckDB with GROUP BY where the data is.

Passes over the judgments (item, annotator, raw label) of ``src``:

1. GROUP BY annotator, raw label: counts and first positions. The labels are coded once, in
   Python, by ``io.coding.labelcode.code_distinct`` (the in-memory path's rules and order); the same
   counts give the ratings per annotator and category;
2. with --by, GROUP BY item: each item's stratum (its first non-blank value);
3. per item: every pair's k x k table (per stratum), each unit's category counts and
   Conger's term t_i, repeated judgments. For few annotators by GROUP BY item, then GROUP BY
   the items' label vectors (``duckdb.vectors``); for up to a few hundred, by GROUP BY item
   of the labels packed in words (``duckdb.words``); else from the coded judgments ordered
   by item (``duckdb.stream``).

Nothing per unit outlives a batch except the distinct (counts, t_i) rows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.stats.many_raters.conger_counts import active_raters, unit_chance_table
from adjudicator.core.stats.summaries.summary_counts import CountTables
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.duckdb.source import (
    BLANK,
    Layout,
    blank_is_null,
    choose_layout,
    open_source,
    quote_ident,
)
from adjudicator.engines.duckdb.stream import Repeat, Streamed, stream_units
from adjudicator.engines.duckdb.vectors import few_vectors, vector_units
from adjudicator.engines.duckdb.words import few_words, word_units
from adjudicator.io.coding.labelcode import DistinctCoding, code_distinct
from adjudicator.io.coding.schema import LabelSchema, load_schema
from adjudicator.io.options import ImportOptions

IntArray = np.ndarray[Any, np.dtype[np.int64]]
FloatArray = np.ndarray[Any, np.dtype[np.float64]]
BLANK_STRATUM = "(blank)"


@dataclass
class Counted:
    """What the engine counted, and what it noticed on the way (for the user)."""

    tables: CountTables
    layout: Layout
    coding: DistinctCoding
    skipped_rows: int  # rows without an item id or an annotator
    strata: list[str] = field(default_factory=list)  # --by values, first-seen order
    stratum_tables: dict[tuple[int, int], IntArray] = field(default_factory=dict)  # S x k x k
    coded: Any = None  # Spark: the coded judgments' DataFrame, for the report's counts


def count_tables(s: Session, path: str, options: ImportOptions, labels: list[str] | None,
                 by: str | None = None) -> Counted:
    """Open ``path`` and count every table of the report (see the module)."""
    open_source(s, path, options)
    layout = choose_layout(s, path, options, by)
    _judgments(s, layout)
    names, per_value, skipped = _first_pass(s, layout)
    coding = _coding(s, layout, per_value, options, labels)
    _refuse(coding, path)
    k = len(coding.labels)
    _register_codes(s, per_value, coding, names, layout)
    rater_counts = _rater_counts(per_value, coding, names, k)
    strata = _strata(s) if layout.stratum else []
    streamed = _per_item(s, len(names), k, max(len(strata), 1), _conger_terms(rater_counts),
                         bool(layout.stratum))
    if streamed.repeat is not None:
        _refuse_repeat(path, layout, names, streamed.repeat)
    pairs = streamed.pair_tables
    patterns, freq, conger = _unit_rows(streamed, len(names), k)
    tables = CountTables(tuple(names), tuple(coding.labels), streamed.n_items,
                         {p: t.sum(axis=0) for p, t in pairs.items()}, rater_counts,
                         patterns, freq, *conger)
    return Counted(tables, layout, coding, skipped, strata, pairs if strata else {})


def _per_item(s: Session, r: int, k: int, n_strata: int, terms: FloatArray,
              with_strata: bool) -> Streamed:
    """The per-item tables: by GROUP BY of the label vectors when they are few, else by
    GROUP BY item of the labels packed in words when they fit, else from the stream sorted
    by item (which also names a repeated judgment)."""
    found = None
    if few_vectors(r, k, n_strata):
        found = vector_units(s, r, k, n_strata, terms, with_strata)
    elif few_words(r, k):
        found = word_units(s, r, k, n_strata, terms, with_strata)
    return found if found is not None else stream_units(s, r, k, n_strata, terms, with_strata)


def _judgments(s: Session, layout: Layout) -> None:
    """The views ``j0`` and ``j`` (without rows lacking an id or annotator): item,
    annotator, raw, rn[, stratum]; and ``jf``, ``j0`` with a long table's annotator and label
    as the file holds them (a blank is made NULL only once per distinct value, by
    ``_first_pass``, instead of once per judgment)."""
    item = layout.item_sql()
    stratum = f", {layout.text(layout.stratum)} AS stratum" if layout.stratum else ""
    if layout.kind == "long":
        assert layout.annotator is not None
        assert layout.label is not None
        s.query(QT_TRANSLATE_NOOP("Errors", "opening"),
                f"""CREATE TEMP VIEW j0 AS SELECT {item} AS item,
            {_as_read(layout, layout.annotator)} AS annotator,
            {_as_read(layout, layout.label)} AS raw,
            rn{stratum} FROM src""")
        s.query(QT_TRANSLATE_NOOP("Errors", "opening"),
                f"""CREATE TEMP VIEW jf AS SELECT {item} AS item,
            {quote_ident(layout.annotator)} AS annotator, {quote_ident(layout.label)} AS raw,
            rn{stratum} FROM src""")
    else:
        width = len(layout.annotators)
        cells = ", ".join(f"{layout.text(c)} AS {quote_ident(str(i))}"
                          for i, c in enumerate(layout.annotators))
        on = ", ".join(quote_ident(str(i)) for i in range(width))
        s.query(QT_TRANSLATE_NOOP("Errors", "opening"),
                f"""CREATE TEMP VIEW j0 AS SELECT item, annotator, raw,
            rn * {width} + CAST(annotator AS BIGINT) AS rn{', stratum' if stratum else ''}
            FROM (SELECT {item} AS item, rn{stratum}, {cells} FROM src)
            UNPIVOT INCLUDE NULLS (raw FOR annotator IN ({on}))""")
        s.query(QT_TRANSLATE_NOOP("Errors", "opening"), "CREATE TEMP VIEW jf AS SELECT * FROM j0")
    s.query(QT_TRANSLATE_NOOP("Errors", "opening"), "CREATE TEMP VIEW j AS SELECT * FROM j0 "
            "WHERE item IS NOT NULL AND annotator IS NOT NULL")


def _as_read(layout: Layout, role: str | None, column: str | None = None) -> str:
    """SQL for the value of a long table's annotator or label (the file's column ``role``),
    read from ``column`` (default: that column itself; else a copy of its forms, as in
    ``ff``): text as ``blank_is_null``; a label of any other type as it is, so the passes
    group by the typed value and only the distinct values become text. A wide table's
    ``jf`` holds the values already."""
    column = role if column is None else column
    assert column is not None
    if layout.kind != "long" or role is None:
        return quote_ident(column)
    kind = layout.types.get(role, "VARCHAR")
    if role == layout.label and kind != "VARCHAR":
        return quote_ident(column)
    return blank_is_null(column, kind)


def _first_pass(s: Session, layout: Layout) -> tuple[list[str], list[tuple[Any, ...]], int]:
    """Annotators in order (long: first seen; wide: column order); per (annotator, raw
    value) its count and first position; and the rows without an id or annotator. Grouped
    by the forms in the file (``ff``), then by their values (``fp``)."""
    s.query(QT_TRANSLATE_NOOP("Errors", "counting labels per annotator"),
            """CREATE TEMP TABLE ff AS SELECT annotator,
        raw, count(*) FILTER (WHERE item IS NOT NULL) AS n,
        min(rn) FILTER (WHERE item IS NOT NULL) AS first_rn,
        count(*) FILTER (WHERE item IS NULL) AS b FROM jf GROUP BY annotator, raw""")
    annotator = _as_read(layout, layout.annotator, "annotator")
    raw = _as_read(layout, layout.label, "raw")
    s.con.execute(f"""CREATE TEMP TABLE fp AS SELECT {annotator} AS annotator, {raw} AS raw,
        CAST(sum(n) AS BIGINT) AS n, min(first_rn) AS first_rn, CAST(sum(b) AS BIGINT) AS b
        FROM ff GROUP BY ALL""")
    found = s.query(QT_TRANSLATE_NOOP("Errors", "counting labels per annotator"),
                    "SELECT annotator, CAST(raw AS VARCHAR), n, first_rn, b FROM fp")
    return inventory(found, layout)


def inventory(found: list[tuple[Any, ...]], layout: Layout
              ) -> tuple[list[str], list[tuple[Any, ...]], int]:
    """From the rows (annotator, raw value, count, first position, rows without an id) that
    any engine's ``GROUP BY annotator, raw`` gives: the annotators in order (long: first
    seen; wide: column order), the (annotator, raw, count, first position) rows, and how
    many rows had no id or annotator."""
    blank = sum(int(b) + (int(n) if a is None else 0) for a, _, n, _, b in found)
    rows = [(a, raw, int(n), int(at)) for a, raw, n, at, _ in found if a is not None and n]
    if layout.kind == "wide":
        names = list(layout.annotators)
        rows = [(names[int(a)], *rest) for a, *rest in rows]
        return names, rows, blank // len(names)
    first: dict[str, int] = {}
    for a, _, _, at in rows:
        first[a] = min(first.get(a, at), at)
    return sorted(first, key=first.__getitem__), rows, blank


def _coding(s: Session, layout: Layout, rows: list[tuple[Any, ...]], options: ImportOptions,
            labels: list[str] | None) -> DistinctCoding:
    """Code the distinct raw values once, ranked as the in-memory grid ranks them."""
    return code_values(layout, rows, options, labels, lambda: _grid_ranks(s, rows))


def code_values(layout: Layout, rows: list[tuple[Any, ...]], options: ImportOptions,
                labels: list[str] | None, grid_ranks: Callable[[], dict[str, int]]
                ) -> DistinctCoding:
    """The distinct raw values of ``inventory``'s rows coded once, in the in-memory import's
    order: first seen, or — for a long file's text labels without a schema — the order of
    their first cell in the items x annotators grid, which ``grid_ranks()`` asks the engine
    for (it needs one more pass)."""
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for _, raw, n, at in rows:
        if raw is None:
            continue
        counts[raw] = counts.get(raw, 0) + int(n)
        first[raw] = min(first.get(raw, at), at)
    values = sorted(counts, key=first.__getitem__)
    schema = _schema(options.schema, labels)
    if layout.kind == "long" and schema is None and not _all_numbers(values):
        first = grid_ranks()
    return code_distinct(values, [counts[v] for v in values], [first[v] for v in values],
                         schema, options)


def _all_numbers(values: list[str]) -> bool:
    """True when every value reads as a number: then the labels sort by value and the
    first-seen order does not matter (``labelcode._numeric_order``)."""
    try:
        return all(float(v) == float(v) for v in values)
    except ValueError:
        return False


def _grid_ranks(s: Session, rows: list[tuple[Any, ...]]) -> dict[str, int]:
    """First cell of each raw value in the items x annotators grid of the in-memory path
    (items and annotators in first-seen order): min of item rank * width + annotator rank."""
    first: dict[str, int] = {}
    for a, _, _, at in rows:
        first[a] = min(first.get(a, at), at)
    order = sorted(first, key=first.__getitem__)
    s.con.execute("CREATE TEMP TABLE ann_rank (annotator VARCHAR, r BIGINT)")
    s.con.executemany("INSERT INTO ann_rank VALUES (?, ?)", [[a, i] for i, a in enumerate(order)])
    found = s.query(QT_TRANSLATE_NOOP("Errors", "ordering the labels"), f"""
        WITH items AS (SELECT item, min(rn) AS r FROM j GROUP BY item),
             ranked AS (SELECT item, rank() OVER (ORDER BY r) - 1 AS r FROM items)
        SELECT CAST(raw AS VARCHAR), min(CAST(i.r AS HUGEINT) * {len(order)} + a.r) FROM j
        JOIN ranked i USING (item) JOIN ann_rank a USING (annotator)
        WHERE raw IS NOT NULL GROUP BY raw""")
    return {str(v): int(r) for v, r in found}


def _schema(given: object, labels: list[str] | None) -> LabelSchema | None:
    """The schema file or the --labels list, as ``load_dataset`` takes them."""
    if isinstance(given, LabelSchema):
        return given
    if given:
        return load_schema(str(given))
    return LabelSchema(tuple(labels)) if labels else None


def _refuse(coding: DistinctCoding, path: str) -> None:
    """Label sets and unknown labels need the in-memory engine's full report."""
    if any(len(s) > 1 for s in coding.label_sets):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "cells hold several labels (a multi-label file)"), file=path,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Use --engine memory for multi-label agreement, or "
                             "--separator '' to read each cell as one label"))
    if coding.unknown:
        shown = ", ".join(repr(u) for u in coding.unknown[:5])
        raise InputError(QT_TRANSLATE_NOOP("Errors", "labels not in the schema: {shown}"),
                         args={"shown": shown, "labels": ", ".join(coding.labels)},
                         file=path, expected="{labels}",
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Add them to the schema or --labels, or run "
                             "`adjudicator validate` with --engine memory for their rows"))


def _register_codes(s: Session, rows: list[tuple[Any, ...]], coding: DistinctCoding,
                    names: list[str], layout: Layout) -> None:
    """Tables ``codes`` (raw text -> code, and ``codes_t`` from the typed values), ``anns``
    (annotator -> index) and ``ac`` (each distinct (annotator, raw) form of ``ff`` -> a, c;
    forms with a blank annotator left out), and the coded view ``cj`` (item, a, c, rn[,
    stratum]); c = -1 for a missing label. One join with ``ac`` on the forms codes a
    judgment: at 10^8 judgments it costs about half of two joins on the values."""
    s.con.execute("CREATE TEMP TABLE codes (raw VARCHAR, c INTEGER)")
    s.con.executemany("INSERT INTO codes VALUES (?, ?)",
                      [[v, c] for v, c in zip(_value_order(rows), coding.codes, strict=True)])
    s.con.execute("CREATE TEMP TABLE anns (annotator VARCHAR, a INTEGER)")
    key = [str(i) for i in range(len(names))] if layout.kind == "wide" else names
    s.con.executemany("INSERT INTO anns VALUES (?, ?)", [[n, i] for i, n in enumerate(key)])
    s.con.execute("""CREATE TEMP TABLE codes_t AS SELECT DISTINCT fp.raw, codes.c FROM fp
        JOIN codes ON CAST(fp.raw AS VARCHAR) = codes.raw""")  # the typed values' codes
    annotator = _as_read(layout, layout.annotator, "af")
    raw = _as_read(layout, layout.label, "rf")
    s.con.execute(f"""CREATE TEMP TABLE ac AS SELECT af AS annotator, rf AS raw, anns.a,
        coalesce(codes_t.c, -1) AS c FROM (SELECT annotator AS af, raw AS rf FROM ff) f
        JOIN anns ON {annotator} = anns.annotator
        LEFT JOIN codes_t ON {raw} = codes_t.raw""")  # each form of the file, coded
    stratum = ", jf.stratum" if layout.stratum else ""
    s.con.execute(f"""CREATE TEMP VIEW cj AS SELECT jf.item, ac.a, ac.c, jf.rn{stratum}
        FROM jf JOIN ac ON jf.annotator = ac.annotator AND jf.raw IS NOT DISTINCT FROM ac.raw
        WHERE jf.item IS NOT NULL""")


def _value_order(rows: list[tuple[Any, ...]]) -> list[str]:
    """The distinct raw values in first-position order (the order ``_coding`` coded them)."""
    first: dict[str, int] = {}
    for _, raw, _, at in rows:
        if raw is not None:
            first[raw] = min(first.get(raw, at), at)
    return sorted(first, key=first.__getitem__)


def _refuse_repeat(path: str, layout: Layout, names: list[str], repeat: Repeat) -> None:
    """A second judgment of one item by one annotator is refused (as the in-memory default)."""
    if layout.kind == "wide":
        raise InputError(QT_TRANSLATE_NOOP("Errors", "id {item} appears again"),
                         args={"item": repr(repeat.item)}, file=path,
                         expected=QT_TRANSLATE_NOOP("Errors", "one row per item"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Remove the repeated rows, or use --engine memory"))
    raise InputError(QT_TRANSLATE_NOOP("Errors", "'{item} / {annotator}' is judged twice"),
                     args={"item": repeat.item, "annotator": names[repeat.annotator]},
                     file=path,
                     expected=QT_TRANSLATE_NOOP("Errors", "one judgment per item and annotator"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Keep one judgment each, or use --engine memory with --repeats "
                         "first or --repeats last"))


def _rater_counts(rows: list[tuple[Any, ...]], coding: DistinctCoding, names: list[str],
                  k: int) -> IntArray:
    """annotators x k: how often each annotator gave each label."""
    code = dict(zip(_value_order(rows), coding.codes, strict=True))
    where = {n: i for i, n in enumerate(names)}
    out = np.zeros((len(names), k), dtype=np.int64)
    for a, raw, n, _ in rows:
        c = code.get(raw, -1) if raw is not None else -1
        if c >= 0:
            out[where[a], c] += int(n)
    return out


def _strata(s: Session) -> list[str]:
    """Each item's stratum (its first non-blank value, trimmed) as an index in the table
    ``item_s``; returns the values in the order their first item appears."""
    s.query(QT_TRANSLATE_NOOP("Errors", "grouping items by stratum"),
            f"""CREATE TEMP TABLE item_v AS SELECT item,
        coalesce(trim(arg_min(stratum, rn) FILTER (WHERE stratum IS NOT NULL), {BLANK}), '')
        AS v,
        min(rn) AS r FROM j GROUP BY item""")
    found = s.query(QT_TRANSLATE_NOOP("Errors", "grouping items by stratum"),
                    "SELECT v, min(r) AS r FROM item_v GROUP BY v ORDER BY r")
    values = [str(v) for v, _ in found]
    s.con.execute("CREATE TEMP TABLE strata (v VARCHAR, s INTEGER)")
    s.con.executemany("INSERT INTO strata VALUES (?, ?)", [[v, i] for i, v in enumerate(values)])
    s.con.execute("CREATE TEMP TABLE item_s AS SELECT item, s FROM item_v JOIN strata USING (v)")
    return [v or BLANK_STRATUM for v in values]


def _conger_terms(rater_counts: IntArray) -> FloatArray:
    """annotators x k terms of Conger's t_i (0 for annotators who rated nothing), to be
    multiplied by the number of rated units (``conger_counts.unit_chance_table``)."""
    terms = np.zeros(rater_counts.shape, dtype=np.float64)
    active = active_raters(rater_counts)
    if active.size >= 2:
        terms[active] = unit_chance_table(rater_counts, 1)
    return terms


def _unit_rows(streamed: Streamed, r: int, k: int
               ) -> tuple[IntArray, IntArray, tuple[IntArray, FloatArray, IntArray]]:
    """Unit patterns in ascending base-(r + 1) key order with their multiplicities (as
    ``unit_patterns``), and Conger's rows (pattern, t_i scaled by the rated units, count).

    The key's last digit is its most significant and every digit is below r + 1, so the key
    order is the rows' order by their last column, then the one before, and so on."""
    narrow, t, f = streamed.unit_arrays(k)
    counts = narrow.astype(np.int64)
    n_rated = int(f[counts.sum(axis=1) > 0].sum())
    order = np.lexsort(counts.T) if len(f) else np.zeros(0, dtype=np.int64)
    rows = counts[order]
    change = np.ones(len(rows), dtype=bool)
    change[1:] = (rows[1:] != rows[:-1]).any(axis=1)
    starts = np.flatnonzero(change)
    patterns: IntArray = rows[starts].reshape(len(starts), k)
    freq: IntArray = (np.add.reduceat(f[order], starts) if len(starts)
                      else np.zeros(0, dtype=np.int64))
    return patterns, freq, (counts, t * n_rated, f)
