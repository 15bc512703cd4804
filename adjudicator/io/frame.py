"""Turn a pandas DataFrame (one column per annotator) into coded Ratings, once, fast."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from adjudicator.core.labels import infer_labels
from adjudicator.core.ratings import Ratings

if TYPE_CHECKING:
    import pandas as pd


def ratings_from_frame(
    frame: pd.DataFrame,
    *,
    annotators: Sequence[str] | None = None,
    labels: Sequence[object] | None = None,
) -> Ratings:
    """Code the annotator columns of ``frame`` (index = item id; NaN/None = missing).

    Categories come from ``labels`` in that order, else from the data (numeric order when all
    values are numbers, otherwise first-seen order). Values outside ``labels`` raise KeyError.
    """
    import pandas as pd

    cols = list(annotators) if annotators is not None else [str(c) for c in frame.columns]
    data = frame[cols] if annotators is not None else frame
    if labels is None:
        labels = _observed_labels(data)
    cats = pd.Index(list(labels))
    codes = np.empty((len(data), len(cols)), dtype=np.int64)
    for j, col in enumerate(data.columns):
        series = data[col]
        coded = pd.Categorical(series, categories=cats).codes.astype(np.int64)
        unknown = (coded < 0) & series.notna().to_numpy()
        if unknown.any():
            raise KeyError(series[unknown].iloc[0])
        codes[:, j] = coded
    items = tuple(str(i) for i in frame.index)
    return Ratings(items, tuple(cols), tuple(str(c) for c in cats), codes)


def _observed_labels(data: pd.DataFrame) -> list[object]:
    """Distinct non-missing values across all columns, ordered as ``infer_labels`` orders."""
    import pandas as pd

    seen = pd.unique(data.to_numpy().ravel())
    return infer_labels(v for v in seen if not (v is None or (isinstance(v, float) and v != v)))
