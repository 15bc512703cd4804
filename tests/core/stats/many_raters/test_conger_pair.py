"""The many-rater block from merged units equals the per-unit path.

Conger's kappa, its Gwet (2014) variance and interval, and every other many-rater statistic
of the report (Fleiss, AC1/AC2, Brennan-Prediger, percent agreement, alpha) are computed from
the pair's cells, missing included; here they are compared, to rel 1e-12, with the same
statistics computed unit by unit from the codes. With three or more annotators Conger's
kappa is computed over the distinct rows of codes, compared the same way.
"""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.common.weight_basis import tag
from adjudicator.core.stats.interval_choice import many_chosen
from adjudicator.core.stats.many_raters.code_rows import distinct_rows, row_patterns
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.conger_pair import (
    conger_kappa_from_cells,
    conger_kappa_from_rows,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_counts, unit_patterns
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import _weights as summary_weights
from adjudicator.core.stats.summaries.summary import summarize
from adjudicator.core.stats.summaries.summary_overall import many_rater
from adjudicator.core.tables import pair_cells
from tests.engine_compare import assert_same_numbers

HANDBOOK = Path(__file__).parents[3] / "data" / "agreement" / "gwet_handbook"


def _ratings(codes: np.ndarray, k: int) -> Ratings:
    return Ratings(tuple(str(i) for i in range(len(codes))),
                   tuple(f"r{g}" for g in range(codes.shape[1])),
                   tuple(f"c{j}" for j in range(k)), codes.astype(np.int64))


def _per_unit(codes: np.ndarray, k: int, opts: AgreementOptions) -> dict[str, object]:
    """The many-rater block unit by unit: one count row per unit, Conger from the codes."""
    labels = [f"c{j}" for j in range(k)]
    w, _, basis = summary_weights(opts, labels)
    counts, ones = unit_counts(codes, k), np.ones(len(codes), dtype=np.int64)
    out = many_rater(counts, None, labels, opts, w)
    out["conger_kappa"] = conger_kappa(codes, k, conventions=opts.conventions, labels=labels)
    rated = (codes >= 0).any(axis=1)
    out = many_chosen(out, counts[rated], ones[rated], w, opts.conventions, codes.shape[1],
                      level=opts.level, rows=(codes[rated], ones[rated]))
    tag(out, basis, opts.scheme() is not None)
    return {name: est.to_dict() for name, est in out.items()}


def _assert_pattern_path_equals_unit_path(codes: np.ndarray, k: int,
                                          conventions: Conventions) -> None:
    """Conger on its own (unweighted and quadratic) and the report's whole block."""
    cells = pair_cells(codes[:, 0], codes[:, 1], k)
    for weights in (None, "quadratic"):
        assert_same_numbers(
            conger_kappa(codes, k, weights=weights, conventions=conventions).to_dict(),
            conger_kappa_from_cells(cells, weights=weights, conventions=conventions).to_dict())
    for opts in (AgreementOptions(conventions=conventions),
                 AgreementOptions(conventions=conventions, weights="quadratic", level="ordinal")):
        report = summarize(_ratings(codes, k), opts)
        assert report.overall is not None
        got = {name: est.to_dict() for name, est in report.overall.coefficients.items()}
        assert_same_numbers(_per_unit(codes, k, opts), got)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 6).flatmap(lambda k: st.tuples(
    st.just(k),
    st.lists(st.tuples(st.integers(-1, k - 1), st.integers(-1, k - 1)), min_size=1,
             max_size=60),
    st.sampled_from([TABLE_CONVENTIONS, GWET_CONVENTIONS]))))
def test_cells_equal_units_on_random_data_with_missing(case: tuple) -> None:
    """Random pairs with gaps, k = 2..6: every number, reason and note the same."""
    k, pairs, conventions = case
    _assert_pattern_path_equals_unit_path(np.array(pairs, dtype=np.int64), k, conventions)


def _codes_from_columns(path: Path, columns: tuple[str, ...]) -> tuple[np.ndarray, int]:
    with path.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    labels = sorted({r[c] for r in rows for c in columns if r[c]})
    codes = np.array([[labels.index(r[c]) if r[c] else -1 for c in columns] for r in rows])
    return codes, len(labels)


