"""What a weighting scheme measures the distance between two categories on: values or ranks.

Gwet (2014), *Handbook of Inter-Rater Reliability*, 4th ed., ch. 3, defines the linear,
quadratic, radical, ratio, circular and bipolar weights on the *category values* x_1 < ... <
x_k (irrCAC does the same, statsmodels' ``cohens_kappa(wt=..., weights=scores)`` too), so
labels 0, 1, 2, 5, 10 put 10 twice as far from 5 as 5 is from 0. Labels that are names (low,
mid, high) have no values: their ranks 1..k are used, the convention of scikit-learn's
``cohen_kappa_score`` and R irr, which may also be asked for by name (``"ranks"``). Gwet's
ordinal weights are defined on ranks whatever the labels, and ratio weights need positive
values; in both cases the ranks are used and the note says why. A user matrix is used as given.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.reasons import Reason

#: each weighted coefficient and its unweighted twin (equal when the weights are the identity)
TWINS = {"cohen_kappa_weighted": "cohen_kappa", "gwet_ac2": "gwet_ac1"}


@dataclass(frozen=True)
class WeightBasis:
    """The values the weights are computed on (None: ranks 1..k) and the words for it."""

    on: str  # "values" or "ranks" ("matrix" for a user matrix)
    values: list[float] | None
    note: str | None = None
    scheme: str | None = None  # the scheme's name (None for a user matrix)

    def extras(self) -> dict[str, Any]:
        """The keys a weighted estimate carries in JSON: ``weights`` (the scheme's name),
        ``weights_on`` and its note."""
        out: dict[str, Any] = {"weights_on": self.on}
        if self.scheme:
            out["weights"] = self.scheme
        if self.note:
            out["weights_on_note"] = self.note
        return out


def label_values(labels: Sequence[str]) -> list[float] | None:
    """Labels as numbers when all are finite, strictly increasing numbers, else None
    (interval / ratio α and the weights use them)."""
    try:
        values = [float(x) for x in labels]
    except ValueError:
        return None
    if not all(math.isfinite(v) for v in values):
        return None
    return values if all(b > a for a, b in pairwise(values)) else None


def weight_basis(scheme: object, labels: list[str], request: str = "auto") -> WeightBasis:
    """Where the weights of ``scheme`` go for these labels under ``request`` (auto, values,
    ranks); refuses "values" for labels that are not increasing numbers."""
    if not isinstance(scheme, str):
        return WeightBasis("matrix", None)
    values = label_values(labels)
    if request == "values" and values is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "weights on label values need labels that "
                                           "are numbers in increasing order"),
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "numeric labels such as 0, 1, 2, 5, 10"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Use weights_on 'ranks' (or 'auto') "
                                                "for labels that are names"))
    if request == "ranks" or values is None:
        why = None if request == "ranks" else "the labels are not numbers"
        return WeightBasis("ranks", None, why, scheme)
    if scheme == "ordinal":
        return WeightBasis("ranks", None, "Gwet's ordinal weights are defined on ranks", scheme)
    if scheme == "ratio" and values[0] <= 0:
        return WeightBasis("ranks", None, "ratio weights need positive label values", scheme)
    return WeightBasis("values", values, None, scheme)


def tag(coefficients: dict[str, Estimate], basis: WeightBasis, weighted: bool = True) -> None:
    """Mark the weighted estimates of ``coefficients`` with what their weights were put on.

    When weights were asked for (``weighted``) but reduce to the identity (always so with two
    categories) the weighted keys are kept: the unweighted twin under the weighted name, with
    ``weights_note`` saying why they are equal, so no key vanishes without a word.
    """
    for key, twin in TWINS.items():
        est = coefficients.get(key)
        if est is None and weighted and twin in coefficients:
            est = coefficients[twin]
            note = {"weights_note": Reason(reasons.WEIGHTS_IDENTITY)} if est.defined else {}
            est = replace(est, metric=key, extras={**est.extras, **note})
        if est is not None:
            coefficients[key] = replace(est, extras={**est.extras, **basis.extras()})
