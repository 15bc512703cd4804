"""Random tables against scikit-learn, statsmodels and irrCAC; invariants of the coefficients."""

from __future__ import annotations

import math
import warnings
from typing import Any

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from irrCAC.table import CAC
from sklearn.metrics import cohen_kappa_score
from statsmodels.stats.inter_rater import cohens_kappa

from adjudicator.core.stats.common.estimate import Conventions
from adjudicator.core.stats.common.weights import observed_only, weight_matrix
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.tables import confusion_matrix

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
# irrCAC's table functions: SE divisor n, t(n-1) interval, p_o's interval of the Wald form
IRR_T = Conventions("n", "t", proportion="wald")


@st.composite
def tables(draw: Any, min_k: int = 2, max_k: int = 5, min_n: int = 2) -> np.ndarray:
    """k x k count tables with unequal margins, empty categories and one-class raters."""
    k = draw(st.integers(min_k, max_k))
    shape = draw(st.sampled_from(["dense", "sparse", "one_class_a", "empty_category"]))
    cells = draw(st.lists(st.integers(0, 40), min_size=k * k, max_size=k * k))
    t = np.asarray(cells, dtype=np.int64).reshape(k, k)
    if shape == "sparse":
        t = np.where(np.asarray(draw(st.lists(st.booleans(), min_size=k * k,
                                              max_size=k * k))).reshape(k, k), t, 0)
    elif shape == "one_class_a":
        keep = draw(st.integers(0, k - 1))
        t[np.arange(k) != keep, :] = 0
    elif shape == "empty_category":
        gone = draw(st.integers(0, k - 1))
        t[gone, :] = 0
        t[:, gone] = 0
    assume(int(t.sum()) >= min_n)
    return t


