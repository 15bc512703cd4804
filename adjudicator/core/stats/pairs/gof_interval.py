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

from collections.abc import Callable

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]

_STEPS = 64  # bisection steps, always all (a table's limits never depend on the others')
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
    low, high = goodness_of_fit_intervals(t[None], level)
    if not np.isfinite(low[0]):
        return None
    return float(low[0]), float(high[0])


def goodness_of_fit_intervals(stack: npt.ArrayLike, level: float = 0.95
                              ) -> tuple[FloatArray, FloatArray]:
    """The limits of every 2 x 2 table of ``stack`` (m x 2 x 2) at once (many annotator
    pairs); NaN where π̂ is 0 or 1 or the table is empty."""
    t = np.asarray(stack, dtype=np.float64).reshape(-1, 2, 2)
    n = t.sum(axis=(1, 2))
    seen = np.stack([t[:, 1, 1], t[:, 0, 1] + t[:, 1, 0], t[:, 0, 0]], axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        pi = (2.0 * seen[:, 0] + seen[:, 1]) / (2.0 * n)
    ok = (n > 0) & (pi > 0.0) & (pi < 1.0)
    low = np.full(t.shape[0], np.nan)
    high = np.full(t.shape[0], np.nan)
    if not ok.any():
        return low, high
    seen, n, pi = seen[ok], n[ok], pi[ok]
    crit = chi_square_quantile_1df(level)
    q = pi * (1.0 - pi)

    def excess(kappa: FloatArray) -> FloatArray:
        """χ²(κ) - χ²₁(1 - a) of each table; +inf where an observed class has probability 0."""
        want = n[:, None] * np.stack([pi * pi + q * kappa, 2.0 * q * (1.0 - kappa),
                                      (1.0 - pi) ** 2 + q * kappa], axis=1)
        with np.errstate(invalid="ignore", divide="ignore"):
            terms = np.where(want > 0.0, (seen - want) ** 2 / want,
                             np.where(seen > 0.0, np.inf, 0.0))
        out: FloatArray = terms.sum(axis=1) - crit
        return out

    kappa_hat = 1.0 - seen[:, 1] / (2.0 * n * q)
    floor = np.maximum(-pi / (1.0 - pi), -(1.0 - pi) / pi)  # below it P₁ or P₃ is negative
    low[ok] = np.maximum(-1.0, _limits(excess, kappa_hat, floor + _EDGE))
    high[ok] = np.minimum(1.0, _limits(excess, kappa_hat, np.full_like(pi, 1.0 - _EDGE)))
    return low, high


def _limits(excess: Callable[[FloatArray], FloatArray], inside: FloatArray, edge: FloatArray
            ) -> FloatArray:
    """Per table, the point between ``inside`` (where the statistic is under the quantile)
    and ``edge`` where it reaches it, by a fixed number of bisections (2^-64 of a bracket
    under 2, and the same doubles whichever tables share the stack); ``edge`` when it never
    does."""
    a, b = inside.copy(), edge.copy()
    for _ in range(_STEPS):
        mid = 0.5 * (a + b)
        under = excess(mid) <= 0.0
        a = np.where(under, mid, a)
        b = np.where(under, b, mid)
    out: FloatArray = np.where(excess(edge) <= 0.0, edge, 0.5 * (a + b))
    return out
