"""κ against the final labels and against gold takes the interval pairwise Cohen's κ gets
(the simulation's choice, with its coverage note), and against gold each annotator has macro
F1 (scikit-learn's, over the classes with gold support) with the bootstrap interval versus-
final uses, and a ranking that says where the κ intervals overlap."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import f1_score

from adjudicator.core.quality.gold import gold_scores
from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.annotator_scores import macro_f1_interval
from adjudicator.core.stats.pairs import versus_final as plain
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.versus_intervals import annotator_versus_final, versus_final
from adjudicator.core.tables import confusion_matrix

LABELS = ("x", "y")


def _pair_kappa(a: np.ndarray, b: np.ndarray, labels: tuple[str, ...]):  # type: ignore[no-untyped-def]
    """The pair block's κ of two label vectors (codes, no gaps)."""
    codes = np.stack([a, b], axis=1)
    ratings = Ratings(tuple(f"i{i}" for i in range(len(a))), ("a", "ref"), labels, codes)
    return summarize(ratings).pairs[0].coefficients["cohen_kappa"]


def _skewed(n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A 95/5-like split: the reference mostly x, the annotator right 90% of the time."""
    rng = np.random.default_rng(seed)
    ref = (rng.random(n) < 0.08).astype(np.int64)
    ref[:2] = [1, 0]  # both classes present
    ann = np.where(rng.random(n) < 0.9, ref, 1 - ref)
    ann[:2] = [1, 0]
    return ann, ref


@pytest.mark.parametrize(("n", "seed"), [(20, 1), (30, 2), (60, 3), (400, 4)])
def test_kappa_against_gold_has_the_pair_blocks_interval_and_note(n: int, seed: int) -> None:
    ann, ref = _skewed(n, seed)
    pair = _pair_kappa(ann, ref, LABELS)
    gold = gold_scores(ann[:, None], ref, ["a"], list(LABELS)).annotators[0].kappa
    assert gold.value == pytest.approx(pair.value, abs=1e-12)
    assert gold.ci == pytest.approx(pair.ci, abs=1e-12)
    assert gold.extras.get("ci_method") == pair.extras.get("ci_method")
    assert gold.extras.get("coverage_note") == pair.extras.get("coverage_note")
    assert gold.convention == pair.convention


def test_kappa_against_the_final_labels_has_the_pair_blocks_interval() -> None:
    for seed in range(6):
        ann, ref = _skewed(25 + 10 * seed, seed)
        pair = _pair_kappa(ann, ref, LABELS)
        table = confusion_matrix(ann, ref, 2)  # annotator rows, final label columns
        one = annotator_versus_final(table, LABELS, "a").kappa
        many = versus_final(table.T[None], LABELS, ["a"], 0).annotators[0].kappa
        for est in (one, many):
            assert est.ci == pytest.approx(pair.ci, abs=1e-12)
            assert est.extras.get("coverage_note") == pair.extras.get("coverage_note")


def test_a_small_skewed_table_is_warned_as_the_pair_is_and_was_not_before() -> None:
    """n = 20 with one item of the rare class in the reference: the pair block says its
    interval kind covered ~0.62 in simulations; so does κ against the final labels, which
    used to give the plain delta interval without a word."""
    table = np.array([[17, 1], [1, 1]])
    pair = _pair_kappa(*_vectors(table), LABELS)
    assert pair.extras.get("coverage_note")
    block = annotator_versus_final(table, LABELS, "a")
    assert block.kappa.extras["coverage_note"] == pair.extras["coverage_note"]
    assert block.kappa.ci == pytest.approx(pair.ci, abs=1e-12)
    old = plain.annotator_versus_final(table, LABELS, "a").kappa
    assert "coverage_note" not in old.extras
    assert old.ci != pytest.approx(pair.ci, abs=1e-6)


def _vectors(table: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    rows, cols = np.nonzero(table)
    counts = table[rows, cols]
    return np.repeat(rows, counts), np.repeat(cols, counts)


def test_other_figures_against_the_final_labels_are_unchanged() -> None:
    cube = np.random.default_rng(7).integers(0, 12, size=(4, 3, 3))
    new = versus_final(cube, "pqr", list("ABCD"), 5)
    old = plain.versus_final(cube, "pqr", list("ABCD"), 5)
    assert new.unresolved == old.unresolved
    for a, b in zip(new.annotators, old.annotators, strict=True):
        assert a.kappa.value == b.kappa.value
        assert a.kappa.se == b.kappa.se
        assert a.percent_agreement == b.percent_agreement
        assert a.classes == b.classes
        assert a.macro_f1 == b.macro_f1


def _gold_data(seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, 4, 150)
    codes = np.where(rng.random((150, 3)) < [0.9, 0.6, 0.4], truth[:, None],
                     rng.integers(0, 4, (150, 3)))
    codes[:, 2] = np.where(codes[:, 2] == 3, 0, codes[:, 2])  # c never says "w"
    codes[rng.random((150, 3)) < 0.15] = -1
    gold = np.where(rng.random(150) < 0.5, truth, -1)
    return codes, gold


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_gold_macro_f1_equals_scikit_learn_over_the_classes_with_support(seed: int) -> None:
    codes, gold = _gold_data(seed)
    report = gold_scores(codes, gold, ["a", "b", "c"], ["x", "y", "z", "w"])
    for r, block in enumerate(report.annotators):
        seen = (gold >= 0) & (codes[:, r] >= 0)
        y_true, y_pred = gold[seen], codes[seen, r]
        support = sorted(set(y_true.tolist()))
        expected = f1_score(y_true, y_pred, average="macro", labels=support, zero_division=0)
        assert block.macro_f1 == pytest.approx(expected, abs=1e-12)
        assert block.versus is not None
        table = confusion_matrix(codes[:, r], np.where(gold >= 0, gold, -1), 4)
        assert block.macro_f1_ci() == pytest.approx(macro_f1_interval(table), abs=1e-12)
        low, high = block.macro_f1_ci()  # type: ignore[misc]
        assert low <= block.macro_f1 <= high
        entry = block.to_dict()["macro_f1"]
        assert entry["value"] == pytest.approx(expected, abs=1e-12)
        assert (entry["ci_low"], entry["ci_high"]) == pytest.approx((low, high))
    # c never used "w": F1(w) = 0 is averaged, not dropped
    c = report.annotators[2]
    assert c.versus is not None
    assert c.versus.classes[3].f1.value == 0.0


def test_the_worked_example_against_gold_reads_0_6_not_0_9() -> None:
    """[[10, 0, 5], [0, 10, 0], [0, 0, 0]]: the annotator never says c, which 5 gold items
    carry; macro F1 is (1 + 1 + 0) / 3 ... over a, b, c with support as scikit-learn."""
    ann, ref = _vectors(np.array([[10, 0, 5], [0, 10, 0], [0, 0, 0]]))
    block = gold_scores(ann[:, None], ref, ["B"], list("abc")).annotators[0]
    expected = f1_score(ref, ann, average="macro", labels=[0, 1, 2], zero_division=0)
    assert block.macro_f1 == pytest.approx(expected)
    assert expected == pytest.approx(0.6)


def test_gold_ranking_says_where_the_kappa_intervals_overlap() -> None:
    codes, gold = _gold_data(0)
    codes[(gold >= 0) & (np.arange(150) % 7 == 0), 1] = -1
    never = codes.copy()
    never[gold >= 0, 2] = -1  # c saw no gold item: not ranked
    report = gold_scores(never, gold, ["a", "b", "c"], ["x", "y", "z", "w"])
    ranked = report.ranking()
    assert [r.annotator for r in ranked] == ["a", "b"]  # a is right 90%, b 60%
    assert [r.rank for r in ranked] == [1, 2]
    by = {a.annotator: a.kappa for a in report.annotators}
    for r in ranked:
        assert r.ci == by[r.annotator].ci
        assert r.kappa == by[r.annotator].value
    a, b = by["a"].ci, by["b"].ci
    apart = a[0] > b[1] or b[0] > a[1]
    assert ranked[0].overlaps == (() if apart else ("b",))
    doc = report.to_dict()
    assert [e["annotator"] for e in doc["ranking"]] == ["a", "b"]
    assert doc["ranking"][0]["ci_low"] == pytest.approx(a[0])
    assert doc["ranking"][1]["overlaps"] == list(ranked[1].overlaps)


def test_close_annotators_overlap_in_the_gold_ranking() -> None:
    codes, gold = _gold_data(3)
    codes[:, 1] = codes[:, 0]  # b labels as a does: same κ, same interval
    ranked = gold_scores(codes, gold, ["a", "b", "c"], ["x", "y", "z", "w"]).ranking()
    names = {r.annotator: r for r in ranked}
    assert "b" in names["a"].overlaps
    assert "a" in names["b"].overlaps
