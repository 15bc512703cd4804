"""The alternative-annotator test (Calderon, Reichart & Dror, ACL 2025): may a model (an LLM,
a classifier) replace the human annotators? It asks, for each human in turn, who represents
the *other* humans better: that human, or the model.

Leave human j out. On each item i that j labelled, the model predicted and at least one other
human labelled, with O_ij the labels of the other humans,

    S_f(i, j) = score(model's label, O_ij),     S_h(i, j) = score(j's label, O_ij),

where the score is the share of O_ij equal to the label (``accuracy``) or minus the root mean
squared distance to them (``neg-rmse``, on the labels' numeric values). Then

    W_f(i, j) = 1[S_f >= S_h],  W_h(i, j) = 1[S_h >= S_f],  d_ij = W_h − W_f  (a tie is a win
    for both), ρ_f,j = mean_i W_f,  ρ_h,j = mean_i W_h,  d̄_j = ρ_h,j − ρ_f,j.

The hypotheses are H0_j: d̄_j >= ε against H1_j: d̄_j < ε, where the cost-benefit margin ε is
the advantage a human may keep for the model still to be preferred (cheaper, faster): the
authors suggest ε = 0.2 for experts, 0.15 for skilled annotators, 0.1 for crowd workers. Each
is tested by the one-sided one-sample t-test of the d_ij against ε (n_j − 1 degrees of
freedom, Student's t from ``core.stats.common.quantiles``), with the Benjamini–Yekutieli
procedure at false discovery rate q across the humans (``core.quality.fdr``). The model *wins*
against j when H0_j is rejected; the winning rate ω is the share of humans it wins against,
and it passes when ω >= 0.5. The average advantage probability ρ = mean_j ρ_f,j compares
models (higher is better).

As the authors' procedure does, a human with fewer than ``min_items`` (30) such items is not
tested (the t-test's normal approximation needs them) and is said to be left out; ω counts the
humans tested. When every d_ij is the same the t statistic is ±∞ (p = 0 or 1, its limit) and
when, moreover, d̄ = ε it is undefined: the human is then not won, with the reason.

Intervals: ρ_f,j and ρ_h,j have Wilson's interval; d̄_j the t interval d̄ ± t(0.975, n−1)·s/√n;
ρ a percentile bootstrap over items (items, not judgments, are drawn: an item's comparisons
share its labels). ω is a count of decisions and has no interval.

References
----------
- Calderon, N., Reichart, R. & Dror, R. (2025). The Alternative Annotator Test for
  LLM-as-a-Judge: How to Statistically Justify Replacing Human Annotators with LLMs.
  Proceedings of ACL 2025 (Long Papers), 16051-16081.
- Benjamini, Y. & Yekutieli, D. (2001). The Annals of Statistics 29(4): 1165-1188.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.quality.fdr import by_adjusted
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.proportion import wilson_interval, wilson_words
from adjudicator.core.stats.common.quantiles import t_quantile, t_upper_tail
from adjudicator.core.stats.common.reasons import Reason

Scoring = Literal["accuracy", "neg-rmse"]
#: the least items a human must share with the model and another human to be tested
MIN_ITEMS = 30
FloatArray = npt.NDArray[np.float64]

TOO_FEW = QT_TRANSLATE_NOOP("Reasons", "{annotator} shares {n} items with the model and another "
                                       "annotator, fewer than {least}: not tested")
SAME_DIFFERENCE = QT_TRANSLATE_NOOP("Reasons", "every item gives the same difference, equal to "
                                               "ε: the t statistic is undefined")
NO_HUMAN_TESTED = QT_TRANSLATE_NOOP("Reasons", "no annotator shares {least} items with the "
                                               "model and another annotator")
TWO_HUMANS = QT_TRANSLATE_NOOP("Reasons", "the test needs at least two human annotators")
NO_INTERVAL_ONE = QT_TRANSLATE_NOOP("Reasons", "one item: no interval")
BOOT_WORDS = QT_TRANSLATE_NOOP("Statistics", "95% percentile bootstrap over items, {b} "
                                             "resamples")
T_WORDS = QT_TRANSLATE_NOOP("Statistics", "95% CI = estimate ± t(n-1)·s/√n")


@dataclass(frozen=True, slots=True)
class Trial:
    """Human ``annotator`` left out: the items compared, the model's and the human's advantage
    probabilities, the difference d̄ = ρ_h − ρ_f, the t-test against ε and its decision."""

    annotator: str
    n: int
    model_advantage: Estimate
    human_advantage: Estimate
    difference: Estimate
    t: float | None = None
    p: float | None = None
    p_adjusted: float | None = None
    won: bool | None = None
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON: annotator, n, the three estimates, t, p, p_adjusted, model_wins, reason."""
        out: dict[str, Any] = {
            "annotator": self.annotator, "n": self.n,
            "model_advantage": self.model_advantage.to_dict(),
            "human_advantage": self.human_advantage.to_dict(),
            "difference": self.difference.to_dict(),
            "t": None if self.t is None or not math.isfinite(self.t) else self.t,
            "p": self.p, "p_adjusted": self.p_adjusted, "model_wins": self.won}
        if self.reason:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True, slots=True)
