"""DataFrames of label sets (lists, sets, tuples, separated text) -> set categories."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from adjudicator.io.coding.frame_sets import has_collections, ratings_from_set_frame


def test_each_distinct_set_is_one_category_after_the_single_labels() -> None:
    """Single labels first, then sets named a;b in scale order; order within a cell is moot."""
    df = pd.DataFrame({"a": [["b", "a"], ["a"], ("b",)], "b": [{"a", "b"}, ["a", "b"], ["b"]]})
    ratings, sets = ratings_from_set_frame(df)
    assert ratings.labels == ("b", "a", "b;a")
    assert sets == (frozenset({"b"}), frozenset({"a"}), frozenset({"a", "b"}))
    assert ratings.codes.tolist() == [[2, 2], [1, 2], [0, 0]]


def test_empty_collection_is_a_category_and_none_is_missing() -> None:
    """[] is the rated category (none); None and NaN are missing (-1)."""
    df = pd.DataFrame({"a": [[], None, ["x"]], "b": [[], ["x"], np.nan]})
    ratings, sets = ratings_from_set_frame(df)
    assert "(none)" in ratings.labels
    assert sets[ratings.labels.index("(none)")] == frozenset()
    assert ratings.codes[1, 0] == -1
    assert ratings.codes[2, 1] == -1


def test_numeric_labels_in_numeric_order() -> None:
    """Numbers (2.0 written 2) come in numeric order."""
    df = pd.DataFrame({"a": [[10, 2.0], [2]], "b": [[1], [10]]})
    ratings, _ = ratings_from_set_frame(df)
    assert ratings.labels[:3] == ("1", "2", "10")


def test_set_names_never_clash_with_a_label() -> None:
    """A label literally called 'a;b' does not share its name with the set {a, b}."""
    df = pd.DataFrame({"a": [["a;b"], ["a", "b"]], "b": [["a"], ["b"]]})
    ratings, _ = ratings_from_set_frame(df)
    assert len(set(ratings.labels)) == len(ratings.labels)


def test_text_split_at_the_separator_and_unknown_labels_raise() -> None:
    """'x;y' splits at ';'; a label outside labels= raises KeyError naming it."""
    df = pd.DataFrame({"a": ["x;y", "x"], "b": ["y", "x"]})
    _, sets = ratings_from_set_frame(df, separator=";")
    assert frozenset({"x", "y"}) in sets
    with pytest.raises(KeyError, match="y"):
        ratings_from_set_frame(df, separator=";", labels=["x"])


def test_has_collections_looks_only_where_lists_can_be() -> None:
    """Lists in an object column are found; text and numbers are not collections."""
    assert has_collections(pd.DataFrame({"a": ["x", ["y"]]}), ["a"])
    assert not has_collections(pd.DataFrame({"a": ["x", "y"], "b": [1, 2]}), ["a", "b"])
