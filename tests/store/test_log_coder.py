"""A repeated-text column of a log read column-wise (``logcols._Coder``) gives back every
block's texts, absent ones as absent, with codes in order of first appearance, whether its
blocks were coded as they came or, naming many texts, kept and coded at the end."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.store import logcols

TEXTS = st.one_of(st.none(), st.sampled_from(("a", "b", "条目", "", "item 7", "x" * 40)),
                  st.text(max_size=6))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(TEXTS, max_size=30), max_size=8), st.integers(0, 12))
def test_codes_give_back_every_block_in_first_appearance_order(
        blocks: list[list[str | None]], many: int) -> None:
    """Any blocks, any point at which the column turns to coding at the end: the same texts
    as given, and the distinct texts in the order they first appear."""
    pa = pytest.importorskip("pyarrow")
    coder = logcols._Coder()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(logcols._Coder, "MANY", many)
        for block in blocks:
            array = pa.array(block, type=pa.string())
            if block and len(block) % 3 == 0:  # a slice: Arrow's offset is not 0
                array = pa.array([None, "pad", *block], type=pa.string()).slice(2)
            coder.add(array)
        column = coder.column()
    flat = [t for block in blocks for t in block]
    assert [column[i] for i in range(len(flat))] == flat
    assert list(column.values) == list(dict.fromkeys(t for t in flat if t is not None))


def test_a_column_of_many_texts_is_coded_at_the_end() -> None:
    """Regression (issue 27, time): a block naming more than ``MANY`` texts is kept as texts
    and every later block too; nothing is looked up per block."""
    pa = pytest.importorskip("pyarrow")
    coder = logcols._Coder()
    coder.add(pa.array(["a", "b", None]))
    assert coder.raw is None
    many = [f"item{i}" for i in range(logcols._Coder.MANY + 1)]
    coder.add(pa.array(many))
    coder.add(pa.array(["a", None, "new"]))
    assert coder.raw is not None
    assert len(coder.raw) == 2
    assert coder.code == {"a": 0, "b": 1}
    column = coder.column()
    assert column.values == ("a", "b", *many, "new")
    assert [column[i] for i in range(len(many) + 6)] == ["a", "b", None, *many, "a", None, "new"]
