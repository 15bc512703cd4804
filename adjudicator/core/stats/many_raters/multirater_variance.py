"""The shared engine of Gwet-family many-rater coefficients and their linearised variance.

Gwet (2014), Handbook of Inter-Rater Reliability, 4th ed., ch. 5 (and Gwet 2008, BJMSP 61:
29-48), as R/Python irrCAC compute them. For units i with r_i ratings, x_ik raters in
category k and agreement weights W:

    s_i = sum_k x_ik (sum_l w_kl x_il - 1),   pa = mean over units with r_i >= 2 of
    s_i / (r_i (r_i - 1)),   pi_k = mean_i x_ik / r_i,   coefficient = (pa - pe) / (1 - pe).

Variance: c_i = (n / n2) (pa_i - pe [r_i >= 2]) / (1 - pe), c*_i = c_i - 2 (1 - c)
(pe_i - pe) / (1 - pe), var = (1 - f) / (n (n - 1)) sum (c*_i - c)^2, with n the units rated at
least once, n2 those rated at least twice and f = n / N (finite population). pe and pe_i are
the coefficient's own (see ``chance``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Conventions, Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    describe,
    finish,
    gwet_se,
    merge_rows,
    near_one,
    only_category_reason,
    population_fraction,
)

Kind = Literal["fleiss", "gwet", "bp", "pa"]
RAW_METHOD = QT_TRANSLATE_NOOP("Statistics", "Gwet (2014) raw-data variance")


@dataclass(frozen=True, slots=True)
class UnitAgreement:
    """Per-unit agreement of the units rated at least once (rows may carry a multiplicity)."""

    x: FloatArray  # units x k counts
    f: FloatArray  # multiplicity of each row
    r: FloatArray  # ratings per unit
    pa_unit: FloatArray  # s_i / (r_i (r_i - 1)), 0 where r_i < 2
    n: float
    n2: float
    pa: float

    @property
    def pi(self) -> FloatArray:
        """pi_k = mean over units of x_ik / r_i (Gwet's category propensities)."""
        return (self.f @ (self.x / self.r[:, None])) / self.n


def unit_agreement(counts: IntArray, w: FloatArray, freq: IntArray | None) -> UnitAgreement | None:
    """Drop unrated units and compute s_i, pa_i and pa; None when no unit has two ratings."""
    x = counts.astype(np.float64)
    f = np.ones(x.shape[0]) if freq is None else freq.astype(np.float64)
    r = x.sum(axis=1)
    keep = (r > 0) & (f > 0)
    x, f, r = x[keep], f[keep], r[keep]
    two = r >= 2
    n2 = float(f[two].sum())
    if n2 == 0:
        return None
    s = (x * (x @ w.T - 1.0)).sum(axis=1)
    pa_unit = np.zeros_like(r)
    pa_unit[two] = s[two] / (r[two] * (r[two] - 1.0))
    pa = float(f @ pa_unit) / n2
    return UnitAgreement(x, f, r, pa_unit, float(f.sum()), n2, pa)


def chance(kind: Kind, ua: UnitAgreement, w: FloatArray) -> tuple[float, FloatArray | None]:
    """pe and the per-unit pe_i of a coefficient.

    fleiss: pe = pi'W pi, pe_i = x_i'(W + W')pi / (2 r_i); gwet (AC1/AC2): T = sum(W)/(q(q-1)),
    pe = T sum pi(1 - pi), pe_i = T x_i'(1 - pi)/r_i; bp: pe = sum(W)/q^2; pa: pe = 0.
    """
    q = w.shape[0]
    if kind == "fleiss":
        pi = ua.pi
        pi_w = (w @ pi + w.T @ pi) / 2.0
        return float(pi @ w @ pi), (ua.x @ pi_w) / ua.r
    if kind == "gwet":
        pi = ua.pi
        t = float(w.sum()) / (q * (q - 1))
        return t * float(pi @ (1.0 - pi)), t * (ua.x @ (1.0 - pi)) / ua.r
    if kind == "bp":
        return float(w.sum()) / (q * q), None
    return 0.0, None


def chance_corrected(
    metric: str,
    kind: Kind,
    counts: IntArray,
    w: FloatArray,
    *,
    conventions: Conventions,
    labels: list[str] | None,
    population: float | None,
    freq: IntArray | None = None,
    extras: dict[str, object] | None = None,
) -> Estimate:
    """(pa - pe) / (1 - pe) with Gwet's raw-data SE and interval, or undefined with a reason."""
    if kind in ("gwet", "bp") and w.shape[0] < 2:
        return undefined(metric, Reason(reasons.ONE_CATEGORY_SCALE))
    if freq is None and (merged := merge_rows(counts)) is not None:
        counts, freq = merged
    ua = unit_agreement(counts, w, freq)
    if ua is None:
        return undefined(metric, Reason(reasons.NO_UNIT_TWO_RATINGS))
    pe, pe_i = chance(kind, ua, w)
    extra = {"pa": ua.pa, "pe": pe, "n_units_single_rating": int(ua.n - ua.n2), **(extras or {})}
    if near_one(pe):
        reason = only_category_reason(ua.f @ ua.x, labels, metric)
        return undefined(metric, reason, n=int(ua.n), **extra)
    value = (ua.pa - pe) / (1.0 - pe)
    c_i = (ua.n / ua.n2) * (ua.pa_unit - pe * (ua.r >= 2)) / (1.0 - pe)
    if pe_i is not None:
        c_i = c_i - 2.0 * (1.0 - value) * (pe_i - pe) / (1.0 - pe)
    n = int(ua.n)
    fpc = population_fraction(n, population)
    se = gwet_se(np.sqrt(ua.f) * (c_i - value), n, conventions, fpc)
    bounds = (0.0, 1.0) if kind == "pa" else (-1.0, 1.0)  # percent agreement: a proportion
    return finish(metric, value, se, n=n, df=n - 1, conventions=conventions,
                  convention=describe(RAW_METHOD, conventions, fpc), extras=extra,
                  bounds=bounds)

