"""Agreement on multi-label items: each rater gives each item a SET of labels.

Representation: ``sets`` is a boolean array (units x raters x labels), ``sets[i, r, j]`` true
when rater r put label j on unit i; ``rated`` (units x raters, default all true) says which
raters rated which units (a rated empty set is "no label", an unrated one is missing).

- ``sets_from_lists(rows, labels) -> (sets, rated)``: from per-unit lists of per-rater label
  collections (None = not rated).
- ``label_codes(sets, rated=None)``: per-label binary codes (labels x units x raters; -1 = not
  rated).
- ``per_label_kappa(sets, rated=None, *, statistic=None, labels=None) -> list[Estimate]``:
  the binary coefficient of each label, present vs absent; default Conger's kappa, which is
  Cohen's kappa for two raters (Fleiss' would be Scott's pi). ``extras["support"]`` = number of
  times the label was given.
- ``macro_average(estimates)`` (mean over labels whose kappa is defined) and
  ``support_weighted_average(estimates)`` (weights = support), undefined labels listed.
- ``exact_set_kappa(sets, rated=None, *, statistic=None)``: every distinct set is a category.
- ``mean_jaccard(sets, a, b, rated=None)``: mean |A & B| / |A | B| over units both rated; two
  empty sets agree fully (J = 1). SE = SD / sqrt(n) under the chosen convention.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    TABLE_CONVENTIONS,
    Conventions,
    Estimate,
    undefined,
)
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multirater_common import describe, finish, gwet_se

BoolArray = npt.NDArray[np.bool_]
CodesStatistic = Callable[[Codes, int], Estimate]


def sets_from_lists(
    rows: Sequence[Sequence[Iterable[object] | None]], labels: Sequence[object]
) -> tuple[BoolArray, BoolArray]:
    """(sets, rated) from rows of per-rater label collections; None = rater did not rate."""
    index = {lab: j for j, lab in enumerate(labels)}
    width = max((len(r) for r in rows), default=0)
    sets = np.zeros((len(rows), width, len(labels)), dtype=bool)
    rated = np.zeros((len(rows), width), dtype=bool)
    for i, row in enumerate(rows):
        for r, chosen in enumerate(row):
            if chosen is None:
                continue
            rated[i, r] = True
            for lab in chosen:
                if lab not in index:
                    raise KeyError(lab)
                sets[i, r, index[lab]] = True
    return sets, rated


def label_codes(sets: npt.ArrayLike, rated: npt.ArrayLike | None = None) -> Codes:
    """labels x units x raters binary codes: 1 label given, 0 not given, -1 unit not rated."""
    s, ok = _validate(sets, rated)
    codes = np.moveaxis(s, 2, 0).astype(np.int64)
    codes[:, ~ok] = -1
    return codes


def per_label_kappa(
    sets: npt.ArrayLike,
    rated: npt.ArrayLike | None = None,
    *,
    statistic: CodesStatistic | None = None,
    labels: Sequence[str] | None = None,
) -> list[Estimate]:
    """The binary agreement coefficient of each label (present / absent), with its support."""
    stat = statistic or _conger
    codes = label_codes(sets, rated)
    out = []
    for j, binary in enumerate(codes):
        name = labels[j] if labels else f"label {j}"
        est = stat(binary, 2)
        extras = {**est.extras, "label": name, "support": int((binary == 1).sum())}
        out.append(Estimate(est.metric, est.value, se=est.se, ci=est.ci, n=est.n,
                            convention=est.convention, reason=est.reason, extras=extras))
    return out


def macro_average(estimates: Sequence[Estimate]) -> Estimate:
    """Unweighted mean of the per-label values that are defined; undefined labels listed."""
    return _average(estimates, np.ones(len(estimates)), "macro")


def support_weighted_average(estimates: Sequence[Estimate]) -> Estimate:
    """Mean of the defined per-label values weighted by each label's support."""
    weights = np.array([float(e.extras.get("support", 0)) for e in estimates])
    return _average(estimates, weights, "support_weighted")


