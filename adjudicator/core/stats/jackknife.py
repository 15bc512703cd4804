"""The delete-one-unit jackknife of an agreement coefficient, and its Fisher-z interval.

Every coefficient here is a function of the units (items) rated; leaving out unit u gives
θ_(u). With n units (multiplicities f_u over the distinct kinds of unit: table cells, count
patterns or rows of codes), the jackknife variance (Quenouille 1956; Tukey 1958; Efron &
Stein 1981) is

    Var_J = (n - 1) / n · Σ_u f_u (θ_(u) - θ̄_(.))²,   θ̄_(.) = Σ_u f_u θ_(u) / n.

Hughes (2022) found the jackknife variance of Krippendorff's α to give intervals of nearly
nominal coverage where the delta method and the customary bootstrap fall short. Agreement
coefficients live in [-1, 1] and their sampling distribution is skewed near the ends, so the
interval is formed on Fisher's (1921) z = atanh(θ) scale, as Blackman & Koval (2000) studied
for κ, with the jackknife taken on that scale and Student's t(n - 1) quantile:

    z ± t(n - 1) · SE_J(atanh θ_(u)),   mapped back by tanh.

When θ or a θ_(u) is ±1 (no z), the interval is θ ± t(n - 1) · SE_J on the original scale,
clipped to [-1, 1]. When a θ_(u) is undefined (leaving out one unit leaves chance agreement
1, or no unit rated twice) the jackknife does not exist: None, and the caller keeps the
analytic interval; so it does past ``MAX_CATEGORIES`` categories or ``MAX_KINDS`` distinct
kinds of unit, where its cost grows with their square and the simulation says nothing.
``benchmarks/bench_coverage.py`` compares these intervals with the delta method's by
simulation; ``core.stats.coverage`` says which a report uses and where neither reaches the
level.

References
----------
- Blackman, N. J.-M. & Koval, J. J. (2000). Interval estimation for Cohen's kappa as a measure
  of agreement. Statistics in Medicine 19: 723-741.
- Efron, B. & Stein, C. (1981). The jackknife estimate of variance. Annals of Statistics 9:
  586-596.
- Fisher, R. A. (1921). On the "probable error" of a coefficient of correlation deduced from a
  small sample. Metron 1: 3-32.
- Hughes, J. (2022). Toward improved inference for Krippendorff's alpha agreement
  coefficient. arXiv:2210.13265.
- Quenouille, M. H. (1956). Notes on bias in estimation. Biometrika 43: 353-360.
- Tukey, J. W. (1958). Bias and confidence in not-quite large samples (abstract). Annals of
  Mathematical Statistics 29: 614.

Examples
--------
Four units of kinds with values 0.2, 0.4 left out, twice each: θ̄ = 0.3, Var_J = 3/4 · 4 ·
0.01 = 0.03:

>>> round(jackknife_se(np.array([0.2, 0.4]), np.array([2, 2])) ** 2, 12)
0.03
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.many_raters.unit_replicates import alpha_replicates, kappa_replicates
from adjudicator.core.stats.pairs.bootstrap import VECTOR_STATISTICS

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
_EDGE = 1.0 - 1e-12
#: the jackknife is formed up to these sizes (its leave-one-out tables cost k^4 per pair, its
#: leave-one-out patterns P^2); beyond them the delta interval stays. Both lie far past the
#: simulated grid (k <= 4; at n = 500 the delta interval already covered 0.93 or more).
MAX_CATEGORIES = 12
MAX_KINDS = 2_000


def jackknife_se(loo: FloatArray, freq: IntArray) -> float | None:
    """SE_J of leave-one-out values ``loo`` (one per kind of unit, ``freq`` units each);
    None when one is undefined or fewer than two units."""
    n = float(freq.sum())
    if n < 2 or not np.all(np.isfinite(loo)):
        return None
    mean = float(freq @ loo) / n
    return math.sqrt((n - 1.0) / n * float(freq @ (loo - mean) ** 2))


def jackknife_interval(
    value: float, loo: FloatArray, freq: IntArray, level: float = 0.95
) -> tuple[tuple[float, float], float] | None:
    """(interval, SE_J on the original scale): Fisher-z jackknife-t interval (module doc);
    on the original scale when θ or a θ_(u) is ±1; None when the jackknife does not exist."""
    se = jackknife_se(loo, freq)
    if se is None or not math.isfinite(value):
        return None
    n = int(freq.sum())
    crit = two_sided_critical(level, n - 1)
    if abs(value) < _EDGE and np.all(np.abs(loo) < _EDGE):
        se_z = jackknife_se(np.arctanh(loo), freq)
        if se_z is not None:
            z = math.atanh(value)
            return (math.tanh(z - crit * se_z), math.tanh(z + crit * se_z)), se
    return (max(-1.0, value - crit * se), min(1.0, value + crit * se)), se


def table_leave_one_out(
    table: npt.ArrayLike, metric: str, w: FloatArray | None = None
) -> tuple[FloatArray, IntArray]:
    """Leave-one-out values of a two-rater coefficient (a ``bootstrap.VECTOR_STATISTICS``
    name) for each occupied cell of the k x k table, and the cell counts: leaving out an item
    of cell (i, j) is the table less one in that cell."""
    t = np.asarray(table, dtype=np.int64)
    k = t.shape[0]
    flat = t.ravel()
    occupied = np.flatnonzero(flat)
    stack = np.repeat(t[None].astype(np.float64), occupied.size, axis=0).reshape(-1, k * k)
    stack[np.arange(occupied.size), occupied] -= 1.0
    weights = np.eye(k) if w is None else w
    with np.errstate(invalid="ignore", divide="ignore"):
        loo = VECTOR_STATISTICS[metric](stack.reshape(-1, k, k), weights)
    return loo, flat[occupied]


def _drop_one(freq: IntArray) -> FloatArray:
    """P x P multiplicities: row p is ``freq`` less one unit of kind p."""
    out = np.repeat(freq[None].astype(np.float64), freq.size, axis=0)
    out[np.arange(freq.size), np.arange(freq.size)] -= 1.0
    return out


def pattern_leave_one_out(
    patterns: IntArray, freq: IntArray, statistic: str, w: FloatArray, *,
    alpha_level: str = "nominal", weights_given: FloatArray | None = None,
    values: npt.ArrayLike | None = None,
) -> tuple[FloatArray, IntArray]:
    """Leave-one-out values of a count-based many-rater statistic (``fleiss_kappa``,
    ``gwet_ac``, ``brennan_prediger``, ``percent_agreement`` or ``krippendorff_alpha``) for
    each distinct count pattern, and the patterns' multiplicities (patterns of no unit left
    out, and units with no rating, which no statistic counts)."""
    keep = (freq > 0) & (patterns.sum(axis=1) > 0)
    patterns, freq = patterns[keep], freq[keep]
    if freq.size > MAX_KINDS or patterns.shape[1] > MAX_CATEGORIES:
        return np.full(freq.size, np.nan), freq
    drop = _drop_one(freq)
    with np.errstate(invalid="ignore", divide="ignore"):
        if statistic == "krippendorff_alpha":
            loo = alpha_replicates(patterns, drop, alpha_level, weights_given, values)
        else:
            loo = kappa_replicates(patterns, drop, statistic, w)
    return loo, freq


def conger_replicates(rows: IntArray, freq: FloatArray, k: int, w: FloatArray) -> FloatArray:
    """Conger's (1980) κ for each row of multiplicities ``freq`` (B x P) over distinct rows of
    codes (P x r, -1 = not rated), as ``conger.conger_kappa``: pa is Fleiss' observed
    agreement over units rated at least twice, pe = Σ_{g≠h} p_g W p_h' / (r (r - 1)) with p_g
    rater g's shares of the ratings g gave."""
    r = rows.shape[1]
    onehot = (rows[:, :, None] == np.arange(k)[None, None, :]).astype(np.float64)  # P x r x k
    x = onehot.sum(axis=1)
    per_rater = np.einsum("bp,pgk->bgk", freq, onehot)
    with np.errstate(invalid="ignore", divide="ignore"):
        p_gk = per_rater / per_rater.sum(axis=2, keepdims=True)
        pair = np.einsum("bgk,kl,bhl->bgh", p_gk, w, p_gk)
        pe = (pair.sum(axis=(1, 2)) - np.trace(pair, axis1=1, axis2=2)) / (r * (r - 1))
        n_r = x.sum(axis=1)
        two = n_r >= 2
        pa_p = np.where(two, (x * (x @ w.T - 1.0)).sum(axis=1)
                        / np.where(two, n_r * (n_r - 1.0), 1.0), 0.0)
        pa = (freq @ pa_p) / (freq @ two.astype(np.float64))
        out: FloatArray = np.where(pe < _EDGE, (pa - pe) / (1.0 - pe), np.nan)
    return out


