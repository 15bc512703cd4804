"""Coding a frame never builds a hash table of its item ids.

The large-file readers keep item ids as Arrow-backed text. Asking a pandas Series for an
attribute it lacks looks the name up among its index's labels, which turns every id into a
Python string and hashes them all (for a 300 MB CSV of 4 million rows, 420 MB at the peak of
`agree`). ``ratings_from_frame`` asks by type instead; the codes are those of an object index.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from adjudicator.io.coding.frame import ratings_from_frame
from adjudicator.io.readers.arrowframe import text_dtype


@pytest.mark.parametrize("columns", [
    {"a": [1, 2, 2, 1], "b": [2.0, np.nan, 1.0, 1.0]},  # whole numbers: the arithmetic path
    {"a": pd.Categorical(["x", "y", None, "x"]), "b": pd.Categorical(["y", "y", "x", None])},
])
def test_arrow_item_ids_are_not_hashed(columns: dict[str, object]) -> None:
    ids = pd.Index(["i1", "i2", "i3", "i4"], dtype=text_dtype())
    frame = pd.DataFrame(columns, index=ids)
    coded = ratings_from_frame(frame)
    assert "_engine" not in ids._cache  # no hash table of the ids was built
    plain = ratings_from_frame(pd.DataFrame(columns, index=ids.astype(object)))
    assert coded.labels == plain.labels
    assert coded.codes.tolist() == plain.codes.tolist()
    assert list(coded.items) == ["i1", "i2", "i3", "i4"]
