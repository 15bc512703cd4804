"""Each annotator against the final labels: κ, p_o and per-class recall, precision and F1.

This is what a lead reports about annotator quality once disagreements are adjudicated. The
reference is the final label of every item that has one (unanimous items and decided ones);
unresolved items have no reference and are left out, and counted. An annotator's table is

    table[c, f] = items the annotator labelled c whose final label is f

(rows the annotator, columns the final label), so κ and p_o are the two-rater coefficients of
``pairwise`` on that table, with their standard errors and intervals, and for class j

    recall_j    = table[j, j] / sum_c table[c, j]   (of the items finally j, the share found)
    precision_j = table[j, j] / sum_f table[j, f]   (of the items labelled j, the share right)
    F1_j        = 2 recall_j precision_j / (recall_j + precision_j)
                = 2 TP_j / (2 TP_j + FP_j + FN_j)

(van Rijsbergen 1979). Recall and precision are binomial proportions; their intervals are
Wilson's (1927) score intervals, which stay honest at 0 and 1 (a Wald interval would have zero
width there). Where a denominator is zero the value is None with the reason; F1 in its second
form is defined whenever the class is a final label or the annotator's (it is 0 when TP_j = 0,
e.g. for a class the annotator never used although items finally carry it: every such item is
a miss), and undefined only for a class neither uses.

Macro F1 is the mean of F1_j over every class with support (some item finally carries it):
scikit-learn's ``f1_score(final, annotator, average="macro", labels=<classes with support>)``
(Pedregosa et al. 2011). A class the annotator never used counts with F1 = 0 rather than
being dropped, which would let an annotator raise the average by never giving a hard class.
scikit-learn's default set (labels=None: every class in either list) differs only where the
annotator used a class no final label carries; such a class has no items to recall and is not
averaged here (the items it took are already misses of their own classes).

Note that unanimous items agree with the final label by construction, so κ against the final
labels is higher than κ between annotators; it measures how often an annotator's label stood.

References
----------
- Pedregosa, F. et al. (2011). Scikit-learn: machine learning in Python. Journal of Machine
  Learning Research 12: 2825-2830 (``sklearn.metrics.f1_score``).
- van Rijsbergen, C. J. (1979). Information Retrieval, 2nd ed. Butterworths, ch. 7.
- Wilson, E. B. (1927). Probable inference, the law of succession, and statistical
  inference. Journal of the American Statistical Association 22: 209-212.

Examples
--------
>>> r = annotator_versus_final([[8, 2], [1, 9]], ("yes", "no"), "A")
>>> r.n, round(r.classes[0].recall.value, 4), round(r.classes[0].precision.value, 4)
(20, 0.8889, 0.8)
>>> round(r.kappa.value, 4)
0.7

An annotator who never used c, which finally carries 5 items: F1(c) = 0 and macro F1 = 0.6,
as scikit-learn gives, not 0.9:

>>> round(annotator_versus_final([[10, 0, 5], [0, 10, 0], [0, 0, 0]], "abc", "B").macro_f1, 10)
0.6
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.annotator_scores import f1_interval, macro_f1_interval
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    TABLE_CONVENTIONS,
    Conventions,
    Estimate,
    undefined,
)
from adjudicator.core.stats.common.proportion import wilson_interval, wilson_words
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.pairs.pairwise import cohen_kappa, percent_agreement

#: F1's interval: Wilson's for the Jaccard index, mapped (``annotator_scores``)
F1_INTERVAL = QT_TRANSLATE_NOOP("Statistics", "95% CI = Wilson interval of TP/(TP+FP+FN), "
                                "mapped to F1 = 2J/(1+J)")


@dataclass(frozen=True, slots=True)
class ClassScores:
    """Recall, precision and F1 of one annotator for one class, against the final labels."""

    label: str
    support: int  # items whose final label is this class (among those the annotator labelled)
    predicted: int  # items the annotator put in this class
    hits: int  # items both
    recall: Estimate
    precision: Estimate
    f1: Estimate


@dataclass(frozen=True, slots=True)
class AnnotatorVersusFinal:
    """One annotator's agreement with the final labels."""

    annotator: str
    table: npt.NDArray[np.int64]  # annotator label (rows) x final label (columns)
    kappa: Estimate
    percent_agreement: Estimate
    classes: tuple[ClassScores, ...]

    @property
    def n(self) -> int:
        """Items the annotator labelled that have a final label."""
        return int(self.table.sum())

    def macro_f1_ci(self) -> tuple[float, float] | None:
        """Macro F1's seeded percentile bootstrap interval (``annotator_scores``)."""
        return macro_f1_interval(self.table)

    @property
    def macro_f1(self) -> float | None:
        """Mean F1 over every class with support, a class never used counting 0 (see the
        module); None when no item has a final label."""
        values = [c.f1.value for c in self.classes if c.support > 0 and c.f1.value is not None]
        return sum(values) / len(values) if values else None


