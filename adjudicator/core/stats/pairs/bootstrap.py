"""Bootstrap confidence intervals for two-rater statistics, drawn on the confusion matrix.

Resampling n items with replacement and rebuilding the table is the same as drawing the
table from Multinomial(n, p_hat) with p_hat the observed cell shares, so one call

    np.random.default_rng(seed).multinomial(n, p_hat, size=resamples)

gives every replicate table at a cost independent of n. The common statistics are then
computed for the whole (B, k, k) stack at once (``VECTOR_STATISTICS``); any other
statistic can be passed as a function of one table. The interval is the percentile
interval (Efron & Tibshirani 1993, ch. 13). Replicates on which the statistic is
undefined (e.g. p_e = 1 in a resample) are left out and counted in ``undefined``.

``bootstrap_ci(table, statistic, *, resamples=2000, seed=0, level=0.95, weights=None)``
returns a ``BootstrapResult``; ``with_bootstrap_ci(estimate, result)`` puts it in an Estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar, Self

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.common.weights import resolve_weights
from adjudicator.core.stats.pairs.pairwise_table import WeightsArg, as_table

Stack = npt.NDArray[np.float64]
VectorStatistic = Callable[[Stack, npt.NDArray[np.float64]], npt.NDArray[np.float64]]
TableStatistic = Callable[[npt.NDArray[np.int64]], "Estimate | float | None"]


@dataclass(frozen=True, slots=True)
class BootstrapResult:
    """A percentile bootstrap interval and how it was obtained."""

    low: float | None
    high: float | None
    resamples: int
    undefined: int
    level: float
    seed: int
    reason: str | None = None
    drawn: ClassVar[str] = "multinomial resamples of the table"  # what was resampled, in words

    @property
    def ci(self) -> tuple[float, float] | None:
        """(low, high), or None when no replicate was defined."""
        if self.low is None or self.high is None:
            return None
        return (self.low, self.high)

    @classmethod
    def from_replicates(
        cls, values: npt.NDArray[np.float64], resamples: int, level: float, seed: int
    ) -> Self:
        """The percentile interval of the finite replicates; the others counted as undefined."""
        ok = values[np.isfinite(values)]
        bad = int(values.size - ok.size)
        if ok.size == 0:
            return cls(None, None, resamples, bad, level, seed,
                       Reason(reasons.EVERY_RESAMPLE_UNDEFINED))
        low, high = np.quantile(ok, [(1.0 - level) / 2.0, (1.0 + level) / 2.0])
        return cls(float(low), float(high), resamples, bad, level, seed)

    def describe(self) -> str:
        """The method in words, for reports."""
        text = (f"{self.level * 100:g}% percentile bootstrap CI, {self.resamples} {self.drawn} "
                f"(seed {self.seed})")
        if self.undefined:
            text += f"; {self.undefined} resamples undefined and left out"
        return text


def _margins(s: Stack, w: npt.NDArray[np.float64]) -> tuple[Stack, Stack, Stack, Stack]:
    """n, weighted observed agreement p_o, and row / column proportions of each table."""
    n = s.sum(axis=(1, 2))
    po = np.einsum("bij,ij->b", s, w) / n
    return n, po, s.sum(axis=2) / n[:, None], s.sum(axis=1) / n[:, None]


def _ratio(po: Stack, pe: Stack) -> Stack:
    """(p_o - p_e) / (1 - p_e), NaN where 1 - p_e vanishes."""
    den = 1.0 - pe
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(den > 1e-15, (po - pe) / den, np.nan)


def _cohen(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """Cohen's kappa of each table in the stack."""
    _, po, row, col = _margins(s, w)
    return _ratio(po, np.einsum("bi,ij,bj->b", row, w, col))


