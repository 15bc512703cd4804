"""Many-rater statistics against published values and reference implementations.

Oracles (test-only): every many-rater case of the public reference vectors, the published and
documented values of R irr / Gwet's handbook datasets, and random data cross-checked against
the krippendorff package, irrCAC and statsmodels.
"""

from __future__ import annotations

import math
import warnings
from typing import Any

import krippendorff
import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from irrCAC.raw import CAC
from multirater_helpers import (
    DATA,
    case_categories,
    case_weights,
    codes_from_rows,
    handbook_alpha,
    many_rater_cases,
    read_counts,
    read_raw,
    reference_values,
    to_frame_rows,
)
from statsmodels.stats.inter_rater import fleiss_kappa as sm_fleiss

from adjudicator.core.stats.common.estimate import Conventions, Estimate
from adjudicator.core.stats.common.weights import weight_matrix
from adjudicator.core.stats.many_raters.conger import conger_kappa
from adjudicator.core.stats.many_raters.krippendorff import (
    krippendorff_alpha,
    krippendorff_alpha_from_counts,
    krippendorff_alpha_from_table,
)
from adjudicator.core.stats.many_raters.multirater import (
    brennan_prediger_from_counts,
    fleiss_category_kappas,
    fleiss_kappa,
    gwet_ac_from_counts,
    percent_agreement_multi,
)
from adjudicator.core.stats.many_raters.multirater_common import unit_counts

AGREEMENT = DATA / "agreement"


def _flat(est: Estimate) -> dict[str, Any]:
    """Value, se, interval and extras of an estimate as one mapping."""
    out: dict[str, Any] = {"value": est.value, "se": est.se, **est.extras}
    if est.ci:
        out["ci_low"], out["ci_high"] = est.ci
    return out


def _compute(case: dict[str, Any]) -> dict[str, Any]:
    """Our numbers for one reference case, keyed like its ``expected``."""
    params, data, metric = case["params"], case["data"], case["metric"]
    cats = case_categories(case) if data["format"] == "units_x_raters" else data["categories"]
    w = case_weights(case, cats)
    if data["format"] == "units_x_raters":
        codes = codes_from_rows(data["units"], cats)
        counts = unit_counts(codes, len(cats))
    else:
        counts = np.array(data["counts"], dtype=np.int64)
    if metric == "fleiss_kappa":
        out = _flat(fleiss_kappa(counts, weights=w))
        out["fleiss"] = out["value"]
        out["randolph"] = brennan_prediger_from_counts(counts).value
        return out
    if metric == "per_class_kappa":
        found = fleiss_category_kappas(counts, labels=[str(c) for c in cats])
        return {str(c): e.value for c, e in zip(cats, found, strict=True)}
    if metric == "conger_kappa":
        return _flat(conger_kappa(codes, len(cats), weights=w))
    if metric in ("gwet_ac1", "gwet_ac2"):
        return _flat(gwet_ac_from_counts(counts, weights=w))
    if metric == "brennan_prediger":
        return _flat(brennan_prediger_from_counts(counts, weights=w))
    method = "distribution" if "distribution" in params.get("se_method", "") else "raw"
    df_units = "pairable" if "pairable" in params.get("df", "") else "rated"
    return _flat(krippendorff_alpha_from_counts(
        counts, level=params.get("level", "nominal"), weights=w, se_method=method,
        df_units=df_units))


def _tolerance(case: dict[str, Any], key: str) -> float:
    """Absolute tolerance of one expected key."""
    tol = case["tolerance"]
    return float(tol.get(key, tol.get("default", 0.0))) if isinstance(tol, dict) else float(tol)


@pytest.mark.parametrize("case", many_rater_cases(), ids=lambda c: c["id"])
def test_reference_vector(case: dict[str, Any]) -> None:
    """Every many-rater reference case is reproduced within its tolerance (None = undefined)."""
    got = _compute(case)
    for key, expected in case["expected"].items():
        value = got[key]
        if expected is None:
            assert value is None, key
        elif isinstance(expected, list):
            assert np.allclose(value, expected, atol=_tolerance(case, key), rtol=0), key
        else:
            assert value == pytest.approx(expected, abs=_tolerance(case, key)), key