class AltTest:
    """The test of one model: ε, q, the scoring, each human's trial, ω, ρ and the verdict."""

    epsilon: float
    q: float
    scoring: str
    trials: tuple[Trial, ...]
    winning_rate: Estimate
    advantage: Estimate
    passed: bool | None
    extras: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON: epsilon, q, scoring, winning_rate, advantage_probability, passed, humans."""
        return {"epsilon": self.epsilon, "q": self.q, "scoring": self.scoring,
                "winning_rate": self.winning_rate.to_dict(),
                "advantage_probability": self.advantage.to_dict(),
                "passed": self.passed, "humans": [t.to_dict() for t in self.trials]}


@dataclass(frozen=True, slots=True)
class AltSettings:
    """The test's choices: the cost-benefit margin ε (0 ≤ ε < 1), the false discovery rate
    q (0 < q < 1) and the scoring (``neg-rmse`` needs labels that are numbers); the defaults
    are the command line's (``agree --epsilon 0.2 --fdr 0.05 --alt-scoring accuracy``)."""

    epsilon: float = 0.2
    q: float = 0.05
    scoring: Scoring = "accuracy"

    def values(self, labels: Sequence[str]) -> list[float] | None:
        """The labels' numbers for ``neg-rmse`` (None for accuracy, or when a label is not a
        number: then the scoring cannot be neg-rmse)."""
        return label_numbers(labels) if self.scoring == "neg-rmse" else None


def label_numbers(labels: Sequence[str]) -> list[float] | None:
    """Each label as a number, or None when one is not (the neg-rmse scoring needs them).

    >>> label_numbers(["1", "2.5", "3"]), label_numbers(["a", "2"])
    ([1.0, 2.5, 3.0], None)
    """
    try:
        out = [float(label) for label in labels]
    except ValueError:
        return None
    return out if all(math.isfinite(x) for x in out) else None


@dataclass(frozen=True, slots=True)
class Compared:
    """The (item, human) pairs compared, grouped by human (items ascending within one):
    ``item``, the indicators ``w_f`` and ``w_h``, and human j's slice ``start[j]:start[j+1]``.
    Kept as lists of pairs, not an items x humans matrix: a crowd of 800 humans, 5 an item,
    has 5 pairs an item, not 800."""

    item: npt.NDArray[np.int64]
    w_f: FloatArray
    w_h: FloatArray
    start: npt.NDArray[np.int64]

    def of(self, j: int) -> slice:
        """Human j's pairs."""
        return slice(int(self.start[j]), int(self.start[j + 1]))


