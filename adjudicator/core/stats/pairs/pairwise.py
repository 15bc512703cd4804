"""Two-rater agreement coefficients from the k x k confusion matrix, with SE and CI.

All functions share one signature and return an ``Estimate``::

    f(table, *, weights=None, conventions=TABLE_CONVENTIONS, labels=None) -> Estimate

``table[i][j]`` counts items rater A put in category i and rater B in j. ``weights`` is
None (unweighted), a scheme name of ``weights.weight_matrix`` (on category ranks 1..k) or a
k x k agreement-weight matrix: ``weight_matrix(scheme, k, values)`` for the actual scale,
``from_disagreement(d)`` for published disagreement weights. The scale is the declared
one; for R irr's / scikit-learn's "observed categories only" pass
``observed_only(table)[0]`` (and the kept labels). ``conventions`` selects the SE divisor (n or
n - 1) and the interval (z, or t(n - 1)), named in ``Estimate.convention``. ``labels``
only words the reasons. ``extras`` holds ``po`` and ``pe`` (and ``se0``, ``z`` for kappa).

Each coefficient is c = (p_o - p_e) / (1 - p_e) with p_o = sum w_ij p_ij and

- Cohen (1960, 1968): p_e = sum w_ij p_i. p_.j
- Scott (1955): p_e = sum w_ij pi_i pi_j, pi = (p_i. + p_.i) / 2
- Gwet (2008; 2014): p_e = T_w / (q (q - 1)) * sum pi_k (1 - pi_k), T_w = sum w_ij
- Brennan & Prediger (1981): p_e = T_w / q^2 (Bennett's S, q = k)
- PABAK (Byrt, Bishop & Carlin 1993): 2 p_o - 1 for 2 x 2; (k p_o - 1)/(k - 1) in general.

Unweighted coefficients are computed from integer counts as one exact ratio (no
cancellation in p_o - p_e); weighted ones as 1 - D_o / D_e with disagreement weights
1 - w. When 1 - p_e = 0 (or no item is rated) the value is None with the reason.
Variances: see ``pairwise_variance`` (Fleiss, Cohen & Everitt 1969; Gwet 2014).

References
----------
- Brennan, R. L. & Prediger, D. J. (1981). Coefficient kappa: some uses, misuses, and
  alternatives. Educational and Psychological Measurement 41: 687-699.
- Byrt, T., Bishop, J. & Carlin, J. B. (1993). Bias, prevalence and kappa. Journal of
  Clinical Epidemiology 46: 423-429.
- Cohen, J. (1960). A coefficient of agreement for nominal scales. Educational and
  Psychological Measurement 20: 37-46.
- Cohen, J. (1968). Weighted kappa: nominal scale agreement with provision for scaled
  disagreement or partial credit. Psychological Bulletin 70: 213-220.
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Large sample standard errors of kappa and
  weighted kappa. Psychological Bulletin 72: 323-327.
- Gwet, K. L. (2008). Computing inter-rater reliability and its variance in the presence of
  high agreement. British Journal of Mathematical and Statistical Psychology 61: 29-48.
- Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed. Advanced Analytics.
- Scott, W. A. (1955). Reliability of content analysis: the case of nominal scale coding.
  Public Opinion Quarterly 19: 321-325.

Examples
--------
Wikipedia's worked example of Cohen's kappa ("Cohen's kappa", 50 applications read by two
readers), published as p_o = 0.7, p_e = 0.5, kappa = 0.4:

>>> est = cohen_kappa([[20, 5], [10, 15]])
>>> round(est.value, 10), round(est.extras["po"], 10), round(est.extras["pe"], 10)
(0.4, 0.7, 0.5)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common import reasons
from adjudicator.core.stats.common.estimate import (
    TABLE_CONVENTIONS,
    Conventions,
    Estimate,
    null_test,
    undefined,
    zero_se,
)
from adjudicator.core.stats.common.proportion import wilson_convention, wilson_interval
from adjudicator.core.stats.common.reasons import Reason
from adjudicator.core.stats.pairs.pairwise_table import (
    FloatArray,
    PairTable,
    WeightsArg,
    chance_one_reason,
    empty_reason,
    prepare,
    single_category_reason,
    zero_variance_reason,
)
from adjudicator.core.stats.pairs.pairwise_variance import (
    influence_variance,
    interval,
    null_variance_kappa,
    standard_error,
)

Labels = Sequence[str] | None


def percent_agreement(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Share of items on which the raters agree (weighted: mean agreement weight).

    p_o = sum_i n_ii / n; weighted p_o = sum w_ij p_ij. Var = (sum w^2 p - p_o^2) / N
    (Gwet 2014, table form). Unweighted, p_o is a binomial proportion (n_ii summed of n
    items), so its interval is Wilson's (1927) score interval unless the conventions ask for
    Gwet's Wald form (``Conventions.proportion``): it stays informative at p_o = 1, where the
    Wald interval has width 0 and is withheld (``core.stats.proportion``). The weighted p_o
    is a mean of weights, not a binomial proportion, and keeps the Wald form.
    """
    pt = prepare(table, weights, labels)
    if reason := empty_reason(pt, "percent agreement"):
        return undefined("percent_agreement", reason)
    pa = pt.trace / pt.n if pt.weights is None else float((pt.w * pt.p).sum())
    zero = np.zeros((pt.k, pt.k))
    n_var = influence_variance(pt.p, pt.w, pa, 0.0, zero)
    return agreement_estimate(pt, pa, n_var, conventions)