def test_reference_vectors_cover_every_many_rater_metric() -> None:
    """The parametrised cases really exercise each of the many-rater metrics."""
    metrics = {c["metric"] for c in many_rater_cases()}
    assert {"fleiss_kappa", "conger_kappa", "krippendorff_alpha", "gwet_ac1", "gwet_ac2",
            "brennan_prediger", "per_class_kappa"} <= metrics


@pytest.mark.parametrize("case_id", [
    "stata_rate2_kappaetc_krippendorff_alpha", "gwet_cont3x3abstractors_krippendorff_alpha",
    "gwet_cont3x3abstractors_krippendorff_alpha_quadratic",
    "gwet_cont3x3abstractors_krippendorff_alpha_ratio",
])
def test_two_rater_alpha_table_vectors(case_id: str) -> None:
    """Alpha from a confusion matrix reproduces the table cases, each SE under its method."""
    from multirater_helpers import vector_cases

    case = next(c for c in vector_cases() if c["id"] == case_id)
    table = np.array(case["data"]["matrix"])
    name = case["params"].get("weights")
    w = weight_matrix(name, len(table)) if name else None
    method = "raw" if "raw" in case["params"].get("se_method", "") else "table"
    # irrCAC's table formulas divide by n (its raw-data ones by n - 1); both use t(n - 1)
    conv = Conventions("n-1" if method == "raw" else "n", "t")
    got = _flat(krippendorff_alpha_from_table(table, weights=w, se_method=method,
                                              conventions=conv))
    for key, expected in case["expected"].items():
        assert got[key] == pytest.approx(expected, abs=_tolerance(case, key)), key


# --- published / documented values of the R irr and Gwet handbook datasets -------------

_R_IRR = {
    ("diagnoses", "Fleiss kappa (6 raters x 30 patients x 5 categories)"): ("fleiss", 0.0005),
    ("diagnoses", "R irr kappam.fleiss(diagnoses)"): ("fleiss", 5e-8),
    ("diagnoses", "Krippendorff alpha nominal"): ("alpha_nominal", 5e-5),
    ("anxiety", "Fleiss kappa (3 raters)"): ("fleiss", 5e-5),
    ("anxiety", "Krippendorff alpha interval"): ("alpha_interval", 5e-5),
    ("video", "Fleiss kappa (4 raters)"): ("fleiss", 5e-5),
}


def _ours(codes: np.ndarray, cats: list[Any], what: str) -> float | None:
    """One of our statistics on raw codes by a short name."""
    k = len(cats)
    numeric = all(isinstance(c, float) for c in cats)
    values = [float(c) for c in cats] if numeric else None
    if what == "fleiss":
        return fleiss_kappa(unit_counts(codes, k)).value
    if what.startswith("alpha_"):
        return krippendorff_alpha(codes, k, level=what[6:], values=values).value  # type: ignore[arg-type]
    if what == "conger":
        return conger_kappa(codes, k).value
    if what == "ac1":
        return gwet_ac_from_counts(unit_counts(codes, k)).value
    if what == "bp":
        return brennan_prediger_from_counts(unit_counts(codes, k)).value
    return percent_agreement_multi(codes, k).value


@pytest.mark.parametrize(("key", "spec"), list(_R_IRR.items()), ids=lambda x: str(x)[:40])
def test_r_irr_reference_values(key: tuple[str, str], spec: tuple[str, float]) -> None:
    """Published (Fleiss 1971) and documented R irr values on the irr datasets."""
    rows = {(r["dataset"], r["call"]): r for r in reference_values(AGREEMENT / "r_irr" /
                                                                     "reference_values.csv")}
    expected = float(rows[key]["value"].split()[0])
    codes, cats = read_raw(AGREEMENT / "r_irr" / f"{key[0]}.csv", skip=1)
    what, tol = spec
    assert _ours(codes, cats, what) == pytest.approx(expected, abs=tol)


