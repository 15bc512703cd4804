"""Data of the crowd-model tests: Dawid & Skene's (1979) Table 1 and a seeded synthetic crowd."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adjudicator.core.crowd.judgments import Judgments

DATA = Path(__file__).resolve().parents[2] / "data" / "crowd"


@pytest.fixture(scope="session")
def ds1979() -> tuple[Judgments, dict[str, Any]]:
    """The 315 ratings of Table 1 as judgments (0-based) and the published estimates."""
    with open(DATA / "dawid_skene_1979_table1.csv", encoding="utf-8") as stream:
        rows = [(int(r["patient"]), int(r["observer"]), int(r["rating"]))
                for r in csv.DictReader(stream)]
    a = np.array(rows) - 1
    published = json.loads((DATA / "dawid_skene_1979_estimates.json").read_text("utf-8"))
    return Judgments.from_arrays(a[:, 0], a[:, 1], a[:, 2]), published


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
