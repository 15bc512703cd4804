"""The batched statistics of many pairs equal the per-pair reference, number for number."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.pairwise_batch import pair_parts
from adjudicator.core.stats.summaries.summary import summarize_pairs, summarize_table


def _random_tables(rng: np.random.Generator, k: int, m: int) -> list[np.ndarray]:
    """Tables of agreeing raters with noise, of many sizes, a few with empty categories."""
    out = []
    for _ in range(m):
        n = int(rng.choice([2, 3, 7, 40, 1000, 123457]))
        a = rng.integers(0, k, n)
        b = np.where(rng.random(n) < rng.random(), a, rng.integers(0, k, n))
        if rng.random() < 0.2:  # a category neither rater used
            a, b = np.where(a == k - 1, 0, a), np.where(b == k - 1, 0, b)
        out.append(np.bincount(a * k + b, minlength=k * k).reshape(k, k).astype(np.int64))
    return out


def _edge_tables(k: int) -> list[np.ndarray]:
    """Tables where a statistic is undefined or its SE is not estimable."""
    eye = np.eye(k, dtype=np.int64)
    one = np.zeros((k, k), dtype=np.int64)
    one[0, 0] = 9  # both raters used a single label: kappa undefined, with the label named
    single = np.zeros((k, k), dtype=np.int64)
    single[0, 0] = 1  # one item
    constant = np.zeros((k, k), dtype=np.int64)
    constant[0, :] = 3  # rater A used one category, B all: kappa 0, SE not estimable
    return [np.zeros((k, k), dtype=np.int64), one, single, eye * 5, constant, eye + 1,
            constant.T.copy()]


def _reference(tables: list[np.ndarray], labels: list[str], opts: AgreementOptions
               ) -> list[dict[str, object]]:
    return [summarize_table(t, labels, ("a", "b"), opts, n_items=200000, missing=(1, 2),
                            unpaired=3).to_dict() for t in tables]


def _batched(tables: list[np.ndarray], labels: list[str], opts: AgreementOptions
             ) -> list[dict[str, object]]:
    m = len(tables)
    return [p.to_dict() for p in summarize_pairs(
        tables, labels, [("a", "b")] * m, opts, n_items=200000, missing=[(1, 2)] * m,
        unpaired=[3] * m)]


@pytest.mark.parametrize("k", [2, 3, 5, 8])
@pytest.mark.parametrize("opts", [
    AgreementOptions(), AgreementOptions(conventions=GWET_CONVENTIONS),
    AgreementOptions(ci="none"),
])
def test_batched_pairs_equal_the_reference(k: int, opts: AgreementOptions) -> None:
    """Every value, SE, interval, extra and reason is the one summarize_table gives."""
    rng = np.random.default_rng(k)
    tables = _random_tables(rng, k, 60) + _edge_tables(k)
    labels = ["neg", "pos"] if k == 2 else [f"c{j}" for j in range(k)]
    assert _batched(tables, labels, opts) == _reference(tables, labels, opts)


def test_batched_values_within_1e_12_of_the_reference() -> None:
    """The numbers agree to 1e-12 (they are the same doubles; this bounds any drift)."""
    rng = np.random.default_rng(7)
    tables, labels = _random_tables(rng, 5, 40), [f"c{j}" for j in range(5)]
    opts = AgreementOptions()
    for got, want in zip(_batched(tables, labels, opts), _reference(tables, labels, opts),
                         strict=True):
        for name in ("cohen_kappa", "scott_pi", "gwet_ac1", "krippendorff_alpha", "pabak"):
            for key in ("value", "se", "ci_low", "ci_high"):
                a, b = got[name][key], want[name][key]  # type: ignore[index]
                assert (a is None and b is None) or abs(a - b) <= 1e-12


def test_the_regular_tables_are_batched_and_the_edge_ones_left_to_the_reference() -> None:
    """The batch is really used where it can be, and never where a statistic is undefined."""
    k = 4
    rng = np.random.default_rng(3)
    regular = [rng.integers(1, 50, (k, k)).astype(np.int64) for _ in range(5)]
    edges = _edge_tables(k)
    parts = pair_parts(regular + edges, [f"c{j}" for j in range(k)], TABLE_CONVENTIONS)
    assert all(p is not None for p in parts[:5])
    assert parts[5:8] == [None, None, None]  # no item, a single label, a single item


def test_a_single_label_scale_and_an_empty_stack_go_through_the_reference() -> None:
    """k = 1 (kappa undefined, with its reason) and no pairs at all give what the reference
    gives."""
    table = np.array([[4]], dtype=np.int64)
    opts = AgreementOptions()
    got = _batched([table], ["only"], opts)
    assert got == _reference([table], ["only"], opts)
    assert got[0]["cohen_kappa"]["value"] is None  # type: ignore[index]
    assert "only" in got[0]["cohen_kappa"]["reason"]  # type: ignore[index]
    assert _batched([], ["x", "y"], opts) == []


def test_other_options_and_tables_fall_back_with_the_same_results() -> None:
    """Weights, the observed scale and non-int64 tables go through summarize_table."""
    rng = np.random.default_rng(11)
    tables = _random_tables(rng, 3, 6)
    labels = ["1", "2", "3"]
    for opts in (AgreementOptions(level="ordinal"), AgreementOptions(scale="observed")):
        assert _batched(tables, labels, opts) == _reference(tables, labels, opts)
    as_int32 = [t.astype(np.int32) for t in tables]
    assert pair_parts(as_int32, labels, TABLE_CONVENTIONS) == [None] * 6
    assert _batched(as_int32, labels, AgreementOptions()) == _reference(
        as_int32, labels, AgreementOptions())


def test_a_negative_count_is_refused_as_by_the_reference() -> None:
    """A table with a negative count raises the reference's error, batched or not."""
    bad = np.array([[3, -1], [0, 2]], dtype=np.int64)
    with pytest.raises(ValueError, match="negative"):
        _batched([bad, np.eye(2, dtype=np.int64)], ["x", "y"], AgreementOptions())
