"""Does one annotator lean towards a class? Each pair's marginal homogeneity: Stuart–Maxwell's
test over all classes and McNemar's test per class, with the difference in how often each of
the two gave the class and its interval.

For annotators a and b over the n items both labelled, with n_ij the items a labelled i and b
labelled j, the marginal difference of class i is d_i = n_i. - n_.i. Stuart (1955) and Maxwell
(1970) test d = 0 (both give each class equally often) with

    χ² = d' S⁻¹ d,   S_ii = n_i. + n_.i - 2 n_ii,   S_ij = -(n_ij + n_ji)   (i ≠ j),

on the first k - 1 classes (the last difference is minus the sum of the others), with k - 1
degrees of freedom; a class neither annotator used is left out first (k counts the used ones).
When S is singular (for instance the two disagree on no item) the test is not given, with the
reason. Per class i, McNemar's (1947) statistic on the one-vs-rest table is
χ² = (b - c)² / (b + c) with b = n_i. - n_ii and c = n_.i - n_ii, one degree of freedom. The
difference in shares p_a(i) - p_b(i) = (b - c)/n has the paired Wald interval
(b - c)/n ± z·sqrt(b + c - (b - c)²/n)/n (Agresti 2013, §11.1.2), which the Estimate reports as
not estimable when it has width 0.

References
----------
- Agresti, A. (2013). Categorical Data Analysis, 3rd ed. Wiley, §11.1-11.2.
- Maxwell, A. E. (1970). Comparing the classification of subjects by two independent judges.
  British Journal of Psychiatry 116: 651-655.
- McNemar, Q. (1947). Note on the sampling error of the difference between correlated
  proportions or percentages. Psychometrika 12: 153-157.
- Stuart, A. (1955). A test for homogeneity of the marginal distributions in a two-way
  classification. Biometrika 42: 412-416.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.quality.chi_square import chi2_upper
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.pairs.crowd_pairs import (
    MIN_SHARED_ITEMS,
    OmittedPairs,
    crowd_pairs,
    is_crowd,
)
from adjudicator.core.tables import Table, confusion_matrix

SINGULAR = QT_TRANSLATE_NOOP("Reasons", "the two annotators' disagreements do not determine "
                                        "the test (its covariance matrix is singular), so "
                                        "Stuart–Maxwell's χ² is not given")
FEWER_THAN_TWO = QT_TRANSLATE_NOOP("Reasons", "fewer than two classes were used, so there is "
                                              "no marginal difference to test")
NO_DISCORDANT = QT_TRANSLATE_NOOP("Reasons", "no item where exactly one of the two gave "
                                             "{label}, so McNemar's test is not given")


@dataclass(frozen=True, slots=True)
class ClassLean:
    """One class: ``difference`` = share a gave it minus share b gave it (with interval), and
    McNemar's χ² and p."""

    label: str
    difference: Estimate
    mcnemar: Estimate

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "difference": self.difference.to_dict(),
                "mcnemar": self.mcnemar.to_dict()}


@dataclass(frozen=True, slots=True)
class PairHomogeneity:
    """Stuart–Maxwell over every class, and McNemar per class, for one pair."""

    annotators: tuple[str, str]
    n: int
    stuart_maxwell: Estimate
    classes: tuple[ClassLean, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"annotators": list(self.annotators), "n": self.n,
                "stuart_maxwell": self.stuart_maxwell.to_dict(),
                "classes": [c.to_dict() for c in self.classes]}


