"""Multinomial bootstrap of the table: equivalence, vectorisation, undefined replicates."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha_from_table
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.bootstrap import (
    VECTOR_STATISTICS,
    bootstrap_ci,
    resample_tables,
    with_bootstrap_ci,
)
from adjudicator.core.tables import confusion_matrix

RATE2 = np.array([[21, 12, 0, 0], [4, 17, 1, 0], [3, 9, 15, 2], [0, 0, 0, 1]])
SCALAR = {
    "cohen_kappa": pw.cohen_kappa, "cohen_kappa_weighted": pw.cohen_kappa,
    "scott_pi": pw.scott_pi, "gwet_ac1": pw.gwet_ac, "gwet_ac2": pw.gwet_ac,
    "brennan_prediger": pw.brennan_prediger, "pabak": pw.pabak,
    "percent_agreement": pw.percent_agreement,
    "krippendorff_alpha": lambda t, weights=None: krippendorff_alpha_from_table(
        t, "nominal", None, se_method="none"),
}


def test_reproducible_with_a_seed_and_different_with_another() -> None:
    """Same seed -> same interval; another seed -> a (slightly) different one."""
    a = bootstrap_ci(RATE2, "cohen_kappa", seed=3)
    assert a == bootstrap_ci(RATE2, "cohen_kappa", seed=3)
    assert a.ci != bootstrap_ci(RATE2, "cohen_kappa", seed=4).ci


def test_rate2_percentile_interval_near_the_large_sample_reference() -> None:
    """2,000 resamples land within 0.02 of the 400k-resample percentile CI (0.3263, 0.612)."""
    res = bootstrap_ci(RATE2, "cohen_kappa", resamples=2000, seed=0)
    assert res.low == pytest.approx(0.3263, abs=0.02)
    assert res.high == pytest.approx(0.612, abs=0.02)
    assert res.undefined == 0
    assert res.resamples == 2000


def test_multinomial_draw_equals_item_resampling_in_distribution() -> None:
    """Mean and SD of bootstrap kappa agree between table draws and resampled item rows."""
    rng = np.random.default_rng(7)
    flat = np.repeat(np.arange(16), RATE2.ravel())
    a, b = flat // 4, flat % 4
    idx = rng.integers(0, a.size, size=(3000, a.size))
    items = np.array([pw.cohen_kappa(confusion_matrix(a[i], b[i], 4)).value for i in idx])
    tables = VECTOR_STATISTICS["cohen_kappa"](
        resample_tables(RATE2, 3000, seed=8).astype(float), np.eye(4))
    assert tables.mean() == pytest.approx(items.mean(), abs=0.006)
    assert tables.std() == pytest.approx(items.std(), rel=0.06)


@pytest.mark.parametrize("name", sorted(VECTOR_STATISTICS))
def test_vectorised_statistics_equal_the_scalar_functions(name: str) -> None:
    """Each vectorised statistic equals the Estimate-returning function on every replicate."""
    weighted = name in ("cohen_kappa_weighted", "gwet_ac2")
    scheme = "quadratic" if weighted else None
    w = weight_matrix("quadratic", 4) if weighted else np.eye(4)
    stack = resample_tables(RATE2, 50, seed=1)
    fast = VECTOR_STATISTICS[name](stack.astype(float), w)
    slow = [SCALAR[name](t, weights=scheme).value for t in stack]
    assert fast == pytest.approx(np.array(slow, dtype=float), abs=1e-12, nan_ok=True)


def test_function_statistic_gives_the_same_interval_as_the_name() -> None:
    """Passing the Estimate function (slow path) reproduces the vectorised interval."""
    by_name = bootstrap_ci(RATE2, "scott_pi", resamples=300, seed=2)
    by_fn = bootstrap_ci(RATE2, pw.scott_pi, resamples=300, seed=2)
    assert by_fn.ci == pytest.approx(by_name.ci, abs=1e-12)


def test_undefined_replicates_are_counted_and_left_out() -> None:
    """[[5, 1], [0, 0]]: resamples without the off-diagonal item have p_e = 1 and are counted."""
    t = np.array([[5, 1], [0, 0]])
    res = bootstrap_ci(t, "cohen_kappa", resamples=1000, seed=0)
    stack = resample_tables(t, 1000, seed=0)
    assert res.undefined == int((stack[:, 0, 0] == 6).sum()) > 0
    assert "undefined and left out" in res.describe()


def test_all_replicates_undefined_gives_no_interval() -> None:
    """If every resample is undefined there is no interval, and the reason says why."""
    res = bootstrap_ci([[5, 0], [0, 0]], "cohen_kappa")
    assert res.ci is None
    assert res.undefined == res.resamples
    assert "undefined in every resample" in res.reason


def test_empty_table_gives_no_interval() -> None:
    """No items: nothing to resample."""
    assert "no item" in bootstrap_ci(np.zeros((2, 2), int), "cohen_kappa").reason


def test_unknown_statistic_name_is_refused() -> None:
    """A typo in the statistic's name raises ValueError listing the known names."""
    with pytest.raises(ValueError, match="cohen_kappa"):
        bootstrap_ci(RATE2, "cohens_kapa")


