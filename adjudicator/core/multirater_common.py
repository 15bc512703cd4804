"""Shared pieces of the many-rater statistics: unit counts, weights, Student t, intervals.

Everything here is numpy + the standard library; the many-rater modules (``multirater``,
``krippendorff``, ``conger``, ``multilabel``, ``unit_bootstrap``) build on it.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.estimate import Conventions, Estimate
from adjudicator.core.labels import Codes

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

_EPS = 1e-12


def unit_counts(codes: Codes, k: int) -> IntArray:
    """units x k matrix of how many raters put each unit in each category (-1 ignored).

    One ``np.bincount`` over ``unit * k + code``; missing codes go to a spill bin that is
    dropped, so no boolean compaction of the (units x raters) array is needed.
    """
    codes = np.asarray(codes, dtype=np.int64)
    if codes.ndim != 2:
        raise ValueError("codes must be a 2-D (units x raters) array")
    n = codes.shape[0]
    if codes.size and (codes.max() >= k or codes.min() < -1):
        raise ValueError(f"codes must lie in -1..{k - 1}")
    spill = n * k
    flat = codes + (np.arange(n, dtype=np.int64) * k)[:, None]
    flat = np.where(codes >= 0, flat, spill)
    counts = np.bincount(flat.ravel(), minlength=spill + 1)[:spill]
    return counts.reshape(n, k)


def as_counts(counts: npt.ArrayLike) -> IntArray:
    """Validate a units x k count matrix (non-negative integers)."""
    arr = np.asarray(counts)
    if arr.ndim != 2:
        raise ValueError("counts must be a 2-D (units x categories) array")
    if arr.size and (arr.min() < 0 or not np.all(np.equal(np.mod(arr, 1), 0))):
        raise ValueError("counts must be non-negative integers")
    return arr.astype(np.int64, copy=False)


def as_weights(weights: npt.ArrayLike | None, k: int) -> FloatArray:
    """A k x k agreement-weight matrix (1 on the diagonal); None means identity (unweighted)."""
    if weights is None:
        return np.eye(k)
    w = np.asarray(weights, dtype=np.float64)
    if w.shape != (k, k):
        raise ValueError(f"weights must be a {k} x {k} matrix, got shape {w.shape}")
    if not np.all(np.isfinite(w)):
        raise ValueError("weights must be finite")
    return w


def is_identity(w: FloatArray) -> bool:
    """True when the weights are the identity (an unweighted statistic)."""
    return bool(np.array_equal(w, np.eye(w.shape[0])))


def t_quantile(p: float, df: float) -> float:
    """Quantile of Student's t with ``df`` degrees of freedom (Newton on the exact CDF).

    The CDF uses the regularised incomplete beta function,
    P(T <= t) = 1/2 + I_{t^2/(df+t^2)}(1/2, df/2) / 2 for t >= 0 (Abramowitz & Stegun 26.7.1);
    above df = 10^5 the Cornish-Fisher expansion in 1/df (A&S 26.7.5) is exact to rounding.
    """
    if not 0.0 < p < 1.0 or df <= 0:
        raise ValueError("need 0 < p < 1 and df > 0")
    if p < 0.5:
        return -t_quantile(1.0 - p, df)
    z = NormalDist().inv_cdf(p)
    if p == 0.5:
        return 0.0
    if df > 1e5:
        z3, z5 = z**3, z**5
        return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df)
    x = math.tan(math.pi * (p - 0.5)) if df == 1 else z * (1.0 + 1.0 / df)
    for _ in range(200):
        x_new = x - (_t_cdf(x, df) - p) / _t_pdf(x, df)
        if x_new <= 0:
            x_new = x / 2
        if abs(x_new - x) <= 1e-14 * max(1.0, abs(x)):
            return x_new
        x = x_new
    return x


def _t_pdf(t: float, df: float) -> float:
    """Density of Student's t."""
    logc = math.lgamma((df + 1) / 2) - math.lgamma(df / 2) - 0.5 * math.log(df * math.pi)
    return math.exp(logc - (df + 1) / 2 * math.log1p(t * t / df))


