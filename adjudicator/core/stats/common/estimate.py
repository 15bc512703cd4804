"""The value object every agreement statistic returns, and the uncertainty conventions."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal, NamedTuple

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.reasons import Reason, Translate
from adjudicator.core.stats.common.reasons import render as render_reason

SeDivisor = Literal["n", "n-1"]
IntervalKind = Literal["z", "t"]
ProportionInterval = Literal["wilson", "wald"]


@dataclass(frozen=True, slots=True)
class Conventions:
    """How standard errors and intervals are formed; both published conventions are supported.

    Contingency-table sources (Fleiss-Cohen-Everitt 1969, SAS, statsmodels) divide by n and use
    +/-1.96 SE; raw-ratings sources (Gwet 2014, Stata kappaetc, irrCAC) divide by n - 1 and use
    t(0.975, n - 1), clipped to [-1, 1].

    ``proportion`` is the interval of a binomial proportion (the unweighted two-rater p_o):
    Wilson's score interval (the default; ``core.stats.proportion``), or ``"wald"``, the
    estimate ± critical·SE above, which is what Gwet (2014) and Stata's kappaetc publish.
    """

    se_divisor: SeDivisor = "n"
    interval: IntervalKind = "z"
    level: float = 0.95
    clip: bool = True
    proportion: ProportionInterval = "wilson"

    def divisor_words(self) -> str:
        """The SE divisor part of the convention ("SE divisor n")."""
        return DIVISOR_N if self.se_divisor == "n" else DIVISOR_N1

    def describe(self) -> str:
        """Name the convention in words for reports and JSON output."""
        return _describe(self.se_divisor, self.interval, self.level, self.clip)


@lru_cache(maxsize=64)
def _describe(se_divisor: str, interval: str, level: float, clip: bool) -> str:
    """The wording of one convention (cached: every Estimate of a report carries it)."""
    div = DIVISOR_N if se_divisor == "n" else DIVISOR_N1
    pct = f"{level * 100:g}%"
    crit = "z" if interval == "z" else "t(n-1)"
    interval_text = INTERVAL.format(pct=pct, crit=crit)
    return f"{div}; {interval_text}" + (f"; {CLIPPED}" if clip else "")


# the words of a convention, marked for translation (ui.stat_text renders them piece by piece)
DIVISOR_N = QT_TRANSLATE_NOOP("Statistics", "SE divisor n")
DIVISOR_N1 = QT_TRANSLATE_NOOP("Statistics", "SE divisor n-1")
INTERVAL = QT_TRANSLATE_NOOP("Statistics", "{pct} CI = estimate ± {crit}·SE")
CLIPPED = QT_TRANSLATE_NOOP("Statistics", "clipped to [-1, 1]")


def _same(text: str) -> str:
    return text


TABLE_CONVENTIONS = Conventions("n", "z")
GWET_CONVENTIONS = Conventions("n-1", "t")


class Interval(NamedTuple):
    """A confidence interval's bounds, named as SciPy names them."""

    low: float
    high: float


