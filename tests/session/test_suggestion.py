"""The decision panel's suggestion: the Dawid–Skene label and posterior, a tie said as a tie,
nothing with two annotators or for an item nobody labelled."""

from __future__ import annotations

import pytest

from adjudicator.core.ratings import Ratings
from adjudicator.session.suggestion import suggestion


def test_a_symmetric_split_is_a_tie() -> None:
    """Annotators a and b are alike up to swapping the labels, so item 3 (a: x, b: y) has
    posterior 0.5 each: a tie, never broken by the label order."""
    r = Ratings.from_rows([["x", "x", "x"], ["y", "y", "y"], ["x", "y", None]],
                          annotators=list("abc"), labels=["x", "y", "z"])
    found = suggestion(r, 2)
    assert found is not None
    assert found.tie
    assert found.posterior == pytest.approx(0.5)
    clear = suggestion(r, 0)
    assert clear is not None
    assert not clear.tie
    assert clear.label == 0
    assert clear.posterior == pytest.approx(1.0)


def test_nothing_with_two_annotators_or_no_label() -> None:
    two = Ratings.from_rows([["x", "y"], ["x", "x"]], annotators=["a", "b"], labels=["x", "y"])
    assert suggestion(two, 0) is None
    three = Ratings.from_rows([["x", "y", "x"], [None, None, None]], annotators=list("abc"),
                              labels=["x", "y"])
    assert suggestion(three, 1) is None
    assert suggestion(three, 0) is not None
