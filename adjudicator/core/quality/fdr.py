"""The Benjamini–Yekutieli (2001) step-up procedure: which of m hypotheses to reject while
keeping the false discovery rate at q under any dependence between the tests.

With the p-values sorted, p_(1) <= ... <= p_(m), and c(m) = Σ_{l=1..m} 1/l, the procedure
rejects H_(1), ..., H_(k) for the largest k with

    p_(k) <= k / (m · c(m)) · q,

and none when there is no such k. The adjusted p-value of H_(k) is

    p̃_(k) = min(1, min_{l >= k} m · c(m) / l · p_(l)),

so H_(k) is rejected exactly when p̃_(k) <= q (the figure statsmodels' ``fdr_by`` prints).
The alternative-annotator test (``core.quality.alt_test``) applies it across the human
annotators because the tests share items and are not independent.

Reference
---------
- Benjamini, Y. & Yekutieli, D. (2001). The control of the false discovery rate in multiple
  testing under dependency. The Annals of Statistics 29(4): 1165-1188.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def by_adjusted(p_values: Sequence[float]) -> list[float]:
    """The Benjamini–Yekutieli adjusted p-values, in the order given."""
    p = np.asarray(p_values, dtype=np.float64)
    m = len(p)
    if m == 0:
        return []
    order = np.argsort(p, kind="stable")
    c_m = float(np.sum(1.0 / np.arange(1, m + 1)))
    scaled = p[order] * m * c_m / np.arange(1, m + 1)
    running = np.minimum.accumulate(scaled[::-1])[::-1]
    out = np.empty(m)
    out[order] = np.minimum(running, 1.0)
    return [float(x) for x in out]


def by_rejected(p_values: Sequence[float], q: float) -> list[bool]:
    """Which hypotheses the procedure rejects at false discovery rate ``q``."""
    return [a <= q for a in by_adjusted(p_values)]
