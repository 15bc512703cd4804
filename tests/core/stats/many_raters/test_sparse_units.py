"""The many-rater block from a crowd's judgments equals the unit-by-unit path.

``sparse_units`` counts units and raters from the filled cells only; here its count patterns
are compared exactly with ``unit_patterns``, its Conger's kappa (value, Gwet's SE, interval,
extras, reasons) to rel 1e-12 with ``conger.conger_kappa`` on the whole matrix, and the
report's whole block of a sparse crowd with the block the report gives when the sparse path is
switched off.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.many_raters import sparse_units
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multirater_common import unit_patterns
from adjudicator.core.stats.many_raters.sparse_units import (
    SparseCodes,
    is_sparse,
    sparse_conger_kappa,
    sparse_patterns,
)
from adjudicator.core.stats.pairs.crowd_pairs import filled_cells
from adjudicator.core.stats.summaries import summary_overall
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize
from tests.engine_compare import assert_same_numbers


def _crowd(seed: int, units: int, raters: int, k: int, most: int) -> np.ndarray:
    """units x raters codes, each unit labelled by 0..most distinct raters at random."""
    rng = np.random.default_rng(seed)
    codes = np.full((units, raters), -1, dtype=np.int64)
    for i in range(units):
        who = rng.choice(raters, size=int(rng.integers(0, min(most, raters) + 1)), replace=False)
        codes[i, who] = rng.integers(0, k, size=who.size)
    return codes


crowds = st.tuples(st.integers(0, 2**32 - 1), st.integers(1, 40), st.integers(2, 60),
                   st.integers(2, 6), st.integers(1, 6))


@settings(max_examples=80, deadline=None)
@given(crowds, st.sampled_from([None, "quadratic"]),
       st.sampled_from([TABLE_CONVENTIONS, GWET_CONVENTIONS]))
def test_sparse_conger_and_patterns_equal_the_unit_path(case: tuple, weights: str | None,
                                                        conventions: object) -> None:
    """Random crowds (units without a rating, raters who rated nothing, single ratings):
    the same patterns exactly and the same Conger's kappa, SE, interval and reasons."""
    codes = _crowd(*case)
    k = case[3]
    found = SparseCodes(codes.astype(np.int8), k)
    got_patterns = sparse_patterns(found)
    want_patterns = unit_patterns(codes, k)
    for got, want in zip(got_patterns, want_patterns, strict=True):
        assert got.tolist() == want.tolist()
    assert_same_numbers(
        conger_kappa(codes, k, weights=weights, conventions=conventions,  # type: ignore[arg-type]
                     labels=[f"c{j}" for j in range(k)]).to_dict(),
        sparse_conger_kappa(found, weights=weights, conventions=conventions,  # type: ignore[arg-type]
                            labels=[f"c{j}" for j in range(k)]).to_dict())


def _block(codes: np.ndarray, k: int, opts: AgreementOptions) -> dict[str, object]:
    ratings = Ratings(tuple(str(i) for i in range(len(codes))),
                      tuple(f"r{g}" for g in range(codes.shape[1])),
                      tuple(f"c{j}" for j in range(k)), codes)
    report = summarize(ratings, opts)
    assert report.overall is not None
    return {name: est.to_dict() for name, est in report.overall.coefficients.items()}


@settings(max_examples=25, deadline=None)
@given(st.tuples(st.integers(0, 2**32 - 1), st.integers(2, 40), st.integers(64, 90),
                 st.integers(2, 5), st.integers(2, 6)),
       st.sampled_from([TABLE_CONVENTIONS, GWET_CONVENTIONS]))
def test_sparse_report_block_equals_the_dense_block(case: tuple, conventions: object) -> None:
    """More raters than a row's key holds, few cells filled: the report's many-rater block
    (every coefficient, interval and note) as when it is computed unit by unit."""
    codes = _crowd(*case)
    k = case[3]
    if not is_sparse(codes) or not (codes >= 0).sum(axis=1).max() >= 2:
        return
    for opts in (AgreementOptions(conventions=conventions),  # type: ignore[arg-type]
                 AgreementOptions(conventions=conventions,  # type: ignore[arg-type]
                                  weights="quadratic", level="ordinal")):
        sparse = _block(codes, k, opts)
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(summary_overall, "is_sparse", lambda _codes: False)
            dense = _block(codes, k, opts)
        assert_same_numbers(dense, sparse)


def test_the_crowd_takes_the_sparse_path() -> None:
    """A crowd of 819 raters and 5 ratings an item is sparse; a full matrix is not."""
    codes = _crowd(30, 200, 819, 4, 5)
    assert is_sparse(codes)
    assert not is_sparse(np.zeros((10, 50), dtype=np.int8))
    assert not is_sparse(np.zeros((0, 3), dtype=np.int8))


def test_codes_out_of_range_are_refused() -> None:
    """A code at k or below -1 is an error, as the unit path says."""
    with pytest.raises(ValueError, match="codes must lie"):
        SparseCodes(np.array([[0, 3]]), 3)
    with pytest.raises(ValueError, match="codes must lie"):
        SparseCodes(np.array([[0, -2]]), 3)
    assert sparse_units.SPARSE_FILL >= 1


@settings(max_examples=60, deadline=None)
@given(crowds, st.booleans())
def test_filled_cells_in_either_memory_order_are_nonzeros_order(case: tuple,
                                                                fortran: bool) -> None:
    """Codes kept annotator by annotator (as Ratings keeps them) or item by item: the cells
    found are np.nonzero's, in its row-major order, with their codes."""
    codes = _crowd(*case).astype(np.int8)
    if fortran:
        codes = np.asfortranarray(codes)
    item, who, code = filled_cells(codes)
    want_item, want_who = np.nonzero(codes >= 0)
    assert item.tolist() == want_item.tolist()
    assert who.tolist() == want_who.tolist()
    assert code.tolist() == codes[want_item, want_who].tolist()
