"""Turn a pandas DataFrame (one column per annotator) into coded Ratings, once, fast.

Categorical columns are coded from their category codes without touching the values (one
table lookup per column); columns of whole numbers in a small span (codes written as numbers,
NaN where empty) by arithmetic and one table lookup per column; other columns go through one
hash pass each (``hashed``). Item ids are kept as a lazy view of the index, so 10^7 rows
cost no Python loop.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, overload

import numpy as np

from adjudicator.core.labels import MISSING, infer_labels
from adjudicator.core.ratings import Ratings, code_dtype
from adjudicator.io.coding.hashed import factor_codes, factorized, observed_labels, usable

if TYPE_CHECKING:
    import pandas as pd


class IndexItems(Sequence[str]):
    """The item ids of a frame as strings, converted only when one is asked for."""

    __slots__ = ("_index",)

    def __init__(self, index: pd.Index) -> None:
        self._index = index

    def __len__(self) -> int:
        return len(self._index)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[str, ...]: ...
    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        if isinstance(i, slice):
            return tuple(str(v) for v in self._index[i])
        return str(self._index[i])

    def __iter__(self) -> Iterator[str]:
        if _is_text(self._index):  # Arrow-backed strings: one vectorised conversion
            return iter(self._index.to_numpy(dtype=object))
        return (str(v) for v in self._index)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray[Any, Any]:
        """The ids as a numpy array (``np.asarray(items)``) without a Python loop per id."""
        values = self._index.to_numpy(dtype=object)
        if (dtype is not None and np.dtype(dtype).kind in "US") or _is_text(self._index):
            return np.asarray(values, dtype=dtype)  # numpy spells non-strings as str() does
        return np.asarray([str(v) for v in values], dtype=dtype)

    def utf8_buffers(self) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
        """The ids' UTF-8 bytes as (offsets, data) numpy arrays, straight from Arrow's buffers
        (core.adjudication.item_rows packs them without a Python string per id)."""
        return utf8_buffers(self.arrow())

    def arrow(self) -> Any:
        """The ids as one Arrow large_string array (no copy for Arrow-backed text)."""
        import pyarrow as pa

        values = self._index.array if _is_text(self._index) else self._index.astype(str)
        array = pa.array(values, type=pa.large_string()) if not _is_text(self._index) else (
            pa.chunked_array(pa.array(values)).cast(pa.large_string()).combine_chunks())
        return array

    @property
    def index(self) -> pd.Index:
        """The pandas index the ids are read from."""
        return self._index

    def hold(self, array: Any) -> bool:
        """Read the ids from ``array`` from now on: one Arrow ``large_string`` array of the
        very same ids (as ``arrow()`` joins them), so that the reader's blocks need not be
        kept beside it. False, and nothing changes, unless the index is Arrow-backed text
        equal to ``array``."""
        import pandas as pd

        joined = arrow_text(self._index, array)
        if joined is None:
            return False
        self._index = pd.Index(joined, name=self._index.name, copy=False)
        return True

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and len(other) == len(self) and list(other) == list(self)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"IndexItems({len(self)} items)"


def arrow_text(values: Any, array: Any) -> Any:
    """``array`` (an Arrow ``large_string`` array) as the pandas Arrow-backed text array of
    the dtype of ``values`` (a pandas Index or Series of such text), when both hold the very
    same strings and no missing one; else None. One Arrow comparison, no Python string."""
    import pyarrow as pa

    if not _is_text(values) or array.null_count or len(values) != len(array):
        return None
    held = pa.chunked_array(pa.array(values.array))
    if held.null_count or not held.cast(pa.large_string()).equals(pa.chunked_array([array])):
        return None
    return values.dtype.__from_arrow__(pa.chunked_array([array]))


def utf8_buffers(array: Any) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """(offsets, data) of an Arrow large_string array without nulls' bytes (a null is '')."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if array.null_count:
        array = pc.fill_null(array, "")
    if isinstance(array, pa.ChunkedArray):
        array = array.combine_chunks()
    _validity, offsets, data = array.buffers()
    n = len(array)
    offs = np.frombuffer(offsets, dtype=np.int64, count=n + 1, offset=array.offset * 8)
    raw = np.frombuffer(data, dtype=np.uint8) if data is not None else np.zeros(0, np.uint8)
    return offs.astype(np.int64), raw


