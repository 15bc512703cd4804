"""A model's κ across rounds: the per-round κ against each reference equals scikit-learn's,
the change's paired interval covers near 95 % in simulation, and every undefined case says
why."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.core.quality.model_rounds import (
    ABSENT,
    FEW_ITEMS,
    ONE_LABEL,
    UNDEFINED,
    ModelRound,
    majority_codes,
    model_across_rounds,
)
from adjudicator.core.stats.pairs.pairwise import cohen_kappa
from adjudicator.core.tables import confusion_matrix

LABELS = ("neg", "neu", "pos")


def _round(name: str, ids: list[str], model: np.ndarray, humans: np.ndarray,
           final: np.ndarray | None = None) -> ModelRound:
    names = ("a", "b", "c")[: humans.shape[1]]
    return ModelRound(name, tuple(ids), LABELS, model,
                      {n: humans[:, j] for j, n in enumerate(names)},
                      majority_codes(humans, 3), final)


def _noisy(rng: np.random.Generator, truth: np.ndarray, acc: float,
           missing: float = 0.0) -> np.ndarray:
    out = np.where(rng.random(truth.size) < acc, truth, rng.integers(0, 3, truth.size))
    return np.where(rng.random(truth.size) < missing, -1, out).astype(np.int64)


def test_kappas_and_changes_equal_sklearn() -> None:
    """Each round's κ against each human, the majority and the final labels is scikit-learn's
    cohen_kappa_score over the items both labelled; Δ is the later minus the earlier."""
    rng = np.random.default_rng(7)
    rounds = []
    for r, acc in enumerate((0.6, 0.75, 0.9)):
        ids = [f"i{i}" for i in range(40 * r, 40 * r + 120)]  # 80 items shared with the last
        truth = rng.integers(0, 3, 120)
        humans = np.column_stack([_noisy(rng, truth, 0.8, 0.1) for _ in range(3)])
        final = _noisy(rng, truth, 0.95, 0.3)
        rounds.append(_round(f"r{r}", ids, _noisy(rng, truth, acc, 0.05), humans, final))
    got = model_across_rounds("llm", rounds)
    assert [(t.kind, t.reference) for t in got.tracks] == [
        ("human", "a"), ("human", "b"), ("human", "c"), ("majority", "majority"),
        ("final", "final")]
    for track in got.tracks:
        for r, (name, kappa) in zip(rounds, track.kappas, strict=True):
            ref = (r.humans[track.reference] if track.kind == "human"
                   else r.majority if track.kind == "majority" else r.final)
            both = (r.model >= 0) & (ref >= 0)
            expected = cohen_kappa_score(r.model[both], ref[both])
            assert name == r.name
            assert kappa.value == pytest.approx(expected, abs=1e-12)
            assert kappa.n == int(both.sum())
        values = [k.value for _, k in track.kappas]
        for c, (before, after) in zip(track.changes, itertools.pairwise(values),
                                       strict=True):
            assert c.difference == pytest.approx(after - before, abs=1e-12)
            assert c.shared > 0  # consecutive rounds share 80 items
            assert c.ci is not None
            assert c.ci[0] < c.difference < c.ci[1]


def test_majority_is_strict_and_needs_three_humans() -> None:
    h = np.array([[0, 0, 1], [1, 1, -1], [0, 1, 2], [2, 2, 2], [0, -1, -1], [1, 2, -1]])
    assert majority_codes(h, 3).tolist() == [0, 1, -1, 2, -1, -1]
    assert majority_codes(h[:, :2], 3) is None  # two humans: a majority is their agreement


def test_no_shared_item_is_two_independent_samples() -> None:
    """Rounds on different items: SE = √(SE_A² + SE_B²), the FCE SEs of the two rounds."""
    rng = np.random.default_rng(3)
    rounds, ses = [], []
    for r in range(2):
        truth = rng.integers(0, 3, 90)
        human, model = _noisy(rng, truth, 0.8)[:, None], _noisy(rng, truth, 0.7 + 0.1 * r)
        rounds.append(_round(f"r{r}", [f"{r}-{i}" for i in range(90)], model, human))
        ses.append(cohen_kappa(confusion_matrix(model, human[:, 0], 3)).se)
    change = model_across_rounds("llm", rounds).tracks[0].changes[0]
    assert change.shared == 0
    assert change.se == pytest.approx(math.hypot(*ses), rel=1e-12)


def test_the_same_items_give_the_paired_se() -> None:
    """Every item in both rounds: Var(Δ) = Σ (L_B − L_A)² / n², smaller than unpaired when the
    rounds move together."""
    from adjudicator.core.stats.paired_change import kappa_influence

    rng = np.random.default_rng(11)
    truth = rng.integers(0, 3, 150)
    human = _noisy(rng, truth, 0.8)
    first, second = _noisy(rng, truth, 0.7), _noisy(rng, truth, 0.8)
    ids = [f"i{i}" for i in range(150)]
    rounds = [_round("r1", ids, first, human[:, None]), _round("r2", ids, second,
                                                                human[:, None])]
    change = model_across_rounds("llm", rounds).tracks[0].changes[0]
    la, lb = kappa_influence(first, human, 3).terms, kappa_influence(second, human, 3).terms
    assert change.shared == 150
    assert change.se == pytest.approx(math.sqrt(float(((lb - la) ** 2).sum())) / 150, rel=1e-9)


def _reason_of(track_change: object) -> str:
    reason = track_change.reason  # type: ignore[attr-defined]
    assert reason is not None
    return reason.template


def test_a_model_of_one_class_in_a_round_has_no_change() -> None:
    """κ = 0 by construction (its interval not estimable) and the change says why."""
    rng = np.random.default_rng(5)
    truth = rng.integers(0, 3, 60)
    human = _noisy(rng, truth, 0.8)[:, None]
    ids = [f"i{i}" for i in range(60)]
    rounds = [_round("r1", ids, np.zeros(60, dtype=np.int64), human),
              _round("r2", ids, _noisy(rng, truth, 0.8), human)]
    track = model_across_rounds("llm", rounds).tracks[0]
    kappa = track.kappas[0][1]
    assert kappa.value == pytest.approx(0.0, abs=1e-12)
    assert kappa.ci is None
    assert kappa.ci_reason
    change = track.changes[0]
    assert change.difference is None
    assert change.ci is None
    assert _reason_of(change) == ONE_LABEL
    assert change.reason.fields["label"] == "neg"
    assert change.reason.fields["round"] == "r1"


def test_a_human_absent_from_a_round() -> None:
    rng = np.random.default_rng(6)
    truth = rng.integers(0, 3, 50)
    ids = [f"i{i}" for i in range(50)]
    both = np.column_stack([_noisy(rng, truth, 0.8), _noisy(rng, truth, 0.8)])
    rounds = [_round("r1", ids, _noisy(rng, truth, 0.7), both),
              _round("r2", ids, _noisy(rng, truth, 0.7), both[:, :1])]
    track = model_across_rounds("llm", rounds).tracks[1]
    assert track.reference == "b"
    assert track.kappas[1][1].value is None
    assert track.kappas[1][1].reason.template == ABSENT
    assert _reason_of(track.changes[0]) == ABSENT
    assert [t.kind for t in model_across_rounds("llm", rounds).tracks] == ["human", "human"]


@pytest.mark.parametrize("n", [0, 1])
def test_fewer_than_two_items_in_a_round(n: int) -> None:
    """One item or none labelled by both: κ is undefined there and so is the change."""
    rng = np.random.default_rng(8)
    truth = rng.integers(0, 3, 40)
    ids = [f"i{i}" for i in range(40)]
    human = _noisy(rng, truth, 0.8)
    late = np.full(40, -1, dtype=np.int64)
    late[:n] = truth[:n]
    rounds = [_round("r1", ids, _noisy(rng, truth, 0.7), human[:, None]),
              _round("r2", ids, late, human[:, None])]
    change = model_across_rounds("llm", rounds).tracks[0].changes[0]
    assert change.ci is None
    assert _reason_of(change) in (UNDEFINED, FEW_ITEMS)
    assert "r2" in str(change.reason)


def _population_kappa(prevalence: np.ndarray, mixture: list[tuple[float, float, float]]
                      ) -> float:
    """κ of the model against a human in the population: item types (weight, the human's
    accuracy, the model's), wrong labels uniform over the classes."""
    k = prevalence.size
    p = np.zeros((k, k))
    for weight, human, model in mixture:
        mh = human * np.eye(k) + (1 - human) / k
        mm = model * np.eye(k) + (1 - model) / k
        p += weight * np.einsum("c,ca,cb->ab", prevalence, mm, mh)
    po, pe = float(np.trace(p)), float(p.sum(axis=1) @ p.sum(axis=0))
    return (po - pe) / (1 - pe)


def test_the_paired_interval_covers_in_simulation() -> None:
    """Round 2 relabels 120 of round 1's 200 items and 80 new ones; 30 % of the items are hard
    (the human right w.p. 0.4, the model 0.4 then 0.5), the rest easy (0.9; 0.75 then 0.85),
    so a shared item's terms move together. Over 400 seeded runs the 95 % interval of the
    model-vs-human Δκ covers the population change within [0.92, 0.975] (a binomial SD is
    0.011; the seed fixes the result), and the paired SE is below the unpaired one."""
    rng = np.random.default_rng(32)
    prevalence = np.array([0.5, 0.3, 0.2])
    hard, n, shared, runs = 0.3, 200, 120, 400
    true = (_population_kappa(prevalence, [(hard, 0.4, 0.5), (1 - hard, 0.9, 0.85)])
            - _population_kappa(prevalence, [(hard, 0.4, 0.4), (1 - hard, 0.9, 0.75)]))

    def labels(truth: np.ndarray, is_hard: np.ndarray, acc_hard: float, acc_easy: float
               ) -> np.ndarray:
        acc = np.where(is_hard, acc_hard, acc_easy)
        right = rng.random(truth.size) < acc
        return np.where(right, truth, rng.integers(0, 3, truth.size)).astype(np.int64)

    covered, paired_wider = 0, 0
    for _ in range(runs):
        truth = rng.choice(3, n + n - shared, p=prevalence)
        is_hard = rng.random(truth.size) < hard
        ids = [f"i{i}" for i in range(truth.size)]
        one, two = slice(0, n), slice(n - shared, 2 * n - shared)
        rounds = []
        for name, part, model_acc in (("r1", one, (0.4, 0.75)), ("r2", two, (0.5, 0.85))):
            t, h = truth[part], is_hard[part]
            human = labels(t, h, 0.4, 0.9)
            rounds.append(_round(name, ids[part], labels(t, h, *model_acc), human[:, None]))
        change = model_across_rounds("llm", rounds).tracks[0].changes[0]
        assert change.shared == shared
        covered += change.ci[0] <= true <= change.ci[1]
        ses = [k.se for _, k in model_across_rounds("llm", rounds).tracks[0].kappas]
        paired_wider += change.se > math.hypot(*ses)
    assert 0.92 <= covered / runs <= 0.975
    assert paired_wider < runs * 0.1
