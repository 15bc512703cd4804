"""A model beside the humans: κ against each human, gold and final equal to scikit-learn's,
a model of one class undefined with the reason, and a crowd of 800 annotators in seconds."""

from __future__ import annotations

import time

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.core.quality.model_annotator import human_ceiling, model_report

LABELS = ["neg", "neu", "pos"]


def _data(n: int = 90, seed: int = 4) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, 3, n)
    humans = np.where(rng.random((n, 3)) < 0.7, truth[:, None], rng.integers(0, 3, (n, 3)))
    humans[rng.random((n, 3)) < 0.1] = -1
    model = np.where(rng.random(n) < 0.8, truth, rng.integers(0, 3, n))
    return humans, model, truth


def _sk(a: np.ndarray, b: np.ndarray) -> float:
    both = (a >= 0) & (b >= 0)
    return float(cohen_kappa_score(a[both], b[both]))


def test_kappas_equal_to_scikit_learn() -> None:
    humans, model, truth = _data()
    final = truth.copy()
    final[::7] = -1  # unresolved items have no final label
    gold = np.where(np.arange(len(truth)) % 3 == 0, truth, -1)
    report = model_report("llm", model, humans, ["a", "b", "c"], LABELS, gold=gold, final=final,
                          resamples=100)
    for j, v in enumerate(report.humans):
        assert v.right == "abc"[j]
        assert v.kappa.value == pytest.approx(_sk(model, humans[:, j]), abs=1e-12)
        assert v.kappa.ci[0] < v.kappa.value < v.kappa.ci[1]
    assert report.gold is not None
    assert report.final is not None
    assert report.gold.value == pytest.approx(_sk(model, gold), abs=1e-12)
    assert report.gold.n == 30
    assert report.final.value == pytest.approx(_sk(model, final), abs=1e-12)
    ceiling = human_ceiling(humans, ["a", "b", "c"], LABELS)
    assert [(v.left, v.right) for v in ceiling] == [("a", "b"), ("a", "c"), ("b", "c")]
    assert ceiling[2].kappa.value == pytest.approx(_sk(humans[:, 1], humans[:, 2]), abs=1e-12)
    doc = report.to_dict()
    assert set(doc) == {"model", "n_items", "humans", "humans_omitted", "min_shared_items",
                        "gold", "final", "alt_test"}


def test_a_model_of_one_class_has_no_kappa_interval_and_says_why() -> None:
    humans, _, _ = _data()
    report = model_report("lazy", np.zeros(len(humans), dtype=np.int64), humans,
                          ["a", "b", "c"], LABELS, resamples=0)
    for v in report.humans:  # κ = 0 by construction (p_o = p_e), and no interval: why
        assert v.kappa.value == pytest.approx(_sk(np.zeros(len(humans), dtype=np.int64),
                                                  humans[:, "abc".index(v.right)]))
        assert v.kappa.ci is None
        assert "gave every item neg" in v.kappa.ci_reason
    # the test still runs: a constant model is simply compared with each human
    assert report.alt.winning_rate.value is not None


def test_a_crowd_of_800_annotators_five_an_item_in_seconds() -> None:
    rng = np.random.default_rng(0)
    n, r, per_item = 10_000, 800, 5
    truth = rng.integers(0, 3, n)
    codes = np.full((n, r), -1, dtype=np.int64)
    who = np.argsort(rng.random((n, r)), axis=1)[:, :per_item]
    said = np.where(rng.random((n, per_item)) < 0.75, truth[:, None],
                    rng.integers(0, 3, (n, per_item)))
    np.put_along_axis(codes, who, said, axis=1)
    model = np.where(rng.random(n) < 0.8, truth, rng.integers(0, 3, n))
    names = [f"w{i}" for i in range(r)]
    start = time.perf_counter()
    report = model_report("llm", model, codes, names, LABELS, resamples=200)
    ceiling = human_ceiling(codes, names, LABELS)
    elapsed = time.perf_counter() - start
    assert elapsed < 30.0
    tested = report.alt.winning_rate.extras["tested"]
    assert tested == sum(1 for t in report.alt.trials if t.p is not None) > 700
    assert len(report.humans) + report.humans_omitted == r
    assert all(v.kappa.n >= 10 for v in ceiling)
