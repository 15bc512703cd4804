"""`agree FILE --table`: a k x k contingency table read from a CSV (header = column labels,
first column = row labels), every cell a count; anything else is refused with where and what
was expected."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message


def read_table(path: str) -> tuple[list[str], np.ndarray[Any, np.dtype[np.int64]]]:
    """Labels and counts of a contingency-table CSV: header = column labels, first column =
    row labels (the same set; columns are reordered to the rows' order)."""
    from adjudicator.io.readers.encodings import read_text

    try:
        rows = [r for r in csv.reader(io.StringIO(read_text(Path(path)), newline=""))
                if any(cell.strip() for cell in r)]
    except csv.Error as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "not a readable CSV ({reason})"),
                         file=path,
                         expected=QT_TRANSLATE_NOOP("Errors", "a k x k contingency table"),
                         args={"reason": str(exc)}) from None
    if len(rows) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "a contingency table needs a header row "
                                           "and one row per label"), file=path)
    cols = [c.strip() for c in rows[0][1:]]
    labels = [r[0].strip() for r in rows[1:]]
    if sorted(cols) != sorted(labels) or len(set(labels)) != len(labels):
        shown: str = ", ".join(labels)
        if len(labels) > 10:
            shown = Message(QT_TRANSLATE_NOOP("Errors", "{first} … ({n} in all)"),
                            first=", ".join(labels[:10]), n=len(labels))
        raise InputError(QT_TRANSLATE_NOOP("Errors", "row and column labels differ"), file=path,
                         row=1, expected=QT_TRANSLATE_NOOP("Errors", "the header to list the "
                                                           "row labels, each once: {shown}"),
                         args={"shown": shown})
    counts = np.zeros((len(labels), len(labels)), dtype=np.int64)
    for i, row in enumerate(rows[1:]):
        if len(row) - 1 != len(cols):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "{n} counts for {columns} columns"),
                             file=path, row=i + 2,
                             expected=QT_TRANSLATE_NOOP("Errors", "{columns} counts"),
                             args={"n": len(row) - 1, "columns": len(cols)})
        for j, cell in enumerate(row[1:]):
            counts[i, labels.index(cols[j])] = _count(cell, path, i + 2, cols[j])
    if sum(int(x) for x in counts.ravel()) >= 2**63:  # the total must be an exact int64
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the counts add up to 2^63 items or more"),
                         file=path, expected=QT_TRANSLATE_NOOP("Errors", "a total below "
                                                               "9,223,372,036,854,775,808"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Divide every count by a common "
                                                "factor if only proportions matter"))
    return labels, counts


def _count(cell: str, path: str, row: int, column: str) -> int:
    """One cell of a contingency table: a non-negative whole number."""
    text = cell.strip() or "0"
    if not text.isdecimal() or len(text) > 18:  # "²" is a digit but not a number
        raise InputError(QT_TRANSLATE_NOOP("Errors", "'{cell}' is not a count"), file=path,
                         row=row, column=column,
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "a non-negative whole number below 10^18"),
                         args={"cell": cell})
    return int(text)
