"""Turn the two-rater cases of the bundled reference vectors into tables, weights and conventions.

Shared by the vector tests; it reads only tests/data/reference/vectors.json (a copy of the
project's public reference file, provenance in tests/data/README.md).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from adjudicator.core.labels import encode
from adjudicator.core.stats.common.estimate import Conventions, Estimate
from adjudicator.core.stats.common.weights import SCHEMES, from_disagreement, toeplitz_disagreement
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.tables import confusion_matrix

VECTORS = Path(__file__).resolve().parents[3] / "data" / "reference" / "vectors.json"
FORMATS = {"confusion_matrix", "pairs", "keyed_by_item_id"}
COEFFICIENTS: dict[str, Callable[..., Estimate]] = {
    "cohen_kappa": pw.cohen_kappa, "cohen_kappa_weighted": pw.cohen_kappa,
    "scott_pi": pw.scott_pi, "gwet_ac1": pw.gwet_ac, "gwet_ac2": pw.gwet_ac,
    "brennan_prediger": pw.brennan_prediger, "percent_agreement": pw.percent_agreement,
}
MINE = {*COEFFICIENTS, "specific_agreement", "per_class_kappa", "kappa_bootstrap_ci"}


def two_rater_cases() -> list[dict[str, Any]]:
    """Every case of a two-rater metric owned by the pairwise core, in file order."""
    cases = json.loads(VECTORS.read_text(encoding="utf-8"))["cases"]
    return [c for c in cases if c["metric"] in MINE and c["data"]["format"] in FORMATS]


def table_of(case: dict[str, Any]) -> tuple[np.ndarray, list[Any]]:
    """The case's confusion matrix and its category order."""
    data, params = case["data"], case["params"]
    if data["format"] == "confusion_matrix":
        return np.asarray(data["matrix"], dtype=np.int64), list(data["categories"])
    if data["format"] == "pairs":
        a = [p[0] for p in data["pairs"]]
        b = [p[1] for p in data["pairs"]]
        cats = list(params.get("categories") or sorted(set(a) | set(b)))
        return confusion_matrix(encode(a, cats), encode(b, cats), len(cats)), cats
    ra, rb = data["rater_a"], data["rater_b"]
    shared = [i for i in ra if i in rb]
    cats = sorted({ra[i] for i in shared} | {rb[i] for i in shared})
    a = encode([ra[i] for i in shared], cats)
    b = encode([rb[i] for i in shared], cats)
    return confusion_matrix(a, b, len(cats)), cats


def unpaired_count(case: dict[str, Any]) -> int:
    """Items rated by only one of the two raters (keyed_by_item_id cases)."""
    ra, rb = case["data"]["rater_a"], case["data"]["rater_b"]
    return len(set(ra) ^ set(rb))


def weights_of(params: dict[str, Any], k: int, scheme: str | None = None) -> Any:
    """The case's weights: a scheme name, a matrix, or None for unweighted."""
    if "disagreement_weights" in params:
        return from_disagreement(params["disagreement_weights"])
    if "agreement_weights" in params:
        return np.asarray(params["agreement_weights"])
    if "disagreement_weight_by_distance" in params:
        by_distance = params["disagreement_weight_by_distance"]
        return from_disagreement(toeplitz_disagreement(by_distance, k))
    name = scheme or params.get("weights")
    if not isinstance(name, str):
        return None
    word = name.split()[0]
    assert word in SCHEMES, name
    return None if word in ("identity", "unweighted") else word


def conventions_of(params: dict[str, Any]) -> Conventions:
    """Gwet raw-data n(n-1) form -> (n-1, t); Gwet table form with t -> (n, t); else (n, z).

    A p_o interval is Wilson's where the case says so (Newcombe 1998), else of the Wald form
    (estimate ± critical·SE) that Gwet and Stata publish, instead of the program's default.
    """
    proportion = "wilson" if "wilson" in str(params.get("ci", "")).lower() else "wald"
    if "n(n-1)" in str(params.get("se_method", "")):
        return Conventions("n-1", "t", proportion=proportion)
    if "t(" in str(params.get("ci", "")):
        return Conventions("n", "t", proportion=proportion)
    return Conventions("n", "z", proportion=proportion)


def tolerance(case: dict[str, Any], key: str) -> float:
    """The absolute tolerance for one expected field."""
    tol = case["tolerance"]
    if isinstance(tol, dict):
        return float(tol.get(key, tol.get("default", 0.0)))
    return float(tol)


def fields(est: Estimate) -> dict[str, Any]:
    """An estimate's values under the reference file's field names."""
    low, high = est.ci if est.ci else (None, None)
    return {"value": est.value, "se": est.se, "ci_low": low, "ci_high": high, **est.extras}
