"""F1's interval, macro F1's bootstrap interval and the ranking of annotators."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import f1_score
from statsmodels.stats.proportion import proportion_confint

from adjudicator.core.stats.annotator_scores import (
    f1_interval,
    macro_f1_interval,
    macro_f1_values,
    rank_annotators,
)
from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.versus_final import annotator_versus_final


def test_f1_interval_is_wilsons_jaccard_interval_mapped() -> None:
    """TP 8, FP 2, FN 1: statsmodels' Wilson interval of 8/11 through 2J/(1+J)."""
    low, high = proportion_confint(8, 11, method="wilson")
    got = f1_interval(8, 9, 10)
    assert got == pytest.approx((2 * low / (1 + low), 2 * high / (1 + high)), rel=1e-9)
    assert got[0] < 16 / 19 < got[1]
    assert f1_interval(0, 0, 0) is None
    zero = f1_interval(0, 5, 0)  # a class the annotator never used: F1 0, interval from 0
    assert zero[0] == 0.0
    assert zero[1] > 0.0


def test_class_f1_carries_its_interval() -> None:
    block = annotator_versus_final([[8, 2], [1, 9]], ("yes", "no"), "A")
    f1 = block.classes[0].f1
    assert f1.value == pytest.approx(16 / 19)
    assert f1.ci == pytest.approx(f1_interval(8, 9, 10))


def test_macro_f1_of_tables_equals_scikit_learn() -> None:
    """The vectorised macro F1 (classes with support) is scikit-learn's on the same items."""
    rng = np.random.default_rng(4)
    for _ in range(20):
        table = rng.integers(0, 6, size=(3, 3))
        table[:, 2] *= rng.integers(0, 2)  # sometimes a class without support
        pred, final = np.divmod(np.repeat(np.arange(9), table.ravel()), 3)
        support = np.flatnonzero(table.sum(axis=0) > 0)
        expected = f1_score(final, pred, average="macro", labels=support, zero_division=0)
        got = macro_f1_values(table[None], table.sum(axis=0) > 0)[0]
        assert got == pytest.approx(expected, abs=1e-12)


def test_macro_f1_interval_is_seeded_and_holds_the_estimate() -> None:
    table = np.array([[10, 0, 5], [0, 10, 0], [0, 0, 0]])
    block = annotator_versus_final(table, "abc", "B")
    ci = block.macro_f1_ci()
    assert ci == macro_f1_interval(table)  # the same data give the same interval
    assert ci[0] <= block.macro_f1 <= ci[1]
    assert macro_f1_interval(np.zeros((2, 2), dtype=int)) is None


def test_ranking_says_where_intervals_overlap() -> None:
    kappas = [("A", Estimate("k", 0.9, ci=(0.85, 0.95))), ("B", Estimate("k", 0.6, ci=(0.5, 0.7))),
              ("C", Estimate("k", 0.65, ci=(0.55, 0.75))), ("D", Estimate("k", None))]
    ranked = rank_annotators(kappas)
    assert [r.annotator for r in ranked] == ["A", "C", "B", "D"]
    assert ranked[0].overlaps == ("D",)  # A stands apart from B and C; D has no interval
    assert ranked[1].overlaps == ("B", "D")
    assert [r.rank for r in ranked] == [1, 2, 3, 4]


def test_macro_f1_has_no_zero_width_interval() -> None:
    """Every item on the diagonal: each resample scores 1, so the percentile interval would
    be [1, 1] (certainty from 35 items); there is none, and the gold JSON says why."""
    from adjudicator.core.quality.gold import gold_scores

    table = np.diag([12, 7, 16])
    assert macro_f1_interval(table) is None
    block = annotator_versus_final(table, "abc", "A")
    assert block.macro_f1 == pytest.approx(1.0)
    assert block.macro_f1_ci() is None
    codes = np.array([[0, 0]] * 5 + [[1, 1]] * 5 + [[2, 2]] * 5)
    gold = gold_scores(codes, codes[:, 0].copy(), ("a", "b"), ("x", "y", "z"))
    f1 = gold.annotators[0].to_dict()["macro_f1"]
    assert f1["value"] == pytest.approx(1.0)
    assert f1["ci_low"] is None
    assert f1["ci_high"] is None
    assert f1["ci_reason"].startswith("not estimable: every bootstrap resample")
    one_off = table.copy()
    one_off[0, 1] = 1  # one disagreement: the resamples vary, an interval again
    low, high = macro_f1_interval(one_off)  # type: ignore[misc]
    assert low < high
