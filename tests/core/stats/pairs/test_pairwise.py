"""Two-rater coefficients: worked examples, undefined cases, conventions, reference cases."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from pairwise_vectors import (
    COEFFICIENTS,
    conventions_of,
    fields,
    table_of,
    tolerance,
    two_rater_cases,
    unpaired_count,
    weights_of,
)

from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS, Conventions
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha_from_table
from adjudicator.core.stats.many_raters.multirater import fleiss_kappa
from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.core.stats.pairs.bootstrap import bootstrap_ci
from adjudicator.core.stats.pairs.class_agreement import per_class_kappa, specific_agreement

ALL = [pw.percent_agreement, pw.cohen_kappa, pw.scott_pi, pw.gwet_ac, pw.brennan_prediger,
       pw.pabak]
CASES = two_rater_cases()
# Cells of Cicchetti & Feinstein's (1990) "high agreement, low kappa" 2 x 2 (n = 1000).
PARADOX = [[17, 50], [50, 883]]


def test_worked_example_kappa_06() -> None:
    """[[4, 1], [1, 4]]: p_o = .8, p_e = .5, kappa = 0.6 exactly."""
    est = pw.cohen_kappa([[4, 1], [1, 4]])
    assert est.value == pytest.approx(0.6, abs=1e-15)
    assert (est.extras["po"], est.extras["pe"]) == (0.8, 0.5)


def test_worked_example_negative_kappa_is_not_clipped() -> None:
    """[[8, 1], [1, 0]]: agreement below chance gives kappa = -1/9, kept negative."""
    assert pw.cohen_kappa([[8, 1], [1, 0]]).value == pytest.approx(-1 / 9, abs=1e-15)


def test_worked_example_paradox_kappa_02001() -> None:
    """Cicchetti & Feinstein's paradox table: p_o = .9 yet kappa = 0.2001."""
    est = pw.cohen_kappa(PARADOX, labels=["pos", "neg"])
    assert round(est.value, 4) == 0.2001
    assert est.extras["po"] == pytest.approx(0.9)


def test_worked_example_paradox_specific_agreement() -> None:
    """The same table: positive agreement 0.2537, negative agreement 0.9464."""
    pos, neg = specific_agreement(PARADOX, ["pos", "neg"])
    assert (round(pos.value, 4), round(neg.value, 4)) == (0.2537, 0.9464)
    assert (pos.extras["role"], neg.extras["role"]) == ("positive", "negative")


@pytest.mark.parametrize("fn", [pw.cohen_kappa, pw.scott_pi])
def test_chance_agreement_one_is_undefined_with_reason(fn: Any) -> None:
    """Both raters used only 负面: p_e = 1, so kappa/pi are None with the label in the reason."""
    est = fn([[7, 0], [0, 0]], labels=["负面", "正面"])
    assert est.value is None
    assert est.se is None
    assert est.ci is None
    assert "both annotators used only 负面" in est.reason
    assert "chance agreement is 1" in est.reason


@pytest.mark.parametrize("fn", ALL)
def test_all_zero_table_is_undefined(fn: Any) -> None:
    """No items rated by both: every coefficient is None with a reason, never 0 or NaN."""
    est = fn(np.zeros((3, 3), dtype=int))
    assert est.value is None
    assert "no item was rated by both annotators" in est.reason


@pytest.mark.parametrize("fn", [pw.gwet_ac, pw.brennan_prediger, pw.pabak])
def test_single_category_scale_is_undefined(fn: Any) -> None:
    """With one category on the scale, q (q - 1) chance terms vanish: undefined, not 1."""
    est = fn([[9]])
    assert est.value is None
    assert "only one category" in est.reason


def test_ac1_and_bp_stay_defined_when_pe_one_for_kappa() -> None:
    """Two declared categories, one used: AC1 = BP = 1 while kappa is undefined."""
    t = [[5, 0], [0, 0]]
    assert pw.gwet_ac(t).value == 1.0
    assert pw.brennan_prediger(t).value == 1.0
    assert pw.cohen_kappa(t).value is None


def test_weighted_undefined_when_used_pairs_all_agree() -> None:
    """A user matrix giving weight 1 between the only two categories used: weighted kappa None."""
    w = [[1, 1, 0], [1, 1, 0], [0, 0, 1]]
    est = pw.cohen_kappa([[3, 2, 0], [1, 4, 0], [0, 0, 0]], weights=w)
    assert est.value is None
    assert "chance agreement is 1" in est.reason


def test_pabak_is_two_po_minus_one_on_2x2() -> None:
    """PABAK = 2 p_o - 1 (Byrt, Bishop & Carlin 1993)."""
    assert pw.pabak(PARADOX).value == pytest.approx(2 * 0.9 - 1)


def test_metric_names_follow_weighting() -> None:
    """Unweighted -> cohen_kappa / gwet_ac1; weighted -> cohen_kappa_weighted / gwet_ac2."""
    t = [[3, 1, 0], [1, 3, 1], [0, 1, 3]]
    assert pw.cohen_kappa(t).metric == "cohen_kappa"
    assert pw.cohen_kappa(t, weights="linear").metric == "cohen_kappa_weighted"
    assert pw.gwet_ac(t).metric == "gwet_ac1"
    assert pw.gwet_ac(t, weights="quadratic").metric == "gwet_ac2"


