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
from adjudicator.core.stats.pairs.versus_final import (
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
            else:
                assert _close(mine.value, float(theirs))


def _vectors(table: np.ndarray) -> tuple[list[int], list[int]]:
    """(final, annotator) label vectors of an annotator x final table."""
    final: list[int] = []
    annotator: list[int] = []
    for (a, f), count in np.ndenumerate(table):
        final += [f] * int(count)
        annotator += [a] * int(count)
    return final, annotator


def test_macro_f1_counts_a_class_never_used() -> None:
    """Issue 31's table: the annotator never gave c, which 5 items finally carry. F1(c) = 0 and
    macro F1 = (0.8 + 1 + 0) / 3 = 0.6, as scikit-learn (here with its default labels, the
    classes either list uses, which for this table are the classes with support); not 0.9."""
    from sklearn.metrics import f1_score

    table = np.array([[10, 0, 5], [0, 10, 0], [0, 0, 0]])
    block = annotator_versus_final(table, LABELS, "A")
    final, annotator = _vectors(table)
    assert sorted(set(final) | set(annotator)) == [0, 1, 2] == sorted(set(final))
    assert block.classes[2].f1.value == 0.0
    assert block.macro_f1 is not None
    assert math.isclose(block.macro_f1, 0.6, abs_tol=1e-12)
    assert math.isclose(block.macro_f1, f1_score(final, annotator, average="macro"),
                        abs_tol=1e-12)


def test_macro_f1_averages_the_classes_with_support() -> None:
    """A class only the annotator used (no final label carries it) is not averaged: equal to
    f1_score(labels=<classes with support>), not to scikit-learn's default set."""
    from sklearn.metrics import f1_score

    table = np.array([[5, 0, 0], [0, 5, 0], [2, 1, 0]])
    block = annotator_versus_final(table, LABELS, "A")
    final, annotator = _vectors(table)
    assert block.classes[2].f1.value == 0.0  # defined: the annotator's 3 c's are all wrong
    expected = f1_score(final, annotator, labels=[0, 1], average="macro")
    assert block.macro_f1 is not None
    assert math.isclose(block.macro_f1, expected, abs_tol=1e-12)


@settings(max_examples=200, deadline=None)
@given(k=st.integers(2, 5), data=st.data())
def test_macro_f1_matches_scikit_learn(k: int, data: st.DataObject) -> None:
    """On random tables (classes unused by either side included) macro F1 equals
    scikit-learn's f1_score(average="macro", labels=<classes with support>)."""
    from sklearn.metrics import f1_score

    cells = data.draw(st.lists(st.sampled_from([0, 0, 1, 2, 5, 13]), min_size=k * k,
                               max_size=k * k))
    table = np.array(cells).reshape(k, k)
    block = annotator_versus_final(table, "abcde"[:k], "A")
    final, annotator = _vectors(table)
    supported = sorted(set(final))
    if not supported:
        assert block.macro_f1 is None
        return
    expected = f1_score(final, annotator, labels=supported, average="macro", zero_division=0)
    assert block.macro_f1 is not None
    assert math.isclose(block.macro_f1, expected, rel_tol=1e-12, abs_tol=1e-12)


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
