"""Open a labels file as a Dataset (first version: wide CSV; the import work extends it)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from adjudicator.io.dataset import Dataset
from adjudicator.io.frame import ratings_from_frame

TEXT_NAMES = ("text", "content", "sentence", "文本", "内容")


def load_dataset(
    path: str | Path,
    *,
    id_column: str | None = None,
    annotators: Sequence[str] | None = None,
    labels: Sequence[object] | None = None,
) -> Dataset:
    """Read a wide CSV: an id column, annotator columns, and optional text/stratum columns."""
    import pandas as pd

    src = Path(path)
    frame = pd.read_csv(src, dtype=str, keep_default_na=False, na_values=[""])
    id_col = id_column or str(frame.columns[0])
    frame = frame.set_index(id_col, drop=True)
    text = next((c for c in frame.columns if str(c).lower() in TEXT_NAMES), None)
    cols = list(annotators) if annotators else [c for c in frame.columns if c != text][-2:]
    strata = [c for c in frame.columns if c not in cols and c != text]
    ratings = ratings_from_frame(frame, annotators=cols, labels=labels)
    return Dataset(ratings, frame, [src], text_column=text, stratum_columns=strata)
