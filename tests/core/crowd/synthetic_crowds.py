"""A seeded synthetic crowd for the crowd-model tests."""

from __future__ import annotations

import numpy as np


def synthetic_crowd(n_items: int, n_annotators: int, k: int, per_item: int,
                    seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(item, annotator, label, truth): each item labelled by ``per_item`` distinct
    annotators of accuracies uniform on [0.3, 0.95]; label codes 0..k-1, annotator 0 gives
    every label once first so that every ordering by first appearance is the sorted one."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, k, n_items)
    skill = rng.uniform(0.3, 0.95, n_annotators)
    who = np.argsort(rng.random((n_items, n_annotators)), axis=1)[:, :per_item]
    item = np.repeat(np.arange(n_items), per_item)
    annotator = who.ravel()
    right = rng.random(item.size) < skill[annotator]
    label = np.where(right, truth[item], rng.integers(0, k, item.size))
    return item, annotator, label, truth
