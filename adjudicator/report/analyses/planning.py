"""How many double-labelled items a study needs: sample size for Cohen's κ.

Method (analytic, large-sample). Two annotators share the class prevalences p_1..p_k and agree
beyond chance by κ; the expected table of proportions is then

    π_ij = (1 - κ) p_i p_j + κ p_i [i = j]

(the "common marginals" model: its κ is exactly κ). Let Q = n · Var(κ̂) be the asymptotic
variance of κ̂ on that table (Fleiss, Cohen & Everitt 1969; taken from the core's
``cohen_kappa`` SE on a table of 10^7 items in those proportions, so the same formula as
every reported interval). Then

- a confidence interval of half-width at most w needs  n = ⌈ z²_{1-α/2} Q / w² ⌉;
- an interval whose lower bound clears κ_0 (< κ) with probability ``power`` needs
  n = ⌈ ((z_{1-α/2} + z_power) √Q / (κ - κ_0))² ⌉

(Cantor 1996 gives the same construction with the null and alternative variances; using the
alternative's Q for both is the usual simplification, Flack et al. 1988). ``tests/report``
checks both by simulating multinomial tables of the planned size.

References
----------
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Large sample standard errors of kappa and
  weighted kappa. Psychological Bulletin 72: 323-327.
- Flack, V. F., Afifi, A. A., Lachenbruch, P. A. & Schouten, H. J. A. (1988). Sample size
  determinations for the two rater kappa statistic. Psychometrika 53: 321-325.
- Cantor, A. B. (1996). Sample-size calculations for Cohen's kappa. Psychological Methods
  1: 150-153.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.core.stats.common.quantiles import normal_quantile
from adjudicator.core.stats.pairs.pairwise import cohen_kappa

_BIG = 10**7  # items of the table whose SE gives Q (rounding moves Q by < 1e-6 relative)


@dataclass(frozen=True)
class SamplePlan:
    """A planned sample size and what it was planned for."""

    kappa: float
    prevalences: tuple[float, ...]
    level: float
    q: float  # n · Var(κ̂) at the expected table
    n: int
    half_width: float | None = None
    threshold: float | None = None
    power: float | None = None

    def describe(self) -> Message:
        """One sentence for ``sample --plan``: English as a str, ``render`` for --lang."""
        level = f"{self.level:.0%}"
        goal = (Message(QT_TRANSLATE_NOOP("Errors", "a {level} CI half-width of at most "
                                          "{half_width}"), level=level,
                        half_width=f"{self.half_width:g}")
                if self.half_width is not None else
                Message(QT_TRANSLATE_NOOP("Errors", "a {level} CI lower bound above "
                                          "{threshold} with probability {power}"),
                        level=level, threshold=f"{self.threshold:g}", power=f"{self.power:g}"))
        return Message(QT_TRANSLATE_NOOP("Errors",
            "n = {n} items labelled by both annotators for {goal}, if κ = {kappa} and the "
            "class prevalences are ({prevalences}) — large-sample variance of Fleiss, Cohen & "
            "Everitt (1969); Flack et al. (1988), Cantor (1996)."), n=f"{self.n:,}", goal=goal,
            kappa=f"{self.kappa:g}",
            prevalences=", ".join(f"{p:.3f}" for p in self.prevalences))


def expected_table(kappa: float, prevalences: Sequence[float]) -> npt.NDArray[np.float64]:
    """π_ij = (1 - κ) p_i p_j + κ p_i [i = j]; refused where it is not a distribution."""
    p = np.asarray(prevalences, dtype=np.float64)
    if p.ndim != 1 or len(p) < 2 or (p <= 0).any():
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "prevalences must be two or more positive shares"))
    p = p / p.sum()
    table = (1 - kappa) * np.outer(p, p) + kappa * np.diag(p)
    if (table < 0).any():
        low = -float(p.min() / (1 - p.min()))
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "κ = {kappa} is impossible with these prevalences"),
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "κ from {low} to 1 (common marginals)"),
                         args={"kappa": kappa, "low": f"{low:.3f}"})
    return table


def asymptotic_q(kappa: float, prevalences: Sequence[float]) -> float:
    """n · Var(κ̂) at the expected table, from the core's standard error."""
    if not -1 < kappa < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "expected κ = {kappa}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a value strictly between -1 and 1"),
                         args={"kappa": kappa})
    counts = np.rint(expected_table(kappa, prevalences) * _BIG).astype(np.int64)
    est = cohen_kappa(counts)
    if est.se is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the variance of κ is undefined here: "
                                           "{reason}"), args={"reason": est.reason})
    return float(est.se) ** 2 * int(counts.sum())


def for_half_width(kappa: float, prevalences: Sequence[float], half_width: float,
                   level: float = 0.95) -> SamplePlan:
    """Items needed for a CI of half-width at most ``half_width``."""
    if not 0 < half_width < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "half-width {value}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a number between 0 and 1"),
                         args={"value": half_width})
    q = asymptotic_q(kappa, prevalences)
    z = normal_quantile(0.5 + level / 2)
    n = math.ceil(z * z * q / (half_width * half_width))
    return SamplePlan(kappa, _shares(prevalences), level, q, n, half_width=half_width)


def for_lower_bound(kappa: float, prevalences: Sequence[float], threshold: float,
                    power: float = 0.8, level: float = 0.95) -> SamplePlan:
    """Items needed for the CI's lower bound to clear ``threshold`` with ``power``."""
    if not threshold < kappa:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "threshold {threshold} is not below the "
                                           "expected κ {kappa}"),
                         args={"threshold": threshold, "kappa": kappa})
    if not 0.5 <= power < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "power {power}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a probability from 0.5 to below 1"),
                         args={"power": power})
    q = asymptotic_q(kappa, prevalences)
    z = normal_quantile(0.5 + level / 2) + normal_quantile(power)
    n = math.ceil((z * math.sqrt(q) / (kappa - threshold)) ** 2)
    return SamplePlan(kappa, _shares(prevalences), level, q, n, threshold=threshold,
                      power=power)


def _shares(prevalences: Sequence[float]) -> tuple[float, ...]:
    total = float(sum(prevalences))
    return tuple(float(p) / total for p in prevalences)