def test_identity_weights_equal_unweighted() -> None:
    """weights='identity' or the identity matrix gives the unweighted coefficient."""
    t = [[3, 1, 0], [1, 3, 1], [0, 1, 3]]
    weighted, plain = pw.cohen_kappa(t, weights=np.eye(3)).value, pw.cohen_kappa(t).value
    assert weighted == pytest.approx(plain, rel=1e-12)  # float path vs exact ratio
    assert pw.scott_pi(t, weights="identity").metric == "scott_pi"


def test_convention_is_named_and_changes_se_and_interval() -> None:
    """Gwet's (n-1, t) convention widens SE by sqrt(n/(n-1)) and names itself."""
    t = [[21, 12, 0, 0], [4, 17, 1, 0], [3, 9, 15, 2], [0, 0, 0, 1]]
    a = pw.cohen_kappa(t, conventions=TABLE_CONVENTIONS)
    b = pw.cohen_kappa(t, conventions=GWET_CONVENTIONS)
    assert b.se == pytest.approx(a.se * np.sqrt(85 / 84), rel=1e-12)
    assert a.convention == TABLE_CONVENTIONS.describe()
    assert "t(n-1)" in b.convention
    assert "divisor n-1" in b.convention


def test_interval_clipped_to_minus_one_one() -> None:
    """A small perfect-ish table's interval never leaves [-1, 1] when clipping is on."""
    est = pw.cohen_kappa([[4, 1], [1, 4]], conventions=GWET_CONVENTIONS)
    assert est.ci[1] == 1.0
    assert est.ci[0] > -1.0


def test_unclipped_interval_can_exceed_one() -> None:
    """clip=False leaves the Wald interval as computed."""
    est = pw.cohen_kappa([[4, 1], [1, 4]], conventions=Conventions("n", "z", clip=False))
    assert est.ci[1] > 1.0


def test_rejects_non_square_and_negative_tables() -> None:
    """Bad tables raise ValueError naming the problem."""
    with pytest.raises(ValueError, match="square"):
        pw.cohen_kappa([[1, 2, 3], [4, 5, 6]])
    with pytest.raises(ValueError, match="negative"):
        pw.cohen_kappa([[1, -2], [3, 4]])
    with pytest.raises(ValueError, match="whole counts"):
        pw.cohen_kappa([[1.5, 2], [3, 4]])


def _check(case: dict[str, Any], got: dict[str, Any], keys: list[str]) -> None:
    """Every expected field of the case within its tolerance (None must stay None)."""
    assert keys, f"{case['id']}: no expected field is computed here"
    for key in keys:
        want = case["expected"][key]
        if want is None:
            assert got[key] is None, (case["id"], key)
        else:
            assert got[key] == pytest.approx(want, abs=tolerance(case, key)), (case["id"], key)


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_reference_vector(case: dict[str, Any]) -> None:
    """Each two-rater reference case is reproduced under its own params."""
    table, cats = table_of(case)
    params, metric, exp = case["params"], case["metric"], case["expected"]
    conv = conventions_of(params)
    labels = [str(c) for c in cats]
    if metric == "specific_agreement":
        pos = cats.index(params["positive"])
        ests = specific_agreement(table, labels, positive=pos)
        got = {e.extras["role"]: e.value for e in ests}
        _check(case, got, list(exp))
    elif metric == "per_class_kappa":
        got = {e.extras["label"]: e.value for e in per_class_kappa(table, labels)}
        _check(case, got, list(exp))
    elif metric == "kappa_bootstrap_ci":
        res = bootstrap_ci(table, "cohen_kappa", resamples=params["resamples"], seed=0)
        _check(case, {"ci_low": res.low, "ci_high": res.high}, list(exp))
    elif "value" not in exp and isinstance(params.get("weights"), list):
        got = {s: pw.cohen_kappa(table, weights=s).value for s in params["weights"]}
        _check(case, got, list(exp))
    elif "value" not in exp:
        got = {m: fn(table, conventions=conv).value for m, fn in COEFFICIENTS.items()}
        got["krippendorff_alpha"] = krippendorff_alpha_from_table(table).value
        eye = np.eye(len(cats), dtype=np.int64)  # the item (i, j) has one rating in i, one in j
        cells = (eye[:, None, :] + eye[None, :, :]).reshape(-1, len(cats))
        got["fleiss_kappa"] = fleiss_kappa(np.repeat(cells, table.ravel(), axis=0)).value
        _check(case, got, list(exp))
    else:
        est = COEFFICIENTS[metric](table, weights=weights_of(params, len(cats)), conventions=conv)
        got = {**fields(est), "n_paired": est.n}
        if case["data"]["format"] == "keyed_by_item_id":
            got["n_unpaired"] = unpaired_count(case)
        _check(case, got, list(exp))


def test_changing_a_table_in_place_changes_the_result() -> None:
    """Prepared tables are reused by content, so editing the caller's array is never missed."""
    t = np.array([[4, 1], [1, 4]])
    first = pw.cohen_kappa(t).value
    t[0, 1] = 3
    assert pw.cohen_kappa(t).value != first
    assert pw.cohen_kappa(np.array([[4, 1], [1, 4]])).value == first


def test_labels_only_change_the_wording() -> None:
    """The same table with and without labels gives the same numbers; reasons use the labels."""
    t = [[6, 0], [0, 0]]
    assert "category 1" in pw.cohen_kappa(t).reason
    assert "only 投诉" in pw.cohen_kappa(t, labels=["投诉", "退款"]).reason