@dataclass(frozen=True, slots=True)
class VersusFinal:
    """Every annotator against the final labels, and how many items had no final label."""

    annotators: tuple[AnnotatorVersusFinal, ...]
    unresolved: int  # items left out: no final label yet

    def of(self, annotator: str) -> AnnotatorVersusFinal:
        """The block of one annotator, by name."""
        for block in self.annotators:
            if block.annotator == annotator:
                return block
        raise KeyError(annotator)


def _proportion(metric: str, hits: int, n: int, reason: str) -> Estimate:
    """hits / n with its Wilson interval, or undefined with ``reason`` when n is 0."""
    if n == 0:
        return undefined(metric, reason)
    return Estimate(metric, hits / n, ci=wilson_interval(hits, n), n=n,
                    convention=wilson_words(0.95))


def _f1(hits: int, support: int, predicted: int, label: str) -> Estimate:
    """2 TP / (2 TP + FP + FN) = 2 TP / (support + predicted); undefined only for a class
    neither the final labels nor the annotator use."""
    if support + predicted == 0:
        return undefined("f1", Reason(reasons.F1_UNDEFINED, label=label))
    return Estimate("f1", 2 * hits / (support + predicted), n=support,
                    ci=f1_interval(hits, support, predicted), convention=F1_INTERVAL)


def class_scores(table: npt.NDArray[np.int64], j: int, label: str) -> ClassScores:
    """Recall, precision and F1 of class j from an annotator x final table."""
    hits, support, predicted = int(table[j, j]), int(table[:, j].sum()), int(table[j, :].sum())
    recall = _proportion("recall", hits, support,
                         Reason(reasons.RECALL_UNDEFINED, label=label))
    precision = _proportion("precision", hits, predicted,
                            Reason(reasons.PRECISION_UNDEFINED, label=label))
    return ClassScores(label, support, predicted, hits, recall, precision,
                       _f1(hits, support, predicted, label))


def annotator_versus_final(
    table: npt.ArrayLike, labels: Sequence[str], annotator: str, *,
    conventions: Conventions = TABLE_CONVENTIONS,
) -> AnnotatorVersusFinal:
    """One annotator against the final labels, from ``table[annotator label, final label]``."""
    t = np.asarray(table, dtype=np.int64)
    names = list(labels)
    return AnnotatorVersusFinal(
        annotator, t,
        cohen_kappa(t, conventions=conventions, labels=names),
        percent_agreement(t, conventions=conventions, labels=names),
        tuple(class_scores(t, j, names[j]) for j in range(t.shape[0])),
    )


def versus_final(
    final_by_annotator: npt.ArrayLike, labels: Sequence[str], annotators: Sequence[str],
    unresolved: int, *, conventions: Conventions = TABLE_CONVENTIONS,
) -> VersusFinal:
    """Every annotator against the final labels.

    ``final_by_annotator[r, f, c]`` counts items with final label f that annotator r labelled
    c: the layout the adjudication state keeps live (``AdjudicationState.counts.by_annotator``),
    so this costs O(r k²) after every decision, never a pass over the items.
    """
    cube = np.asarray(final_by_annotator, dtype=np.int64)
    blocks = tuple(annotator_versus_final(cube[r].T, labels, name, conventions=conventions)
                   for r, name in enumerate(annotators))
    return VersusFinal(blocks, int(unresolved))
