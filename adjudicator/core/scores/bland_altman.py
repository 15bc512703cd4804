"""Bland–Altman: the bias between two annotators' scores and the 95% limits of agreement,
each with its confidence interval.

For the differences d_i = x_i - y_i of n items scored by both annotators (the first minus
the second), with mean d̄ and standard deviation s (divisor n - 1):

    bias                 d̄,               CI d̄ ± t_{n-1} · s / √n
    limits of agreement  d̄ ± z s,         CI (each limit) ± t_{n-1} · s · √(1/n + z² / (2(n - 1)))

with z = 1.96 at 95% (the normal quantile of the level) and t the Student quantile at
(1 + level) / 2. The limits' standard error is Bland & Altman's (1999, section 2.2):
var(d̄ ± z s) ≈ (1/n + z² / (2(n - 1))) s², which they round to 3 s² / n at z = 2.
The limits say where a stated share of the differences between the two annotators falls;
they assume differences roughly normal and unrelated to the size of the score (the plot
shows whether that holds).

References: Bland, J. M. & Altman, D. G. (1986). Statistical methods for assessing
agreement between two methods of clinical measurement. Lancet 327(8476), 307-310.
Bland, J. M. & Altman, D. G. (1999). Measuring agreement in method comparison studies.
Statistical Methods in Medical Research 8(2), 135-160.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.scores import words
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.quantiles import normal_quantile, t_quantile
from adjudicator.core.stats.common.reasons import Reason

CONVENTION = QT_TRANSLATE_NOOP("Scores", "{pct} CI with t(n-1), Bland & Altman (1999)")


def bland_altman(
    x: npt.ArrayLike, y: npt.ArrayLike, *, level: float = 0.95
) -> dict[str, Estimate]:
    """``bias``, ``loa_low`` and ``loa_high`` of paired scores (no missing values), each an
    Estimate with its interval; the standard deviation of the differences is in the bias's
    extras (``sd_differences``) and the multiplier of the limits in every one (``z``)."""
    d = np.asarray(x, dtype=np.float64) - np.asarray(y, dtype=np.float64)
    n = int(d.size)
    z = normal_quantile(0.5 * (1.0 + level))
    if n < 2:
        reason = Reason(words.TOO_FEW_PAIRED, need=2, n=n, what=Reason(words.BLAND_ALTMAN_WORDS))
        return {key: undefined(key, reason, n=n) for key in ("bias", "loa_low", "loa_high")}
    bias = float(d.mean())
    sd = float(d.std(ddof=1))
    t = t_quantile(0.5 * (1.0 + level), n - 1)
    convention = CONVENTION.format(pct=f"{level * 100:g}%")
    extras = {"z": z, "sd_differences": sd}
    se_bias = sd / math.sqrt(n)
    se_limit = sd * math.sqrt(1.0 / n + z * z / (2.0 * (n - 1)))
    why = Reason(words.IDENTICAL_SCORES) if sd == 0.0 else None
    out = {}
    for key, centre, se in (("bias", bias, se_bias), ("loa_low", bias - z * sd, se_limit),
                            ("loa_high", bias + z * sd, se_limit)):
        ci = None if why else (centre - t * se, centre + t * se)
        out[key] = Estimate(key, centre, se=None if why else se, ci=ci, n=n,
                            convention=convention, se_reason=why, ci_reason=why,
                            extras=dict(extras))
    return out
