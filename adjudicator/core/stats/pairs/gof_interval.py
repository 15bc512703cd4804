"""Donner & Eliasziw's (1992) goodness-of-fit interval for κ of two raters and two classes.

Under the common-correlation model (both raters say "positive" with the same probability π,
their ratings correlated κ), an item falls in one of three classes with probabilities

    P₁(κ) = π² + π(1 - π)κ          (both positive)
    P₂(κ) = 2π(1 - π)(1 - κ)         (one positive, one negative)
    P₃(κ) = (1 - π)² + π(1 - π)κ     (both negative).

With the observed counts n₁, n₂, n₃ of N items and π̂ = (2n₁ + n₂) / (2N), the estimate
κ̂ = 1 - n₂ / (2N π̂(1 - π̂)) (the intraclass κ, which is Scott's π of the 2 x 2 table) fits
them exactly. The 1 - a interval is every κ the goodness-of-fit test does not reject:

    χ²(κ) = Σ_l (n_l - N P_l(κ))² / (N P_l(κ)) ≤ χ²₁(1 - a),

whose two limits (the roots of a cubic in κ; here found by bisection on either side of κ̂,
within the κ that keep every P_l positive) are the interval. A limit where the statistic stays
under the quantile up to the edge of that range is the edge (e.g. 1 when no item disagrees).
Donner & Eliasziw found its coverage close to nominal down to n = 25 where the Wald interval's
is not; it describes the intraclass κ, so it is offered for Scott's π (and Krippendorff's α,
one minus (2N - 1)/(2N) times one minus π on such a table), not for Cohen's κ, which differs
from it when the raters' shares differ.

References
----------
- Donner, A. & Eliasziw, M. (1992). A goodness-of-fit approach to inference procedures for
  the kappa statistic: confidence interval construction, significance-testing and sample size
  estimation. Statistics in Medicine 11: 1511-1519.
- Bloch, D. A. & Kraemer, H. C. (1989). 2 x 2 kappa coefficients: measures of agreement or
  association. Biometrics 45: 269-287 (the common-correlation model).

Examples
--------
>>> low, high = goodness_of_fit_interval([[40, 5], [6, 9]])
>>> round(low, 4), round(high, 4)
(0.2277, 0.7078)
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

_STEPS = 200  # bisection steps at most (each halves the bracket)
_EDGE = 1e-12  # how close to the edge of the admissible κ a limit is sought


def chi_square_quantile_1df(level: float) -> float:
    """χ²₁(level) as the square of the standard normal's (1 + level)/2 quantile."""
    from statistics import NormalDist

    return NormalDist().inv_cdf((1.0 + level) / 2.0) ** 2


def goodness_of_fit_interval(table: npt.ArrayLike, level: float = 0.95
                             ) -> tuple[float, float] | None:
    """The (low, high) limits for κ of a 2 x 2 table (module doc); None when π̂ is 0 or 1
    (one class only: κ undefined) or the table is not 2 x 2 or empty."""
    t = np.asarray(table, dtype=np.float64)
    if t.shape != (2, 2) or t.sum() <= 0:
        return None
    n = float(t.sum())
    counts = (float(t[1, 1]), float(t[0, 1] + t[1, 0]), float(t[0, 0]))
    pi = (2.0 * counts[0] + counts[1]) / (2.0 * n)
    if pi <= 0.0 or pi >= 1.0:
        return None
    crit = chi_square_quantile_1df(level)
    q = pi * (1.0 - pi)

    def excess(kappa: float) -> float:
        """χ²(κ) - χ²₁(1 - a); +inf where an observed class has probability 0."""
        expected = (n * (pi * pi + q * kappa), n * 2.0 * q * (1.0 - kappa),
                    n * ((1.0 - pi) ** 2 + q * kappa))
        total = 0.0
        for seen, want in zip(counts, expected, strict=True):
            if want <= 0.0:
                if seen > 0.0:
                    return math.inf
                continue
            total += (seen - want) ** 2 / want
        return total - crit

    kappa_hat = 1.0 - counts[1] / (2.0 * n * q)
    floor = max(-pi / (1.0 - pi), -(1.0 - pi) / pi)  # below it P₁ or P₃ is negative
    low = _limit(excess, kappa_hat, floor + _EDGE)
    high = _limit(excess, kappa_hat, 1.0 - _EDGE)
    return max(-1.0, low), min(1.0, high)


def _limit(excess: Callable[[float], float], inside: float, edge: float) -> float:
    """The point between ``inside`` (where the statistic is under the quantile) and ``edge``
    where it reaches it; ``edge`` when it never does."""
    if excess(edge) <= 0.0:
        return edge
    a, b = inside, edge
    for _ in range(_STEPS):
        mid = 0.5 * (a + b)
        if excess(mid) <= 0.0:
            a = mid
        else:
            b = mid
        if abs(b - a) < 1e-14:
            break
    return 0.5 * (a + b)
