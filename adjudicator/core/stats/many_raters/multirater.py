"""Many-rater agreement: Fleiss, Conger, Gwet's AC1/AC2, Brennan-Prediger, percent agreement.

Public functions (a contract for the report, ``agree()`` and ``selftest``); every one returns
an ``Estimate`` with value, se, ci, n (units rated at least once), the convention in words,
``extras`` pa / pe (and more), and ``value=None`` with a ``reason`` when undefined:

- ``fleiss_kappa(counts, *, weights=None, conventions=GWET_CONVENTIONS, labels=None,
  population=None)``: units x k counts (Fleiss layout); extras P_bar, Pe_bar, p_j and, for an
  unweighted design with a constant number of raters, Fleiss-Nee-Landis (1979) se0 and z.
- ``fleiss_category_kappas(counts, ...) -> list[Estimate]``: Fleiss' (1971) kappa_j.
- ``fleiss_kappa_multi(codes, k, ...)``: the same from a units x raters code matrix.
- ``conger_kappa(codes, k, *, weights=None, ...)`` (module ``conger``).
- ``gwet_ac_multi(codes, k, *, weights=None, ...)`` / ``gwet_ac_from_counts(counts, ...)``.
- ``brennan_prediger_multi(codes, k, ...)`` / ``brennan_prediger_from_counts(counts, ...)``.
  Every ``*_from_counts`` (and ``fleiss_kappa``) takes ``freq=``: a multiplicity per row; the
  ``*_multi`` forms merge units with equal counts (``unit_patterns``) and pass it.
- ``percent_agreement_multi(codes, k, ...)`` / ``percent_agreement_from_counts(counts, ...)``.
- ``pairwise_kappa_matrix(codes, k, statistic)`` (module ``pairwise_matrix``).

The keywords are typed once, by ``CodeOptions`` (and ``CountOptions``, which adds ``freq``).
``weights`` is a k x k agreement-weight matrix (1 on the diagonal) or a scheme name of
``core.weights.weight_matrix`` evaluated on ``values`` (default 1..k); the number of
categories q of the chance terms is k, the declared scale. Standard errors are
Gwet's (2014) raw-data variances (``multirater_variance``); with counts they coincide with his
distribution-of-raters variances (R irrCAC ``*.dist``). ``population`` = N applies the
finite-population factor 1 - n/N. Missing ratings are ignored; units rated once count in n
(they enter the category propensities) but not in pa, as in irrCAC.

References
----------
- Brennan, R. L. & Prediger, D. J. (1981). Coefficient kappa: some uses, misuses, and
  alternatives. Educational and Psychological Measurement 41: 687-699.
- Fleiss, J. L. (1971). Measuring nominal scale agreement among many raters. Psychological
  Bulletin 76: 378-382.
- Fleiss, J. L., Nee, J. C. M. & Landis, J. R. (1979). Large sample variance of kappa in the
  case of different sets of raters. Psychological Bulletin 86: 974-977.
- Gwet, K. L. (2008). Computing inter-rater reliability and its variance in the presence of
  high agreement. British Journal of Mathematical and Statistical Psychology 61: 29-48.
- Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed., ch. 5. Advanced Analytics.
- Randolph, J. J. (2005). Free-marginal multirater kappa (multirater kappa_free): an
  alternative to Fleiss' fixed-marginal multirater kappa. Joensuu Learning and Instruction
  Symposium.

Examples
--------
Wikipedia's worked example of Fleiss' kappa ("Fleiss' kappa", 10 subjects x 14 raters x 5
categories), published as P_bar = 0.378, Pe_bar = 0.213, kappa = 0.210:

>>> table = [[0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0],
...          [2, 2, 8, 1, 1], [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2],
...          [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]
>>> est = fleiss_kappa(table)
>>> [f"{v:.3f}" for v in (est.extras["P_bar"], est.extras["Pe_bar"], est.value)]
['0.378', '0.213', '0.210']

Randolph's online calculator (as recorded in statsmodels' tests), 2 subjects x 8 raters:

>>> counts = [[7, 1], [3, 5]]
>>> round(fleiss_kappa(counts).value, 6), round(brennan_prediger_from_counts(counts).value, 6)
(0.161905, 0.214286)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TypedDict, Unpack

import numpy as np
import numpy.typing as npt

from adjudicator.core.labels import Codes
from adjudicator.core.stats.common.estimate import (
    GWET_CONVENTIONS,
    Conventions,
    Estimate,
    null_test,
)
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multirater_common import (
    FloatArray,
    IntArray,
    as_counts,
    as_weights,
    freq_or_ones,
    is_identity,
    merge_rows,
    unit_patterns,
)
from adjudicator.core.stats.many_raters.multirater_variance import Kind, chance_corrected
from adjudicator.core.stats.many_raters.pairwise_matrix import PairwiseMatrix, pairwise_kappa_matrix

__all__ = [
    "CodeOptions",
    "CountOptions",
    "PairwiseMatrix",
    "brennan_prediger_from_counts",
    "brennan_prediger_multi",
    "conger_kappa",
    "fleiss_category_kappas",
    "fleiss_kappa",
    "fleiss_kappa_multi",
    "gwet_ac_from_counts",
    "gwet_ac_multi",
    "pairwise_kappa_matrix",
    "percent_agreement_from_counts",
    "percent_agreement_multi",
]


class CodeOptions(TypedDict, total=False):
    """Keywords every many-rater statistic takes; a missing key means the default noted."""

    weights: str | npt.ArrayLike | None  # k x k agreement weights or a scheme name; None = 1[c=k]
    values: npt.ArrayLike | None  # the category values a weight scheme is evaluated on (1..k)
    conventions: Conventions  # GWET_CONVENTIONS
    labels: list[str] | None  # category names, only for the reasons (None)
    population: float | None  # N for the finite-population factor 1 - n/N (None: no factor)


class CountOptions(CodeOptions, total=False):
    """``CodeOptions`` plus ``freq``, a multiplicity per row of the count matrix."""

    freq: npt.ArrayLike | None


_OPTION_NAMES = CountOptions.__optional_keys__


def fleiss_kappa(counts: npt.ArrayLike, **opts: Unpack[CountOptions]) -> Estimate:
    """Fleiss' (1971) kappa from a units x k count matrix, with Gwet's (2014) variance.

    kappa = (P_bar - Pe_bar) / (1 - Pe_bar), P_bar the mean over units of the share of agreeing
    rater pairs, Pe_bar = sum_j p_j^2 (weighted: pi'W pi, Gwet 2014 ch. 5).
    """
    x, w, f = _prepared(counts, opts, merge=True)
    return _fleiss_extras(_estimate("fleiss_kappa", "fleiss", x, w, f, opts), x, f, w)


def fleiss_kappa_multi(codes: Codes, k: int, **opts: Unpack[CodeOptions]) -> Estimate:
    """Fleiss' kappa from a units x raters code matrix (-1 = missing)."""
    return _on_patterns(fleiss_kappa, codes, k, opts)


def fleiss_category_kappas(
    counts: npt.ArrayLike,
    *,
    conventions: Conventions = GWET_CONVENTIONS,
    labels: list[str] | None = None,
) -> list[Estimate]:
    """Fleiss' (1971) category-specific kappa_j: Fleiss' kappa of category j against the rest.

    kappa_j = 1 - sum_i x_ij (m - x_ij) / (N m (m - 1) p_j q_j) for m raters per unit.
    """
    x = as_counts(counts)
    total = x.sum(axis=1)
    out = []
    for j in range(x.shape[1]):
        pair = np.column_stack([x[:, j], total - x[:, j]])
        name = labels[j] if labels else f"category {j}"
        est = fleiss_kappa(pair, conventions=conventions, labels=[name, f"not {name}"])
        out.append(_relabel(est, "fleiss_category_kappa", category=name))
    return out


def gwet_ac_multi(codes: Codes, k: int, **opts: Unpack[CodeOptions]) -> Estimate:
    """Gwet's AC1 (unweighted) or AC2 (weighted) from a units x raters code matrix."""
    return _on_patterns(gwet_ac_from_counts, codes, k, opts)


def gwet_ac_from_counts(counts: npt.ArrayLike, **opts: Unpack[CountOptions]) -> Estimate:
    """Gwet's AC1/AC2 (Gwet 2008; 2014 ch. 5): pe = sum(W) / (q (q - 1)) * sum_k pi_k (1 - pi_k)."""
    x, w, f = _prepared(counts, opts)
    metric = "gwet_ac1" if is_identity(w) else "gwet_ac2"
    return _estimate(metric, "gwet", x, w, f, opts)


def brennan_prediger_multi(codes: Codes, k: int, **opts: Unpack[CodeOptions]) -> Estimate:
    """Brennan-Prediger coefficient from a units x raters code matrix."""
    return _on_patterns(brennan_prediger_from_counts, codes, k, opts)


def brennan_prediger_from_counts(counts: npt.ArrayLike, **opts: Unpack[CountOptions]) -> Estimate:
    """Brennan & Prediger (1981), Randolph's free-marginal kappa: pe = sum(W) / q^2."""
    return _estimate("brennan_prediger", "bp", *_prepared(counts, opts), opts)


def percent_agreement_multi(codes: Codes, k: int, **opts: Unpack[CodeOptions]) -> Estimate:
    """Percent agreement among many raters from a units x raters code matrix."""
    return _on_patterns(percent_agreement_from_counts, codes, k, opts)


def percent_agreement_from_counts(counts: npt.ArrayLike, **opts: Unpack[CountOptions]) -> Estimate:
    """Mean share of agreeing rater pairs over units with two or more ratings (Gwet's pa)."""
    return _estimate("percent_agreement", "pa", *_prepared(counts, opts), opts)


def _on_patterns(
    statistic: Callable[..., Estimate], codes: Codes, k: int, opts: CodeOptions
) -> Estimate:
    """A count statistic on the distinct unit patterns of a code matrix, weighted by frequency."""
    patterns, freq = unit_patterns(codes, k)
    return statistic(patterns, freq=freq, **opts)


def _prepared(
    counts: npt.ArrayLike, opts: CountOptions, *, merge: bool = False
) -> tuple[IntArray, FloatArray, IntArray]:
    """The checked count matrix, the weight matrix and the row multiplicities of one call.

    ``merge`` collapses equal rows first when no ``freq`` is given (Fleiss' extras need it).
    """
    if unknown := opts.keys() - _OPTION_NAMES:
        raise TypeError(f"unexpected keyword argument(s): {', '.join(sorted(unknown))}")
    x = as_counts(counts)
    w = as_weights(opts.get("weights"), x.shape[1], opts.get("values"))
    freq = opts.get("freq")
    if merge and freq is None and (merged := merge_rows(x)) is not None:
        x, freq = merged
    return x, w, freq_or_ones(freq, x.shape[0])


def _estimate(
    metric: str, kind: Kind, x: IntArray, w: FloatArray, f: IntArray, opts: CountOptions
) -> Estimate:
    """Gwet's chance-corrected form of ``kind`` with the call's conventions, labels, population."""
    return chance_corrected(metric, kind, x, w, freq=f,
                            conventions=opts.get("conventions", GWET_CONVENTIONS),
                            labels=opts.get("labels"), population=opts.get("population"))


def _fleiss_extras(est: Estimate, x: IntArray, f: IntArray, w: FloatArray) -> Estimate:
    """Add Fleiss' own names (P_bar, Pe_bar, p_j) and the FNL (1979) null SE and z."""
    if "pa" not in est.extras:
        return est
    r = x.sum(axis=1)
    live = (r > 0) & (f > 0)
    rated, fr = x[live], f[live].astype(np.float64)
    p_j = fr @ (rated / rated.sum(axis=1, keepdims=True)) / fr.sum()
    extras = {**est.extras, "P_bar": est.extras["pa"], "Pe_bar": est.extras["pe"],
              "p_j": [float(v) for v in p_j]}
    m = np.unique(r[live])
    if est.value is not None and is_identity(w) and m.size == 1 and m[0] >= 2:
        pq = p_j * (1.0 - p_j)
        n_units, raters = float(fr.sum()), float(m[0])
        inner = float(pq.sum()) ** 2 - float((pq * (1.0 - 2.0 * p_j)).sum())
        se0 = math.sqrt(2.0 * max(inner, 0.0) / (n_units * raters * (raters - 1.0))) / pq.sum()
        extras.update(null_test(est.value, se0, est.se_reason))
    return _relabel(est, est.metric, **extras)


def _relabel(est: Estimate, metric: str, **extras: object) -> Estimate:
    """A copy of an estimate under another metric name with more extras."""
    return Estimate(metric, est.value, se=est.se, ci=est.ci, n=est.n, convention=est.convention,
                    reason=est.reason, extras={**est.extras, **extras})
