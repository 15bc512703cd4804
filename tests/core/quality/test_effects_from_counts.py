"""Agreement without each annotator from the unit counts, and a crowd's marginal homogeneity
from the judgments, give what the straightforward paths give: the figures on the codes with
the column deleted (every value and interval equal), and each listed pair's test on its own
two columns; a crowd lists only the pairs sharing enough items and counts the others."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.quality.leave_one_out import leave_one_out
from adjudicator.core.quality.marginal import (
    class_lean,
    crowd_homogeneity,
    pair_homogeneity,
    stuart_maxwell,
)
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa_multi
from adjudicator.core.tables import confusion_matrix


def _codes(items: int, raters: int, k: int, missing: float, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, items)
    codes = np.where(rng.random((items, raters)) < 0.7, truth[:, None],
                     rng.integers(0, k, (items, raters)))
    codes[rng.random((items, raters)) < missing] = -1
    return codes.astype(np.int8)


@pytest.mark.parametrize(("items", "raters", "k", "missing", "seed"), [
    (40, 3, 2, 0.0, 1),  # three annotators: two remain
    (200, 6, 4, 0.3, 2),  # gaps; units left with one rating or none
    (60, 5, 3, 0.8, 3),  # mostly gaps
    (80, 30, 20, 0.6, 4),  # 20 classes x 30 raters: counts too wide for one key per unit
    (150, 40, 5, 0.9, 5),  # a sparse crowd
])
def test_leaving_one_out_from_counts_equals_deleting_the_column(
        items: int, raters: int, k: int, missing: float, seed: int) -> None:
    codes = _codes(items, raters, k, missing, seed)
    labels = [f"c{j}" for j in range(k)]
    names = [f"a{j}" for j in range(raters)]
    everyone, without = leave_one_out(codes, labels, names)
    assert everyone.alpha == krippendorff_alpha(codes, k, labels=labels)
    assert [w.annotator for w in without] == names
    for a, w in enumerate(without):
        rest = np.delete(codes, a, axis=1)
        assert w.fleiss_kappa == fleiss_kappa_multi(rest, k, labels=labels)
        assert w.alpha == krippendorff_alpha(rest, k, labels=labels)


def _straight(codes: np.ndarray, labels: list[str], a: int, b: int) -> tuple[object, ...]:
    table = confusion_matrix(codes[:, a].astype(np.int64), codes[:, b].astype(np.int64),
                             len(labels))
    return (int(table.sum()), stuart_maxwell(table),
            tuple(class_lean(table, j, lab) for j, lab in enumerate(labels)))


def test_a_crowd_tests_the_pairs_sharing_enough_items_and_counts_the_rest() -> None:
    rng = np.random.default_rng(7)
    codes = np.full((300, 25), -1, dtype=np.int8)
    for i in range(300):  # each item: 4 of 25 annotators, the first three often together
        who = rng.choice(25, 4, replace=False) if i % 3 else np.array([0, 1, 2, 3 + i % 22])
        codes[i, who] = rng.integers(0, 3, 4)
    labels, names = ["x", "y", "z"], [f"w{j}" for j in range(25)]
    pairs, omitted = crowd_homogeneity(codes, labels, names, min_shared=10)
    assert omitted is not None
    shared = {(a, b): int(((codes[:, a] >= 0) & (codes[:, b] >= 0)).sum())
              for a in range(25) for b in range(a + 1, 25)}
    listed = [ab for ab, n in shared.items() if n >= 10]
    assert [p.annotators for p in pairs] == [(names[a], names[b]) for a, b in listed]
    assert omitted.pairs_listed == len(listed)
    assert omitted.pairs_sharing_fewer == sum(1 for n in shared.values() if 0 < n < 10)
    assert omitted.pairs_sharing_none == sum(1 for n in shared.values() if n == 0)
    for pair, (a, b) in zip(pairs, listed, strict=True):
        assert (pair.n, pair.stuart_maxwell, pair.classes) == _straight(codes, labels, a, b)
    assert pair_homogeneity(codes, labels, names, min_shared=10) == pairs


def test_a_few_annotators_still_test_every_pair() -> None:
    codes = _codes(50, 4, 3, 0.2, 8)
    labels, names = ["x", "y", "z"], list("abcd")
    pairs, omitted = crowd_homogeneity(codes, labels, names, min_shared=1000)
    assert omitted is None
    assert len(pairs) == 6
    for pair in pairs:
        a, b = (names.index(n) for n in pair.annotators)
        assert (pair.n, pair.stuart_maxwell, pair.classes) == _straight(codes, labels, a, b)