def test_nmm_published_alpha_all_levels() -> None:
    """Krippendorff (2011) example C as R irr ships it: 0.743 / 0.815 / 0.849 / 0.797."""
    codes, cats = read_raw(AGREEMENT / "r_irr" / "nmm.csv", skip=1)
    got = [_ours(codes, cats, f"alpha_{lv}") for lv in ("nominal", "ordinal", "interval",
                                                          "ratio")]
    assert got == pytest.approx([0.743, 0.815, 0.849, 0.797], abs=5e-4)


_GWET = {
    "krippendorff_alpha_nominal": "alpha_nominal", "krippendorff_alpha_ordinal": "alpha_ordinal",
    "krippendorff_alpha_interval": "alpha_interval", "krippendorff_alpha_ratio": "alpha_ratio",
    "krippendorff_alpha_nominal_irrCAC": "alpha_nominal", "fleiss_kappa": "fleiss",
    "gwet_ac1": "ac1", "conger_kappa": "conger", "conger_kappa(=cohen for 2 raters)": "conger",
    "brennan_prediger": "bp", "percent_agreement": "pa",
}


def _gwet_rows() -> list[dict[str, str]]:
    """Reference rows of Gwet's raw-ratings datasets for our many-rater coefficients."""
    rows = reference_values(AGREEMENT / "gwet_handbook" / "reference_values.csv")
    return [r for r in rows if r["dataset"].startswith("raw_") and r["coefficient"] in _GWET]


@pytest.mark.parametrize("row", _gwet_rows(), ids=lambda r: f"{r['dataset']}-{r['coefficient']}")
def test_gwet_handbook_reference_values(row: dict[str, str]) -> None:
    """Gwet's handbook datasets: published alpha, irrCAC-documented coefficients."""
    skip = 2 if row["dataset"] in ("raw_ben_gerry", "raw_g1g2", "raw_gender") else 1
    codes, cats = read_raw(AGREEMENT / "gwet_handbook" / f"{row['dataset']}.csv", skip=skip)
    digits = len(row["value"].split(".")[1])
    got = _ours(codes, cats, _GWET[row["coefficient"]])
    assert got == pytest.approx(float(row["value"]), abs=0.5 * 10.0 ** -digits + 1e-12)


@pytest.mark.parametrize(("name", "expected"), [
    ("table_cont3x3abstractors", 0.79726), ("table_cont4x4diagnosis", 0.43162),
])
def test_gwet_handbook_table_alpha(name: str, expected: float) -> None:
    """Two-rater alpha from Gwet's contingency tables (irrCAC values)."""
    table = read_counts(AGREEMENT / "gwet_handbook" / f"{name}.csv")
    assert krippendorff_alpha_from_table(table).value == pytest.approx(expected, abs=5e-6)


def test_distrib_6raters_distribution_variance() -> None:
    """Gwet's distribution-of-raters SE on distrib.6raters differs from the raw-data SE."""
    counts = read_counts(AGREEMENT / "gwet_handbook" / "distrib_6raters.csv")
    dist = krippendorff_alpha_from_counts(counts, se_method="distribution")
    raw = krippendorff_alpha_from_counts(counts, se_method="raw")
    assert dist.se == pytest.approx(0.08243228, abs=5e-8)
    assert raw.se == pytest.approx(0.081192909196, abs=1e-10)


# --- random cross-checks -----------------------------------------------------------------

LEVELS = ("nominal", "ordinal", "interval", "ratio")
SCHEMES = ("identity", "linear", "quadratic", "ordinal", "ratio")


@st.composite
def ratings(draw: st.DrawFn, complete: bool = False) -> tuple[np.ndarray, int]:
    """(codes, k): a units x raters code matrix with gaps; every unit and rater rated once."""
    n = draw(st.integers(3, 25))
    r = draw(st.integers(2, 5))
    k = draw(st.integers(2, 5))
    flat = draw(st.lists(st.integers(0, k - 1), min_size=n * r, max_size=n * r))
    codes = np.array(flat, dtype=np.int64).reshape(n, r)
    if not complete:
        gaps = draw(st.lists(st.booleans(), min_size=n * r, max_size=n * r))
        mask = np.array(gaps).reshape(n, r)
        mask[:, 0] = False
        mask[0, :] = False
        codes[mask] = -1
    return codes, k


