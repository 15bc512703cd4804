"""Intervals for each annotator's F1 and macro F1, and a ranking that says where they overlap.

F1 of class j. With TP, FP and FN the items the annotator and the final label both put in j,
only the annotator did, only the final label did, the Jaccard index J = TP / (TP + FP + FN)
is a binomial proportion of the u = TP + FP + FN items either puts in j, and
F1 = 2 TP / (2 TP + FP + FN) = 2J / (1 + J) is increasing in J. So Wilson's (1927) score
interval (L, U) for J maps to the F1 interval (2L / (1 + L), 2U / (1 + U)): it lies in
[0, 1], keeps its width at F1 = 0 or 1, and is conditional on u (the items in play for j).

Macro F1 (the mean over classes with support, ``versus_final``) has no closed-form small-
sample interval; its interval is the seeded percentile bootstrap of the items (Efron &
Tibshirani 1993, ch. 13): the annotator x final table drawn from Multinomial(n, cell shares)
``resamples`` times, macro F1 on each (the classes with support in the original table;
a resample where one has no item left counts it as F1 0 only if the annotator put items in
it, else leaves it out, as the point estimate would).

Ranking. Annotators are ranked by κ against the final labels (or gold), best first; each entry names
the annotators whose κ intervals overlap its own. Overlapping intervals mean the data do not
order those annotators (a conservative reading: non-overlap implies a difference at about
the 0.5 % level, overlap does not prove equality; Schenker & Gentleman 2001).

References
----------
- Efron, B. & Tibshirani, R. J. (1993). An Introduction to the Bootstrap, ch. 13. Chapman &
  Hall.
- Schenker, N. & Gentleman, J. F. (2001). On judging the significance of differences by
  examining the overlap between confidence intervals. The American Statistician 55: 182-186.
- Wilson, E. B. (1927). Probable inference, the law of succession, and statistical
  inference. Journal of the American Statistical Association 22: 209-212.

Examples
--------
TP = 8, FP = 2, FN = 1: J = 8/11, F1 = 16/19 = 0.842; Wilson's 95 % interval for 8/11 is
(0.4344, 0.9025), so F1's is (0.6056, 0.9488):

>>> tuple(round(x, 4) for x in f1_interval(8, 9, 10))
(0.6056, 0.9488)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.proportion import wilson_interval

FloatArray = npt.NDArray[np.float64]


def f1_interval(hits: int, support: int, predicted: int, level: float = 0.95
                ) -> tuple[float, float] | None:
    """F1's interval through the Jaccard index's Wilson interval; None when no item is in
    play (u = support + predicted - hits = 0)."""
    union = support + predicted - hits
    if union <= 0:
        return None
    low, high = wilson_interval(hits, union, level)
    return 2 * low / (1 + low), 2 * high / (1 + high)


def macro_f1_values(stack: npt.NDArray[np.int64], classes: npt.NDArray[np.bool_]
                    ) -> FloatArray:
    """Macro F1 of each annotator x final table of a stack over the ``classes`` given (those
    with support in the original table); NaN where none is left defined."""
    s = stack.astype(np.float64)
    hits = np.diagonal(s, axis1=1, axis2=2)
    support, predicted = s.sum(axis=1), s.sum(axis=2)
    denom = support + predicted
    with np.errstate(invalid="ignore", divide="ignore"):
        f1 = np.where(denom > 0, 2 * hits / denom, np.nan)
    f1 = np.where(classes[None, :], f1, np.nan)
    counted = np.isfinite(f1).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        out: FloatArray = np.where(counted > 0, np.nansum(f1, axis=1) / counted, np.nan)
    return out


#: why macro F1 has no interval although it has a value (``macro_f1_interval``)
MACRO_F1_FIXED = QT_TRANSLATE_NOOP(
    "Statistics", "not estimable: every bootstrap resample gives the same macro F1 (every "
    "item agrees with the reference), which does not mean the value is certain")


def macro_f1_interval(table: npt.ArrayLike, *, level: float = 0.95, resamples: int = 2000,
                      seed: int = 0) -> tuple[float, float] | None:
    """The percentile bootstrap interval of macro F1 (module doc); None without items, and
    None when the resamples cannot vary it (every item on the diagonal: each resample scores
    the same, so the interval would have zero width and claim a certainty the items do not
    show; ``MACRO_F1_FIXED`` says so)."""
    t = np.asarray(table, dtype=np.int64)
    n = int(t.sum())
    if n == 0:
        return None
    classes = t.sum(axis=0) > 0
    draws = np.random.default_rng(seed).multinomial(n, t.ravel() / n, size=resamples)
    values = macro_f1_values(draws.reshape(resamples, *t.shape), classes)
    values = values[np.isfinite(values)]
    if values.size == 0:
        return None
    low, high = np.quantile(values, [(1 - level) / 2, (1 + level) / 2])
    if high - low <= 0:
        return None
    return float(low), float(high)


@dataclass(frozen=True)
class Ranked:
    """One annotator's place by κ against a reference, and whom it cannot be told from."""

    annotator: str
    rank: int
    kappa: float | None
    ci: tuple[float, float] | None
    overlaps: tuple[str, ...]  # annotators whose κ intervals overlap this one's


def rank_annotators(kappas: Sequence[tuple[str, Estimate]]) -> list[Ranked]:
    """Annotators by κ against a reference (the final or the gold labels), best first
    (undefined last); each with the others whose intervals overlap its own (an annotator
    without an interval overlaps everyone: the data cannot place it)."""
    order = sorted(kappas, key=lambda x: (x[1].value is None, -(x[1].value or 0.0), x[0]))
    out = []
    for rank, (name, est) in enumerate(order, start=1):
        others = tuple(other for other, e in order if other != name and _overlap(est, e))
        out.append(Ranked(name, rank, est.value, est.ci, others))
    return out


def _overlap(a: Estimate, b: Estimate) -> bool:
    """True when the two intervals share a point, or either has none."""
    if a.ci is None or b.ci is None:
        return True
    return a.ci[0] <= b.ci[1] and b.ci[0] <= a.ci[1]
