"""Large-sample variances of two-rater coefficients from the k x k table, and their intervals.

Every two-rater coefficient has the form c = (p_a - p_e) / (1 - p_e) with
p_a = sum_ij w_ij p_ij. Its delta-method (influence-function) variance is

    Var(c) = sum_ij p_ij (u_ij - u_bar)^2 / (N (1 - p_e)^2),
    u_ij = w_ij - (1 - c) * dp_e/dp_ij,      u_bar = sum_ij p_ij u_ij,

with N = n (contingency-table convention) or n - 1 (raw-ratings convention). This single
expression *is* each published formula:

- Cohen's kappa: dp_e/dp_ij = wbar_i. + wbar_.j (wbar_i. = sum_j w_ij p_.j, wbar_.j =
  sum_i w_ij p_i.), which gives Fleiss, Cohen & Everitt (1969), eq. 13;
- Scott's pi: dp_e/dp_ij = s_i + s_j, s_a = sum_b (w_ab + w_ba) pi_b / 2;
- Gwet's AC1/AC2: dp_e/dp_ij = T_w (1 - pi_i - pi_j) / (q (q - 1)), equal (up to a
  constant, which the centring removes) to Gwet (2014) eq. 3.5.x / 4th ed. table formulas;
- Brennan-Prediger and percent agreement: p_e does not depend on p, so dp_e/dp = 0.

Writing it centred avoids the cancellation of sum p u^2 - (sum p u)^2. Under H0 (the
raters independent, p_ij = p_i. p_.j, c = 0) the same form gives FCE's SE0 of kappa.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.estimate import Conventions
from adjudicator.core.stats.common.quantiles import two_sided_critical

FloatArray = npt.NDArray[np.float64]


def influence_variance(
    p: FloatArray, w: FloatArray, value: float, pe: float, grad_pe: FloatArray
) -> float:
    """n * Var(c): the centred second moment of the influence values, over (1 - p_e)^2."""
    u = w - (1.0 - value) * grad_pe
    u -= _total(p * u)
    return float(_total(p * u * u)) / (1.0 - pe) ** 2


def null_variance_kappa(
    row: FloatArray, col: FloatArray, w: FloatArray, pe: float, grad_pe: FloatArray
) -> float:
    """n * Var0(kappa) under independence (Fleiss, Cohen & Everitt 1969, eq. 15)."""
    q = row[:, None] * col[None, :]
    u = w - grad_pe
    u -= _total(q * u)
    return float(_total(q * u * u)) / (1.0 - pe) ** 2


def _total(x: FloatArray) -> float:
    """Sum of all cells: ``x.sum()`` without its Python wrapper (these tables are tiny)."""
    return float(_ADD_REDUCE(x, axis=None))


_ADD_REDUCE = np.add.reduce


def influence_variances(
    p: FloatArray, w: FloatArray, values: FloatArray, pe: FloatArray, grad_pe: FloatArray
) -> FloatArray:
    """``influence_variance`` for a stack of m tables (leading axis), all at once."""
    u = w - (1.0 - values)[:, None, None] * grad_pe
    u -= (p * u).sum(axis=(1, 2))[:, None, None]
    out: FloatArray = (p * u * u).sum(axis=(1, 2)) / (1.0 - pe) ** 2
    return out


def null_variances_kappa(
    rows: FloatArray, cols: FloatArray, w: FloatArray, pe: FloatArray, grad_pe: FloatArray
) -> FloatArray:
    """``null_variance_kappa`` for a stack of m tables (rows, cols of shape (m, k))."""
    q = rows[:, :, None] * cols[:, None, :]
    u = w - grad_pe
    u -= (q * u).sum(axis=(1, 2))[:, None, None]
    out: FloatArray = (q * u * u).sum(axis=(1, 2)) / (1.0 - pe) ** 2
    return out


def standard_error(n_var: float, n: int, conv: Conventions) -> float | None:
    """SE from n * Var under the convention's divisor (n or n - 1); None if too few items."""
    divisor = n if conv.se_divisor == "n" else n - 1
    if divisor <= 0 or not math.isfinite(n_var):
        return None
    return math.sqrt((0.0 if n_var < 0.0 else n_var) / divisor)  # max(n_var, 0.0), no call


def interval(
    value: float, se: float | None, n: int, conv: Conventions,
    bounds: tuple[float, float] = (-1.0, 1.0),
) -> tuple[float, float] | None:
    """value -/+ critical * SE, with z or t(n - 1) as the convention says, clipped if asked."""
    if se is None or (conv.interval == "t" and n < 2):
        return None
    crit = two_sided_critical(conv.level, None if conv.interval == "z" else n - 1)
    low, high = value - crit * se, value + crit * se
    if conv.clip:
        floor, ceiling = bounds  # max(low, floor), min(high, ceiling) without the calls
        low = floor if floor > low else low
        high = ceiling if ceiling < high else high
    return (low, high)
