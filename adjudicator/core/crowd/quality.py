"""The annotators' figures of a crowd model with their item-bootstrap intervals: Dawid–Skene's
confusion matrices and accuracies, MACE's competences (``intervals.item_bootstrap``).

A confusion row (true class c) of an annotator rests on the items of class c that annotator
labelled: with fewer than half an expected such item (Σ_j T_{i_j c} < 0.5 over the
annotator's judgments) the row is not estimated, with the reason, rather than shown as the
model's uninformed start.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from adjudicator.core.crowd import words
from adjudicator.core.crowd.dawid_skene import DawidSkeneFit, dawid_skene
from adjudicator.core.crowd.intervals import MAX_KEPT, item_bootstrap
from adjudicator.core.crowd.judgments import FloatArray, IntArray, Judgments
from adjudicator.core.crowd.mace import MaceFit, mace
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason

#: fewer expected items of a class than this and an annotator's row of it is not estimated
MIN_EXPECTED = 0.5
#: EM passes at most of a bootstrap refit (it starts from the full fit, near its optimum)
REFIT_PASSES = 20


@dataclass(frozen=True, slots=True)
class AnnotatorQuality:
    """One annotator's fitted parameters: ``accuracy`` (Σ_c π_c e(c|c), Dawid–Skene) or
    ``competence`` (MACE), ``confusion`` rows true class → label given (Dawid–Skene)."""

    annotator: str
    n_items: int
    accuracy: Estimate | None = None
    competence: Estimate | None = None
    confusion: list[list[Estimate]] | None = None

    def to_dict(self, labels: Sequence[str]) -> dict[str, Any]:
        """JSON-ready: ``annotator``, ``n_items`` and the figures present."""
        out: dict[str, Any] = {"annotator": self.annotator, "n_items": self.n_items}
        if self.accuracy is not None:
            out["accuracy"] = self.accuracy.to_dict()
        if self.competence is not None:
            out["competence"] = self.competence.to_dict()
        if self.confusion is not None:
            out["confusion"] = {labels[c]: {labels[g]: cell.to_dict()
                                            for g, cell in enumerate(row)}
                                for c, row in enumerate(self.confusion)}
        return out



def _estimate(metric: str, value: float, low: float, high: float, n: int,
              resamples: int, convention: str) -> Estimate:
    """A value with its bootstrap interval (none when no replicate had it, or none asked)."""
    if resamples == 0:
        return Estimate(metric, value, n=n, ci_reason=Reason(words.NO_BOOTSTRAP))
    if not (np.isfinite(low) and np.isfinite(high)):
        return Estimate(metric, value, n=n, convention=convention,
                        ci_reason=Reason(reasons.EVERY_RESAMPLE_UNDEFINED))
    return Estimate(metric, value, ci=(float(min(low, value)), float(max(high, value))), n=n,
                    convention=convention)


def dawid_skene_quality(j: Judgments, fit: DawidSkeneFit, annotators: Sequence[str],
                        labels: Sequence[str], n_items: IntArray, resamples: int, seed: int,
                        level: float, convention: str) -> list[AnnotatorQuality]:
    """Per annotator: accuracy and the confusion rows, with intervals."""
    k = j.k
    cells = resamples * j.n_annotators * (k * k + 1)
    keep_cells = cells <= MAX_KEPT

    def refit(weights: FloatArray) -> FloatArray:
        again = dawid_skene(j, max_iter=REFIT_PASSES, tol=1e-7, weights=weights,
                            start=(fit.prior, fit.error))
        acc = again.accuracy()[:, None]
        if not keep_cells:
            return acc
        return np.concatenate([acc, again.confusion.reshape(j.n_annotators, k * k)], axis=1)

    width = 1 + (k * k if keep_cells else 0)
    if resamples:
        low, high, _ = item_bootstrap(j, refit, resamples, seed, level)
    else:
        low = high = np.full((j.n_annotators, width), np.nan)
    expected = j.per_annotator_label(fit.posterior[j.item]).sum(axis=1)  # (a, c)
    accuracy = fit.accuracy()
    confusion = fit.confusion
    out = []
    for a, name in enumerate(annotators):
        n = int(n_items[a])
        if n == 0:
            none = undefined("accuracy", Reason(words.NO_ITEMS, annotator=name))
            out.append(AnnotatorQuality(name, 0, none, None, [[none] * k] * k))
            continue
        acc = _estimate("accuracy", float(accuracy[a]), low[a, 0], high[a, 0], n, resamples,
                        convention)
        rows = []
        for c in range(k):
            if expected[a, c] < MIN_EXPECTED:
                blank = undefined("confusion", Reason(words.NO_CLASS_ITEMS, annotator=name,
                                                      label=labels[c],
                                                      n=float(expected[a, c])))
                rows.append([blank] * k)
                continue
            row = []
            for g in range(k):
                at = 1 + c * k + g
                if keep_cells:
                    row.append(_estimate("confusion", float(confusion[a, c, g]), low[a, at],
                                         high[a, at], n, resamples, convention))
                else:
                    row.append(Estimate("confusion", float(confusion[a, c, g]), n=n,
                                        ci_reason=Reason(words.TOO_MANY_CELLS,
                                                         n=f"{cells:,}")))
            rows.append(row)
        out.append(AnnotatorQuality(name, n, acc, None, rows))
    return out


def mace_quality(j: Judgments, fit: MaceFit, annotators: Sequence[str], n_items: IntArray,
                 resamples: int, seed: int, level: float,
                 convention: str) -> list[AnnotatorQuality]:
    """Per annotator: MACE's competence with its interval."""
    def refit(weights: FloatArray) -> FloatArray:
        again = mace(j, iterations=REFIT_PASSES, weights=weights,
                     start=(fit.spamming, fit.strategy))
        return again.competence[:, None]

    if resamples:
        low, high, _ = item_bootstrap(j, refit, resamples, seed, level)
    else:
        low = high = np.full((j.n_annotators, 1), np.nan)
    competence = fit.competence
    out = []
    for a, name in enumerate(annotators):
        n = int(n_items[a])
        if n == 0:
            out.append(AnnotatorQuality(name, 0, competence=undefined(
                "competence", Reason(words.NO_ITEMS, annotator=name))))
            continue
        out.append(AnnotatorQuality(name, n, competence=_estimate(
            "competence", float(competence[a]), low[a, 0], high[a, 0], n, resamples,
            convention)))
    return out