def _is_text(index: pd.Index) -> bool:
    """pandas' Arrow-backed string dtype (the large-file CSV and Parquet paths use it)."""
    import pandas as pd

    return isinstance(index.dtype, pd.StringDtype)


def ratings_from_frame(
    frame: pd.DataFrame,
    *,
    annotators: Sequence[str] | None = None,
    labels: Sequence[object] | None = None,
) -> Ratings:
    """Code the annotator columns of ``frame`` (index = item id; NaN/None = missing).

    Categories come from ``labels`` in that order, else from the data: the shared categories
    of categorical columns (their declared order), otherwise numeric order when all values are
    numbers, else first-seen order. Values outside ``labels`` raise KeyError.
    """
    cols = list(annotators) if annotators is not None else list(frame.columns)
    wholes = _all_whole_numbers(frame, cols)  # each column's places, found once
    factors = None if wholes else factorized(frame, cols)  # other values: hashed once
    if labels is None:
        labels = (_whole_number_labels(wholes) if wholes
                  else _tidy(observed_labels(factors)) if factors is not None
                  else _observed_labels(frame, cols))
    cats = list(labels)
    if factors is not None and not usable(cats):
        factors = None  # repeated or missing categories: pandas says what is wrong
    codes = np.empty((len(frame), len(cols)), dtype=code_dtype(len(cats)), order="F")
    for j, col in enumerate(cols):
        fast = (_whole_number_codes(wholes[j], cats) if wholes
                else factor_codes(factors[j], cats) if factors is not None else None)
        codes[:, j] = fast if fast is not None else _column_codes(frame[col], cats)
    items = IndexItems(frame.index)
    return Ratings(items, tuple(str(c) for c in cols), tuple(str(c) for c in cats), codes)


def _column_codes(series: pd.Series[Any], cats: list[object]) -> np.ndarray[Any, Any]:
    """One column's codes in ``cats`` (-1 = missing); raises KeyError on an unknown value."""
    import pandas as pd

    if isinstance(series.dtype, pd.CategoricalDtype):
        return _recode_categorical(series, cats)
    coded: np.ndarray[Any, Any] = np.asarray(
        pd.Categorical(series, categories=pd.Index(cats)).codes)
    unknown = (coded < 0) & series.notna().to_numpy()
    if unknown.any():
        raise KeyError(series[unknown].iloc[0])
    return coded


#: the whole-number paths take values within a span of at most this many numbers
_MAX_SPAN = 1 << 16


def _whole_numbers(series: Any) -> tuple[np.ndarray[Any, Any], int, int] | None:
    """A numeric column (numpy int, unsigned or float; not bool) whose values are all whole
    numbers within a span of _MAX_SPAN: each value's place v - least (int64; NaN: the place
    after the greatest), the least and the greatest value. None for any other column, or
    when every value is NaN. A few whole-array passes, no boolean indexing."""
    kind = series.dtype.kind if isinstance(series.dtype, np.dtype) else ""
    if not kind or kind not in "iuf":
        return None
    values = series.to_numpy()
    if not values.size:
        return None
    if kind in "iu":
        lo, hi = int(values.min()), int(values.max())
        if hi - lo >= _MAX_SPAN:
            return None
        return np.subtract(values, lo, dtype=np.int64), lo, hi
    least, greatest = np.fmin.reduce(values), np.fmax.reduce(values)  # NaN only if all are
    if np.isnan(least) or greatest - least >= _MAX_SPAN:
        return None
    lo, hi = int(np.floor(least)), int(greatest)
    with np.errstate(invalid="ignore"):
        shifted = values - lo
        place = shifted.astype(np.int64)
        gap = np.isnan(values)
        if np.count_nonzero(place != shifted) != np.count_nonzero(gap):
            return None  # a fraction (NaN differs from every number, so gaps count once)
    np.copyto(place, hi - lo + 1, where=gap)
    return place, lo, hi


Whole = tuple[np.ndarray[Any, Any], int, int]


def _all_whole_numbers(frame: pd.DataFrame, cols: list[Any]) -> list[Whole] | None:
    """``_whole_numbers`` of every column, or None unless all of them are such columns."""
    import pandas as pd

    found = []
    for c in cols:
        column = frame[c]  # a DataFrame when the name repeats; isinstance, never hasattr:
        # an attribute a Series lacks is looked up among its index's labels, which builds a
        # hash table of every item id (an object copy of 10^6 Arrow ids: 2 x the file's ids)
        one = _whole_numbers(column) if not isinstance(column, pd.DataFrame) else None
        if one is None:
            return None
        found.append(one)
    return found or None