def _indicators(humans: npt.NDArray[np.int64], model: npt.NDArray[np.int64],
                values: FloatArray | None, k: int) -> Compared:
    """W_f and W_h of every (item, human) pair compared."""
    n, m = humans.shape
    labelled = humans >= 0
    counts = np.zeros((n, k), dtype=np.int64)
    for j in range(m):
        np.add.at(counts, (np.flatnonzero(labelled[:, j]), humans[labelled[:, j], j]), 1)
    total = counts.sum(axis=1)
    compared = labelled & (model >= 0)[:, None] & (total >= 2)[:, None]
    rows, cols = np.nonzero(compared)
    own = humans[rows, cols]
    pred = model[rows]
    others = counts[rows].astype(np.float64)
    others[np.arange(len(rows)), own] -= 1.0
    if values is None:  # same denominator: compare the matching counts exactly
        s_h, s_f = others[np.arange(len(rows)), own], others[np.arange(len(rows)), pred]
    else:  # minus the RMSE: compare the sums of squares, the larger is the worse
        s_h = -(others * (values[own][:, None] - values[None, :]) ** 2).sum(axis=1)
        s_f = -(others * (values[pred][:, None] - values[None, :]) ** 2).sum(axis=1)
    order = np.argsort(cols, kind="stable")
    start = np.searchsorted(cols[order], np.arange(m + 1)).astype(np.int64)
    return Compared(rows[order].astype(np.int64), (s_f >= s_h)[order].astype(np.float64),
                    (s_h >= s_f)[order].astype(np.float64), start)


def _t_test(d: FloatArray, epsilon: float) -> tuple[float | None, float | None, str | None]:
    """t and the one-sided p of H0: mean(d) >= ε; the limits when d is constant."""
    n = len(d)
    mean = float(d.mean())
    sd = float(d.std(ddof=1)) if n > 1 else 0.0
    if sd == 0.0:
        if mean == epsilon:
            return None, None, Reason(SAME_DIFFERENCE)
        return (-math.inf, 0.0, None) if mean < epsilon else (math.inf, 1.0, None)
    t = (mean - epsilon) / (sd / math.sqrt(n))
    return t, t_upper_tail(-t, n - 1), None


def _proportion(metric: str, hits: int, n: int) -> Estimate:
    return Estimate(metric, hits / n, ci=wilson_interval(hits, n), n=n,
                    convention=wilson_words(0.95))


def _difference(d: FloatArray) -> Estimate:
    n = len(d)
    mean = float(d.mean())
    if n < 2:
        return Estimate("advantage_difference", mean, n=n, ci_reason=Reason(NO_INTERVAL_ONE))
    half = t_quantile(0.975, n - 1) * float(d.std(ddof=1)) / math.sqrt(n)
    return Estimate("advantage_difference", mean, ci=(mean - half, mean + half), n=n,
                    convention=T_WORDS)


def _advantage_interval(c: Compared, tested: list[int], resamples: int,
                        seed: int) -> tuple[float, float] | None:
    """Percentile bootstrap over the items of ρ = mean over the tested humans of ρ_f,j: each
    replicate weighs the items by their multiplicities w_i ~ Multinomial(n, 1/n) and takes
    ρ_f,j = Σ_i w_i W_f(i, j) / Σ_i w_i over j's items (a human none of whose items was drawn
    is left out of that replicate's mean)."""
    if resamples <= 0:
        return None
    parts = [np.arange(c.start[j], c.start[j + 1]) for j in tested]
    pair = np.concatenate(parts)
    human = np.repeat(np.arange(len(tested)), [len(x) for x in parts])
    used, item = np.unique(c.item[pair], return_inverse=True)
    wins = c.w_f[pair]
    rng = np.random.default_rng(seed)
    n, t = len(used), len(tested)
    values = np.empty(resamples)
    for b in range(resamples):
        w = rng.multinomial(n, np.full(n, 1.0 / n)).astype(np.float64)[item]
        num = np.bincount(human, weights=w * wins, minlength=t)
        den = np.bincount(human, weights=w, minlength=t)
        values[b] = float(np.mean(num[den > 0] / den[den > 0]))
    return float(np.percentile(values, 2.5)), float(np.percentile(values, 97.5))


