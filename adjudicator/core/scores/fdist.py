"""The F distribution's upper tail and quantiles, without scipy (the F-test intervals of the ICC).

For F with d1 and d2 degrees of freedom (both may be fractional: Satterthwaite's v),

    P(F > f) = I_{d2 / (d2 + d1 f)}(d2 / 2, d1 / 2),

with I the regularized incomplete beta function (``core.stats.common.quantiles.incomplete_beta``,
a continued fraction). The quantile inverts the distribution function by Newton steps on u = log f
(the derivative of P(F > e^u) is -f·density(f)), kept inside a bracket that shrinks by
bisection whenever a step would leave it, so it cannot fail; it stops at a relative step of
1e-15 in f: the answer is as accurate as the incomplete beta itself (see the tests against
scipy's Boost-based ``stats.f.ppf``).
"""

from __future__ import annotations

import math
from functools import lru_cache

from adjudicator.core.stats.common.quantiles import incomplete_beta


def f_upper_tail(f: float, d1: float, d2: float) -> float:
    """P(F > f) for F(d1, d2); 1 for f <= 0 and 0 for f = inf."""
    if d1 <= 0 or d2 <= 0:
        raise ValueError(f"degrees of freedom must be positive, got {d1}, {d2}")
    if f <= 0.0:
        return 1.0
    if math.isinf(f):
        return 0.0
    denom = d2 + d1 * f
    return incomplete_beta(d2 / denom, 0.5 * d2, 0.5 * d1, y=d1 * f / denom)


#: |log f| past which e^(log f) leaves the floats (e^709.78 is the largest double)
LOG_LIMIT = 709.0


@lru_cache(maxsize=512)
def f_quantile(p: float, d1: float, d2: float) -> float:
    """The f with P(F <= f) = p for F(d1, d2), 0 < p < 1; ``inf`` (or 0) when it lies beyond
    the floating-point numbers, as it does for degrees of freedom near 0."""
    if not 0.0 < p < 1.0:
        raise ValueError(f"probability must be in (0, 1), got {p}")
    tail = 1.0 - p
    low, high = -1.0, 1.0  # bracket in log f: P(F > e^low) > tail > P(F > e^high)
    while f_upper_tail(math.exp(low), d1, d2) <= tail:
        if low <= -LOG_LIMIT:  # tiny degrees of freedom: below the smallest float
            return 0.0
        low = max(2.0 * low, -LOG_LIMIT)
    while f_upper_tail(math.exp(high), d1, d2) > tail:
        if high >= LOG_LIMIT:  # beyond the largest float (the caller says "not estimable")
            return math.inf
        high = min(2.0 * high, LOG_LIMIT)
    u = 0.5 * (low + high)
    for _ in range(400):
        diff = f_upper_tail(math.exp(u), d1, d2) - tail
        if diff > 0:
            low = u
        else:
            high = u
        slope = math.exp(u + _log_density(math.exp(u), d1, d2))
        nxt = u + diff / slope if slope > 0 else low - 1.0
        if not low < nxt < high:
            nxt = 0.5 * (low + high)
        if abs(nxt - u) <= 1e-15 or high - low <= 1e-15 * max(1.0, abs(u)):
            return math.exp(nxt)
        u = nxt
    return math.exp(u)


def _log_density(f: float, d1: float, d2: float) -> float:
    """log of the F(d1, d2) density at f > 0."""
    half1, half2 = 0.5 * d1, 0.5 * d2
    log_beta = math.lgamma(half1) + math.lgamma(half2) - math.lgamma(half1 + half2)
    return (half1 * math.log(d1 / d2) + (half1 - 1.0) * math.log(f)
            - (half1 + half2) * math.log1p(d1 * f / d2) - log_beta)
