"""Arrow string columns: search, sort keys of the whole column and of a listed few."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.session import item_index
from adjudicator.session.item_index import ArrowStrings

words = st.lists(st.sampled_from(["b", "a", "", "中文", "B", "a b", "ab"]), min_size=1,
                 max_size=30)


@given(words, st.data())
def test_keys_of_listed_rows_order_as_the_whole_columns(cells: list[str],
                                                        data: st.DataObject) -> None:
    """Sorting a few listed rows by their own cells gives the order the whole column's keys
    give them, ties by row (whatever order the rows are listed in)."""
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    rows = np.array(data.draw(st.permutations(range(len(cells)))), dtype=np.int64)
    rows = rows[: data.draw(st.integers(1, len(cells)))]
    local = np.argsort(column.ranks_of(rows), kind="stable")
    whole = np.argsort(column.ranks()[rows], kind="stable")
    assert rows[local].tolist() == rows[whole].tolist()
    assert [cells[i] for i in rows[local]] == sorted(cells[i] for i in rows)


def test_contains_ignores_case_and_finds_chinese() -> None:
    """A search is a case-insensitive substring test per cell."""
    column = ArrowStrings(pa.array(["Refund now", "退款了", None], type=pa.large_string()))
    assert column.contains("refund").tolist() == [True, False, False]
    assert column.contains("退款").tolist() == [False, True, False]


@given(st.lists(st.text(alphabet="aAbß中文1 ſKk\u212a", max_size=6), min_size=1, max_size=20),
       st.text(alphabet="aAbß中文1 ſKk\u212a", min_size=1, max_size=3))
def test_contains_is_the_case_folding_match_for_any_needle(cells: list[str],
                                                          needle: str) -> None:
    """Whether or not the needle has case forms, the cells found are the case-folding
    matcher's."""
    import pyarrow.compute as pc

    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    folded = pc.match_substring(column.array, needle, ignore_case=True)
    assert column.contains(needle).tolist() == folded.to_pylist()


@given(st.lists(st.text(alphabet="aAbß中文1 ſKk\u212a", max_size=6), min_size=1, max_size=30),
       st.text(alphabet="aAbß中文1 ſKk\u212a", min_size=1, max_size=3),
       st.integers(min_value=1, max_value=5), st.integers(min_value=1, max_value=8))
def test_contains_in_blocks_on_threads_is_the_one_pass_result(cells: list[str], needle: str,
                                                              parts: int, block: int) -> None:
    """Cut into blocks searched on threads (or one after another on one), the cells found
    are those of one pass over the whole column (also with more threads than blocks)."""
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    whole = column.contains(needle, parts=1, block=len(cells))
    assert column.contains(needle, parts=parts, block=block).tolist() == whole.tolist()


@given(st.lists(st.text(alphabet="aAkK1 -", max_size=6), min_size=1, max_size=20),
       st.text(alphabet="aAbß中文1 ſKk\u212a", min_size=1, max_size=3))
def test_an_ascii_column_gives_the_folding_match_also_when_it_is_skipped(
        cells: list[str], needle: str) -> None:
    """An ASCII column is not searched for an uncased non-ASCII needle (it cannot hold it);
    for every needle, Kelvin sign and long s included, the cells found are still the
    case-folding matcher's."""
    import pyarrow.compute as pc

    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    assert column.ascii_only
    folded = pc.match_substring(column.array, needle, ignore_case=True)
    assert column.contains(needle).tolist() == folded.to_pylist()


@given(st.lists(st.text(alphabet="aAbß中文1 ſKk\u212a", max_size=6), min_size=1, max_size=30),
       st.text(alphabet="aAbß中文1 ſKk\u212a", min_size=1, max_size=3), st.data())
def test_contains_at_some_rows_is_the_whole_columns_result_there(
        cells: list[str], needle: str, data: st.DataObject) -> None:
    """Searching only the cells at some rows finds, for each, what the whole search finds."""
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    rows = np.array(sorted(data.draw(st.sets(st.integers(0, len(cells) - 1)))), dtype=np.int64)
    assert column.contains(needle, rows=rows).tolist() == column.contains(needle)[rows].tolist()


def test_a_column_with_chinese_is_not_ascii_only() -> None:
    """One non-ASCII cell is enough to search the column for a Chinese needle."""
    column = ArrowStrings(pa.array(["X1", "订单X2"], type=pa.large_string()))
    assert not column.ascii_only
    assert column.contains("订单").tolist() == [False, True]


@given(st.lists(st.one_of(st.none(), st.text(alphabet="ab1 \x7f\x80é中", max_size=5)),
                max_size=30), st.data(), st.sampled_from([1, 2, 3, 1 << 20]))
def test_the_ascii_check_in_blocks_is_arrows_per_cell_check(
        cells: list[str | None], data: st.DataObject, block: int) -> None:
    """Whether every cell is ASCII, read from the cells' bytes a block at a time (also in a
    slice of a column, and with missing cells), is Arrow's per-cell answer."""
    import pyarrow.compute as pc

    array = pa.array(cells, type=pa.large_string())
    start = data.draw(st.integers(0, len(cells)))
    for part in (array, array.slice(start, data.draw(st.integers(0, len(cells) - start)))):
        column = ArrowStrings(part)
        per_cell = bool(pc.all(pc.string_is_ascii(column.array)).as_py() is not False)
        assert item_index._all_ascii(column.array, block) == per_cell
        assert item_index._all_ascii(part, block) == per_cell  # missing cells not yet filled
        assert column.ascii_only == per_cell


