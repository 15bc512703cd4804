"""Ratings: items x annotators as integer codes (-1 = missing), with labels and ids."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from adjudicator.core.labels import MISSING, Codes, encode, infer_labels
from adjudicator.core.tables import Table, confusion_matrix


@dataclass(frozen=True, slots=True)
class Ratings:
    """Coded ratings. ``codes[i, r]`` is the label index annotator r gave item i, or -1."""

    items: Sequence[str]  # a tuple, or a lazy read-only view of a large index
    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    codes: Codes  # shape (n_items, n_annotators), int64

    def __post_init__(self) -> None:
        if self.codes.shape != (len(self.items), len(self.annotators)):
            raise ValueError("codes must have shape (items, annotators)")

    @property
    def k(self) -> int:
        """Number of categories on the declared scale."""
        return len(self.labels)

    def column(self, annotator: int | str) -> Codes:
        """One annotator's codes for every item."""
        r = annotator if isinstance(annotator, int) else self.annotators.index(annotator)
        return self.codes[:, r]

    def pair_table(self, a: int | str, b: int | str) -> Table:
        """k x k confusion matrix of annotator a (rows) against b (cols) on items both rated."""
        return confusion_matrix(self.column(a), self.column(b), self.k)

    @classmethod
    def from_rows(
        cls,
        rows: Sequence[Sequence[object]],
        annotators: Sequence[str] | None = None,
        labels: Sequence[object] | None = None,
        items: Sequence[str] | None = None,
    ) -> Ratings:
        """Build from a list of rows (one per item, one value per annotator; None = missing)."""
        width = len(rows[0]) if rows else len(annotators or ())
        flat = [v for row in rows for v in row]
        cats = list(labels) if labels is not None else infer_labels(flat)
        codes = encode(flat, cats).reshape(len(rows), width)
        names = tuple(annotators) if annotators else tuple(f"rater{r + 1}" for r in range(width))
        ids = tuple(items) if items else tuple(str(i + 1) for i in range(len(rows)))
        return cls(ids, names, tuple(str(c) for c in cats), codes)

    def missing_count(self) -> Table:
        """Missing ratings per annotator."""
        counts: Table = (self.codes == MISSING).sum(axis=0).astype(np.int64)
        return counts
