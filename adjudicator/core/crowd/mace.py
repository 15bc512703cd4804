"""MACE, Hovy et al.'s (2013) Multi-Annotator Competence Estimation, on counts.

Each item has a true label T_i, uniform over the k labels. Annotator a, on each item, either
knows (probability θ_a, a's *competence*) and gives T_i, or spams (1 - θ_a) and gives a label
drawn from a's own strategy ξ_a. So a judgment j = (i, a, l) has

    P(l | T_i = c) = (1 - θ_a) ξ_a(l) + θ_a [l = c].

With s_j = (1 - θ_a) ξ_a(l_j) and t_j = θ_a, the E-step gives the posterior
P(T_i = c) ∝ ∏_j (s_j + t_j [l_j = c]) (summed as logs), and the expected counts

    spam_a   = Σ_j Σ_c P(T_i = c) s_j / (s_j + t_j [l_j = c])      (a spammed on j)
    know_a   = Σ_j P(T_i = l_j) t_j / (s_j + t_j)                  (a knew on j)
    ξ-count_a(l) = Σ_{j: l_j = l} Σ_c P(T_i = c) s_j / (s_j + t_j [l_j = c]).

The M-step is either EM with add-δ smoothing (δ = 0.01 / k), or, as Hovy et al. recommend and
the default here, variational Bayes with a Beta(α, β) = Beta(0.5, 0.5) prior on (spam, know)
and a symmetric Dirichlet(10) prior on ξ_a: each parameter becomes
exp ψ(count + prior) / exp ψ(Σ (count + prior)) (ψ the digamma function; these are not
normalised, as in VB). ``competence`` reports know / (spam + know).

Starting values are random (uniform on [1, 2.5], normalised per annotator, drawn with
``numpy.random.RandomState(seed + r)`` for restart r); each restart runs ``iterations``
passes and the one with the largest log marginal likelihood Σ_i log(Σ_c P(T_i = c,
judgments) + 1e-8) is kept (the 1e-8 as in crowd-kit, which the tests compare against).

References
----------
- Hovy, D., Berg-Kirkpatrick, T., Vaswani, A. & Hovy, E. (2013). Learning whom to trust with
  MACE. Proceedings of NAACL-HLT 2013, 1120-1130.
- crowd-kit's ``crowdkit.aggregation.MACE`` (Apache-2.0), the oracle of the tests (its
  restarts all draw from the same seed; ``restarts=1`` here is the same start).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import numpy as np

from adjudicator.core.crowd.judgments import FloatArray, Judgments
from adjudicator.core.crowd.special import digamma

Method = Literal["vb", "em"]
ALPHA, BETA, STRATEGY_PRIOR = 0.5, 0.5, 10.0


@dataclass(frozen=True, slots=True)
class MaceFit:
    """The fitted model: ``posterior`` (n_items, k); ``spamming`` (n_annotators, 2) with
    columns (spam, know); ``strategy`` ξ (n_annotators, k); the log marginal likelihood."""

    posterior: FloatArray
    spamming: FloatArray
    strategy: FloatArray
    log_likelihood: float

    @property
    def competence(self) -> FloatArray:
        """θ_a = know / (spam + know): the chance a's judgment is not spam."""
        total = self.spamming.sum(axis=1)
        return np.divide(self.spamming[:, 1], total, out=np.full(len(total), np.nan),
                         where=total > 0)


def start_values(n_annotators: int, k: int, seed: int) -> tuple[FloatArray, FloatArray]:
    """Random (spam, know) and ξ rows, uniform on [1, 2.5] and normalised."""
    spamming = np.random.RandomState(seed).uniform(size=(n_annotators, 2)) * 1.5 + 1.0
    strategy = np.random.RandomState(seed).uniform(size=(n_annotators, k)) * 1.5 + 1.0
    return (spamming / spamming.sum(axis=1, keepdims=True),
            strategy / strategy.sum(axis=1, keepdims=True))


