"""The count tables of the agreement report, counted by DuckDB with GROUP BY where the data is.

Passes over the judgments (item, annotator, raw label) of ``src``:

1. distinct raw labels per annotator with counts and first position: the labels are coded
   once, in Python, by ``io.labelcode.code_distinct`` (the in-memory path's rules and order);
   the same counts give the ratings per annotator and category;
2. repeated judgments of one item by one annotator (refused, as the in-memory default);
3. the k x k table of every annotator pair (a self-join on the item), per stratum with --by;
4. per unit its category-count key sum_c (r + 1)^c and Conger's term t_i, grouped.

Nothing per unit comes back to Python except the distinct (key, t_i) rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import numpy as np

from adjudicator.core.errors import InputError
from adjudicator.core.stats.conger_counts import active_raters, unit_chance_table
from adjudicator.core.stats.summary_counts import CountTables
from adjudicator.io.engines.duckdb_session import Session
from adjudicator.io.engines.duckdb_source import (
    BLANK,
    Layout,
    blank_is_null,
    choose_layout,
    open_source,
    quote_ident,
)
from adjudicator.io.labelcode import DistinctCoding, code_distinct
from adjudicator.io.options import ImportOptions
from adjudicator.io.schema import LabelSchema, load_schema

IntArray = np.ndarray[Any, np.dtype[np.int64]]
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


def count_tables(s: Session, path: str, options: ImportOptions, labels: list[str] | None,
                 by: str | None = None) -> Counted:
    """Open ``path`` and count every table of the report (see the module)."""
    open_source(s, path, options)
    layout = choose_layout(s, path, options, by)
    skipped = _judgments(s, layout)
    names, per_value = _first_pass(s, layout)
    coding = _coding(s, layout, per_value, options, labels)
    _refuse(coding, path)
    k = len(coding.labels)
    _register_codes(s, per_value, coding, names, layout)
    _refuse_repeats(s, path, layout, names)
    rater_counts = _rater_counts(per_value, coding, names, k)
    strata = _strata(s) if layout.stratum else []
    pairs = _pair_tables(s, len(names), k, max(len(strata), 1), bool(layout.stratum))
    n_items, patterns, freq, conger = _units(s, rater_counts, len(names), k)
    tables = CountTables(tuple(names), tuple(coding.labels), n_items,
                         {p: t.sum(axis=0) for p, t in pairs.items()}, rater_counts,
                         patterns, freq, *conger)
    return Counted(tables, layout, coding, skipped, strata, pairs if strata else {})


def _judgments(s: Session, layout: Layout) -> int:
    """The view ``j`` (item, annotator, raw, rn[, stratum]); returns the rows left out."""
    item = blank_is_null(layout.item)
    stratum = f", {blank_is_null(layout.stratum)} AS stratum" if layout.stratum else ""
    if layout.kind == "long":
        assert layout.annotator is not None
        assert layout.label is not None
        s.query("opening", f"""CREATE TEMP VIEW j0 AS SELECT {item} AS item,
            {blank_is_null(layout.annotator)} AS annotator, {blank_is_null(layout.label)} AS raw,
            rn{stratum} FROM src""")
    else:
        width = len(layout.annotators)
        cells = ", ".join(f"{blank_is_null(c)} AS {quote_ident(str(i))}"
                          for i, c in enumerate(layout.annotators))
        on = ", ".join(quote_ident(str(i)) for i in range(width))
        s.query("opening", f"""CREATE TEMP VIEW j0 AS SELECT item, annotator, raw,
            rn * {width} + CAST(annotator AS BIGINT) AS rn{', stratum' if stratum else ''}
            FROM (SELECT {item} AS item, rn{stratum}, {cells} FROM src)
            UNPIVOT INCLUDE NULLS (raw FOR annotator IN ({on}))""")
    s.query("opening", "CREATE TEMP VIEW j AS SELECT * FROM j0 "
            "WHERE item IS NOT NULL AND annotator IS NOT NULL")
    row = s.query("counting rows without an id", "SELECT count(*) FROM j0 "
                  "WHERE item IS NULL OR annotator IS NULL")
    skipped = int(row[0][0])
    return skipped // (len(layout.annotators) or 1) if layout.kind == "wide" else skipped


def _first_pass(s: Session, layout: Layout) -> tuple[list[str], list[tuple[Any, ...]]]:
    """Annotators in order (long: first seen; wide: column order) and, per (annotator, raw
    value), its count and first position."""
    rows = s.query("counting labels per annotator", """SELECT annotator, raw, count(*),
        min(rn) FROM j GROUP BY annotator, raw""")
    if layout.kind == "wide":
        names = list(layout.annotators)
        rows = [(names[int(a)], *rest) for a, *rest in rows]
    else:
        first: dict[str, int] = {}
        for a, _, _, at in rows:
            first[a] = min(first.get(a, at), at)
        names = sorted(first, key=first.__getitem__)
    return names, rows


def _coding(s: Session, layout: Layout, rows: list[tuple[Any, ...]], options: ImportOptions,
            labels: list[str] | None) -> DistinctCoding:
    """Code the distinct raw values once, ranked as the in-memory grid ranks them."""
    counts: dict[str, int] = {}
    first: dict[str, int] = {}
    for _, raw, n, at in rows:
        if raw is None:
            continue
        counts[raw] = counts.get(raw, 0) + int(n)
        first[raw] = min(first.get(raw, at), at)
    values = sorted(counts, key=first.__getitem__)
    if layout.kind == "long" and values:
        first = _grid_ranks(s, rows)
    schema = _schema(options.schema, labels)
    return code_distinct(values, [counts[v] for v in values], [first[v] for v in values],
                         schema, options)


def _grid_ranks(s: Session, rows: list[tuple[Any, ...]]) -> dict[str, int]:
    """First cell of each raw value in the items x annotators grid of the in-memory path
    (items and annotators in first-seen order): min of item rank * width + annotator rank."""
    first: dict[str, int] = {}
    for a, _, _, at in rows:
        first[a] = min(first.get(a, at), at)
    order = sorted(first, key=first.__getitem__)
    s.con.execute("CREATE TEMP TABLE ann_rank (annotator VARCHAR, r BIGINT)")
    s.con.executemany("INSERT INTO ann_rank VALUES (?, ?)", [[a, i] for i, a in enumerate(order)])
    found = s.query("ordering the labels", f"""
        WITH items AS (SELECT item, min(rn) AS r FROM j GROUP BY item),
             ranked AS (SELECT item, rank() OVER (ORDER BY r) - 1 AS r FROM items)
        SELECT raw, min(CAST(i.r AS HUGEINT) * {len(order)} + a.r) FROM j
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
        raise InputError("cells hold several labels (a multi-label file)", file=path,
                         hint="Use --engine memory for multi-label agreement, or "
                         "--separator '' to read each cell as one label")
    if coding.unknown:
        shown = ", ".join(repr(u) for u in coding.unknown[:5])
        raise InputError(f"labels not in the schema: {shown}", file=path,
                         expected=", ".join(coding.labels),
                         hint="Add them to the schema or --labels, or run "
                         "`adjudicator validate` with --engine memory for their rows")


