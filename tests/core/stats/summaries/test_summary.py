"""The agreement report: pair blocks, options, the many-rater block, JSON, and invariants."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import cohen_kappa_score

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.many_raters import multirater
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha
from adjudicator.core.stats.many_raters.multirater_common import unit_counts
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table, summarize

# R irr's anxiety data, raters 2 and 3 (category 5 unused): published in the irr docs and
# recorded in statsmodels' tests; declared 1..6 linear kappa 0.1262, observed-only 0.1459.
ANXIETY_R2_R3 = [(3, 2), (6, 1), (4, 4), (6, 4), (2, 3), (4, 2), (2, 1), (4, 6), (3, 1), (3, 1),
                 (2, 1), (3, 2), (3, 3), (3, 3), (2, 1), (2, 1), (1, 3), (3, 3), (3, 2), (4, 2)]
SYMMETRIC = ("percent_agreement", "cohen_kappa", "scott_pi", "gwet_ac1", "brennan_prediger",
             "pabak", "krippendorff_alpha", "kappa_max")


def ratings_of(codes: list[list[int]], k: int, names: tuple[str, ...] | None = None) -> Ratings:
    """Ratings from a code matrix with labels c0..c(k-1)."""
    arr = np.asarray(codes, dtype=np.int64).reshape(len(codes), -1)
    names = names or tuple(f"r{j}" for j in range(arr.shape[1]))
    return Ratings(tuple(str(i) for i in range(len(arr))), names,
                   tuple(f"c{j}" for j in range(k)), arr)


def close(a: Any, b: Any, tol: float = 1e-9) -> bool:
    """Recursive comparison of JSON values with a float tolerance."""
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=tol, abs_tol=tol)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k], tol) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y, tol) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def test_pair_counts_missing_and_coverage() -> None:
    """n, per-side missing counts, items labelled by one only and coverage are reported."""
    r = ratings_of([[0, 0], [1, -1], [-1, 1], [1, 1], [-1, -1]], 2, ("ann", "bob"))
    pair = summarize(r).pairs[0]
    d = pair.to_dict()
    assert (d["n"], d["n_items"], d["n_unpaired"]) == (2, 5, 2)
    assert d["missing"] == {"ann": 2, "bob": 2}
    assert d["coverage"] == pytest.approx(0.4)
    assert d["confusion_matrix"] == [[1, 0], [0, 1]]


def test_weighted_coefficients_only_when_weighted() -> None:
    """Nominal data without weights report no weighted kappa; weights add kappa_w and AC2."""
    r = ratings_of([[0, 1], [1, 2], [2, 2], [0, 0]], 3)
    assert "cohen_kappa_weighted" not in summarize(r).pairs[0].coefficients
    weighted = summarize(r, AgreementOptions(weights="quadratic")).pairs[0].coefficients
    assert weighted["cohen_kappa_weighted"].extras["weights"] == "quadratic"
    assert "gwet_ac2" in weighted


def test_level_ordinal_implies_gwet_ordinal_weights() -> None:
    """level='ordinal' without weights uses Gwet's ordinal weights for kappa_w."""
    opts = AgreementOptions(level="ordinal")
    assert opts.scheme() == "ordinal"
    assert AgreementOptions(level="interval").scheme() == "quadratic"


def test_declared_and_observed_scale_reproduce_irr_and_declared_values() -> None:
    """Linear kappa_w on anxiety r2/r3: 0.1262 on the declared 1..6 scale, 0.1459 on the
    ranks of the observed categories (R irr's convention: scale "observed", weights on
    ranks). On the label values the unused middle category changes no distance."""
    codes = [[a - 1, b - 1] for a, b in ANXIETY_R2_R3]
    r = Ratings(tuple(map(str, range(20))), ("r2", "r3"), tuple("123456"),
                np.asarray(codes, dtype=np.int64))
    declared = summarize(r, AgreementOptions(weights="linear")).pairs[0]
    observed = summarize(r, AgreementOptions(weights="linear", scale="observed",
                                             weights_on="ranks")).pairs[0]
    on_values = summarize(r, AgreementOptions(weights="linear", scale="observed")).pairs[0]
    assert on_values.coefficients["cohen_kappa_weighted"].value == pytest.approx(
        declared.coefficients["cohen_kappa_weighted"].value, rel=1e-12)
    kw_declared = declared.coefficients["cohen_kappa_weighted"].value
    kw_observed = observed.coefficients["cohen_kappa_weighted"].value
    assert kw_declared == pytest.approx(0.12621359, abs=1e-8)
    assert kw_observed == pytest.approx(0.1459075, abs=5e-7)
    assert observed.table.shape == (6, 6)  # the matrix shown stays on the declared scale


def test_ci_none_drops_intervals() -> None:
    """ci='none' reports values without intervals."""
    r = ratings_of([[0, 1], [1, 1], [0, 0], [1, 0], [1, 1]], 2)
    est = summarize(r, AgreementOptions(ci="none")).pairs[0].coefficients["cohen_kappa"]
    assert est.ci is None
    assert est.value == pytest.approx(cohen_kappa_score([0, 1, 0, 1, 1], [1, 1, 0, 0, 1]),
                                      abs=1e-12)


