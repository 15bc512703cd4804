"""`agree` on a crowd: hundreds of annotators, a few judgments an item."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.commands.schema import load_schema


@pytest.fixture(scope="module")
def crowd_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A long CSV: 2,000 items, 300 annotators, 5 text labels an item, the first 40
    annotators also labelling the first 200 items together (so some pairs share many)."""
    rng = np.random.default_rng(5)
    labels = np.array(["positive", "negative", "neutral"])
    rows = ["item,annotator,label"]
    for i in range(2000):
        who = range(40) if i < 200 else rng.choice(300, size=5, replace=False)
        rows += [f"t{i},w{j},{labels[rng.integers(3)]}" for j in who]
    path = tmp_path_factory.mktemp("crowd") / "crowd.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_the_json_lists_pairs_with_enough_items_and_counts_the_rest(
        crowd_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Pairs sharing >= --min-shared items are listed; the crowd block counts them all; the
    output passes agree's schema."""
    assert main(["agree", str(crowd_file), "--format", "json", "--min-shared", "150"]) == 0
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, load_schema("agree"))
    crowd = doc["crowd"]
    assert crowd["pairs_total"] == 300 * 299 // 2
    assert crowd["pairs_listed"] == len(doc["pairs"]) == 40 * 39 // 2
    assert all(pair["n"] >= 150 for pair in doc["pairs"])
    assert crowd["min_shared_items"] == 150
    assert doc["overall"]["pairwise_kappa"]["matrix"] == []


def test_the_text_states_the_pairs_left_out_and_shows_the_largest(
        crowd_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The text says how many pairs are listed and why, shows the coefficients of all, a few
    pairs and no 300 x 300 matrix."""
    assert main(["agree", str(crowd_file)]) == 0
    out = capsys.readouterr().out
    assert "300 annotators make 44,850 pairs: 780 share at least 10 items and are listed" in out
    assert "All 300 annotators" in out
    assert "… 770 more listed pairs" in out
    assert "Cohen's κ of each pair" not in out


def test_min_shared_below_one_is_refused(crowd_file: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """--min-shared 0 would list pairs with nothing to compare: refused, exit 2."""
    assert main(["agree", str(crowd_file), "--min-shared", "0"]) == 2
    assert "--min-shared must be at least 1, got 0" in capsys.readouterr().err
