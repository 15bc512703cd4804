"""Krippendorff's alpha for any number of raters, missing data and unequal raters per unit.

Public functions (signatures are a contract for the report and ``agree()``):

- ``coincidence_matrix(codes, k) -> (k x k float, n_unpairable_units)``
- ``krippendorff_alpha(codes, k, *, level="nominal", values=None, weights=None,
  se_method="raw", conventions=GWET_CONVENTIONS, labels=None, population=None) -> Estimate``
- ``krippendorff_alpha_from_counts(counts, *, ...)``: the same from a units x k count matrix
  (Fleiss layout); ``se_method="distribution"`` gives Gwet's distribution-of-raters variance.
- ``krippendorff_alpha_from_table(table, level="nominal", values=None, *, weights=None,
  se_method="table", ...)``: two raters from their k x k confusion matrix.
- ``disagreement_matrix(level, k, margins, values=None, weights=None)``: the metric d.

alpha = 1 - D_o / D_e = 1 - (n.. - 1) sum_ck o_ck d_ck / sum_ck n_c n_k d_ck, with o the
coincidence matrix, n_c its margins and d the level's squared difference (Krippendorff 2011,
"Computing Krippendorff's alpha-reliability"): nominal 1[c != k]; ordinal
(sum_{g=c..k} n_g - (n_c + n_k)/2)^2 on the category ranks (NOT Gwet's ordinal weights);
interval (v_c - v_k)^2; ratio ((v_c - v_k)/(v_c + v_k))^2 on ``values`` (default 1..k).
``weights`` (a k x k agreement matrix W, e.g. Gwet 2014 ch. 3) gives d = 1 - W instead.

Gwet's percent agreement and chance agreement are reported as extras: with W = 1 - d / max d,
pa = (1 - e) pa' + e, e = 1/n.., and pe = pi' W pi, so alpha = (pa - pe) / (1 - pe).

References
----------
- Krippendorff, K. (2011). Computing Krippendorff's alpha-reliability. Annenberg School for
  Communication, University of Pennsylvania, departmental paper 43.
- Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed., ch. 5-6 (the variances).

Examples
--------
Krippendorff's (2011) worked example C (4 observers, 12 units, values 1..5 coded 0..4,
-1 = missing), published as alpha = 0.743 nominal, 0.815 ordinal, 0.849 interval and 0.797
ratio:

>>> import numpy as np
>>> c = np.array([[0, 0, -1, 0], [1, 1, 2, 1], [2, 2, 2, 2], [2, 2, 2, 2], [1, 1, 1, 1],
...               [0, 1, 2, 3], [3, 3, 3, 3], [0, 0, 1, 0], [1, 1, 1, 1], [-1, 4, 4, 4],
...               [-1, -1, 0, 0], [-1, 2, -1, -1]])
>>> levels = ("nominal", "ordinal", "interval", "ratio")
>>> [round(krippendorff_alpha(c, 5, level=lv).value, 3) for lv in levels]
[0.743, 0.815, 0.849, 0.797]
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict, Unpack

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.labels import Codes
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    GWET_CONVENTIONS,
    Conventions,
    Estimate,
    undefined,
)
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.krippendorff_variance import (
    PairableUnits,
    alpha_variance_terms,
    table_alpha_se,
)
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    as_counts,
    as_weights,
    describe,
    finish,
    freq_or_ones,
    gwet_se,
    merge_rows,
    only_category_reason,
    population_fraction,
    unit_patterns,
)

Level = Literal["nominal", "ordinal", "interval", "ratio"]
#: the units the raw-data interval counts: every unit with a rating (R irrCAC
#: ``krippen.alpha.raw``, the default) or only the pairable ones (Python irrCAC 0.4.4)
DfUnits = Literal["rated", "pairable"]
AlphaSeMethod = Literal["raw", "distribution", "table", "none"]
_METRIC = "krippendorff_alpha"


def coincidence_matrix(codes: Codes, k: int) -> tuple[FloatArray, int]:
    """Krippendorff's k x k coincidence matrix and the number of unpairable units.

    o_ck = sum_u (x_uc x_uk - [c = k] x_uc) / (m_u - 1) over units with m_u >= 2 values; this
    is the pair count of all ordered value pairs within units, computed as X' D X with
    D = diag(f_u/(m_u - 1)) over the distinct unit patterns u (f_u units each): one pass over
    the codes and one small product, instead of a bincount over the m_u (m_u - 1) pairs of
    every unit.
    """
    patterns, freq = unit_patterns(codes, k)
    m = patterns.sum(axis=1)
    o, _ = _coincidences(_pairable(patterns, freq, m))
    return o, int(freq[m == 1].sum())


class AlphaOptions(TypedDict, total=False):
    """The keywords of ``krippendorff_alpha_from_counts`` (and their defaults) but ``freq``."""

    level: Level  # "nominal"
    values: npt.ArrayLike | None  # the category values of interval / ratio (1..k)
    weights: str | npt.ArrayLike | None  # a k x k agreement matrix W instead: d = 1 - W
    se_method: AlphaSeMethod  # "raw"
    conventions: Conventions  # GWET_CONVENTIONS
    labels: list[str] | None  # category names, only for the reasons
    population: float | None  # N for the finite-population factor 1 - n/N
    df_units: DfUnits  # "rated": t(units with a rating - 1), as R irrCAC; "pairable"


def krippendorff_alpha(codes: Codes, k: int, **opts: Unpack[AlphaOptions]) -> Estimate:
    """Krippendorff's alpha from a units x raters code matrix (-1 = missing).

    Units with fewer than two values are unpairable: excluded and counted in
    ``extras["n_unpairable_units"]``. Units with equal category counts are merged first
    (``unit_patterns``), so the work after one pass over the codes does not grow with n.
    ``se_method="raw"`` is Gwet's (2014) raw-data linearised variance as R irrCAC
    ``krippen.alpha.raw`` computes it, df = units with a rating - 1.
    """
    patterns, freq = unit_patterns(codes, k)
    return krippendorff_alpha_from_counts(patterns, freq=freq, **opts)


def krippendorff_alpha_from_counts(
    counts: npt.ArrayLike,
    *,
    level: Level = "nominal",
    values: npt.ArrayLike | None = None,
    weights: str | npt.ArrayLike | None = None,
    se_method: AlphaSeMethod = "raw",
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
    freq: npt.ArrayLike | None = None,
    df_units: DfUnits = "rated",
) -> Estimate:
    """Krippendorff's alpha from a units x k count matrix (how many raters chose each category).

    ``freq`` (optional) gives each row a multiplicity, as if it were repeated; the bootstrap
    and the two-rater table form use it. ``se_method``: "raw" (Gwet 2014 raw-data variance,
    irrCAC ``CAC.krippendorff``), "distribution" (Gwet's distribution-of-raters variance,
    R irrCAC ``krippen.alpha.dist``) or "none".
    """
    x = as_counts(counts)
    if freq is None and (merged := merge_rows(x)) is not None:
        x, freq = merged
    f = freq_or_ones(freq, x.shape[0])
    k = x.shape[1]
    m = x.sum(axis=1)
    n_unpairable = int(f[m == 1].sum())
    base: dict[str, Any] = {
        "n_unpairable_units": n_unpairable,
        "level": level if weights is None else "weighted",
    }
    units = _pairable(x, f, m)
    if units.r.size == 0:
        return undefined(_METRIC, Reason(reasons.NO_UNIT_PAIRABLE), **base)
    o, margins = _coincidences(units)
    delta = disagreement_matrix(level, k, margins, values, weights)
    d_e = float(margins @ delta @ margins)
    if d_e <= 0:
        reason = only_category_reason(margins, labels, _METRIC, expected=True, every=f @ x)
        return undefined(_METRIC, reason, n=int(units.f.sum()), **base)
    n_vals = float(margins.sum())
    value = 1.0 - (n_vals - 1.0) * float((o * delta).sum()) / d_e
    return _with_se(value, units, delta, se_method, conventions, population, base, df_units)


def krippendorff_alpha_from_table(
    table: npt.ArrayLike,
    level: Level = "nominal",
    values: npt.ArrayLike | None = None,
    *,
    weights: str | npt.ArrayLike | None = None,
    se_method: AlphaSeMethod = "table",
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """Krippendorff's alpha for two raters from their k x k confusion matrix.

    ``se_method="table"``: Gwet's (2014) contingency-table variance (irrCAC
    ``CAA.krippendorff``); ``"raw"``: the raw-data variance on the items the table stands for
    (Stata kappaetc / irrCAC raw), computed on the k^2 cells with their counts as weights.
    """
    t = as_counts(table)
    k = t.shape[0]
    if t.shape != (k, k):
        raise ValueError("table must be square (k x k)")
    rows, cols = np.divmod(np.arange(k * k), k)
    cells = np.zeros((k * k, k), dtype=np.int64)
    np.add.at(cells, (np.arange(k * k), rows), 1)
    np.add.at(cells, (np.arange(k * k), cols), 1)
    freq = t.ravel()
    table_se = se_method == "table"  # then the value here, the table variance below
    est = krippendorff_alpha_from_counts(
        cells, level=level, values=values, weights=weights,
        se_method="none" if table_se else se_method, conventions=conventions, labels=labels,
        population=None if table_se else population, freq=freq,
    )
    if not table_se or est.value is None:
        return est
    delta = disagreement_matrix(level, k, t.sum(axis=0) + t.sum(axis=1), values, weights)
    n = int(freq.sum())
    fpc = population_fraction(n, population)
    se = table_alpha_se(t, 1.0 - delta / float(delta.max()), n, fpc, conventions.se_divisor)
    method = TABLE_VARIANCE
    extras = {key: val for key, val in est.extras.items() if key != "se_note"}
    return finish(_METRIC, est.value, se, n=n, df=n - 1, conventions=conventions,
                  convention=describe(method, conventions, fpc), extras=extras)


#: the convention text's name of the two-rater table variance (``table_alpha_se``)
TABLE_VARIANCE = QT_TRANSLATE_NOOP("Statistics", "Gwet (2014) contingency-table variance")


def _pairable(x: IntArray, f: IntArray, m: IntArray) -> PairableUnits:
    """The units with two or more values, as float arrays (one conversion for all uses)."""
    keep = m >= 2
    if not keep.all():
        x, f, m = x[keep], f[keep], m[keep]
    return PairableUnits(x.astype(np.float64), f.astype(np.float64), m.astype(np.float64))


def _coincidences(units: PairableUnits) -> tuple[FloatArray, IntArray]:
    """Coincidence matrix X' diag(f/(m-1)) X - diag(sum f x/(m-1)) and its integer margins."""
    xf = units.x
    scale = units.f / (units.r - 1.0)
    o = xf.T @ (xf * scale[:, None])
    o[np.diag_indices_from(o)] -= scale @ xf
    margins = np.rint(units.f @ xf).astype(np.int64)
    return o, margins


