"""Bootstrap replicates of count-based many-rater statistics, all resamples at once.

Each resample is a vector of multiplicities over the distinct unit count patterns
(B x P, from ``unit_bootstrap``); every statistic below is a ratio of sums over units, so a
replicate is a matrix product of those multiplicities with per-pattern terms. The formulas
are those of ``multirater_variance`` (Gwet 2014) and ``krippendorff`` (Krippendorff 2011).
Undefined replicates (no unit rated twice, chance agreement 1, expected disagreement 0) are
NaN.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.many_raters.krippendorff import Level, disagreement_matrix
from adjudicator.core.stats.many_raters.multirater_common import FloatArray, IntArray

_EPS = 1e-12


def kappa_replicates(
    patterns: IntArray, freq: FloatArray, statistic: str, w: FloatArray
) -> FloatArray:
    """Fleiss / Gwet AC / Brennan-Prediger / percent agreement for each row of ``freq``."""
    rated = patterns.sum(axis=1) > 0
    x, freq = patterns[rated].astype(np.float64), freq[:, rated]
    r = x.sum(axis=1)
    two = r >= 2
    s = (x * (x @ w.T - 1.0)).sum(axis=1)
    pa_p = np.where(two, s / np.where(two, r * (r - 1.0), 1.0), 0.0)
    n = freq.sum(axis=1)
    n2 = freq @ two.astype(np.float64)
    with np.errstate(invalid="ignore", divide="ignore"):
        pa = (freq @ pa_p) / n2
        pi = (freq @ (x / r[:, None])) / n[:, None]
    q = w.shape[0]
    if statistic == "percent_agreement":
        return np.where(n2 > 0, pa, np.nan)
    if statistic == "fleiss_kappa":
        pe = np.einsum("bk,kl,bl->b", pi, w, pi)
    elif statistic == "gwet_ac":
        pe = (float(w.sum()) / (q * (q - 1)) if q > 1 else np.inf) * (pi * (1 - pi)).sum(axis=1)
    else:
        pe = np.full(n.shape, float(w.sum()) / (q * q))
    ok = (n2 > 0) & (pe < 1.0 - _EPS)
    with np.errstate(invalid="ignore", divide="ignore"):
        out: FloatArray = np.where(ok, (pa - pe) / (1.0 - pe), np.nan)
    return out


def alpha_replicates(
    patterns: IntArray,
    freq: FloatArray,
    level: str,
    weights: FloatArray | None,
    values: npt.ArrayLike | None,
) -> FloatArray:
    """Krippendorff's alpha for each row of ``freq`` (level metric, or d = 1 - W)."""
    x = patterns.astype(np.float64)
    r = x.sum(axis=1)
    keep = r >= 2
    x, r, f = x[keep], r[keep], freq[:, keep]
    k = x.shape[1]
    pair = (np.einsum("pk,pl->pkl", x, x) - np.einsum("pk,kl->pkl", x, np.eye(k)))
    o = f @ (pair / (r - 1.0)[:, None, None]).reshape(-1, k * k)
    margins = f @ x
    if level == "ordinal" and weights is None:
        delta = _ordinal_stack(margins)
        d_e = np.einsum("bk,bkl,bl->b", margins, delta, margins)
        d_o = (o * delta.reshape(-1, k * k)).sum(axis=1)
    else:
        lvl: Level = "nominal" if weights is not None else level  # type: ignore[assignment]
        fixed = disagreement_matrix(lvl, k, margins[0].astype(np.int64), values, weights)
        d_e = np.einsum("bk,kl,bl->b", margins, fixed, margins)
        d_o = o @ fixed.ravel()
    n_vals = margins.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        out: FloatArray = np.where(d_e > 0, 1.0 - (n_vals - 1.0) * d_o / d_e, np.nan)
    return out


def _ordinal_stack(margins: FloatArray) -> FloatArray:
    """Krippendorff's ordinal metric for a stack of margins (B x k -> B x k x k)."""
    b, k = margins.shape
    cum = np.concatenate([np.zeros((b, 1)), np.cumsum(margins, axis=1)], axis=1)
    idx = np.arange(k)
    lo, hi = np.minimum.outer(idx, idx), np.maximum.outer(idx, idx)
    span = cum[:, hi + 1] - cum[:, lo] - (margins[:, :, None] + margins[:, None, :]) / 2.0
    out: FloatArray = span * span
    out[:, idx, idx] = 0.0
    return out
