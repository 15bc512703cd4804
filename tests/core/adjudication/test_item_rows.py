"""ItemRows: id -> row from packed UTF-8 buffers, equal to a dict built in row order."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from adjudicator.core.adjudication.item_rows import MAX_PACKED_WIDTH, ItemRows


class Packed:
    """Ids handed over as Arrow-style (offsets, data) buffers."""

    def __init__(self, ids: list[str]) -> None:
        self.ids = ids

    def __len__(self) -> int:
        return len(self.ids)

    def utf8_buffers(self) -> tuple[np.ndarray, np.ndarray]:
        encoded = [i.encode() for i in self.ids]
        offsets = np.cumsum([0, *map(len, encoded)]).astype(np.int64)
        return offsets, np.frombuffer(b"".join(encoded) or b"\0", dtype=np.uint8)


IDS = ["b", "a", "中文", "b", "", "a1", "A", "x" * 20]


@pytest.mark.parametrize("ids", [IDS, ["only"], ["x" * (MAX_PACKED_WIDTH + 1), "y"]])
def test_rows_match_a_dict_in_row_order(ids: list[str]) -> None:
    """Every id maps where a dict built in row order maps it (the last of a repeat)."""
    expected = {item: i for i, item in enumerate(ids)}
    packed, plain = ItemRows(Packed(ids)), ItemRows(ids)
    for item, row in expected.items():
        assert packed[item] == row
        assert plain[item] == row


@pytest.mark.parametrize("missing", ["c", "中", "a1 ", "x" * 21, "x" * 200, "b\0"])
def test_unknown_ids_are_not_found(missing: str) -> None:
    """Prefixes, longer strings and trailing NULs are not taken for an id."""
    rows = ItemRows(Packed(IDS))
    assert rows.get(missing) is None
    assert missing not in rows
    with pytest.raises(KeyError):
        rows[missing]


def test_rows_of_several_ids() -> None:
    """rows() looks up in order."""
    assert ItemRows(Packed(IDS)).rows(["a", "中文"]).tolist() == [1, 2]


def test_ids_asked_again_give_the_same_rows() -> None:
    """Packed lookups are remembered (replay asks for the same items again and again): a second
    ask of each id, known or not, answers as the first."""
    rows = ItemRows(Packed(IDS))
    asked = [*IDS, "c", "中", "b\0", "x" * 200]
    first = [rows.get(i) for i in asked]
    assert [rows.get(i) for i in reversed(asked)] == first[::-1]
    assert first[:len(IDS)] == [{item: i for i, item in enumerate(IDS)}[x] for x in IDS]
    assert first[len(IDS):] == [None] * 4


def test_ids_learnt_at_once_give_the_rows_of_a_dict() -> None:
    """``learn`` (one vectorised search for a log's items) finds what one-by-one lookups
    find, and nothing more: unknown, too long and NUL-ended ids stay unknown."""
    expected = {item: i for i, item in enumerate(IDS)}
    rows = ItemRows(Packed(IDS))
    unknown = ["c", "中", "b\0", "x" * 200, "a1 "]
    rows.learn([*IDS, *unknown, "b", "b"])
    assert {i: rows.get(i) for i in IDS} == expected
    assert [rows.get(i) for i in unknown] == [None] * len(unknown)
    assert [ItemRows(Packed(IDS)).get(i) for i in IDS] == [expected[i] for i in IDS]


@pytest.mark.parametrize("ids", [IDS, ["only"], ["x" * (MAX_PACKED_WIDTH + 1), "y"]])
def test_lookup_of_many_ids_is_one_get_each(ids: list[str]) -> None:
    """A replay asks for a whole log's items at once: each row as ``get`` gives it, -1 for an
    id that is not the dataset's (too wide, ending in NUL, or simply absent)."""
    asked = [*ids, "c", "中", "x" * 200, "b\0", "a1 "]
    for rows in (ItemRows(Packed(ids)), ItemRows(ids)):
        want = [-1 if rows.get(i) is None else rows.get(i) for i in asked]
        assert rows.lookup(asked).tolist() == want


@pytest.mark.parametrize("chunk", [1, 2, 3, 5])
def test_lookup_in_chunks_is_one_get_each(monkeypatch: pytest.MonkeyPatch, chunk: int) -> None:
    """Regression (issue 27, memory): a whole log's items were encoded all at once (a bytes
    object and a list entry each: 16 MiB for the 200,000 items of a 10^6-event log); they are
    searched a chunk at a time now, with the same rows, whatever the chunk's size."""
    from adjudicator.core.adjudication import item_rows

    monkeypatch.setattr(item_rows, "LOOKUP_CHUNK", chunk)
    asked = [*IDS, "c", "中", "x" * 200, "b\0", "a1 ", *reversed(IDS)]
    rows = ItemRows(Packed(IDS))
    want = [-1 if rows.get(i) is None else rows.get(i) for i in asked]
    assert rows.lookup(asked).tolist() == want
    assert rows.lookup(asked[:chunk]).tolist() == want[:chunk]


SORTED = ["", "A", "X0000001", "X0000002", "X0000002", "X0000010", "a", "a", "a1", "中文"]


@given(st.lists(st.text(alphabet="abAZ09中\0", max_size=6), max_size=30), st.booleans())
def test_ids_that_come_sorted_find_the_rows_of_a_dict(ids: list[str], in_order: bool) -> None:
    """Ids already in order (numbered ids often are) keep no order array beside them, and
    every look-up (one, learnt, many, as UTF-8 buffers) answers as a dict built in row order
    (the last of a repeat), as for ids in any order."""
    ids = sorted(ids, key=lambda i: i.encode()) if in_order else ids
    ids = [i for i in ids if not i.endswith("\0")]  # (an id ending in NUL is kept by a dict)
    expected = {item: i for i, item in enumerate(ids)}
    asked = [*ids, "c", "中", "x" * 200, "b\0", "a1 ", *reversed(ids)]
    want = [expected.get(i, -1) for i in asked]
    rows = ItemRows(Packed(ids))
    if in_order and len(ids) > 0 and max(len(i.encode()) for i in ids) <= MAX_PACKED_WIDTH:
        assert rows._order is None
    assert [-1 if rows.get(i) is None else rows.get(i) for i in asked] == want
    assert rows.lookup(asked).tolist() == want
    assert rows.lookup(Packed(asked)).tolist() == want  # type: ignore[arg-type]
    learnt = ItemRows(Packed(ids))
    learnt.learn(asked)
    assert [-1 if learnt.get(i) is None else learnt.get(i) for i in asked] == want


def test_numbered_ids_in_order_keep_no_order() -> None:
    """The sorted ids of the example (repeats included) are searched in place."""
    rows = ItemRows(Packed(SORTED))
    assert rows._order is None
    assert [rows[i] for i in SORTED] == [{x: j for j, x in enumerate(SORTED)}[i] for i in SORTED]
    assert rows.get("X0000003") is None