def disagreement_matrix(
    level: Level,
    k: int,
    margins: IntArray,
    values: npt.ArrayLike | None = None,
    weights: str | npt.ArrayLike | None = None,
) -> FloatArray:
    """k x k squared-difference (disagreement) matrix of the level, or 1 - W for weights.

    ``margins`` (the coincidence margins n_c) matter only for the ordinal metric.
    """
    if weights is not None:
        return 1.0 - as_weights(weights, k, values)
    if level == "nominal":
        nominal: FloatArray = 1.0 - np.eye(k)
        return nominal
    if level == "ordinal":
        return _ordinal_delta(margins)
    v = np.arange(1.0, k + 1.0) if values is None else np.asarray(values, dtype=np.float64)
    if v.shape != (k,):
        raise ValueError(f"values must give one number per category ({k})")
    diff: FloatArray = np.subtract.outer(v, v)
    if level == "interval":
        return diff * diff
    if level == "ratio":
        total: FloatArray = np.add.outer(v, v)
        ratio: FloatArray = np.divide(diff, total, out=np.zeros_like(diff), where=total != 0)
        return ratio * ratio
    raise ValueError(f"unknown level {level!r}: nominal, ordinal, interval or ratio")


def _ordinal_delta(margins: IntArray) -> FloatArray:
    """Krippendorff's ordinal metric: (sum_{g=c..k} n_g - (n_c + n_k)/2)^2 on category ranks."""
    n = margins.astype(np.float64)
    cum = np.concatenate([[0.0], np.cumsum(n)])
    lo = np.minimum.outer(np.arange(n.size), np.arange(n.size))
    hi = np.maximum.outer(np.arange(n.size), np.arange(n.size))
    span: FloatArray = cum[hi + 1] - cum[lo] - np.add.outer(n, n) / 2.0
    out: FloatArray = span * span
    out[np.diag_indices_from(out)] = 0.0
    return out


