"""A column's evidence counted over its distinct texts equals the evidence counted cell by
cell (the way it was first written, kept here as the oracle): the same counts, vocabulary,
mean length, JSON and comma-joined cells, on any column hypothesis makes."""

from __future__ import annotations

import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.io.inference.evidence import (
    _JSON_LIKE,
    VOCABULARY_MAX,
    Profile,
    _comma_joined,
    _single_labels,
    profile,
)


def _cell_by_cell(series: pd.Series, name: str, rows: int) -> Profile:
    head = series.head(rows)
    values = [str(v).strip() for v in head.dropna().tolist()]
    values = [v for v in values if v]
    counted: dict[str, int] = {}
    for v in values:
        counted[v] = counted.get(v, 0) + 1
    few = len(counted) <= VOCABULARY_MAX
    structured = sum(1 for v in values if _JSON_LIKE.match(v))
    joined = sum(1 for v in values if not _JSON_LIKE.match(v) and _comma_joined(v))
    mean = sum(map(len, values)) / len(values) if values else 0.0
    return Profile(name, len(head), len(values), len(counted),
                   frozenset(counted) if few else frozenset(), mean, structured, joined,
                   tuple(sorted(counted.items())) if few else (),
                   _single_labels(counted) if few else 0)


cells = st.one_of(
    st.none(), st.integers(-3, 3), st.floats(allow_nan=True, allow_infinity=False, width=16),
    st.sampled_from(["pos", " pos", "pos ", "neg", "", "  ", "a;b", "b;a", "a", "b",
                     '{"x": 1}', '[{"x": 1}]', '["a", "b"]', "Ann1,Ann2", "1,234", "0,1,1",
                     "entailment,neutral", "物流;售后", "售后", " 物流 "]),
    st.text(max_size=6))


@settings(max_examples=200, deadline=None)
@given(st.lists(cells, max_size=120), st.booleans(), st.integers(1, 130))
def test_distinct_texts_give_the_cell_by_cell_evidence(values: list[object], categorical: bool,
                                                      rows: int) -> None:
    series = pd.Series(values, dtype=object)
    if categorical:
        series = series.map(lambda v: None if v is None else str(v)).astype("category")
    assert profile(series, "col", rows) == _cell_by_cell(series, "col", rows)
