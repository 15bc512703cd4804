"""What agree returns to a Python user: a table, a notebook view, SciPy-style names."""

from __future__ import annotations

import math

import pandas as pd
import pytest

import adjudicator
from adjudicator.results import FRAME_COLUMNS, AgreementResult


def _report() -> AgreementResult:
    rows = [("pos", "pos", "pos")] * 6 + [("pos", "neg", "pos")] * 3 + [("neg", "neg", "neg")] * 5
    return adjudicator.agree(pd.DataFrame(rows, columns=["ann", "bob", "cy"]))


def test_to_frame_has_one_row_per_pair_and_coefficient() -> None:
    """Rows: every pair's coefficients, then the many-rater ones, each value as computed."""
    report = _report()
    frame = report.to_frame()
    assert tuple(frame.columns) == FRAME_COLUMNS
    n_pair = sum(len(p.coefficients) for p in report.pairs)
    assert report.overall is not None
    assert len(frame) == n_pair + len(report.overall.coefficients)
    row = frame[(frame.annotator_a == "ann") & (frame.annotator_b == "bob")
                & (frame.coefficient == "cohen_kappa")].iloc[0]
    est = report.pair("ann", "bob").coefficients["cohen_kappa"]
    assert est.ci is not None
    assert (row.value, row.ci_low, row.ci_high) == pytest.approx((est.value, *est.ci))
    assert set(frame.loc[frame.scope == "overall", "coefficient"]) == set(
        report.overall.coefficients)


def test_an_undefined_figure_carries_its_reason_in_the_frame() -> None:
    """A pair that agrees on everything: kappa's interval is not estimable, and says why."""
    frame = adjudicator.agree(pd.DataFrame({"a": ["x", "y"] * 5, "b": ["x", "y"] * 5})).to_frame()
    kappa = frame[frame.coefficient == "cohen_kappa"].iloc[0]
    assert kappa.value == pytest.approx(1.0)
    assert math.isnan(kappa.ci_low)
    assert "not estimable" in kappa.reason


def test_the_notebook_view_shows_matrix_and_intervals_and_escapes_names() -> None:
    """Jupyter's HTML: each pair's matrix, each coefficient's interval, names escaped."""
    frame = pd.DataFrame({"<b>ann</b>": ["<script>x</script>", "y", "y", "y"],
                          "bob": ["<script>x</script>", "y", "<script>x</script>", "y"]})
    page = adjudicator.agree(frame)._repr_html_()
    assert "<script>" not in page
    assert "&lt;script&gt;" in page
    assert "&lt;b&gt;ann&lt;/b&gt; (rows) × bob (columns), n = 4" in page
    assert "cohen_kappa" in page
    assert "[" in page


def test_estimates_answer_to_scipy_names() -> None:
    """.statistic is .value; .confidence_interval has .low and .high, or is None."""
    est = _report().pair("ann", "bob").coefficients["cohen_kappa"]
    assert est.statistic == est.value
    interval = est.confidence_interval
    assert interval is not None
    assert est.ci is not None
    assert (interval.low, interval.high) == est.ci
    perfect = adjudicator.agree(pd.DataFrame({"a": ["x", "y"] * 3, "b": ["x", "y"] * 3}))
    assert perfect.pairs[0].coefficients["cohen_kappa"].confidence_interval is None