def _krippendorff_pkg(codes: np.ndarray, k: int, level: str) -> float:
    """The krippendorff package on the same data (values 1..k)."""
    data = np.where(codes >= 0, codes + 1.0, np.nan).T
    return float(krippendorff.alpha(reliability_data=data, level_of_measurement=level,
                                    value_domain=np.arange(1.0, k + 1.0)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=ratings(), level=st.sampled_from(LEVELS))
def test_alpha_matches_krippendorff_package(data: tuple[np.ndarray, int], level: str) -> None:
    """Alpha equals the krippendorff package at all four levels, with missing data."""
    codes, k = data
    ours = krippendorff_alpha(codes, k, level=level)  # type: ignore[arg-type]
    theirs = _krippendorff_or_none(codes, k, level)
    if ours.value is None:
        assert theirs is None
    else:
        assert ours.value == pytest.approx(theirs, abs=1e-9)


def _krippendorff_or_none(codes: np.ndarray, k: int, level: str) -> float | None:
    """The package's alpha, or None where it raises or returns NaN (undefined)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            value = _krippendorff_pkg(codes, k, level)
    except (ValueError, ZeroDivisionError):
        return None
    return value if math.isfinite(value) else None


def _irrcac(codes: np.ndarray, k: int, weights: str) -> CAC:
    """irrCAC's raw-ratings object on the same data (categories 1..k)."""
    import pandas as pd

    frame = pd.DataFrame(to_frame_rows(np.where(codes >= 0, codes + 1, -1)))
    return CAC(frame, weights=weights, categories=[float(c) for c in range(1, k + 1)],
               digits=14)


def _assert_same(ours: Estimate, theirs: dict[str, Any]) -> None:
    """Value, pa, pe, SE and interval agree with an irrCAC result."""
    est = theirs["est"]
    assert ours.value == pytest.approx(est["coefficient_value"], abs=1e-9)
    assert ours.extras["pa"] == pytest.approx(est["pa"], abs=1e-9)
    assert ours.extras["pe"] == pytest.approx(est["pe"], abs=1e-9)
    if est["se"] > 1e-12:
        assert ours.se == pytest.approx(est["se"], rel=1e-7, abs=1e-12)
        assert ours.ci is not None
        assert ours.ci[1] == pytest.approx(est["confidence_interval"][1], abs=1e-7)
        assert ours.ci[0] == pytest.approx(max(-1.0, est["confidence_interval"][0]), abs=1e-7)


def _usable(codes: np.ndarray) -> bool:
    """irrCAC needs a unit rated twice and more than one category used."""
    counts = (codes >= 0).sum(axis=1)
    used = np.unique(codes[codes >= 0])
    return bool((counts >= 2).any()) and used.size >= 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=ratings(), scheme=st.sampled_from(SCHEMES))
def test_fleiss_gwet_bp_match_irrcac(data: tuple[np.ndarray, int], scheme: str) -> None:
    """Fleiss, AC1/AC2 and Brennan-Prediger (value, pa, pe, SE, CI) equal irrCAC's."""
    codes, k = data
    assume(_usable(codes))
    cac = _irrcac(codes, k, scheme)
    counts = unit_counts(codes, k)
    kw = {"weights": scheme}
    _assert_same(fleiss_kappa(counts, **kw), cac.fleiss())  # type: ignore[arg-type]
    _assert_same(gwet_ac_from_counts(counts, **kw), cac.gwet())  # type: ignore[arg-type]
    _assert_same(brennan_prediger_from_counts(counts, **kw), cac.bp())  # type: ignore[arg-type]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=ratings(), scheme=st.sampled_from(SCHEMES))
def test_conger_and_alpha_match_irrcac(data: tuple[np.ndarray, int], scheme: str) -> None:
    """Conger's kappa and weighted alpha (value, pa, pe, SE, CI) equal irrCAC's."""
    codes, k = data
    assume(_usable(codes))
    cac = _irrcac(codes, k, scheme)
    w = weight_matrix(scheme, k)
    _assert_same(conger_kappa(codes, k, weights=w), cac.conger())
    alpha = krippendorff_alpha(codes, k, weights=w)
    counts = unit_counts(codes, k)
    pairable = counts[counts.sum(axis=1) >= 2]
    if np.count_nonzero(pairable.sum(axis=0)) < 2:
        assert alpha.value is None  # irrCAC reports 1.0 or divides by zero here
        return
    assume(pairable.shape[0] >= 2)  # irrCAC has no alpha from a single pairable unit
    _assert_alpha(codes, k, w, alpha, cac.krippendorff())


