"""Agreement weights for weighted coefficients, and the category-scale conventions.

``weight_matrix(scheme, k, values=None)`` returns a k x k float64 matrix of *agreement*
weights w_ij (1 on the diagonal, 0 = complete disagreement), following Gwet (2014),
*Handbook of Inter-Rater Reliability*, 4th ed., ch. 3, and his irrCAC software. With
category values x_1 < ... < x_k (default 1..k), x_min, x_max their range:

- ``identity`` / ``unweighted``: w_ij = 1 if i == j else 0
- ``linear`` (Cicchetti-Allison): w_ij = 1 - |x_i - x_j| / (x_max - x_min)
- ``quadratic`` (Fleiss-Cohen): w_ij = 1 - (x_i - x_j)^2 / (x_max - x_min)^2
- ``ordinal`` (Gwet): M_ij = C(|i - j| + 1, 2) on category *ranks*; w_ij = 1 - M_ij / max M
- ``ratio``: w_ij = 1 - ((x_i - x_j)/(x_i + x_j))^2 / ((x_max - x_min)/(x_max + x_min))^2
- ``radical``: w_ij = 1 - sqrt|x_i - x_j| / sqrt(x_max - x_min)
- ``circular``: s_ij = sin^2(pi (x_i - x_j) / (x_max - x_min + 1)); w_ij = 1 - s_ij / max s
- ``bipolar``: b_ij = (x_i - x_j)^2 / ((x_i + x_j - 2 x_min)(2 x_max - x_i - x_j)),
  w_ij = 1 - b_ij / max b

A user matrix is checked by ``validate_weights`` (square, k x k, diagonal 1, entries in
[0, 1]); a *disagreement* matrix d (0 on the diagonal, any non-negative scale, possibly
asymmetric as in Cohen 1968) becomes w = 1 - d / max d with ``from_disagreement``.

``observed_only(table)`` keeps only the categories either rater used: the convention of
R irr and scikit-learn's default. Adjudicator's default is the declared scale; the two
differ for weighted statistics whenever a declared category is unused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

FloatMatrix = npt.NDArray[np.float64]
SCHEMES = (
    "identity", "unweighted", "linear", "quadratic", "ordinal", "ratio", "radical",
    "circular", "bipolar",
)


def weight_matrix(scheme: str, k: int, values: Sequence[float] | None = None) -> FloatMatrix:
    """k x k agreement weights of a named scheme (Gwet 2014, ch. 3) on category values.

    >>> weight_matrix("quadratic", 3).tolist()
    [[1.0, 0.75, 0.0], [0.75, 1.0, 0.75], [0.0, 0.75, 1.0]]
    """
    if k < 1:
        raise ValueError("a weight matrix needs at least one category")
    x = _category_values(k, values)
    if scheme in ("identity", "unweighted") or k == 1:
        if scheme not in SCHEMES:
            raise ValueError(f"unknown weighting scheme {scheme!r}; choose one of {SCHEMES}")
        return np.eye(k)
    try:
        build = _BUILDERS[scheme]
    except KeyError:
        raise ValueError(f"unknown weighting scheme {scheme!r}; choose one of {SCHEMES}") from None
    return build(x)


def _category_values(k: int, values: Sequence[float] | None) -> FloatMatrix:
    """Numeric category values (default 1..k), checked to be increasing and of length k."""
    if values is None:
        return np.arange(1.0, k + 1.0)
    x = np.asarray(values, dtype=np.float64)
    if x.shape != (k,):
        raise ValueError(f"expected {k} category values, got {x.size}")
    if np.any(np.diff(x) <= 0):
        raise ValueError("category values must be strictly increasing")
    return x


def _f64(x: object) -> FloatMatrix:
    """The result as a float64 array (keeps mypy's view of numpy expressions exact)."""
    return np.asarray(x, dtype=np.float64)


def _linear(x: FloatMatrix) -> FloatMatrix:
    """Cicchetti-Allison linear weights."""
    return _f64(1.0 - np.abs(x[:, None] - x[None, :]) / (x[-1] - x[0]))


def _quadratic(x: FloatMatrix) -> FloatMatrix:
    """Fleiss-Cohen quadratic weights."""
    return _f64(1.0 - ((x[:, None] - x[None, :]) / (x[-1] - x[0])) ** 2)


def _ordinal(x: FloatMatrix) -> FloatMatrix:
    """Gwet's ordinal weights: C(|i-j|+1, 2) on ranks, scaled by its maximum."""
    rank = np.arange(x.size, dtype=np.float64)
    gap = np.abs(rank[:, None] - rank[None, :])
    m = (gap + 1.0) * gap / 2.0
    return _f64(1.0 - m / m.max())


def _ratio(x: FloatMatrix) -> FloatMatrix:
    """Ratio weights; needs positive category values."""
    if x[0] <= 0:
        raise ValueError("ratio weights need positive category values (0 would divide by 0)")
    rel = ((x[:, None] - x[None, :]) / (x[:, None] + x[None, :])) ** 2
    return _f64(1.0 - rel / ((x[-1] - x[0]) / (x[-1] + x[0])) ** 2)


def _radical(x: FloatMatrix) -> FloatMatrix:
    """Square-root (radical) weights."""
    return _f64(1.0 - np.sqrt(np.abs(x[:, None] - x[None, :])) / np.sqrt(x[-1] - x[0]))


def _circular(x: FloatMatrix) -> FloatMatrix:
    """Circular weights for cyclic scales (e.g. days of the week)."""
    s = np.sin(np.pi * (x[:, None] - x[None, :]) / (x[-1] - x[0] + 1.0)) ** 2
    return _f64(1.0 - s / s.max())


def _bipolar(x: FloatMatrix) -> FloatMatrix:
    """Bipolar weights for scales whose two ends are most different from the middle."""
    lo, hi = x[0], x[-1]
    xi, xj = x[:, None], x[None, :]
    den = (xi + xj - 2.0 * lo) * (2.0 * hi - xi - xj)
    with np.errstate(divide="ignore", invalid="ignore"):
        b = np.where(xi == xj, 0.0, (xi - xj) ** 2 / den)
    return _f64(1.0 - b / b.max())


_BUILDERS: dict[str, Callable[[FloatMatrix], FloatMatrix]] = {
    "linear": _linear, "quadratic": _quadratic, "ordinal": _ordinal, "ratio": _ratio,
    "radical": _radical, "circular": _circular, "bipolar": _bipolar,
}


def validate_weights(w: npt.ArrayLike, k: int) -> FloatMatrix:
    """Check a user agreement-weight matrix: square k x k, diagonal 1, entries in [0, 1]."""
    m = np.asarray(w, dtype=np.float64)
    if m.ndim != 2 or m.shape[0] != m.shape[1]:
        raise ValueError(f"a weight matrix must be square, got shape {m.shape}")
    if m.shape[0] != k:
        raise ValueError(f"the weight matrix is {m.shape[0]}x{m.shape[0]} but there are {k} "
                         "categories")
    if not np.all(np.isfinite(m)) or m.min() < 0.0 or m.max() > 1.0:
        raise ValueError("agreement weights must lie in [0, 1]")
    if not np.allclose(np.diag(m), 1.0, rtol=0.0, atol=1e-12):
        raise ValueError("agreement weights must be 1 on the diagonal (a category agrees with "
                         "itself); for disagreement weights use from_disagreement()")
    return m


def from_disagreement(d: npt.ArrayLike) -> FloatMatrix:
    """Agreement weights w = 1 - d / max(d) from disagreement weights d (diagonal 0).

    Cohen's (1968) weighted kappa is unchanged by the scale of d, so any non-negative
    disagreement scores (e.g. 0, 1, 3, 6) can be given as they were published.
    """
    m = np.asarray(d, dtype=np.float64)
    if m.ndim != 2 or m.shape[0] != m.shape[1]:
        raise ValueError(f"a disagreement matrix must be square, got shape {m.shape}")
    if not np.all(np.isfinite(m)) or m.min() < 0.0:
        raise ValueError("disagreement weights must be finite and non-negative")
    if np.any(np.diag(m) != 0.0):
        raise ValueError("disagreement weights must be 0 on the diagonal")
    top = m.max()
    if top == 0.0:
        raise ValueError("disagreement weights are all 0: every pair of categories would agree")
    return _f64(1.0 - m / top)


def toeplitz_disagreement(by_distance: Sequence[float], k: int) -> FloatMatrix:
    """Disagreement matrix d_ij = by_distance[|i - j|] (R irr's weight vector form)."""
    v = np.asarray(by_distance, dtype=np.float64)
    if v.size < k:
        raise ValueError(f"need {k} disagreement weights by distance, got {v.size}")
    idx = np.abs(np.arange(k)[:, None] - np.arange(k)[None, :])
    return _f64(v[idx])


def resolve_weights(weights: str | npt.ArrayLike | None, k: int) -> FloatMatrix | None:
    """None/identity -> None (unweighted); a scheme name or a user matrix -> checked weights."""
    if weights is None:
        return None
    if isinstance(weights, str):
        if weights in ("identity", "unweighted"):
            return None
        return weight_matrix(weights, k)
    m = validate_weights(weights, k)
    return None if np.array_equal(m, np.eye(k)) else m


def observed_only(table: npt.ArrayLike) -> tuple[npt.NDArray[np.int64], list[int]]:
    """The sub-table of categories used by either rater, and their indices in the full table.

    This is the "observed levels" convention of R irr and scikit-learn; weights computed on
    the sub-table use the observed categories' ranks 1..k'.
    """
    t = np.asarray(table, dtype=np.int64)
    used = (t.sum(axis=0) + t.sum(axis=1)) > 0
    kept = [int(i) for i in np.flatnonzero(used)]
    return t[np.ix_(kept, kept)], kept
