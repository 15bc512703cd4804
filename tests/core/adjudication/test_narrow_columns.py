"""Integers as narrow as their values allow (the columns of a long log, the per-item arrays of
the state, the decisions in force), and no overflow where the values outgrow a width: each
width is chosen by the size it must hold, checked at its boundary."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.adjudication.counts import count_type, label_range
from adjudicator.core.adjudication.eventlog import (
    CodedNumbers,
    TextColumn,
    narrow_codes,
    narrow_lengths,
)
from adjudicator.core.adjudication.in_force import InForce
from adjudicator.core.adjudication.item_rows import ItemRows
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.ratings import Ratings


@pytest.mark.parametrize(("n", "dtype"), [(1, np.int8), (128, np.int8), (129, np.int16),
                                          (1 << 15, np.int16), ((1 << 15) + 1, np.int32),
                                          (1 << 31, np.int32), ((1 << 31) + 1, np.int64)])
def test_codes_of_n_values_fit_their_width(n: int, dtype: type) -> None:
    """Codes -1 .. n - 1 of n distinct values: the narrowest signed integer holding both."""
    assert narrow_codes(n) is dtype
    assert np.iinfo(dtype).min <= -1
    assert np.iinfo(dtype).max >= n - 1


@pytest.mark.parametrize(("top", "dtype"), [(0, np.uint8), (255, np.uint8), (256, np.uint16),
                                            (65_535, np.uint16), (65_536, np.uint32),
                                            ((1 << 32) - 1, np.uint32), (1 << 32, np.uint64)])
def test_text_lengths_fit_their_width(top: int, dtype: type) -> None:
    """The longest text's length decides the lengths' width, and it is kept exactly."""
    lengths = narrow_lengths(np.array([0, top, 1], dtype=np.int64))
    assert lengths.dtype == dtype
    assert lengths.tolist() == [0, top, 1]


def test_texts_around_a_byte_length_read_back() -> None:
    """Texts of 255 and 256 bytes (and empty ones, and Chinese) read back as they were."""
    texts = ["a" * 255, "", "b" * 256, "两个人都对", ""]
    column = TextColumn.of(texts)
    assert column.lengths[0].dtype == np.uint16
    assert [column[i] for i in range(len(texts))] == texts
    assert [column[i] for i in reversed(range(len(texts)))] == texts[::-1]


@pytest.mark.parametrize(("most", "dtype"), [(0, np.int8), (127, np.int8), (128, np.int16),
                                             ((1 << 15) - 1, np.int16), (1 << 15, np.int32),
                                             (1 << 31, np.int64)])
def test_counts_fit_their_width(most: int, dtype: type) -> None:
    """Counts 0 .. most (and -1) in the narrowest signed integer holding them."""
    assert count_type(most) is dtype
    assert np.iinfo(dtype).max >= most


def test_labels_per_item_past_a_byte_of_annotators() -> None:
    """200 annotators: the count of labels per item passes 127 and is still right (int16),
    beside the highest and lowest code."""
    rng = np.random.default_rng(3)
    codes = rng.integers(-1, 4, size=(6, 200)).astype(np.int8)
    codes[0] = 2  # every annotator labelled item 0
    codes[1] = -1  # nobody labelled item 1
    present, high, low = label_range(codes)
    assert present.dtype == np.int16
    assert present.tolist() == (codes >= 0).sum(axis=1).tolist()
    assert present[0] == 200
    assert high.tolist() == codes.max(axis=1).tolist()
    given = np.where(codes >= 0, codes, 99).min(axis=1)
    assert [int(v) for v, g in zip(low, given, strict=True) if g != 99] == [
        int(g) for g in given if g != 99]
    assert high[1] == -1
    assert low[1] > high[1]


def _counted(codes: np.ndarray, final: np.ndarray, rows: np.ndarray, k: int) -> np.ndarray:
    """annotators x k x k counts of (final, label) over ``rows``, one item at a time."""
    cube = np.zeros((codes.shape[1], k, k), dtype=np.int64)
    for i in np.flatnonzero(rows):
        for r, c in enumerate(codes[i].tolist()):
            if c >= 0 and final[i] >= 0:
                cube[r, int(final[i]), c] += 1
    return cube


def test_narrow_final_codes_count_past_a_byte() -> None:
    """The final codes and statuses the state works with take a byte an item for 30 labels,
    and the counts made from them are right where final x k + label passes 127 (a count
    multiplied in int8 wraps)."""
    labels = tuple(f"L{j}" for j in range(30))
    codes = np.array([[29, 29], [28, 29], [29, -1], [0, 29], [27, 27]], dtype=np.int8)
    r = Ratings(("a", "b", "c", "d", "e"), ("x", "y"), labels, codes)
    state = AdjudicationState(r, sink=MemorySink())
    assert state.final_codes.dtype == np.int8
    assert state.status_codes.dtype == np.int8
    state.decide("b", "L28", "the first was right")
    state.decide("d", "L29", "the second was right")
    assert state.final_codes.tolist() == [29, 28, -1, 29, 27]
    final = np.array(state.final_codes.tolist(), dtype=np.int64)
    pairable = (codes >= 0).sum(axis=1) >= 2
    assert np.array_equal(state.counts.by_annotator, _counted(codes, final, pairable, 30))
    assert state.counts.by_annotator[0, 29, 29] == 1  # 29 x 30 + 29 = 899 in a byte wraps
    fresh = state.counts_of(state.final_codes, state.status_codes)
    assert np.array_equal(fresh.by_annotator, state.counts.by_annotator)
    state.revert(state.last_seq)
    assert state.final_codes.tolist() == [29, 28, -1, -1, 27]
    assert state.final_codes.dtype == np.int8


def test_decisions_in_force_by_row() -> None:
    """Set, get, pop, length, items in the rows' order then the others in their order."""
    rows = ItemRows(("a", "b", "c", "d"))
    found = InForce(rows, ("a", "b", "c", "d"))
    found["c"] = 5
    found["a"] = 7
    found["zz"] = 9  # not an item of the dataset: kept beside
    found["c"] = 8
    assert len(found) == 3
    assert list(found) == ["a", "c", "zz"]
    assert found.values() == [7, 8, 9]
    assert found.seqs().tolist() == [7, 8, 9]
    assert found.items_at([2, 0]) == ["zz", "a"]
    assert found.get("b") is None
    assert "a" in found
    assert found == {"a": 7, "c": 8, "zz": 9}
    with pytest.raises(KeyError):
        found.rows_and_seqs()
    assert found.pop("zz") == 9
    assert found.pop("b") is None
    assert found.pop("a") == 7
    got_rows, got_seqs = found.rows_and_seqs()
    assert got_rows.tolist() == [2]
    assert got_seqs.tolist() == [8]
    assert len(found) == 1


