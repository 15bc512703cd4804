"""The six ICC forms against Shrout & Fleiss's published example, pingouin and R irr's formulas.

Oracles (test-only, never imported by the package): pingouin 0.6.1 ``intraclass_corr`` (GPL:
here only) for the values, F, degrees of freedom and p-values to 1e-9, and its intervals to
the two decimals it prints; the interval formulas of R irr 0.84 ``icc()`` written out below
with scipy's F quantiles, to 1e-9. irr differs from McGraw & Wong in two places, both kept
out of the comparison and named where they are: the v of ICC(A,k)'s interval (irr puts the
average-measure estimate in it) and the A-forms' p-values (irr tests on that v).
"""

from __future__ import annotations

import csv
import math

import numpy as np
import pandas as pd
import pingouin
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from scipy import stats

from adjudicator.core.scores.icc import FORMS, icc_forms, mean_squares
from adjudicator.core.scores.matrix import complete_cases

SF_1979 = {"ICC(1,1)": 0.17, "ICC(2,1)": 0.29, "ICC(3,1)": 0.71,
           "ICC(1,k)": 0.44, "ICC(2,k)": 0.62, "ICC(3,k)": 0.91}
#: pingouin 0.6.1's row names (McGraw & Wong's) -> our keys (Shrout & Fleiss's)
PINGOUIN_TYPES = {"ICC(1,1)": "ICC(1,1)", "ICC(A,1)": "ICC(2,1)", "ICC(C,1)": "ICC(3,1)",
                  "ICC(1,k)": "ICC(1,k)", "ICC(A,k)": "ICC(2,k)", "ICC(C,k)": "ICC(3,k)"}


def _shrout_fleiss(data_dir) -> np.ndarray:
    with (data_dir / "agreement" / "scores" / "shrout_fleiss_1979.csv").open() as f:
        rows = list(csv.DictReader(f))
    return np.array([[float(r[j]) for j in ("J1", "J2", "J3", "J4")] for r in rows])


def test_shrout_fleiss_published_values(data_dir) -> None:
    """Shrout & Fleiss (1979): .17, .29, .71, .44, .62, .91 (to their two decimals), and
    their ANOVA's mean squares BMS 11.24, WMS 6.26, JMS 32.49, EMS 1.02."""
    y = _shrout_fleiss(data_dir)
    out = icc_forms(y)
    for key, published in SF_1979.items():
        assert out[key].value == pytest.approx(published, abs=0.005), key
    ms = mean_squares(y)
    assert (round(ms.rows, 2), round(ms.within, 2), round(ms.columns, 2),
            round(ms.error, 2)) == (11.24, 6.26, 32.49, 1.02)


def test_forms_carry_mcgraw_wong_names_and_tests(data_dir) -> None:
    out = icc_forms(_shrout_fleiss(data_dir))
    assert list(out) == list(FORMS)
    assert [e.extras["name"] for e in out.values()] == [
        "ICC(1)", "ICC(A,1)", "ICC(C,1)", "ICC(k)", "ICC(A,k)", "ICC(C,k)"]
    assert out["ICC(2,1)"].extras["model"] == "two-way random"
    assert out["ICC(3,1)"].extras["type"] == "consistency"
    assert out["ICC(1,1)"].extras["df2"] == 18
    assert out["ICC(3,k)"].extras["df2"] == 15
    assert out["ICC(2,1)"].to_dict()["p_value"] == pytest.approx(0.000134566516, rel=1e-6)


def _pingouin(y: np.ndarray) -> pd.DataFrame:
    n, k = y.shape
    long = pd.DataFrame({"item": np.repeat(np.arange(n), k), "rater": np.tile(np.arange(k), n),
                         "score": y.ravel()})
    return pingouin.intraclass_corr(long, "item", "rater", "score").set_index("Type")