def stuart_maxwell(table: npt.ArrayLike) -> Estimate:
    """Stuart–Maxwell's χ² (``value``) with ``df`` and ``p`` in the extras (module doc)."""
    t = np.asarray(table, dtype=np.float64)
    used = (t.sum(axis=0) + t.sum(axis=1)) > 0
    t = t[np.ix_(used, used)]
    n = int(t.sum())
    k = t.shape[0]
    if k < 2:
        return undefined("stuart_maxwell", Reason(FEWER_THAN_TWO), n=n)
    d = (t.sum(axis=1) - t.sum(axis=0))[:-1]
    s = -(t + t.T)
    np.fill_diagonal(s, t.sum(axis=1) + t.sum(axis=0) - 2 * np.diag(t))
    s = s[:-1, :-1]
    if abs(np.linalg.det(s)) < 1e-9 or np.linalg.matrix_rank(s) < k - 1:
        return undefined("stuart_maxwell", Reason(SINGULAR), n=n)
    chi2 = float(d @ np.linalg.solve(s, d))
    return Estimate("stuart_maxwell", chi2, n=n,
                    extras={"df": k - 1, "p": chi2_upper(chi2, k - 1)})


def class_lean(table: npt.ArrayLike, j: int, label: str, level: float = 0.95) -> ClassLean:
    """McNemar's test and the paired difference in shares for class j (module doc)."""
    t = np.asarray(table, dtype=np.int64)
    n = int(t.sum())
    b = int(t[j, :].sum() - t[j, j])
    c = int(t[:, j].sum() - t[j, j])
    if n == 0:
        none = undefined("difference", Reason(FEWER_THAN_TWO))
        return ClassLean(label, none, none)
    z = two_sided_critical(level, None)
    diff = (b - c) / n
    half = z * np.sqrt(max(b + c - (b - c) ** 2 / n, 0.0)) / n
    difference = Estimate("share_difference", diff, ci=(diff - half, diff + half), n=n,
                          extras={"a_only": b, "b_only": c})
    if b + c == 0:
        mcnemar = undefined("mcnemar", Reason(NO_DISCORDANT, label=label), n=n)
    else:
        chi2 = (b - c) ** 2 / (b + c)
        mcnemar = Estimate("mcnemar", chi2, n=n, extras={"df": 1, "p": chi2_upper(chi2, 1)})
    return ClassLean(label, difference, mcnemar)


def pair_homogeneity(codes: npt.ArrayLike, labels: Sequence[str],
                     annotators: Sequence[str],
                     min_shared: int = MIN_SHARED_ITEMS) -> list[PairHomogeneity]:
    """Every pair of annotator columns of ``codes`` (items x annotators, -1 missing); in a
    crowd (``is_crowd``) only the pairs sharing at least ``min_shared`` items, as the pair
    list of ``agree`` (``crowd_homogeneity`` also counts the others)."""
    return crowd_homogeneity(codes, labels, annotators, min_shared)[0]


def crowd_homogeneity(codes: npt.ArrayLike, labels: Sequence[str], annotators: Sequence[str],
                      min_shared: int = MIN_SHARED_ITEMS
                      ) -> tuple[list[PairHomogeneity], OmittedPairs | None]:
    """``pair_homogeneity`` and, for a crowd, what it leaves out (None: every pair is there).

    A crowd's pairs (819 annotators: 334,971) mostly share no item or a handful, where no
    test could say anything; their tables are counted from the judgments at once
    (``crowd_pairs``), not by a pass over every item per pair."""
    c = np.asarray(codes)
    k = len(labels)
    found: Iterable[tuple[tuple[int, int], Table]]
    if is_crowd(c.shape[1]):
        crowd = crowd_pairs(c, k, min_shared)
        found = zip(crowd.pairs, crowd.tables, strict=True)
        omitted: OmittedPairs | None = crowd.omitted
    else:
        c = np.asarray(c, dtype=np.int64)
        found = (((a, b), confusion_matrix(c[:, a], c[:, b], k))
                 for a in range(c.shape[1]) for b in range(a + 1, c.shape[1]))
        omitted = None
    out = [PairHomogeneity((annotators[a], annotators[b]), int(table.sum()),
                           stuart_maxwell(table),
                           tuple(class_lean(table, j, labels[j]) for j in range(k)))
           for (a, b), table in found]
    return out, omitted
