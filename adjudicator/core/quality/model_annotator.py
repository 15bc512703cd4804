"""A model (an LLM, a classifier) beside the human annotators: its Cohen's κ against each
human, against the gold labels and the final labels when there are some, the humans' κ with
each other (the ceiling a model is read against), and the alternative-annotator test
(``core.quality.alt_test``).

The model's codes never enter the humans' agreement: the caller takes its column out of the
ratings first, and every figure here is a two-column table of the model (rows) against one
reference (columns),

    table[c, g] = items the model labelled c and the reference labelled g,

with Cohen's (1960) κ = (p_o − p_e) / (1 − p_e) and the Fleiss–Cohen–Everitt (1969) standard
error and z interval (``core.stats.pairs.pairwise.cohen_kappa``). A model that predicts one
class (or a reference of one class) has p_e = 1 and κ undefined, with the reason. The ceiling
is the same κ for every pair of humans: a model whose κ with a human is inside the range of
that human's κ with the other humans agrees with them as the humans agree with each other.

A crowd (more than 20 humans, a few an item) has too many pairs to list, most sharing no item:
as in ``core.stats.pairs.crowd_pairs``, only the pairs of humans sharing at least
``min_shared`` items are listed, counted from the judgments, and so are the humans sharing at
least ``min_shared`` items with the model; the others are counted, not listed.

References
----------
- Cohen, J. (1960). Educational and Psychological Measurement 20: 37-46.
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Psychological Bulletin 72: 323-327.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.quality.alt_test import AltTest, alt_test
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.crowd_pairs import MIN_SHARED_ITEMS, crowd_pairs, is_crowd
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.tables import confusion_matrix

Codes = npt.NDArray[np.int64]


@dataclass(frozen=True, slots=True)
class Versus:
    """One κ: ``left`` against ``right`` (a human's name, "gold" or "final")."""

    left: str
    right: str
    kappa: Estimate

    def to_dict(self) -> dict[str, Any]:
        """JSON: the two names and the κ estimate."""
        return {"annotators": [self.left, self.right], "kappa": self.kappa.to_dict()}


@dataclass(frozen=True, slots=True)
class ModelReport:
    """One model: items it labelled, κ against each human (in a crowd those sharing
    ``min_shared`` items; ``humans_omitted`` the others), gold and final, the test."""

    model: str
    n_items: int
    humans: tuple[Versus, ...]
    gold: Estimate | None
    final: Estimate | None
    alt: AltTest
    humans_omitted: int = 0
    min_shared: int = MIN_SHARED_ITEMS

    def to_dict(self) -> dict[str, Any]:
        """JSON: model, n_items, humans, gold, final (when given) and alt_test."""
        out: dict[str, Any] = {"model": self.model, "n_items": self.n_items,
                               "humans": [{"annotator": v.right, "kappa": v.kappa.to_dict()}
                                          for v in self.humans],
                               "humans_omitted": self.humans_omitted,
                               "min_shared_items": self.min_shared}
        if self.gold is not None:
            out["gold"] = self.gold.to_dict()
        if self.final is not None:
            out["final"] = self.final.to_dict()
        out["alt_test"] = self.alt.to_dict()
        return out


def _kappa(a: Codes, b: Codes, labels: Sequence[str]) -> Estimate:
    return cohen_kappa(confusion_matrix(a, b, len(labels)), labels=list(labels))


def human_ceiling(humans: npt.ArrayLike, annotators: Sequence[str], labels: Sequence[str],
                  min_shared: int = MIN_SHARED_ITEMS) -> tuple[Versus, ...]:
    """Cohen's κ of every pair of humans, with its interval (in a crowd, of the pairs sharing
    at least ``min_shared`` items)."""
    h = np.asarray(humans, dtype=np.int64)
    if is_crowd(len(annotators)):
        cp = crowd_pairs(h, len(labels), min_shared)
        return tuple(Versus(annotators[a], annotators[b], cohen_kappa(t, labels=list(labels)))
                     for (a, b), t in zip(cp.pairs, cp.tables, strict=True))
    return tuple(Versus(annotators[a], annotators[b], _kappa(h[:, a], h[:, b], labels))
                 for a in range(len(annotators)) for b in range(a + 1, len(annotators)))


def model_report(name: str, model: npt.ArrayLike, humans: npt.ArrayLike,
                 annotators: Sequence[str], labels: Sequence[str], *,
                 gold: npt.ArrayLike | None = None, final: npt.ArrayLike | None = None,
                 epsilon: float = 0.2, q: float = 0.05, values: Sequence[float] | None = None,
                 min_items: int = 30, resamples: int = 1000, seed: int = 0,
                 min_shared: int = MIN_SHARED_ITEMS) -> ModelReport:
    """The model's figures; ``gold`` and ``final`` are codes per item (-1 where none)."""
    f = np.asarray(model, dtype=np.int64)
    h = np.asarray(humans, dtype=np.int64)
    listed = list(range(len(annotators)))
    if is_crowd(len(annotators)):
        shared = ((h >= 0) & (f >= 0)[:, None]).sum(axis=0)
        listed = [int(j) for j in np.flatnonzero(shared >= min_shared)]
    versus = tuple(Versus(name, annotators[j], _kappa(f, h[:, j], labels)) for j in listed)
    g = None if gold is None else _kappa(f, np.asarray(gold, dtype=np.int64), labels)
    fin = None if final is None else _kappa(f, np.asarray(final, dtype=np.int64), labels)
    test = alt_test(h, f, annotators, len(labels), epsilon=epsilon, q=q, values=values,
                    min_items=min_items, resamples=resamples, seed=seed)
    return ModelReport(name, int((f >= 0).sum()), versus, g, fin, test,
                       len(annotators) - len(versus), min_shared)
