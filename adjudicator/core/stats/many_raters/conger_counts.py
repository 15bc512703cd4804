"""Conger's (1980) kappa from count tables, for engines that never hold the units x raters codes.

The coefficient and Gwet's (2014, ch. 5) variance are those of ``conger.conger_kappa``; only
the inputs differ. Two passes over the judgments suffice:

1. ``rater_counts`` (raters x k: how often each rater used each category) gives p_gk, the
   chance agreement pe and ``unit_chance_table`` (raters x k), the per-judgment terms of
   Gwet's linearisation;
2. per unit, its category counts (a pattern) and ``t_i``, the sum of the table's entries over
   the unit's judgments; units with equal (pattern, t_i) are merged with a multiplicity.

Then pe_i = (sum_g s_g + t_i) / (r (r - 1)) and everything else is a sum over those rows, so
the result equals the in-memory path's up to the order of floating-point sums.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    GWET_CONVENTIONS,
    Conventions,
    Estimate,
    undefined,
)
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.conger import (
    _chance,
    _constant_rater_reason,
    _unit_contributions,
)
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    as_weights,
    describe,
    finish,
    near_one,
    only_category_reason,
    population_fraction,
)
from adjudicator.core.stats.many_raters.multirater_variance import RAW_METHOD, unit_agreement

_METRIC = "conger_kappa"


def active_raters(rater_counts: npt.ArrayLike) -> IntArray:
    """Indices of the raters who gave at least one rating (the others are left out)."""
    counts = np.asarray(rater_counts, dtype=np.int64)
    return np.flatnonzero(counts.sum(axis=1) > 0)


def unit_chance_table(rater_counts: npt.ArrayLike, n_units: int,
                      weights: str | npt.ArrayLike | None = None) -> FloatArray:
    """(active raters x k) terms whose sum over a unit's judgments is t_i (see the module).

    With B_gk = r p̄_k - p_gk and s_g = sum_k (P W')_gk B_gk the entry is
    (n / n_g) ((B W)_{g,k} - s_g), n = units rated at least once, n_g = ratings of rater g.
    """
    p_gk, n_g, w = _distributions(rater_counts, weights)
    b, s_g = _linear_terms(p_gk, w)
    out: FloatArray = (n_units / n_g)[:, None] * (b @ w - s_g[:, None])
    return out


def conger_kappa_from_counts(
    rater_counts: npt.ArrayLike, patterns: npt.ArrayLike, unit_terms: npt.ArrayLike,
    freq: npt.ArrayLike, *, weights: str | npt.ArrayLike | None = None,
    conventions: Conventions = GWET_CONVENTIONS, labels: list[str] | None = None,
    population: float | None = None,
) -> Estimate:
    """Conger's kappa with Gwet's raw-data SE from rater counts and merged unit rows.

    ``patterns`` (P x k) are the units' category counts, ``unit_terms`` their t_i and
    ``freq`` how many units share the row; units without a rating may be included (dropped).
    """
    counts = np.asarray(rater_counts, dtype=np.int64)
    silent = int(counts.shape[0] - active_raters(counts).size)
    base = {"raters_without_ratings": silent}
    if counts.shape[0] - silent < 2:
        return undefined(_METRIC, Reason(reasons.FEWER_THAN_TWO_RATERS), **base)
    x = np.asarray(patterns, dtype=np.int64)
    t = np.asarray(unit_terms, dtype=np.float64)
    f = np.asarray(freq, dtype=np.int64)
    rated = x.sum(axis=1) > 0
    x, t, f = x[rated], t[rated], f[rated]
    p_gk, _, w = _distributions(counts, weights)
    ua = unit_agreement(x, w, f)
    if ua is None:
        return undefined(_METRIC, Reason(reasons.NO_UNIT_TWO_RATINGS), **base)
    pe = _chance(p_gk, w)
    extras = {"pa": ua.pa, "pe": pe, "n_units_single_rating": int(ua.n - ua.n2), **base}
    if near_one(pe):
        reason = only_category_reason(ua.f @ ua.x, labels, _METRIC)
        return undefined(_METRIC, reason, n=int(ua.n), **extras)
    value = (ua.pa - pe) / (1.0 - pe)
    r = p_gk.shape[0]
    _, s_g = _linear_terms(p_gk, w)
    keep = f > 0  # unit_agreement dropped the same rows
    pe_i = (float(s_g.sum()) + t[keep]) / (r * (r - 1))
    c_i = _unit_contributions(ua.n / ua.n2, ua.pa_unit, ua.r, pe, pe_i, value)
    n = int(ua.n)
    fpc = population_fraction(n, population)
    se = _weighted_se(c_i - value, ua.f, n, conventions, fpc)
    est = finish(_METRIC, value, se, n=n, df=n - 1, conventions=conventions,
                 convention=describe(RAW_METHOD, conventions, fpc), extras=extras)
    return _constant_rater_reason(est, p_gk, labels)


def _distributions(rater_counts: npt.ArrayLike, weights: str | npt.ArrayLike | None
                   ) -> tuple[FloatArray, FloatArray, FloatArray]:
    """p_gk and n_g of the raters who rated something, and the weight matrix."""
    counts = np.asarray(rater_counts, dtype=np.int64)
    counts = counts[active_raters(counts)]
    n_g = counts.sum(axis=1).astype(np.float64)
    return counts / n_g[:, None], n_g, as_weights(weights, counts.shape[1], None)


def _linear_terms(p_gk: FloatArray, w: FloatArray) -> tuple[FloatArray, FloatArray]:
    """B = r p̄ - P and s_g = sum_k (P W')_gk B_gk of Gwet's linearisation."""
    r = p_gk.shape[0]
    b = r * p_gk.mean(axis=0)[None, :] - p_gk
    return b, ((p_gk @ w.T) * b).sum(axis=1)


def _weighted_se(d: FloatArray, f: FloatArray, n: int, conventions: Conventions,
                 fpc: float) -> float | None:
    """``gwet_se`` of deviations d repeated f times: sqrt((1 - f) sum f d^2 / divisor)."""
    div = n * (n - 1) if conventions.se_divisor == "n-1" else n * n
    if div <= 0:
        return None
    return float(np.sqrt(max(0.0, (1.0 - fpc) * float(f @ (d * d)) / div)))
