"""The value object every agreement statistic returns, and the uncertainty conventions."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from adjudicator.core.errors import QT_TRANSLATE_NOOP

SeDivisor = Literal["n", "n-1"]
IntervalKind = Literal["z", "t"]


@dataclass(frozen=True, slots=True)
class Conventions:
    """How standard errors and intervals are formed; both published conventions are supported.

    Contingency-table sources (Fleiss-Cohen-Everitt 1969, SAS, statsmodels) divide by n and use
    +/-1.96 SE; raw-ratings sources (Gwet 2014, Stata kappaetc, irrCAC) divide by n - 1 and use
    t(0.975, n - 1), clipped to [-1, 1].
    """

    se_divisor: SeDivisor = "n"
    interval: IntervalKind = "z"
    level: float = 0.95
    clip: bool = True

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


TABLE_CONVENTIONS = Conventions("n", "z")
GWET_CONVENTIONS = Conventions("n-1", "t")


@dataclass(frozen=True, slots=True)
class Estimate:
    """One agreement statistic: its value, uncertainty, the data used and how it was computed.

    When the statistic cannot be computed, ``value`` is None and ``reason`` says why in plain
    words; it is never 0, 1 or NaN by accident.
    """

    metric: str
    value: float | None
    se: float | None = None
    ci: tuple[float, float] | None = None
    n: int = 0
    convention: str = ""
    reason: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def defined(self) -> bool:
        """True when the statistic has a value."""
        return self.value is not None

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
        for key, val in self.extras.items():
            out[key] = _clean(val) if isinstance(val, float) else val
        return out


def undefined(metric: str, reason: str, n: int = 0, **extras: Any) -> Estimate:
    """An estimate that cannot be computed, with the reason in plain words."""
    return Estimate(metric, None, n=n, reason=reason, extras=dict(extras))


def _clean(x: float | None) -> float | None:
    """Map NaN/inf to None so JSON never carries a bare NaN."""
    if x is None or not math.isfinite(x):
        return None
    return float(x)
