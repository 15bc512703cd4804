"""How far apart two sets of scores are, in the scores' own unit: the mean absolute
difference (MAE) and the root mean square difference (RMSE).

For n items scored by both (x, y): MAE = Σ |x_i - y_i| / n, RMSE = √(Σ (x_i - y_i)² / n).
Between two annotators neither is the truth, so these are distances, not errors; against the
final value they are each annotator's error. RMSE ≥ MAE, and weighs large misses more.
No interval is given: these describe the items at hand (the Bland–Altman limits give the
spread with its uncertainty).
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from adjudicator.core.scores import words
from adjudicator.core.stats.common.estimate import Estimate, undefined
from adjudicator.core.stats.common.reasons import Reason


def distances(x: npt.ArrayLike, y: npt.ArrayLike) -> dict[str, Estimate]:
    """``mae`` and ``rmse`` of paired scores (no missing values)."""
    d = np.asarray(x, dtype=np.float64) - np.asarray(y, dtype=np.float64)
    n = int(d.size)
    if n == 0:
        reason = Reason(words.TOO_FEW_PAIRED, need=1, n=0, what="MAE / RMSE")
        return {"mae": undefined("mae", reason), "rmse": undefined("rmse", reason)}
    return {"mae": Estimate("mae", float(np.mean(np.abs(d))), n=n),
            "rmse": Estimate("rmse", math.sqrt(float(np.mean(d * d))), n=n)}
