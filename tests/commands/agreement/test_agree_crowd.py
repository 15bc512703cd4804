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


@pytest.fixture(scope="module")
def label_set_crowd(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A long CSV of label sets: 400 items, 60 annotators, 3 to 4 judgments an item; the first
    8 annotators judge the first 30 items together (28 pairs share 30 items)."""
    rng = np.random.default_rng(11)
    sets = np.array(["物流", "售后", "物流;售后", "咨询", "咨询;售后"])
    rows = ["item,annotator,labels"]
    for i in range(400):
        who = range(8) if i < 30 else rng.choice(60, size=int(rng.integers(3, 5)), replace=False)
        rows += [f"t{i},w{j},{sets[rng.integers(len(sets))]}" for j in who]
    path = tmp_path_factory.mktemp("crowd_sets") / "crowd_sets.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_a_crowd_of_label_sets_lists_the_same_pairs_and_shows_the_label_view(
        label_set_crowd: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Label sets from a crowd: the label-set pairs are the crowd's listed pairs (not every
    one of 1,770), each equal to the block computed for that pair alone, and the text shows
    all annotators' per-label κ (it printed nothing of the label sets before)."""
    from adjudicator.core.stats.many_raters.multilabel_data import LabelSetData
    from adjudicator.core.stats.summaries.summary_multilabel import multilabel_summary

    assert main(["agree", str(label_set_crowd), "--format", "json", "--min-shared", "20"]) == 0
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, load_schema("agree"))
    listed = {tuple(p["annotators"]) for p in doc["pairs"]}
    assert len(listed) == 28
    assert {tuple(p["annotators"]) for p in doc["multilabel"]["pairs"]} == listed
    assert doc["multilabel"]["overall"]["n"] == 400
    w0, w1 = doc["multilabel"]["pairs"][0]["annotators"]
    rows = [line.split(",") for line in label_set_crowd.read_text("utf-8").split("\n")[1:-1]]
    pair_rows = {(i, a): set(lab.split(";")) for i, a, lab in rows if a in (w0, w1)}
    items = sorted({i for i, a in pair_rows if (i, w0) in pair_rows and (i, w1) in pair_rows})
    labels = tuple(doc["multilabel"]["labels"])
    sets = np.array([[[lab in pair_rows[(i, who)] for lab in labels] for who in (w0, w1)]
                     for i in items])
    alone = multilabel_summary(LabelSetData((w0, w1), labels, sets, np.ones((len(items), 2),
                                                                            bool))).pairs[0]
    got = doc["multilabel"]["pairs"][0]
    assert got["n"] == alone.n == 30
    for lab in labels:
        assert got["per_label_kappa"][lab]["value"] == pytest.approx(
            alone.per_label_kappa[lab].value, abs=1e-12)
    assert main(["agree", str(label_set_crowd), "--min-shared", "20"]) == 0
    out = capsys.readouterr().out
    assert "Label sets: 3 labels" in out
    assert "All 60 annotators, label sets — 400 items labelled at least twice" in out
    assert out.count("… 18 more listed pairs") == 2  # the single labels and the sets
