"""Shared pieces of the many-rater statistics: unit counts, weights, intervals, Gwet's SE.

Everything here is numpy + the standard library; the many-rater modules (``multirater``,
``krippendorff``, ``conger``, ``multilabel``, ``unit_bootstrap``) build on it.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Conventions, Estimate, zero_se
from adjudicator.core.stats.common.quantiles import two_sided_critical
from adjudicator.core.stats.common.reasons import Reason, metric_words
from adjudicator.core.stats.common.weights import weight_matrix

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

_EPS = 1e-12
_FEW_CATEGORIES = 16
_BINCOUNT_KEYS = 1 << 22
_MERGE_FROM = 1000


def unit_counts(codes: Codes, k: int) -> IntArray:
    """units x k matrix of how many raters put each unit in each category (-1 ignored).

    For k <= 16, one comparison per category on a rater-major int8 copy of the codes, summed
    row by row (~4x faster than a bincount at 10 raters x 10^6 units); for larger k, one
    ``np.bincount`` over ``unit * k + code``. Both give the same integers.
    """
    codes = _checked_codes(codes, k)
    n = codes.shape[0]
    if k <= _FEW_CATEGORIES:
        return _counts_by_comparison(codes, k)
    spill = n * k
    flat = np.where(codes >= 0, codes + (np.arange(n, dtype=np.int64) * k)[:, None], spill)
    counts = np.bincount(flat.ravel(), minlength=spill + 1)[:spill]
    return counts.reshape(n, k)


def unit_patterns(codes: Codes, k: int) -> tuple[IntArray, IntArray]:
    """Distinct unit count patterns (P x k) and how many units have each (P,).

    Every count-based statistic is a sum over units of a function of the unit's counts, so
    units with equal counts can be merged. A unit's counts are read as the digits of one
    integer key in base r + 1 (r = raters): key = sum over its ratings of (r + 1)^code, one
    table gather per rater; a bincount (or a sort, for large key ranges) of the keys then
    gives the patterns. Falls back to one row per unit when the key would not fit in 62 bits.
    """
    patterns, freq, _ = unit_pattern_index(codes, k)
    return patterns, freq


def unit_pattern_index(codes: Codes, k: int) -> tuple[IntArray, IntArray, IntArray]:
    """``unit_patterns`` plus each unit's pattern row (patterns[inverse] == unit counts)."""
    codes = _checked_codes(codes, k)
    n, r = codes.shape
    base = r + 1
    if not pattern_base_fits(k, base):
        return unit_counts(codes, k), np.ones(n, dtype=np.int64), np.arange(n, dtype=np.int64)
    table = np.append(base ** np.arange(k, dtype=np.int64), 0)
    keys = np.zeros(n, dtype=np.int64)
    for j in range(r):
        keys += table[codes[:, j]]
    return patterns_of_keys(keys, base, k)


def pattern_base_fits(k: int, base: int) -> bool:
    """True when a unit's counts in base ``base`` (raters + 1) fit one 62-bit key."""
    return k * math.log2(base) <= 62


