"""The two tables of an export, built from the dataset and the adjudication state: the
adjudicated dataset (the original columns plus the adjudication columns) and the disagreements
for annotator feedback, each as a pandas frame (XLSX, JSONL, Parquet) or an Arrow table built
column-wise (the CSV/TSV writer). Writing them is ``export``'s job."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from adjudicator.core.adjudication.counts import STATUS_NAMES
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.io.dataset import Dataset

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

    from adjudicator.core.ratings import Ratings

FINAL_COLUMNS = ("final_label", "status", "rationale", "adjudicator", "decided_at",
                 "guideline_version", "source", "confidence", "error_category",
                 "guideline_update")


def output_names(columns: Sequence[object]) -> dict[str, str]:
    """The name each adjudication column is written under: its own, or ``adjudicator_NAME``
    (then ``adjudicator_NAME_2``...) when the data already has a column of that name."""
    taken = {str(c) for c in columns}
    names: dict[str, str] = {}
    for col in FINAL_COLUMNS:
        name, n = col, 1
        while name in taken:
            n += 1
            name = f"adjudicator_{col}" if n == 2 else f"adjudicator_{col}_{n - 1}"
        taken.add(name)
        names[col] = name
    return names


def final_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """The original columns (the id first) plus the adjudication columns, one row per item
    (renamed as ``output_names`` says when the data has a column of the same name)."""
    frame = dataset.frame
    index = frame.index.name or "item"
    frame = frame.reset_index(drop=index in frame.columns, names=index)
    names = output_names(list(frame.columns))
    labels, n = state.ratings.labels, len(state.ratings.items)
    import numpy as np

    frame[names["final_label"]] = np.array([*labels, None], dtype=object)[state.final_codes]
    frame[names["status"]] = np.array(STATUS_NAMES, dtype=object)[state.status_codes]
    import pandas as pd

    # object arrays filled in place (a list of 10^6 Nones costs pandas ~0.3 s per column to
    # take in), then the dtype pandas would have inferred from the list (float64 for numbers)
    extra = {c: np.full(n, None, dtype=object) for c in FINAL_COLUMNS[2:]}
    rows, decided = _decided_columns(state)
    for col, column in extra.items():
        for row, value in zip(rows.tolist(), decided[col], strict=True):
            column[row] = value  # one by one: a value is never broadcast by numpy
    for col, values in extra.items():
        frame[names[col]] = pd.Series(values, index=frame.index, copy=False).infer_objects()
    return frame


def disagreements_frame(dataset: Dataset, state: AdjudicationState) -> pd.DataFrame:
    """Items the annotators labelled differently: item, text, each label, final, rationale.

    Column-wise with numpy: the disputed rows are found in one pass over the codes, and only
    their cells become Python values."""
    import numpy as np
    import pandas as pd

    r = state.ratings
    codes = r.codes
    rows = _disputed_rows(codes)
    words = np.array([*r.labels, None], dtype=object)  # code -1 -> None
    arrow = getattr(r.items, "arrow", None)  # Arrow ids: take the disputed ones only
    ids = arrow().take(rows).to_pylist() if arrow is not None else [r.items[int(i)] for i in rows]
    frame: dict[str, Any] = {"item": ids}
    if dataset.text_column:
        frame["text"] = dataset.frame[dataset.text_column].iloc[rows].to_numpy(dtype=object)
    for j, a in enumerate(r.annotators):
        frame[a] = words[codes[rows, j]]
    frame["final_label"] = words[state.final_codes[rows]]
    rationale = np.full(len(rows), None, dtype=object)
    where = {int(row): k for k, row in enumerate(rows)}
    for item in state.decided_items():
        k = where.get(state.row(item))
        found = state.decision(item)
        if k is not None and found is not None:
            rationale[k] = found[1].rationale
    frame["rationale"] = rationale
    columns = ["item", *(["text"] if dataset.text_column else []), *r.annotators,
               "final_label", "rationale"]
    return pd.DataFrame(frame, columns=columns)


def final_table(dataset: Dataset, state: AdjudicationState) -> pa.Table:
    """``final_frame`` as an Arrow table, built column-wise for the CSV/TSV writer: the
    original columns as they are (text stays in Arrow memory), final_label and status as
    dictionary columns from the codes, the decision columns from the decided rows only.
    Raises an Arrow error when a column cannot be taken (mixed Python objects...)."""
    import pyarrow as pa

    table = original_table(dataset)
    added = adjudication_columns(state, output_names(table.column_names))
    return pa.Table.from_arrays([*table.columns, *(c for _, c in added)],
                                names=[*table.column_names, *(n for n, _ in added)])


def original_table(dataset: Dataset) -> pa.Table:
    """The original columns, the id first, as Arrow (the part of an export that never
    changes while the data is open)."""
    import pyarrow as pa

    frame = dataset.frame
    index = frame.index.name or "item"
    frame = frame.reset_index(drop=index in frame.columns, names=index)
    return pa.Table.from_pandas(frame, preserve_index=False)


def adjudication_columns(state: AdjudicationState, names: dict[str, str]
                         ) -> list[tuple[str, pa.Array]]:
    """The adjudication columns under the names ``output_names`` gave: final_label and status
    as dictionary columns from the codes, the decision columns from the decided rows only."""
    n = len(state.ratings.items)
    columns = [(names["final_label"], _coded(state.final_codes, list(state.ratings.labels))),
               (names["status"], _coded(state.status_codes, list(STATUS_NAMES)))]
    rows, values = _decided_columns(state)
    columns += [(names[col], _scattered(n, rows, values[col])) for col in FINAL_COLUMNS[2:]]
    return columns


def disagreements_table(dataset: Dataset, state: AdjudicationState) -> pa.Table:
    """``disagreements_frame`` as an Arrow table, column-wise (see ``final_table``)."""
    import pyarrow as pa

    rows, columns = disputed_columns(dataset, state.ratings)
    columns = columns | disputed_decision_columns(state, rows)
    order = disagreement_order(dataset, state.ratings)
    return pa.Table.from_arrays([columns[c] for c in order], names=order)


def disagreement_order(dataset: Dataset, ratings: Ratings) -> list[str]:
    """The disagreements sheet's columns: item, text, each annotator, final_label, rationale."""
    return ["item", *(["text"] if dataset.text_column else []), *ratings.annotators,
            "final_label", "rationale"]