def pairs_of(t: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Item-level codes (rater a, rater b) that give table t."""
    k = t.shape[0]
    flat = np.repeat(np.arange(k * k), t.ravel())
    return flat // k, flat % k


def scalar(x: Any) -> float:
    """An oracle's number as a float (irrCAC sometimes returns 1-element arrays)."""
    return float(np.ravel(np.asarray(x, dtype=np.float64))[0])


def same(ours: float | None, theirs: Any, tol: float = 1e-9) -> bool:
    """Our value (None = undefined) against an oracle's (NaN = undefined)."""
    theirs = scalar(theirs)
    if ours is None:
        return math.isnan(theirs)
    return not math.isnan(theirs) and abs(ours - theirs) <= tol * max(1.0, abs(theirs))


def same_se(ours: float | None, theirs: Any, tol: float = 1e-7) -> bool:
    """SEs agree; an oracle's NaN from a rounding-negative variance matches our ~0 SE, and an
    oracle's 0 matches our "not estimable" (None, with a reason checked elsewhere)."""
    if math.isnan(scalar(theirs)) and ours is not None:
        return ours < 1e-12
    # statsmodels' uncentred sum p u^2 - (sum p u)^2 leaves sqrt(rounding) ~ 1e-7 where
    # the exact variance is 0
    if ours is None and not math.isnan(scalar(theirs)):
        return abs(scalar(theirs)) < 1e-6
    if ours is not None and ours < 1e-12 and abs(scalar(theirs)) < 1e-6:
        return True
    return same(ours, theirs, tol)


@SETTINGS
@given(t=tables(), scheme=st.sampled_from([None, "linear", "quadratic"]))
def test_kappa_matches_sklearn_on_declared_scale(t: np.ndarray, scheme: str | None) -> None:
    """cohen_kappa == sklearn cohen_kappa_score(labels=0..k-1), including undefined (NaN)."""
    a, b = pairs_of(t)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = cohen_kappa_score(a, b, labels=list(range(t.shape[0])), weights=scheme,
                                replace_undefined_by=np.nan)
    assert same(pw.cohen_kappa(t, weights=scheme).value, ref)


@SETTINGS
@given(t=tables(), scheme=st.sampled_from(["linear", "quadratic"]))
def test_observed_only_matches_sklearn_default(t: np.ndarray, scheme: str) -> None:
    """Weighted kappa on observed_only(table) == sklearn without labels= (observed levels)."""
    a, b = pairs_of(t)
    sub, kept = observed_only(t)
    assume(len(kept) >= 2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = cohen_kappa_score(a, b, weights=scheme, replace_undefined_by=np.nan)
    assert same(pw.cohen_kappa(sub, weights=scheme).value, ref)


@SETTINGS
@given(t=tables(), wt=st.sampled_from([None, "linear", "quadratic"]))
def test_kappa_se_and_se0_match_statsmodels(t: np.ndarray, wt: str | None) -> None:
    """Value, FCE SE and SE under H0 agree with statsmodels' cohens_kappa."""
    ours = pw.cohen_kappa(t, weights=wt)
    assume(ours.value is not None)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = cohens_kappa(t, wt=wt)
    assert same(ours.value, ref.kappa)
    assert same_se(ours.se, ref.std_kappa)
    assert same_se(ours.extras["se0"], ref.std_kappa0)


IRR = {"cohen": pw.cohen_kappa, "gwet": pw.gwet_ac, "pa2": pw.percent_agreement,
       "bp": pw.brennan_prediger, "scott": pw.scott_pi}


@SETTINGS
@given(
    t=tables(),
    method=st.sampled_from(sorted(IRR)),
    scheme=st.sampled_from(["identity", "linear", "quadratic", "ordinal", "ratio", "radical",
                            "circular", "bipolar"]),
)
def test_matches_irrcac_table_value_se_ci(t: np.ndarray, method: str, scheme: str) -> None:
    """Value, SE and t-interval agree with Gwet's irrCAC table functions, for every scheme."""
    ours = IRR[method](t, weights=scheme, conventions=IRR_T)
    assume(ours.value is not None and ours.se is not None)
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        est = getattr(CAC(pd.DataFrame(t), weights=scheme, digits=15), method)()["est"]
    assert same(ours.value, est["coefficient_value"], 1e-9)
    assert same_se(ours.se, est["se"])
    lowest = 0.0 if method == "pa2" else -1.0  # percent agreement lives in [0, 1]
    low, high = (scalar(x) for x in est["confidence_interval"])
    assume(ours.se > 1e-12)
    assert ours.ci == pytest.approx((max(low, lowest), min(high, 1.0)), abs=1e-7)


def test_irrcac_weights_equal_ours_for_every_scheme() -> None:
    """weight_matrix reproduces irrCAC's Weights on categories 1..q for each named scheme."""
    from irrCAC.weights import Weights

    for q in (2, 3, 5, 7):
        ref = Weights(list(range(1, q + 1)))
        for scheme in ("identity", "linear", "quadratic", "ordinal", "ratio", "radical",
                       "circular", "bipolar"):
            assert np.allclose(weight_matrix(scheme, q), ref[scheme], atol=1e-14), (q, scheme)


STATS = [pw.percent_agreement, pw.cohen_kappa, pw.scott_pi, pw.gwet_ac, pw.brennan_prediger,
         pw.pabak]


def _same_estimate(x: Any, y: Any) -> bool:
    """Two estimates agree in value and SE (both None when undefined)."""
    if x.value is None or y.value is None:
        return x.value is None and y.value is None
    if (x.se is None) != (y.se is None):
        return False
    return math.isclose(x.value, y.value, rel_tol=1e-12, abs_tol=1e-12) and (
        x.se is None or math.isclose(x.se, y.se, rel_tol=1e-9, abs_tol=1e-12))


@SETTINGS
@given(t=tables(), fn=st.sampled_from(STATS), scheme=st.sampled_from([None, "quadratic"]))
def test_swapping_annotators_transposes_nothing_changes(t: np.ndarray, fn: Any,
                                                        scheme: str | None) -> None:
    """Rater B against A (the transposed table) gives the same value and SE."""
    assert _same_estimate(fn(t, weights=scheme), fn(t.T, weights=scheme))


@SETTINGS
@given(t=tables(), fn=st.sampled_from(STATS), data=st.data())
def test_renaming_labels_permutes_table_symmetrically(t: np.ndarray, fn: Any, data: Any) -> None:
    """Unweighted statistics do not depend on the order or names of the categories."""
    perm = np.asarray(data.draw(st.permutations(range(t.shape[0]))))
    assert _same_estimate(fn(t), fn(t[np.ix_(perm, perm)]))


@SETTINGS
@given(t=tables(min_n=1), seed=st.integers(0, 2**32 - 1),
       missing=st.floats(0.0, 0.5))
def test_permuting_items_keeps_the_table(t: np.ndarray, seed: int, missing: float) -> None:
    """confusion_matrix ignores item order and drops items either rater left missing."""
    a, b = pairs_of(t)
    rng = np.random.default_rng(seed)
    extra = int(missing * a.size) + 1
    a2 = np.concatenate([a, rng.integers(0, t.shape[0], extra), np.full(extra, -1)])
    b2 = np.concatenate([b, np.full(extra, -1), rng.integers(-1, t.shape[0], extra)])
    order = rng.permutation(a2.size)
    assert np.array_equal(confusion_matrix(a2[order], b2[order], t.shape[0]), t)
