"""Seeded unit-resampling bootstrap CIs for many-rater statistics.

``unit_bootstrap_ci(codes, k, statistic, *, resamples=2000, seed=0, level=0.95,
weights=None, alpha_level="nominal", values=None) -> UnitBootstrapResult``

Units (rows rated at least once) are drawn with replacement. For the statistics that depend
on a unit only through its category counts — ``"fleiss_kappa"``, ``"gwet_ac"``,
``"brennan_prediger"``, ``"percent_agreement"``, ``"krippendorff_alpha"`` — units with the
same counts are interchangeable, so a resample is a draw of Multinomial(n, pattern shares)
over the distinct count patterns, and all replicates are computed at once with matrix
products: the cost depends on the number of patterns, not on n. ``"conger_kappa"`` (which
needs rater identity) and any function of a codes matrix are evaluated per resample. The
interval is the percentile interval (Efron & Tibshirani 1993, ch. 13); replicates on which
the statistic is undefined are left out and counted. ``with_bootstrap_ci`` of
``core.bootstrap`` puts the result into an Estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    as_weights,
    unit_patterns,
)
from adjudicator.core.stats.many_raters.unit_replicates import alpha_replicates, kappa_replicates
from adjudicator.core.stats.pairs.bootstrap import BootstrapResult, replicate_value

CodesStatistic = Callable[[Codes], "Estimate | float | None"]
COUNT_STATISTICS = ("fleiss_kappa", "gwet_ac", "brennan_prediger", "percent_agreement",
                    "krippendorff_alpha")


@dataclass(frozen=True, slots=True)
class UnitBootstrapResult(BootstrapResult):
    """A percentile interval from resampling units, with the replicates' standard deviation."""

    se: float | None = None
    drawn: ClassVar[str] = "resamples of units"


def unit_bootstrap_ci(
    codes: Codes,
    k: int,
    statistic: str | CodesStatistic,
    *,
    resamples: int = 2000,
    seed: int = 0,
    level: float = 0.95,
    weights: str | npt.ArrayLike | None = None,
    alpha_level: str = "nominal",  # Krippendorff level; ignored when weights are given
    values: npt.ArrayLike | None = None,
) -> UnitBootstrapResult:
    """Percentile bootstrap CI of a many-rater statistic by resampling units (seeded)."""
    codes = np.asarray(codes, dtype=np.int64)
    codes = codes[(codes >= 0).any(axis=1)]
    if codes.shape[0] == 0:
        return UnitBootstrapResult(None, None, resamples, resamples, level, seed,
                                   Reason(reasons.NO_UNIT_RATED))
    rng = np.random.default_rng(seed)
    if isinstance(statistic, str) and statistic in COUNT_STATISTICS:
        w = as_weights(weights, k, values)
        given = None if weights is None else w
        reps = _pattern_replicates(codes, k, statistic, w, rng, resamples, alpha_level, values,
                                   given)
    elif isinstance(statistic, str):
        if statistic != "conger_kappa":
            raise ValueError(f"unknown statistic {statistic!r}; use a function or one of "
                             f"{[*COUNT_STATISTICS, 'conger_kappa']}")
        w = as_weights(weights, k, values)
        reps = _row_replicates(codes, lambda c: conger_kappa(c, k, weights=w), rng, resamples)
    else:
        reps = _row_replicates(codes, statistic, rng, resamples)
    return _summarise(reps, resamples, level, seed)


def _pattern_replicates(
    codes: Codes, k: int, statistic: str, w: FloatArray, rng: np.random.Generator,
    resamples: int, alpha_level: str, values: npt.ArrayLike | None,
    weights_given: FloatArray | None,
) -> FloatArray:
    """Replicates of a count-based statistic from multinomial draws over count patterns."""
    patterns, counts = unit_patterns(codes, k)
    n = int(counts.sum())
    freq = rng.multinomial(n, counts / n, size=resamples).astype(np.float64)
    if statistic == "krippendorff_alpha":
        return alpha_replicates(patterns, freq, alpha_level, weights_given, values)
    return kappa_replicates(patterns, freq, statistic, w)


def _row_replicates(
    codes: Codes, statistic: CodesStatistic, rng: np.random.Generator, resamples: int
) -> FloatArray:
    """Replicates of any statistic of a codes matrix, one resample of rows at a time."""
    n = codes.shape[0]
    out = np.empty(resamples)
    for b in range(resamples):
        out[b] = replicate_value(statistic(codes[rng.integers(0, n, size=n)]))
    return out


def _summarise(reps: FloatArray, resamples: int, level: float, seed: int) -> UnitBootstrapResult:
    """Percentile interval and SD of the defined replicates; undefined ones counted."""
    ok = reps[np.isfinite(reps)]
    se = float(ok.std(ddof=1)) if ok.size > 1 else None
    return replace(UnitBootstrapResult.from_replicates(reps, resamples, level, seed), se=se)
