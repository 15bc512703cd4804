"""Edge cases where a report used to mislead: each says what it is, with the reason in words.

- a pair with no item in common on the observed scale (weights given): undefined, no crash;
- two categories: every weighting scheme is the identity, the weighted keys stay, equal to the
  unweighted ones, and say so;
- α whose pairable values are all one category while another value occurs only in a single-
  rated unit: the reason speaks of the pairable values, not of "every rating";
- the many-rater percent agreement is a proportion: its interval stays within [0, 1];
- a table whose counts add up past 2^63 - 1 is refused, not wrapped round;
- specific agreement's "positive" role follows the label named positive, not the position.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from adjudicator.api import agree
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS
from adjudicator.core.stats.many_raters.krippendorff import krippendorff_alpha
from adjudicator.core.stats.many_raters.multirater import percent_agreement_from_counts
from adjudicator.core.stats.pairs.class_agreement import specific_agreement
from adjudicator.core.stats.pairs.pairwise import cohen_kappa


def test_observed_scale_with_a_pair_that_shares_no_item() -> None:
    frame = pd.DataFrame({"a": [1, 2, None, None], "b": [None, None, 1, 2], "c": [1, 2, 1, 2]})
    report = agree(frame, weights="linear", scale="observed")
    weighted = report.pairs[0].coefficients["cohen_kappa_weighted"]
    assert weighted.value is None
    assert "no item was rated by both annotators" in (weighted.reason or "")


def test_two_categories_keep_the_weighted_keys_with_a_note() -> None:
    frame = pd.DataFrame({"a": ["x", "y", "x", "y", "x"], "b": ["x", "y", "y", "y", "x"],
                          "c": ["x", "y", "x", "x", "x"]})
    report = agree(frame, weights="linear")
    pair = report.pairs[0].coefficients
    assert pair["cohen_kappa_weighted"].value == pytest.approx(pair["cohen_kappa"].value,
                                                               rel=1e-12)
    assert pair["gwet_ac2"].value == pytest.approx(pair["gwet_ac1"].value, rel=1e-12)
    assert "identity" in pair["gwet_ac2"].extras["weights_note"]
    assert report.overall is not None
    overall = report.overall.coefficients
    assert overall["gwet_ac2"].value == pytest.approx(overall["gwet_ac1"].value, rel=1e-12)
    data = report.to_dict()
    assert "weights_note" in data["pairs"][0]["cohen_kappa_weighted"]
    assert "gwet_ac2" not in agree(frame).pairs[0].coefficients  # nominal: no weights asked


def test_alpha_reason_names_the_pairable_values() -> None:
    codes = np.array([[0, 0], [0, 0], [1, -1]])
    est = krippendorff_alpha(codes, 2, labels=["x", "y"])
    assert est.value is None
    assert est.reason == ("every pairable value is x: expected disagreement is 0, so alpha is "
                          "undefined")
    only = krippendorff_alpha(np.array([[0, 0], [0, 0], [0, -1]]), 2, labels=["x", "y"])
    assert only.reason == "every rating is x: expected disagreement is 0, so alpha is undefined"


def test_many_rater_percent_agreement_interval_stays_a_proportion() -> None:
    counts = np.array([[2, 0], [1, 1], [1, 1], [0, 2], [1, 1]])
    est = percent_agreement_from_counts(counts, conventions=GWET_CONVENTIONS)
    assert est.value == pytest.approx(0.4)
    assert est.ci is not None
    assert est.ci[0] == 0.0
    assert est.ci[1] < 1.0 or est.ci[1] == 1.0


def test_a_table_past_int64_is_refused() -> None:
    big = np.array([[2**62, 2**62], [2**62, 0]], dtype=np.int64)
    with pytest.raises(ValueError, match="2\\^63"):
        cohen_kappa(big)


def test_positive_role_follows_the_label() -> None:
    table = np.array([[5, 1], [2, 3]])
    by_label = {e.extras["label"]: e.extras["role"]
                for e in specific_agreement(table, ["neg", "pos"], positive="pos")}
    assert by_label == {"neg": "negative", "pos": "positive"}
    by_index = {e.extras["label"]: e.extras["role"]
                for e in specific_agreement(table, ["neg", "pos"], positive=1)}
    assert by_index == by_label
    with pytest.raises(ValueError, match="maybe"):
        specific_agreement(table, ["neg", "pos"], positive="maybe")
