"""Coded ratings as a table of scores: numbers where the labels are numbers, NaN for missing.

A label column is a score scale when every label is a finite number (``1``, ``2.5``,
``100``); ``Ratings`` keeps labels as text in increasing order, so the score of a cell is
the value of its label. Statistics that need every annotator on every item (the ICC) take
the complete cases; those of two annotators take the items both scored.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from adjudicator.core.ratings import Ratings
from adjudicator.core.scores import words
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.common.weight_basis import label_values

#: the levels of measurement at which labels that are numbers are treated as scores
SCORE_LEVELS = ("interval", "ratio")

FloatMatrix = npt.NDArray[np.float64]
FloatArray = npt.NDArray[np.float64]


def scale_values(labels: Sequence[str]) -> list[float] | None:
    """The labels as numbers when all are numbers in increasing order, else None."""
    return label_values(labels) if labels else None


def score_matrix(ratings: Ratings) -> FloatMatrix | None:
    """items x annotators scores (NaN = no score), or None when the labels are not numbers."""
    values = scale_values(ratings.labels)
    if values is None:
        return None
    lookup = np.append(np.asarray(values, dtype=np.float64), np.nan)  # code -1 -> NaN
    codes = np.asarray(ratings.codes, dtype=np.int64)
    out: FloatMatrix = lookup[codes]
    return out


def complete_cases(scores: FloatMatrix) -> tuple[FloatMatrix, Reason]:
    """The items every annotator scored, and the words for what was left out."""
    keep = ~np.isnan(scores).any(axis=1)
    items = int(scores.shape[0])
    dropped = items - int(keep.sum())
    note = (Reason(words.ALL_COMPLETE, items=items) if dropped == 0 else
            Reason(words.COMPLETE_CASES, dropped=dropped, items=items))
    out: FloatMatrix = scores[keep]
    return out, note


def paired(a: FloatArray, b: FloatArray) -> tuple[FloatArray, FloatArray]:
    """The scores of the items both columns have."""
    both = ~(np.isnan(a) | np.isnan(b))
    return a[both], b[both]
