"""Raw label text -> label codes, once per distinct value: schema, aliases, missing, sets."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np

from adjudicator.core.ratings import Ratings, code_dtype
from adjudicator.io.coding import multilabel
from adjudicator.io.coding.frame import IndexItems, ratings_from_frame
from adjudicator.io.coding.grid import Grid, item_index
from adjudicator.io.coding.near_duplicates import NearDuplicate, find_near_duplicates, fold
from adjudicator.io.coding.schema import DEFAULT_MISSING, MAYBE_MISSING, UNCERTAIN, LabelSchema
from adjudicator.io.coding.shared import SharedCodes, SharedColumns, as_text, distinct, recoded
from adjudicator.io.coding.streamed_ids import StreamedIds
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.encodings import mojibake_of

if TYPE_CHECKING:
    import pandas as pd

UNKNOWN = -2


@dataclass
class Unknown:
    """A value that is not in the schema: how often, where first, and the closest label."""

    value: str
    count: int
    rows: list[int]
    nearest: str | None


@dataclass
class Coded:
    """The coded ratings and everything decided on the way."""

    ratings: Ratings
    label_sets: tuple[frozenset[str], ...]
    unknown: list[Unknown] = field(default_factory=list)
    missing_used: dict[str, int] = field(default_factory=dict)
    uncertain_kept: dict[str, int] = field(default_factory=dict)
    mapped: dict[str, str] = field(default_factory=dict)  # raw value -> label (alias/spelling)
    near_duplicates: list[NearDuplicate] = field(default_factory=list)
    separator: str | None = None
    multi_cells: int = 0
    mojibake: dict[str, str] = field(default_factory=dict)
    trimmed: dict[str, str] = field(default_factory=dict)  # 'pos ' -> 'pos' (keep_whitespace off)
    missing_set: tuple[str, ...] = ()  # the spellings read as no label (case-folded), in effect


class _Tokens(NamedTuple):
    sep: str | None  # the multi-label separator found (None: one label per cell)
    tokens: list[list[str]]  # each distinct value's label tokens
    trimmed: dict[str, str]  # token -> the token without its outer spaces
    near: list[NearDuplicate]  # near-duplicate spellings among the tokens
    merge: dict[str, str]  # token -> the spelling it is read as (trimmed, merged)


def _tokens(values: list[str], counts: list[int], options: ImportOptions) -> _Tokens:
    """The distinct values split into label tokens, their near duplicates, and the spelling
    each token is read as: one reading shared by the grid and by the engines' distinct
    values, so both code alike."""
    sep = multilabel.detect_separator(values, options.multi_label_separator)
    tokens = [multilabel.split_cell(v, sep) for v in values]
    trimmed = {} if options.keep_whitespace else {
        t: t.strip() for toks in tokens for t in toks if t.strip() and t != t.strip()}
    token_counts = _token_counts([[trimmed.get(t, t) for t in toks] for toks in tokens], counts)
    near = find_near_duplicates(token_counts)
    merge = {d.value: d.canonical for d in near} if options.merge_near_duplicates else {}
    merge = {**trimmed, **{t: merge.get(v, v) for t, v in trimmed.items()}, **merge}
    return _Tokens(sep, tokens, trimmed, near, merge)


def code_grid(grid: Grid, schema: LabelSchema | None, options: ImportOptions) -> Coded:
    """Code every annotator column; values are classified once per distinct spelling."""
    shared = as_text(grid.shared) if grid.shared is not None else None
    columns: Sequence[pd.Series]
    if shared is not None:  # a long table: its matrix of codes, no column per annotator
        columns = SharedColumns(shared)
        values, counts, first = distinct(shared)
    else:
        columns = [_categorical(c) for c in grid.cells]
        values, counts, first = _distinct(columns)
    sep, tokens, trimmed, near, merge = _tokens(values, counts, options)
    klass = _Classifier(schema, options, merge, _chosen_sets(sep, tokens))
    in_effect = (*(schema.missing if schema else DEFAULT_MISSING), *options.missing_values)
    missing_set = tuple(dict.fromkeys(v for v in in_effect if fold(v) in klass.missing))
    atoms = [[klass.atom(t) for t in toks] for toks in tokens]
    labels, sets, lookup = _label_order(atoms, first, schema, klass)
    ratings = (_shared_ratings(grid, shared, values, lookup, labels) if shared is not None
               else _ratings(grid, columns, values, lookup, labels))
    coded = Coded(ratings, sets,
                  near_duplicates=near, separator=sep, trimmed=trimmed, missing_set=missing_set)
    _summarise(coded, grid, columns, values, tokens, atoms, counts, klass)
    return coded


def _categorical(cells: pd.Series) -> pd.Series:
    """A column as categorical text (already so for the fast CSV path)."""
    import pandas as pd

    if isinstance(cells.dtype, pd.CategoricalDtype):
        if all(isinstance(c, str) for c in cells.cat.categories):
            return cells
        return cells.astype(str).where(cells.notna()).astype("category")
    return cells.astype(object).map(_text_or_none).astype("category")


def _text_or_none(value: object) -> str | None:
    """A cell as text; None/NaN stay missing."""
    if value is None or (isinstance(value, float) and value != value):
        return None
    return value if isinstance(value, str) else str(value)


def _distinct(columns: list[pd.Series]) -> tuple[list[str], list[int], list[int]]:
    """Distinct raw values in use, their counts, and a first-seen rank (row, then column)."""
    index: dict[str, int] = {}
    counts: list[int] = []
    first: list[int] = []
    width = len(columns) + 1
    for j, col in enumerate(columns):
        codes = col.cat.codes.to_numpy()
        per = _category_counts(codes, len(col.cat.categories))
        for c, at in _first_positions(codes, per):
            value = col.cat.categories[c]
            k = index.setdefault(value, len(index))
            if k == len(counts):
                counts.append(0)
                first.append(at * width + j)
            counts[k] += int(per[c])
            first[k] = min(first[k], at * width + j)
    return list(index), counts, first


COUNT_BLOCK = 1 << 20  # cells counted at a time


def _category_counts(codes: np.ndarray[Any, Any], size: int) -> np.ndarray[Any, Any]:
    """How often each category code occurs (-1 = missing, not counted): a bincount a block
    of cells at a time, since bincount turns its input into 8-byte integers first."""
    per = np.zeros(size, dtype=np.int64)
    for start in range(0, len(codes), COUNT_BLOCK):
        part = codes[start:start + COUNT_BLOCK]
        per += np.bincount(part[part >= 0], minlength=size)
    return per


def _first_positions(codes: np.ndarray[Any, Any], per: np.ndarray[Any, Any]
                     ) -> list[tuple[int, int]]:
    """(category, first position) of each category in use. For a few categories one scan
    each (a boolean temporary); else ``np.unique``, whose sort needs 8 bytes a cell."""
    used = np.flatnonzero(per).tolist()
    if len(used) <= 64:
        return [(c, int((codes == c).argmax())) for c in used]
    uniq, pos = np.unique(codes, return_index=True)
    return [(c, at) for c, at in zip(uniq.tolist(), pos.tolist(), strict=True) if c >= 0]


def _token_counts(tokens: list[list[str]], counts: list[int]) -> dict[str, int]:
    """How often each single label spelling occurs (inside sets too)."""
    out: dict[str, int] = {}
    for toks, n in zip(tokens, counts, strict=True):
        for t in toks:
            out[t] = out.get(t, 0) + n
    return out


def _chosen_sets(sep: str | None, tokens: list[list[str]]) -> bool:
    """True when annotators chose sets of labels: JSON list cells, or cells of several labels."""
    return sep == multilabel.JSON or (sep is not None and any(len(t) > 1 for t in tokens))


class _Classifier:
    """Decides, per spelling, missing / a label / unknown to the schema."""

    def __init__(self, schema: LabelSchema | None, options: ImportOptions,
                 merge: dict[str, str], sets: bool = False) -> None:
        self.schema = schema
        self.merge = merge
        keep = {fold(v) for v in options.label_values}
        if schema is None and sets:  # "none of these" is an answer among label sets
            keep |= {fold(v) for v in MAYBE_MISSING} - {fold(v) for v in options.missing_values}
        base = schema.missing if schema else DEFAULT_MISSING
        self.missing = {fold(v) for v in (*base, *options.missing_values)} - keep
        self.mapped: dict[str, str] = {}

    def atom(self, token: str) -> str | int | None:
        """The label a spelling stands for; None = missing; UNKNOWN = not in the schema."""
        text = self.merge.get(token, token)
        is_missing = not text.strip() or fold(text) in self.missing
        if is_missing and (self.schema is None or self.schema.lookup(text) is None):
            return None
        if self.schema is None:
            if text != token:
                self.mapped[token] = text
            return text
        label = self.schema.lookup(text)
        if label is None:
            return UNKNOWN
        if label != token:
            self.mapped[token] = label
        return label


def _label_order(atoms: list[list[str | int | None]], first: list[int],
                 schema: LabelSchema | None, klass: _Classifier
                 ) -> tuple[list[str], tuple[frozenset[str], ...], dict[int, int]]:
    """Labels in schema, numeric or first-seen order, then label sets; value index -> code."""
    order = sorted(range(len(atoms)), key=lambda k: first[k])
    seen: list[str] = list(schema.labels) if schema else []
    for k in order:
        for a in atoms[k]:
            if isinstance(a, str) and a not in seen:
                seen.append(a)
    rename: dict[str, str] = {}
    if schema is None:
        seen, rename = _numeric_order(seen)
        klass.mapped.update(rename)
    index = {lab: i for i, lab in enumerate(seen)}
    labels = list(seen)
    sets = [frozenset([lab]) for lab in labels]
    lookup: dict[int, int] = {}
    for k in order:
        good = {rename.get(a, a) for a in atoms[k] if isinstance(a, str)}
        if not good or any(a == UNKNOWN for a in atoms[k]):
            lookup[k] = -1
            continue
        ordered = sorted(good, key=index.__getitem__)
        name = ordered[0] if len(ordered) == 1 else ";".join(ordered)
        if name not in index:
            index[name] = len(labels)
            labels.append(name)
            sets.append(frozenset(ordered))
        lookup[k] = index[name]
    return labels, tuple(sets), lookup


_PLAIN_NUMBER = re.compile(r"\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*")


def _numeric_order(labels: list[str]) -> tuple[list[str], dict[str, str]]:
    """All-numeric labels in numeric order, written without '.0' ("2.0" and "2" are one).
    In a column mixing text and numbers, numerically equal spellings ("1", "1.0") are still
    one label, written as the first one seen; the order stays first-seen."""
    try:
        nums = [float(lab) for lab in labels]
    except ValueError:
        return _equal_numbers_merged(labels)
    if any(n != n for n in nums):
        return labels, {}

    def text(n: float) -> str:
        return str(int(n)) if n.is_integer() else repr(n)

    rename = {lab: text(n) for lab, n in zip(labels, nums, strict=True) if text(n) != lab}
    ordered = sorted({text(n): n for n in nums}.items(), key=lambda kv: kv[1])
    return [t for t, _ in ordered], rename


def _equal_numbers_merged(labels: list[str]) -> tuple[list[str], dict[str, str]]:
    """Labels with numerically equal plain-number spellings folded into the first seen."""
    first: dict[float, str] = {}
    rename: dict[str, str] = {}
    for lab in labels:
        if not _PLAIN_NUMBER.fullmatch(lab):
            continue
        canonical = first.setdefault(float(lab), lab)
        if canonical != lab:
            rename[lab] = canonical
    return [lab for lab in labels if lab not in rename], rename


def _ratings(grid: Grid, columns: Sequence[pd.Series], values: list[str],
             lookup: dict[int, int], labels: list[str]) -> Ratings:
    """Recode each annotator's categories to label codes and hand them to ratings_from_frame."""
    import pandas as pd

    where = {v: k for k, v in enumerate(values)}
    dtype = pd.CategoricalDtype(pd.Index(labels, dtype=object))
    coded = {}
    for name, col in zip(grid.annotators, columns, strict=True):
        table = np.array([lookup.get(where.get(c, -1), -1) for c in col.cat.categories] + [-1],
                         dtype=code_dtype(len(labels)))  # small codes: no 8-byte copy per cell
        codes = table[col.cat.codes.to_numpy()]
        coded[name] = pd.Categorical.from_codes(codes, dtype=dtype, validate=False)
    streamed = isinstance(grid.items, StreamedIds)  # not held: not made an index either
    index = pd.RangeIndex(len(grid.items)) if streamed else item_index(grid.items)
    frame = pd.DataFrame(coded, index=index, copy=False)
    ratings = ratings_from_frame(frame, annotators=grid.annotators, labels=labels)
    return replace(ratings, items=grid.items) if streamed else ratings


