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

from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.summaries.summary_counts import CountTables
from adjudicator.engines.counting import (
    BLANK_STRATUM,
    Counted,
    FloatArray,
    code_values,
    conger_terms,
    inventory,
    rater_counts,
    refuse_coding,
    refuse_repeat,
    unit_rows,
    value_order,
)
from adjudicator.engines.duckdb.session import Session
from adjudicator.engines.duckdb.source import (
    BLANK,
    blank_is_null,
    choose_layout,
    item_sql,
    open_source,
    quote_ident,
    text_sql,
)
from adjudicator.engines.duckdb.stream import stream_units
from adjudicator.engines.duckdb.vectors import vector_units
from adjudicator.engines.duckdb.words import few_words, word_units
from adjudicator.engines.layout import Layout
from adjudicator.engines.streamed import Streamed, few_vectors
from adjudicator.io.coding.labelcode import DistinctCoding
from adjudicator.io.options import ImportOptions


def count_tables(s: Session, path: str, options: ImportOptions, labels: list[str] | None,
                 by: str | None = None) -> Counted:
    """Open ``path`` and count every table of the report (see the module)."""
    open_source(s, path, options)
    layout = choose_layout(s, path, options, by)
    _judgments(s, layout)
    names, per_value, skipped = _first_pass(s, layout)
    coding = _coding(s, layout, per_value, options, labels)
    refuse_coding(coding, path)
    k = len(coding.labels)
    _register_codes(s, per_value, coding, names, layout)
    raters = rater_counts(per_value, coding, names, k)
    strata = _strata(s) if layout.stratum else []
    streamed = _per_item(s, len(names), k, max(len(strata), 1), conger_terms(raters),
                         bool(layout.stratum))
    if streamed.repeat is not None:
        refuse_repeat(path, layout, names, streamed.repeat)
    pairs = streamed.pair_tables
    patterns, freq, conger = unit_rows(streamed, len(names), k)
    tables = CountTables(tuple(names), tuple(coding.labels), streamed.n_items,
                         {p: t.sum(axis=0) for p, t in pairs.items()}, raters,
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
    item = item_sql(layout)
    stratum = f", {text_sql(layout, layout.stratum)} AS stratum" if layout.stratum else ""
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
        cells = ", ".join(f"{text_sql(layout, c)} AS {quote_ident(str(i))}"
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


def _coding(s: Session, layout: Layout, rows: list[tuple[Any, ...]], options: ImportOptions,
            labels: list[str] | None) -> DistinctCoding:
    """Code the distinct raw values once, ranked as the in-memory grid ranks them."""
    return code_values(layout, rows, options, labels, lambda: _grid_ranks(s, layout, rows))


def _grid_ranks(s: Session, layout: Layout, rows: list[tuple[Any, ...]]) -> dict[str, int]:
    """Rank of each raw value's first cell in the items x annotators grid of the in-memory
    path (items in the order of their first judgment, annotators first-seen): the least
    (item's first row, annotator's rank) over the value's judgments.

    Only the items that begin by row R, the last of the values' first rows (``rows`` has
    each value's), can hold a first cell: the item of value v's first judgment begins by
    v's first row, so the item where v's first cell lies begins earlier still. A pass over
    the judgments up to row R names those items (with their first rows), and one join of
    every judgment with them, on the forms in the file (``jf``, no text made NULL per
    judgment), gives each (annotator, value) form's least first row; the few forms are then
    read as ``_first_pass`` reads them. No rank of every item is needed, and the join's
    build side is as small as the items that begin by row R."""
    first: dict[str, int] = {}
    seen: dict[str, int] = {}
    for a, raw, _, at in rows:
        first[a] = min(first.get(a, at), at)
        if raw is not None:
            seen[raw] = min(seen.get(raw, at), at)
    if not seen:
        return {}
    rank = {a: i for i, a in enumerate(sorted(first, key=first.__getitem__))}
    bound = int(max(seen.values()))  # a number in the text: as a parameter it is not
    # pushed into the file's scan (ten times slower here)
    step = QT_TRANSLATE_NOOP("Errors", "ordering the labels")
    s.query(step, f"""CREATE OR REPLACE TEMP TABLE early AS SELECT item, min(rn) AS r FROM j
        WHERE rn <= {bound} GROUP BY item""")
    annotator = _as_read(layout, layout.annotator, "af")
    raw = _as_read(layout, layout.label, "rf")
    found = s.query(step, f"""
        WITH forms AS (SELECT jf.annotator AS af, jf.raw AS rf, min(early.r) AS r
                       FROM jf JOIN early USING (item){_item_range(s)} GROUP BY ALL)
        SELECT {annotator}, CAST({raw} AS VARCHAR), min(r) FROM forms GROUP BY ALL""")
    cell: dict[str, tuple[int, int]] = {}
    for a, value, r in found:
        if a is None or value is None or a not in rank:
            continue
        at = (int(r), rank[a])
        cell[value] = min(cell.get(value, at), at)
    return {v: i for i, v in enumerate(sorted(cell, key=cell.__getitem__))}


def _item_range(s: Session) -> str:
    """`` WHERE jf.item BETWEEN lo AND hi`` of the items in ``early`` when they are whole
    numbers: a range written in the query is checked against the Parquet row groups' least
    and greatest ids, so a file in item order reads only the groups that hold those items
    (DuckDB's own filter from the join read all ten groups of 10^7 judgments: 0.15 of 0.17
    s here). Else nothing: the join alone selects."""
    lo, hi = s.con.execute("SELECT min(item), max(item) FROM early").fetchone()
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lo, hi)):
        return ""
    return f" WHERE jf.item BETWEEN {int(lo)} AND {int(hi)}"


