"""Arrow columns as the pandas columns the importer works on, without a Python object per cell.

Dictionary-encoded text becomes a pandas categorical straight from the dictionary indices
(labels are coded once per distinct value); other text stays in Arrow memory as pandas'
Arrow-backed ``str`` dtype (missing = NaN, as in an object column), so 10^6 ids or texts never
become 10^6 Python strings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from adjudicator.core.ratings import code_dtype

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

UNIQUE_SHARE = 0.5  # a column with more distinct values than this share is kept as plain text


def text_dtype() -> Any:  # pd.StringDtype("pyarrow"); the stubs lack its __from_arrow__
    """pandas' Arrow-backed string dtype with NaN as the missing value (like object columns)."""
    import pandas as pd

    return pd.StringDtype("pyarrow", na_value=np.nan)


def text_series(column: pa.ChunkedArray) -> pd.Series:
    """A string column kept in Arrow memory (large_string: no copy of the data)."""
    import pyarrow as pa

    if not pa.types.is_large_string(column.type):
        column = column.cast(pa.large_string())
    import pandas as pd

    return pd.Series(text_dtype().__from_arrow__(column), copy=False)


def category_series(column: pa.ChunkedArray) -> pd.Series:
    """A dictionary-encoded string column as a categorical, codes taken from the indices.

    Categories are sorted, as ``pandas.read_csv(dtype="category")`` gives them, so both CSV
    paths list values in the same order.
    """
    import pandas as pd

    chunks = [(c.dictionary.to_pylist(), c.indices) for c in column.chunks]
    values: list[Any] = sorted({v for words, _ in chunks for v in words})
    where = {v: i for i, v in enumerate(values)}
    codes = np.empty(len(column), dtype=code_dtype(len(values)))
    start = 0
    for words, indices in chunks:  # one small table lookup per chunk; no big temporaries
        lut = np.array([where[w] for w in words] + [-1], dtype=codes.dtype)  # -1: null
        codes[start:start + len(indices)] = lut[_filled(indices)]
        start += len(indices)
    dtype = pd.CategoricalDtype(pd.Index(values, dtype=object))
    return pd.Series(pd.Categorical.from_codes(codes, dtype=dtype, validate=False), copy=False)


def _filled(indices: pa.Array) -> np.ndarray[Any, Any]:
    """Dictionary indices as numpy, a null as -1."""
    import pyarrow.compute as pc

    if indices.null_count:
        indices = pc.fill_null(indices, -1)
    out: np.ndarray[Any, Any] = indices.to_numpy(zero_copy_only=False)
    return out


def is_arrow_text(values: object) -> bool:
    """True for pandas' Arrow-backed string arrays (kept as they are, never made objects)."""
    import pandas as pd

    return isinstance(getattr(values, "dtype", None), pd.StringDtype)