def _assert_alpha(codes: np.ndarray, k: int, w: np.ndarray, alpha: Estimate,
                  theirs: dict[str, Any]) -> None:
    """α, pa and pe equal irrCAC's; the SE follows Gwet's handbook / R irrCAC (pa' in pa_i),
    which Python irrCAC 0.4.4 matches only when every pairable unit has as many values."""
    est = theirs["est"]
    assert alpha.value == pytest.approx(est["coefficient_value"], abs=1e-9)
    assert alpha.extras["pa"] == pytest.approx(est["pa"], abs=1e-9)
    assert alpha.extras["pe"] == pytest.approx(est["pe"], abs=1e-9)
    _, se, _ = handbook_alpha(codes, k, w)
    if alpha.se is not None:
        assert alpha.se == pytest.approx(se, rel=1e-9, abs=1e-13)
    counts = unit_counts(codes, k)
    r = counts.sum(axis=1)
    if np.unique(r[r >= 2]).size == 1 and not (r == 1).any():
        _assert_same(alpha, theirs)


@settings(max_examples=40, deadline=None)
@given(data=ratings(complete=True))
def test_fleiss_matches_statsmodels(data: tuple[np.ndarray, int]) -> None:
    """Fleiss' kappa on complete data equals statsmodels' fleiss_kappa (and Randolph = BP)."""
    codes, k = data
    counts = unit_counts(codes, k)
    ours = fleiss_kappa(counts)
    with np.errstate(all="ignore"):
        theirs = sm_fleiss(counts, method="fleiss")
        randolph = sm_fleiss(counts, method="randolph")
    if ours.value is None:
        assert not math.isfinite(theirs)
    else:
        assert ours.value == pytest.approx(theirs, abs=1e-10)
    assert brennan_prediger_from_counts(counts).value == pytest.approx(randolph, abs=1e-10)


@settings(max_examples=30, deadline=None)
@given(data=ratings(complete=True))
def test_percent_agreement_is_irrcac_pa(data: tuple[np.ndarray, int]) -> None:
    """Percent agreement is irrCAC's pa; with complete data its SE is BP's SE x (1 - pe)."""
    codes, k = data
    bp = _irrcac(codes, k, "identity").bp()["est"]
    ours = percent_agreement_multi(codes, k)
    assert ours.value == pytest.approx(bp["pa"], abs=1e-12)
    if ours.se is None:  # a zero SE is reported as not estimable, with the reason
        assert bp["se"] * (1 - bp["pe"]) < 1e-12
        assert ours.se_reason
        return
    assert ours.se == pytest.approx(bp["se"] * (1 - bp["pe"]), rel=1e-9, abs=1e-12)


def test_merged_rows_match_oracles_on_larger_data() -> None:
    """From 1,000 units equal rows are merged; values and SEs still equal irrCAC's and the
    krippendorff package's on 3,000 units with missing data."""
    rng = np.random.default_rng(5)
    truth = rng.integers(0, 4, 3000)
    codes = np.where(rng.random((3000, 5)) < 0.6, truth[:, None], rng.integers(0, 4, (3000, 5)))
    codes[rng.random((3000, 5)) < 0.2] = -1
    codes[:, 0] = truth
    counts = unit_counts(codes, 4)
    cac = _irrcac(codes, 4, "quadratic")
    _assert_same(fleiss_kappa(counts, weights="quadratic"), cac.fleiss())
    _assert_same(gwet_ac_from_counts(counts, weights="quadratic"), cac.gwet())
    _assert_alpha(codes, 4, weight_matrix("quadratic", 4),
                  krippendorff_alpha(codes, 4, weights="quadratic"), cac.krippendorff())
    for level in LEVELS:
        ours = krippendorff_alpha(codes, 4, level=level)  # type: ignore[arg-type]
        assert ours.value == pytest.approx(_krippendorff_pkg(codes, 4, level), abs=1e-10)
