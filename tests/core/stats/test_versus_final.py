"""Each annotator against the final labels: equal to scikit-learn and statsmodels on the same
labels, live through the adjudication state's counts, undefined with a reason where it must be."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.adjudication.counts import UNRESOLVED
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.versus_final import (
    annotator_versus_final,
    versus_final,
    wilson_interval,
)

LABELS = ("a", "b", "c")


def _close(x: float | None, y: float) -> bool:
    return x is not None and math.isclose(x, y, rel_tol=1e-12, abs_tol=1e-12)


def _table(annotator: np.ndarray, final: np.ndarray, k: int) -> np.ndarray:
    return np.bincount(annotator * k + final, minlength=k * k).reshape(k, k)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 2)), min_size=2, max_size=80))
def test_matches_scikit_learn(pairs: list[tuple[int, int]]) -> None:
    """κ, p_o, recall, precision and F1 equal scikit-learn's on the same label vectors."""
    from sklearn.metrics import cohen_kappa_score, precision_recall_fscore_support

    ann, fin = (np.array(v) for v in zip(*pairs, strict=True))
    block = annotator_versus_final(_table(ann, fin, 3), LABELS, "A")
    assert block.n == len(pairs)
    assert _close(block.percent_agreement.value, float((ann == fin).mean()))
    if block.kappa.value is not None:
        assert _close(block.kappa.value, cohen_kappa_score(ann, fin, labels=[0, 1, 2]))
    prec, rec, f1, support = precision_recall_fscore_support(
        fin, ann, labels=[0, 1, 2], zero_division=np.nan)
    for j, scores in enumerate(block.classes):
        assert scores.support == support[j]
        for mine, theirs in ((scores.recall, rec[j]), (scores.precision, prec[j]),
                             (scores.f1, f1[j])):
            if np.isnan(theirs):
                assert mine.value is None
                assert mine.reason
            elif mine.value is not None:
                assert _close(mine.value, float(theirs))
            else:  # F1 undefined because recall or precision is, though sklearn gives 0
                assert mine.reason
                assert (scores.recall.value is None
                                        or scores.precision.value is None)


@pytest.mark.parametrize(("hits", "n"), [(0, 5), (5, 5), (3, 10), (97, 100), (1, 1)])
def test_wilson_interval_matches_statsmodels(hits: int, n: int) -> None:
    """The score interval equals statsmodels' Wilson interval, and is never of width 0."""
    from statsmodels.stats.proportion import proportion_confint

    low, high = wilson_interval(hits, n)
    ref_low, ref_high = proportion_confint(hits, n, alpha=0.05, method="wilson")
    assert math.isclose(low, ref_low, abs_tol=1e-9)
    assert math.isclose(high, ref_high, abs_tol=1e-9)
    assert high - low > 0.01


def test_empty_class_is_undefined_with_reason() -> None:
    """A class no final label and no annotator label uses has no recall, precision or F1."""
    block = annotator_versus_final([[3, 1, 0], [0, 4, 0], [0, 0, 0]], LABELS, "A")
    c = block.classes[2]
    assert c.recall.value is None
    assert "final label c" in (c.recall.reason or "")
    assert c.precision.value is None
    assert "gave c" in (c.precision.reason or "")
    assert c.f1.value is None
    assert c.f1.reason
    assert block.macro_f1 is not None


ROWS = [["a", "b"], ["a", "a"], ["b", "b"], ["c", "a"], ["c", "c"], ["b", "c"], [None, "a"]]


def _state() -> AdjudicationState:
    ratings = Ratings.from_rows(ROWS, annotators=["x", "y"], labels=list(LABELS))
    return AdjudicationState(ratings, sink=MemorySink(), author="lead")


def _from_state(state: AdjudicationState) -> object:
    c = state.counts
    return versus_final(c.by_annotator, state.ratings.labels, state.ratings.annotators,
                        int(c.status[UNRESOLVED]))


def _direct_kappa(state: AdjudicationState, r: int) -> float:
    from sklearn.metrics import cohen_kappa_score

    final, codes = state.final_codes, state.ratings.codes[:, r]
    ok = (final >= 0) & (codes >= 0)
    return float(cohen_kappa_score(codes[ok], final[ok], labels=[0, 1, 2]))


def test_follows_decisions_and_their_undo() -> None:
    """After a decision and after its revert, κ vs final equals a recount from the final labels."""
    state = _state()
    before = _from_state(state)
    assert before.unresolved == 3  # three disagreements; three unanimous; one single label
    assert before.of("x").n == 3
    assert before.of("y").n == 3  # y's single label on item 7 is no agreement with anyone
    state.decide("1", "b", "y was right")
    after = _from_state(state)
    assert after.unresolved == 2
    for r, name in enumerate(("x", "y")):
        block = after.of(name)
        if block.kappa.value is not None:
            assert _close(block.kappa.value, _direct_kappa(state, r))
    state.revert(state.last_seq)
    again = _from_state(state)
    assert again.unresolved == 3
    assert np.array_equal(again.of("x").table, before.of("x").table)