def _absolute_f(y: np.ndarray, alpha: float = 0.05) -> tuple[float, float]:
    """McGraw & Wong's F quantiles of the absolute-agreement interval (Satterthwaite's v)."""
    n, k = y.shape
    ms = mean_squares(y)
    r, c, e = ms.rows, ms.columns, ms.error
    if abs(c - e) <= 1e-12 * max(c, e):
        c = e
    rho = (r - e) / (r + (k - 1) * e + k * (c - e) / n)  # ICC(A,1), McGraw & Wong's v
    a = k * rho / (n * (1 - rho))
    b = 1 + k * rho * (n - 1) / (n * (1 - rho))
    v = (a * c + b * e) ** 2 / ((a * c) ** 2 / (k - 1) + (b * e) ** 2 / ((n - 1) * (k - 1)))
    return stats.f.ppf(1 - alpha / 2, n - 1, v), stats.f.ppf(1 - alpha / 2, v, n - 1)


def _irr_interval(y: np.ndarray, key: str, alpha: float = 0.05) -> tuple[float, float]:
    """R irr 0.84 icc()'s bounds, written out from its formulas (scipy's qf)."""
    n, k = y.shape
    ms = mean_squares(y)
    r, w, c, e = ms.rows, ms.within, ms.columns, ms.error
    q = stats.f.ppf
    if key.startswith("ICC(1") or key.startswith("ICC(3"):
        noise, df2 = (w, n * (k - 1)) if key.startswith("ICC(1") else (e, (n - 1) * (k - 1))
        fl = (r / noise) / q(1 - alpha / 2, n - 1, df2)
        fu = (r / noise) * q(1 - alpha / 2, df2, n - 1)
        if key.endswith(",1)"):
            return (fl - 1) / (fl + k - 1), (fu - 1) / (fu + k - 1)
        return 1 - 1 / fl, 1 - 1 / fu
    if abs(c - e) <= 1e-12 * max(c, e):  # equal up to rounding: taken as equal, as ours does
        c = e
    fl, fu = _absolute_f(y, alpha)
    if key.endswith(",1)"):
        return (n * (r - fl * e) / (fl * (k * c + (k * n - k - n) * e) + n * r),
                n * (fu * r - e) / (k * c + (k * n - k - n) * e + n * fu * r))
    return n * (r - fl * e) / (fl * (c - e) + n * r), n * (fu * r - e) / (c - e + n * fu * r)


def test_shrout_fleiss_against_pingouin_and_irr(data_dir) -> None:
    y = _shrout_fleiss(data_dir)
    _check_oracles(y)


@settings(max_examples=40)
@given(arrays(np.float64, st.tuples(st.integers(3, 25), st.integers(2, 6)),
              elements=st.integers(0, 10).map(float)),
       st.floats(-5, 5), st.floats(0.1, 10))
def test_random_scores_match_pingouin_and_irr(y: np.ndarray, shift: float, scale: float) -> None:
    """Random integer scores, shifted and scaled (the ICC is unchanged by either)."""
    y = y * scale + shift
    ms = mean_squares(y)
    top = max(ms.rows, ms.within, ms.columns, ms.error)
    if np.ptp(y) == 0 or min(ms.error, ms.within) <= 1e-12 * top:
        return  # the degenerate tables (a mean square 0, up to rounding) have their own test
    _check_oracles(y)


