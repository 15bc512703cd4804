"""Tables of counts are not labels: they are refused with what they look like and how to read
them, instead of being read as annotators whose "labels" are numbers of raters.

Two shapes are common in the literature and in spreadsheets a lead is handed:

- a **contingency table** of two annotators (Fleiss, Cohen & Everitt 1969; Gwet 2014, ch. 2):
  the first column repeats the other columns' names (one annotator's categories down, the
  other's across) and every cell is a count. Read as wide it became "3 items, 3 annotators";
  ``agree FILE --table`` reads it as what it is.
- a **distribution of raters over categories** per item (Fleiss 1971; Gwet's
  "distribution of raters by subject and category"): one column per category, each cell the
  number of raters who chose it, so every row adds up to about the number of raters and many
  cells are 0. Read as wide it became a pair of "annotators" ``cat1 × cat2``. Which rater
  chose what is not in such a table; the program reads labels, and says so.

Judged on the first rows only, like the rest of the inference, and only when the user named
no columns (naming them, ``--annotators …``, is the way to say "these are labels").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.inference import names

if TYPE_CHECKING:
    import pandas as pd

_WHOLE = re.compile(r"^\s*\d+(\.0+)?\s*$")
MIN_COUNT_COLUMNS = 3  # a distribution over two categories is too like two binary annotators
MIN_ROWS = 5
MAX_COLUMNS = 64  # a table wider than this is no distribution over categories: not looked at
ZERO_SHARE = 0.25  # counts of raters over categories are mostly 0; labels on a scale are not

CONTINGENCY = QT_TRANSLATE_NOOP(
    "Errors", "this looks like a contingency table of two annotators, not one row per item: "
    "the first column repeats the other columns' names ({labels}) and every cell is a count")
EXPECTED = QT_TRANSLATE_NOOP(
    "Errors", "one row per item with one column of labels per annotator (or one row per "
    "judgment)")
CONTINGENCY_HINT = QT_TRANSLATE_NOOP(
    "Errors", "Read it as a table on the command line: adjudicator agree FILE --table")
DISTRIBUTION = QT_TRANSLATE_NOOP(
    "Errors", "this looks like counts of raters per category, not annotators' labels: every "
    "cell of {columns} is a whole number, {zeros} of them are 0, and each row adds up to "
    "{low} to {high} (the number of raters who judged the item)")
DISTRIBUTION_HINT = QT_TRANSLATE_NOOP(
    "Errors", "Which rater chose what is not in such a table: save one column of labels per "
    "annotator. If these columns really are annotators' labels, name them: --annotators "
    "{columns_args}")


def refuse_count_tables(sample: pd.DataFrame, file: str) -> None:
    """Raise ``InputError`` when ``sample`` is a contingency table or a distribution of raters
    over categories; return quietly otherwise."""
    _refuse_contingency(sample, file)
    _refuse_distribution(sample, file)


def _whole(series: pd.Series) -> bool:
    """Every present cell a non-negative whole number (and at least one present)."""
    values = series.dropna().astype(str)
    return len(values) > 0 and bool(values.str.match(_WHOLE).all())


def _refuse_contingency(sample: pd.DataFrame, file: str) -> None:
    """The first column's values are the other columns' names, every other cell a count."""
    if len(sample.columns) < 3 or len(sample) < 2:
        return
    first, rest = sample.columns[0], [str(c).strip() for c in sample.columns[1:]]
    down = [str(v).strip() for v in sample[first].dropna()]
    if sorted(down) != sorted(rest) or len(set(rest)) != len(rest):
        return
    if not all(_whole(sample[c]) for c in sample.columns[1:]):
        return
    raise InputError(CONTINGENCY, file=file, row=1, column=str(first),
                     args={"labels": ", ".join(rest)}, expected=EXPECTED,
                     hint=CONTINGENCY_HINT)


def _refuse_distribution(sample: pd.DataFrame, file: str) -> None:
    """Three or more columns of whole numbers, many 0 and some above 1, whose rows mostly
    add up to one number of raters (half the rows or more share it, four in five reach half
    of it, none is empty): raters counted per category. Binary labels (no cell above 1) and
    labels on a scale (few zeros, sums that differ row by row) do not look like this."""
    import pandas as pd

    if len(sample) < MIN_ROWS or len(sample.columns) > MAX_COLUMNS:
        return
    counted = [c for c in sample.columns if _whole(sample[c]) and bool(sample[c].notna().all())
               and not names.id_named(str(c)) and not names.annotator_named(str(c))]
    counted = _without_numbering(sample, counted)
    if len(counted) < MIN_COUNT_COLUMNS:
        return
    cells = sample[counted].astype(str).apply(pd.to_numeric)
    sums = cells.sum(axis=1)
    zeros = float((cells == 0).to_numpy().mean())
    raters = int(sums.mode().max())
    low, high = int(sums.min()), int(sums.max())
    if (zeros < ZERO_SHARE or int(cells.to_numpy().max()) < 2 or low < 1 or raters < 2
            or float((sums == raters).mean()) < 0.5 or float((sums * 2 >= raters).mean()) < 0.8):
        return
    raise InputError(DISTRIBUTION, file=file, row=2, column=str(counted[0]),
                     args={"columns": ", ".join(map(str, counted)), "zeros": f"{zeros:.0%}",
                           "low": low, "high": high,
                           "columns_args": " ".join(map(str, counted))},
                     expected=EXPECTED, hint=DISTRIBUTION_HINT)


def _without_numbering(sample: pd.DataFrame, columns: list[object]) -> list[object]:
    """Without the first column when it numbers the rows (1, 2, 3, …): an id, not a count."""
    if not columns:
        return columns
    first = [str(v).strip() for v in sample[columns[0]]]
    if not first[0].isdigit():
        return columns
    start = int(first[0])
    return columns[1:] if first == [str(start + n) for n in range(len(first))] else columns
