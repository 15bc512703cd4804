"""Where two raters disagree: off-diagonal cells of the confusion matrix, ranked.

``disagreement_profile(table, labels)`` lists every ordered class pair (rater A said
``label_a``, rater B said ``label_b``) with a non-zero count; ``disagreement_pairs`` merges
(a, b) with (b, a) into unordered pairs (i < j). Both rank by count, largest first; ties
keep the table's row-major order (smaller i first, then smaller j), so the order is stable
and does not depend on the labels' spelling. Shares are of all disagreements and of all
items rated by both; an all-agreeing table gives an empty list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.pairs.pairwise_table import PairTable, prepare


@dataclass(frozen=True, slots=True)
class DisagreementCell:
    """One class pair the raters disagreed on, with its count and shares."""

    label_a: str
    label_b: str
    i: int
    j: int
    count: int
    share_of_disagreements: float
    share_of_items: float
    ordered: bool = True

    def to_dict(self) -> dict[str, object]:
        """Plain JSON mapping, field by field (as ``summary_model.jsonable`` gives it; the
        shares are finite: a cell exists only when there are disagreements)."""
        return {"label_a": self.label_a, "label_b": self.label_b, "i": self.i, "j": self.j,
                "count": self.count, "share_of_disagreements": self.share_of_disagreements,
                "share_of_items": self.share_of_items, "ordered": self.ordered}


def disagreement_profile(table: npt.ArrayLike, labels: Sequence[str]) -> list[DisagreementCell]:
    """Ordered (rater A, rater B) class pairs with count > 0, by count desc, then (i, j)."""
    pt = _checked(table, labels)
    return _ranked(pt, labels, pt.counts, ordered=True)


def disagreement_pairs(table: npt.ArrayLike, labels: Sequence[str]) -> list[DisagreementCell]:
    """Unordered class pairs {a, b} (i < j, counts of both directions merged), ranked."""
    pt = _checked(table, labels)
    merged = np.triu(pt.counts + pt.counts.T, k=1)
    return _ranked(pt, labels, merged, ordered=False)


def _checked(table: npt.ArrayLike, labels: Sequence[str]) -> PairTable:
    """The checked, cached table the coefficients share; one label per category is required."""
    pt = prepare(table)
    if len(labels) != pt.k:
        raise ValueError(f"{len(labels)} labels given for a {pt.k}x{pt.k} table")
    return pt


def _ranked(
    pt: PairTable, labels: Sequence[str], cells: npt.NDArray[np.int64], ordered: bool
) -> list[DisagreementCell]:
    """Non-zero off-diagonal cells of ``cells`` as DisagreementCell, largest first."""
    n = pt.n
    total = n - pt.trace
    off = cells.copy()
    np.fill_diagonal(off, 0)
    ii, jj = np.nonzero(off)  # row-major order: the documented tie order
    counts = off[ii, jj]
    order = np.argsort(-counts, kind="stable").tolist()
    rows, cols, sizes = ii.tolist(), jj.tolist(), counts.tolist()  # plain ints: faster
    return [
        DisagreementCell(
            str(labels[rows[o]]), str(labels[cols[o]]), rows[o], cols[o], sizes[o],
            sizes[o] / total, sizes[o] / n, ordered,
        )
        for o in order
    ]
