"""The per-item and per-(annotator, label) sums of Dawid–Skene's EM, one bincount over the
cells of the rows, equal a bincount per column to the last bit (same order of addition)."""

from __future__ import annotations

import numpy as np

from adjudicator.core.crowd.judgments import Judgments


def test_sums_over_judgments_equal_a_bincount_per_column() -> None:
    rng = np.random.default_rng(11)
    n, people, k, size = 70, 9, 4, 400
    item = np.concatenate([np.arange(n), rng.integers(0, n, size - n)])
    j = Judgments(item, rng.integers(0, people, size), rng.integers(0, k, size), n, people, k)
    values = rng.random((size, k)) * 10.0 ** rng.integers(-8, 8, (size, k))
    by_item = np.column_stack([np.bincount(j.item, weights=values[:, c], minlength=n)
                               for c in range(k)])
    assert np.array_equal(j.per_item(values), by_item)
    key = j.annotator * k + j.label
    by_cell = np.column_stack([np.bincount(key, weights=values[:, c], minlength=people * k)
                               for c in range(k)]).reshape(people, k, k)
    assert np.array_equal(j.per_annotator_label(values), by_cell)
    strided = np.asfortranarray(values)  # any layout of the rows
    assert np.array_equal(j.per_item(strided), by_item)
