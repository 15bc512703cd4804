"""What every engine counts alike once its queries have run: the annotators and labels in
the in-memory import's order and their codes, the refusals, the raters' counts, Conger's
terms, the unit rows, the decided items' labels; and the ``Counted`` tables it returns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.stats.many_raters.conger_counts import active_raters, unit_chance_table
from adjudicator.core.stats.summaries.summary_counts import CountTables
from adjudicator.engines.layout import Layout
from adjudicator.engines.streamed import Repeat, Streamed
from adjudicator.io.coding.labelcode import DistinctCoding, code_distinct
from adjudicator.io.coding.schema import LabelSchema, load_schema
from adjudicator.io.options import ImportOptions

IntArray = np.ndarray[Any, np.dtype[np.int64]]
FloatArray = np.ndarray[Any, np.dtype[np.float64]]
BoolArray = np.ndarray[Any, np.dtype[np.bool_]]
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


def _schema(given: object, labels: list[str] | None) -> LabelSchema | None:
    """The schema file or the --labels list, as ``load_dataset`` takes them."""
    if isinstance(given, LabelSchema):
        return given
    if given:
        return load_schema(str(given))
    return LabelSchema(tuple(labels)) if labels else None


def refuse_coding(coding: DistinctCoding, path: str) -> None:
    """Label sets and unknown labels need the in-memory engine's full report; a file without
    any label is refused as the in-memory engine refuses it."""
    if not coding.labels:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no labels found"), file=path,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Every label cell is blank: check that the label column is the "
                             "right one"))
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


def refuse_repeat(path: str, layout: Layout, names: list[str], repeat: Repeat) -> None:
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


def rater_counts(rows: list[tuple[Any, ...]], coding: DistinctCoding, names: list[str],
                 k: int) -> IntArray:
    """annotators x k: how often each annotator gave each label."""
    code = dict(zip(value_order(rows), coding.codes, strict=True))
    where = {n: i for i, n in enumerate(names)}
    out = np.zeros((len(names), k), dtype=np.int64)
    for a, raw, n, _ in rows:
        c = code.get(raw, -1) if raw is not None else -1
        if c >= 0:
            out[where[a], c] += int(n)
    return out


def value_order(rows: list[tuple[Any, ...]]) -> list[str]:
    """The distinct raw values in first-position order (the order ``code_values`` codes them)."""
    first: dict[str, int] = {}
    for _, raw, _, at in rows:
        if raw is not None:
            first[raw] = min(first.get(raw, at), at)
    return sorted(first, key=first.__getitem__)


def conger_terms(rater_counts: IntArray) -> FloatArray:
    """annotators x k terms of Conger's t_i (0 for annotators who rated nothing), to be
    multiplied by the number of rated units (``conger_counts.unit_chance_table``)."""
    terms = np.zeros(rater_counts.shape, dtype=np.float64)
    active = active_raters(rater_counts)
    if active.size >= 2:
        terms[active] = unit_chance_table(rater_counts, 1)
    return terms


def unit_rows(streamed: Streamed, r: int, k: int
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


def decided_rows(rows: Any, n: int, r: int) -> tuple[IntArray, BoolArray]:
    """The (place in the log's order, annotator, code) judgments of ``n`` decided items as
    their coded labels (n x r, -1 missing) and which items the file holds (any judgment)."""
    out = np.full((n, r), -1, dtype=np.int64)
    found = np.zeros(n, dtype=bool)
    for pos, a, c in rows:
        out[int(pos), int(a)] = int(c)
        found[int(pos)] = True
    return out, found
