"""Read a reference case's ``params`` into weights, level and uncertainty conventions.

The parameters are written for people ("linear (Cicchetti-Allison), SAS default",
"t(0.975, n-1), upper clipped at 1"); the first word of a weights text names the scheme, and
the SE/CI texts name the convention: contingency-table sources divide by n and use z, raw-
ratings sources (Gwet, Stata kappaetc, irrCAC raw) divide by n - 1 and use t(n - 1).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.core.stats.common.estimate import Conventions, ProportionInterval
from adjudicator.core.stats.common.weights import (
    SCHEMES,
    from_disagreement,
    toeplitz_disagreement,
    validate_weights,
    weight_matrix,
)
from adjudicator.selftest.data import CaseData, CaseError, numeric_values

LEVELS = ("nominal", "ordinal", "interval", "ratio")
FloatMatrix = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Setting:
    """How to compute a case: agreement weights (None = unweighted), level, conventions."""

    weights: FloatMatrix | None
    scheme: str
    level: str
    values: list[float] | None
    conventions: Conventions
    se_method: str  # for Krippendorff's alpha: "table", "raw" or "distribution"
    df_units: str = "rated"  # alpha's raw-data interval: t(rated units - 1) or "pairable"

    def with_scheme(self, scheme: str, k: int) -> Setting:
        """The same setting with another named weighting scheme."""
        w = None if scheme in ("identity", "unweighted") else weight_matrix(scheme, k, self.values)
        return replace(self, weights=w, scheme=scheme)


def resolve(params: Mapping[str, Any], data: CaseData) -> Setting:
    """The setting a case's parameters describe, or CaseError naming the bad parameter."""
    level = str(params.get("level", "nominal"))
    if level not in LEVELS:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "params.level {given} is not one of {known}"), given=repr(level),
                        known=", ".join(LEVELS))
    values = _values(params, data)
    scheme, weights = _weights(params, data.k, values)
    conv, se_method = conventions(params, data.kind)
    df_units = "pairable" if "pairable" in str(params.get("df", "")).lower() else "rated"
    return Setting(weights, scheme, level, values, conv, se_method, df_units)


def scheme_name(text: Any) -> str:
    """The scheme a weights text names: its first word ('linear (Cicchetti-Allison)' -> linear)."""
    match = re.match(r"\s*([A-Za-z]+)", str(text))
    word = match.group(1).lower() if match else ""
    if word not in SCHEMES:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "unknown weights {given}; expected one of {known}"),
                        given=repr(text), known=", ".join(SCHEMES))
    return "identity" if word == "unweighted" else word


def _values(params: Mapping[str, Any], data: CaseData) -> list[float] | None:
    """Numeric category values when the case puts weights on values, not on ranks 1..q."""
    on_values = "on values" in str(params.get("weights_definition", "")).lower()
    return numeric_values(data.categories) if on_values else None


def _weights(
    params: Mapping[str, Any], k: int, values: list[float] | None
) -> tuple[str, FloatMatrix | None]:
    """Agreement weights from a scheme name, an agreement or a disagreement matrix."""
    try:
        if "agreement_weights" in params:
            return "custom", validate_weights(params["agreement_weights"], k)
        if "disagreement_weights" in params:
            return "custom", from_disagreement(params["disagreement_weights"])
        if "disagreement_weight_by_distance" in params:
            d = toeplitz_disagreement(params["disagreement_weight_by_distance"], k)
            return "custom", from_disagreement(d)
    except (ValueError, TypeError) as exc:
        raise CaseError(QT_TRANSLATE_NOOP(
            "Errors", "bad weight matrix: {reason}"), reason=str(exc)) from None
    raw = params.get("weights")
    if raw is None or isinstance(raw, list):
        return "identity", None
    scheme = scheme_name(raw)
    if scheme == "identity":
        return scheme, None
    try:
        return scheme, weight_matrix(scheme, k, values)
    except ValueError as exc:
        raise CaseError(QT_TRANSLATE_NOOP("Errors", "weights {given}: {reason}"), given=repr(raw),
                        reason=str(exc)) from None


def conventions(params: Mapping[str, Any], kind: str) -> tuple[Conventions, str]:
    """SE divisor, interval and alpha's SE method named by the se_method / ci / se texts."""
    text = " ".join(str(params.get(key, "")) for key in ("se_method", "ci", "se")).lower()
    raw = kind != "table" or "raw-data" in text or "n(n-1)" in text
    if "contingency" in text:
        raw = False
    if "t(" in text:
        interval = "t"
    elif "1.96" in text:
        interval = "z"
    else:
        interval = "t" if raw else "z"
    level = 0.95
    # the published intervals of p_o are Wald's (estimate ± critical·SE), not the default Wilson
    proportion: ProportionInterval = "wilson" if "wilson" in text else "wald"
    conv = Conventions("n-1" if raw else "n", "t" if interval == "t" else "z", level,
                       proportion=proportion)
    if "distribution" in text:
        return conv, "distribution"
    return conv, "raw" if raw else "table"
