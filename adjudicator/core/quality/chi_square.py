"""The upper tail of the χ² distribution, P(X > x) for X ~ χ²(df), without scipy.

It is the regularised upper incomplete gamma function Q(df/2, x/2). For x < a + 1 the series

    P(a, x) = e^{-x} x^a / Γ(a + 1) · Σ_{n≥0} x^n / ((a + 1)(a + 2)…(a + n))

converges fast and Q = 1 - P; otherwise Legendre's continued fraction for Q converges fast
(evaluated by the modified Lentz method). Abramowitz & Stegun (1964) 6.5.29 and 6.5.31;
Press et al. (2007) Numerical Recipes, 3rd ed., §6.2 for the choice of method by x.

>>> round(chi2_upper(3.841458820694124, 1), 6)   # the 95% point of χ²(1)
0.05
>>> round(chi2_upper(5.991464547107979, 2), 6)   # of χ²(2): exp(-x/2)
0.05
"""

from __future__ import annotations

import math

EPSILON = 1e-15
TINY = 1e-300


def chi2_upper(x: float, df: float) -> float:
    """P(X > x) for X ~ χ²(df), df > 0."""
    if x <= 0:
        return 1.0
    a, z = df / 2.0, x / 2.0
    log_front = -z + a * math.log(z) - math.lgamma(a)
    if z < a + 1.0:
        term = total = 1.0 / a
        n = a
        while abs(term) > abs(total) * EPSILON:
            n += 1.0
            term *= z / n
            total += term
        return max(0.0, 1.0 - total * math.exp(log_front))
    b = z + 1.0 - a
    c = 1.0 / TINY
    d = 1.0 / b
    h = d
    i = 0
    while True:
        i += 1
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = TINY if abs(d) < TINY else d
        c = b + an / c
        c = TINY if abs(c) < TINY else c
        d = 1.0 / d
        step = d * c
        h *= step
        if abs(step - 1.0) < EPSILON or i > 10_000:
            break
    return min(1.0, math.exp(log_front) * h)