def test_with_bootstrap_ci_names_the_method() -> None:
    """The estimate keeps its value, takes the bootstrap CI and says how it was made."""
    est = with_bootstrap_ci(pw.cohen_kappa(RATE2), bootstrap_ci(RATE2, "cohen_kappa", seed=9))
    assert est.value == pw.cohen_kappa(RATE2).value
    assert "percentile bootstrap" in est.convention
    assert "seed 9" in est.convention
    assert est.extras["bootstrap_resamples"] == 2000


@settings(max_examples=60)
@given(
    cells=st.lists(st.integers(0, 30), min_size=16, max_size=16),
    level=st.sampled_from(["nominal", "interval", "ratio"]),
)
def test_vectorised_alpha_equals_alpha_from_the_table(cells: list[int], level: str) -> None:
    """The stacked alpha equals krippendorff_alpha_from_table for nominal, interval, ratio."""
    from adjudicator.core.stats.many_raters.krippendorff import disagreement_matrix
    from adjudicator.core.stats.pairs.bootstrap import VECTOR_STATISTICS
    table = np.array(cells, dtype=np.int64).reshape(4, 4)
    values = [1.0, 2.0, 4.0, 7.0]
    reference = krippendorff_alpha_from_table(table, level, values, se_method="none").value
    delta = disagreement_matrix(level, 4, table.sum(axis=0) + table.sum(axis=1), values)
    got = VECTOR_STATISTICS["krippendorff_alpha"](
        table[None].astype(np.float64), 1.0 - delta / delta.max())[0]
    if reference is None:
        assert np.isnan(got)
    else:
        assert got == pytest.approx(reference, abs=1e-12)


def test_report_bootstraps_alpha_as_the_table_by_table_path_does() -> None:
    """The report's vectorised alpha interval equals the one drawn table by table."""
    from adjudicator.core.stats.summaries.options import AgreementOptions
    from adjudicator.core.stats.summaries.summary import report_from_table
    table = np.array([[30, 4, 1], [6, 25, 3], [2, 5, 24]])
    opts = AgreementOptions(ci="bootstrap", resamples=500, seed=7, level="interval")
    alpha = report_from_table(table, ["a", "b", "c"], options=opts).pairs[0].coefficients[
        "krippendorff_alpha"]

    def by_table(x: np.ndarray) -> object:
        return krippendorff_alpha_from_table(x, "interval", None, se_method="none")

    slow = bootstrap_ci(table, by_table, resamples=500, seed=7)
    assert alpha.ci == pytest.approx((slow.low, slow.high), abs=1e-12)
