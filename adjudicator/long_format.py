"""Long tables for the Python API: one row per judgment (item, annotator, label) made wide.

Crowd tools hand out long tables (crowd-kit's ``task, worker, label``; pingouin's ``targets,
raters, ratings``), while the statistics take one row per item and one column per annotator.
This module turns the first into the second the way the command line reads a long file: items
and annotators in order of first appearance, a missing label (NaN/None) is "not labelled",
and a second judgment of one item by one annotator is refused with its rows named unless the
caller chooses which to keep (``repeats="first"`` or ``"last"``), never silently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

if TYPE_CHECKING:
    import pandas as pd

Repeats = Literal["refuse", "first", "last"]
#: how many offending rows an error names before it says "and N more"
SHOWN_ROWS = 5


def wide_from_long(frame: pd.DataFrame, *, item: str, annotator: str, label: str,
                   repeats: Repeats = "refuse") -> pd.DataFrame:
    """One row per item (the index, named ``item``), one column per annotator.

    Rows are numbered as ``frame``'s positions from 0 in every message (``frame.iloc``), so
    a caller can find them whatever the index holds. A categorical label column keeps its
    categories (and their order) in the wide frame.
    """
    import pandas as pd

    _check_columns(frame, (item, annotator, label))
    _check_repeats(repeats)
    _refuse_blank_keys(frame, item, annotator)
    keys = frame[[item, annotator]]
    twice = keys.duplicated(keep=False).to_numpy()
    if twice.any() and repeats == "refuse":
        _refuse_repeats(frame, item, annotator, twice)
    kept = frame.loc[~keys.duplicated(keep="last" if repeats == "last" else "first")]
    items = pd.unique(kept[item].to_numpy(dtype=object))
    names = pd.unique(kept[annotator].to_numpy(dtype=object))
    wide = kept.pivot(index=item, columns=annotator, values=label)
    wide = wide.reindex(index=items, columns=names)
    wide.columns = [str(name) for name in wide.columns]
    wide.index.name = item
    if isinstance(frame[label].dtype, pd.CategoricalDtype):
        dtype = frame[label].dtype
        wide = wide.astype(dtype)
    return wide


def _check_columns(frame: pd.DataFrame, wanted: tuple[str, str, str]) -> None:
    """Each named column exists, and the three are different columns."""
    for name in wanted:
        if name not in frame.columns:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no column {column} in the table"),
                             column=str(name),
                             expected=QT_TRANSLATE_NOOP("Errors", "one of {columns}"),
                             hint=QT_TRANSLATE_NOOP(
                                 "Errors", "Name the item, annotator and label columns with "
                                 "item=, annotator= and label="),
                             args={"column": repr(name),
                                   "columns": ", ".join(map(str, frame.columns))})
    if len(set(wanted)) < len(wanted):
        raise InputError(QT_TRANSLATE_NOOP(
            "Errors", "item, annotator and label must be three different columns, got {given}"),
                         args={"given": ", ".join(map(repr, wanted))})


def _check_repeats(repeats: str) -> None:
    """``repeats`` is one of the three rules."""
    if repeats not in ("refuse", "first", "last"):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown repeats rule {given}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "refuse, first or last"),
                         args={"given": repr(repeats)})


def _refuse_blank_keys(frame: pd.DataFrame, item: str, annotator: str) -> None:
    """A judgment with no item or no annotator cannot be placed: refused, rows named."""
    import pandas as pd

    for column in (item, annotator):
        blank = pd.isna(frame[column]).to_numpy()
        if blank.any():
            raise InputError(QT_TRANSLATE_NOOP(
                "Errors", "{n} row(s) have no value in column {column}: rows {rows}"),
                             column=str(column),
                             hint=QT_TRANSLATE_NOOP(
                                 "Errors", "Drop or fill those rows before calling"),
                             args={"n": int(blank.sum()), "column": repr(column),
                                   "rows": _rows_text(blank.nonzero()[0])})


def _refuse_repeats(frame: pd.DataFrame, item: str, annotator: str,
                    twice: npt.NDArray[np.bool_]) -> None:
    """Two judgments of one item by one annotator, without a rule to choose: refused."""
    rows = np.flatnonzero(twice)
    first = int(rows[0])
    raise InputError(QT_TRANSLATE_NOOP(
        "Errors", "{n} rows repeat a judgment of one item by one annotator (the first: item "
        "{item}, annotator {annotator}; rows {rows})"),
                     hint=QT_TRANSLATE_NOOP(
                         "Errors", "Pass repeats='first' or repeats='last' to keep one "
                         "judgment of each, or remove the repeats"),
                     args={"n": len(rows), "item": repr(frame[item].iloc[first]),
                           "annotator": repr(frame[annotator].iloc[first]),
                           "rows": _rows_text(rows)})


def _rows_text(rows: npt.NDArray[np.intp]) -> str:
    """Row positions as "3, 7, 9, 12, 15 … (+4)"."""
    listed = [int(r) for r in rows]
    shown = ", ".join(str(r) for r in listed[:SHOWN_ROWS])
    if len(listed) > SHOWN_ROWS:
        return f"{shown} … (+{len(listed) - SHOWN_ROWS})"
    return shown
