"""Sample sizes for Cohen's κ that deliver what they promise, found by simulating studies.

A large-sample formula (``report.planning``) gives the n at which the *expected* half-width
is the target, so about half the studies of that size miss it; and it assumes the delta
interval, not the interval the report shows. Here a plan is the smallest n at which a stated
share of simulated studies (the *assurance*, Spiegelhalter, Abrams & Myles 2004, ch. 6;
simulation-based sizing as in Landau & Stahl 2013) reach the goal with the interval the report
uses (``core.stats.coverage.chosen_method`` of ``cohen_kappa``):

- half-width: (high - low) / 2 ≤ w in ``assurance`` of studies;
- lower bound: low > κ_0 in ``assurance`` (the power) of studies.

A study whose interval is not estimable counts as a miss. Each simulated study draws n items
from the common-marginals table π_ij = (1 - κ) p_i p_j + κ p_i [i = j] (``expected_table``).
The studies of every candidate n are the first n items of the same seeded item streams
(common random numbers), so the share reached moves smoothly with n; the search doubles from
the large-sample n until the goal is met, then bisects. The simulation is seeded: the same
question gets the same n.

References
----------
- Landau, S. & Stahl, D. (2013). Sample size and power calculations for medical studies by
  simulation when closed form expressions are not available. Statistical Methods in Medical
  Research 22: 324-345.
- Spiegelhalter, D. J., Abrams, K. R. & Myles, J. P. (2004). Bayesian Approaches to Clinical
  Trials and Health-Care Evaluation, ch. 6 (assurance). Wiley.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.coverage import chosen_method
from adjudicator.core.stats.pairs.bootstrap import VECTOR_STATISTICS
from adjudicator.core.stats.pairs.pairwise_variance import influence_variances

FloatArray = npt.NDArray[np.float64]
RUNS = 4000
_MAX_N = 200_000
_STREAM = 2_000  # items kept per stream (common random numbers up to here)
_CELLS = 1 << 21  # floats of one chunk of leave-one-out tables
_EDGE = 1.0 - 1e-12


@dataclass(frozen=True)
class Simulated:
    """What a simulation-based plan found."""

    n: int
    reached: float  # share of the simulated studies of n items that reached the goal
    runs: int
    seed: int
    method: str  # the interval simulated ("delta", "jk" or "jkz")


def expected_table(kappa: float, prevalences: npt.ArrayLike) -> FloatArray:
    """π_ij = (1 - κ) p_i p_j + κ p_i [i = j] (the common-marginals model; its κ is κ)."""
    p = np.asarray(prevalences, dtype=np.float64)
    p = p / p.sum()
    out: FloatArray = (1 - kappa) * np.outer(p, p) + kappa * np.diag(p)
    return out


def kappa_intervals(stack: npt.NDArray[np.int64], level: float, method: str
                    ) -> tuple[FloatArray, FloatArray]:
    """κ's interval (low, high) for each table of the stack as the report forms it: the delta
    interval (Fleiss, Cohen & Everitt 1969; SE divisor n, z, clipped), or the delete-one-item
    jackknife (``core.stats.jackknife``) where it exists; NaN where not estimable."""
    s = stack.astype(np.float64)
    m, k, _ = s.shape
    eye = np.eye(k)
    with np.errstate(invalid="ignore", divide="ignore"):
        value = VECTOR_STATISTICS["cohen_kappa"](s, eye)
        n = s.sum(axis=(1, 2))
        p = s / n[:, None, None]
        row, col = p.sum(axis=2), p.sum(axis=1)
        pe = (row * col).sum(axis=1)
        grad = col[:, :, None] + row[:, None, :]
        se = np.sqrt(np.maximum(influence_variances(p, eye, value, pe, grad), 0.0) / n)
    z = two_sided_critical(level, None)
    ok = np.isfinite(value) & (se > 1e-12)
    low = np.where(ok, np.maximum(value - z * se, -1.0), np.nan)
    high = np.where(ok, np.minimum(value + z * se, 1.0), np.nan)
    if method == "delta":
        return low, high
    step = max(1, _CELLS // (k**4))
    parts = [_jackknife(s[i:i + step], value[i:i + step], level, method == "jkz")
             for i in range(0, m, step)]
    jl, jh = np.concatenate([a for a, _ in parts]), np.concatenate([b for _, b in parts])
    found = np.isfinite(jl)
    return np.where(found, jl, low), np.where(found, jh, high)


def _jackknife(s: FloatArray, value: FloatArray, level: float, fisher: bool
               ) -> tuple[FloatArray, FloatArray]:
    """The jackknife interval of every table (NaN where it does not exist)."""
    m, k, _ = s.shape
    cells = k * k
    loo_tables = np.repeat(s.reshape(m, 1, cells), cells, axis=1)
    loo_tables[:, np.arange(cells), np.arange(cells)] -= 1.0
    freq = s.reshape(m, cells)
    n = freq.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        loo = VECTOR_STATISTICS["cohen_kappa"](loo_tables.reshape(-1, k, k),
                                               np.eye(k)).reshape(m, cells)
    loo = np.where(freq > 0, loo, 0.0)
    exists = np.isfinite(loo).all(axis=1) & np.isfinite(value)
    crit = np.array([_t(level, int(x)) for x in n])

    def spread(x: FloatArray) -> FloatArray:
        mean = (freq * x).sum(axis=1) / n
        out: FloatArray = np.sqrt((n - 1) / n * (freq * (x - mean[:, None]) ** 2).sum(axis=1))
        return out

    with np.errstate(invalid="ignore", divide="ignore"):
        se = spread(np.where(exists[:, None], loo, 0.0))
        low = np.maximum(value - crit * se, -1.0)
        high = np.minimum(value + crit * se, 1.0)
        if fisher:
            inner = (np.abs(value) < _EDGE) & (np.where(freq > 0, np.abs(loo), 0.0)
                                               < _EDGE).all(axis=1)
            zl = np.where(inner[:, None], np.arctanh(np.clip(loo, -_EDGE, _EDGE)), 0.0)
            se_z = spread(zl)
            centre = np.arctanh(np.clip(value, -_EDGE, _EDGE))
            low = np.where(inner, np.tanh(centre - crit * se_z), low)
            high = np.where(inner, np.tanh(centre + crit * se_z), high)
    good = exists & (se > 1e-12)
    return np.where(good, low, np.nan), np.where(good, high, np.nan)


def _t(level: float, n: int) -> float:
    """t(n - 1) quantile (NaN below two items), cached: a stack has few distinct n."""
    return _T.setdefault((level, n), two_sided_critical(level, n - 1) if n > 1 else np.nan)


_T: dict[tuple[float, int], float] = {}

Goal = Callable[[FloatArray, FloatArray], npt.NDArray[np.bool_]]


def half_width_goal(width: float) -> Goal:
    """Reached when the interval exists and (high - low) / 2 ≤ width."""
    return lambda low, high: np.isfinite(low) & ((high - low) / 2.0 <= width)


def lower_bound_goal(threshold: float) -> Goal:
    """Reached when the interval exists and its lower bound is above the threshold."""
    return lambda low, high: np.isfinite(low) & (low > threshold)


class Studies:
    """Seeded streams of items from the expected table; the first n of each make a study."""

    def __init__(self, kappa: float, prevalences: npt.ArrayLike, runs: int, seed: int) -> None:
        # κ does not depend on the classes' order: sorted, the same shares give the same n
        shares = np.sort(np.asarray(prevalences, dtype=np.float64))[::-1]
        self.cdf = np.cumsum(expected_table(kappa, shares).ravel())
        self.k = round(float(np.sqrt(self.cdf.size)))
        self.runs, self.seed = runs, seed
        self.items: npt.NDArray[np.int8] = np.empty((runs, 0), dtype=np.int8)

    def tables(self, n: int) -> npt.NDArray[np.int64]:
        """The runs x k x k tables of the first n items of each stream (beyond ``_STREAM``
        items, where a step of one item no longer matters, fresh multinomial tables)."""
        cells = self.k * self.k
        if n > _STREAM:
            p = np.diff(self.cdf, prepend=0.0)
            drawn = np.random.default_rng([self.seed, n]).multinomial(n, p / p.sum(),
                                                                      size=self.runs)
            return drawn.reshape(self.runs, self.k, self.k)
        if n > self.items.shape[1]:
            rng = np.random.default_rng([self.seed, self.items.shape[1]])
            extra = np.searchsorted(self.cdf, rng.random((self.runs, n - self.items.shape[1])),
                                    side="right")
            extra = np.minimum(extra, cells - 1).astype(np.int8)
            self.items = np.concatenate([self.items, extra], axis=1)
        keys = self.items[:, :n].astype(np.int64) + (np.arange(self.runs) * cells)[:, None]
        counts = np.bincount(keys.ravel(), minlength=self.runs * cells)
        return counts.reshape(self.runs, self.k, self.k)


def reached_share(studies: Studies, n: int, goal: Goal, level: float, method: str) -> float:
    """The share of the simulated studies of n items that reach the goal."""
    low, high = kappa_intervals(studies.tables(n), level, method)
    return float(goal(low, high).mean())


def simulated_plan(
    kappa: float, prevalences: npt.ArrayLike, goal: Goal, assurance: float, start: int, *,
    level: float = 0.95, runs: int = RUNS, seed: int = 0, method: str | None = None,
) -> Simulated | None:
    """The smallest n (from ``start``, doubling then bisecting) at which ``assurance`` of the
    simulated studies reach the goal; None when even 200,000 items do not."""
    method = method or chosen_method("cohen_kappa")
    studies = Studies(kappa, prevalences, runs, seed)

    def share(n: int) -> float:
        return reached_share(studies, n, goal, level, method)

    low, high = 1, max(2, start)
    while share(high) < assurance:
        low, high = high, high * 2
        if high > _MAX_N:
            return None
    while high - low > max(1, high // 200):
        mid = (low + high) // 2
        if share(mid) >= assurance:
            high = mid
        else:
            low = mid
    return Simulated(high, share(high), runs, seed, method)
