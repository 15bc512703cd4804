"""The delete-one-item jackknife intervals equal their definition, item by item."""

from __future__ import annotations

import math

import krippendorff
import numpy as np
import pytest
from scipy import stats

from adjudicator.core.stats.jackknife import (
    conger_replicates,
    jackknife_interval,
    jackknife_se,
    pattern_leave_one_out,
    rows_leave_one_out,
    table_leave_one_out,
)
from adjudicator.core.stats.many_raters.code_rows import distinct_rows
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa_multi
from adjudicator.core.stats.many_raters.multirater_common import unit_patterns
from adjudicator.core.stats.pairs import pairwise


def _items(table: list[list[int]]) -> np.ndarray:
    """The n x 2 codes behind a confusion matrix, one row per item."""
    t = np.asarray(table)
    return np.array([(i, j) for i in range(t.shape[0]) for j in range(t.shape[1])
                     for _ in range(t[i, j])])


def _by_deletion(values: list[float], level: float = 0.95) -> tuple[float, float, float]:
    """Quenouille-Tukey jackknife SE and the Fisher-z interval, written out from the items."""
    loo = np.array(values)
    n = loo.size
    se = math.sqrt((n - 1) / n * ((loo - loo.mean()) ** 2).sum())
    z = np.arctanh(loo)
    se_z = math.sqrt((n - 1) / n * ((z - z.mean()) ** 2).sum())
    return se, se_z, float(stats.t.ppf((1 + level) / 2, n - 1))


def test_cohen_jackknife_is_the_item_by_item_definition() -> None:
    """Wikipedia's 50 applications: each item left out in turn, κ recomputed."""
    table = [[20, 5], [10, 15]]
    items = _items(table)
    values = []
    for i in range(len(items)):
        rest = np.delete(items, i, axis=0)
        values.append(pairwise.cohen_kappa(np.bincount(rest[:, 0] * 2 + rest[:, 1],
                                                       minlength=4).reshape(2, 2)).value)
    se, se_z, crit = _by_deletion(values)
    loo, freq = table_leave_one_out(table, "cohen_kappa")
    assert jackknife_se(loo, freq) == pytest.approx(se, rel=1e-12)
    found = jackknife_interval(0.4, loo, freq)
    assert found is not None
    (low, high), se_j = found
    assert se_j == pytest.approx(se, rel=1e-12)
    assert low == pytest.approx(math.tanh(math.atanh(0.4) - crit * se_z), rel=1e-8)
    assert high == pytest.approx(math.tanh(math.atanh(0.4) + crit * se_z), rel=1e-8)


def test_alpha_jackknife_against_the_krippendorff_package() -> None:
    """α's leave-one-out values over count patterns equal the krippendorff package's α of the
    data less each unit (an independent implementation)."""
    rng = np.random.default_rng(5)
    codes = rng.integers(0, 3, size=(25, 3))
    codes[rng.random(codes.shape) < 0.1] = -1
    codes = codes[(codes >= 0).sum(axis=1) >= 1]
    patterns, freq = unit_patterns(codes, 3)
    loo, f = pattern_leave_one_out(patterns, freq, "krippendorff_alpha", np.eye(3),
                                   alpha_level="ordinal")
    for p, value in zip(patterns, loo, strict=True):
        counts = np.stack([(codes == c).sum(axis=1) for c in range(3)], axis=1)
        drop = int(np.flatnonzero((counts == p).all(axis=1))[0])
        rest = np.delete(codes, drop, axis=0).astype(float)
        rest[rest < 0] = np.nan
        expected = krippendorff.alpha(reliability_data=rest.T, level_of_measurement="ordinal")
        assert value == pytest.approx(expected, abs=1e-10)
    assert int(f.sum()) == codes.shape[0]


def test_fleiss_and_conger_leave_one_out_equal_recomputation() -> None:
    rng = np.random.default_rng(11)
    codes = rng.integers(0, 3, size=(30, 4))
    codes[rng.random(codes.shape) < 0.15] = -1
    codes = codes[(codes >= 0).any(axis=1)]
    rows, freq = distinct_rows(codes, 3)
    whole = conger_replicates(rows, freq[None].astype(float), 3, np.eye(3))[0]
    assert whole == pytest.approx(conger_kappa(codes, 3).value, abs=1e-12)
    loo, _ = rows_leave_one_out(rows, freq, 3, np.eye(3))
    patterns, pfreq = unit_patterns(codes, 3)
    floo, _ = pattern_leave_one_out(patterns, pfreq, "fleiss_kappa", np.eye(3))
    for row, value in zip(rows, loo, strict=True):
        drop = int(np.flatnonzero((codes == row).all(axis=1))[0])
        assert value == pytest.approx(conger_kappa(np.delete(codes, drop, 0), 3).value,
                                      abs=1e-12)
    for p, value in zip(patterns, floo, strict=True):
        counts = np.stack([(codes == c).sum(axis=1) for c in range(3)], axis=1)
        drop = int(np.flatnonzero((counts == p).all(axis=1))[0])
        assert value == pytest.approx(fleiss_kappa_multi(np.delete(codes, drop, 0), 3).value,
                                      abs=1e-12)


def test_no_jackknife_when_leaving_an_item_out_undefines_the_coefficient() -> None:
    """The only item off the majority: without it p_e = 1 and κ is undefined."""
    loo, freq = table_leave_one_out([[1, 0], [0, 9]], "cohen_kappa")
    assert not np.all(np.isfinite(loo))
    assert jackknife_se(loo, freq) is None
    assert jackknife_interval(1.0, loo, freq) is None


def test_interval_on_the_original_scale_at_the_edge() -> None:
    """θ = 1 has no Fisher z: the interval is θ ± t·SE_J clipped to [-1, 1]."""
    loo, freq = np.array([1.0, 0.5]), np.array([3, 1])
    (low, high), se = jackknife_interval(1.0, loo, freq)
    assert high == 1.0
    assert low == pytest.approx(1.0 - stats.t.ppf(0.975, 3) * se)