def disputed_columns(dataset: Dataset, ratings: Ratings) -> tuple[Any, dict[str, Any]]:
    """The rows the annotators labelled differently and, at those rows, the columns from the
    originals: item, text and each annotator's label (they never change while the data is
    open)."""
    import pyarrow as pa

    rows = _disputed_rows(ratings.codes)
    arrow = getattr(ratings.items, "arrow", None)
    ids = (arrow().take(rows) if arrow is not None
           else pa.array([ratings.items[int(i)] for i in rows]))
    columns: dict[str, Any] = {"item": ids}
    if dataset.text_column:
        columns["text"] = _arrow_of(dataset.frame[dataset.text_column]).take(rows)
    labels = list(ratings.labels)
    for j, a in enumerate(ratings.annotators):
        columns[a] = _coded(ratings.codes[rows, j], labels)
    return rows, columns


def disputed_decision_columns(state: AdjudicationState, rows: Any) -> dict[str, Any]:
    """final_label and rationale at the disputed ``rows`` (ascending)."""
    import numpy as np

    columns: dict[str, Any] = {
        "final_label": _coded(state.final_codes[rows], list(state.ratings.labels))}
    decided, values = _decided_columns(state)
    where = np.searchsorted(rows, decided)
    found = (where < len(rows)) & (rows[np.minimum(where, len(rows) - 1)] == decided
                                   if len(rows) else np.zeros(len(decided), dtype=bool))
    rationale = [v for v, hit in zip(values["rationale"], found, strict=True) if hit]
    columns["rationale"] = _scattered(len(rows), where[found], rationale)
    return columns


def _arrow_of(series: pd.Series) -> pa.ChunkedArray:
    """One frame column as Arrow: the very buffers of an Arrow-backed column, else Arrow's
    conversion of the values (as ``Table.from_pandas`` does)."""
    import pyarrow as pa

    values = pa.array(series.array, from_pandas=True)
    return values if isinstance(values, pa.ChunkedArray) else pa.chunked_array([values])


def _disputed_rows(codes: Any) -> Any:
    """Rows whose annotators gave different labels (missing ratings ignored), ascending."""
    import numpy as np

    big = np.iinfo(np.int64).max
    high = np.where(codes >= 0, codes, -1).max(axis=1, initial=-1)
    low = np.where(codes >= 0, codes, big).min(axis=1, initial=big)
    return np.flatnonzero((high >= 0) & (low < high))


def _coded(codes: Any, words: list[Any]) -> pa.Array:
    """Codes (-1 = missing) as a dictionary column over ``words``."""
    import numpy as np
    import pyarrow as pa

    codes = np.asarray(codes)
    indices = pa.array(codes.astype(np.int32), mask=codes < 0)
    return pa.DictionaryArray.from_arrays(indices, pa.array(words))


def _decided_columns(state: AdjudicationState) -> tuple[Any, dict[str, list[Any]]]:
    """Rows with a decision in force (ascending) and, per decision column, their values."""
    import numpy as np

    found = []
    for item in state.decided_items():
        entry = state.decision(item)
        assert entry is not None
        found.append((state.row(item), *entry))
    found.sort(key=lambda f: f[0])
    values: dict[str, list[Any]] = {
        "rationale": [d.rationale for _, _, d in found],
        "adjudicator": [e.author for _, e, _ in found],
        "decided_at": [e.time for _, e, _ in found],
        "guideline_version": [e.guideline for _, e, _ in found],
        "source": [d.source for _, _, d in found],
        "confidence": [d.confidence for _, _, d in found],
        "error_category": [d.error_category for _, _, d in found],
        "guideline_update": [d.guideline_update for _, _, d in found],
    }
    return np.array([f[0] for f in found], dtype=np.int64), values


def _scattered(n: int, rows: Any, values: list[Any]) -> pa.Array:
    """A column of ``n`` cells holding ``values`` at ``rows`` and nulls elsewhere (its type
    inferred from the values, as pandas' and Arrow's conversions of an object column do)."""
    import numpy as np
    import pyarrow as pa

    if not values:
        return pa.nulls(n)
    index = np.zeros(n, dtype=np.int64)
    index[rows] = np.arange(1, len(values) + 1)
    return pa.array([None, *values], from_pandas=True).take(pa.array(index))
