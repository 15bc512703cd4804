"""The Dawid–Skene fit is kept by the codes' bytes in their own memory order: a matrix kept
annotator by annotator is found fitted without a row-major copy, the other order is fitted on
its own, and both give the same posterior."""

from __future__ import annotations

import numpy as np

from adjudicator.core.adjudication import posterior_rule
from adjudicator.core.adjudication.posterior_rule import is_fitted, posterior_matrix


def _codes() -> np.ndarray:
    rng = np.random.default_rng(8)
    codes = np.full((80, 12), -1, dtype=np.int8)
    for i in range(80):
        who = rng.choice(12, size=4, replace=False)
        codes[i, who] = rng.integers(0, 3, size=4)
    return codes


def test_either_memory_order_gives_the_same_posterior_and_is_kept() -> None:
    posterior_rule._FITTED.clear()
    row_major = _codes()
    by_annotator = np.asfortranarray(row_major)
    assert not is_fitted(by_annotator)
    got = posterior_matrix(by_annotator, 3)
    assert is_fitted(by_annotator)
    assert not is_fitted(row_major)  # another layout of the bytes: a key of its own
    np.testing.assert_allclose(posterior_matrix(row_major, 3), got, rtol=1e-12, atol=1e-12)
    assert is_fitted(row_major)


def test_other_codes_with_the_same_bytes_are_not_taken_for_them() -> None:
    posterior_rule._FITTED.clear()
    codes = _codes()
    posterior_matrix(codes, 3)
    assert not is_fitted(codes.reshape(40, 24))
    assert not is_fitted(codes.astype(np.int16))
    changed = codes.copy()
    at = int(np.flatnonzero(changed[0] >= 0)[0])
    changed[0, at] = (changed[0, at] + 1) % 3  # one judgment changed
    assert not is_fitted(changed)
