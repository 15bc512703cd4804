"""Conger's (1980) kappa for many raters, with Gwet's (2014) raw-data variance.

Conger, A. J. (1980). Integration and generalization of kappas for multiple raters.
Psychological Bulletin 88: 322-328. Chance agreement is the mean of the r (r - 1) / 2 Cohen
chance agreements of rater pairs: with p_gk the share of rater g's ratings in category k,
p̄_k their mean over raters and s2_kl their covariance across raters,

    pe = sum_kl w_kl (p̄_k p̄_l - s2_kl / r),   kappa = (pa - pe) / (1 - pe),

pa being Fleiss' observed agreement. Each rater's distribution uses every rating that rater
gave (units rated by one rater only stay in it: 0.657 on Gwet's ben_gerry, not 0.656 from
complete pairs). For two raters and complete data this is Cohen's kappa. The variance is
Gwet's (2014, ch. 5; R irrCAC ``conger.kappa.raw``): pe_i = sum_g lambda_ig / (r (r - 1)),
lambda_ig = (n / n_g) sum_k (r p̄_k - p_gk) sum_l w_kl (d_igl - (e_ig - n_g / n) p_gl).
Raters who rated nothing are left out and counted in ``extras["raters_without_ratings"]``.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    GWET_CONVENTIONS,
    Conventions,
    Estimate,
    undefined,
)
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    as_weights,
    describe,
    finish,
    gwet_se,
    near_one,
    only_category_reason,
    population_fraction,
    unit_pattern_index,
)
from adjudicator.core.stats.many_raters.multirater_variance import RAW_METHOD, unit_agreement

_METRIC = "conger_kappa"


def conger_kappa(
    codes: Codes,
    k: int,
    *,
    weights: str | npt.ArrayLike | None = None,
    values: npt.ArrayLike | None = None,
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """Conger's kappa (weighted when ``weights`` is given) from units x raters codes (-1 = gap)."""
    codes = np.asarray(codes, dtype=np.int64)
    w = as_weights(weights, k, values)
    rated = codes >= 0
    units, raters = rated.any(axis=1), rated.any(axis=0)
    silent = int(np.count_nonzero(~raters))
    if not (units.all() and raters.all()):  # a copy only when a unit or a rater has no rating
        codes = codes[units][:, raters]
    base = {"raters_without_ratings": silent}
    if codes.shape[1] < 2:
        return undefined(_METRIC, Reason(reasons.FEWER_THAN_TWO_RATERS), **base)
    patterns, freq, inverse = unit_pattern_index(codes, k)
    ua = unit_agreement(patterns, w, freq)
    if ua is None:
        return undefined(_METRIC, Reason(reasons.NO_UNIT_TWO_RATINGS),
                         **base)
    p_gk, n_g = _rater_distributions(codes, k)
    pe = _chance(p_gk, w)
    extras = {"pa": ua.pa, "pe": pe, "n_units_single_rating": int(ua.n - ua.n2), **base}
    if near_one(pe):
        reason = only_category_reason(ua.f @ ua.x, labels, _METRIC)
        return undefined(_METRIC, reason, n=int(ua.n), **extras)
    value = (ua.pa - pe) / (1.0 - pe)
    pe_i = _unit_chance(codes, p_gk, n_g, w)
    pa_i, r_i = ua.pa_unit[inverse], ua.r[inverse]
    c_i = _unit_contributions(ua.n / ua.n2, pa_i, r_i, pe, pe_i, value)
    n = int(ua.n)
    fpc = population_fraction(n, population)
    se = gwet_se(c_i - value, n, conventions, fpc)
    est = finish(_METRIC, value, se, n=n, df=n - 1, conventions=conventions,
                 convention=describe(RAW_METHOD, conventions, fpc), extras=extras)
    return _constant_rater_reason(est, p_gk, labels)


