"""Gwet's probabilistic benchmarking against irrCAC, and Krippendorff's q."""

from __future__ import annotations

import numpy as np
import pytest
from irrCAC.benchmark import Benchmark

from adjudicator.core.stats.benchmarking import (
    benchmarking_extras,
    gwet_benchmark,
    landis_koch_bands,
    probability_below,
)
from adjudicator.core.stats.interval_choice import alpha_below_min
from adjudicator.core.stats.many_raters.unit_replicates import alpha_replicates
from adjudicator.core.stats.summaries.summary import report_from_table


@pytest.mark.parametrize(("value", "se"), [(0.67, 0.15), (0.42, 0.08), (0.91, 0.05),
                                           (-0.1, 0.2), (0.55, 0.3)])
def test_landis_koch_cumulative_probabilities_equal_irrcac(value: float, se: float) -> None:
    oracle = Benchmark(coeff=value, se=se).landis_koch()
    ours = landis_koch_bands(value, se)
    assert [b.cumulative for b in ours] == pytest.approx(oracle["CumProb"], abs=6e-6)
    reached = next(i for i, p in enumerate(oracle["CumProb"]) if p >= 0.95)
    assert gwet_benchmark(value, se) == ours[reached].name


def test_benchmarking_in_the_report_json() -> None:
    """Every coefficient with an SE carries P(band or better) and the band reached."""
    d = report_from_table(np.array([[40, 3], [4, 33]]), ["a", "b"]).to_dict()
    kappa = d["pairs"][0]["cohen_kappa"]
    assert set(kappa["landis_koch"]) == {"almost perfect", "substantial", "moderate", "fair",
                                         "slight", "poor"}
    assert kappa["landis_koch"]["poor"] == pytest.approx(1.0)
    assert kappa["gwet_benchmark"] == gwet_benchmark(kappa["value"], kappa["se"])
    assert benchmarking_extras(0.5, None) == {}


def test_krippendorff_q_is_the_share_of_replicates_below_the_minimum() -> None:
    """q from the seeded unit bootstrap: recomputed here from the same draws (the patterns
    in sorted order, as the function merges and sorts them)."""
    counts = np.array([[0, 2], [1, 1], [2, 0]])
    freq = np.array([25, 9, 30])
    found = alpha_below_min(counts, freq, "nominal", None, minimum=0.667)
    draws = np.random.default_rng(0).multinomial(64, freq / 64, size=2000).astype(float)
    reps = alpha_replicates(counts, draws, "nominal", None, None)
    assert found is not None
    assert found["p_below_min"] == pytest.approx((reps < 0.667).mean())
    assert 0.0 < found["p_below_min"] < 1.0
    assert probability_below([np.nan, 0.5, 0.9], 0.667) == pytest.approx(0.5)
    overall = report_from_table(np.array([[30, 4], [5, 25]]), ["a", "b"]).to_dict()["overall"]
    assert overall["krippendorff_alpha"]["alpha_min"] == 0.667


def test_an_estimate_far_outside_the_range_is_at_its_nearer_bound() -> None:
    """κ = -1.38 with SE 0.0075 (three items, one rater always 0, the other always 1): the
    truncated normal's mass on [-1, 1] underflows to 0; in the limit it all lies at -1, so
    "poor" has probability 1 (it divided by zero), and an estimate above 1 is "almost
    perfect"."""
    bands = landis_koch_bands(-1.38, 0.0075)
    assert [b.probability for b in bands] == [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    assert gwet_benchmark(-1.38, 0.0075) == "poor"
    assert landis_koch_bands(1.2, 1e-4)[0].probability == 1.0
    # a value just inside still takes the formula, close to the limit
    near = landis_koch_bands(-0.999, 0.01)
    assert near[-1].probability == pytest.approx(1.0, abs=1e-12)