def exact_set_kappa(
    sets: npt.ArrayLike,
    rated: npt.ArrayLike | None = None,
    *,
    statistic: CodesStatistic | None = None,
) -> Estimate:
    """Agreement on whole label sets: each distinct set observed is one category."""
    s, ok = _validate(sets, rated)
    n, r, n_labels = s.shape
    flat = s.reshape(n * r, n_labels)
    seen = ok.ravel()
    distinct, inverse = np.unique(flat[seen], axis=0, return_inverse=True)
    codes = np.full(n * r, -1, dtype=np.int64)
    codes[seen] = inverse.ravel()
    codes = codes.reshape(n, r)
    est = (statistic or _conger)(codes, max(distinct.shape[0], 1))
    return Estimate(est.metric, est.value, se=est.se, ci=est.ci, n=est.n,
                    convention=est.convention, reason=est.reason,
                    extras={**est.extras, "n_distinct_sets": int(distinct.shape[0])})


def mean_jaccard(
    sets: npt.ArrayLike,
    a: int,
    b: int,
    rated: npt.ArrayLike | None = None,
    *,
    conventions: Conventions = TABLE_CONVENTIONS,
) -> Estimate:
    """Mean Jaccard similarity of raters a and b over the units both rated (empty/empty = 1)."""
    s, ok = _validate(sets, rated)
    both = ok[:, a] & ok[:, b]
    x, y = s[both, a], s[both, b]
    n = int(both.sum())
    if n == 0:
        return undefined("mean_jaccard", Reason(reasons.NO_UNIT_BOTH_RATED))
    inter = (x & y).sum(axis=1)
    union = (x | y).sum(axis=1)
    j = np.where(union > 0, inter / np.maximum(union, 1), 1.0)
    value = float(j.mean())
    se = gwet_se(j - value, n, conventions, 0.0)
    extras = {"n_both_empty": int((union == 0).sum())}
    return finish("mean_jaccard", value, se, n=n, df=n - 1, conventions=conventions,
                  convention=describe("SE = SD / sqrt(n) of per-unit Jaccard", conventions, 0.0),
                  extras=extras)


def _conger(codes: Codes, k: int) -> Estimate:
    """Default binary statistic: Conger's kappa (Cohen's for two raters)."""
    return conger_kappa(codes, k)


def _average(estimates: Sequence[Estimate], weights: npt.NDArray[np.float64],
             kind: str) -> Estimate:
    """Weighted mean of defined values, naming the labels left out."""
    ok = np.array([e.value is not None for e in estimates], dtype=bool)
    missing = [str(e.extras.get("label", i)) for i, e in enumerate(estimates) if e.value is None]
    metric = f"{kind}_kappa"
    w = weights[ok]
    if not ok.any() or w.sum() <= 0:
        return undefined(metric, Reason(reasons.NO_LABEL_DEFINED), undefined_labels=missing)
    vals = np.array([e.value for e in estimates if e.value is not None], dtype=np.float64)
    value = float((vals * w).sum() / w.sum())
    return Estimate(metric, value, n=int(ok.sum()), convention=f"{kind} mean over labels",
                    extras={"n_labels": len(estimates), "undefined_labels": missing})


def _validate(sets: npt.ArrayLike, rated: npt.ArrayLike | None) -> tuple[BoolArray, BoolArray]:
    """Check shapes: sets (units x raters x labels) and rated (units x raters)."""
    s = np.asarray(sets, dtype=bool)
    if s.ndim != 3:
        raise ValueError("sets must be a (units x raters x labels) boolean array")
    ok = np.ones(s.shape[:2], dtype=bool) if rated is None else np.asarray(rated, dtype=bool)
    if ok.shape != s.shape[:2]:
        raise ValueError("rated must be a (units x raters) boolean array")
    return s & ok[:, :, None], ok
