"""Turn the ``data`` block of a reference case (vectors.json schema) into counts and codes.

Five shapes are understood (``schema.data_formats``): ``confusion_matrix`` (rows = rater A),
``pairs``, ``units_x_raters`` (null = missing, never a category), ``subject_category_counts``
(Fleiss layout) and ``keyed_by_item_id`` (paired by id; items rated by one rater only are
dropped and counted). Anything malformed raises ``CaseError`` with a message saying what.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.core.labels import MISSING, Codes, encode, infer_labels
from adjudicator.core.tables import Table, confusion_matrix

Kind = Literal["table", "codes", "counts"]
FORMATS = (
    "confusion_matrix", "pairs", "units_x_raters", "subject_category_counts", "keyed_by_item_id"
)


class CaseError(ValueError):
    """A reference case that cannot be evaluated as written (bad shape, unknown name...):
    an English template with fields (``message``), said in the --lang language by the text
    report and kept in English in the JSON."""

    def __init__(self, template: str, **fields: object) -> None:
        self.message = Message(template, **fields)
        super().__init__(str(self.message))


@dataclass(frozen=True)
class CaseData:
    """A case's data in the form the statistics take.

    ``table`` is set for two-rater shapes, ``codes`` for units x raters (and, expanded, for
    two-rater shapes), ``counts`` for the Fleiss layout and every many-rater shape.
    """

    kind: Kind
    categories: tuple[Any, ...]
    table: Table | None = None
    codes: Codes | None = None
    counts: Table | None = None
    extras: dict[str, int] = field(default_factory=dict)

    @property
    def k(self) -> int:
        """Number of categories on the scale the case uses."""
        return len(self.categories)

    def unit_counts(self) -> Table:
        """units x k counts for many-rater statistics, whatever the original shape."""
        if self.counts is not None:
            return self.counts
        codes = self.as_codes()
        out = np.zeros((codes.shape[0], self.k), dtype=np.int64)
        for r in range(codes.shape[1]):
            ok = codes[:, r] >= 0
            np.add.at(out, (np.flatnonzero(ok), codes[ok, r]), 1)
        return out

    def as_codes(self) -> Codes:
        """units x raters codes; a two-rater table is expanded into one row per item."""
        if self.codes is not None:
            return self.codes
        if self.table is None:
            raise CaseError(QT_TRANSLATE_NOOP(
                "Errors", "this statistic needs ratings per rater, not only category counts"))
        k = self.k
        flat = np.repeat(np.arange(k * k), self.table.ravel())
        codes: Codes = np.stack([flat // k, flat % k], axis=1).astype(np.int64)
        return codes


def parse_data(data: Any, params: Mapping[str, Any]) -> CaseData:
    """Read a case's ``data`` block; ``params['categories']`` overrides the declared scale."""
    if not isinstance(data, Mapping):
        raise CaseError(QT_TRANSLATE_NOOP("Errors", "'data' must be an object with a 'format' key"))
    fmt = data.get("format")
    readers = {
        "confusion_matrix": _confusion, "pairs": _pairs, "units_x_raters": _units,
        "subject_category_counts": _counts, "keyed_by_item_id": _keyed,
    }
    if fmt not in readers:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "unknown data format {given}; expected one of {known}"),
                        given=repr(fmt), known=", ".join(FORMATS))
    parsed = readers[fmt](data, params.get("categories") or data.get("categories"))
    if _scale_is_observed(params):
        parsed = observed_scale(parsed)
    return _declared_q(parsed, params.get("q"))


def _confusion(data: Mapping[str, Any], cats: Sequence[Any] | None) -> CaseData:
    """A k x k table of counts with its category names."""
    matrix = _int_array(data.get("matrix"), "matrix", ndim=2)
    k = matrix.shape[0]
    if matrix.shape != (k, k):
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'matrix' must be square, got {rows}x{columns}"),
                        rows=matrix.shape[0], columns=matrix.shape[1])
    categories = tuple(cats) if cats is not None else tuple(f"c{i + 1}" for i in range(k))
    if len(categories) != k:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "{n} categories for a {k}x{k} matrix"), n=len(categories), k=k)
    return CaseData("table", categories, table=matrix)


def _pairs(data: Mapping[str, Any], cats: Sequence[Any] | None) -> CaseData:
    """[rating_a, rating_b] per item; items with a missing side are not paired."""
    rows = data.get("pairs")
    if not isinstance(rows, list) or not all(isinstance(r, list) and len(r) == 2 for r in rows):
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'pairs' must be a list of [rating_a, rating_b]"))
    return _two_raters(rows, cats, data.get("missing"))


def _units(data: Mapping[str, Any], cats: Sequence[Any] | None) -> CaseData:
    """units[u][r] = rating of rater r on unit u; the 'missing' marker (null) is not a label."""
    rows = data.get("units")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, list) for r in rows):
        raise CaseError(QT_TRANSLATE_NOOP("Errors",
            "'units' must be a non-empty list of rows (one value per rater)"))
    width = len(rows[0])
    if width < 2 or any(len(r) != width for r in rows):
        raise CaseError(QT_TRANSLATE_NOOP("Errors",
            "every row of 'units' must have the same number (>= 2) of raters"))
    codes, categories = _encode(rows, cats, data.get("missing"))
    return CaseData("codes", categories, codes=codes)


