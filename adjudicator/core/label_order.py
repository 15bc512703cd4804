"""A chosen order of the labels (the order an ordinal scale runs in) applied to codes, tables
and ratings. The codes of a dataset stay as they were read; an order is a permutation
``codes[p]`` = the code shown at position p, and every view built on it is a copy.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from adjudicator.core.labels import MISSING
from adjudicator.core.ratings import Ratings
from adjudicator.core.tables import Table


def order_codes(labels: Sequence[str], order: Sequence[str]) -> tuple[int, ...]:
    """The codes of ``labels`` in ``order`` (every label once); the identity for an empty order.

    >>> order_codes(("low", "high", "mid"), ("low", "mid", "high"))
    (0, 2, 1)
    """
    if not order:
        return tuple(range(len(labels)))
    if sorted(order) != sorted(labels):
        raise ValueError("the order must name every label once")
    code = {label: j for j, label in enumerate(labels)}
    return tuple(code[label] for label in order)


def reordered_table(table: Table, codes: Sequence[int]) -> Table:
    """The k x k ``table`` with rows and columns in the order ``codes`` (a copy)."""
    index = np.asarray(codes, dtype=np.int64)
    out: Table = np.ascontiguousarray(table[np.ix_(index, index)])
    return out


def reordered_ratings(ratings: Ratings, order: Sequence[str]) -> Ratings:
    """The same ratings with the labels in ``order``: label ``order[p]`` gets code p (missing
    stays missing); the identity order returns ``ratings`` itself."""
    codes = order_codes(ratings.labels, order)
    if codes == tuple(range(ratings.k)):
        return ratings
    new_code = np.empty(ratings.k + 1, dtype=np.int64)
    new_code[np.asarray(codes, dtype=np.int64)] = np.arange(ratings.k, dtype=np.int64)
    new_code[ratings.k] = MISSING  # index -1 reads the last entry
    recoded = new_code[ratings.codes]
    return Ratings(ratings.items, ratings.annotators, tuple(order), recoded)
