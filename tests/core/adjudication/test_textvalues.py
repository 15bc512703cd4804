"""Distinct texts kept as one UTF-8 buffer (``TextValues``): read back, found (never inside a
longer text or across two), checked when they come from elsewhere, and looked up as the
dataset's rows from their bytes exactly as from their strings."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.adjudication.item_rows import ItemRows
from adjudicator.core.adjudication.textvalues import TextValues

TEXTS = ["item1", "item10", "", "条目", "ab", "cd", "item1 ", "x\x00"]


def test_texts_read_back() -> None:
    values = TextValues.of(TEXTS)
    assert len(values) == len(TEXTS)
    assert list(values) == TEXTS
    assert [values[i] for i in range(-len(TEXTS), 0)] == TEXTS
    assert values[1:3] == TEXTS[1:3]
    assert values == TEXTS
    with pytest.raises(IndexError):
        values[len(TEXTS)]


@pytest.mark.parametrize("text", [*TEXTS, "item", "bc", "tem1", "条", "absent"])
def test_found_only_as_a_whole_text(text: str) -> None:
    """A text's position, or None: a hit inside a longer text or across two is no hit."""
    values = TextValues.of(TEXTS)
    assert values.find(text) == (TEXTS.index(text) if text in TEXTS else None)
    assert (text in values) == (text in TEXTS)


def test_an_empty_text_is_found_only_where_there_is_one() -> None:
    assert TextValues.of(["a", "b"]).find("") is None
    assert TextValues.of(["a", "", "b"]).find("") == 1


def test_joined() -> None:
    values = TextValues.of(TEXTS[:3]).joined(TextValues.of(TEXTS[3:])).joined(["end"])
    assert list(values) == [*TEXTS, "end"]


def test_buffers_from_elsewhere_are_checked() -> None:
    """Offsets that do not start at 0, end elsewhere than the data's end, go back, or start a
    text inside a character are refused; whole UTF-8 is taken."""
    data = "a条b".encode()
    assert TextValues.checked(data, np.array([0, 1, 4, 5])) == ["a", "条", "b"]
    for offsets in ([1, 5], [0, 4], [0, 3, 2, 5], [0, 2, 5]):
        assert TextValues.checked(data, np.array(offsets)) is None
    assert TextValues.checked(b"\xff", np.array([0, 1])) is None
    assert TextValues.checked(data, np.array([0.0, 5.0])) is None


def test_rows_looked_up_from_bytes_are_those_from_strings() -> None:
    """The dataset's rows of texts given as UTF-8 buffers are those of the same strings: ids
    of the dataset, others, ids longer than any of the dataset's, ending in a NUL byte,
    empty."""
    dataset = ["item1", "item10", "条目", "ab", "item1 ", "zz"]
    rows = ItemRows(TextValues.of(dataset))
    asked = [*TEXTS, "zz", "a much longer id than any", "item10"]
    assert rows.lookup(TextValues.of(asked)).tolist() == rows.lookup(asked).tolist()
    assert rows.lookup(TextValues.of(asked)).tolist() == [
        dataset.index(t) if t in dataset else -1 for t in asked]
    assert rows.lookup(TextValues.of([])).tolist() == []
