"""Agreement-weight schemes, user matrices, disagreement matrices and the category-scale helper."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.stats.common.weights import (
    from_disagreement,
    observed_only,
    resolve_weights,
    toeplitz_disagreement,
    validate_weights,
    weight_matrix,
)
from adjudicator.core.stats.pairs.pairwise import cohen_kappa


def test_quadratic_three_categories() -> None:
    """Fleiss-Cohen weights on 1..3: neighbours 0.75, ends 0."""
    assert weight_matrix("quadratic", 3).tolist() == [[1, 0.75, 0], [0.75, 1, 0.75], [0, 0.75, 1]]


def test_linear_uses_actual_category_values() -> None:
    """On the scale 1, 2, 4 the linear weight of (1, 2) is 1 - 1/3, not 1 - 1/2."""
    w = weight_matrix("linear", 3, values=[1, 2, 4])
    assert w[0, 1] == pytest.approx(2 / 3)
    assert w[1, 2] == pytest.approx(1 / 3)


def test_gwet_ordinal_weights_are_rank_based() -> None:
    """Gwet's ordinal weights on 4 ranks: 1 - C(gap+1, 2)/6 -> 5/6, 1/2, 0; values ignored."""
    w = weight_matrix("ordinal", 4, values=[1, 2, 10, 11])
    assert w[0].tolist() == pytest.approx([1, 5 / 6, 0.5, 0])
    assert np.array_equal(w, weight_matrix("ordinal", 4))


def test_ratio_weights_need_positive_values() -> None:
    """Ratio weights divide by x_i + x_j: a 0 category is refused with the reason."""
    with pytest.raises(ValueError, match="positive"):
        weight_matrix("ratio", 3, values=[0, 1, 2])


def test_every_scheme_has_unit_diagonal_and_unit_range() -> None:
    """All named schemes give symmetric weights in [0, 1] with 1 on the diagonal."""
    for scheme in ("identity", "linear", "quadratic", "ordinal", "ratio", "radical",
                   "circular", "bipolar"):
        w = weight_matrix(scheme, 5)
        assert np.allclose(np.diag(w), 1), scheme
        assert w.min() >= 0, scheme
        assert w.max() <= 1, scheme
        assert np.allclose(w, w.T), scheme


def test_one_category_gives_unit_matrix() -> None:
    """A one-category scale has the 1 x 1 weight matrix [[1]] under any scheme."""
    assert weight_matrix("quadratic", 1).tolist() == [[1.0]]


def test_unknown_scheme_and_bad_values_are_refused() -> None:
    """Typos and non-increasing values raise ValueError naming the problem."""
    with pytest.raises(ValueError, match="unknown weighting scheme"):
        weight_matrix("quadratik", 3)
    with pytest.raises(ValueError, match="increasing"):
        weight_matrix("linear", 3, values=[1, 3, 2])
    with pytest.raises(ValueError, match="expected 3"):
        weight_matrix("linear", 3, values=[1, 2])


@pytest.mark.parametrize(
    ("matrix", "k", "message"),
    [
        ([[1, 0, 0], [0, 1, 0]], 3, "square"),
        ([[1, 0], [0, 1]], 3, "3 categories"),
        ([[1, 0.5], [0.5, 0.9]], 2, "diagonal"),
        ([[1, 1.5], [0.5, 1]], 2, r"\[0, 1\]"),
    ],
)
def test_user_matrix_is_validated(matrix: list[list[float]], k: int, message: str) -> None:
    """A user weight matrix must be square, k x k, 1 on the diagonal and within [0, 1]."""
    with pytest.raises(ValueError, match=message):
        validate_weights(matrix, k)


def test_from_disagreement_scales_by_the_maximum() -> None:
    """Cohen's (1968) disagreement weights 0/1/3/6 become agreement weights 1 - d/6."""
    w = from_disagreement([[0, 1, 3], [1, 0, 6], [3, 6, 0]])
    assert np.allclose(w, [[1, 5 / 6, 0.5], [5 / 6, 1, 0], [0.5, 0, 1]], rtol=0, atol=1e-15)


def test_kappa_ignores_the_scale_of_disagreement_weights() -> None:
    """Doubling every disagreement weight leaves weighted kappa unchanged (Cohen 1968)."""
    t = [[88, 14, 18], [10, 40, 10], [2, 6, 12]]
    d = np.array([[0, 1, 4], [1, 0, 6], [2, 2, 0]])
    a = cohen_kappa(t, weights=from_disagreement(d)).value
    b = cohen_kappa(t, weights=from_disagreement(2 * d)).value
    assert a == pytest.approx(b, abs=1e-15)
    assert round(a, 3) == 0.353


def test_from_disagreement_refuses_meaningless_input() -> None:
    """All-zero, negative or non-zero-diagonal disagreement matrices are refused."""
    with pytest.raises(ValueError, match="all 0"):
        from_disagreement(np.zeros((2, 2)))
    with pytest.raises(ValueError, match="non-negative"):
        from_disagreement([[0, -1], [1, 0]])
    with pytest.raises(ValueError, match="diagonal"):
        from_disagreement([[1, 1], [1, 0]])


def test_toeplitz_disagreement_indexes_by_distance() -> None:
    """R irr's weight vector [0, 0, 1, 1] gives d_ij = v[|i - j|]."""
    assert toeplitz_disagreement([0, 0, 1, 1], 3).tolist() == [[0, 0, 1], [0, 0, 0], [1, 0, 0]]


def test_resolve_weights_treats_identity_as_unweighted() -> None:
    """'identity', 'unweighted' and np.eye all mean no weights; a scheme gives its matrix."""
    assert resolve_weights("identity", 3) is None
    assert resolve_weights("unweighted", 3) is None
    assert resolve_weights(np.eye(3), 3) is None
    assert resolve_weights("linear", 3).tolist() == [[1, 0.5, 0], [0.5, 1, 0.5], [0, 0.5, 1]]


def test_observed_only_keeps_categories_either_rater_used() -> None:
    """Category 1 used by nobody is dropped; a category used by one rater only is kept."""
    sub, kept = observed_only([[2, 0, 1], [0, 0, 0], [4, 0, 3]])
    assert kept == [0, 2]
    assert sub.tolist() == [[2, 1], [4, 3]]
    assert observed_only([[0, 0], [5, 0]])[1] == [0, 1]


def test_module_doctests_run() -> None:
    """The worked examples in the two-rater modules' docstrings hold."""
    import doctest

    from adjudicator.core.stats.common import weights
    from adjudicator.core.stats.pairs import pairwise

    for module in (pairwise, weights):
        assert doctest.testmod(module).failed == 0