def _t_cdf(t: float, df: float) -> float:
    """CDF of Student's t for t >= 0."""
    return 0.5 + 0.5 * _betainc(0.5, df / 2, t * t / (df + t * t))


def _betainc(a: float, b: float, x: float) -> float:
    """Regularised incomplete beta I_x(a, b) by its continued fraction (modified Lentz)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    lbeta = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
    front = math.exp(lbeta + a * math.log(x) + b * math.log1p(-x))
    if x > (a + 1) / (a + b + 2):
        return 1.0 - front * _betacf(b, a, 1.0 - x) / b
    return front * _betacf(a, b, x) / a


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 20000):
        for num in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def critical_value(conventions: Conventions, df: float) -> float | None:
    """z or t(df) critical value of a two-sided interval at the conventions' level."""
    p = 0.5 + conventions.level / 2
    if conventions.interval == "z":
        return NormalDist().inv_cdf(p)
    return t_quantile(p, df) if df > 0 else None


def interval(
    value: float, se: float | None, df: float, conventions: Conventions
) -> tuple[float, float] | None:
    """value -/+ critical * se, clipped to [-1, 1] when the conventions say so."""
    if se is None or not math.isfinite(se):
        return None
    crit = critical_value(conventions, df)
    if crit is None:
        return None
    low, high = value - crit * se, value + crit * se
    if conventions.clip:
        low, high = max(-1.0, low), min(1.0, high)
    return (low, high)


def gwet_se(deviations: FloatArray, n: int, conventions: Conventions, fpc: float) -> float | None:
    """Gwet's linearised SE: sqrt((1 - f) * sum(d_i^2) / (n (n - 1))), or / n^2 for divisor n.

    ``deviations`` are the per-unit linearised terms minus the estimate; ``fpc`` is
    f = n / N, the finite-population fraction (0 for an infinite population).
    """
    div = n * (n - 1) if conventions.se_divisor == "n-1" else n * n
    if div <= 0:
        return None
    return math.sqrt(max(0.0, (1.0 - fpc) * float(np.dot(deviations, deviations)) / div))


def population_fraction(n: int, population: float | None) -> float:
    """f = n / N for the finite-population correction (0 when N is None or infinite)."""
    if population is None or math.isinf(population):
        return 0.0
    if population < n:
        raise ValueError("population size must be at least the number of units")
    return n / population


def describe(method: str, conventions: Conventions, fpc: float) -> str:
    """The convention text carried by an Estimate: SE method, divisor and interval."""
    text = f"{method}; {conventions.describe()}"
    return text + (f"; finite-population correction f = {fpc:.6g}" if fpc else "")


def finish(
    metric: str,
    value: float,
    se: float | None,
    *,
    n: int,
    df: float,
    conventions: Conventions,
    convention: str,
    extras: dict[str, Any],
) -> Estimate:
    """Assemble a defined Estimate with its interval from value, SE and degrees of freedom."""
    if se is None and "se_note" not in extras:
        extras = {**extras, "se_note": "fewer than two units: no standard error"}
    return Estimate(
        metric,
        float(value),
        se=se,
        ci=interval(float(value), se, df, conventions),
        n=n,
        convention=convention,
        extras=extras,
    )


def only_category_reason(
    counts_total: npt.ArrayLike,
    labels: list[str] | None,
    what: str,
    quantity: str = "chance agreement is 1",
) -> str:
    """Plain-words reason for an undefined coefficient: every rating in one category."""
    used = np.flatnonzero(np.asarray(counts_total) > 0)
    if used.size == 1:
        name = labels[int(used[0])] if labels else f"category {int(used[0])}"
        return f"every rating is {name}: {quantity}, so {what} is undefined"
    return f"{quantity} under these weights, so {what} is undefined"


def near_one(x: float) -> bool:
    """True when a chance agreement is 1 up to rounding."""
    return x >= 1.0 - _EPS
