"""Lin's concordance correlation coefficient of two annotators' scores, with its interval.

For n items scored by both annotators (x, y), with moments divided by n as Lin defines them,

    ρ_c = 2 s_xy / (s_x² + s_y² + (x̄ - ȳ)²),

the correlation of the scores with the 45° line of equal scores: Pearson's r times a bias
correction C_b = 2 / (v + 1/v + u²), v = s_x / s_y, u = (x̄ - ȳ) / √(s_x s_y).

Interval: Fisher's Z = atanh(ρ_c) is nearer normal; its variance (Lin 1989, eq. 9, as
corrected by Lin 2000) is

    σ²_Z = 1/(n - 2) · [ (1 - r²) ρ_c² / ((1 - ρ_c²) r²)
                         + 2 ρ_c³ (1 - ρ_c) u² / (r (1 - ρ_c²)²)
                         - ρ_c⁴ u⁴ / (2 r² (1 - ρ_c²)²) ],

and the interval is tanh(Z ± z_{1-α/2} σ_Z). It needs n >= 3, r != 0 and |ρ_c| < 1; at
ρ_c = 1 (every item scored alike) the variance is 0, which is not certainty: not estimable.

References: Lin, L. I.-K. (1989). A concordance correlation coefficient to evaluate
reproducibility. Biometrics 45(1), 255-268. Lin, L. I.-K. (2000). A note on the concordance
correlation coefficient. Biometrics 56(1), 324-325.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.scores import words
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.quantiles import normal_quantile
from adjudicator.core.stats.common.reasons import Reason

METRIC = "lin_ccc"
CONVENTION = QT_TRANSLATE_NOOP("Scores", "{pct} CI = tanh(atanh(ρc) ± z·SE), Lin (1989, 2000)")


def lin_ccc(x: npt.ArrayLike, y: npt.ArrayLike, *, level: float = 0.95) -> Estimate:
    """Lin's ρ_c of paired scores (no missing values), with Pearson's r, the bias correction
    factor C_b, the location shift u and the scale shift v in its extras."""
    a = np.asarray(x, dtype=np.float64)
    b = np.asarray(y, dtype=np.float64)
    n = int(a.size)
    what = Reason(words.LIN_WORDS)
    if n < 2:
        return undefined(METRIC, Reason(words.TOO_FEW_PAIRED, need=2, n=n, what=what), n=n)
    mx, my = float(a.mean()), float(b.mean())
    sxx = float(np.mean((a - mx) ** 2))
    syy = float(np.mean((b - my) ** 2))
    sxy = float(np.mean((a - mx) * (b - my)))
    den = sxx + syy + (mx - my) ** 2
    if den == 0.0:
        return undefined(METRIC, Reason(words.NO_VARIANCE, value=f"{mx:g}", what=what), n=n)
    rho = 2.0 * sxy / den
    convention = CONVENTION.format(pct=f"{level * 100:g}%")
    if sxx == 0.0 or syy == 0.0:
        return Estimate(METRIC, rho, n=n, convention=convention,
                        ci_reason=Reason(words.CONSTANT_SCORER, what=Reason(words.LIN_WORDS)),
                        extras={"pearson_r": None})
    r = sxy / math.sqrt(sxx * syy)
    u = (mx - my) / math.sqrt(math.sqrt(sxx * syy))
    extras = {"pearson_r": r, "bias_correction": rho / r if r else None,
              "location_shift": u, "scale_shift": math.sqrt(sxx / syy)}
    ci, why = _interval(rho, r, u, n, level)
    return Estimate(METRIC, rho, se=None, ci=ci, n=n, convention=convention, ci_reason=why,
                    extras={**extras, "se_z": _se_z(rho, r, u, n)})


def _se_z(rho: float, r: float, u: float, n: int) -> float | None:
    """Lin's (2000) standard error of atanh(ρ_c) (None where it is not defined)."""
    if n < 3 or r == 0.0 or abs(rho) >= 1.0:
        return None
    one = 1.0 - rho * rho
    var = ((1.0 - r * r) * rho * rho / (one * r * r)
           + 2.0 * rho**3 * (1.0 - rho) * u * u / (r * one * one)
           - rho**4 * u**4 / (2.0 * r * r * one * one)) / (n - 2)
    return math.sqrt(var) if var > 0 else None


def _interval(
    rho: float, r: float, u: float, n: int, level: float
) -> tuple[tuple[float, float] | None, Reason | None]:
    """tanh(Z ± z σ_Z), or None and why."""
    if n < 3:
        return None, Reason(words.NOT_ESTIMABLE_N, n=n, need=3)
    if abs(rho) >= 1.0:
        return None, Reason(words.IDENTICAL_SCORES)
    se = _se_z(rho, r, u, n)
    if se is None:
        return None, Reason(words.NOT_ESTIMABLE_N, n=n, need=3)
    z = normal_quantile(0.5 * (1.0 + level))
    centre = math.atanh(rho)
    return (math.tanh(centre - z * se), math.tanh(centre + z * se)), None