def test_bootstrap_is_seeded_and_named() -> None:
    """ci='bootstrap' gives the same interval for the same seed and names the method."""
    r = ratings_of([[i % 3, (i * 7 + i // 5) % 3] for i in range(60)], 3)
    opts = AgreementOptions(ci="bootstrap", resamples=300, seed=5)
    one = summarize(r, opts).pairs[0].coefficients["cohen_kappa"]
    two = summarize(r, opts).pairs[0].coefficients["cohen_kappa"]
    assert one.ci == two.ci
    assert one.ci is not None
    assert "bootstrap" in one.convention


def test_undefined_kappa_carries_reason_into_json() -> None:
    """Both annotators using one label: kappa is null in JSON with a reason, not 0 or 1."""
    r = ratings_of([[0, 0]] * 5, 2)
    kappa = summarize(r).to_dict()["pairs"][0]["cohen_kappa"]
    assert kappa["value"] is None
    assert "c0" in kappa["reason"]


def test_report_json_is_strict_json() -> None:
    """The report serialises without NaN and names the conventions and options."""
    r = ratings_of([[0, 0], [0, 1], [1, 1], [2, 2], [2, 1]], 3)
    d = summarize(r, AgreementOptions(weights="linear")).to_dict()
    text = json.dumps(d, allow_nan=False)
    assert d["conventions"].startswith("SE divisor n")
    assert d["options"]["weights"] == "linear"
    assert "disagreement_profile" in text


def test_two_annotator_overall_equals_many_rater_functions_on_codes() -> None:
    """The two-annotator shortcut gives what the many-rater functions give on the rows."""
    rng = np.random.default_rng(3)
    codes = rng.integers(-1, 3, size=(200, 2))
    r = ratings_of(codes.tolist(), 3)
    overall = summarize(r).overall
    assert overall is not None
    counts = unit_counts(codes, 3)
    conv = AgreementOptions().conventions
    expect = {
        "fleiss_kappa": multirater.fleiss_kappa(counts, conventions=conv),
        "gwet_ac1": multirater.gwet_ac_from_counts(counts, conventions=conv),
        "brennan_prediger": multirater.brennan_prediger_from_counts(counts, conventions=conv),
        "krippendorff_alpha": krippendorff_alpha(codes, 3, conventions=conv),
    }
    for name, est in expect.items():
        got = overall.coefficients[name]
        assert got.value == pytest.approx(est.value, abs=1e-12), name
        assert got.se == pytest.approx(est.se, abs=1e-12), name


def test_three_annotators_overall_and_kappa_matrix() -> None:
    """With three annotators: Conger's kappa from the rows and a symmetric pairwise matrix."""
    codes = [[0, 0, 1], [1, 1, 1], [0, 0, 0], [2, 2, 1], [2, 1, 2], [0, 1, 0]]
    report = summarize(ratings_of(codes, 3))
    assert report.overall is not None
    conv = AgreementOptions().conventions
    conger = multirater.conger_kappa(np.asarray(codes), 3, conventions=conv)
    assert report.overall.coefficients["conger_kappa"].value == pytest.approx(conger.value)
    m = report.overall.pairwise_kappa
    assert len(report.pairs) == 3
    assert m[0][1] == m[1][0]
    assert m[0][0] is None


def test_report_from_table_matches_rows() -> None:
    """A contingency table gives the same pair block as the rows it counts."""
    table = np.array([[20, 5], [10, 15]])
    rows = [[0, 0]] * 20 + [[0, 1]] * 5 + [[1, 0]] * 10 + [[1, 1]] * 15
    from_table = report_from_table(table, ["c0", "c1"], ("r0", "r1")).to_dict()
    from_rows = summarize(ratings_of(rows, 2)).to_dict()
    assert close(from_table["pairs"][0], from_rows["pairs"][0])
    assert close(from_table["overall"]["fleiss_kappa"], from_rows["overall"]["fleiss_kappa"])


codes_strategy = st.integers(2, 40).flatmap(
    lambda n: st.lists(st.lists(st.integers(-1, 2), min_size=3, max_size=3),
                       min_size=n, max_size=n))


@settings(max_examples=40, deadline=None)
@given(codes_strategy, st.randoms(use_true_random=False))
def test_permuting_items_changes_nothing(codes: list[list[int]], rnd: Any) -> None:
    """The report does not depend on the order of the items."""
    shuffled = codes[:]
    rnd.shuffle(shuffled)
    a = summarize(ratings_of(codes, 3)).to_dict()
    b = summarize(ratings_of(shuffled, 3)).to_dict()
    assert close(a, b)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.integers(-1, 3), min_size=2, max_size=2), min_size=2, max_size=60))
def test_swapping_annotators_transposes_and_keeps_symmetric(codes: list[list[int]]) -> None:
    """Swapping the two annotators transposes the matrix; symmetric coefficients stay."""
    ab = summarize(ratings_of(codes, 4, ("a", "b"))).pairs[0]
    ba = summarize(ratings_of([row[::-1] for row in codes], 4, ("b", "a"))).pairs[0]
    assert np.array_equal(ab.table, ba.table.T)
    for name in SYMMETRIC:
        x, y = ab.coefficients[name].value, ba.coefficients[name].value
        assert (x is None and y is None) or x == pytest.approx(y, abs=1e-12), name


def test_many_annotators_overall_equals_functions_on_codes() -> None:
    """With four annotators and gaps, the block equals the many-rater functions on the rows."""
    rng = np.random.default_rng(11)
    codes = rng.integers(-1, 4, size=(300, 4))
    overall = summarize(ratings_of(codes.tolist(), 4)).overall
    assert overall is not None
    conv = AgreementOptions().conventions
    fleiss = multirater.fleiss_kappa(unit_counts(codes, 4), conventions=conv)
    alpha = krippendorff_alpha(codes, 4, conventions=conv)
    assert overall.coefficients["fleiss_kappa"].value == pytest.approx(fleiss.value, abs=1e-12)
    assert overall.coefficients["fleiss_kappa"].se == pytest.approx(fleiss.se, abs=1e-12)
    assert overall.coefficients["krippendorff_alpha"].value == pytest.approx(alpha.value,
                                                                             abs=1e-12)
