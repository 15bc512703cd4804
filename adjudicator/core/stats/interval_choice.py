"""Put the interval the simulation chose into each coefficient, with its coverage warning.

The analytic report forms every interval by the delta method first (the published SE stays
the ``se``). Then, per coefficient, ``core.stats.coverage.chosen_method`` says which interval
``benchmarks/bench_coverage.py`` found closer to 95 %: the delete-one-item jackknife on
Fisher's z ("jkz") or on the original scale ("jk", ``core.stats.jackknife``), Donner &
Eliasziw's goodness-of-fit interval ("gof", ``pairs.gof_interval``: Scott's π and nominal α of
two raters and two classes, every unit rated by both; the jkz interval elsewhere), or the
delta interval kept. A jackknife that does not exist (an item whose removal leaves the coefficient
undefined) keeps the delta interval. Where the chosen kind covered under 0.93 in the simulated
cell that stands for the data, ``extras["coverage_note"]`` carries the warning (a ``Reason``;
JSON key ``coverage_note``), whichever interval is shown. Every coefficient with a standard
error also gets Gwet's benchmarking (``core.stats.benchmarking``: ``landis_koch``, the
probability of each Landis–Koch band or better, and ``gwet_benchmark``).

Two raters (``pair_intervals``): the leave-one-out tables are the k x k table less one item
in an occupied cell, for many pairs at once. Many raters: the count patterns less one unit
of a pattern (Conger's κ: the distinct rows of codes less one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.benchmarking import ALPHA_MIN, benchmarking_extras, probability_below
from adjudicator.core.stats.common.estimate import CLIPPED, Conventions, Estimate
from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.coverage import chosen_method, coverage_note
from adjudicator.core.stats.jackknife import (
    MAX_CATEGORIES,
    MAX_KINDS,
    jackknife_interval,
    jackknife_se,
    pattern_leave_one_out,
    rows_leave_one_out,
)
from adjudicator.core.stats.many_raters.unit_replicates import alpha_replicates
from adjudicator.core.stats.pairs.gof_interval import goodness_of_fit_intervals

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]
LeaveOneOut = Callable[[], tuple[FloatArray, IntArray]]

#: convention parts naming the jackknife intervals (ui.stat_text / report.texts translate them)
JACKKNIFE_Z = QT_TRANSLATE_NOOP("Statistics", "CI = delete-one-item jackknife on Fisher's z, "
                                "t(n-1)")
JACKKNIFE = QT_TRANSLATE_NOOP("Statistics", "CI = estimate ± t(n-1)·delete-one-item jackknife "
                              "SE")
GOODNESS_OF_FIT = QT_TRANSLATE_NOOP("Statistics", "CI = Donner–Eliasziw goodness-of-fit "
                                    "interval (χ², 1 df)")
#: the convention part naming each chosen kind of interval
METHOD_WORDS = {"jkz": JACKKNIFE_Z, "jk": JACKKNIFE, "gof": GOODNESS_OF_FIT}

def sim_key(metric: str, est: Estimate) -> str:
    """The coefficient's name in the simulation (α carries its level)."""
    if metric == "krippendorff_alpha":
        return f"krippendorff_alpha_{est.extras.get('level', 'nominal')}"
    return metric


def gof_stack(metric: str, tables: npt.ArrayLike, level: float
              ) -> tuple[FloatArray, FloatArray]:
    """Donner & Eliasziw's interval of each 2 x 2 table (m x 2 x 2) for Scott's π, or for
    Krippendorff's α through α = 1 - (2N - 1)/(2N)·(1 - π) (two raters, no gap, N items);
    NaN where it does not exist (one class only)."""
    t = np.asarray(tables, dtype=np.float64).reshape(-1, 2, 2)
    low, high = goodness_of_fit_intervals(t, level)
    if metric != "krippendorff_alpha":
        return low, high
    n = t.sum(axis=(1, 2))
    with np.errstate(invalid="ignore", divide="ignore"):
        shrink = (2.0 * n - 1.0) / (2.0 * n)
    return 1.0 - shrink * (1.0 - low), 1.0 - shrink * (1.0 - high)


