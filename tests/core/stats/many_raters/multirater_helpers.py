"""Loaders shared by the many-rater tests: reference vectors, published datasets, oracles."""

from __future__ import annotations

import csv
import json
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.core.stats.common.weights import weight_matrix

DATA = Path(__file__).resolve().parents[3] / "data"
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


def handbook_alpha(codes: np.ndarray, k: int, w: np.ndarray) -> tuple[float, float, int]:
    """Krippendorff's α, its raw-data SE and the number of pairable units, written from Gwet
    (2014, ch. 5) as R irrCAC ``krippen.alpha.raw`` computes them: per pairable unit
    pa_i = s_i/(r̄ (r_i − 1)) − pa′ (r_i − r̄)/r̄ with the unadjusted pa′, var = Σ (α*_i − α′)²
    / (n (n − 1)) over the n pairable units."""
    x = np.stack([(codes == c).sum(axis=1) for c in range(k)], axis=1).astype(float)
    r = x.sum(axis=1)
    x, r = x[r >= 2], r[r >= 2]
    n, rbar = len(r), r.mean()
    s = (x * (x @ w.T - 1.0)).sum(axis=1)
    pa_prime = float(np.mean(s / (rbar * (r - 1.0))))
    pa = (1.0 - 1.0 / r.sum()) * pa_prime + 1.0 / r.sum()
    pi = (x / rbar).mean(axis=0)
    pe = float(pi @ w @ pi)
    alpha, alpha_prime = (pa - pe) / (1 - pe), (pa_prime - pe) / (1 - pe)
    pa_i = s / (rbar * (r - 1.0)) - pa_prime * (r - rbar) / rbar
    pe_i = x @ ((w @ pi + w.T @ pi) / 2.0) / rbar - pe * (r - rbar) / rbar
    star = (pa_i - pe) / (1 - pe) - 2 * (1 - alpha_prime) * (pe_i - pe) / (1 - pe)
    return alpha, float(np.sqrt(((star - alpha_prime) ** 2).sum() / (n * (n - 1)))), n