def _register_codes(s: Session, rows: list[tuple[Any, ...]], coding: DistinctCoding,
                    names: list[str], layout: Layout) -> None:
    """Tables ``codes`` (raw -> code) and ``anns`` (annotator -> index), and the coded view
    ``cj`` (item, a, c, rn[, stratum]); c = -1 for a missing label."""
    s.con.execute("CREATE TEMP TABLE codes (raw VARCHAR, c INTEGER)")
    s.con.executemany("INSERT INTO codes VALUES (?, ?)",
                      [[v, c] for v, c in zip(_value_order(rows), coding.codes, strict=True)])
    s.con.execute("CREATE TEMP TABLE anns (annotator VARCHAR, a INTEGER)")
    key = [str(i) for i in range(len(names))] if layout.kind == "wide" else names
    s.con.executemany("INSERT INTO anns VALUES (?, ?)", [[n, i] for i, n in enumerate(key)])
    stratum = ", j.stratum" if layout.stratum else ""
    s.con.execute(f"""CREATE TEMP VIEW cj AS SELECT j.item, anns.a, coalesce(codes.c, -1) AS c,
        j.rn{stratum} FROM j JOIN anns USING (annotator) LEFT JOIN codes USING (raw)""")


def _value_order(rows: list[tuple[Any, ...]]) -> list[str]:
    """The distinct raw values in first-position order (the order ``_coding`` coded them)."""
    first: dict[str, int] = {}
    for _, raw, _, at in rows:
        if raw is not None:
            first[raw] = min(first.get(raw, at), at)
    return sorted(first, key=first.__getitem__)


def _refuse_repeats(s: Session, path: str, layout: Layout, names: list[str]) -> None:
    """A second judgment of one item by one annotator is refused, naming both rows."""
    found = s.query("looking for repeated judgments", """SELECT item, a, min(rn), max(rn)
        FROM cj GROUP BY item, a HAVING count(*) > 1 LIMIT 1""")
    if not found:
        return
    item, a, first, again = found[0]
    if layout.kind == "wide":
        raise InputError(f"id {item!r} appears again", file=path,
                         expected="one row per item",
                         hint="Remove the repeated rows, or use --engine memory")
    raise InputError(f"'{item} / {names[int(a)]}' is judged twice", file=path,
                     expected="one judgment per item and annotator",
                     hint="Keep one judgment each (--engine memory offers --repeats first "
                     f"or last); ordering keys {first} and {again}")


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
    s.query("grouping items by stratum", f"""CREATE TEMP TABLE item_v AS SELECT item,
        coalesce(trim(arg_min(stratum, rn) FILTER (WHERE stratum IS NOT NULL), {BLANK}), '')
        AS v,
        min(rn) AS r FROM j GROUP BY item""")
    found = s.query("grouping items by stratum",
                    "SELECT v, min(r) AS r FROM item_v GROUP BY v ORDER BY r")
    values = [str(v) for v, _ in found]
    s.con.execute("CREATE TEMP TABLE strata (v VARCHAR, s INTEGER)")
    s.con.executemany("INSERT INTO strata VALUES (?, ?)", [[v, i] for i, v in enumerate(values)])
    s.con.execute("CREATE TEMP TABLE item_s AS SELECT item, s FROM item_v JOIN strata USING (v)")
    return [v or BLANK_STRATUM for v in values]