def _shared_ratings(grid: Grid, shared: SharedCodes, values: list[str],
                    lookup: dict[int, int], labels: list[str]) -> Ratings:
    """The label codes of a long table's matrix through one table of codes: what ``_ratings``
    gives column by column."""
    where = {v: k for k, v in enumerate(values)}
    table = np.array([lookup.get(where.get(c, -1), -1) for c in shared.categories] + [-1],
                     dtype=code_dtype(len(labels)))
    return Ratings(IndexItems(item_index(grid.items)), tuple(str(a) for a in grid.annotators),
                   tuple(str(c) for c in labels), recoded(shared, table))


def _summarise(coded: Coded, grid: Grid, columns: Sequence[pd.Series], values: list[str],
               tokens: list[list[str]], atoms: list[list[Any]], counts: list[int],
               klass: _Classifier) -> None:
    """Unknown values with rows, missing spellings used, uncertain labels kept, mojibake."""
    nearest = _nearest_fn(klass.schema)
    for k, (toks, ats) in enumerate(zip(tokens, atoms, strict=True)):
        if len(toks) > 1 and any(isinstance(a, str) for a in ats):
            coded.multi_cells += counts[k]
        for t, a in zip(toks, ats, strict=True):
            if a is None:
                coded.missing_used[t] = coded.missing_used.get(t, 0) + counts[k]
            elif a == UNKNOWN:
                rows = _first_rows(grid, columns, values[k])
                coded.unknown.append(Unknown(t, counts[k], rows, nearest(t)))
            elif isinstance(a, str) and fold(a) in {fold(u) for u in (*UNCERTAIN,
                                                                      *MAYBE_MISSING)}:
                coded.uncertain_kept[a] = coded.uncertain_kept.get(a, 0) + counts[k]
            fixed = mojibake_of(t)
            if fixed:
                coded.mojibake[t] = fixed
    coded.mapped = dict(klass.mapped)
    coded.missing_used.pop("", None)