def patterns_of_keys(keys: IntArray, base: int, k: int) -> tuple[IntArray, IntArray, IntArray]:
    """Patterns, their frequencies and each unit's pattern row from the units' keys
    (sum over categories of count x base^category), as ``unit_pattern_index`` finds them;
    also for counts changed by hand (an annotator left out) without a code matrix."""
    table = base ** np.arange(k, dtype=np.int64)
    if base**k <= _BINCOUNT_KEYS:
        found = np.bincount(keys, minlength=base**k)
        uniq = np.flatnonzero(found)
        freq = found[uniq]
        lookup = np.zeros(base**k, dtype=np.int64)
        lookup[uniq] = np.arange(uniq.size)
        inverse = lookup[keys]
    else:
        uniq, inverse, freq = np.unique(keys, return_inverse=True, return_counts=True)
    patterns = (uniq[:, None] // table[None, :]) % base
    return patterns.astype(np.int64), freq.astype(np.int64), inverse.astype(np.int64)


def merge_rows(counts: IntArray) -> tuple[IntArray, IntArray] | None:
    """Merge equal rows of a count matrix: (patterns, freq), or None when not worth it.

    Rows are read as base-(max + 1) integers, then bincounted (small key range) or sorted
    (from 1,000 rows); below that, or when keys would not fit in 62 bits, rows stay as they are.
    """
    n, k = counts.shape
    if n < _MERGE_FROM:
        return None
    base = int(counts.max()) + 1
    if k * math.log2(base) > 62:
        return None
    powers = base ** np.arange(k, dtype=np.int64)
    keys = np.zeros(n, dtype=np.int64)
    for c in range(k):
        keys += counts[:, c] * powers[c]
    if base**k <= max(_BINCOUNT_KEYS // 4, n):
        found = np.bincount(keys, minlength=base**k)
        uniq = np.flatnonzero(found)
        freq = found[uniq]
    else:
        uniq, freq = np.unique(keys, return_counts=True)
    patterns = (uniq[:, None] // powers[None, :]) % base
    return patterns.astype(np.int64), freq.astype(np.int64)


def _checked_codes(codes: Codes, k: int) -> Codes:
    """A 2-D int64 code matrix with every code in -1..k-1."""
    codes = np.asarray(codes, dtype=np.int64)
    if codes.ndim != 2:
        raise ValueError("codes must be a 2-D (units x raters) array")
    if codes.size and (codes.max() >= k or codes.min() < -1):
        raise ValueError(f"codes must lie in -1..{k - 1}")
    return codes


def _counts_by_comparison(codes: Codes, k: int) -> IntArray:
    """Unit counts by comparing each category with a rater-major int8 copy of the codes."""
    n, r = codes.shape
    by_rater = codes.T.astype(np.int8)
    acc = np.zeros((k, n), dtype=np.int8 if r < 128 else np.int64)
    for c in range(k):
        hits = (by_rater == c).view(np.int8)
        row = acc[c]
        for j in range(r):
            row += hits[j]
    return acc.T.astype(np.int64)


def as_counts(counts: npt.ArrayLike) -> IntArray:
    """Validate a units x k count matrix (non-negative integers)."""
    arr = np.asarray(counts)
    if arr.ndim != 2:
        raise ValueError("counts must be a 2-D (units x categories) array")
    whole = np.issubdtype(arr.dtype, np.integer) or np.all(np.equal(np.mod(arr, 1), 0))
    if arr.size and (arr.min() < 0 or not whole):
        raise ValueError("counts must be non-negative integers")
    return arr.astype(np.int64, copy=False)


def freq_or_ones(freq: npt.ArrayLike | None, n: int) -> IntArray:
    """Row multiplicities: ones by default, else one non-negative integer per row."""
    if freq is None:
        return np.ones(n, dtype=np.int64)
    f = np.asarray(freq, dtype=np.int64)
    if f.shape != (n,) or (f.size and f.min() < 0):
        raise ValueError("freq must be one non-negative integer per row")
    return f


def as_weights(
    weights: str | npt.ArrayLike | None, k: int, values: npt.ArrayLike | None = None
) -> FloatArray:
    """A k x k agreement-weight matrix: None = identity (unweighted), a scheme name of
    ``core.weights.weight_matrix`` (on ``values``, default 1..k) or a matrix."""
    if weights is None:
        return np.eye(k)
    if isinstance(weights, str):
        vals = None if values is None else [float(v) for v in np.asarray(values).ravel()]
        return weight_matrix(weights, k, vals)
    w = np.asarray(weights, dtype=np.float64)
    if w.shape != (k, k):
        raise ValueError(f"weights must be a {k} x {k} matrix, got shape {w.shape}")
    if not np.all(np.isfinite(w)):
        raise ValueError("weights must be finite")
    return w


def is_identity(w: FloatArray) -> bool:
    """True when the weights are the identity (an unweighted statistic)."""
    return bool(np.array_equal(w, np.eye(w.shape[0])))


def critical_value(conventions: Conventions, df: float) -> float | None:
    """z or t(df) critical value of a two-sided interval at the conventions' level."""
    if conventions.interval == "z":
        return two_sided_critical(conventions.level, None)
    return two_sided_critical(conventions.level, df) if df > 0 else None


def interval(
    value: float, se: float | None, df: float, conventions: Conventions,
    bounds: tuple[float, float] = (-1.0, 1.0),
) -> tuple[float, float] | None:
    """value -/+ critical * se, clipped to ``bounds`` when the conventions say so ([-1, 1] for
    a chance-corrected coefficient, [0, 1] for a proportion such as percent agreement)."""
    if se is None or not math.isfinite(se):
        return None
    crit = critical_value(conventions, df)
    if crit is None:
        return None
    low, high = value - crit * se, value + crit * se
    if conventions.clip:
        low, high = max(bounds[0], low), min(bounds[1], high)
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
    bounds: tuple[float, float] = (-1.0, 1.0),
) -> Estimate:
    """Assemble a defined Estimate with its interval from value, SE and degrees of freedom."""
    if se is None and "se_note" not in extras:
        extras = {**extras, "se_note": Reason(reasons.FEWER_THAN_TWO_UNITS)}
    return Estimate(
        metric,
        float(value),
        se=se,
        ci=interval(float(value), se, df, conventions, bounds),
        n=n,
        convention=convention,
        extras=extras,
        se_reason=_multirater_se_reason(se, float(value), extras),
    )


def _multirater_se_reason(se: float | None, value: float, extras: dict[str, Any]) -> str | None:
    """Words for a many-rater SE that is 0 (Gwet's linearisation gives 0 when every unit's
    term equals the estimate, e.g. full agreement) or that could not be formed."""
    if zero_se(se, value):
        return Reason(reasons.UNITS_SAME_TERM)
    if se is None:
        note = extras.get("se_note")
        return note if isinstance(note, str) else Reason(reasons.NO_SE)
    return None


def only_category_reason(
    counts_total: npt.ArrayLike,
    labels: list[str] | None,
    metric: str,
    *,
    expected: bool = False,
    every: npt.ArrayLike | None = None,
) -> Reason:
    """Plain-words reason for an undefined coefficient: every rating in one category (chance
    agreement 1, or for α expected disagreement 0). ``every`` holds the counts of all ratings
    when ``counts_total`` holds only the pairable ones (α): if another category occurs in a
    unit with a single rating, the reason speaks of the pairable values, not of every rating."""
    used = np.flatnonzero(np.asarray(counts_total) > 0)
    what = metric_words(metric)
    if used.size == 1:
        name = labels[int(used[0])] if labels else Reason(reasons.CATEGORY, n=int(used[0]))
        others = every is not None and int(np.count_nonzero(np.asarray(every) > 0)) > 1
        template = reasons.EVERY_RATING_EXPECTED if expected else reasons.EVERY_RATING_CHANCE
        if expected and others:
            template = reasons.EVERY_PAIRED_RATING_EXPECTED
        return Reason(template, name=name, what=what)
    return Reason(reasons.WEIGHTS_EXPECTED if expected else reasons.WEIGHTS_CHANCE, what=what)


def near_one(x: float) -> bool:
    """True when a chance agreement is 1 up to rounding."""
    return x >= 1.0 - _EPS
