"""Marginal homogeneity of each pair (Stuart–Maxwell, McNemar per class) against statsmodels,
the χ² tail against scipy, and agreement without each annotator against the figures of the
reduced codes computed directly; the undefined cases with their reasons."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import chi2
from statsmodels.stats.contingency_tables import SquareTable, mcnemar

from adjudicator.core.quality.chi_square import chi2_upper
from adjudicator.core.quality.leave_one_out import leave_one_out
from adjudicator.core.quality.marginal import class_lean, pair_homogeneity, stuart_maxwell
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha

# Agresti (2013) Table 11.1-like square table (a leans towards class 0)
TABLE = np.array([[30, 12, 5], [3, 40, 6], [2, 4, 25]])


@pytest.mark.parametrize(("x", "df"), [(0.3, 1), (3.84, 1), (12.0, 3), (80.0, 9), (1e-3, 2)])
def test_chi_square_tail_equals_scipy(x: float, df: int) -> None:
    assert chi2_upper(x, df) == pytest.approx(chi2.sf(x, df), rel=1e-10, abs=1e-300)


def test_stuart_maxwell_equals_statsmodels() -> None:
    mine = stuart_maxwell(TABLE)
    oracle = SquareTable(TABLE, shift_zeros=False).homogeneity(method="stuart_maxwell")
    assert mine.value == pytest.approx(oracle.statistic, rel=1e-10)
    assert mine.extras["df"] == oracle.df
    assert mine.extras["p"] == pytest.approx(oracle.pvalue, rel=1e-8)


@pytest.mark.parametrize("j", [0, 1, 2])
def test_mcnemar_per_class_equals_statsmodels(j: int) -> None:
    lean = class_lean(TABLE, j, str(j))
    b = int(TABLE[j].sum() - TABLE[j, j])
    c = int(TABLE[:, j].sum() - TABLE[j, j])
    oracle = mcnemar([[0, b], [c, 0]], exact=False, correction=False)
    assert lean.mcnemar.value == pytest.approx(oracle.statistic)
    assert lean.mcnemar.extras["p"] == pytest.approx(oracle.pvalue, rel=1e-9)
    assert lean.difference.value == pytest.approx((b - c) / TABLE.sum())
    assert lean.difference.ci is not None
    assert lean.difference.ci[0] < lean.difference.value < lean.difference.ci[1]


def test_undefined_cases_say_why() -> None:
    agree = np.diag([10, 5, 0])
    sm = stuart_maxwell(agree)
    assert sm.value is None
    assert "singular" in (sm.reason or "")
    lean = class_lean(agree, 0, "x")
    assert lean.mcnemar.value is None
    assert lean.mcnemar.reason == ("no item where exactly one of the two gave x, so McNemar's "
                                   "test is not given")
    one = stuart_maxwell(np.array([[7, 0], [0, 0]]))
    assert one.value is None
    assert "fewer than two classes" in (one.reason or "")


def test_pairs_and_leave_one_out() -> None:
    rng = np.random.default_rng(4)
    truth = rng.integers(0, 3, 150)
    codes = np.where(rng.random((150, 4)) < [0.9, 0.85, 0.8, 0.3], truth[:, None],
                     rng.integers(0, 3, (150, 4)))
    pairs = pair_homogeneity(codes, ["x", "y", "z"], list("abcd"))
    assert [p.annotators for p in pairs][:2] == [("a", "b"), ("a", "c")]
    everyone, without = leave_one_out(codes, ["x", "y", "z"], list("abcd"))
    assert len(without) == 4
    assert without[3].annotator == "d"
    direct = krippendorff_alpha(codes[:, :3], 3, labels=["x", "y", "z"])
    assert without[3].alpha.value == pytest.approx(direct.value)
    assert without[3].alpha.value > everyone.alpha.value  # the careless one pulls it down
    assert without[3].alpha.ci is not None
    assert without[3].fleiss_kappa.ci is not None
    _, none = leave_one_out(codes[:, :2], ["x", "y", "z"], ["a", "b"])
    assert none == ()