def _whole_number_codes(found: Whole, cats: list[object]) -> np.ndarray[Any, Any] | None:
    """Codes of a column of whole numbers (``_whole_numbers``) whose categories are whole
    numbers, by one lookup table over the values' span (value v is category c when v == c,
    as ``pd.Categorical`` matches 2.0 with 2); None (the hash path decides, and names an
    unknown value) when the categories are not such, or a value is no category."""
    if not cats or not all(isinstance(c, int | np.integer) and not isinstance(c, bool | np.bool_)
                           for c in cats) or len({int(c) for c in cats}) < len(cats):  # type: ignore[call-overload]
        return None
    place, lo, hi = found
    lut = np.full(hi - lo + 2, -2, dtype=code_dtype(len(cats)))  # the last place: missing
    lut[-1] = MISSING
    for code, c in enumerate(cats):
        if lo <= int(c) <= hi:  # type: ignore[call-overload]
            lut[int(c) - lo] = code  # type: ignore[call-overload]
    coded: np.ndarray[Any, Any] = np.take(lut, place)
    if np.count_nonzero(coded == -2):
        return None
    return coded


def _recode_categorical(series: pd.Series[Any], cats: list[object]) -> np.ndarray[Any, Any]:
    """Map a categorical's own codes onto ``cats`` with one lookup table (no value hashing)."""
    own = list(series.cat.categories)
    raw: np.ndarray[Any, Any] = series.cat.codes.to_numpy()
    if own == cats:
        return raw
    where = {c: i for i, c in enumerate(cats)}
    lut = np.full(len(own) + 1, MISSING, dtype=code_dtype(len(cats)))  # lut[-1]: -1 missing
    absent = []
    for i, c in enumerate(own):
        lut[i] = where.get(c, MISSING)
        if c not in where:
            absent.append(i)
    out: np.ndarray[Any, Any] = lut[raw]
    if absent and np.isin(raw, absent).any():
        raise KeyError(own[int(raw[np.isin(raw, absent)][0])])
    return out


def _observed_labels(frame: pd.DataFrame, cols: list[Any]) -> list[object]:
    """The scale: shared categorical categories, else distinct values as ``infer_labels`` orders."""
    import pandas as pd

    dtypes = [frame[c].dtype for c in cols]
    if cols and all(isinstance(d, pd.CategoricalDtype) for d in dtypes):
        first = list(dtypes[0].categories)
        if all(list(d.categories) == first for d in dtypes[1:]):
            return first
    if not any(isinstance(d, pd.CategoricalDtype) for d in dtypes):
        flat = pd.unique(frame[cols].to_numpy().ravel())  # row-major: first seen item by item
        return _tidy(infer_labels(v for v in flat if not _is_nan(v)))
    seen: dict[object, None] = {}
    for c in cols:
        column = frame[c]
        values = (column.cat.categories[np.unique(column.cat.codes[column.cat.codes >= 0])]
                  if isinstance(column.dtype, pd.CategoricalDtype) else pd.unique(column.dropna()))
        seen.update(dict.fromkeys(values))
    return _tidy(infer_labels(v for v in seen if not _is_nan(v)))


def _whole_number_labels(wholes: list[Whole]) -> list[object]:
    """The labels of columns of whole numbers (``_all_whole_numbers``): the distinct values
    in numeric order, as ints — what ``infer_labels`` and ``_tidy`` make of them, found by one
    count over each column's span instead of hashing every cell."""
    seen: set[int] = set()
    for place, lo, hi in wholes:
        used = np.flatnonzero(np.bincount(place, minlength=hi - lo + 2)[:-1])
        seen.update(int(v) + lo for v in used)
    labels: list[object] = []
    labels.extend(sorted(seen))
    return labels


def _tidy(labels: list[object]) -> list[object]:
    """Show whole-number floats (a numeric column with NaN) as integers: 2.0 -> 2."""
    if labels and all(isinstance(v, float | np.floating) and float(v).is_integer() for v in labels):
        return [int(v) for v in labels]  # type: ignore[call-overload]
    return labels


def _is_nan(v: object) -> bool:
    """None or a float NaN (pandas' missing markers)."""
    return v is None or (isinstance(v, float) and v != v)
