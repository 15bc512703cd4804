"""Invariants of the list filters, on random ratings (hypothesis): masks are exact and the
pieces combine as sets do."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.core.tables import confusion_matrix
from adjudicator.io.dataset import Dataset
from adjudicator.session.filters import ItemFilter
from adjudicator.session.session import Session

K = 4
codes_st = st.lists(st.tuples(st.integers(-1, K - 1), st.integers(-1, K - 1)),
                    min_size=1, max_size=60)


def _session(rows: list[tuple[int, int]]) -> Session:
    codes = np.array(rows, dtype=np.int64).reshape(-1, 2)
    ids = tuple(f"i{n}" for n in range(len(rows)))
    ratings = Ratings(ids, ("a", "b"), tuple("wxyz"), codes)
    frame = pd.DataFrame({"text": [f"t{n}" for n in range(len(rows))],
                          "g": ["odd" if n % 2 else "even" for n in range(len(rows))]},
                         index=list(ids))
    return Session(Dataset(ratings, frame, [Path("r.csv")], "text", ["g"]))


@settings(max_examples=60, deadline=None)
@given(codes_st, st.integers(0, K - 1), st.integers(0, K - 1))
def test_cell_filter_lists_exactly_that_cell(rows, x, y) -> None:
    """A cell filter lists the items with (a, b) == (x, y), and as many as the matrix says."""
    s = _session(rows)
    listed = s.rows(ItemFilter(cell=(x, y)))
    expected = [i for i, (a, b) in enumerate(rows) if (a, b) == (x, y)]
    assert listed.tolist() == expected
    assert len(listed) == s.table(ItemFilter())[x, y]


@settings(max_examples=60, deadline=None)
@given(codes_st, st.integers(0, K - 1), st.integers(0, K - 1))
def test_symmetric_pair_is_the_union_of_both_cells(rows, x, y) -> None:
    """A ranked pair {x, y} lists the items of cell (x, y) and of cell (y, x)."""
    s = _session(rows)
    both = set(s.rows(ItemFilter(cell=(x, y), symmetric=True)).tolist())
    one = set(s.rows(ItemFilter(cell=(x, y))).tolist())
    other = set(s.rows(ItemFilter(cell=(y, x))).tolist())
    assert both == one | other


@settings(max_examples=60, deadline=None)
@given(codes_st)
def test_strata_partition_the_items_and_the_matrix(rows) -> None:
    """The stratum subsets split the items, and their matrices add up to the whole."""
    s = _session(rows)
    parts = [ItemFilter(stratum=("g", v)) for v in s.stratum_values("g")]
    listed = sorted(i for f in parts for i in s.rows(f).tolist())
    assert listed == list(range(len(rows)))
    total = sum((s.table(f) for f in parts), np.zeros((K, K), dtype=np.int64))
    assert np.array_equal(total, s.table(ItemFilter()))


@settings(max_examples=60, deadline=None)
@given(codes_st)
def test_disputed_means_two_present_labels_differ(rows) -> None:
    """Disputed-only keeps the items where both labels are present and differ."""
    s = _session(rows)
    listed = s.rows(ItemFilter(disputed_only=True)).tolist()
    assert listed == [i for i, (a, b) in enumerate(rows) if a >= 0 and b >= 0 and a != b]


def test_columns_with_many_values_are_not_offered_as_groups() -> None:
    """A column with a distinct value per item (e.g. a comment) is no stratum."""
    n = 60
    ratings = Ratings(tuple(f"i{k}" for k in range(n)), ("a", "b"), ("x", "y"),
                      np.zeros((n, 2), dtype=np.int64))
    frame = pd.DataFrame({"note": [f"free text {k}" for k in range(n)],
                          "batch": ["b1", "b2"] * (n // 2)}, index=list(ratings.items))
    s = Session(Dataset(ratings, frame, [Path("r.csv")], None, ["note", "batch"]))
    assert s.strata == ["batch"]


@settings(max_examples=60, deadline=None)
@given(codes_st)
def test_group_tables_equal_one_matrix_per_group(rows) -> None:
    """The one-bincount per-group matrices equal the matrix of each group's subset."""
    s = _session(rows)
    codes = np.array(rows, dtype=np.int64).reshape(-1, 2)
    group = s.dataset.frame["g"].to_numpy()
    for value, table in s.group_tables("g").items():
        part = codes[group == value]
        expected = confusion_matrix(part[:, 0], part[:, 1], K)
        assert np.array_equal(table, expected)


@settings(max_examples=40, deadline=None)
@given(codes_st, st.integers(0, K - 1), st.integers(0, K - 1), st.booleans())
def test_listed_rows_are_four_byte_indices_of_the_filtered_items(rows, x, y, disputed) -> None:
    """The list's row index (no filter, a cell, disputed items) holds four-byte integers and
    the very items the filter's mask names, in file order; the unfiltered one is read-only."""
    s = _session(rows)
    every = s.rows(ItemFilter())
    assert every.dtype == np.int32
    assert every.tolist() == list(range(len(rows)))
    assert not every.flags.writeable
    f = ItemFilter(cell=(x, y), disputed_only=disputed)
    listed = s.rows(f)
    assert listed.dtype == np.int32
    assert listed.tolist() == [i for i, (a, b) in enumerate(rows) if (a, b) == (x, y)
                               and (not disputed or (a >= 0 and b >= 0 and a != b))]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(-1, K - 1), st.integers(-1, K - 1),
                          st.integers(-1, K - 1)), min_size=1, max_size=60))
def test_disputed_items_are_the_states_own_mask_and_exactly_the_split_items(rows) -> None:
    """The session's disputed items are the state's mask (one array, not two), and exactly
    the items with two different labels given (missing ones ignored)."""
    codes = np.array(rows, dtype=np.int8).reshape(-1, 3)
    ids = tuple(f"i{n}" for n in range(len(rows)))
    ratings = Ratings(ids, ("a", "b", "c"), tuple("wxyz"), codes)
    s = Session(Dataset(ratings, pd.DataFrame(index=list(ids)), [Path("r.csv")]))
    assert s.disputed is s.state.counts.split
    assert s.disputed.tolist() == [len({c for c in row if c >= 0}) > 1 for row in rows]
