"""Benchmarks in probabilities: Gwet's benchmarking and Krippendorff's risk of α below a minimum.

Gwet (2014, ch. 6) replaces "κ̂ lies in the Landis–Koch band 'substantial'" by the probability
that the coefficient does. With the estimate c and its standard error s, the probability of a
band [a, b) (interval membership probability) is, for the normal distribution truncated to
[-1, 1],

    IMP(a, b) = [Φ((c - a)/s) - Φ((c - b)/s)] / [Φ((c + 1)/s) - Φ((c - 1)/s)],

and the cumulative probability of a band is that of the band *or better* (summed from the top
band down). The benchmark a coefficient reaches is the highest band whose cumulative
probability is at least 0.95. This is R irrCAC's ``landis.koch.bf`` and the Python irrCAC's
``Benchmark.landis_koch`` (used as an oracle in the tests).

Krippendorff (2004, §11.4; 2019, §12.4) judges α against the smallest α a study can accept,
α_min (0.667 for tentative conclusions, 0.800 otherwise): q = the probability that α is below
α_min, the share of bootstrap replicates of α under α_min. Here the replicates are those of the
seeded unit bootstrap (``unit_bootstrap``) or of the table (``bootstrap``) the report already
offers, so the same data give the same q.

References
----------
- Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed., ch. 6 (benchmarking the
  agreement coefficients). Advanced Analytics.
- Krippendorff, K. (2004). Content Analysis: An Introduction to Its Methodology, 2nd ed.,
  §11.4. Sage. (4th ed. 2019, ch. 12.)
- Landis, J. R. & Koch, G. G. (1977). The measurement of observer agreement for categorical
  data. Biometrics 33: 159-174.

Examples
--------
irrCAC's worked example (κ = 0.67, SE = 0.15, Altman's scale gives 0.18168, 0.67511, ...);
on Landis and Koch's bands the cumulative probability of "substantial or better" is 0.67511:

>>> [round(b.cumulative, 5) for b in landis_koch_bands(0.67, 0.15)][:2]
[0.18168, 0.67511]
>>> gwet_benchmark(0.67, 0.15)
'moderate'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP

#: Landis & Koch (1977): (lower bound, upper bound, band), best first
LANDIS_KOCH = (
    (0.8, 1.0, QT_TRANSLATE_NOOP("Statistics", "almost perfect")),
    (0.6, 0.8, QT_TRANSLATE_NOOP("Statistics", "substantial")),
    (0.4, 0.6, QT_TRANSLATE_NOOP("Statistics", "moderate")),
    (0.2, 0.4, QT_TRANSLATE_NOOP("Statistics", "fair")),
    (0.0, 0.2, QT_TRANSLATE_NOOP("Statistics", "slight")),
    (-1.0, 0.0, QT_TRANSLATE_NOOP("Statistics", "poor")),
)
CONFIDENCE = 0.95
ALPHA_MIN = 0.667  # Krippendorff's lowest limit for tentative conclusions


@dataclass(frozen=True)
class Band:
    """One Landis–Koch band with its membership and cumulative (this band or better)
    probabilities."""

    name: str
    low: float
    high: float
    probability: float
    cumulative: float


def _phi(x: float) -> float:
    """Standard normal distribution function."""
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def landis_koch_bands(value: float, se: float) -> list[Band]:
    """Gwet's interval membership probabilities of the Landis–Koch bands, best first."""
    if not se > 0 or not math.isfinite(value):
        raise ValueError("benchmarking needs a finite value and a positive standard error")
    scale = _phi((value + 1.0) / se) - _phi((value - 1.0) / se)
    if not scale > 0:
        return _at_the_bound(value)
    out, total = [], 0.0
    for low, high, name in LANDIS_KOCH:
        p = (_phi((value - low) / se) - _phi((value - high) / se)) / scale
        total += p
        out.append(Band(name, low, high, p, min(total, 1.0)))
    return out


def _at_the_bound(value: float) -> list[Band]:
    """The bands when the truncated normal's mass on [-1, 1] underflows: an estimate many
    standard errors outside [-1, 1] (κ = -1.38, SE = 0.007 on three items) puts, in the limit,
    all of it at the nearer bound, so the band holding that bound has probability 1."""
    bound = 1.0 if value > 0 else -1.0
    out, total = [], 0.0
    for low, high, name in LANDIS_KOCH:
        p = 1.0 if low <= bound <= high and total == 0.0 else 0.0
        total += p
        out.append(Band(name, low, high, p, total))
    return out


def gwet_benchmark(value: float, se: float, confidence: float = CONFIDENCE) -> str:
    """The highest band whose cumulative probability reaches ``confidence`` (Gwet 2014)."""
    for band in landis_koch_bands(value, se):
        if band.cumulative >= confidence:
            return band.name
    return LANDIS_KOCH[-1][2]


def benchmarking_extras(value: float | None, se: float | None) -> dict[str, object]:
    """The JSON of Gwet's benchmarking of one coefficient (empty without a positive SE):
    ``landis_koch`` = {band: P(band or better)} and ``gwet_benchmark`` = the band reached."""
    if value is None or se is None or not se > 0 or not math.isfinite(value):
        return {}
    bands = landis_koch_bands(value, se)
    return {"landis_koch": {b.name: round(b.cumulative, 6) for b in bands},
            "gwet_benchmark": gwet_benchmark(value, se)}


def probability_below(replicates: npt.ArrayLike, minimum: float = ALPHA_MIN) -> float | None:
    """Krippendorff's q: the share of the defined bootstrap replicates below ``minimum``."""
    reps = np.asarray(replicates, dtype=np.float64)
    reps = reps[np.isfinite(reps)]
    if reps.size == 0:
        return None
    return float((reps < minimum).mean())
