"""Suggestions from the items x annotators codes: what is said when nothing can be suggested
(no judgment, a tie, a label nobody used, an annotator with no items), the entropy, and the
item-bootstrap intervals of the annotators' figures."""

from __future__ import annotations

import math

import numpy as np
import pytest
from synthetic_crowds import synthetic_crowd

from adjudicator.core.crowd.suggest import suggest

LABELS = ["x", "y", "z"]


def _codes(rows: list[list[int]]) -> np.ndarray:
    return np.array(rows, dtype=np.int8)


def test_no_judgment_and_tie_are_said_not_guessed() -> None:
    codes = _codes([[0, 0, 1], [0, 1, -1], [-1, -1, -1], [1, 1, 1]])
    out = suggest(codes, LABELS, ["a", "b", "c"], ["i1", "i2", "i3", "i4"], "majority")
    assert list(out.label) == [0, -1, -1, 1]
    assert out.reasons[1] == "tie between x, y: no single most probable label"
    assert out.reasons[2] == "no annotator labelled this item"
    assert out.item_dict(2)["posterior"] is None
    assert out.item_dict(2)["entropy"] is None
    assert out.item_dict(0)["posterior"] == {"x": 2 / 3, "y": 1 / 3, "z": 0.0}
    # entropy in bits: -(2/3 log2 2/3 + 1/3 log2 1/3); 0 for a unanimous item
    assert out.entropy[0] == pytest.approx(-(2 / 3 * math.log2(2 / 3) + 1 / 3 * math.log2(1 / 3)))
    assert out.entropy[3] == 0.0


def test_a_label_nobody_used_has_posterior_zero_and_no_confusion_row() -> None:
    item, annotator, label, _ = synthetic_crowd(120, 5, 2, 3, seed=2)
    codes = np.full((120, 5), -1, dtype=np.int8)
    codes[item, annotator] = label
    out = suggest(codes, LABELS, list("abcde"), [str(i) for i in range(120)], "dawid-skene",
                  resamples=20)
    assert (out.posterior[:, 2] == 0).all()
    assert out.prior is not None
    assert out.prior[2] == 0
    row = out.annotators[0].confusion[2]  # type: ignore[index]
    assert all(cell.value is None for cell in row)
    assert "labelled no item likely to be of class z" in row[0].reason


def test_an_annotator_with_no_items_is_undefined_with_the_reason() -> None:
    item, annotator, label, _ = synthetic_crowd(100, 4, 2, 3, seed=4)
    codes = np.full((100, 5), -1, dtype=np.int8)
    codes[item, annotator] = label
    for method, figure in (("dawid-skene", "accuracy"), ("mace", "competence")):
        out = suggest(codes, LABELS[:2], list("abcde"), [str(i) for i in range(100)], method,
                      resamples=10)
        silent = out.annotators[4]
        assert silent.n_items == 0
        estimate = getattr(silent, figure)
        assert estimate.value is None
        assert estimate.reason == "e labelled no item"


def test_bootstrap_intervals_hold_the_estimate_and_zero_width_is_not_estimable() -> None:
    item, annotator, label, _ = synthetic_crowd(300, 6, 3, 4, seed=8)
    codes = np.full((300, 6), -1, dtype=np.int8)
    codes[item, annotator] = label
    out = suggest(codes, LABELS, list("abcdef"), [str(i) for i in range(300)], "dawid-skene",
                  resamples=40, seed=1)
    for quality in out.annotators:
        acc = quality.accuracy
        assert acc is not None
        assert acc.ci is not None
        assert acc.ci[0] <= acc.value <= acc.ci[1]
        assert "percentile bootstrap over items, 40 resamples" in acc.convention
        for row in quality.confusion or []:
            for cell in row:
                if cell.value is not None and cell.ci is None:
                    assert cell.ci_reason  # a collapsed interval says why
    again = suggest(codes, LABELS, list("abcdef"), [str(i) for i in range(300)], "dawid-skene",
                    resamples=40, seed=1)
    assert again.annotators[0].accuracy == out.annotators[0].accuracy  # seeded


def test_no_bootstrap_says_so() -> None:
    item, annotator, label, _ = synthetic_crowd(60, 4, 2, 3, seed=9)
    codes = np.full((60, 4), -1, dtype=np.int8)
    codes[item, annotator] = label
    out = suggest(codes, LABELS[:2], list("abcd"), [str(i) for i in range(60)], "mace",
                  resamples=0)
    competence = out.annotators[0].competence
    assert competence is not None
    assert competence.ci is None
    assert competence.ci_reason == "no bootstrap requested"


def test_bootstrap_interval_coverage_by_simulation() -> None:
    """Over 30 simulated crowds the 95% interval of an annotator's Dawid–Skene accuracy covers
    its true accuracy (skill + (1 - skill)/k) at least 80% of the time."""
    covered = 0
    runs = 30
    for seed in range(runs):
        rng = np.random.default_rng(100 + seed)
        truth = rng.integers(0, 2, 150)
        skill = np.array([0.9, 0.8, 0.7, 0.6])
        right = rng.random((150, 4)) < skill
        codes = np.where(right, truth[:, None], rng.integers(0, 2, (150, 4))).astype(np.int8)
        out = suggest(codes, ["x", "y"], list("abcd"), [str(i) for i in range(150)],
                      "dawid-skene", resamples=60, seed=seed)
        acc = out.annotators[2].accuracy
        assert acc is not None
        assert acc.ci is not None
        covered += acc.ci[0] <= 0.7 + 0.3 / 2 <= acc.ci[1]
    assert covered / runs >= 0.8


def test_eight_hundred_annotators_five_an_item() -> None:
    """A large crowd is fitted on counts: 800 annotators, 2,000 items of 5 labels each."""
    item, annotator, label, truth = synthetic_crowd(2000, 800, 4, 5, seed=12)
    codes = np.full((2000, 800), -1, dtype=np.int8)
    codes[item, annotator] = label
    out = suggest(codes, ["a", "b", "c", "d"], [str(a) for a in range(800)],
                  [str(i) for i in range(2000)], "dawid-skene", resamples=0)
    assert (out.label == truth).mean() > 0.85
    assert len(out.annotators) == 800