def _first_rows(grid: Grid, columns: Sequence[pd.Series], value: str, limit: int = 5) -> list[int]:
    """Spreadsheet rows of the first cells holding ``value``."""
    rows: list[int] = []
    for j, col in enumerate(columns):
        cats = list(col.cat.categories)
        if value in cats:
            pos = np.flatnonzero(col.cat.codes.to_numpy() == cats.index(value))[:limit]
            rows.extend(int(r) for r in grid.rows_of(j, pos))
    return sorted(rows)[:limit]


def _nearest_fn(schema: LabelSchema | None):  # type: ignore[no-untyped-def]
    """A function giving the closest declared label (by spelling) to an unknown value."""
    import difflib

    from adjudicator.io.coding.near_duplicates import key

    if schema is None:
        return lambda value: None
    names = {key(lab): lab for lab in schema.labels}
    names.update({key(a): lab for a, lab in schema.aliases.items()})

    def nearest(value: str) -> str | None:
        if key(value) in names:
            return names[key(value)]
        hits = difflib.get_close_matches(key(value), list(names), n=1, cutoff=0.0)
        return names[hits[0]] if hits else None
    return nearest


@dataclass
class DistinctCoding:
    """The label codes of distinct raw values, decided as ``code_grid`` decides them."""

    labels: list[str]
    label_sets: tuple[frozenset[str], ...]
    codes: list[int]  # per distinct value: its label code, -1 = missing or not in the schema
    unknown: list[str]  # values not in the schema (coded -1)
    trimmed: dict[str, str]
    near_duplicates: list[NearDuplicate]


def code_distinct(values: list[str], counts: list[int], first: list[int],
                  schema: LabelSchema | None, options: ImportOptions) -> DistinctCoding:
    """Code distinct raw values (with their counts and first-seen ranks, row then column) the
    way ``code_grid`` codes a grid's cells: schema, aliases, missing spellings, trimming,
    near duplicates, numeric or first-seen order, label sets. For engines that count the
    distinct values where the data lives (``engines``) and never build a grid."""
    _, tokens, trimmed, near, merge = _tokens(values, counts, options)
    klass = _Classifier(schema, options, merge)
    atoms = [[klass.atom(t) for t in toks] for toks in tokens]
    labels, sets, lookup = _label_order(atoms, first, schema, klass)
    unknown = [t for toks, ats in zip(tokens, atoms, strict=True)
               for t, a in zip(toks, ats, strict=True) if a == UNKNOWN]
    return DistinctCoding(labels, sets, [lookup.get(k, -1) for k in range(len(values))],
                          unknown, trimmed, near)