def _check_oracles(y: np.ndarray) -> None:
    ours = icc_forms(y)
    theirs = _pingouin(y)
    for ptype, key in PINGOUIN_TYPES.items():
        row, est = theirs.loc[ptype], ours[key]
        if est.value is None:  # a denominator 0 up to rounding: pingouin divides anyway
            assert not np.isfinite(row["ICC"]) or abs(row["ICC"]) > 1e9, key
            continue
        assert est.value == pytest.approx(row["ICC"], abs=1e-9), key
        assert est.extras["f"] == pytest.approx(row["F"], rel=1e-9), key
        assert (est.extras["df1"], est.extras["df2"]) == (row["df1"], row["df2"]), key
        assert est.extras["p_value"] == pytest.approx(row["pval"], rel=1e-9, abs=1e-15), key
        try:
            low, high = _irr_interval(y, key)
        except ZeroDivisionError:  # irr's formula divides by 0 here
            low = high = float("nan")
        if est.ci is None and "Satterthwaite" in est.ci_reason and key.startswith("ICC(2"):
            assert _absolute_f(y)[0] > 1e300, key  # v near 0: scipy's quantile is as huge
            continue
        if est.ci is None:  # said not estimable: irr's formula has no end of meaning there
            assert est.ci_reason is not None, key
            assert (not (np.isfinite(low) and np.isfinite(high)) or max(abs(low), abs(high)) > 1e9
                    or abs(high - low) < 1e-9), key  # none, astronomic, or of width 0
            continue
        if abs(low) > 1e9:  # the bound is astronomic (a few ulps of MSc - MSe times a huge F)
            assert est.ci[0] < -1e9, key
            continue
        # relative too: a wide bound (-3597.33…) differs in its 13th digit when MSc - MSe is
        # 0 up to rounding, which this program takes as 0 and irr's formula does not
        assert est.ci[0] == pytest.approx(low, rel=1e-9, abs=1e-9), key
        assert est.ci[1] == pytest.approx(high, rel=1e-9, abs=1e-9), key
        printed = row["CI95"]  # pingouin rounds its bounds to two decimals
        assert est.ci[0] == pytest.approx(printed[0], rel=1e-6, abs=0.005 + 1e-12), key
        assert est.ci[1] == pytest.approx(printed[1], rel=1e-6, abs=0.005 + 1e-12), key


def test_perfect_consistency_gives_no_interval_and_says_why() -> None:
    """Annotator 2 is annotator 1 plus 3: consistency is 1, the residual is 0, and the F
    interval is not estimable (never a zero-width interval at 1)."""
    y = np.array([[1.0, 4.0], [2.0, 5.0], [5.0, 8.0]])
    out = icc_forms(y)
    assert out["ICC(3,1)"].value == pytest.approx(1.0)
    assert out["ICC(3,1)"].ci is None
    assert "residual mean square is 0" in out["ICC(3,1)"].ci_reason
    assert out["ICC(2,1)"].value < 1.0  # the offset counts against absolute agreement


def test_no_variance_and_too_few_items_are_undefined_with_reasons() -> None:
    same = icc_forms(np.full((4, 3), 2.0))
    assert all(e.value is None and "every score is 2" in e.reason for e in same.values())
    one = icc_forms(np.array([[1.0, 2.0]]))
    assert all(e.value is None and "fewer than two items" in e.reason for e in one.values())
    alone = icc_forms(np.array([[1.0], [2.0]]))
    assert all("fewer than two annotators" in e.reason for e in alone.values())


def test_missing_scores_use_complete_cases_said_in_words() -> None:
    y = np.array([[1.0, 2.0], [3.0, np.nan], [4.0, 4.0], [6.0, 5.0]])
    complete, note = complete_cases(y)
    assert complete.shape == (3, 2)
    assert note == ("complete cases: 1 of 4 items lack a score from some annotator and are "
                    "left out, as the ANOVA of Shrout & Fleiss (1979) needs every annotator's "
                    "score on every item")
    out = icc_forms(complete, missing_note=note)
    assert out["ICC(1,1)"].n == 3
    assert out["ICC(1,1)"].to_dict()["missing"] == note
    assert not math.isnan(out["ICC(1,1)"].value)


@pytest.mark.parametrize("rows", [[[0.0, 0.0], [0.0, 1.0], [1.0, 0.0]],
                                  [[0.0, 1.0], [0.0, 1.0], [1.0, 0.0]]])
def test_tiny_tables_give_reasons_not_tracebacks_or_huge_values(rows: list[list[float]]) -> None:
    """Found by the random test: a denominator 0 up to rounding gave ICC(2,k) = -1.2e16
    instead of "undefined", and items with one mean score each crashed the F quantile
    (OverflowError). Every form is now a number within reach or undefined with its reason,
    and every missing interval says why."""
    for scale in (1.0, 3.0):
        for key, est in icc_forms(np.array(rows) * scale).items():
            assert est.value is None or abs(est.value) < 1e6, key
            assert est.value is not None or est.reason is not None, key
            assert est.ci is not None or est.ci_reason is not None or est.value is None, key
