"""Annotators against gold items: accuracy with Wilson's interval, κ and per-class recall and
precision (scikit-learn as the oracle on the gold items), and the undefined cases with their
reasons (an annotator who saw no gold item; one who used a single class)."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score, precision_score, recall_score

from adjudicator.core.quality.gold import gold_scores
from adjudicator.core.stats.common.proportion import wilson_interval

LABELS = ["x", "y", "z"]


def _data(seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, 3, 200)
    codes = np.where(rng.random((200, 3)) < [0.9, 0.7, 0.5], truth[:, None],
                     rng.integers(0, 3, (200, 3)))
    codes[rng.random((200, 3)) < 0.2] = -1  # gaps
    gold = np.where(rng.random(200) < 0.4, truth, -1)  # 40% of the items are gold
    return codes, gold


def test_figures_equal_scikit_learn_on_the_gold_items() -> None:
    codes, gold = _data()
    report = gold_scores(codes, gold, ["a", "b", "c"], LABELS)
    assert report.n_items == int((gold >= 0).sum())
    for r, block in enumerate(report.annotators):
        seen = (gold >= 0) & (codes[:, r] >= 0)
        y_true, y_pred = gold[seen], codes[seen, r]
        assert block.n == seen.sum()
        hits = int((y_true == y_pred).sum())
        assert block.accuracy.value == pytest.approx(hits / block.n)
        assert block.accuracy.ci == pytest.approx(wilson_interval(hits, block.n))
        assert block.kappa.value == pytest.approx(cohen_kappa_score(y_true, y_pred), abs=1e-12)
        assert block.kappa.ci is not None
        recall = recall_score(y_true, y_pred, labels=[0, 1, 2], average=None)
        precision = precision_score(y_true, y_pred, labels=[0, 1, 2], average=None)
        assert block.versus is not None
        for j, scores in enumerate(block.versus.classes):
            assert scores.recall.value == pytest.approx(recall[j])
            assert scores.precision.value == pytest.approx(precision[j])
        assert len(block.missed) == block.n - hits


def test_an_annotator_with_no_gold_item_has_no_figure_and_says_why() -> None:
    codes, gold = _data()
    codes[gold >= 0, 2] = -1
    block = gold_scores(codes, gold, ["a", "b", "c"], LABELS).annotators[2]
    assert block.n == 0
    assert block.accuracy.value is None
    assert block.accuracy.reason == "c labelled no gold item"
    assert block.kappa.value is None


def test_an_annotator_of_one_class_has_no_kappa_interval() -> None:
    """Always "x": κ is 0 by construction and its interval is not given, with the reason."""
    codes, gold = _data()
    codes[:, 1] = np.where(codes[:, 1] >= 0, 0, -1)
    block = gold_scores(codes, gold, ["a", "b", "c"], LABELS).annotators[1]
    assert block.kappa.value == pytest.approx(0.0)
    assert block.kappa.ci is None
    assert block.kappa.ci_reason
    assert block.versus is not None
    assert block.versus.classes[1].precision.value is None  # never said "y"


def test_no_gold_at_all() -> None:
    codes, _ = _data()
    report = gold_scores(codes, np.full(200, -1), ["a", "b", "c"], LABELS)
    assert report.n_items == 0
    assert report.accuracy.reason == "no item has a gold label"
