"""Dawid & Skene's (1979) latent class model, fitted by EM on counts.

Each item i has an unknown true class z_i drawn with the class shares π; annotator a, seeing
an item of class c, gives label l with probability e_a(l | c) (a's confusion matrix, each row
c summing to 1 over l). Independence of the judgments given z_i makes the posterior of item i

    T_ic = π_c ∏_j e_{a_j}(l_j | c) / Σ_c' π_c' ∏_j e_{a_j}(l_j | c')     (E-step)

(the product over item i's judgments j), and the maximum of the expected complete-data
likelihood

    π_c = Σ_i w_i T_ic / Σ_i w_i,
    e_a(l | c) = Σ_{j: a_j = a, l_j = l} w_{i_j} T_{i_j c} / Σ_{j: a_j = a} w_{i_j} T_{i_j c}
                                                                           (M-step)

with item weights w_i (1, or the item bootstrap's multiplicities). EM starts, as Dawid &
Skene did, from each item's vote shares as T (their section 3), takes π and e from them, and
alternates E and M until the log-likelihood Σ_i w_i log Σ_c π_c ∏_j e(l_j | c) rises by less
than ``tol`` (relative), or ``max_iter`` passes. The sums are bincounts over the judgments
(``Judgments``), the products are sums of logs.

Two guards follow crowd-kit's implementation (so that the two agree to rounding on the same
data): a cell e_a(l | c) of a label a used is kept at least 1e-10 before the rows are
normalised (a zero would make a class impossible for ever), and so is π_c inside the log.

References
----------
- Dawid, A. P. & Skene, A. M. (1979). Maximum likelihood estimation of observer error-rates
  using the EM algorithm. Journal of the Royal Statistical Society, Series C (Applied
  Statistics) 28(1): 20-28. Table 1 (45 patients, 5 anaesthetists) and their estimates are
  in tests/data/dawid_skene_1979.
- Ustalov, D. et al. (2021-). Crowd-Kit: computational quality control for crowdsourcing
  (``crowdkit.aggregation.DawidSkene``, Apache-2.0), the oracle of the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from adjudicator.core.crowd.judgments import FloatArray, Judgments

#: the floor of a used confusion cell and of a class share (as crowd-kit's _EPS)
FLOOR = 1e-10


@dataclass(frozen=True, slots=True)
class DawidSkeneFit:
    """The fitted model: ``posterior`` (n_items, k), ``prior`` π (k,), ``error`` e with
    ``error[a, l, c]`` = P(a gives l | true class c), the log-likelihood, the passes made and
    whether the rise fell below the tolerance."""

    posterior: FloatArray
    prior: FloatArray
    error: FloatArray
    log_likelihood: float
    iterations: int
    converged: bool

    @property
    def confusion(self) -> FloatArray:
        """(n_annotators, k, k): row = true class c, column = label given (rows sum to 1)."""
        return np.transpose(self.error, (0, 2, 1))

    def accuracy(self) -> FloatArray:
        """(n_annotators,): Σ_c π_c e_a(c | c), the chance a's label is the true class."""
        diagonal = np.diagonal(self.error, axis1=1, axis2=2)
        return np.asarray(diagonal @ self.prior, dtype=np.float64)


def m_step(j: Judgments, posterior: FloatArray, weights: FloatArray | None = None,
           ) -> tuple[FloatArray, FloatArray]:
    """π and e from the posteriors (see the module doc)."""
    w = np.ones(j.n_items) if weights is None else weights
    prior = (w @ posterior) / w.sum()
    rows = np.take(posterior, j.item, axis=0)  # a row per judgment (np.take: no slow fancy index)
    if weights is not None:
        rows = rows * w[j.item][:, None]
    counts = j.per_annotator_label(rows)  # (a, l, c)
    used = np.bincount(j.annotator * j.k + j.label, weights=w[j.item],
                       minlength=j.n_annotators * j.k).reshape(j.n_annotators, j.k) > 0
    counts = np.where(used[:, :, None], np.maximum(counts, FLOOR), 0.0)
    totals = counts.sum(axis=1, keepdims=True)
    error = np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
    return prior, error


def e_step(j: Judgments, prior: FloatArray, error: FloatArray,
           weights: FloatArray | None = None) -> tuple[FloatArray, float]:
    """The posteriors and the (weighted) log-likelihood under π and e."""
    with np.errstate(divide="ignore"):  # the logs of the (a, l) rows, then one row per judgment
        log_rows = np.log(error.reshape(j.n_annotators * j.k, error.shape[2]))
    log_error = np.take(log_rows, j.annotator * j.k + j.label, axis=0)  # (judgments, c)
    log_joint = j.per_item(log_error) + np.log(np.maximum(prior, FLOOR))
    top = log_joint.max(axis=1, keepdims=True)
    # an item only left-out annotators labelled (weight 0 in a bootstrap replicate) has no
    # finite term: it takes the class shares, and counts for nothing
    lost = ~np.isfinite(top[:, 0])
    if lost.any():
        log_joint[lost] = np.log(np.maximum(prior, FLOOR))
        top[lost, 0] = log_joint[lost].max(axis=1)
    scaled = np.exp(log_joint - top)
    total = scaled.sum(axis=1, keepdims=True)
    w = np.ones(j.n_items) if weights is None else weights
    log_likelihood = float(w[~lost] @ (np.log(total[~lost, 0]) + top[~lost, 0]))
    return scaled / total, log_likelihood


def dawid_skene(j: Judgments, *, max_iter: int = 500, tol: float | None = 1e-10,
                weights: FloatArray | None = None,
                start: tuple[FloatArray, FloatArray] | None = None) -> DawidSkeneFit:
    """Fit Dawid & Skene's model by EM (module doc). ``tol`` None runs exactly ``max_iter``
    passes; ``start`` (π, e) replaces the vote-share start (the bootstrap starts from the full
    fit, which also keeps the classes from trading places)."""
    if start is None:
        votes = j.votes()
        prior, error = m_step(j, votes / votes.sum(axis=1, keepdims=True), weights)
    else:
        prior, error = start
    previous = -np.inf
    posterior, log_likelihood = e_step(j, prior, error, weights)
    iterations, converged = 0, False
    for iterations in range(1, max_iter + 1):  # noqa: B007 - the count is returned
        posterior, log_likelihood = e_step(j, prior, error, weights)
        prior, error = m_step(j, posterior, weights)
        if tol is not None and log_likelihood - previous <= tol * abs(log_likelihood):
            converged = True
            break
        previous = log_likelihood
    return DawidSkeneFit(posterior, prior, error, log_likelihood, iterations, converged)