def _pair_tables(s: Session, r: int, k: int, n_strata: int, with_strata: bool
                 ) -> dict[tuple[int, int], IntArray]:
    """Per annotator pair (a < b) the strata x k x k tables of the items both labelled."""
    join = "JOIN item_s ON item_s.item = x.item" if with_strata else ""
    stratum = "item_s.s" if with_strata else "0"
    rows = s.query("counting pair tables", f"""
        WITH x AS (SELECT item, a, c FROM cj WHERE c >= 0)
        SELECT x.a, y.a, {stratum}, x.c, y.c, count(*) FROM x JOIN x AS y
        ON x.item = y.item AND x.a < y.a {join} GROUP BY ALL""")
    out = {p: np.zeros((n_strata, k, k), dtype=np.int64) for p in combinations(range(r), 2)}
    for a, b, st, ca, cb, n in rows:
        out[(int(a), int(b))][int(st), int(ca), int(cb)] = int(n)
    return out


def _units(s: Session, rater_counts: IntArray, r: int, k: int
           ) -> tuple[int, IntArray, IntArray, tuple[IntArray, Any, IntArray]]:
    """Items, the unit patterns (ascending key) with multiplicities, and Conger's rows."""
    base = r + 1
    active = active_raters(rater_counts)
    terms = np.zeros((r, k))
    if active.size >= 2:
        terms[active] = unit_chance_table(rater_counts, 1)
    s.con.execute("CREATE TEMP TABLE unit_w (a INTEGER, c INTEGER, t DOUBLE)")
    s.con.executemany("INSERT INTO unit_w VALUES (?, ?, ?)",
                      [[a, c, float(terms[a, c])] for a in range(r) for c in range(k)])
    fits = k * np.log2(base) <= 62
    key = (f"sum(CASE WHEN c >= 0 THEN CAST(pow({base}, c) AS BIGINT) ELSE 0 END)" if fits
           else "list_sort(list(c) FILTER (WHERE c >= 0))")
    rows = s.query("counting unit patterns", f"""
        WITH u AS (SELECT item, {key} AS key, coalesce(sum(unit_w.t), 0.0) AS t FROM cj
                   LEFT JOIN unit_w USING (a, c) GROUP BY item)
        SELECT key, t, count(*) FROM u GROUP BY key, t""")
    n_items = sum(int(n) for _, _, n in rows)
    counts = np.array([_pattern(key, base, k, fits) for key, _, _ in rows],
                      dtype=np.int64).reshape(len(rows), k)
    t = np.array([float(x) for _, x, _ in rows])
    f = np.array([int(n) for _, _, n in rows], dtype=np.int64)
    n_rated = int(f[counts.sum(axis=1) > 0].sum())
    patterns, freq = _merge_patterns(counts, f, rows, fits)
    return n_items, patterns, freq, (counts, t * n_rated, f)


def _pattern(key: Any, base: int, k: int, fits: bool) -> list[int]:
    """The category counts behind a unit's key (digits in base r + 1, or a list of codes)."""
    if not fits:
        found: list[int] = np.bincount(np.asarray(key or [], dtype=np.int64),
                                       minlength=k).tolist()
        return found
    digits = []
    value = int(key)
    for _ in range(k):
        value, d = divmod(value, base)
        digits.append(d)
    return digits


def _merge_patterns(counts: IntArray, f: IntArray, rows: list[tuple[Any, ...]], fits: bool
                    ) -> tuple[IntArray, IntArray]:
    """Distinct count rows in ascending key order (as ``unit_patterns`` orders them)."""
    merged: dict[Any, int] = {}
    row_of: dict[Any, int] = {}
    for i, (key, _, _) in enumerate(rows):
        tag = int(key) if fits else tuple(key or [])
        merged[tag] = merged.get(tag, 0) + int(f[i])
        row_of.setdefault(tag, i)
    order = sorted(merged, key=lambda t: t if fits else counts[row_of[t]].tolist())
    patterns = counts[[row_of[t] for t in order]] if order else counts[:0]
    return patterns, np.array([merged[t] for t in order], dtype=np.int64)
