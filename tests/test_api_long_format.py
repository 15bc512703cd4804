"""The API reads long tables (one row per judgment) as the command line does."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import adjudicator
from adjudicator.core.errors import InputError


def _long_of(wide: pd.DataFrame) -> pd.DataFrame:
    """The judgments of a wide frame, one row each, crowd-kit's column names."""
    long = wide.rename_axis("task").reset_index().melt(id_vars="task", var_name="worker",
                                                      value_name="label")
    return long.dropna(subset=["label"]).reset_index(drop=True)


cells = st.one_of(st.none(), st.sampled_from(["pos", "neg", "neutral"]))


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(cells, cells, cells), min_size=3, max_size=25))
def test_a_long_table_gives_the_wide_tables_figures(rows: list[tuple[str | None, ...]]) -> None:
    """The same judgments, long or wide, give the same JSON, figure for figure."""
    wide = pd.DataFrame(rows, columns=["ann", "bob", "cy"], index=[f"i{n}" for n in
                                                                    range(len(rows))])
    wide = wide.loc[wide.notna().any(axis=1)]
    present = [c for c in wide.columns if wide[c].notna().any()]
    wide = wide[present]
    if len(present) < 2 or wide.empty:
        return
    from_wide = adjudicator.agree(wide, labels=["pos", "neg", "neutral"]).to_dict()
    from_long = adjudicator.agree(_long_of(wide), item="task", annotator="worker",
                                  label="label", labels=["pos", "neg", "neutral"]).to_dict()
    assert from_long == from_wide


def test_pingouin_shaped_scores_are_read_long() -> None:
    """pingouin's long shape (targets, raters, ratings) with numbers: the same kappa as wide."""
    rng = np.random.default_rng(3)
    wide = pd.DataFrame(rng.integers(1, 5, size=(30, 2)), columns=["r1", "r2"])
    long = wide.rename_axis("targets").reset_index().melt(
        id_vars="targets", var_name="raters", value_name="ratings")
    got = adjudicator.agree(long, item="targets", annotator="raters", label="ratings",
                            weights="quadratic")
    want = adjudicator.agree(wide, weights="quadratic")
    assert got.pairs[0].coefficients["cohen_kappa"].value == pytest.approx(
        want.pairs[0].coefficients["cohen_kappa"].value, abs=1e-12)


def test_a_repeated_judgment_is_refused_with_its_rows() -> None:
    """Two labels of item 2 by b: refused, both rows named, and the way out said."""
    long = pd.DataFrame({"task": [1, 1, 2, 2, 2], "worker": ["a", "b", "a", "b", "b"],
                         "label": ["x", "y", "x", "x", "y"]})
    with pytest.raises(InputError) as caught:
        adjudicator.agree(long, item="task", annotator="worker", label="label")
    text = str(caught.value)
    assert "rows 3, 4" in text
    assert "repeats='first'" in text


@pytest.mark.parametrize(("rule", "same", "differ"), [("first", 1, 1), ("last", 0, 2)])
def test_the_chosen_repeat_is_kept(rule: str, same: int, differ: int) -> None:
    """repeats='first' keeps b's x for item 2 (agreeing with a), 'last' keeps b's y."""
    long = pd.DataFrame({"task": [1, 1, 2, 2, 2], "worker": ["a", "b", "a", "b", "b"],
                         "label": ["x", "y", "x", "x", "y"]})
    report = adjudicator.agree(long, item="task", annotator="worker", label="label",
                               repeats=rule)  # type: ignore[arg-type]
    table, labels = report.pairs[0].table, list(report.pairs[0].labels)
    x, y = labels.index("x"), labels.index("y")
    assert (int(table[x, x]), int(table[x, y]), int(table.sum())) == (same, differ, 2)


def test_missing_and_partial_column_names_are_input_errors() -> None:
    """A column that is not there is named with the ones that are; two of three names refused."""
    long = pd.DataFrame({"task": [1], "worker": ["a"], "label": ["x"]})
    with pytest.raises(InputError, match=r"no column 'item'.*task, worker, label"):
        adjudicator.agree(long, item="item", annotator="worker", label="label")
    with pytest.raises(InputError, match="together"):
        adjudicator.agree(long, item="task", annotator="worker")


def test_a_blank_item_or_annotator_is_refused_with_its_row() -> None:
    """A judgment that names no annotator cannot be placed: its row is named."""
    long = pd.DataFrame({"task": [1, 1, 2], "worker": ["a", None, "a"],
                         "label": ["x", "y", "x"]})
    with pytest.raises(InputError, match=r"1 row.*'worker': rows 1"):
        adjudicator.agree(long, item="task", annotator="worker", label="label")


def test_a_categorical_label_column_keeps_its_order() -> None:
    """Declared categories, including an unused one, come through in their order."""
    long = pd.DataFrame({"task": [1, 1, 2, 2], "worker": ["a", "b", "a", "b"],
                         "label": pd.Categorical(["low", "high", "low", "low"],
                                                 categories=["low", "mid", "high"])})
    report = adjudicator.agree(long, item="task", annotator="worker", label="label")
    assert report.labels == ("low", "mid", "high")


def test_item_and_annotator_order_is_first_appearance() -> None:
    """Items and annotators in the order the table first names them."""
    long = pd.DataFrame({"task": ["z", "z", "a", "a"], "worker": ["w2", "w1", "w1", "w2"],
                         "label": ["x", "x", "y", "y"]})
    report = adjudicator.agree(long, item="task", annotator="worker", label="label")
    assert report.annotators == ("w2", "w1")