def _counts(data: Mapping[str, Any], cats: Sequence[Any] | None) -> CaseData:
    """counts[s][j] = raters who put subject s in category j."""
    counts = _int_array(data.get("counts"), "counts", ndim=2)
    categories = tuple(cats) if cats is not None else tuple(range(1, counts.shape[1] + 1))
    if len(categories) != counts.shape[1]:
        raise CaseError(QT_TRANSLATE_NOOP("Errors", "{n} categories for {columns} count columns"),
                        n=len(categories), columns=counts.shape[1])
    return CaseData("counts", categories, counts=counts)


def _keyed(data: Mapping[str, Any], cats: Sequence[Any] | None) -> CaseData:
    """Pair two {item_id: label} maps by id; items rated by one rater only are counted."""
    a, b = data.get("rater_a"), data.get("rater_b")
    if not isinstance(a, Mapping) or not isinstance(b, Mapping):
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'rater_a' and 'rater_b' must be objects of item id to label"))
    common = [key for key in a if key in b]
    unpaired = len(set(a) ^ set(b))
    parsed = _two_raters([[a[key], b[key]] for key in common], cats, data.get("missing"))
    return CaseData(
        "table", parsed.categories, table=parsed.table, codes=parsed.codes,
        extras={"n_paired": int(parsed.table.sum()) if parsed.table is not None else 0,
                "n_unpaired": unpaired},
    )


def _two_raters(rows: list[Any], cats: Sequence[Any] | None, missing: Any) -> CaseData:
    """Code two raters' labels and count their confusion matrix."""
    codes, categories = _encode(rows, cats, missing)
    table = confusion_matrix(codes[:, 0], codes[:, 1], len(categories))
    return CaseData("table", categories, table=table, codes=codes)


def _encode(
    rows: list[Any], cats: Sequence[Any] | None, missing: Any
) -> tuple[Codes, tuple[Any, ...]]:
    """Code a rows x raters list of labels; ``missing`` (default null) becomes -1."""
    flat = [None if (v is None or v == missing) else v for row in rows for v in row]
    categories = tuple(cats) if cats is not None else tuple(infer_labels(flat))
    try:
        codes = encode(flat, list(categories)).reshape(len(rows), len(rows[0]))
    except KeyError as exc:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "rating {rating} is not one of the categories {categories}"),
                        rating=repr(exc.args[0]), categories=list(categories)) from None
    return codes, categories


def _int_array(value: Any, name: str, *, ndim: int) -> Table:
    """A non-negative integer array of the given rank."""
    try:
        arr = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'{name}' must be a {ndim}-D array of counts"), name=name,
                        ndim=ndim) from None
    if arr.ndim != ndim or arr.size == 0:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'{name}' must be a non-empty {ndim}-D array of counts"), name=name,
                        ndim=ndim)
    if not np.all(np.isfinite(arr)) or arr.min() < 0 or not np.all(arr == np.round(arr)):
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'{name}' must hold non-negative whole counts"), name=name)
    if arr.max() >= 2.0**53:  # beyond exact float and int64 arithmetic
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "'{name}' holds a count of 2^53 or more"), name=name)
    return arr.astype(np.int64)


def _scale_is_observed(params: Mapping[str, Any]) -> bool:
    """True when the case says weights are on the observed categories only (R irr)."""
    return str(params.get("category_scale", "")).lower().startswith("observed")


def observed_scale(case: CaseData) -> CaseData:
    """Drop categories nobody used, renumbering codes (the R irr / scikit-learn convention)."""
    if case.table is not None:
        used = (case.table.sum(axis=0) + case.table.sum(axis=1)) > 0
    elif case.codes is not None:
        used = np.bincount(case.codes[case.codes >= 0], minlength=case.k) > 0
    else:
        used = case.unit_counts().sum(axis=0) > 0
    keep = np.flatnonzero(used)
    remap = np.full(case.k + 1, MISSING, dtype=np.int64)
    remap[keep] = np.arange(keep.size)
    return CaseData(
        case.kind, tuple(case.categories[i] for i in keep),
        table=None if case.table is None else case.table[np.ix_(keep, keep)],
        codes=None if case.codes is None else remap[case.codes],
        counts=None if case.counts is None else case.counts[:, keep],
        extras=case.extras,
    )


def _declared_q(case: CaseData, q: Any) -> CaseData:
    """Check the declared number of categories ``q`` against the scale."""
    if q is None:
        return case
    if not isinstance(q, int) or q != case.k:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "params.q = {q} but the data declare {k} categories"), q=repr(q),
                        k=case.k)
    return case


def numeric_values(categories: Sequence[Any]) -> list[float] | None:
    """The categories as numbers when every one is numeric (for value-based weights)."""
    numeric = all(isinstance(c, int | float) and not isinstance(c, bool) for c in categories)
    if categories and numeric:
        return [float(c) for c in categories]
    return None
