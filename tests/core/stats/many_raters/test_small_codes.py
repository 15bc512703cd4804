"""Ratings keep their codes in the smallest integer type, and every statistic gives the same
numbers as with int64 codes (issue 12, item 13: memory proportional to the coded data)."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pytest
from multirater_helpers import case_categories, codes_from_rows, vector_cases

from adjudicator.core.ratings import Ratings, code_dtype, small_codes
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize


def _close(a: Any, b: Any) -> bool:
    """JSON values equal, floats to a relative 1e-12."""
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or math.isclose(a, b, rel_tol=1e-12,
                                                                 abs_tol=1e-15)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _wide(ratings: Ratings) -> Ratings:
    """The same ratings with int64 codes forced in (as before the codes were made small)."""
    object.__setattr__(ratings, "codes", ratings.codes.astype(np.int64))
    return ratings


@pytest.mark.parametrize(("k", "dtype"), [(2, np.int8), (126, np.int8), (127, np.int16),
                                          (40_000, np.int32)])
def test_code_dtype_is_the_smallest_that_holds_every_code(k: int, dtype: type) -> None:
    """-1 .. k-1 fit; the next smaller type would not hold k - 1."""
    assert code_dtype(k) == np.dtype(dtype)
    assert np.iinfo(dtype).max >= k - 1


def test_ratings_narrow_int64_codes_and_refuse_out_of_range() -> None:
    """Given int64 codes, Ratings stores int8; a code beyond the labels is an error, not a
    silent wrap-around in the narrower type."""
    r = Ratings(("a", "b"), ("x", "y"), ("p", "q"), np.array([[0, 1], [-1, 1]]))
    assert r.codes.dtype == np.int8
    assert r.codes.tolist() == [[0, 1], [-1, 1]]
    with pytest.raises(ValueError, match=r"-1\.\.1"):
        small_codes(np.array([[0, 300]]), 2)


def _unit_rows(case: dict[str, Any]) -> list[list[Any]] | None:
    """A reference case as units x raters (None for cases given as tables or counts)."""
    data = case["data"]
    if "units" in data:
        return [list(u) for u in data["units"]]
    if "rater_a" in data:
        if len(data["rater_a"]) != len(data["rater_b"]):
            return None
        return [list(p) for p in zip(data["rater_a"], data["rater_b"], strict=True)]
    return None


CASES = [c for c in vector_cases() if _unit_rows(c) and len(
    {v for row in _unit_rows(c) or [] for v in row if v is not None}) > 1]


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
@pytest.mark.parametrize("weights", ["unweighted", "quadratic"])
def test_statistics_equal_with_small_and_int64_codes(case: dict[str, Any], weights: str) -> None:
    """Every reference case's whole agreement report, from int8 codes and from int64 codes,
    agrees to a relative 1e-12 (same coefficients, intervals, tables)."""
    rows = _unit_rows(case) or []
    cats = (case_categories(case) if "categories" in case["data"]
            else sorted({v for row in rows for v in row if v is not None}, key=str))
    codes = codes_from_rows(rows, cats)
    labels = tuple(str(c) for c in cats)
    items = tuple(str(i) for i in range(len(codes)))
    names = tuple(f"r{j}" for j in range(codes.shape[1]))
    small = Ratings(items, names, labels, codes)
    wide = _wide(Ratings(items, names, labels, codes))
    assert small.codes.dtype == np.int8
    assert wide.codes.dtype == np.int64
    opts = AgreementOptions(weights=weights)
    assert _close(summarize(small, opts).to_dict(), summarize(wide, opts).to_dict())


def test_many_labels_use_int16_and_agree_with_int64() -> None:
    """300 labels (int16 codes): a k x k table far beyond int8's range gives the same report."""
    rng = np.random.default_rng(12)
    codes = rng.integers(-1, 300, size=(2000, 3))
    labels = tuple(f"l{i}" for i in range(300))
    items = tuple(str(i) for i in range(2000))
    small = Ratings(items, ("a", "b", "c"), labels, codes)
    assert small.codes.dtype == np.int16
    wide = _wide(Ratings(items, ("a", "b", "c"), labels, codes))
    assert _close(summarize(small).to_dict(), summarize(wide).to_dict())
