"""Weights on the label values when labels are numbers (Gwet 2014, ch. 3; irrCAC).

Labels 0, 1, 2, 5, 10 are unevenly spaced: linear weights on the values and on the ranks
1..5 differ. The report uses the values (as irrCAC and statsmodels' score weights do), says
so in its JSON and text, and keeps scikit-learn's rank convention by name (``weights_on=
"ranks"``). Ordered names (low, mid, high) have no values: their ranks are used and said.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from irrCAC.raw import CAC
from sklearn.metrics import cohen_kappa_score
from statsmodels.stats.inter_rater import cohens_kappa

from adjudicator.api import agree
from adjudicator.core.errors import InputError
from adjudicator.core.labels import infer_labels

VALUES = [0, 1, 2, 5, 10]


def _two_raters(seed: int = 3, n: int = 60) -> pd.DataFrame:
    """Two annotators on 0/1/2/5/10 who mostly agree and otherwise pick a neighbour."""
    rng = np.random.default_rng(seed)
    a = rng.choice(VALUES, n, p=[0.3, 0.25, 0.2, 0.15, 0.1])
    step = rng.choice([-1, 0, 0, 0, 1], n)
    b = np.array(VALUES)[np.clip(np.searchsorted(VALUES, a) + step, 0, 4)]
    return pd.DataFrame({"a": a, "b": b})


def test_numpy_numbers_are_ordered_as_numbers() -> None:
    assert infer_labels(np.array([0, 5, 2, 1, 10])) == [0, 1, 2, 5, 10]
    assert infer_labels([np.float64(2.5), np.float64(1.0)]) == [1.0, 2.5]


@pytest.mark.parametrize("scheme", ["linear", "quadratic"])
def test_weighted_kappa_uses_the_label_values(scheme: str) -> None:
    frame = _two_raters()
    report = agree(frame, weights=scheme)
    pair = report.pairs[0]
    assert pair.labels == tuple(str(v) for v in VALUES)
    theirs = cohens_kappa(pair.table, wt=scheme, weights=np.array(VALUES, dtype=float))
    est = pair.coefficients["cohen_kappa_weighted"]
    assert est.value == pytest.approx(theirs.kappa, rel=1e-12)
    assert est.extras["weights_on"] == "values"
    ranks = agree(frame, weights=scheme, weights_on="ranks").pairs[0]
    sk = cohen_kappa_score(frame["a"], frame["b"], weights=scheme)
    assert ranks.coefficients["cohen_kappa_weighted"].value == pytest.approx(sk, rel=1e-12)
    assert ranks.coefficients["cohen_kappa_weighted"].extras["weights_on"] == "ranks"
    assert abs(sk - theirs.kappa) > 1e-3  # the example does tell the two apart


@pytest.mark.parametrize("scheme", ["linear", "quadratic", "radical"])
def test_ac2_pair_and_overall_equal_irrcac_on_values(scheme: str) -> None:
    frame = _two_raters(seed=11, n=80)
    report = agree(frame, weights=scheme, conventions="gwet")
    theirs = CAC(frame.astype(float), weights=scheme, categories=[float(v) for v in VALUES],
                 digits=14).gwet()["est"]
    pair_ac2 = report.pairs[0].coefficients["gwet_ac2"]
    assert pair_ac2.value == pytest.approx(theirs["coefficient_value"], rel=1e-12)
    assert report.overall is not None
    overall = report.overall.coefficients["gwet_ac2"]
    assert overall.value == pytest.approx(theirs["coefficient_value"], rel=1e-12)
    assert overall.se == pytest.approx(theirs["se"], rel=1e-9)


def test_json_and_options_say_which() -> None:
    report = agree(_two_raters(), weights="linear")
    data = report.to_dict()
    assert data["options"]["weights_on"] == "values"
    assert data["pairs"][0]["gwet_ac2"]["weights_on"] == "values"
    named = agree(pd.DataFrame({"a": ["low", "mid", "high"] * 5,
                                "b": ["low", "high", "high"] * 5}),
                  labels=["low", "mid", "high"], weights="linear").to_dict()
    assert named["options"]["weights_on"] == "ranks"
    assert named["pairs"][0]["cohen_kappa_weighted"]["weights_on"] == "ranks"


def test_values_asked_of_names_is_refused() -> None:
    with pytest.raises(InputError, match="numbers"):
        agree(pd.DataFrame({"a": ["x", "y"], "b": ["y", "x"]}), weights="linear",
              weights_on="values")


def test_ratio_weights_need_positive_values_else_ranks_with_the_reason() -> None:
    report = agree(_two_raters(), level="ratio")  # labels include 0: ratio weights undefined
    est = report.pairs[0].coefficients["gwet_ac2"]
    assert est.extras["weights_on"] == "ranks"
    assert "positive" in est.extras["weights_on_note"]
    shifted = _two_raters() + 1
    on_values = agree(shifted, level="ratio").pairs[0].coefficients["gwet_ac2"]
    assert on_values.extras["weights_on"] == "values"