@given(st.lists(st.text(alphabet="aAb中1", max_size=4), min_size=1, max_size=40),
       st.text(alphabet="aAb中1", min_size=1, max_size=3))
def test_a_scan_across_cells_finds_what_the_matcher_finds(cells: list[str],
                                                           needle: str) -> None:
    """The one scan over the cells' bytes back to back (short cells, a needle that often runs
    from one cell into the next: "a" then "ab" for "aab") finds the cells the cell-by-cell
    matcher finds."""
    import pyarrow.compute as pc

    from adjudicator.session.item_index import _scan

    array = ArrowStrings(pa.array(cells, type=pa.large_string())).array
    cased = needle.lower() != needle or needle.upper() != needle
    expected = pc.match_substring(array, needle, ignore_case=cased).to_pylist()
    for part in (array, array.slice(1)):
        found = _scan(part, needle, cased)
        assert found is not None
        assert found.tolist() == expected[len(array) - len(part):]


def test_a_match_hidden_by_one_running_across_cells_is_found() -> None:
    """In "a" + "aab" the scan first meets "aa" across the two cells and resumes after it;
    the "aa" inside the second cell is still found."""
    from adjudicator.session.item_index import _scan

    array = pa.array(["a", "aab", "b"], type=pa.large_string())
    found = _scan(array, "aa", cased=False)
    assert found is not None
    assert found.tolist() == [False, True, False]


@given(words, st.data())
def test_placed_order_is_the_stable_argsort_of_the_keys(cells: list[str],
                                                       data: st.DataObject) -> None:
    """Ordering listed rows by placing them at their ranks gives the very permutation a
    stable argsort of their keys gives, for short lists (argsorted) and long ones (placed)."""
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    rows = np.array(data.draw(st.permutations(range(len(cells)))), dtype=np.int64)
    rows = rows[: data.draw(st.integers(1, len(cells)))]
    expected = np.argsort(column.ranks()[rows], kind="stable")
    assert column.order_of(rows).tolist() == expected.tolist()


def test_ranks_asked_from_two_threads_are_computed_once() -> None:
    """The background job and a sort asking at once share one computation."""
    from concurrent.futures import ThreadPoolExecutor

    column = ArrowStrings(pa.array([f"t{i % 97}" for i in range(5000)], type=pa.large_string()))
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: column.ranks(), range(8)))
    assert all(r is results[0] for r in results)
    assert column.order_of(np.arange(5000)).tolist() == np.argsort(
        [f"t{i % 97}" for i in range(5000)], kind="stable").tolist()


@given(st.lists(st.sampled_from(["b", "a", "", "中文", "B", "a b", "ab", "a\x00", "ab\x00c"]),
                min_size=1, max_size=60), st.integers(1, 5), st.integers(2, 64))
def test_keys_made_in_parts_are_the_whole_columns_stable_sort(
        cells: list[str], parts: int, sample: int) -> None:
    """Sorted in ranges of values (any number of parts, any sample), the keys are those of
    one stable Arrow sort of the whole column: ties by row, byte order, '' first."""
    from unittest import mock

    import pyarrow.compute as pc

    import adjudicator.session.item_index as module

    array = pa.array(cells, type=pa.large_string())
    with mock.patch.multiple(module, RANK_PARTS_FROM=0, RANK_PARTS=parts, RANK_SAMPLE=sample):
        ranks = ArrowStrings(array).ranks()
    order = pc.sort_indices(array).to_numpy()
    assert np.argsort(ranks).tolist() == order.tolist()


def test_keys_stopped_between_parts_are_not_kept() -> None:
    """``between`` saying stop leaves no keys; asked again, they are made whole."""
    from unittest import mock

    import adjudicator.session.item_index as module

    cells = [f"c{(i * 37) % 101}" for i in range(500)]
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    asked: list[int] = []

    def between() -> bool:
        asked.append(1)
        return len(asked) < 2

    with mock.patch.multiple(module, RANK_PARTS_FROM=0, RANK_PARTS=4, RANK_SAMPLE=64):
        assert not column.make_ranks(between)
        assert not column.ranks_ready
        assert column.make_ranks(lambda: True)
    assert [cells[i] for i in np.argsort(column.ranks())] == sorted(cells)


def test_whole_column_ranks_are_32_bit_places_in_the_stable_sort() -> None:
    """The column's sort keys take four bytes a cell and are each cell's place in the
    stable sort of the cells (ties by row)."""
    cells = ["b", "a", "", "中文", "B", "a", "b"] * 30
    column = ArrowStrings(pa.array(cells, type=pa.large_string()))
    ranks = column.ranks()
    assert ranks.dtype == np.int32
    order = sorted(range(len(cells)), key=lambda i: (cells[i].encode(), i))
    assert [int(ranks[i]) for i in order] == list(range(len(cells)))