def test_decisions_in_force_past_int32_sequence_numbers() -> None:
    """A sequence number past 2^31 - 1 widens the array instead of wrapping."""
    items = ("a", "b", "c")
    found = InForce(ItemRows(items), items)
    found["a"] = 3
    found["b"] = (1 << 31) + 5
    assert found["b"] == (1 << 31) + 5
    assert found["a"] == 3
    found.set_rows(np.array([2]), np.array([1 << 40]))
    assert found.rows_and_seqs()[1].tolist() == [3, (1 << 31) + 5, 1 << 40]


def test_coded_numbers() -> None:
    """None for code -1, the number otherwise; outside a range only where given."""
    column = CodedNumbers(np.array([-1, 0, 1, 0], dtype=np.int8), np.array([0.5, 1.5]))
    assert [column[i] for i in range(4)] == [None, 0.5, 1.5, 0.5]
    assert column.outside(0.0, 1.0).tolist() == [False, False, True, False]
    empty = CodedNumbers(np.array([-1, -1], dtype=np.int8), np.zeros(0))
    assert empty.outside(0.0, 1.0).tolist() == [False, False]


@pytest.mark.parametrize("decided", [2, 4])  # a few of the items (one by one), or most
def test_decided_items_come_in_the_order_of_their_decisions(decided: int) -> None:
    """Items in the order of their decisions' sequence numbers (then the dataset's order
    does not matter), whether their ids are taken one by one or all at once."""
    items = ("a", "b", "c", "d", "e")
    found = InForce(ItemRows(items), items)
    made = [("d", 9), ("a", 12), ("e", 3), ("b", 7)][:decided]
    for item, seq in made:
        found[item] = seq
    found["zz"] = 8  # not an item of the dataset
    want = sorted([*made, ("zz", 8)], key=lambda p: p[1])
    assert found.by_seq() == [item for item, _ in want]
    assert sorted(found.by_seq()) == sorted(found)
