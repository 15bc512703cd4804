"""The alternative-annotator test against a plain reading of Calderon, Reichart & Dror (2025)
written here item by item with SciPy's one-sample t-test and statsmodels' Benjamini–Yekutieli,
and its undefined cases."""

from __future__ import annotations

import math
import warnings

import numpy as np
import pytest
from scipy.stats import ttest_1samp
from statsmodels.stats.multitest import multipletests

from adjudicator.core.quality.alt_test import alt_test
from adjudicator.core.quality.fdr import by_adjusted, by_rejected


def reference(humans: np.ndarray, model: np.ndarray, epsilon: float, q: float,
              values: list[float] | None, min_items: int = 30) -> dict:
    """The procedure one item at a time, as the paper states it."""
    def score(label: int, others: list[int]) -> float:
        if values is None:
            return float(np.mean([label == o for o in others]))
        return -math.sqrt(float(np.mean([(values[label] - values[o]) ** 2 for o in others])))

    p_values, rho_f, names = [], [], []
    for j in range(humans.shape[1]):
        w_f, w_h = [], []
        for i in range(humans.shape[0]):
            if humans[i, j] < 0 or model[i] < 0:
                continue
            others = [int(humans[i, o]) for o in range(humans.shape[1])
                      if o != j and humans[i, o] >= 0]
            if not others:
                continue
            s_h, s_f = score(int(humans[i, j]), others), score(int(model[i]), others)
            w_f.append(1 if s_f >= s_h else 0)
            w_h.append(1 if s_h >= s_f else 0)
        if len(w_f) < min_items:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            p_values.append(ttest_1samp(np.subtract(w_h, w_f), epsilon,
                                        alternative="less").pvalue)
        rho_f.append(float(np.mean(w_f)))
        names.append(j)
    rejected, adjusted, _, _ = multipletests(p_values, alpha=q, method="fdr_by")
    return {"tested": names, "p": p_values, "adjusted": list(adjusted),
            "rejected": list(rejected), "omega": float(np.mean(rejected)),
            "rho": float(np.mean(rho_f))}