def _constant_rater_reason(est: Estimate, p_gk: FloatArray, labels: list[str] | None) -> Estimate:
    """A zero SE because a rater used one category (two raters: κ = 0 by construction) says
    so, rather than the generic "every unit contributes the same term". With two raters who
    rated every unit alike, κ is then 0 exactly: p_a = p_e = sum_l w_cl p_l, c the one
    category, p the other rater's shares; the two sums, formed apart, differed by 1e-16
    with weights."""
    if est.se is not None or est.se_reason != reasons.UNITS_SAME_TERM:
        return est
    constant = np.flatnonzero(p_gk.max(axis=1) == 1.0)
    if constant.size == 0:
        return est
    c = int(np.argmax(p_gk[constant[0]]))
    name = labels[c] if labels else Reason(reasons.CATEGORY, n=c)
    exact = p_gk.shape[0] == 2 and not est.extras.get("n_units_single_rating")
    return replace(est, value=0.0 if exact else est.value,
                   se_reason=Reason(reasons.RATER_CONSTANT, name=name), ci_reason=None)


def _unit_contributions(scale: float, pa_i: FloatArray, r_i: FloatArray, pe: float,
                        pe_i: FloatArray, value: float) -> FloatArray:
    """Each unit's linearised term of Conger's κ, whose spread gives its variance:
    c_i = (n/n₂)(pa_i − pe·[r_i ≥ 2])/(1 − pe) − 2(1 − κ)(pe_i − pe)/(1 − pe), with ``scale``
    = n/n₂ (units over units with two or more ratings). Gwet (2014), Handbook of Inter-Rater
    Reliability, 4th ed., ch. 5 (variance of Conger's generalised κ); shared by the path from
    ratings and the one from count tables."""
    c_i = scale * (pa_i - pe * (r_i >= 2)) / (1.0 - pe)
    return c_i - 2.0 * (1.0 - value) * (pe_i - pe) / (1.0 - pe)


def _rater_distributions(codes: Codes, k: int) -> tuple[FloatArray, FloatArray]:
    """p_gk (raters x k shares of each rater's ratings) and n_g (ratings per rater)."""
    counts = np.stack([np.bincount(col + 1, minlength=k + 1)[1:] for col in codes.T])
    n_g = counts.sum(axis=1).astype(np.float64)
    return counts / n_g[:, None], n_g


def _chance(p_gk: FloatArray, w: FloatArray) -> float:
    """pe = sum_kl w_kl (p̄_k p̄_l - s2_kl / r), the mean pairwise Cohen chance agreement.

    Summed as that mean, sum_{g != h} p_g W p_h' / (r (r - 1)), which is the same number:
    the covariance form subtracts nearly equal terms and left pe and pa apart by 1e-16 where
    they are equal (two raters, one of whom used a single category: κ = 0 exactly, not
    -8e-16)."""
    r = p_gk.shape[0]
    pair_chance = p_gk @ w @ p_gk.T
    return float(pair_chance[~np.eye(r, dtype=bool)].sum()) / (r * (r - 1))


def _unit_chance(codes: Codes, p_gk: FloatArray, n_g: FloatArray, w: FloatArray) -> FloatArray:
    """pe_i = sum_g lambda_ig / (r (r - 1)) of Gwet's linearisation, one gather per rater.

    With e_ig = [rater g rated unit i], lambda_ig = s_g + e_ig (n / n_g) ((B W)_{g, c_ig} - s_g),
    B_gk = r p̄_k - p_gk and s_g = sum_k (P W')_gk B_gk.
    """
    n, r = codes.shape
    b = r * p_gk.mean(axis=0)[None, :] - p_gk
    s_g = ((p_gk @ w.T) * b).sum(axis=1)
    table = (n / n_g)[:, None] * (b @ w - s_g[:, None])
    table = np.hstack([table, np.zeros((r, 1))])  # column k: not rated
    total = np.full(n, float(s_g.sum()))
    for g in range(r):
        total += table[g][codes[:, g]]
    out: FloatArray = total / (r * (r - 1))
    return out