def e_step(j: Judgments, spamming: FloatArray, strategy: FloatArray,
           weights: FloatArray | None = None,
           ) -> tuple[FloatArray, float, FloatArray, FloatArray]:
    """Posterior, log marginal likelihood, (spam, know) counts and ξ counts (module doc)."""
    s = spamming[j.annotator, 0] * strategy[j.annotator, j.label]
    t = spamming[j.annotator, 1]
    hit = j.label[:, None] == np.arange(j.k)[None, :]
    with np.errstate(divide="ignore"):
        log_terms = np.log(s[:, None] + t[:, None] * hit)  # (judgments, c)
    log_joint = j.per_item(log_terms) - np.log(j.k)
    top = log_joint.max(axis=1, keepdims=True)
    scaled = np.exp(log_joint - top)
    total = scaled.sum(axis=1, keepdims=True)
    posterior = scaled / total
    marginal = total[:, 0] * np.exp(top[:, 0])
    w = np.ones(j.n_items) if weights is None else weights
    log_likelihood = float(w @ np.log(marginal + 1e-8))
    p = posterior[j.item]
    wj = w[j.item]
    spam = s * (p / (s[:, None] + t[:, None] * hit)).sum(axis=1) * wj
    know = p[np.arange(j.size), j.label] * t / (s + t) * wj
    counts = np.column_stack([j.per_annotator(spam), j.per_annotator(know)])
    strategy_counts = j.per_annotator_label(spam[:, None])[:, :, 0]
    return posterior, log_likelihood, counts, strategy_counts


def m_step(counts: FloatArray, strategy_counts: FloatArray, method: Method,
           k: int) -> tuple[FloatArray, FloatArray]:
    """(spam, know) and ξ from the expected counts: VB with the priors, or smoothed EM."""
    if method == "vb":
        return (_variational(counts, np.array([ALPHA, BETA])),
                _variational(strategy_counts, np.full(strategy_counts.shape[1],
                                                      STRATEGY_PRIOR)))
    delta = 0.01 / k
    return _smoothed(counts, delta), _smoothed(strategy_counts, delta)


def _variational(x: FloatArray, prior: FloatArray) -> FloatArray:
    """exp ψ(x + prior) / exp ψ(Σ (x + prior)), row by row."""
    shifted = x + prior
    out: FloatArray = np.exp(digamma(shifted) - digamma(shifted.sum(axis=1, keepdims=True)))
    return out


def _smoothed(x: FloatArray, delta: float) -> FloatArray:
    """(x + δ) / Σ (x + δ), row by row."""
    shifted = x + delta
    out: FloatArray = shifted / shifted.sum(axis=1, keepdims=True)
    return out


def mace(j: Judgments, *, iterations: int = 50, restarts: int = 10, seed: int = 0,
         method: Method = "vb", weights: FloatArray | None = None,
         start: tuple[FloatArray, FloatArray] | None = None) -> MaceFit:
    """Fit MACE (module doc); ``start`` (spamming, ξ) replaces the random restarts."""
    starts = [start] if start is not None else [
        start_values(j.n_annotators, j.k, seed + r) for r in range(max(restarts, 1))]
    best: tuple[float, FloatArray, FloatArray] | None = None
    for spamming, strategy in starts:
        _, log_likelihood, counts, strategy_counts = e_step(j, spamming, strategy, weights)
        for _ in range(iterations):
            spamming, strategy = m_step(counts, strategy_counts, method, j.k)
            _, log_likelihood, counts, strategy_counts = e_step(j, spamming, strategy,
                                                                weights)
        if best is None or log_likelihood > best[0]:
            best = (log_likelihood, spamming, strategy)
    assert best is not None
    posterior, log_likelihood, _, _ = e_step(j, best[1], best[2], weights)
    return MaceFit(posterior, best[1], best[2], log_likelihood)
