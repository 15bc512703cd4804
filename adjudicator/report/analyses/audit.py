"""The audit sample: which items get a second (or third) annotator, drawn reproducibly.

Simple random sampling draws n items without replacement; stratified sampling allocates n to
the strata in proportion to their size (Hamilton's largest-remainder rounding, so the sizes
add up to n exactly; every stratum with items gets at least one when n allows) and draws
without replacement within each. The generator is numpy's PCG64 seeded by ``seed``, so the
same data, n, strata and seed give the same sample on every machine.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

if TYPE_CHECKING:
    import pandas as pd

    from adjudicator.io import Dataset

Rows = npt.NDArray[np.int64]


def allocate(sizes: Sequence[int], n: int) -> list[int]:
    """Proportional allocation of n over strata of these sizes (largest remainders)."""
    total = sum(sizes)
    quotas = [n * s / total for s in sizes]
    out = [min(int(q), s) for q, s in zip(quotas, sizes, strict=True)]
    order = sorted(range(len(sizes)), key=lambda i: (-(quotas[i] - int(quotas[i])), i))
    for i in order * 2:  # a second pass fills what capped strata could not take
        if sum(out) >= n:
            break
        if out[i] < sizes[i]:
            out[i] += 1
    return out


def draw(n_items: int, n: int, seed: int, strata: Rows | None = None) -> Rows:
    """Row numbers of the sample, in row order."""
    if not 0 < n <= n_items:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "a sample of {n} from {total} items"),
                         expected=QT_TRANSLATE_NOOP("Errors", "1 to {total}"),
                         args={"n": n, "total": n_items})
    rng = np.random.default_rng(seed)
    if strata is None:
        return np.sort(rng.choice(n_items, size=n, replace=False)).astype(np.int64)
    values = np.unique(strata)
    groups = [np.flatnonzero(strata == v) for v in values]
    sizes = allocate([len(g) for g in groups], n)
    picked = [rng.choice(g, size=k, replace=False) for g, k in zip(groups, sizes, strict=True)
              if k]
    return np.sort(np.concatenate(picked)).astype(np.int64)


def sample_frame_codes(dataset: Dataset, column: str) -> Rows:
    """Stratum codes from a column, or from an annotator's labels (missing = own stratum)."""
    ratings = dataset.ratings
    if column in ratings.annotators:
        return ratings.column(column).astype(np.int64)
    from adjudicator.report.acceptance.build import stratum_codes
    return stratum_codes(dataset, column)[1]


def write_sample(dataset: Dataset, rows: Rows, path: Path, protected: Sequence[Path] = ()
                 ) -> None:
    """The items to hand out: id and the context columns (never anyone's labels), and an
    empty ``label`` column; text that a spreadsheet could run is neutralised."""
    import csv

    from adjudicator.io.durable import atomic_write_path, guard_output
    from adjudicator.io.exporting.safe_cells import neutralise_frame

    guard_output(path, protected)
    out = task_frame(dataset, rows)
    out["label"] = ""
    safe = neutralise_frame(out)
    atomic_write_path(path, lambda tmp: safe.to_csv(tmp, index=False, encoding="utf-8-sig",
                                                    quoting=csv.QUOTE_MINIMAL))


def task_frame(dataset: Dataset, rows: Rows) -> pd.DataFrame:
    """The rows' item id and context columns, blind: no annotator's or model's labels and no
    gold (reference) column, which would tell a new annotator the answer. The id column comes
    first when the frame's columns hold none (the ids were its index)."""
    frame = dataset.frame
    if len(frame) != len(dataset.ratings.items):
        frame = frame[frame.index.isin(list(dataset.ratings.items))]
    hidden = {*dataset.ratings.annotators, *dataset.model_codes,  # a model's labels too
              *([dataset.gold_column] if dataset.gold_column else [])}
    context = [c for c in frame.columns
               if str(c) not in hidden and not answer_column(frame[c], str(c), dataset)]
    out = frame.iloc[rows][context].copy()
    ids = [dataset.ratings.items[int(r)] for r in rows]
    if not id_columns(out, ids):  # the item ids are the frame's index: put them in front
        out.insert(0, "id" if "id" not in out.columns else "item_id", ids)
    return out


def answer_column(column: pd.Series, name: str, dataset: Dataset) -> bool:
    """A column named as a reference (gold, label, final, majority, truth, 金标…) whose
    values are all labels of the scale (or empty): it would tell the answer, even when the
    import did not take it as the gold column."""
    from adjudicator.io.inference.names import gold_named

    if not gold_named(name):
        return False
    labels = {str(label) for label in dataset.ratings.labels}
    values = {str(v) for v in column.dropna().tolist()} - {""}
    return values <= labels


def id_columns(frame: pd.DataFrame, ids: Sequence[str]) -> list[str]:
    """The columns of ``frame`` holding exactly these item ids, in order."""
    return [str(c) for c in frame.columns if frame[c].astype(str).tolist() == list(ids)]
