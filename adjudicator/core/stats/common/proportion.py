"""Wilson's score interval for a binomial proportion, and the convention that names it.

An observed agreement p_o = (items agreed) / n between two raters, a recall or a precision is
a binomial proportion. Its Wald interval p ± z·sqrt(p(1 - p)/n) has width 0 at p = 0 and p = 1
(where small samples often land) and covers far less than promised near them. Wilson (1927)
inverts the score test instead:

    centre     = (p̂ + z²/2n) / (1 + z²/n)
    half-width = z / (1 + z²/n) · sqrt(p̂(1 - p̂)/n + z²/4n²)

with z the two-sided normal quantile of the level. It lies in [0, 1] and never has width 0 for
n ≥ 1; Newcombe (1998) found its coverage close to nominal where Wald's fails, and it is
statsmodels' ``proportion_confint(method="wilson")``.

References
----------
- Wilson, E. B. (1927). Probable inference, the law of succession, and statistical
  inference. Journal of the American Statistical Association 22: 209-212.
- Newcombe, R. G. (1998). Two-sided confidence intervals for the single proportion:
  comparison of seven methods. Statistics in Medicine 17: 857-872 (worked examples, method 3:
  81/263 gives 0.2553 to 0.3662; 15/148 0.0624 to 0.1605; 0/20 0 to 0.1611; 1/29 0.0061 to
  0.1718).

Examples
--------
Newcombe's (1998) worked examples, method 3 (the score interval without continuity correction):

>>> tuple(round(x, 4) for x in wilson_interval(81, 263))
(0.2553, 0.3662)
>>> tuple(round(x, 4) for x in wilson_interval(0, 20))
(0.0, 0.1611)
"""

from __future__ import annotations

import math

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.estimate import Conventions
from adjudicator.core.stats.common.quantiles import two_sided_critical

#: a convention part: the interval of a proportion (ui.stat_text / report.texts render it)
WILSON = QT_TRANSLATE_NOOP("Statistics", "{pct} CI = Wilson score interval")


def wilson_interval(hits: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """Wilson's score interval for the binomial proportion hits / n (n > 0).

    >>> tuple(round(x, 4) for x in wilson_interval(10, 10))
    (0.7225, 1.0)
    """
    z = two_sided_critical(level, None)
    p, z2 = hits / n, z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    low, high = centre - half, centre + half
    return (0.0 if low < 0.0 else low), (1.0 if high > 1.0 else high)


def wilson_words(level: float) -> str:
    """The convention part naming a Wilson interval at ``level`` ("95% CI = Wilson ...")."""
    return WILSON.replace("{pct}", f"{level * 100:g}%")


def wilson_convention(conv: Conventions) -> str:
    """The whole convention of a proportion with a Wilson interval: its SE's divisor and the
    interval (no clipping: the interval lies in [0, 1] by construction)."""
    return f"{conv.divisor_words()}; {wilson_words(conv.level)}"
