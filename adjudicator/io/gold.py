"""Gold labels (known answers) read beside a dataset: from one of its columns or from a file
of item id and gold label, as codes of the dataset's labels (-1 where an item is not gold).

A column the import took for an annotator is taken out of the ratings (``gold_from_column``
returns the dataset without it), so gold never counts as an annotator in any agreement.
Used by ``agree --gold``, ``report``/``check --gold`` and the report of a project whose import
found a reference column (``Dataset.gold_column``).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.ratings import Ratings

Codes = npt.NDArray[np.int64]

UNKNOWN_GOLD = QT_TRANSLATE_NOOP("Errors", "gold label '{label}' is not one of the labels")
GOLD_HINT = QT_TRANSLATE_NOOP("Errors", "Correct the gold label, or declare it with --labels")


def encode_labels(values: list[object], ratings: Ratings, where: str, column: str, *,
                  unknown: str = UNKNOWN_GOLD, hint: str = GOLD_HINT) -> Codes:
    """A column's values as codes of the ratings' labels (-1 where empty); an unknown label
    is an input error (``unknown`` says what, ``hint`` what to do)."""
    code = {label: c for c, label in enumerate(ratings.labels)}
    out = np.full(len(values), -1, dtype=np.int64)
    for i, value in enumerate(values):
        text = "" if value is None or (isinstance(value, float) and np.isnan(value)) \
            else str(value).strip()
        if not text:
            continue
        if text not in code:
            raise InputError(unknown, file=where, column=column, row=i + 2,
                             expected="{labels}", args={"label": text,
                                                        "labels": ", ".join(ratings.labels)},
                             hint=hint)
        out[i] = code[text]
    return out


def gold_from_column(ds: Any, column: str, path: str) -> tuple[Any, Codes]:
    """The dataset without ``column`` among its annotators, and that column's gold codes."""
    r = ds.ratings
    if column in r.annotators:
        keep = [i for i, a in enumerate(r.annotators) if a != column]
        gold = r.codes[:, r.annotators.index(column)].astype(np.int64)
        rest = Ratings(r.items, tuple(r.annotators[i] for i in keep), r.labels,
                       r.codes[:, keep])
        return dataclasses.replace(ds, ratings=rest), gold
    return ds, column_codes(ds, column, path, absent=QT_TRANSLATE_NOOP(
        "Errors", "no column '{column}' of gold labels"),
        name_it=QT_TRANSLATE_NOOP("Errors", "Name it with --gold"))


def column_codes(ds: Any, column: str, path: str, *, absent: str, name_it: str,
                 unknown: str = UNKNOWN_GOLD, hint: str = GOLD_HINT) -> Codes:
    """A column of the file that is not an annotator's (gold labels, a model's predictions)
    as codes of the ratings' labels, one per rated item (-1 where empty). A column the file
    does not have is an input error naming the file's columns (``absent`` says what was
    looked for, ``name_it`` the option that names it)."""
    columns = [str(c) for c in ds.frame.columns]
    if column not in columns:
        raise InputError(absent, file=path, args={"column": column,
                                                  "columns": ", ".join(columns)},
                         expected=QT_TRANSLATE_NOOP("Errors", "one of the file's columns: "
                                                    "{columns}"),
                         hint=name_it)
    r = ds.ratings
    frame = ds.frame
    if len(frame) != len(r.items):
        frame = frame[frame.index.isin(list(r.items))]
    return encode_labels(list(frame[column]), r, path, column, unknown=unknown, hint=hint)


def gold_from_file(ds: Any, path: Path) -> Codes:
    """Gold codes from a CSV of item id, then gold label (items the data lack are ignored)."""
    import pandas as pd

    from adjudicator.io.regular import open_regular

    try:
        with open_regular(path) as stream:  # a FIFO is refused, never read
            table = pd.read_csv(stream, dtype=str, keep_default_na=False)
    except (OSError, ValueError) as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot read the gold file ({reason})"),
                         file=str(path), args={"reason": str(exc)}) from None
    if table.shape[1] < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the gold file needs two columns"),
                         file=str(path), expected=QT_TRANSLATE_NOOP(
                             "Errors", "item id, then the gold label"))
    r = ds.ratings
    row = {str(item): i for i, item in enumerate(r.items)}
    values: list[object] = [None] * len(r.items)
    for item, label in zip(table.iloc[:, 0], table.iloc[:, 1], strict=True):
        if str(item) in row:
            values[row[str(item)]] = label
    return encode_labels(values, r, str(path), str(table.columns[1]))