def gof_limits(metric: str, table: npt.ArrayLike, level: float) -> tuple[float, float] | None:
    """``gof_stack`` of one table; None where the interval does not exist."""
    low, high = gof_stack(metric, table, level)
    return (float(low[0]), float(high[0])) if np.isfinite(low[0]) else None


def with_chosen(
    metric: str, est: Estimate, leave_one_out: LeaveOneOut | None, conv: Conventions,
    raters: int, shares: npt.ArrayLike, table: npt.ArrayLike | None = None,
) -> Estimate:
    """``est`` with the chosen interval (when it exists) and the coverage note (when due);
    ``table`` the 2 x 2 table of two raters and two classes, where Donner & Eliasziw's
    interval applies (without it, or on another table, "gof" falls back to "jkz")."""
    if est.value is None:
        return est
    method = chosen_method(sim_key(metric, est))
    found = None
    if method == "gof":
        found = gof_limits(metric, table, conv.level) if table is not None else None
        method = "gof" if found is not None else "jkz"
    if method in ("jk", "jkz") and leave_one_out is not None:
        loo, freq = leave_one_out()
        found = _interval(method, est.value, loo, freq, conv.level)
    return finish_chosen(metric, est, found, method, conv, raters, shares)


def finish_chosen(
    metric: str, est: Estimate, found: tuple[float, float] | None, method: str,
    conv: Conventions, raters: int, shares: npt.ArrayLike,
) -> Estimate:
    """``est`` with the jackknife interval ``found`` (None: the delta interval stays), named in
    its convention, the coverage note when due and Gwet's benchmarking."""
    if est.value is None:
        return est
    if found is not None and method != "delta":
        words = METHOD_WORDS[method]
        kept = [p for p in est.convention.split("; ") if "CI" not in p and p != CLIPPED]
        est = replace(est, ci=found, ci_reason=None,
                      convention="; ".join([*(kept or [conv.divisor_words()]), words]),
                      extras={**est.extras, "ci_method": method})
    counts = [float(x) for x in np.asarray(shares).ravel()]
    note = coverage_note(sim_key(metric, est), est.n, raters, counts)
    if note is not None and est.ci is not None:
        est = replace(est, extras={**est.extras, "coverage_note": note})
    bench = benchmarking_extras(est.value, est.se)
    return replace(est, extras={**est.extras, **bench}) if bench else est


def _interval(method: str, value: float, loo: FloatArray, freq: IntArray, level: float
              ) -> tuple[float, float] | None:
    """The jackknife interval of ``method`` ("jkz" or "jk"); None when it does not exist or
    has no width."""
    if method == "jkz":
        found = jackknife_interval(value, loo, freq, level)
        if found is None or found[1] <= 1e-12:
            return None
        return found[0]
    se = jackknife_se(loo, freq)
    if se is None or se <= 1e-12:
        return None
    crit = two_sided_critical(level, int(freq.sum()) - 1)
    return max(-1.0, value - crit * se), min(1.0, value + crit * se)


