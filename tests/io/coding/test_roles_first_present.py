"""``roles.first_present`` looks for a column's first values in growing slices: the very
values ``series.dropna().head(n)`` gives, without a copy of the whole column."""

from __future__ import annotations

import numpy as np
import pandas as pd
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.io.coding.roles import first_present

KINDS = ("object", "category", "float", "arrow")


def column(length: int, present: float, kind: str, seed: int) -> pd.Series:
    """A column of ``length`` cells, about ``present`` of them not missing."""
    rng = np.random.default_rng(seed)
    values = rng.integers(0, 50, size=length)
    here = rng.random(length) < present
    if kind == "float":
        return pd.Series(np.where(here, values.astype(float), np.nan))
    cells = [f"v{v}" if h else (None if v % 2 else np.nan) for v, h in zip(values, here,
                                                                           strict=True)]
    if kind == "arrow":
        return pd.Series([c if isinstance(c, str) else None for c in cells],
                         dtype="string[pyarrow]")
    return pd.Series(cells, dtype=kind)


@settings(max_examples=120, deadline=None)
@given(length=st.integers(0, 5000), present=st.sampled_from([0.0, 0.001, 0.01, 0.3, 1.0]),
       kind=st.sampled_from(KINDS), n=st.integers(1, 300), seed=st.integers(0, 2**32 - 1))
def test_first_present_is_dropna_head(length: int, present: float, kind: str, n: int,
                                      seed: int) -> None:
    """Blank columns, sparse ones (the first values past the first slices), full ones."""
    series = column(length, present, kind, seed)
    assert [str(v) for v in first_present(series, n)] == [
        str(v) for v in series.dropna().head(n)]
    assert len(first_present(series, n)) == min(n, int(series.notna().sum()))