def _with_se(
    value: float,
    units: PairableUnits,
    delta: FloatArray,
    se_method: AlphaSeMethod,
    conventions: Conventions,
    population: float | None,
    base: dict[str, Any],
    df_units: DfUnits = "rated",
) -> Estimate:
    """Attach Gwet's pa, pe and the chosen variance to a computed alpha.

    The variance sums over the n pairable units; the raw-data interval's t quantile and the
    finite-population fraction use n0, every unit with a rating (R irrCAC
    ``krippen.alpha.raw``: t(n0 - 1) and f = n0 / N; its published 0.74342, SE 0.14548,
    interval (0.423, 1) on cac.raw4raters, where n = 11 and n0 = 12).
    """
    top = float(delta.max())
    w = 1.0 - delta / top
    terms = alpha_variance_terms(units, w, se_method)
    n = int(units.f.sum())
    rated = se_method == "raw" and df_units == "rated"
    n0 = n + int(base["n_unpairable_units"]) if rated else n
    fpc = population_fraction(n0, population)
    extras = {**base, "pa": terms.pa, "pe": terms.pe, "n_pairable_values": terms.n_values}
    se = None if terms.deviations is None else gwet_se(terms.deviations, n, conventions, fpc)
    if se_method == "none":
        extras["se_note"] = Reason(reasons.NO_SE_REQUESTED)
    names = {"raw": QT_TRANSLATE_NOOP("Statistics", "Gwet (2014) raw-data variance"),
             "distribution": QT_TRANSLATE_NOOP("Statistics",
                                               "Gwet (2014) distribution-of-raters variance"),
             "none": QT_TRANSLATE_NOOP("Statistics", "no standard error")}
    method = names.get(se_method, se_method)
    return finish(_METRIC, value, se, n=n, df=n0 - 1, conventions=conventions,
                  convention=describe(method, conventions, fpc), extras=extras)
