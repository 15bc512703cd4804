"""Loaders shared by the many-rater tests: reference vectors, published datasets, oracles."""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.core.stats.weights import weight_matrix

DATA = Path(__file__).resolve().parents[2] / "data"
MANY_RATER_METRICS = {
    "fleiss_kappa", "conger_kappa", "krippendorff_alpha", "gwet_ac1", "gwet_ac2",
    "brennan_prediger", "percent_agreement", "per_class_kappa",
}


@cache
def vector_cases() -> tuple[dict[str, Any], ...]:
    """The public reference cases (tests/data/reference/vectors.json)."""
    with open(DATA / "reference" / "vectors.json", encoding="utf-8") as fh:
        return tuple(json.load(fh)["cases"])


def many_rater_cases() -> list[dict[str, Any]]:
    """Cases of the many-rater metrics given as units x raters or subject x category counts."""
    shapes = {"units_x_raters", "subject_category_counts"}
    return [c for c in vector_cases()
            if c["metric"] in MANY_RATER_METRICS and c["data"]["format"] in shapes]


def case_categories(case: dict[str, Any]) -> list[Any]:
    """Declared categories of a case, else the sorted distinct ratings."""
    cats = case["params"].get("categories") or case["data"].get("categories")
    if cats:
        return list(cats)
    return sorted({v for row in case["data"]["units"] for v in row if v is not None})


def codes_from_rows(rows: list[list[Any]], cats: list[Any]) -> np.ndarray:
    """Code rows of ratings (None = missing) against an ordered category list."""
    index = {c: i for i, c in enumerate(cats)}
    return np.array([[index[v] if v is not None else -1 for v in row] for row in rows],
                    dtype=np.int64).reshape(len(rows), -1)


def case_weights(case: dict[str, Any], cats: list[Any]) -> np.ndarray | None:
    """Gwet's named weights of a case on the category values (labels: on 1..q)."""
    name = case["params"].get("weights")
    if name is None:
        return None
    numeric = all(isinstance(c, int | float) for c in cats)
    return weight_matrix(name, len(cats), [float(c) for c in cats] if numeric else None)


def read_raw(path: Path, skip: int) -> tuple[np.ndarray, list[Any]]:
    """A raw-ratings CSV (first ``skip`` columns are ids): codes and sorted categories."""
    with open(path, encoding="utf-8", newline="") as fh:
        rows = [r[skip:] for r in list(csv.reader(fh))[1:]]
    cells = [[_value(v) for v in row] for row in rows]
    cats = sorted({v for row in cells for v in row if v is not None})
    return codes_from_rows(cells, cats), cats


def read_counts(path: Path) -> np.ndarray:
    """A subject x category count CSV with an id column."""
    with open(path, encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))[1:]
    return np.array([[int(v) for v in r[1:]] for r in rows], dtype=np.int64)


def reference_values(path: Path) -> list[dict[str, str]]:
    """Rows of a reference_values.csv."""
    with open(path, encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def to_frame_rows(codes: np.ndarray) -> list[list[float]]:
    """Codes as float rows with NaN for missing (the oracles' input)."""
    return [[float(v) if v >= 0 else float("nan") for v in row] for row in codes]


def _value(text: str) -> Any:
    """A CSV cell as a number when it is one, None when blank."""
    if not text.strip():
        return None
    try:
        return float(text)
    except ValueError:
        return text