@dataclass(frozen=True, slots=True)
class Estimate:
    """One agreement statistic: its value, uncertainty, the data used and how it was computed.

    When the statistic cannot be computed, ``value`` is None and ``reason`` says why in plain
    words; it is never 0, 1 or NaN by accident.

    No interval may look more certain than it is: a standard error of 0 or an interval of width 0
    (the delta-method variance vanishes at perfect agreement, at a constant annotator, at n = 1)
    is not a measurement of certainty but the absence of one. Such an SE and interval are
    replaced by None and ``se_reason`` / ``ci_reason`` say why in words (JSON keys ``se_reason``
    and ``ci_reason``); the value itself is kept.
    """

    metric: str
    value: float | None
    se: float | None = None
    ci: tuple[float, float] | None = None
    n: int = 0
    convention: str = ""
    reason: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    se_reason: str | None = None
    ci_reason: str | None = None

    def __post_init__(self) -> None:
        """Turn a zero SE or a zero-width interval into "not estimable", with the reason."""
        if self.value is None:
            return
        if self.se is not None and _zero_width(self.se, 0.0, self.value):
            object.__setattr__(self, "se", None)
            object.__setattr__(self, "se_reason", self.se_reason or ZERO_SE_REASON)
        if self.ci is not None and _zero_width(self.ci[0], self.ci[1], self.value):
            object.__setattr__(self, "ci", None)
            object.__setattr__(self, "ci_reason",
                               self.ci_reason or self.se_reason or ZERO_CI_REASON)
        elif self.ci is None and self.se is None and self.se_reason and not self.ci_reason:
            object.__setattr__(self, "ci_reason", self.se_reason)

    def render(self, translate: Translate = _same) -> dict[str, str]:
        """The reasons this estimate carries (``reason``, ``se_reason``, ``ci_reason``, those
        present) in the language of ``translate`` (English with the identity, as in JSON)."""
        out = {}
        for key in ("reason", "se_reason", "ci_reason"):
            text = render_reason(getattr(self, key), translate)
            if text:
                out[key] = text
        return out

    @property
    def defined(self) -> bool:
        """True when the statistic has a value."""
        return self.value is not None

    @property
    def statistic(self) -> float | None:
        """The value, under SciPy's name for it (``result.statistic``)."""
        return self.value

    @property
    def confidence_interval(self) -> Interval | None:
        """The interval as ``(low, high)`` with SciPy's field names, or None when it is not
        estimable (``ci_reason`` says why)."""
        return None if self.ci is None else Interval(self.ci[0], self.ci[1])

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready mapping: value, se, ci_low, ci_high, n, convention, reason, extras."""
        out: dict[str, Any] = {
            "value": _clean(self.value),
            "se": _clean(self.se),
            "ci_low": _clean(self.ci[0]) if self.ci else None,
            "ci_high": _clean(self.ci[1]) if self.ci else None,
            "n": self.n,
        }
        if self.convention:
            out["convention"] = self.convention
        if self.reason:
            out["reason"] = self.reason
        if self.se_reason:
            out["se_reason"] = self.se_reason
        if self.ci_reason:
            out["ci_reason"] = self.ci_reason
        for key, val in self.extras.items():
            out[key] = _clean(val) if isinstance(val, float) else val
        return out


#: said when the variance formula gives exactly 0 and nothing more specific is known
ZERO_SE_REASON = Reason(reasons.ZERO_SE)
#: said when an interval (analytic or bootstrap) collapses to a single point
ZERO_CI_REASON = Reason(reasons.ZERO_CI)


def _zero_width(low: float, high: float, value: float) -> bool:
    """True when |high - low| is 0 up to rounding relative to the value's size."""
    size = abs(value)  # max(1.0, size) without the call: every Estimate asks this
    return abs(high - low) <= 1e-12 * (size if size > 1.0 else 1.0)


def zero_se(se: float | None, value: float | None) -> bool:
    """True when an SE is 0 up to rounding: the Estimate will call it not estimable."""
    return se is not None and value is not None and _zero_width(se, 0.0, value)


def null_test(value: float, se0: float | None, reason: str | None) -> dict[str, Any]:
    """The extras of the test of "no agreement beyond chance": ``se0`` (the SE under that
    hypothesis) and z = value / se0. An se0 of 0 up to rounding (e.g. 1e-17 when an annotator
    used one category) is withheld like any zero SE: ``se0`` and ``z`` None and ``se0_reason``
    saying why (``reason``, else the generic one)."""
    if se0 is None or zero_se(se0, value):
        return {"se0": None, "z": None, "se0_reason": reason or ZERO_SE_REASON}
    return {"se0": se0, "z": value / se0}


def undefined(metric: str, reason: str, n: int = 0, **extras: Any) -> Estimate:
    """An estimate that cannot be computed, with the reason in plain words."""
    return Estimate(metric, None, n=n, reason=reason, extras=dict(extras))


def _clean(x: float | None) -> float | None:
    """Map NaN/inf to None so JSON never carries a bare NaN."""
    if x is None or not math.isfinite(x):
        return None
    return float(x)
