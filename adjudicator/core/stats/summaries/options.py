"""How the agreement report is computed: weights, level, scale, interval kind, conventions.

Its own module so every block of the report (pairs, many raters, label sets) and every caller
can take the options without importing the report's model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from adjudicator.core.stats.common.estimate import TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.many_raters.krippendorff import Level

FloatMatrix = npt.NDArray[np.float64]
Scale = Literal["declared", "observed"]
CiKind = Literal["analytic", "bootstrap", "none"]
#: what a weighting scheme measures distance on: the label values when the labels are numbers
#: ("auto", Gwet 2014 ch. 3 and irrCAC), always the values, or the category ranks 1..k
#: (scikit-learn's and R irr's convention)
WeightsOn = Literal["auto", "values", "ranks"]
#: weights used for the weighted coefficients when only a measurement level is given
LEVEL_WEIGHTS = {"ordinal": "ordinal", "interval": "quadratic", "ratio": "ratio"}


@dataclass(frozen=True)
class AgreementOptions:
    """How to compute the report; every field is echoed in its ``options``."""

    labels: tuple[str, ...] | None = None  # category order (used when coding the labels)
    weights: str | FloatMatrix | None = None  # scheme name or k x k agreement weights
    level: Level = "nominal"  # Krippendorff's metric; also picks weights when none are given
    scale: Scale = "declared"  # "observed": only categories either annotator used (R irr)
    ci: CiKind = "analytic"
    conventions: Conventions = TABLE_CONVENTIONS
    resamples: int = 2000
    seed: int = 0
    weights_on: WeightsOn = "auto"

    def scheme(self) -> str | FloatMatrix | None:
        """The weights of the weighted coefficients (None: report only unweighted ones)."""
        if self.weights is not None:
            return self.weights
        return LEVEL_WEIGHTS.get(self.level)

    def describe(self, weights_on: str | None = None) -> dict[str, Any]:
        """The options as plain JSON values; ``weights_on`` is what the weights were put on
        ("values" or "ranks", resolved from the labels), else the request."""
        w = self.scheme()
        return {
            "weights": w if w is None or isinstance(w, str) else np.asarray(w).tolist(),
            "weights_on": (weights_on or self.weights_on) if isinstance(w, str) else None,
            "level": self.level, "scale": self.scale, "ci": self.ci,
            "resamples": self.resamples if self.ci == "bootstrap" else None,
            "seed": self.seed if self.ci == "bootstrap" else None,
        }
