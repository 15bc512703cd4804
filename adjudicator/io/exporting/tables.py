"""The two tables of an export, built from the dataset and the adjudication state: the
adjudicated dataset (the original columns plus the adjudication columns) and the disagreements
for annotator feedback, each as a pandas frame (XLSX, JSONL, Parquet) or an Arrow table built
column-wise (the CSV/TSV writer). Writing them is ``export``'s job."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.io.dataset import Dataset

if TYPE_CHECKING:
    import pandas as pd
    import pyarrow as pa

    from adjudicator.core.ratings import Ratings

FINAL_COLUMNS = ("final_label", "status", "rationale", "adjudicator", "decided_at",
                 "guideline_version", "source", "confidence", "error_category",
                 "guideline_update")
#: after final_label when a decision carries a score's value (typed, mean or median): every
#: item's final value, the number of its final label where it has no such value
VALUE_COLUMN = "final_value"


def value_extra(state: AdjudicationState) -> tuple[str, ...]:
    """The columns written besides ``FINAL_COLUMNS``: the final value when a decision in
    force carries one."""
    return (VALUE_COLUMN,) if state.typed_values() else ()


def output_names(columns: Sequence[object], extra: Sequence[str] = ()) -> dict[str, str]:
    """The name each adjudication column (``FINAL_COLUMNS`` and ``extra``) is written under:
    its own, or ``adjudicator_NAME`` (then ``adjudicator_NAME_2``...) when the data already
    has a column of that name."""
    taken = {str(c) for c in columns}
    names: dict[str, str] = {}
    for col in (*FINAL_COLUMNS, *extra):
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
    extra = value_extra(state)
    names = output_names(list(frame.columns), extra)
    labels, n = state.ratings.labels, len(state.ratings.items)
    import numpy as np

    frame[names["final_label"]] = np.array([*labels, None], dtype=object)[state.final_codes]
    if extra:
        frame[names[VALUE_COLUMN]] = state.final_values()
    frame[names["status"]] = np.array(state.status_names, dtype=object)[state.status_codes]
    import pandas as pd

    # object arrays filled in place (a list of 10^6 Nones costs pandas ~0.3 s per column to
    # take in), then the dtype pandas would have inferred from the list (float64 for numbers)
    cells = {c: np.full(n, None, dtype=object) for c in FINAL_COLUMNS[2:]}
    rows, decided = _decided_columns(state)
    for col, column in cells.items():
        for row, value in zip(rows.tolist(), decided[col], strict=True):
            column[row] = value  # one by one: a value is never broadcast by numpy
    for col, values in cells.items():
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
    for name, column in text_names(dataset, r):
        frame[name] = dataset.frame[column].iloc[rows].to_numpy(dtype=object)
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
    return pd.DataFrame(frame, columns=disagreement_order(dataset, r))


def original_table(dataset: Dataset) -> pa.Table:
    """The original columns, the id first, as Arrow (the part of an export that never
    changes while the data is open)."""
    import pandas as pd
    import pyarrow as pa

    frame = dataset.frame
    index = frame.index.name or "item"
    if index in frame.columns:  # the index is dropped: the same columns under a plain index,
        # not a copy of them all; Arrow never sees the ids' index (asked about, it builds a
        # hash table of 10^6 Python strings: 400 MB)
        frame = frame.set_axis(pd.RangeIndex(len(frame)), axis=0, copy=False)
    else:
        frame = frame.reset_index(names=index)
    return pa.Table.from_pandas(frame, preserve_index=False)


def adjudication_columns(state: AdjudicationState, names: dict[str, str],
                         cell: Callable[[object], object] | None = None
                         ) -> list[tuple[str, pa.Array]]:
    """The adjudication columns under the names ``output_names`` gave: final_label and status
    as dictionary columns from the codes, the decision columns from the decided rows only.
    ``cell`` (the CSV writer's ``neutralise``) is applied to each decided value before it is
    placed: the few decided cells, not every row of a mostly empty column."""
    import pyarrow as pa

    n = len(state.ratings.items)
    columns = [(names["final_label"], _coded(state.final_codes, list(state.ratings.labels)))]
    if VALUE_COLUMN in names:
        columns.append((names[VALUE_COLUMN], pa.array(state.final_values(), from_pandas=True)))
    columns.append((names["status"], _coded(state.status_codes, list(state.status_names))))
    rows, values = _decided_columns(state)
    index = _scatter_index(n, rows)
    for col in FINAL_COLUMNS[2:]:
        cells = values[col] if cell is None else [cell(v) for v in values[col]]
        columns.append((names[col], _scattered(index, cells)))
    return columns


def disagreement_order(dataset: Dataset, ratings: Ratings) -> list[str]:
    """The disagreements sheet's columns: item, the text(s), each annotator, final_label,
    rationale."""
    return ["item", *(name for name, _ in text_names(dataset, ratings)), *ratings.annotators,
            "final_label", "rationale"]


def text_names(dataset: Dataset, ratings: Ratings) -> list[tuple[str, str]]:
    """(sheet column, file column) of each text of an item, in file order: one text column is
    "text" as always; several keep their own names (premise, hypothesis), "text_" before a
    name the sheet already uses."""
    columns = dataset.texts_shown()
    if len(columns) <= 1:
        return [("text", c) for c in columns]
    taken = {"item", "final_label", "rationale", *ratings.annotators}
    return [(f"text_{c}" if c in taken else c, c) for c in columns]


def disputed_columns(dataset: Dataset, ratings: Ratings, leave_out: Collection[str] = ()
                     ) -> tuple[Any, dict[str, Any]]:
    """The rows the annotators labelled differently and, at those rows, the columns from the
    originals: item, text and each annotator's label (they never change while the data is
    open); the columns named in ``leave_out`` (item, text sheet names) are not made."""
    rows = _disputed_rows(ratings.codes)
    columns: dict[str, Any] = {} if "item" in leave_out else {"item": disputed_ids(ratings, rows)}
    for name, column in text_names(dataset, ratings):
        if name not in leave_out:
            columns[name] = _arrow_of(dataset.frame[column]).take(rows)
    labels = list(ratings.labels)
    for j, a in enumerate(ratings.annotators):
        columns[a] = _coded(ratings.codes[rows, j], labels)
    return rows, columns


def disputed_ids(ratings: Ratings, rows: Any) -> Any:
    """The items' ids at ``rows``, as Arrow text."""
    import pyarrow as pa

    arrow = getattr(ratings.items, "arrow", None)
    return (arrow().take(rows) if arrow is not None
            else pa.array([ratings.items[int(i)] for i in rows]))


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
    columns["rationale"] = _scattered(_scatter_index(len(rows), where[found]), rationale)
    return columns


