"""Gwet's (2014) linearised variances for Krippendorff's alpha (raw, distribution, table).

Handbook of Inter-Rater Reliability, 4th ed., ch. 5-6, as the irrCAC packages compute them:

- raw data (Gwet 2014, ch. 5; R irrCAC ``krippen.alpha.raw``; Stata kappaetc): over the n
  pairable units (r_i >= 2 values), r̄ their mean number of values, e = 1/sum r_i and
  pa' = sum_i s_i/(r̄ (r_i - 1)) / n the *unadjusted* weighted agreement (pa = (1 - e) pa' + e),
  pa_i = s_i/(r̄ (r_i - 1)) - pa' (r_i - r̄)/r̄,  pe_i = x_i'pi_w/r̄ - pe (r_i - r̄)/r̄,
  a*_i = (pa_i - pe)/(1 - pe) - 2 (1 - a') (pe_i - pe)/(1 - pe), and
  var = (1 - f)/(n (n - 1)) sum (a*_i - a')^2 with a' = (pa' - pe)/(1 - pe); the interval uses
  t(n - 1) on the pairable units. (Python irrCAC 0.4.4 puts the adjusted pa in pa_i's second
  term; the two agree only when every unit has the same number of values.)
- distribution of raters (R ``krippen.alpha.dist``): pa_i is centred on the mean pa_i and
  adjusted by e, pe_i by sum(pi); a*_i = a_i - (1 - a)(pe_i - pe)/(1 - pe), centred on a.
- contingency table, two raters (irrCAC ``CAA.krippendorff``): closed form in the cell
  proportions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from adjudicator.core.stats.many_raters.multirater_common import FloatArray, IntArray


@dataclass(frozen=True, slots=True)
class PairableUnits:
    """Units with two or more values: counts x (units x k), multiplicity f, values per unit r."""

    x: FloatArray
    f: FloatArray
    r: FloatArray


@dataclass(frozen=True, slots=True)
class AlphaTerms:
    """Gwet's agreement pa, chance agreement pe, value count and per-unit SE deviations."""

    pa: float
    pe: float
    n_values: int
    deviations: FloatArray | None


def alpha_variance_terms(units: PairableUnits, w: FloatArray, method: str) -> AlphaTerms:
    """pa, pe and sqrt(f_i) (a*_i - centre) for the pairable units.

    ``w`` is the normalised agreement-weight matrix 1 - d / max d; ``method`` is "raw",
    "distribution" or "none".
    """
    xf, fw, r = units.x, units.f, units.r
    n = float(fw.sum())
    n_values = float(fw @ r)
    rbar, eps = n_values / n, 1.0 / n_values
    if np.array_equal(w, np.eye(w.shape[0])):
        s = np.einsum("ik,ik->i", xf, xf) - r
    else:
        s = np.einsum("ik,ik->i", xf, xf @ w.T) - r
    pa_unit = s / (rbar * (r - 1.0))
    pa_prime = float(fw @ pa_unit) / n
    pa = (1.0 - eps) * pa_prime + eps
    pi = (fw @ xf) / (rbar * n)
    pe = float(pi @ w @ pi)
    if method == "none" or n < 2:
        return AlphaTerms(pa, pe, int(n_values), None)
    pi_w = (w @ pi + w.T @ pi) / 2.0
    spread = (r - rbar) / rbar
    if method == "raw":
        centre = (pa_prime - pe) / (1.0 - pe)
        a_i = (pa_unit - pa_prime * spread - pe) / (1.0 - pe)
        pe_i = xf @ pi_w / rbar - pe * spread
        star = a_i - 2.0 * (1.0 - centre) * (pe_i - pe) / (1.0 - pe)
    elif method == "distribution":
        centre = (pa - pe) / (1.0 - pe)
        pa_v = float(fw @ pa_unit) / n
        pa_i = (1.0 - eps) * (pa_unit - pa_v * spread) + eps
        pe_i = xf @ pi_w / rbar - float(pi.sum()) * spread
        star = (pa_i - pe) / (1.0 - pe) - (1.0 - centre) * (pe_i - pe) / (1.0 - pe)
    else:
        raise ValueError(f"unknown se_method {method!r}: raw, distribution, table or none")
    return AlphaTerms(pa, pe, int(n_values), np.sqrt(fw) * (star - centre))


def table_alpha_se(table: IntArray, w: FloatArray, n: int, fpc: float,
                   divisor: str = "n") -> float | None:
    """Gwet's contingency-table SE of two-rater alpha (2014, ch. 6; irrCAC ``CAA.krippendorff``).

    var = (1 - f) / (d (1 - pe)^2) * sum_kl p_kl (c_kl - c̄)^2 with c_kl = w_kl - (1 - a')
    (pb_k + pb_l), c̄ = sum p c = pa' - 2 (1 - a') pe, pa' = sum w p, pi = (row + column
    margins) / 2, pb = (W' p_row + W' p_col) / 2, a' = (pa' - pe) / (1 - pe) and d = n
    (table sources) or n - 1 (Gwet's raw-data convention). The sum is taken about its mean
    (centred), not as E[c^2] - c̄^2, which cancels near perfect agreement.
    """
    d = n if divisor == "n" else n - 1
    if n < 1 or d < 1:
        return None
    p = table / float(n)
    p_row, p_col = p.sum(axis=1), p.sum(axis=0)
    pi = (p_row + p_col) / 2.0
    pe = float(pi @ w @ pi)
    pa0 = float((w * p).sum())
    a0 = (pa0 - pe) / (1.0 - pe)
    pb = (w.T @ p_col + w.T @ p_row) / 2.0
    core = w - (1.0 - a0) * (pb[:, None] + pb[None, :])
    centred = core - float((p * core).sum())
    total = float((p * centred * centred).sum())
    var = (1.0 - fpc) / (d * (1.0 - pe) ** 2) * total
    return math.sqrt(max(var, 0.0))
