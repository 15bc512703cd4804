"""The coverage warning: which simulated cell stands for a data set, and when it is given."""

from __future__ import annotations

import json

import numpy as np
import pytest

from adjudicator.commands.agreement.agree_text import render_text
from adjudicator.core.stats import coverage
from adjudicator.core.stats.coverage import cell_of, coverage_note, rated_top_share
from adjudicator.core.stats.summaries.options import AgreementOptions
from adjudicator.core.stats.summaries.summary import report_from_table, summarize_table

SHORT = {("cohen_kappa", 2, "95/5", 20): 0.66, ("cohen_kappa", 2, "95/5", 30): 0.75,
         ("cohen_kappa", 2, "50/50", 20): 0.95, ("fleiss_kappa", 4, "k4-95", 50): 0.90}


@pytest.fixture
def simulated(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coverage, "COVERAGE", SHORT)
    monkeypatch.setattr(coverage, "METHOD", {"cohen_kappa": "jkz"})


def test_rated_share_follows_the_rating_model() -> None:
    """95/5 rated by raters right w.p. 0.8: 0.95 · 0.8 + 0.2 / 2 = 0.86 of ratings."""
    assert rated_top_share(coverage.CELLS["95/5"]) == pytest.approx(0.86)
    assert rated_top_share(coverage.CELLS["k4-90"]) == pytest.approx(0.77)


def test_cell_of_a_data_set() -> None:
    assert cell_of(20, 2, [34, 6]) == (20, 2, "95/5")  # 85 % of ratings: within reach of 0.86
    assert cell_of(27, 2, [44, 10]) == (20, 2, "90/10")  # 81 %: the 90/10 cell
    assert cell_of(45, 3, [20, 25]) == (30, 4, "50/50")  # three raters: the four-rater grid
    assert cell_of(12, 2, [21, 3]) == (20, 2, "95/5")  # fewer than 20: the n = 20 cell
    assert cell_of(501, 2, [900, 102]) is None  # beyond the grid
    assert cell_of(60, 2, [60, 60, 0, 0][:2]) == (50, 2, "50/50")
    assert cell_of(60, 2, [30, 30, 30, 30]) is None  # four balanced classes: no cell
    assert cell_of(60, 4, [200, 10, 20, 10]) == (50, 4, "k4-95")


def test_note_where_the_kind_fell_short(simulated: None) -> None:
    note = coverage_note("cohen_kappa", 20, 2, [34, 6])
    assert note == ("at n = 20 with a 95/5 split, intervals of this kind covered ~0.66 in "
                    "simulations")
    assert coverage_note("cohen_kappa", 33, 2, [56, 10]) is not None  # n 30 cell: 0.75
    assert coverage_note("cohen_kappa", 20, 2, [20, 20]) is None  # 0.95: no warning
    assert coverage_note("cohen_kappa", 600, 2, [1100, 100]) is None  # beyond 500
    assert coverage_note("scott_pi", 20, 2, [34, 6]) is None  # not simulated: nothing claimed
    few = coverage_note("cohen_kappa", 12, 2, [21, 3])
    assert few is not None
    assert few.startswith("at n = 20 or fewer with a 95/5 split")


def test_note_reaches_the_json_and_the_text(simulated: None) -> None:
    """A skewed table of 20 items: κ carries the note in its JSON and its text row."""
    table = np.array([[1, 2], [2, 15]])
    pair = summarize_table(table, ["yes", "no"], ("A", "B"), AgreementOptions(), n_items=20,
                           missing=(0, 0), unpaired=0)
    kappa = pair.coefficients["cohen_kappa"]
    out = json.loads(json.dumps(pair.to_dict()))
    assert out["cohen_kappa"]["coverage_note"].startswith("at n = 20 with a 95/5 split")
    assert kappa.extras["ci_method"] == "jkz"
    assert "jackknife" in kappa.convention
    assert "coverage_note" not in out["gwet_ac1"]
    text = render_text(report_from_table(table, ["yes", "no"]), "t.csv")
    assert "! interval may be too narrow: at n = 20 with a 95/5 split" in text
    assert "delete-one-item jackknife on Fisher's z" in text


def test_no_interval_no_note(simulated: None) -> None:
    """With intervals switched off nothing is said about them."""
    pair = summarize_table(np.array([[1, 2], [2, 15]]), ["yes", "no"], ("A", "B"),
                           AgreementOptions(ci="none"), n_items=20, missing=(0, 0), unpaired=0)
    assert "coverage_note" not in pair.coefficients["cohen_kappa"].extras


def test_a_shortfall_never_reads_as_the_floor(monkeypatch: pytest.MonkeyPatch) -> None:
    """A kind that covered 0.928 is under 0.93 and warned of; the warning says ~0.928, not
    ~0.93, which would read as reaching the level it fell short of."""
    monkeypatch.setattr(coverage, "COVERAGE", {("scott_pi", 2, "50/50", 20): 0.928,
                                               ("scott_pi", 2, "95/5", 20): 0.62})
    note = coverage_note("scott_pi", 20, 2, [10, 10])
    assert note is not None
    assert "~0.928 " in str(note)
    skewed = coverage_note("scott_pi", 20, 2, [38, 2])
    assert skewed is not None
    assert "~0.62 " in str(skewed)
