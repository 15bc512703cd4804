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
alternative's Q for both is the usual simplification, Flack et al. 1988). These give the n
at which the *typical* study reaches the goal: about half the studies of the half-width plan
miss it. So the plan printed is the smallest n at which a stated share of simulated studies
(the assurance, default 90%; for the lower bound, the power) reach the goal with the interval
the report shows, starting the search from the formula's n (``core.stats.plan``); the
formula's n is kept beside it. ``tests/report`` checks the plans by an independent simulation.

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
from adjudicator.core.stats.plan import (
    RUNS,
    Simulated,
    half_width_goal,
    lower_bound_goal,
    simulated_plan,
)

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
    power: float | None = None  # the share of studies that reach the goal (the assurance)
    formula_n: int | None = None  # the large-sample formula's n, where the search started
    runs: int = 0  # simulated studies a candidate n

    def describe(self) -> Message:
        """One sentence for ``sample --plan``: English as a str, ``render`` for --lang."""
        level = f"{self.level:.0%}"
        goal = (Message(QT_TRANSLATE_NOOP("Errors", "a {level} CI half-width of at most "
                                          "{half_width} in {power} of studies"), level=level,
                        half_width=f"{self.half_width:g}", power=f"{self.power:.0%}")
                if self.half_width is not None else
                Message(QT_TRANSLATE_NOOP("Errors", "a {level} CI lower bound above "
                                          "{threshold} with probability {power}"),
                        level=level, threshold=f"{self.threshold:g}", power=f"{self.power:g}"))
        return Message(QT_TRANSLATE_NOOP("Errors",
            "n = {n} items labelled by both annotators for {goal}, if κ = {kappa} and the "
            "class prevalences are ({prevalences}) — the smallest n that did so in {runs} "
            "simulated studies with the report's interval (the large-sample formula of "
            "Fleiss, Cohen & Everitt 1969 and Flack et al. 1988 gives {formula_n}, enough for "
            "a typical study only)."), n=f"{self.n:,}", goal=goal,
            kappa=f"{self.kappa:g}",
            prevalences=", ".join(f"{p:.3f}" for p in self.prevalences),
            runs=f"{self.runs:,}", formula_n=f"{self.formula_n or self.n:,}")


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
                   level: float = 0.95, assurance: float = 0.9) -> SamplePlan:
    """Items needed for a CI of half-width at most ``half_width`` in ``assurance`` of
    studies."""
    if not 0 < half_width < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "half-width {value}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a number between 0 and 1"),
                         args={"value": half_width})
    _check_share(assurance)
    q = asymptotic_q(kappa, prevalences)
    z = normal_quantile(0.5 + level / 2)
    start = math.ceil(z * z * q / (half_width * half_width))
    found = simulated_plan(kappa, _shares(prevalences), half_width_goal(half_width), assurance,
                           start, level=level)
    return SamplePlan(kappa, _shares(prevalences), level, q, _planned(found), half_width=half_width,
                      power=assurance, formula_n=start, runs=RUNS)


def for_lower_bound(kappa: float, prevalences: Sequence[float], threshold: float,
                    power: float = 0.8, level: float = 0.95) -> SamplePlan:
    """Items needed for the CI's lower bound to clear ``threshold`` in ``power`` of studies."""
    if not threshold < kappa:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "threshold {threshold} is not below the "
                                           "expected κ {kappa}"),
                         args={"threshold": threshold, "kappa": kappa})
    _check_share(power)
    q = asymptotic_q(kappa, prevalences)
    z = normal_quantile(0.5 + level / 2) + normal_quantile(power)
    start = math.ceil((z * math.sqrt(q) / (kappa - threshold)) ** 2)
    found = simulated_plan(kappa, _shares(prevalences), lower_bound_goal(threshold), power,
                           start, level=level)
    return SamplePlan(kappa, _shares(prevalences), level, q, _planned(found), threshold=threshold,
                      power=power, formula_n=start, runs=RUNS)


def _check_share(power: float) -> None:
    """The power or assurance must be a probability from 0.5 to below 1."""
    if not 0.5 <= power < 1:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "power {power}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a probability from 0.5 to below 1"),
                         args={"power": power})


def _planned(found: Simulated | None) -> int:
    """The simulated n, or the refusal when no size up to 200,000 items reaches the goal."""
    if found is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no sample of up to 200,000 items reaches "
                                           "this goal in simulation"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a wider half-width, a lower "
                                                    "threshold or a lower assurance"))
    return found.n


def _shares(prevalences: Sequence[float]) -> tuple[float, ...]:
    total = float(sum(prevalences))
    return tuple(float(p) / total for p in prevalences)