def _codes_from_table(path: Path) -> tuple[np.ndarray, int]:
    with path.open(encoding="utf-8") as f:
        table = np.array([[int(v) for v in row[1:]] for row in list(csv.reader(f))[1:]])
    k = table.shape[0]
    rows, cols = np.divmod(np.arange(k * k), k)
    pairs = np.repeat(np.column_stack([rows, cols]), table.ravel(), axis=0)
    return pairs, k


PUBLISHED = {
    "ben_gerry": lambda: _codes_from_columns(HANDBOOK / "raw_ben_gerry.csv", ("Ben", "Gerry")),
    "4raters_1_3": lambda: _codes_from_columns(HANDBOOK / "raw_4raters.csv",
                                               ("Rater1", "Rater3")),
    "5observers_3_5": lambda: _codes_from_columns(HANDBOOK / "raw_5observers.csv",
                                                  ("Observer3", "Observer5")),
    "abstractors_3x3": lambda: _codes_from_table(HANDBOOK / "table_cont3x3abstractors.csv"),
    "diagnosis_4x4": lambda: _codes_from_table(HANDBOOK / "table_cont4x4diagnosis.csv"),
}


@pytest.mark.parametrize("name", sorted(PUBLISHED))
@pytest.mark.parametrize("conventions", [TABLE_CONVENTIONS, GWET_CONVENTIONS])
def test_cells_equal_units_on_published_examples(name: str, conventions: Conventions) -> None:
    """Gwet's handbook data (two of its raters where it has more; its contingency tables)."""
    codes, k = PUBLISHED[name]()
    _assert_pattern_path_equals_unit_path(codes, k, conventions)


def test_ben_gerry_from_cells_is_the_published_value() -> None:
    """0.65714 (Gwet's handbook, irrCAC conger.kappa.raw) from the cells alone."""
    codes, k = PUBLISHED["ben_gerry"]()
    est = conger_kappa_from_cells(pair_cells(codes[:, 0], codes[:, 1], k))
    assert est.value == pytest.approx(0.65714, abs=5e-6)


def test_pair_cells_hold_table_and_gaps() -> None:
    """Index 0 is "not rated": the corner, the gap margins and the inner table."""
    a = np.array([0, 1, -1, 1, -1, 2])
    b = np.array([0, -1, 2, 1, -1, 0])
    cells = pair_cells(a, b, 3)
    assert [cells[0, 0], cells[2, 0], cells[0, 3]] == [1, 1, 1]
    assert cells[1:, 1:].tolist() == [[1, 0, 0], [0, 1, 0], [1, 0, 0]]


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 17).flatmap(lambda k: st.tuples(
    st.just(k), st.lists(st.tuples(st.integers(-1, k - 1), st.integers(-1, k - 1)),
                         max_size=80))))
def test_pair_cells_of_int8_codes_equal_the_int64_count(case: tuple) -> None:
    """The one-byte keys of int8 codes (k <= 15, modulo 256) count what int64 keys count."""
    k, pairs = case
    wide = np.array(pairs, dtype=np.int64).reshape(-1, 2)
    narrow = wide.astype(np.int8)  # as Ratings keeps them: (items, 2), columns strided
    expected = np.zeros((k + 1, k + 1), dtype=np.int64)
    np.add.at(expected, (wide[:, 0] + 1, wide[:, 1] + 1), 1)
    assert pair_cells(narrow[:, 0], narrow[:, 1], k).tolist() == expected.tolist()
    assert pair_cells(wide[:, 0], wide[:, 1], k).tolist() == expected.tolist()


def test_pair_cells_counted_in_chunks_equal_one_count() -> None:
    """More items than one chunk (and a partial last chunk): the same cells as int64 keys."""
    rng = np.random.default_rng(30)
    n = 3 * (1 << 16) + 5
    codes = rng.integers(-1, 15, (n, 2)).astype(np.int8)
    wide = codes.astype(np.int64)
    assert pair_cells(codes[:, 0], codes[:, 1], 15).tolist() == pair_cells(
        wide[:, 0], wide[:, 1], 15).tolist()
    assert int(pair_cells(codes[:, 0], codes[:, 1], 15).sum()) == n


