"""`agree`'s text says which interval each figure carries (a bootstrap is not "± z·SE", p_o's
is Wilson's) and ranks disagreements by unordered class pair, as the report and the window."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.core.stats.pairs.disagreement import disagreement_pairs

SAMPLE = Path(str(resources.files("adjudicator.resources") / "samples" / "customer_service.csv"))
ANXIETY = Path(__file__).parents[2] / "data" / "agreement" / "r_irr" / "anxiety.csv"


def agree(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["agree", *args]) == 0
    return capsys.readouterr().out


def test_bootstrap_is_not_called_z_se(capsys: pytest.CaptureFixture[str]) -> None:
    """Two annotators with --ci bootstrap: every interval shown is a bootstrap one, and the
    header says so without a "± z·SE" convention."""
    head = agree(capsys, str(SAMPLE), "--ci", "bootstrap", "--resamples", "200").splitlines()[1]
    assert "percentile bootstrap (200 resamples, seed 0)" in head
    assert "z·SE" not in head


def test_bootstrap_with_analytic_blocks_names_both(capsys: pytest.CaptureFixture[str]) -> None:
    """Three annotators: the pairs' intervals are bootstrapped, the all-annotator block's stay
    analytic, and the header names each."""
    head = agree(capsys, str(ANXIETY), "--ci", "bootstrap", "--resamples", "200").splitlines()[1]
    assert "percentile bootstrap (200 resamples, seed 0) of each pair's coefficients" in head
    assert "all annotators together are analytic: SE divisor" in head


def test_analytic_names_wilson_for_p_o(capsys: pytest.CaptureFixture[str]) -> None:
    """Analytic: the convention of κ and the others, and p_o's Wilson interval."""
    head = agree(capsys, str(SAMPLE)).splitlines()[1]
    assert "95% CI = estimate ± z·SE" in head
    assert "observed agreement p_o: 95% CI = Wilson score interval" in head


def test_disagreements_ranked_by_unordered_pair(capsys: pytest.CaptureFixture[str]) -> None:
    """The top disagreements are the unordered class pairs of the core (both directions
    merged), in its order, as the report lists them."""

    out = agree(capsys, str(SAMPLE))
    start = next(i for i, x in enumerate(out.splitlines()) if "top disagreements" in x)
    rows = [x.split() for x in out.splitlines()[start + 1:start + 6]]
    assert all(r[1] == "↔" for r in rows)
    import pandas as pd

    frame = pd.read_csv(SAMPLE, dtype=str)
    labels = ["投诉", "退款", "其他", "咨询"]
    a = np.array([labels.index(x) for x in frame["wang_fang"]])
    b = np.array([labels.index(x) for x in frame["li_qiang"]])
    table = np.bincount(a * 4 + b, minlength=16).reshape(4, 4)
    expected = disagreement_pairs(table, labels)[:5]
    assert [(r[0], r[2], int(r[3])) for r in rows] == [
        (c.label_a, c.label_b, c.count) for c in expected]


def test_json_ranks_unordered_pairs_too() -> None:
    """The JSON carries the unordered ranking beside the per-direction profile."""
    from adjudicator.core.stats.summaries.summary import report_from_table
    table = np.array([[5, 2, 0], [3, 4, 1], [0, 6, 2]])
    pair = report_from_table(table, ["a", "b", "c"]).to_dict()["pairs"][0]
    ranked = [(d["label_a"], d["label_b"], d["count"], d["ordered"])
              for d in pair["disagreement_pairs"]]
    assert ranked == [("b", "c", 7, False), ("a", "b", 5, False)]


def test_bootstrap_keeps_the_chosen_intervals_of_all_annotators(
        capsys: pytest.CaptureFixture[str]) -> None:
    """--ci bootstrap resamples the pairs; the block of all annotators keeps the interval the
    simulation chose (the jackknife on Fisher's z for Fleiss' κ and α), as without it, not the
    plain delta interval that covered less, and the header names it."""
    import json

    def overall(*extra: str) -> dict[str, dict[str, object]]:
        assert main(["agree", str(ANXIETY), "--format", "json", *extra]) == 0
        return json.loads(capsys.readouterr().out)["overall"]  # type: ignore[no-any-return]

    plain = overall()
    boot = overall("--ci", "bootstrap", "--resamples", "200")
    for name in ("fleiss_kappa", "krippendorff_alpha"):
        assert plain[name]["ci_method"] == "jkz"
        assert boot[name].get("ci_method") == "jkz"
        assert boot[name]["ci_low"] == pytest.approx(plain[name]["ci_low"], abs=1e-12)
        assert boot[name]["ci_high"] == pytest.approx(plain[name]["ci_high"], abs=1e-12)
    head = agree(capsys, str(ANXIETY), "--ci", "bootstrap", "--resamples", "200").splitlines()[1]
    assert "where simulation found it closer to 95%: CI = delete-one-item jackknife" in head