def alt_test(humans: npt.ArrayLike, model: npt.ArrayLike, annotators: Sequence[str], k: int, *,
             epsilon: float = 0.2, q: float = 0.05, values: Sequence[float] | None = None,
             min_items: int = MIN_ITEMS, resamples: int = 1000, seed: int = 0) -> AltTest:
    """The test of the ``model`` codes (one per item, -1 where it gave none) against the
    ``humans`` codes (items x annotators, -1 missing) over ``k`` labels; ``values`` (one per
    label) selects the neg-rmse scoring, else accuracy."""
    h = np.asarray(humans, dtype=np.int64)
    f = np.asarray(model, dtype=np.int64)
    scoring = "accuracy" if values is None else "neg-rmse"
    v = None if values is None else np.asarray(values, dtype=np.float64)
    if h.shape[1] < 2:
        why = Reason(TWO_HUMANS)
        return AltTest(epsilon, q, scoring, (), undefined("winning_rate", why),
                       undefined("advantage_probability", why), None)
    c = _indicators(h, f, v, k)
    trials: list[Trial] = []
    for j, name in enumerate(annotators):
        mine = c.of(j)
        n = mine.stop - mine.start
        if n < max(min_items, 1):
            why = Reason(TOO_FEW, annotator=name, n=n, least=min_items)
            trials.append(Trial(name, n, undefined("model_advantage", why, n),
                                undefined("human_advantage", why, n),
                                undefined("advantage_difference", why, n), reason=why))
            continue
        w_f, w_h = c.w_f[mine], c.w_h[mine]
        d = w_h - w_f
        t, p, constant = _t_test(d, epsilon)
        trials.append(Trial(name, n, _proportion("model_advantage", int(w_f.sum()), n),
                            _proportion("human_advantage", int(w_h.sum()), n),
                            _difference(d), t, p, reason=constant))
    return _decide(trials, c, epsilon, q, scoring, min_items, resamples, seed)


def _decide(trials: list[Trial], c: Compared, epsilon: float, q: float, scoring: str,
            min_items: int, resamples: int, seed: int) -> AltTest:
    """Benjamini–Yekutieli across the tested humans, ω, ρ and the verdict."""
    tested = [j for j, t in enumerate(trials) if t.model_advantage.value is not None]
    if not tested:
        why = Reason(NO_HUMAN_TESTED, least=min_items)
        return AltTest(epsilon, q, scoring, tuple(trials), undefined("winning_rate", why),
                       undefined("advantage_probability", why), None)
    testable = [j for j in tested if trials[j].p is not None]
    adjusted = dict(zip(testable, by_adjusted([trials[j].p or 0.0 for j in testable]),
                        strict=True))
    out = []
    for j, t in enumerate(trials):
        if j in adjusted:
            t = Trial(t.annotator, t.n, t.model_advantage, t.human_advantage, t.difference,
                      t.t, t.p, adjusted[j], adjusted[j] <= q, t.reason)
        elif j in tested:
            t = Trial(t.annotator, t.n, t.model_advantage, t.human_advantage, t.difference,
                      t.t, t.p, None, False, t.reason)
        out.append(t)
    wins = sum(1 for j in tested if out[j].won)
    omega = Estimate("winning_rate", wins / len(tested), n=len(tested),
                     extras={"wins": wins, "tested": len(tested)})
    rho = float(np.mean([trials[j].model_advantage.value or 0.0 for j in tested]))
    ci = _advantage_interval(c, tested, resamples, seed)
    advantage = Estimate("advantage_probability", rho, ci=ci, n=len(tested),
                         convention=Reason(BOOT_WORDS, b=resamples) if ci else "")
    return AltTest(epsilon, q, scoring, tuple(out), omega, advantage, wins / len(tested) >= 0.5)