def crowd(seed: int, n: int = 120, m: int = 4, k: int = 3, missing: float = 0.2):
    """Humans and a model with a true class, some noise, and missing judgments."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, n)
    humans = np.where(rng.random((n, m)) < 0.7, truth[:, None], rng.integers(0, k, (n, m)))
    humans[rng.random((n, m)) < missing] = -1
    model = np.where(rng.random(n) < 0.75, truth, rng.integers(0, k, n))
    model[rng.random(n) < 0.05] = -1
    return humans, model


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("values", [None, [1.0, 2.0, 4.0]])
def test_equal_to_the_plain_procedure(seed: int, values: list[float] | None) -> None:
    humans, model = crowd(seed)
    epsilon, q = (0.1, 0.15, 0.2)[seed % 3], 0.05
    ours = alt_test(humans, model, ["a", "b", "c", "d"], 3, epsilon=epsilon, q=q,
                    values=values, resamples=0)
    ref = reference(humans, model, epsilon, q, values)
    tested = [j for j, t in enumerate(ours.trials) if t.p is not None]
    assert tested == ref["tested"]
    for j, p, adj, rej in zip(tested, ref["p"], ref["adjusted"], ref["rejected"], strict=True):
        t = ours.trials[j]
        assert t.p == pytest.approx(p, abs=1e-10)
        assert t.p_adjusted == pytest.approx(adj, abs=1e-10)
        assert t.won == bool(rej)
    assert ours.winning_rate.value == pytest.approx(ref["omega"])
    assert ours.advantage.value == pytest.approx(ref["rho"], abs=1e-12)
    assert ours.passed == (ref["omega"] >= 0.5)
    assert ours.scoring == ("accuracy" if values is None else "neg-rmse")


def test_a_model_copying_the_majority_wins_and_a_random_one_loses() -> None:
    rng = np.random.default_rng(7)
    n, m = 200, 5
    truth = rng.integers(0, 2, n)
    humans = np.where(rng.random((n, m)) < 0.8, truth[:, None], 1 - truth[:, None])
    good = alt_test(humans, truth, list("abcde"), 2, epsilon=0.1, resamples=200)
    bad = alt_test(humans, rng.integers(0, 2, n), list("abcde"), 2, epsilon=0.1, resamples=200)
    assert good.passed is True
    assert good.winning_rate.value == 1.0
    assert bad.passed is False
    assert bad.winning_rate.value == 0.0
    low, high = good.advantage.ci
    assert low <= good.advantage.value <= high
    for t in good.trials:
        lo, hi = t.difference.ci
        assert lo < t.difference.value < hi
        assert t.model_advantage.ci[0] < t.model_advantage.value


def test_benjamini_yekutieli_equal_to_statsmodels() -> None:
    rng = np.random.default_rng(3)
    for m in (1, 2, 5, 13):
        p = rng.random(m) ** 3
        _, adjusted, _, _ = multipletests(p, alpha=0.05, method="fdr_by")
        assert by_adjusted(p) == pytest.approx(list(adjusted), abs=1e-12)
        assert by_rejected(p, 0.05) == list(multipletests(p, 0.05, "fdr_by")[0])
    assert by_adjusted([]) == []


def test_a_human_with_too_few_items_is_left_out_with_the_reason() -> None:
    humans, model = crowd(1, n=60)
    humans[25:, 3] = -1  # d labelled 25 items at most
    result = alt_test(humans, model, ["a", "b", "c", "d"], 3, resamples=0)
    d = result.trials[3]
    assert d.p is None
    assert d.won is None
    assert d.model_advantage.value is None
    assert "fewer than 30: not tested" in d.reason
    assert result.winning_rate.extras["tested"] == 3


def test_no_human_tested_and_one_human_are_undefined_with_reasons() -> None:
    humans, model = crowd(2, n=20)
    result = alt_test(humans, model, ["a", "b", "c", "d"], 3, resamples=0)
    assert result.winning_rate.value is None
    assert result.passed is None
    assert "no annotator shares 30 items" in result.winning_rate.reason
    one = alt_test(humans[:, :1], model, ["a"], 3)
    assert one.passed is None
    assert "at least two human" in one.advantage.reason


def test_a_constant_difference_takes_the_limit_or_says_why() -> None:
    n = 40
    humans = np.zeros((n, 3), dtype=np.int64)
    model = np.zeros(n, dtype=np.int64)  # ties everywhere: d = 0 < ε
    result = alt_test(humans, model, ["a", "b", "c"], 2, epsilon=0.1, resamples=0)
    assert all(t.p == 0.0 and t.won for t in result.trials)
    assert result.trials[0].difference.ci is None  # a zero-width interval is not given
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert ttest_1samp(np.zeros(n), 0.1, alternative="less").pvalue == 0.0
    equal = alt_test(humans, model, ["a", "b", "c"], 2, epsilon=0.0, resamples=0)
    assert all(t.p is None and t.won is False for t in equal.trials)
    assert "equal to ε" in equal.trials[0].reason
    assert equal.passed is False


def test_ties_count_for_both() -> None:
    # the model and the left-out human give the same label: both win the item
    humans = np.array([[0, 0, 1]] * 30)
    model = np.zeros(30, dtype=np.int64)
    result = alt_test(humans, model, ["a", "b", "c"], 2, resamples=0, min_items=30)
    a = result.trials[0]
    assert a.model_advantage.value == 1.0
    assert a.human_advantage.value == 1.0
    c = result.trials[2]  # c's 1 against a, b's 0: the model wins, c does not
    assert c.model_advantage.value == 1.0
    assert c.human_advantage.value == 0.0


def test_the_advantage_interval_covers_by_simulation() -> None:
    """The bootstrap interval of ρ holds the true ρ (the same process on 200,000 items) about
    95% of the time at 120 items."""
    def draw(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray]:
        truth = rng.integers(0, 3, n)
        humans = np.where(rng.random((n, 4)) < [0.8, 0.7, 0.6, 0.5], truth[:, None],
                          rng.integers(0, 3, (n, 4)))
        model = np.where(rng.random(n) < 0.7, truth, rng.integers(0, 3, n))
        return humans, model

    rng = np.random.default_rng(11)
    true_rho = alt_test(*draw(rng, 200_000), list("abcd"), 3, resamples=0).advantage.value
    hits, reps = 0, 200
    for _ in range(reps):
        ci = alt_test(*draw(rng, 120), list("abcd"), 3, resamples=200,
                      seed=int(rng.integers(1 << 30))).advantage.ci
        hits += ci[0] <= true_rho <= ci[1]
    assert 0.89 <= hits / reps <= 0.99