def _register_codes(s: Session, rows: list[tuple[Any, ...]], coding: DistinctCoding,
                    names: list[str], layout: Layout) -> None:
    """Tables ``codes`` (raw text -> code, and ``codes_t`` from the typed values), ``anns``
    (annotator -> index) and ``ac`` (each distinct (annotator, raw) form of ``ff`` -> a, c,
    and its judgments n; forms with a blank annotator left out), and the coded view
    ``cj`` (item, a, c, rn[, stratum]); c = -1 for a missing label. One join with ``ac`` on
    the forms codes a judgment: at 10^8 judgments it costs about half of two joins on the
    values."""
    s.table("codes", {"raw": "VARCHAR", "c": "INTEGER"}, [value_order(rows), coding.codes])
    key = [str(i) for i in range(len(names))] if layout.kind == "wide" else names
    s.table("anns", {"annotator": "VARCHAR", "a": "INTEGER"}, [key, list(range(len(key)))])
    s.con.execute("""CREATE TEMP TABLE codes_t AS SELECT DISTINCT fp.raw, codes.c FROM fp
        JOIN codes ON CAST(fp.raw AS VARCHAR) = codes.raw""")  # the typed values' codes
    annotator = _as_read(layout, layout.annotator, "af")
    raw = _as_read(layout, layout.label, "rf")
    s.con.execute(f"""CREATE TEMP TABLE ac AS SELECT af AS annotator, rf AS raw, anns.a,
        coalesce(codes_t.c, -1) AS c, n FROM (SELECT annotator AS af, raw AS rf, n FROM ff) f
        JOIN anns ON {annotator} = anns.annotator
        LEFT JOIN codes_t ON {raw} = codes_t.raw""")  # each form of the file, coded
    stratum = ", jf.stratum" if layout.stratum else ""
    s.con.execute(f"""CREATE TEMP VIEW cj AS SELECT jf.item, ac.a, ac.c, jf.rn{stratum}
        FROM jf JOIN ac ON jf.annotator = ac.annotator AND jf.raw IS NOT DISTINCT FROM ac.raw
        WHERE jf.item IS NOT NULL""")


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
    s.table("strata", {"v": "VARCHAR", "s": "INTEGER"}, [values, list(range(len(values)))])
    s.con.execute("CREATE TEMP TABLE item_s AS SELECT item, s FROM item_v JOIN strata USING (v)")
    return [v or BLANK_STRATUM for v in values]
