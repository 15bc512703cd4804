"""The score block of the agreement report: the six ICCs over all annotators, and for each
annotator pair Lin's ρ_c, Bland–Altman and the MAE / RMSE; each annotator against the final
values when there are some.

It is computed when the labels are numbers and the level of measurement is interval or
ratio (a 1–5 or 0–100 score column): there the κ family measures agreement on categories,
these measure it on the scores' own scale. Missing scores: the ICC takes the complete cases
(said in words under ``missing``), the pair statistics the items both annotators scored.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.scores.bland_altman import bland_altman
from adjudicator.core.scores.concordance import lin_ccc
from adjudicator.core.scores.distance import distances
from adjudicator.core.scores.icc import icc_forms
from adjudicator.core.scores.matrix import SCORE_LEVELS as SCORE_LEVELS
from adjudicator.core.scores.matrix import complete_cases, paired
from adjudicator.core.stats.common.estimate import Estimate

FloatMatrix = npt.NDArray[np.float64]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class PairScores:
    """Two annotators' scores on the items both scored."""

    annotators: tuple[str, str]
    n: int
    lin_ccc: Estimate
    bland_altman: dict[str, Estimate]
    distances: dict[str, Estimate]

    def to_dict(self) -> dict[str, Any]:
        """The keys a pair's JSON gains: ``lin_ccc``, ``bland_altman`` (bias, loa_low,
        loa_high), ``mae`` and ``rmse``."""
        return {"lin_ccc": self.lin_ccc.to_dict(),
                "bland_altman": {k: e.to_dict() for k, e in self.bland_altman.items()},
                **{k: e.to_dict() for k, e in self.distances.items()}}


@dataclass(frozen=True)
class ScoreSummary:
    """ICC over all annotators, the pairs' score statistics, and (optionally) each
    annotator's distance from the final values."""

    annotators: tuple[str, ...]
    n_items: int
    n_complete: int
    missing: str
    icc: dict[str, Estimate]
    pairs: list[PairScores]
    versus_final: dict[str, dict[str, Estimate]] = field(default_factory=dict)
    #: the items x annotators scores (NaN = none) the figures draw from; not in the JSON
    values: FloatMatrix | None = field(default=None, repr=False, compare=False)

    def pair(self, a: str, b: str) -> PairScores:
        """The statistics of annotators a and b (in either order)."""
        for p in self.pairs:
            if set(p.annotators) == {a, b}:
                return p
        raise KeyError(f"no pair {a!r} / {b!r}")

    def to_dict(self) -> dict[str, Any]:
        """The block's own JSON (``icc`` keyed ``ICC(1,1)`` ... ``ICC(3,k)``)."""
        out: dict[str, Any] = {
            "n_items": self.n_items, "n_complete": self.n_complete, "missing": self.missing,
            "icc": {k: e.to_dict() for k, e in self.icc.items()},
            "pairs": [{"annotators": list(p.annotators), "n": p.n, **p.to_dict()}
                      for p in self.pairs],
        }
        if self.versus_final:
            out["versus_final"] = {name: {k: e.to_dict() for k, e in d.items()}
                                   for name, d in self.versus_final.items()}
        return out


def score_summary(
    scores: FloatMatrix, annotators: tuple[str, ...], *, level: float = 0.95,
    final: FloatArray | None = None,
) -> ScoreSummary:
    """Every score statistic of an items x annotators table (NaN = no score); ``final`` is
    the final value of each item (NaN where there is none)."""
    complete, note = complete_cases(scores)
    icc = icc_forms(complete, level=level, missing_note=note)
    pairs = []
    for a, b in combinations(range(len(annotators)), 2):
        x, y = paired(scores[:, a], scores[:, b])
        pairs.append(PairScores((annotators[a], annotators[b]), int(x.size),
                                lin_ccc(x, y, level=level), bland_altman(x, y, level=level),
                                distances(x, y)))
    against = {} if final is None else versus_final(scores, annotators, final)
    return ScoreSummary(annotators, int(scores.shape[0]), int(complete.shape[0]), note, icc,
                        pairs, against, scores)


def with_final(summary: ScoreSummary, final: FloatArray) -> ScoreSummary:
    """The block with each annotator's MAE / RMSE against the final values added."""
    if summary.values is None:
        return summary
    return replace(summary, versus_final=versus_final(summary.values, summary.annotators,
                                                      final))


def versus_final(
    scores: FloatMatrix, annotators: tuple[str, ...], final: FloatArray
) -> dict[str, dict[str, Estimate]]:
    """Each annotator's MAE and RMSE against the final values, on the items that have both
    (the annotator's score and a final value)."""
    out = {}
    for r, name in enumerate(annotators):
        x, y = paired(scores[:, r], final)
        out[name] = distances(x, y)
    return out
