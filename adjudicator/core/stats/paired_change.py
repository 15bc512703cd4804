"""The change in Cohen's κ between two rounds that share items: delta method with covariance.

Cohen's κ̂ of n items is, to first order, the mean of one term per item (its influence):

    κ̂ - κ ≈ (1/n) Σ_i L_i,   L_i = (u_{a_i b_i} - ū) / (1 - p_e),
    u_ab = [a = b] - (1 - κ̂)(p_.a + p_b.),  ū = Σ_ab p_ab u_ab,

where item i fell in cell (a_i, b_i); Σ_i L_i² / n² is exactly the Fleiss, Cohen & Everitt
(1969) variance the report gives each round (``pairwise_variance``). Two rounds A (n_A
items) and B (n_B) that share items are not independent: the same item's terms move together.
The change Δ = κ̂_B - κ̂_A then has (delta method, e.g. Agresti 2013, §16.1)

    Var(Δ) = Σ_A L_Ai² / n_A² + Σ_B L_Bi² / n_B² - 2 Σ_{i shared} L_Ai L_Bi / (n_A n_B),

which is √(SE_A² + SE_B²) when no item is shared and the paired variance over the items
when every item is. The interval is Δ ± z·SE. This covers the sampling of items only; that
agreement on items seen before is inflated by memory is a bias, said apart (``report.rounds``).

References
----------
- Agresti, A. (2013). Categorical Data Analysis, 3rd ed., §16.1 (the delta method). Wiley.
- Fleiss, J. L., Cohen, J. & Everitt, B. S. (1969). Large sample standard errors of kappa and
  weighted kappa. Psychological Bulletin 72: 323-327.

Examples
--------
Two rounds on the same five items, the second agreeing on one more item:

>>> first = kappa_influence([0, 0, 1, 1, 0], [0, 1, 1, 0, 0], 2)
>>> second = kappa_influence([0, 0, 1, 1, 0], [0, 0, 1, 0, 0], 2)
>>> round(second.value - first.value, 4)
0.3788
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class Influence:
    """κ̂ of one round and each paired item's influence term, keyed by item."""

    value: float
    terms: FloatArray  # L_i, in the order of ``items``
    items: tuple[str, ...]

    @property
    def n(self) -> int:
        return len(self.items)


def kappa_influence(first: npt.ArrayLike, second: npt.ArrayLike, k: int,
                    items: Sequence[str] | None = None) -> Influence:
    """κ̂ and the L_i of the items both annotators rated (codes 0..k-1, -1 = not rated); the
    value is NaN when κ is undefined (p_e = 1 or no item)."""
    a, b = np.asarray(first, dtype=np.int64), np.asarray(second, dtype=np.int64)
    both = (a >= 0) & (b >= 0)
    names = tuple(str(x) for x in (items if items is not None else range(a.size)))
    kept = tuple(name for name, keep in zip(names, both, strict=True) if keep)
    a, b = a[both], b[both]
    n = a.size
    if n == 0:
        return Influence(math.nan, np.zeros(0), kept)
    p = np.bincount(a * k + b, minlength=k * k).reshape(k, k) / n
    row, col = p.sum(axis=1), p.sum(axis=0)
    pe = float(row @ col)
    if pe >= 1.0 - 1e-12:
        return Influence(math.nan, np.zeros(n), kept)
    po = float(np.trace(p))
    value = (po - pe) / (1.0 - pe)
    u = np.eye(k) - (1.0 - value) * (col[:, None] + row[None, :])
    terms = (u[a, b] - float((p * u).sum())) / (1.0 - pe)
    return Influence(value, terms, kept)


def change_se(first: Influence, second: Influence) -> tuple[float, int] | None:
    """(SE of κ̂_second - κ̂_first, items shared) by the delta method with the covariance of
    the shared items (module doc); None when either κ is undefined or a round has under two
    items."""
    if math.isnan(first.value) or math.isnan(second.value) or min(first.n, second.n) < 2:
        return None
    var = (first.terms @ first.terms) / first.n**2 + (second.terms @ second.terms) / second.n**2
    where = {name: i for i, name in enumerate(first.items)}
    pairs = [(where[name], j) for j, name in enumerate(second.items) if name in where]
    if pairs:
        ia, ib = np.array(pairs).T
        var -= 2.0 * float(first.terms[ia] @ second.terms[ib]) / (first.n * second.n)
    return math.sqrt(max(float(var), 0.0)), len(pairs)