def _scott(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """Scott's pi of each table in the stack."""
    _, po, row, col = _margins(s, w)
    pi = (row + col) / 2.0
    return _ratio(po, np.einsum("bi,ij,bj->b", pi, w, pi))


def _gwet(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """Gwet's AC1/AC2 of each table in the stack."""
    _, po, row, col = _margins(s, w)
    q = w.shape[0]
    if q < 2:
        return np.full(s.shape[0], np.nan)
    pi = (row + col) / 2.0
    return _ratio(po, w.sum() / (q * (q - 1)) * (pi * (1.0 - pi)).sum(axis=1))


def _uniform(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """Brennan-Prediger (= PABAK when unweighted) of each table in the stack."""
    _, po, _, _ = _margins(s, w)
    return _ratio(po, np.full_like(po, w.sum() / w.shape[0] ** 2))


def _agreement(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """(Weighted) percent agreement of each table in the stack."""
    return _margins(s, w)[1]


def _alpha(s: Stack, w: npt.NDArray[np.float64]) -> Stack:
    """Krippendorff's alpha of each two-rater table, with disagreement delta = 1 - w.

    alpha = 1 - (n.. - 1) sum o_ck delta_ck / sum n_c n_k delta_ck, where the coincidences are
    o = T + T' and n_c their margins (Krippendorff 2011). A metric fixed in advance (nominal,
    interval, ratio: w = 1 - delta / max delta) gives the same alpha; the ordinal metric depends
    on each table's margins and is not vectorised here.
    """
    delta = 1.0 - w
    o = s + np.swapaxes(s, 1, 2)
    nc = o.sum(axis=2)
    observed = np.einsum("bij,ij->b", o, delta)
    expected = np.einsum("bi,ij,bj->b", nc, delta, nc)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(expected > 0, 1.0 - (nc.sum(axis=1) - 1.0) * observed / expected,
                        np.nan)


VECTOR_STATISTICS: dict[str, VectorStatistic] = {
    "cohen_kappa": _cohen, "cohen_kappa_weighted": _cohen, "scott_pi": _scott,
    "gwet_ac1": _gwet, "gwet_ac2": _gwet, "brennan_prediger": _uniform, "pabak": _uniform,
    "percent_agreement": _agreement, "krippendorff_alpha": _alpha,
}


def resample_tables(table: npt.ArrayLike, resamples: int, seed: int) -> npt.NDArray[np.int64]:
    """(resamples, k, k) tables drawn from Multinomial(n, observed cell shares)."""
    t = as_table(table)
    n = int(t.sum())
    draws = np.random.default_rng(seed).multinomial(n, t.ravel() / n, size=resamples)
    return draws.reshape(resamples, *t.shape).astype(np.int64, copy=False)


def bootstrap_ci(
    table: npt.ArrayLike, statistic: str | TableStatistic, *, resamples: int = 2000,
    seed: int = 0, level: float = 0.95, weights: WeightsArg = None,
) -> BootstrapResult:
    """Percentile bootstrap CI of a statistic by multinomial resampling of the table."""
    t = as_table(table)
    if int(t.sum()) == 0:
        return BootstrapResult(None, None, resamples, resamples, level, seed,
                               Reason(reasons.NO_PAIRED))
    stack = resample_tables(t, resamples, seed)
    return BootstrapResult.from_replicates(_replicates(stack, statistic, weights), resamples,
                                           level, seed)


def _replicates(
    stack: npt.NDArray[np.int64], statistic: str | TableStatistic, weights: WeightsArg
) -> npt.NDArray[np.float64]:
    """The statistic on every replicate table; NaN where undefined."""
    k = stack.shape[1]
    if isinstance(statistic, str):
        try:
            fn = VECTOR_STATISTICS[statistic]
        except KeyError:
            raise ValueError(f"no vectorised statistic {statistic!r}; pass a function or one "
                             f"of {sorted(VECTOR_STATISTICS)}") from None
        w = resolve_weights(weights, k)
        return fn(stack.astype(np.float64), np.eye(k) if w is None else w)
    return np.array([replicate_value(statistic(t)) for t in stack], dtype=np.float64)


def replicate_value(result: Estimate | float | None) -> float:
    """A replicate's value as a float, NaN when undefined."""
    if isinstance(result, Estimate):
        return np.nan if result.value is None else float(result.value)
    return np.nan if result is None else float(result)


def with_bootstrap_ci(estimate: Estimate, result: BootstrapResult) -> Estimate:
    """The estimate with its CI replaced by the bootstrap interval, named in ``convention``."""
    extras = {**estimate.extras, "bootstrap_resamples": result.resamples,
              "bootstrap_undefined": result.undefined, "bootstrap_seed": result.seed}
    return replace(estimate, ci=result.ci, convention=result.describe(), extras=extras)