def _arrow_of(series: pd.Series) -> pa.ChunkedArray:
    """One frame column as Arrow: the very buffers of an Arrow-backed column, else Arrow's
    conversion of the values (as ``Table.from_pandas`` does)."""
    import pyarrow as pa

    values = pa.array(series.array, from_pandas=True)
    return values if isinstance(values, pa.ChunkedArray) else pa.chunked_array([values])


def _disputed_rows(codes: Any) -> Any:
    """Rows whose annotators gave different labels (missing ratings ignored), ascending: the
    highest and the lowest code given on each row, taken annotator by annotator (one pass
    over each contiguous column, several times faster than row-wise reductions)."""
    import numpy as np

    codes = np.asarray(codes)
    if codes.ndim != 2 or codes.shape[1] == 0:
        return np.zeros(0, dtype=np.int64)
    top = np.iinfo(codes.dtype).max if codes.dtype.kind in "iu" else np.inf
    high = codes[:, 0].copy()  # -1 where missing: every given code is higher
    low = np.where(high >= 0, high, top)
    for j in range(1, codes.shape[1]):
        column = codes[:, j]
        np.maximum(high, column, out=high)
        np.minimum(low, np.where(column >= 0, column, top), out=low)
    return np.flatnonzero((high >= 0) & (low < high))


def _coded(codes: Any, words: list[Any]) -> pa.Array:
    """Codes (-1 = missing) as a dictionary column over ``words``, indexed in the codes' own
    integers up to four bytes (a byte a cell for narrow codes, and no widened copy of 10^6
    of them at each export; the CSV writer decodes them alike)."""
    import numpy as np
    import pyarrow as pa

    codes = np.asarray(codes)
    small = codes.dtype.kind == "i" and codes.dtype.itemsize <= 4  # (it holds every code)
    indices = pa.array(codes if small else codes.astype(np.int32), mask=codes < 0)
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


@dataclass(frozen=True)
class Scatter:
    """Where a list of values goes in a column of ``n`` cells: value k at row ``rows[k]``
    (made once for every decision column)."""

    n: int
    rows: Any  # int64, one per value

    @cached_property
    def index(self) -> Any:
        """For each cell, 1 + the place of its row in ``rows`` (0 where it has none): the take
        indices that put ``[None, *values]`` in place."""
        import numpy as np

        index = np.zeros(self.n, dtype=np.int64)
        index[self.rows] = np.arange(1, len(self.rows) + 1)
        return index


def _scatter_index(n: int, rows: Any) -> Scatter:
    """The scatter of values at ``rows`` into ``n`` cells."""
    import numpy as np

    return Scatter(n, np.asarray(rows, dtype=np.int64))


def _scattered(scatter: Scatter, values: list[Any]) -> pa.Array:
    """A column holding ``values`` at ``scatter``'s rows and nulls elsewhere (its type inferred
    from the values, as pandas' and Arrow's conversions of an object column do; text when
    there are none, which the CSV writer prints fastest). Text at ascending rows is laid out
    directly (``_sparse_text``: a few ms at 10^6 cells, a quarter of a take)."""
    import pyarrow as pa

    if not values:
        return pa.nulls(scatter.n, pa.string())
    given = pa.array(values, from_pandas=True)
    if pa.types.is_string(given.type):
        laid = _sparse_text(scatter, given)
        if laid is not None:
            return laid
    return pa.concat_arrays([pa.nulls(1, given.type), given]).take(pa.array(scatter.index))


def _sparse_text(scatter: Scatter, given: pa.StringArray) -> pa.Array | None:
    """The text column of ``_scattered`` from its buffers: a validity bitmap, offsets that
    grow only at the given rows, and the given cells' bytes as they are. None when the rows
    are not ascending or the bytes pass 32-bit offsets (then a take)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    rows = scatter.rows
    if len(rows) > 1 and not bool((np.diff(rows) > 0).all()):
        return None
    data = given.buffers()[2]
    if given.offset or (data is not None and data.size >= 2**31):
        return None
    lengths = np.zeros(scatter.n, dtype=np.int32)
    lengths[rows] = pc.binary_length(given).fill_null(0).to_numpy()
    offsets = np.zeros(scatter.n + 1, dtype=np.int32)
    np.cumsum(lengths, out=offsets[1:])
    valid = np.zeros(scatter.n, dtype=bool)
    valid[rows] = given.is_valid().to_numpy(zero_copy_only=False)
    bitmap = pa.py_buffer(np.packbits(valid, bitorder="little"))
    return pa.Array.from_buffers(pa.string(), scatter.n,
                                 [bitmap, pa.py_buffer(offsets), data or pa.py_buffer(b"")],
                                 null_count=scatter.n - int(valid.sum()))
