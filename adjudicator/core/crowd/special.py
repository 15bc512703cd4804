"""The digamma function ψ(x) = d/dx log Γ(x) for x > 0, vectorised (core uses no scipy).

For x < 6 the recurrence ψ(x) = ψ(x + 1) - 1/x moves the argument up; from 6 on the
asymptotic series

    ψ(x) ≈ log x - 1/(2x) - 1/(12x²) + 1/(120x⁴) - 1/(252x⁶) + 1/(240x⁸) - 1/(132x¹⁰)

is accurate to about 1e-11 (Abramowitz & Stegun 1964, 6.3.5 and 6.3.18).

>>> round(float(digamma(1.0)), 10)  # -γ, Euler's constant
-0.5772156649
>>> round(float(digamma(0.5)), 10)  # -γ - 2 log 2
-1.963510026
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt


def digamma(x: Any) -> npt.NDArray[np.float64]:
    """ψ(x) element by element for x > 0."""
    x = np.array(x, dtype=np.float64, copy=True)
    out = np.zeros_like(x)
    small = x < 6.0
    while small.any():
        out[small] -= 1.0 / x[small]
        x[small] += 1.0
        small = x < 6.0
    inv = 1.0 / x
    inv2 = inv * inv
    series = inv2 * (1 / 12 - inv2 * (1 / 120 - inv2 * (1 / 252 - inv2 * (1 / 240
                                                                          - inv2 / 132))))
    return np.asarray(out + np.log(x) - 0.5 * inv - series, dtype=np.float64)
