"""MAE and RMSE against scikit-learn, and the score block's assembly."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays
from sklearn.metrics import mean_absolute_error, mean_squared_error

from adjudicator.core.ratings import Ratings
from adjudicator.core.scores.distance import distances
from adjudicator.core.scores.matrix import score_matrix
from adjudicator.core.scores.summary import score_summary
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize


@given(arrays(np.float64, st.integers(1, 50), elements=st.floats(-1e3, 1e3)),
       st.integers(0, 2**32 - 1))
def test_match_scikit_learn(x: np.ndarray, seed: int) -> None:
    y = x + np.random.default_rng(seed).normal(0, 3, x.size)
    out = distances(x, y)
    assert out["mae"].value == pytest.approx(mean_absolute_error(x, y), rel=1e-12)
    assert out["rmse"].value == pytest.approx(np.sqrt(mean_squared_error(x, y)), rel=1e-12)


def test_no_pairs_is_undefined() -> None:
    assert distances([], [])["mae"].value is None


def test_score_block_uses_pairs_and_complete_cases_and_the_final_values() -> None:
    ratings = Ratings.from_rows([["1", "2", "2"], ["3", "3", None], ["4", "5", "5"],
                                 ["2", "2", "1"]], annotators=["a", "b", "c"])
    values = score_matrix(ratings)
    final = np.array([2.0, 3.0, np.nan, 2.0])
    block = score_summary(values, ratings.annotators, final=final)
    assert block.n_complete == 3
    assert "1 of 4 items" in block.missing
    assert block.pair("a", "c").n == 3
    assert block.pair("a", "b").n == 4
    assert block.versus_final["a"]["mae"].value == pytest.approx((1 + 0 + 0) / 3)
    assert block.versus_final["c"]["rmse"].n == 2


def test_report_json_has_the_scores_only_at_interval_or_ratio() -> None:
    ratings = Ratings.from_rows([["1", "2"], ["3", "3"], ["4", "5"], ["2", "2"]],
                                annotators=["a", "b"])
    nominal = summarize(ratings).to_dict()
    assert "icc" not in nominal["overall"]
    assert "scores" not in nominal
    doc = summarize(ratings, AgreementOptions(level="interval")).to_dict()
    assert list(doc["overall"]["icc"]) == ["ICC(1,1)", "ICC(2,1)", "ICC(3,1)", "ICC(1,k)",
                                           "ICC(2,k)", "ICC(3,k)"]
    assert doc["overall"]["icc"]["ICC(3,1)"]["name"] == "ICC(C,1)"
    pair = doc["pairs"][0]
    assert {"lin_ccc", "bland_altman", "mae", "rmse"} <= set(pair)
    assert set(pair["bland_altman"]) == {"bias", "loa_low", "loa_high"}
    assert doc["scores"]["n_complete"] == 4
    names = summarize(Ratings.from_rows([["x", "y"], ["y", "y"]]),
                      AgreementOptions(level="interval")).to_dict()
    assert "scores" not in names  # labels that are not numbers have no scores
