"""What-if: merge two classes, or change the weights, and see every coefficient beside the
original.

Both changes act on a pair's confusion matrix (the statistics are functions of it): merging
classes a and b adds row b to row a and column b to column a; new weights re-run the pair's
summary with another weighting scheme. The coefficients are the core's ``summarize_table`` on
the changed table, so the appendix and the main tables come from the same code.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.weights import SCHEMES
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize_table
from adjudicator.core.stats.summaries.summary_model import PairSummary

#: a weighted coefficient -> the unweighted one it equals under identity weights
UNWEIGHTED_OF = {"cohen_kappa_weighted": "cohen_kappa", "gwet_ac2": "gwet_ac1"}


@dataclass(frozen=True)
class WhatIf:
    """One change to one pair: the coefficients before and after."""

    description: str
    annotators: tuple[str, str]
    original: dict[str, Estimate]
    changed: dict[str, Estimate]
    merged: tuple[str, str] | None = None  # the two classes counted as one
    scheme: str | None = None  # the other weights


def merge_classes(pair: PairSummary, a: str, b: str,
                  options: AgreementOptions | None = None) -> WhatIf:
    """Classes a and b counted as one (named "a+b")."""
    labels = list(pair.labels)
    for lab in (a, b):
        if lab not in labels:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no class {label} to merge"),
                             expected=", ".join(labels),
                             args={"label": repr(lab)})
    if a == b:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "merging a class with itself changes nothing"),
                         expected=QT_TRANSLATE_NOOP("Errors", "two different classes"))
    i, j = labels.index(a), labels.index(b)
    t = pair.table.astype(np.int64).copy()
    t[i, :] += t[j, :]
    t[:, i] += t[:, j]
    keep = [x for x in range(len(labels)) if x != j]
    merged = t[np.ix_(keep, keep)]
    names = [f"{a}+{b}" if x == i else labels[x] for x in keep]
    opts = options or AgreementOptions()
    changed = summarize_table(merged, names, pair.annotators, replace(opts, labels=None))
    return WhatIf(f"{a} + {b}", pair.annotators, pair.coefficients, changed.coefficients,
                  merged=(a, b))


def change_weights(pair: PairSummary, scheme: str,
                   options: AgreementOptions | None = None) -> WhatIf:
    """The pair's coefficients under another weighting scheme (``quadratic``, ``linear``...).

    A weighted coefficient the original has not (it was unweighted) is put beside its value
    under identity weights, which is the unweighted one: weighted κ with w = I is Cohen's κ
    (Cohen 1968), AC2 with w = I is AC1 (Gwet 2014, ch. 3); so every row has both sides.
    """
    if scheme not in SCHEMES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown weights {weights}"),
                         expected=", ".join(SCHEMES),
                         args={"weights": repr(scheme)})
    opts = replace(options or AgreementOptions(), weights=scheme, labels=None)
    changed = summarize_table(pair.table, list(pair.labels), pair.annotators, opts)
    original = dict(pair.coefficients)
    for weighted, unweighted in UNWEIGHTED_OF.items():
        if weighted not in original and unweighted in original:
            original[weighted] = original[unweighted]
    return WhatIf(f"weights = {scheme}", pair.annotators, original, changed.coefficients,
                  scheme=scheme)
