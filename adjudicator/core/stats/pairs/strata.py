"""Agreement within each stratum (channel, batch, source...): one k x k table per stratum.

All tables of one annotator pair come from a single bincount over (stratum, a, b); the
coefficients of each stratum are then the ordinary table statistics of ``pairwise``:
p_o = sum_i n_ii / n, Cohen's κ = (p_o - p_e) / (1 - p_e) with p_e = sum_i p_i. p_.i
(Cohen 1960; SE of Fleiss, Cohen & Everitt 1969) and Gwet's AC1 (Gwet 2008).

Examples
--------
Two strata of three categories; the second has both annotators using one label only:

>>> import numpy as np
>>> a = np.array([0, 1, 1, 2, 0, 0, -1])
>>> b = np.array([0, 1, 2, 2, 0, 0, 1])
>>> s = np.array([0, 0, 0, 0, 1, 1, 1])
>>> t = stratum_tables(a, b, s, 2, 3)
>>> t.shape, int(t[1].sum()), int(t[0].trace())
((2, 3, 3), 2, 3)
>>> rows = stratum_summary(t, labels=("x", "y", "z"))
>>> round(rows[0].coefficients["cohen_kappa"].value, 4), rows[1].n
(0.6364, 2)
>>> rows[1].coefficients["cohen_kappa"].reason
'both annotators used only x: chance agreement is 1, so κ is undefined'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS, Conventions, Estimate
from adjudicator.core.stats.pairs.bootstrap import bootstrap_ci, with_bootstrap_ci
from adjudicator.core.stats.pairs.pairwise import cohen_kappa, gwet_ac, percent_agreement

#: the coefficients reported per stratum, in display order
STRATUM_METRICS = ("percent_agreement", "cohen_kappa", "gwet_ac1")

Tables = npt.NDArray[np.int64]
CiKind = Literal["analytic", "bootstrap", "none"]


@dataclass(frozen=True)
class StratumStatistics:
    """The coefficients of one stratum: its index, the items both labelled, and the estimates."""

    index: int
    n: int
    coefficients: dict[str, Estimate]


def stratum_tables(a: Codes, b: Codes, strata_codes: Codes, n_strata: int, k: int) -> Tables:
    """(n_strata, k, k) counts of (a, b) code pairs per stratum; rows are rater a.

    Items where either code is missing (-1) or the stratum code is negative are left out.
    """
    ok = (a >= 0) & (b >= 0) & (strata_codes >= 0)
    flat = np.multiply(strata_codes[ok], k, dtype=np.int64)
    flat += a[ok]
    flat *= k
    flat += b[ok]
    counts = np.bincount(flat, minlength=n_strata * k * k)
    return counts.reshape(n_strata, k, k).astype(np.int64, copy=False)


def stratum_summary(
    tables: Tables, *, labels: Sequence[str] | None = None,
    conventions: Conventions = TABLE_CONVENTIONS, ci: CiKind = "analytic",
    resamples: int = 2000, seed: int = 0,
) -> list[StratumStatistics]:
    """p_o, Cohen's κ and Gwet's AC1 of every stratum's table, in stratum order.

    ``ci`` keeps the analytic intervals (under ``conventions``), drops them ("none"), or
    replaces them by the percentile bootstrap of each stratum's table ("bootstrap").
    """
    return [StratumStatistics(i, int(t.sum()), _coefficients(t, labels, conventions, ci,
                                                             resamples, seed))
            for i, t in enumerate(tables)]


def _coefficients(
    t: Tables, labels: Sequence[str] | None, conventions: Conventions, ci: CiKind,
    resamples: int, seed: int,
) -> dict[str, Estimate]:
    """The three coefficients of one table with the chosen kind of interval."""
    out = {
        "percent_agreement": percent_agreement(t, conventions=conventions, labels=labels),
        "cohen_kappa": cohen_kappa(t, conventions=conventions, labels=labels),
        "gwet_ac1": gwet_ac(t, conventions=conventions, labels=labels),
    }
    if ci == "none":
        return {name: replace(est, ci=None) for name, est in out.items()}
    if ci == "bootstrap":
        for name, est in out.items():
            if est.defined:
                boot = bootstrap_ci(t, name, resamples=resamples, seed=seed,
                                    level=conventions.level)
                out[name] = with_bootstrap_ci(est, boot)
    return out


def sorted_by_size(rows: Sequence[StratumStatistics]) -> list[StratumStatistics]:
    """Strata by items both labelled, largest first (ties keep their order)."""
    return sorted(rows, key=lambda r: -r.n)