def _assert_rows_equal_units(codes: np.ndarray, k: int, conventions: Conventions) -> None:
    """Conger over distinct rows (unweighted and quadratic) and the report's whole block."""
    for weights in (None, "quadratic"):
        assert_same_numbers(
            conger_kappa(codes, k, weights=weights, conventions=conventions).to_dict(),
            conger_kappa_from_rows(codes, k, weights=weights,
                                   conventions=conventions).to_dict())
    opts = AgreementOptions(conventions=conventions, weights="quadratic", level="ordinal")
    report = summarize(_ratings(codes, k), opts)
    assert report.overall is not None
    got = {name: est.to_dict() for name, est in report.overall.coefficients.items()}
    assert_same_numbers(_per_unit(codes, k, opts), got)


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.integers(2, 6), st.integers(3, 5)).flatmap(lambda kr: st.tuples(
    st.just(kr[0]),
    st.lists(st.lists(st.integers(-1, kr[0] - 1), min_size=kr[1], max_size=kr[1]),
             min_size=1, max_size=50),
    st.sampled_from([TABLE_CONVENTIONS, GWET_CONVENTIONS]),
    st.booleans())))
def test_rows_equal_units_on_random_data_with_missing(case: tuple) -> None:
    """Three to five raters with gaps (sometimes one who rated nothing), k = 2..6."""
    k, rows, conventions, silent = case
    codes = np.array(rows, dtype=np.int64)
    if silent:
        codes[:, -1] = -1
    _assert_rows_equal_units(codes, k, conventions)


@pytest.mark.parametrize("name", ["raw_4raters.csv", "raw_5observers.csv", "raw_g1g2.csv"])
@pytest.mark.parametrize("conventions", [TABLE_CONVENTIONS, GWET_CONVENTIONS])
def test_rows_equal_units_on_published_examples(name: str, conventions: Conventions) -> None:
    """Gwet's handbook data with all their raters (Krippendorff's 4 x 12 example C)."""
    with (HANDBOOK / name).open(encoding="utf-8") as f:
        header = next(csv.reader(f))
    raters = tuple(c for c in header if c.startswith(("Rater", "Observer")))
    codes, k = _codes_from_columns(HANDBOOK / name, raters)
    _assert_rows_equal_units(codes, k, conventions)


def test_rows_merge_large_data_equal_units() -> None:
    """10,000 units of 3 raters (rows merged by a bincount) against the unit-by-unit path."""
    rng = np.random.default_rng(31)
    truth = rng.integers(0, 4, 10_000)
    codes = np.where(rng.random((10_000, 3)) < 0.7, truth[:, None],
                     rng.integers(0, 4, (10_000, 3)))
    codes[rng.random(codes.shape) < 0.05] = -1
    assert_same_numbers(conger_kappa(codes, 4).to_dict(),
                        conger_kappa_from_rows(codes.astype(np.int8), 4).to_dict())


@settings(max_examples=50, deadline=None)
@given(st.tuples(st.integers(1, 7), st.integers(1, 6)).flatmap(lambda kr: st.tuples(
    st.just(kr[0]),
    st.lists(st.lists(st.integers(-1, kr[0] - 1), min_size=kr[1], max_size=kr[1]),
             min_size=0, max_size=60))))
def test_count_patterns_of_distinct_rows_are_unit_patterns(case: tuple) -> None:
    """The many-rater count patterns read off the distinct rows: the same integers, in the
    same order, with the same multiplicities as ``unit_patterns`` of the units."""
    k, rows = case
    width = len(rows[0]) if rows else 3
    codes = np.array(rows, dtype=np.int64).reshape(-1, width)
    found = distinct_rows(codes, k)
    assert found is not None
    assert int(found[1].sum()) == codes.shape[0]
    merged = row_patterns(*found, k)
    assert merged is not None
    patterns, freq = unit_patterns(codes, k)
    assert merged[0].tolist() == patterns.tolist()
    assert merged[1].tolist() == freq.tolist()


def test_one_rater_always_0_the_other_always_1() -> None:
    """Hypothesis's case on a bare machine: three items rated 0 by one rater and 1 by the
    other, two rated by the first alone; a coefficient of -1.38 with a tiny SE made Gwet's
    benchmarking divide by zero."""
    codes = np.array([(0, 1), (0, 1), (0, 1), (0, -1), (0, -1)], dtype=np.int64)
    _assert_pattern_path_equals_unit_path(codes, 2, Conventions(
        se_divisor="n", interval="z", level=0.95, clip=True, proportion="wilson"))
