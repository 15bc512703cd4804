"""A DataFrame whose cells are label sets (lists, sets, tuples, or ``a;b`` text) -> Ratings.

Each distinct set becomes one category, named as the file import names it (``a;b``, single
labels in scale order), and ``label_sets[c]`` gives the labels behind category c, so the
report can show agreement on whole sets and per label. A cell that is None, NaN or blank is
missing; an empty list / set / tuple is a rated "no label" (category ``(none)``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.labels import is_missing
from adjudicator.core.ratings import Ratings
from adjudicator.io.coding import multilabel
from adjudicator.io.coding.frame import IndexItems

if TYPE_CHECKING:
    import pandas as pd

COLLECTIONS = (list, tuple, set, frozenset)
EMPTY_SET = "(none)"
#: pandas' inferred kinds of columns that cannot hold a collection
_PLAIN = {"string", "empty", "integer", "floating", "mixed-integer-float", "boolean",
          "categorical", "decimal", "datetime", "date", "timedelta", "bytes"}


def has_collections(frame: pd.DataFrame, columns: Sequence[Hashable]) -> bool:
    """True when some annotator cell is a list, tuple, set or frozenset."""
    import pandas as pd

    for col in columns:
        series = frame[col]
        if series.dtype != object or pd.api.types.infer_dtype(series, skipna=True) in _PLAIN:
            continue
        if any(isinstance(v, COLLECTIONS) for v in series):
            return True
    return False


def ratings_from_set_frame(
    frame: pd.DataFrame, *, annotators: Sequence[Hashable] | None = None,
    labels: Sequence[object] | None = None, separator: str | None = None,
) -> tuple[Ratings, tuple[frozenset[str], ...]]:
    """Coded ratings whose categories are label sets, and the set behind each category.

    Text cells are split at ``separator`` (None: detected as the file import detects it —
    ``;``, ``|``, line breaks, ``；`` or JSON lists). Labels not in ``labels`` raise KeyError.
    """
    cols = list(annotators) if annotators is not None else list(frame.columns)
    sep = separator if separator is not None else _detect(frame, cols)
    cache: dict[object, tuple[str, ...] | None] = {}
    cells = [[_cached_cell(v, sep, cache) for v in frame[c].tolist()] for c in cols]
    seen = _first_seen(cells)
    names, sets, lookup = _categories(seen, _scale(seen, labels))
    code_of = {t: lookup[frozenset(t)] for t in seen}
    codes = np.empty((len(frame), len(cols)), dtype=np.int64)
    for j, column in enumerate(cells):
        codes[:, j] = [-1 if t is None else code_of[t] for t in column]
    ratings = Ratings(IndexItems(frame.index), tuple(str(c) for c in cols), tuple(names), codes)
    return ratings, tuple(sets)


def _detect(frame: pd.DataFrame, cols: list[Any]) -> str | None:
    """The separator of the text cells, as the file import detects it."""
    texts = {v for c in cols for v in frame[c].tolist() if isinstance(v, str)}
    return multilabel.detect_separator(texts)


def _cached_cell(value: object, sep: str | None,
                 cache: dict[object, tuple[str, ...] | None]) -> tuple[str, ...] | None:
    """``_cell``, computed once per distinct cell (lists looked up as tuples, sets frozen)."""
    key: object = value
    if isinstance(value, list):
        key = (list, *value)
    elif isinstance(value, set):
        key = (set, frozenset(value))
    try:
        return cache[key]
    except KeyError:
        out = cache[key] = _cell(value, sep)
        return out
    except TypeError:  # unhashable content: no caching
        return _cell(value, sep)


def _first_seen(cells: list[list[tuple[str, ...] | None]]) -> list[tuple[str, ...]]:
    """The distinct cells in row-major order of first appearance."""
    return list(dict.fromkeys(t for row in zip(*cells, strict=True) for t in row
                              if t is not None))


def _cell(value: object, sep: str | None) -> tuple[str, ...] | None:
    """One cell's labels as text, in the order given (sets sorted); None = missing."""
    if isinstance(value, set | frozenset):
        value = sorted(value, key=str)
    if isinstance(value, list | tuple):
        return tuple(dict.fromkeys(_text(v) for v in value if not is_missing(v)))
    if is_missing(value):
        return None
    if isinstance(value, str):
        parts = multilabel.split_cell(value, sep)
        return tuple(parts) if parts else None
    return (_text(value),)


def _text(value: object) -> str:
    """A label as text: whole-number floats without '.0', strings stripped."""
    if isinstance(value, float | np.floating) and float(value).is_integer():
        return str(int(value))
    return value.strip() if isinstance(value, str) else str(value)


def _scale(seen: list[tuple[str, ...]], labels: Sequence[object] | None) -> list[str]:
    """The single labels in order: as given, else numeric or first-seen order."""
    if labels is not None:
        return [_text(v) for v in labels]
    found = list(dict.fromkeys(lab for t in seen for lab in t))
    try:
        numbers = [float(v) for v in found]
    except ValueError:
        return found
    if any(v != v for v in numbers):
        return found
    return [v for _, v in sorted(zip(numbers, found, strict=True))]


def _categories(seen: list[tuple[str, ...]], scale: list[str]
                ) -> tuple[list[str], list[frozenset[str]], dict[frozenset[str], int]]:
    """Category names and sets: every single label, then the other sets as first seen."""
    index = {lab: i for i, lab in enumerate(scale)}
    sets = [frozenset([lab]) for lab in scale]
    lookup = {s: i for i, s in enumerate(sets)}
    names = list(scale)
    for s in map(frozenset, seen):
        if s in lookup:
            continue
        unknown = [lab for lab in s if lab not in index]
        if unknown:
            raise KeyError(unknown[0])
        lookup[s] = len(sets)
        sets.append(s)
        names.append(_name(s, index, set(names)))
    return names, sets, lookup


def _name(chosen: frozenset[str], index: dict[str, int], used: set[str]) -> str:
    """``a;b`` in scale order (``(none)`` for the empty set), made unique among the names."""
    name = ";".join(sorted(chosen, key=index.__getitem__)) if chosen else EMPTY_SET
    while name in used:
        name = f"{{{name}}}"
    return name
