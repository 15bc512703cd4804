"""The annotator x annotator matrix of a pairwise statistic (e.g. Cohen's kappa).

``pairwise_kappa_matrix(codes, k, statistic=None) -> PairwiseMatrix``: ``statistic`` maps a
k x k confusion matrix (rows = the row annotator) to an ``Estimate``; by default
``adjudicator.core.stats.pairs.pairwise.cohen_kappa`` (unweighted, its default conventions).
The result keeps every Estimate (so undefined cells keep their reason) and offers ``values``:
a float ``numpy.ma.MaskedArray`` whose masked cells are the diagonal (no self-comparison) and the
undefined pairs; ``filled(nan)`` gives a plain array for plotting.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.crowd_pairs import crowd_pairs, is_crowd
from adjudicator.core.tables import confusion_matrix

TableStatistic = Callable[[npt.NDArray[np.int64]], Estimate]


@dataclass(frozen=True, slots=True)
class PairwiseMatrix:
    """r x r Estimates of a pairwise statistic; ``cells[a][b]`` is None on the diagonal."""

    cells: tuple[tuple[Estimate | None, ...], ...]

    @property
    def size(self) -> int:
        """Number of annotators."""
        return len(self.cells)

    @property
    def values(self) -> np.ma.MaskedArray:  # type: ignore[type-arg]
        """Float matrix of values; diagonal and undefined cells are masked."""
        r = self.size
        data = np.full((r, r), np.nan)
        for a, row in enumerate(self.cells):
            for b, est in enumerate(row):
                if est is not None and est.value is not None:
                    data[a, b] = est.value
        return np.ma.MaskedArray(data, mask=np.isnan(data))  # type: ignore[no-untyped-call]

    def reason(self, a: int, b: int) -> str | None:
        """Why cell (a, b) has no value (None when it has one)."""
        if a == b:
            return "an annotator is not compared with itself"
        est = self.cells[a][b]
        return None if est is None else est.reason


def pairwise_kappa_matrix(
    codes: Codes, k: int, statistic: TableStatistic | None = None
) -> PairwiseMatrix:
    """Apply ``statistic`` to the confusion matrix of every ordered pair of annotators.

    Each unordered pair is tabulated once (one bincount); the mirrored cell gets the
    transposed table, so asymmetric statistics stay correct. A crowd (more than
    ``CROWD_ANNOTATORS``) gets a cell only for the pairs sharing at least ``MIN_SHARED_ITEMS``
    items, all tabulated at once from the judgments (``crowd_pairs``); the others stay empty.
    """
    if statistic is None:
        from adjudicator.core.stats.pairs.pairwise import cohen_kappa
        statistic = cohen_kappa
    r = codes.shape[1]
    grid: list[list[Estimate | None]] = [[None] * r for _ in range(r)]
    if is_crowd(r):  # only the pairs sharing enough items, counted from the judgments
        crowd = crowd_pairs(codes, k)
        for (a, b), table in zip(crowd.pairs, crowd.tables, strict=True):
            grid[a][b] = statistic(table)
            grid[b][a] = statistic(np.ascontiguousarray(table.T))
        return PairwiseMatrix(tuple(tuple(row) for row in grid))
    codes = np.asarray(codes, dtype=np.int64)
    for a in range(r):
        for b in range(a + 1, r):
            table = confusion_matrix(codes[:, a], codes[:, b], k)
            grid[a][b] = statistic(table)
            grid[b][a] = statistic(np.ascontiguousarray(table.T))
    return PairwiseMatrix(tuple(tuple(row) for row in grid))
