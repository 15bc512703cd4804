"""Columns of text and other values are coded by one hash pass each exactly as the per-column
path codes them: the same labels in the same order, the same codes, the same value refused."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.io.coding import frame as coding_frame
from adjudicator.io.coding.frame import ratings_from_frame
from adjudicator.io.coding.hashed import _first_rows


def both(frame: pd.DataFrame, labels: list[object] | None) -> tuple[object, object]:
    """(one hash pass per column, the per-column path): labels and codes, or the error."""
    def run() -> object:
        try:
            r = ratings_from_frame(frame, labels=labels)
        except (KeyError, ValueError, TypeError) as exc:
            return (type(exc).__name__, exc.args[0] if isinstance(exc, KeyError) else "")
        return r.labels, r.codes.dtype, r.codes.tolist()

    fast = run()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(coding_frame, "factorized", lambda frame, cols: None)
        slow = run()
    return fast, slow


def test_text_labels_in_first_seen_order_item_by_item() -> None:
    """The labels' order is the order a row-by-row reading meets them."""
    frame = pd.DataFrame({"a": [None, "neg", "pos"], "b": ["neu", "pos", None]})
    fast, slow = both(frame, None)
    assert fast == slow
    assert fast[0] == ("neu", "neg", "pos")  # type: ignore[index]


def test_the_hash_path_is_taken_for_text_and_not_for_categories() -> None:
    text = pd.DataFrame({"a": ["x", "y"], "b": ["y", None]})
    assert coding_frame.factorized(text, ["a", "b"]) is not None
    cats = text.astype("category")
    assert coding_frame.factorized(cats, ["a", "b"]) is None


def test_an_unknown_value_is_named_by_either_path() -> None:
    frame = pd.DataFrame({"a": ["x", "q", "z", None], "b": ["y", "x", "x", "w"]})
    fast, slow = both(frame, ["x", "y"])
    assert fast == slow == ("KeyError", "q")


def test_a_blank_cell_is_refused_by_either_path() -> None:
    """A blank string is no label, and not missing either in a DataFrame given to agree."""
    frame = pd.DataFrame({"a": ["x", " ", "y"], "b": ["y", "x", "x"]})
    fast, slow = both(frame, None)
    assert fast == slow == ("KeyError", " ")


def test_arrow_backed_text_with_missing_cells() -> None:
    """pandas' Arrow-backed strings (pd.NA missing) code as object text with None does (the
    per-column path took pd.NA for a label, and pandas refused it as a category)."""
    frame = pd.DataFrame({"a": ["x", None, "y"], "b": ["y", "y", None]}, dtype="string[pyarrow]")
    fast, slow = both(frame, None)
    assert slow == ("ValueError", "")
    plain = frame.astype(object).where(frame.notna(), None)
    assert fast == both(plain, None)[0] == both(plain, None)[1]


def test_first_rows_of_each_code() -> None:
    """The row of each code's first appearance, missing cells (-1) anywhere."""
    codes, _ = pd.factorize(pd.Series([None, "b", "a", "b", None, "c", "a"]))
    assert _first_rows(np.asarray(codes), 3).tolist() == [1, 2, 5]
    assert _first_rows(np.array([-1, -1]), 0).tolist() == []


cell = st.one_of(st.sampled_from(["pos", "neg", "neu", "退款", "", " ", "1", "NA"]),
                 st.none(), st.just(float("nan")), st.integers(-2, 3),
                 st.sampled_from([1.0, 2.5, True]))


@settings(max_examples=300, deadline=None)
@given(rows=st.lists(st.tuples(cell, cell, cell), min_size=1, max_size=25),
       labels=st.none() | st.lists(st.sampled_from(["pos", "neg", "neu", "退款", 1, 2.5, 3]),
                                   min_size=1, max_size=5))
def test_any_frame_codes_alike_either_way(rows: list[tuple[object, object, object]],
                                          labels: list[object] | None) -> None:
    """Mixed text, numbers, blanks and missing cells, with or without labels given: the same
    labels, codes and refusals from one hash pass per column as from the per-column path."""
    frame = pd.DataFrame(rows, columns=["a", "b", "c"], dtype=object)
    fast, slow = both(frame, labels)
    assert fast == slow
