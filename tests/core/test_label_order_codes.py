"""A label order applied to codes, tables and ratings (the data stay as read)."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.label_order import order_codes, reordered_ratings, reordered_table
from adjudicator.core.ratings import Ratings


def test_order_codes_and_the_identity() -> None:
    """Codes in the given order; an empty order keeps the dataset's."""
    labels = ("b", "c", "a")
    assert order_codes(labels, ("a", "b", "c")) == (2, 0, 1)
    assert order_codes(labels, ()) == (0, 1, 2)
    with pytest.raises(ValueError, match="every label once"):
        order_codes(labels, ("a", "b"))


def test_reordered_table_moves_rows_and_columns_together() -> None:
    """Cell (p, q) of the result is cell (codes[p], codes[q]) of the table."""
    table = np.arange(9, dtype=np.int64).reshape(3, 3)
    out = reordered_table(table, (2, 0, 1))
    for p, a in enumerate((2, 0, 1)):
        for q, b in enumerate((2, 0, 1)):
            assert out[p, q] == table[a, b]


def test_reordered_ratings_recode_the_labels_and_keep_missing() -> None:
    """Each item keeps its label names; missing stays missing; the pair table follows."""
    ratings = Ratings.from_rows([["b", "a"], [None, "c"], ["a", "a"]], annotators=["x", "y"])
    assert ratings.labels == ("b", "a", "c")
    out = reordered_ratings(ratings, ("a", "b", "c"))
    assert out.labels == ("a", "b", "c")
    named = [[None if c < 0 else out.labels[c] for c in row] for row in out.codes]
    assert named == [["b", "a"], [None, "c"], ["a", "a"]]
    codes = order_codes(ratings.labels, out.labels)
    assert np.array_equal(out.pair_table(0, 1), reordered_table(ratings.pair_table(0, 1), codes))
    assert reordered_ratings(ratings, ()) is ratings
