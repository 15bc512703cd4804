"""A long table's judgments as one items x annotators matrix of codes into one set of
categories, and what the coding steps read from it without a pandas column per annotator.

A long file of a crowd (10,753 items, 819 annotators, 53,765 judgments) used to become 819
categorical Series, each coded, counted and copied on its own: seconds of pandas overhead for
a few thousand judgments. Here the judgments are scattered once into the matrix, and every
step (distinct values with their counts and first-seen places, the label codes, the raw values
of the item frame) is one numpy operation on it. Each gives what the per-column path gives;
``tests/io/coding/test_shared.py`` compares the two on random long tables.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

import numpy as np
import numpy.typing as npt

from adjudicator.core.ratings import code_dtype

if TYPE_CHECKING:
    import pandas as pd

#: cells looked at in one step of a scan of the matrix (a bounded temporary, not 8 bytes a cell)
BLOCK_CELLS = 1 << 22


@dataclass
class SharedCodes:
    """``codes[i, j]``: the category annotator j gave item i (-1 = none), all annotators
    coding into the same ``categories`` (Fortran order: one annotator's cells are contiguous,
    as in Ratings)."""

    codes: npt.NDArray[np.signedinteger[Any]]
    categories: pd.Index

    def column(self, j: int) -> pd.Series:
        """Annotator j's cells as the categorical Series the per-column path would hold."""
        import pandas as pd

        return pd.Series(pd.Categorical.from_codes(self.codes[:, j],
                                                   categories=self.categories, validate=False))

    def all_text(self) -> bool:
        """True when every category is a Python str (then no spelling needs converting)."""
        return all(isinstance(c, str) for c in self.categories)


class SharedColumns(Sequence["pd.Series"]):
    """The matrix seen as one categorical Series per annotator, each made when asked for (the
    rare readers of single columns: a formula-looking or unknown value's first rows)."""

    def __init__(self, shared: SharedCodes) -> None:
        self.shared = shared

    def __len__(self) -> int:
        return int(self.shared.codes.shape[1])

    @overload
    def __getitem__(self, j: int) -> pd.Series: ...
    @overload
    def __getitem__(self, j: slice) -> list[pd.Series]: ...
    def __getitem__(self, j: int | slice) -> pd.Series | list[pd.Series]:
        if isinstance(j, slice):
            return [self.shared.column(i) for i in range(len(self))[j]]
        if not -len(self) <= j < len(self):
            raise IndexError(j)
        return self.shared.column(j % len(self))

    def __iter__(self) -> Iterator[pd.Series]:
        return (self.shared.column(j) for j in range(len(self)))


def scatter(n: int, m: int, item: npt.NDArray[Any], annotator: npt.NDArray[Any],
            codes: npt.NDArray[Any], categories: pd.Index) -> SharedCodes:
    """The matrix of ``n`` items x ``m`` annotators from judgments given as item and annotator
    positions and category codes (each cell given at most once; -1 = no label)."""
    matrix = np.full((n, m), -1, dtype=code_dtype(len(categories)), order="F")
    matrix[item, annotator] = codes
    return SharedCodes(matrix, categories)


def as_text(shared: SharedCodes) -> SharedCodes:
    """The categories as text, as the coding reads every column: kept when already str;
    otherwise each value as ``astype(str)`` spells it, the spellings sorted as a categorical
    of text sorts them (numbers read from Parquet, say)."""
    import pandas as pd

    if shared.all_text():
        return shared
    every = pd.Series(pd.Categorical.from_codes(np.arange(len(shared.categories)),
                                                categories=shared.categories))
    text = every.astype(str).where(every.notna()).astype("category")
    lut = np.append(text.cat.codes.to_numpy(), -1)
    dtype = code_dtype(len(text.cat.categories))
    return SharedCodes(np.asarray(lut.astype(dtype)[shared.codes], order="F"),
                       text.cat.categories)


def distinct(shared: SharedCodes) -> tuple[list[str], list[int], list[int]]:
    """Distinct values in use, their counts and first-seen ranks (item, then annotator: the
    rank ``item x (annotators + 1) + annotator``), listed in the order the per-column path
    meets them: by the first annotator using the value, then by category."""
    n, m = shared.codes.shape
    k = len(shared.categories)
    counts = np.zeros(k, dtype=np.int64)
    first = np.full(k, -1, dtype=np.int64)  # first flat position (item-major) of each value
    by = np.full(k, m, dtype=np.int64)  # first annotator using each value
    step = max(1, BLOCK_CELLS // max(m, 1))
    for start in range(0, n, step):
        block = np.ascontiguousarray(shared.codes[start:start + step]).ravel()
        at = np.flatnonzero(block >= 0)
        if not len(at):
            continue
        values = block[at].astype(np.intp)
        counts += np.bincount(values, minlength=k)
        np.minimum.at(by, values, at % m)
        seen, where = np.unique(values, return_index=True)
        new = first[seen] < 0
        first[seen[new]] = start * m + at[where[new]]
    used = np.flatnonzero(counts)
    order = used[np.lexsort((used, by[used]))]
    width = m + 1
    ranks = [int(p // m) * width + int(p % m) for p in first[order].tolist()]
    return ([shared.categories[c] for c in order.tolist()], counts[order].tolist(), ranks)


def recoded(shared: SharedCodes, lut: npt.NDArray[np.signedinteger[Any]]
            ) -> npt.NDArray[np.signedinteger[Any]]:
    """The matrix through a table of codes (``lut[-1]`` for the cells without a value), in
    Fortran order as Ratings holds its codes."""
    return np.asarray(lut[shared.codes], order="F")


def raw_values(shared: SharedCodes) -> npt.NDArray[np.object_] | None:
    """Items x annotators of the raw values (NaN = none) as one object array, what each
    column's ``to_numpy()`` gives when the categories are Python text; None otherwise
    (numbers give a dtype per column there, which one array cannot)."""
    if shared.categories.dtype != object or not shared.all_text():
        return None  # pandas' own string dtype gives <NA> for a missing cell, not NaN
    lookup = np.empty(len(shared.categories) + 1, dtype=object)
    lookup[:-1] = shared.categories.to_numpy(dtype=object)
    lookup[-1] = np.nan
    return np.asarray(lookup[shared.codes], order="F")