def many_chosen(
    out: dict[str, Estimate], counts: IntArray, freq: IntArray, w: FloatArray | None,
    conv: Conventions, raters: int, *, level: str = "nominal",
    values: npt.ArrayLike | None = None, rows: tuple[IntArray, IntArray] | None = None,
) -> dict[str, Estimate]:
    """Many-rater coefficients of count patterns with their chosen intervals and notes."""
    k = counts.shape[1]
    eye = np.eye(k)
    shares = freq @ counts
    statistic = {"fleiss_kappa": ("fleiss_kappa", eye), "gwet_ac1": ("gwet_ac", eye),
                 "gwet_ac2": ("gwet_ac", eye if w is None else w)}
    result = dict(out)
    for name, est in out.items():
        loo: LeaveOneOut | None = None
        if name in statistic:
            stat, weights = statistic[name]
            loo = _pattern_loo(counts, freq, stat, weights)
        elif name == "krippendorff_alpha":
            loo = _alpha_loo(counts, freq, level, values)
            pair = binary_pair_table(counts, freq) if raters == 2 else None
            result[name] = with_chosen(name, est, loo, conv, raters, shares, pair)
            continue
        elif name == "conger_kappa":
            loo = _rows_loo(rows, k) if rows is not None else None
        else:
            continue
        result[name] = with_chosen(name, est, loo, conv, raters, shares)
    alpha = result.get("krippendorff_alpha")
    if alpha is not None and alpha.value is not None:
        q = alpha_below_min(counts, freq, level, values)
        if q is not None:
            result["krippendorff_alpha"] = replace(alpha, extras={**alpha.extras, **q})
    return result


def alpha_below_min(counts: IntArray, freq: IntArray, level: str,
                    values: npt.ArrayLike | None, *, minimum: float = ALPHA_MIN,
                    resamples: int = 2000, seed: int = 0) -> dict[str, object] | None:
    """Krippendorff's q = P(α < α_min) from a seeded bootstrap of the units (multinomial
    draws over the count patterns, ``unit_bootstrap``), as JSON extras. The patterns are
    merged and sorted first, so every path to the same units draws the same resamples."""
    keep = (freq > 0) & (counts.sum(axis=1) > 0)
    counts, inverse = np.unique(counts[keep], axis=0, return_inverse=True)
    freq = np.bincount(inverse.ravel(), weights=freq[keep]).astype(np.int64)
    n = int(freq.sum())
    if n < 2 or freq.size > MAX_KINDS or counts.shape[1] > MAX_CATEGORIES:  # too costly
        return None
    draws = np.random.default_rng(seed).multinomial(n, freq / n, size=resamples)
    with np.errstate(invalid="ignore", divide="ignore"):
        reps = alpha_replicates(counts, draws.astype(np.float64), level, None, values)
    q = probability_below(reps, minimum)
    if q is None:
        return None
    return {"p_below_min": q, "alpha_min": minimum, "p_below_min_resamples": resamples,
            "p_below_min_seed": seed}


def binary_pair_table(counts: IntArray, freq: IntArray) -> IntArray | None:
    """The 2 x 2 table of two raters' count patterns over two classes when every unit has
    both ratings ((2, 0) both first class, (1, 1) one each, (0, 2) both second); None
    otherwise (more classes, or a unit rated once)."""
    c, f = np.asarray(counts, dtype=np.int64), np.asarray(freq, dtype=np.int64)
    keep = f > 0
    c, f = c[keep], f[keep]
    if c.shape[1] != 2 or c.size == 0 or bool((c.sum(axis=1) != 2).any()):
        return None
    both_first = int(f[c[:, 0] == 2].sum())
    split = int(f[c[:, 0] == 1].sum())
    both_second = int(f[c[:, 1] == 2].sum())
    return np.array([[both_first, split], [0, both_second]], dtype=np.int64)


def _rows_loo(rows: tuple[IntArray, IntArray], k: int) -> LeaveOneOut:
    return lambda: rows_leave_one_out(*rows, k, np.eye(k))


def _pattern_loo(counts: IntArray, freq: IntArray, stat: str, w: FloatArray) -> LeaveOneOut:
    return lambda: pattern_leave_one_out(counts, freq, stat, w)


def _alpha_loo(counts: IntArray, freq: IntArray, level: str, values: npt.ArrayLike | None
               ) -> LeaveOneOut:
    k = counts.shape[1]
    return lambda: pattern_leave_one_out(counts, freq, "krippendorff_alpha", np.eye(k),
                                         alpha_level=level, values=values)
