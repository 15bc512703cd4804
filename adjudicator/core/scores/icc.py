"""The intraclass correlation in Shrout & Fleiss's six forms, with F tests and F intervals.

Data: n items (Shrout & Fleiss's *targets*) x k annotators (*judges*), every cell a score.
From the two-way ANOVA of the table (row means r_i, column means c_j, grand mean m):

    MSR = k Σ_i (r_i - m)² / (n - 1)                      between items
    MSW = Σ_ij (y_ij - r_i)² / (n (k - 1))                within items (one-way)
    MSC = n Σ_j (c_j - m)² / (k - 1)                      between annotators
    MSE = Σ_ij (y_ij - r_i - c_j + m)² / ((n - 1)(k - 1)) residual (two-way)

The six forms (Shrout & Fleiss 1979, Table 1 and eqs. 1-6; McGraw & Wong 1996, Table 4):

    ICC(1,1) = ICC(1)   one-way random     (MSR - MSW) / (MSR + (k - 1) MSW)
    ICC(2,1) = ICC(A,1) two-way random,    (MSR - MSE) / (MSR + (k - 1) MSE + k (MSC - MSE) / n)
                        absolute agreement
    ICC(3,1) = ICC(C,1) two-way mixed,     (MSR - MSE) / (MSR + (k - 1) MSE)
                        consistency
    ICC(1,k) = ICC(k)                      (MSR - MSW) / MSR
    ICC(2,k) = ICC(A,k)                    (MSR - MSE) / (MSR + (MSC - MSE) / n)
    ICC(3,k) = ICC(C,k)                    (MSR - MSE) / MSR

The "1" forms are the reliability of one annotator's score, the "k" forms of the mean of the
k annotators' scores (Spearman-Brown of the single form). ICC(C,1) of a two-way random model
has the same value and interval as the mixed one (McGraw & Wong 1996, Table 4).

Tests of ρ = 0 and intervals at level 1 - α (McGraw & Wong 1996, Tables 7 and 8, with the
correction of the A forms' interval published in Psychological Methods 1(4), 390):

- one-way: F = MSR / MSW on (n - 1, n (k - 1)); F_L = F / F_{1-α/2}(n - 1, n (k - 1)),
  F_U = F · F_{1-α/2}(n (k - 1), n - 1); single (F_L - 1) / (F_L + k - 1) to
  (F_U - 1) / (F_U + k - 1), average 1 - 1/F_L to 1 - 1/F_U.
- consistency: the same with MSE and (n - 1)(k - 1) degrees of freedom.
- absolute agreement: F = MSR / MSE on (n - 1, (n - 1)(k - 1)) (the test of ρ0 = 0, where
  McGraw & Wong's a = 0, b = 1). Interval from Satterthwaite's degrees of freedom at the
  estimate ρ = ICC(A,1): a = k ρ / (n (1 - ρ)), b = 1 + k ρ (n - 1) / (n (1 - ρ)),
  v = (a MSC + b MSE)² / ((a MSC)² / (k - 1) + (b MSE)² / ((n - 1)(k - 1))),
  F* = F_{1-α/2}(n - 1, v), F** = F_{1-α/2}(v, n - 1);
  single: n (MSR - F* MSE) / (F* (k MSC + (k n - k - n) MSE) + n MSR) to
          n (F** MSR - MSE) / (k MSC + (k n - k - n) MSE + n F** MSR),
  average: n (MSR - F* MSE) / (F* (MSC - MSE) + n MSR) to
           n (F** MSR - MSE) / (MSC - MSE + n F** MSR)
  (the average bounds are the Spearman-Brown of the single bounds: the same v for both, as
  McGraw & Wong define it, and as R psych and pingouin compute it; R irr 0.84 puts ICC(A,k)
  into v for the average form, and gives its A-form p-values on that v too).

Missing scores: the ANOVA needs every annotator's score on every item, so only complete
cases (items every annotator scored) enter; how many were left out is said in words.

References: Shrout, P. E. & Fleiss, J. L. (1979). Intraclass correlations: uses in assessing
rater reliability. Psychological Bulletin 86(2), 420-428. McGraw, K. O. & Wong, S. P. (1996).
Forming inferences about some intraclass correlation coefficients. Psychological Methods
1(1), 30-46; correction 1(4), 390.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.scores import words
from adjudicator.core.scores.fdist import f_quantile, f_upper_tail
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason

FloatMatrix = npt.NDArray[np.float64]

#: the six forms in Shrout & Fleiss's order of Table 4: key, McGraw & Wong name, model, type
FORMS: dict[str, tuple[str, str, str]] = {
    "ICC(1,1)": ("ICC(1)", words.ONE_WAY, words.ABSOLUTE),
    "ICC(2,1)": ("ICC(A,1)", words.TWO_WAY_RANDOM, words.ABSOLUTE),
    "ICC(3,1)": ("ICC(C,1)", words.TWO_WAY_MIXED, words.CONSISTENCY),
    "ICC(1,k)": ("ICC(k)", words.ONE_WAY, words.ABSOLUTE),
    "ICC(2,k)": ("ICC(A,k)", words.TWO_WAY_RANDOM, words.ABSOLUTE),
    "ICC(3,k)": ("ICC(C,k)", words.TWO_WAY_MIXED, words.CONSISTENCY),
}
CONVENTION = QT_TRANSLATE_NOOP("Scores", "{pct} CI from the F distribution (McGraw & Wong 1996)")


@dataclass(frozen=True, slots=True)
class MeanSquares:
    """The ANOVA of a complete n x k table of scores (see the module doc)."""

    n: int
    k: int
    rows: float  # MSR
    within: float  # MSW
    columns: float  # MSC
    error: float  # MSE


def mean_squares(y: FloatMatrix) -> MeanSquares:
    """The mean squares of a complete n x k table (n, k >= 2), each from its own residuals
    (not as differences of sums of squares, which cancel badly for large, close scores)."""
    n, k = y.shape
    row = y.mean(axis=1)
    col = y.mean(axis=0)
    m = float(row.mean())
    within = y - row[:, None]
    error = within - (col - m)[None, :]
    return MeanSquares(
        n, k,
        rows=k * float(np.sum((row - m) ** 2)) / (n - 1),
        within=float(np.sum(within**2)) / (n * (k - 1)),
        columns=n * float(np.sum((col - m) ** 2)) / (k - 1),
        error=float(np.sum(error**2)) / ((n - 1) * (k - 1)),
    )


def icc_forms(
    scores: npt.ArrayLike, *, level: float = 0.95, missing_note: str | None = None,
) -> dict[str, Estimate]:
    """The six ICC forms of a complete items x annotators table, keyed ``ICC(1,1)`` ...
    ``ICC(3,k)``; each Estimate's extras carry McGraw & Wong's name, the model, the type,
    the unit, F, its degrees of freedom and the p-value of the test of ρ = 0.

    ``scores`` must hold no missing value (``scores.matrix.complete_cases`` gives such a
    table and the words for what it left out, passed on as ``missing_note``).
    """
    y = np.asarray(scores, dtype=np.float64)
    n, k = y.shape if y.ndim == 2 else (0, 0)
    extras: dict[str, Any] = {"n_annotators": k}
    if missing_note:
        extras["missing"] = missing_note
    if k < 2:
        return _all_undefined(Reason(words.FEWER_THAN_TWO_RATERS, what=Reason(words.ICC_WORDS)),
                              n, extras)
    if n < 2:
        return _all_undefined(Reason(words.TOO_FEW_COMPLETE, n=n, what=Reason(words.ICC_WORDS)),
                              n, extras)
    if np.ptp(y) == 0:
        return _all_undefined(Reason(words.NO_VARIANCE, value=_number(float(y.flat[0])),
                                     what=Reason(words.ICC_WORDS)), n, extras)
    ms = mean_squares(y)
    alpha = 1.0 - level
    convention = CONVENTION.format(pct=f"{level * 100:g}%")
    return {key: _form(key, ms, alpha, convention, extras) for key in FORMS}


def _form(key: str, ms: MeanSquares, alpha: float, convention: str,
          extras: dict[str, Any]) -> Estimate:
    """One form: its value, its F test and its interval (None with the reason when the F
    statistic is infinite or Satterthwaite's v is not positive)."""
    name, model, kind = FORMS[key]
    single = key.endswith(",1)")
    info = {**extras, "name": name, "model": model, "type": kind,
            "unit": words.SINGLE if single else words.AVERAGE}
    value = _value(key, ms)
    if value is None:
        return undefined(key, Reason(words.ZERO_DENOMINATOR, what=key), n=ms.n, **info)
    one_way = key.startswith("ICC(1")
    noise = ms.within if one_way else ms.error
    df1 = ms.n - 1
    df2 = ms.n * (ms.k - 1) if one_way else (ms.n - 1) * (ms.k - 1)
    if noise <= 1e-12 * ms.rows:  # 0 up to rounding: F is infinite
        info.update(f=None, df1=df1, df2=df2, p_value=None,
                    p_value_reason=Reason(words.NO_RESIDUAL))
        return Estimate(key, value, n=ms.n, convention=convention,
                        ci_reason=Reason(words.NO_RESIDUAL), extras=info)
    f = ms.rows / noise
    info.update(f=f, df1=df1, df2=df2, p_value=f_upper_tail(f, df1, df2))
    if ms.rows <= 1e-12 * _scale(ms):  # 0 up to rounding: F = 0, no lower bound
        return Estimate(key, value, n=ms.n, convention=convention,
                        ci_reason=Reason(words.NO_ITEM_SPREAD), extras=info)
    if key.startswith("ICC(2"):
        ci, why = _absolute_interval(ms, alpha, single)
        if why is not None:
            return Estimate(key, value, n=ms.n, convention=convention, ci_reason=why,
                            extras=info)
    else:
        low_f = f / f_quantile(1.0 - alpha / 2, df1, df2)
        high_f = f * f_quantile(1.0 - alpha / 2, df2, df1)
        ci = _bounds(low_f, high_f, ms.k, single)
    return Estimate(key, value, n=ms.n, ci=ci, convention=convention, extras=info)


def _value(key: str, ms: MeanSquares) -> float | None:
    """The point estimate of one form (None when its denominator is 0)."""
    n, k, r, w, e = ms.n, ms.k, ms.rows, ms.within, ms.error
    c = e + _columns_over_error(ms)
    num, den = {
        "ICC(1,1)": (r - w, r + (k - 1) * w),
        "ICC(2,1)": (r - e, r + (k - 1) * e + k * (c - e) / n),
        "ICC(3,1)": (r - e, r + (k - 1) * e),
        "ICC(1,k)": (r - w, r),
        "ICC(2,k)": (r - e, r + (c - e) / n),
        "ICC(3,k)": (r - e, r),
    }[key]
    return num / den if abs(den) > 1e-12 * _scale(ms) else None  # 0 up to rounding: none


def _columns_over_error(ms: MeanSquares) -> float:
    """MS_columns - MS_error, 0 when the two are equal up to rounding: the difference enters
    the absolute-agreement forms, where a few ulps of it (times a large F quantile) made
    bounds of 10^16 out of nothing."""
    diff = ms.columns - ms.error
    return 0.0 if abs(diff) <= 1e-12 * max(ms.columns, ms.error) else diff


def _scale(ms: MeanSquares) -> float:
    """The largest mean square: what "0 up to rounding" is measured against."""
    return max(ms.rows, ms.within, ms.columns, ms.error)


def _bounds(low_f: float, high_f: float, k: int, single: bool) -> tuple[float, float]:
    """The one-way and consistency bounds from the F limits (see the module doc)."""
    if single:
        return (low_f - 1.0) / (low_f + k - 1.0), (high_f - 1.0) / (high_f + k - 1.0)
    return 1.0 - 1.0 / low_f, 1.0 - 1.0 / high_f


def _absolute_interval(
    ms: MeanSquares, alpha: float, single: bool
) -> tuple[tuple[float, float] | None, Reason | None]:
    """McGraw & Wong's interval of ICC(A,1) / ICC(A,k) with Satterthwaite's v."""
    n, k, r, e = ms.n, ms.k, ms.rows, ms.error
    c = e + _columns_over_error(ms)
    rho = _value("ICC(2,1)", ms)
    if rho is None or rho >= 1.0:
        return None, Reason(words.NO_RESIDUAL)
    a = k * rho / (n * (1.0 - rho))
    b = 1.0 + k * rho * (n - 1) / (n * (1.0 - rho))
    spread = (a * c) ** 2 / (k - 1) + (b * e) ** 2 / ((n - 1) * (k - 1))
    v = (a * c + b * e) ** 2 / spread if spread > 0 else 0.0
    if not v > 0 or not math.isfinite(v):
        return None, Reason(words.NO_SATTERTHWAITE)
    f_star = f_quantile(1.0 - alpha / 2, n - 1, v)
    f_2star = f_quantile(1.0 - alpha / 2, v, n - 1)
    if not (math.isfinite(f_star) and math.isfinite(f_2star) and f_star > 0 and f_2star > 0):
        return None, Reason(words.EXTREME_SATTERTHWAITE)
    spread_c = k * c + (k * n - k - n) * e if single else c - e
    low_den, high_den = f_star * spread_c + n * r, spread_c + n * f_2star * r
    if (abs(low_den) <= 1e-9 * (abs(f_star * spread_c) + n * r)
            or abs(high_den) <= 1e-9 * (abs(spread_c) + n * f_2star * r)):  # 0 up to rounding
        return None, Reason(words.INTERVAL_DIVIDES_BY_ZERO)
    return (n * (r - f_star * e) / low_den, n * (f_2star * r - e) / high_den), None


def _all_undefined(reason: Reason, n: int, extras: dict[str, Any]) -> dict[str, Estimate]:
    """Every form undefined for the same reason, each still named."""
    out = {}
    for key, (name, model, kind) in FORMS.items():
        unit = words.SINGLE if key.endswith(",1)") else words.AVERAGE
        out[key] = undefined(key, reason, n=n, **extras, name=name, model=model, type=kind,
                             unit=unit)
    return out


def _number(x: float) -> str:
    """A score as written (3, not 3.0)."""
    return f"{x:g}"