def agreement_estimate(pt: PairTable, pa: float, n_var: float, conv: Conventions) -> Estimate:
    """p_o's Estimate from n * Var: SE under the convention; Wilson's interval when p_o is
    unweighted and the convention asks for it (also for ``pairwise_batch``)."""
    est = finish_estimate("percent_agreement", pt, pa, pa, 0.0, n_var, conv, (0.0, 1.0))
    if pt.weights is not None or conv.proportion != "wilson":
        return est
    return replace(est, ci=wilson_interval(pt.trace, pt.n, conv.level), ci_reason=None,
                   convention=wilson_convention(conv))


def cohen_kappa(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Cohen's kappa (weighted when ``weights`` is given) with FCE (1969) SE, SE0 and z.

    kappa = (p_o - p_e) / (1 - p_e), p_e = sum w_ij p_i. p_.j (Cohen 1960; 1968).
    """
    pt = prepare(table, weights, labels)
    metric = "cohen_kappa" if pt.weights is None else "cohen_kappa_weighted"
    symbol = "κ" if pt.weights is None else "weighted κ"
    if reason := empty_reason(pt, symbol):
        return undefined(metric, reason)
    if pt.weights is None:
        n, rc = pt.n, sum(a * b for a, b in zip(pt.rows, pt.cols, strict=True))
        if n * n == rc:
            return undefined(metric, chance_one_reason(pt, symbol), n=n, po=pt.trace / n, pe=1.0)
        value, pa, pe = (n * pt.trace - rc) / (n * n - rc), pt.trace / n, rc / (n * n)
    else:
        v = 1.0 - pt.w
        d_e = float(pt.row_p @ v @ pt.col_p)
        d_o = float((v * pt.p).sum())
        if d_e <= 0.0:
            return undefined(metric, chance_one_reason(pt, symbol), n=pt.n, po=1.0 - d_o, pe=1.0)
        value, pa, pe = 1.0 - d_o / d_e, 1.0 - d_o, 1.0 - d_e
        if _one_category(pt.rows) or _one_category(pt.cols):
            value = 0.0  # d_o = d_e = sum_l v_cl p_l by construction; the sums differ by 1e-16
    row, col, w = pt.row_p, pt.col_p, pt.w
    if pt.weights is None:  # identity weights: w @ col is col exactly (skip tiny matmuls)
        grad = col[:, None] + row[None, :]
    else:
        grad = (w @ col)[:, None] + (row @ w)[None, :]
    est = _finish(metric, pt, value, pa, pe, grad, conventions)
    se0 = standard_error(null_variance_kappa(row, col, w, pe, grad), pt.n, conventions)
    est.extras.update(null_test(value, se0, est.se_reason))
    return est


def _one_category(margin: Sequence[int]) -> bool:
    """Whether one annotator's margin holds a single category (every item in it)."""
    return sum(1 for m in margin if m) == 1


def scott_pi(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Scott's pi: chance from the pooled marginals pi_k = (p_k. + p_.k) / 2 (Scott 1955)."""
    pt = prepare(table, weights, labels)
    if reason := empty_reason(pt, "π"):
        return undefined("scott_pi", reason)
    pi = (pt.row_p + pt.col_p) / 2.0
    if pt.weights is None:
        n, s = pt.n, sum((a + b) ** 2 for a, b in zip(pt.rows, pt.cols, strict=True))
        if 4 * n * n == s:
            return undefined("scott_pi", chance_one_reason(pt, "π"), n=n, po=pt.trace / n, pe=1.0)
        value, pa, pe = (4 * n * pt.trace - s) / (4 * n * n - s), pt.trace / n, s / (4 * n * n)
    else:
        v = 1.0 - pt.w
        d_e, d_o = float(pi @ v @ pi), float((v * pt.p).sum())
        if d_e <= 0.0:
            return undefined("scott_pi", chance_one_reason(pt, "π"), n=pt.n, po=1 - d_o, pe=1.0)
        value, pa, pe = 1.0 - d_o / d_e, 1.0 - d_o, 1.0 - d_e
    s_vec = pi if pt.weights is None else ((pt.w + pt.w.T) / 2.0) @ pi  # identity: exactly pi
    return _finish("scott_pi", pt, value, pa, pe, s_vec[:, None] + s_vec[None, :], conventions)


def gwet_ac(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Gwet's AC1 (unweighted) or AC2 (weighted), q = k categories (Gwet 2008; 2014, ch. 4)."""
    pt = prepare(table, weights, labels)
    metric, symbol = ("gwet_ac1", "AC1") if pt.weights is None else ("gwet_ac2", "AC2")
    if reason := empty_reason(pt, symbol):
        return undefined(metric, reason)
    q = pt.k
    if q < 2:
        return undefined(metric, single_category_reason(symbol), n=pt.n)
    pi = (pt.row_p + pt.col_p) / 2.0
    if pt.weights is None:
        n, s = pt.n, sum((a + b) ** 2 for a, b in zip(pt.rows, pt.cols, strict=True))
        den = 4 * n * n * (q - 2) + s
        value = (4 * n * pt.trace * (q - 1) - 4 * n * n + s) / den
        pa, pe, t_w = pt.trace / n, (4 * n * n - s) / (4 * n * n * (q - 1)), float(q)
    else:
        t_w = float(pt.w.sum())
        pa = float((pt.w * pt.p).sum())
        pe = t_w / (q * (q - 1)) * float(np.sum(pi * (1.0 - pi)))
        if pe >= 1.0:
            return undefined(metric, chance_one_reason(pt, symbol), n=pt.n, po=pa, pe=pe)
        value = (pa - pe) / (1.0 - pe)
    grad = t_w / (q * (q - 1)) * (1.0 - pi[:, None] - pi[None, :])
    return _finish(metric, pt, value, pa, pe, grad, conventions)


def brennan_prediger(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Brennan & Prediger's (1981) coefficient (Bennett's S): uniform chance, p_e = T_w / q^2."""
    return _uniform_chance("brennan_prediger", Reason(reasons.BRENNAN_PREDIGER), table, weights,
                           conventions, labels)


def pabak(
    table: npt.ArrayLike, *, weights: WeightsArg = None,
    conventions: Conventions = TABLE_CONVENTIONS, labels: Labels = None,
) -> Estimate:
    """Prevalence- and bias-adjusted kappa (Byrt, Bishop & Carlin 1993): 2 p_o - 1 for 2 x 2.

    For k categories the same adjustment gives (k p_o - 1) / (k - 1), which equals
    Brennan & Prediger's coefficient; it is reported under its own name.
    """
    return _uniform_chance("pabak", "PABAK", table, weights, conventions, labels)


def _uniform_chance(
    metric: str, symbol: str, table: npt.ArrayLike, weights: WeightsArg,
    conventions: Conventions, labels: Labels,
) -> Estimate:
    """Coefficients whose chance agreement assumes uniform use of the q = k categories."""
    pt = prepare(table, weights, labels)
    if reason := empty_reason(pt, symbol):
        return undefined(metric, reason)
    q = pt.k
    if q < 2:
        return undefined(metric, single_category_reason(symbol), n=pt.n)
    if pt.weights is None:
        value, pa, pe = (q * pt.trace - pt.n) / (pt.n * (q - 1)), pt.trace / pt.n, 1.0 / q
    else:
        v = 1.0 - pt.w
        d_e, d_o = float(v.sum()) / (q * q), float((v * pt.p).sum())
        if d_e <= 0.0:
            return undefined(metric, chance_one_reason(pt, symbol), n=pt.n, po=1 - d_o, pe=1.0)
        value, pa, pe = 1.0 - d_o / d_e, 1.0 - d_o, 1.0 - d_e
    return _finish(metric, pt, value, pa, pe, np.zeros((q, q)), conventions)


def _finish(
    metric: str, pt: PairTable, value: float, pa: float, pe: float, grad: FloatArray,
    conv: Conventions, bounds: tuple[float, float] = (-1.0, 1.0),
) -> Estimate:
    """Attach SE and CI (delta method, the convention's divisor and interval) to a value."""
    n_var = influence_variance(pt.p, pt.w, value, pe, grad)
    return finish_estimate(metric, pt, value, pa, pe, n_var, conv, bounds)


def finish_estimate(
    metric: str, pt: PairTable, value: float, pa: float, pe: float, n_var: float,
    conv: Conventions, bounds: tuple[float, float] = (-1.0, 1.0),
) -> Estimate:
    """The Estimate of a value whose n * Var is known (``pairwise_batch`` forms it for many
    tables at once): SE and CI under the convention, or the reason they are missing."""
    se = standard_error(n_var, pt.n, conv)
    return Estimate(
        metric, value, se=se, ci=interval(value, se, pt.n, conv, bounds), n=pt.n,
        convention=conv.describe(),
        extras={"po": pa, "pe": pe, "weights": pt.scheme, "categories": pt.k},
        se_reason=se_missing_reason(pt, value, se),
    )


def se_missing_reason(pt: PairTable, value: float, se: float | None) -> str | None:
    """The words for an SE that is 0 or cannot be formed; None when the SE is a real one."""
    if zero_se(se, value):
        return zero_variance_reason(pt)
    if se is None:
        return Reason(reasons.TOO_FEW_ITEMS)
    return None