def rows_leave_one_out(
    rows: IntArray, freq: IntArray, k: int, w: FloatArray
) -> tuple[FloatArray, IntArray]:
    """Leave-one-out Conger's κ for each distinct row of codes, and the rows' multiplicities
    (rows of no unit, and rows with no rating, left out)."""
    keep = (freq > 0) & (rows >= 0).any(axis=1)
    rows, freq = rows[keep], freq[keep]
    if freq.size > MAX_KINDS or k > MAX_CATEGORIES:
        return np.full(freq.size, np.nan), freq
    return conger_replicates(rows, _drop_one(freq), k, w), freq


def stack_intervals(
    stack: npt.ArrayLike, value: FloatArray, metric: str, w: FloatArray | None = None,
    level: float = 0.95, fisher: bool = True,
) -> tuple[FloatArray, FloatArray]:
    """``jackknife_interval`` of a two-rater coefficient (a ``VECTOR_STATISTICS`` name) for
    every k x k table of a stack at once (``value``: the coefficient of each table); NaN
    where the jackknife does not exist or has no width. Many annotator pairs, one call."""
    s = np.asarray(stack, dtype=np.float64)
    m, k, _ = s.shape
    cells = k * k
    weights = np.eye(k) if w is None else w
    low, high = np.full(m, np.nan), np.full(m, np.nan)
    if k > MAX_CATEGORIES:
        return low, high
    step = max(1, (1 << 21) // (cells * cells))
    for i in range(0, m, step):
        part = s[i:i + step]
        loo_tables = np.repeat(part.reshape(-1, 1, cells), cells, axis=1)
        loo_tables[:, np.arange(cells), np.arange(cells)] -= 1.0
        with np.errstate(invalid="ignore", divide="ignore"):
            loo = VECTOR_STATISTICS[metric](loo_tables.reshape(-1, k, k),
                                            weights).reshape(-1, cells)
        lo, hi = _stack_interval(part.reshape(-1, cells), loo, value[i:i + step], level, fisher)
        low[i:i + step], high[i:i + step] = lo, hi
    return low, high


def _stack_interval(freq: FloatArray, loo: FloatArray, value: FloatArray, level: float,
                    fisher: bool) -> tuple[FloatArray, FloatArray]:
    """The jackknife intervals of rows of leave-one-out values (cells of no item weigh 0)."""
    n = freq.sum(axis=1)
    occupied = freq > 0
    loo = np.where(occupied, loo, 0.0)
    exists = np.isfinite(loo).all(axis=1) & np.isfinite(value) & (n >= 2)
    loo = np.where(exists[:, None], loo, 0.0)
    crit = np.array([two_sided_critical(level, int(x) - 1) if x >= 2 else np.nan for x in n])

    def spread(x: FloatArray) -> FloatArray:
        with np.errstate(invalid="ignore", divide="ignore"):
            mean = (freq * x).sum(axis=1) / n
            out: FloatArray = np.sqrt((n - 1) / n * (freq * (x - mean[:, None]) ** 2).sum(axis=1))
        return out

    se = spread(loo)
    low = np.maximum(value - crit * se, -1.0)
    high = np.minimum(value + crit * se, 1.0)
    if fisher:
        inner = (np.abs(value) < _EDGE) & (np.where(occupied, np.abs(loo), 0.0) < _EDGE).all(axis=1)
        z_loo = np.where(inner[:, None] & occupied, np.arctanh(np.clip(loo, -_EDGE, _EDGE)), 0.0)
        se_z = spread(z_loo)
        centre = np.arctanh(np.clip(value, -_EDGE, _EDGE))
        low = np.where(inner, np.tanh(centre - crit * se_z), low)
        high = np.where(inner, np.tanh(centre + crit * se_z), high)
    good = exists & (se > 1e-12)
    return np.where(good, low, np.nan), np.where(good, high, np.nan)
