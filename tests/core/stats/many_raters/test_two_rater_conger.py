"""Conger's κ of two annotators uses every rating (Conger 1980 as Gwet 2014, ch. 2 defines it).

Each annotator's category distribution counts every item that annotator rated, also those the
other left out, so with missing data Conger's κ is not Cohen's κ on the paired items: 0.65714
on Gwet's ben_gerry (irrCAC), against 0.65625 from the complete pairs.
"""

from __future__ import annotations

import csv
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from irrCAC.raw import CAC

from adjudicator.core.ratings import Ratings
from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import summarize

DATA = Path(__file__).parents[3] / "data" / "agreement" / "gwet_handbook" / "raw_ben_gerry.csv"


def _ratings(codes: np.ndarray, k: int) -> Ratings:
    return Ratings(tuple(str(i) for i in range(len(codes))), ("a", "b"),
                   tuple(f"c{j}" for j in range(k)), codes.astype(np.int64))


def test_ben_gerry_conger_uses_every_rating() -> None:
    with DATA.open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    labels = sorted({r[c] for r in rows for c in ("Ben", "Gerry") if r[c]})
    codes = np.array([[labels.index(r[c]) if r[c] else -1 for c in ("Ben", "Gerry")]
                      for r in rows])
    report = summarize(_ratings(codes, len(labels)), AgreementOptions(
        conventions=GWET_CONVENTIONS))
    assert report.overall is not None
    conger = report.overall.coefficients["conger_kappa"]
    assert conger.value == pytest.approx(0.65714, abs=5e-6)  # Gwet's handbook, irrCAC
    assert report.pairs[0].coefficients["cohen_kappa"].value != pytest.approx(conger.value)


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 4).flatmap(lambda k: st.tuples(
    st.just(k), st.lists(st.tuples(st.integers(-1, k - 1), st.integers(-1, k - 1)),
                         min_size=4, max_size=40))))
def test_two_rater_conger_equals_irrcac_with_missing_data(case: tuple[int, list]) -> None:
    k, pairs = case
    codes = np.array(pairs, dtype=np.int64)
    both = (codes >= 0).all(axis=1)
    assume(both.sum() >= 2 and len(set(codes[codes >= 0].tolist())) >= 2)
    assume(np.unique(codes[codes[:, 0] >= 0, 0]).size + np.unique(
        codes[codes[:, 1] >= 0, 1]).size > 2)
    report = summarize(_ratings(codes, k), AgreementOptions(conventions=GWET_CONVENTIONS))
    assert report.overall is not None
    ours = report.overall.coefficients["conger_kappa"]
    frame = pd.DataFrame(np.where(codes >= 0, codes + 1, np.nan).astype(float))
    with warnings.catch_warnings():  # irrCAC writes into a slice of the frame it is given
        warnings.simplefilter("ignore")
        theirs = CAC(frame, categories=[float(c) for c in range(1, k + 1)],
                     digits=14).conger()
    value = theirs["est"]["coefficient_value"]
    assume(np.isfinite(value))
    assert ours.value == pytest.approx(value, abs=1e-9)
    if theirs["est"]["se"] > 1e-12:
        assert ours.se == pytest.approx(theirs["est"]["se"], rel=1e-7)
