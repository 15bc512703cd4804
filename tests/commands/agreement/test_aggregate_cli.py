"""`adjudicator aggregate`: CSV and JSON of the suggestions, the refusals with their reasons."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from tests.commands.cmdhelp import write_rows

ROWS = [["id", "a", "b", "c", "d"],
        ["1", "x", "x", "y", "x"],
        ["2", "y", "y", "y", "x"],
        ["3", "x", "y", "", ""],
        ["4", "", "", "", ""],
        ["5", "=y", "=y", "=y", "x"]]


@pytest.fixture
def four(tmp_path: Path) -> Path:
    return write_rows(tmp_path / "four.csv", ROWS)


def test_majority_csv_one_row_per_item(four: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["aggregate", str(four), "--method", "majority"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [r["item"] for r in rows] == ["1", "2", "3", "4", "5"]
    assert rows[0]["label"] == "x"
    assert float(rows[0]["p(x)"]) == 0.75
    assert rows[2]["label"] == ""
    assert rows[2]["reason"].startswith("tie between")
    assert rows[3]["reason"] == "no annotator labelled this item"
    assert rows[4]["label"] == "'=y"  # a label a spreadsheet could run is neutralised


def test_dawid_skene_json_items_and_annotators(four: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["aggregate", str(four), "--method", "dawid-skene", "--format", "json",
                 "--resamples", "20"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["method"] == "dawid-skene"
    assert doc["entropy_unit"] == "bits"
    first = doc["items"][0]
    assert set(first) >= {"item", "label", "posterior", "entropy"}
    assert sum(first["posterior"].values()) == pytest.approx(1.0)
    annotator = doc["annotators"][0]
    assert annotator["annotator"] == "a"
    assert annotator["n_items"] == 4
    cell = annotator["confusion"]["x"]["x"]
    assert {"value", "ci_low", "ci_high", "n"} <= set(cell)
    assert {"value", "ci_low", "ci_high"} <= set(annotator["accuracy"])


def test_mace_json_competence(four: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["aggregate", str(four), "--method", "mace", "--format", "json",
                 "--resamples", "0"]) == 0
    doc = json.loads(capsys.readouterr().out)
    competence = doc["annotators"][1]["competence"]
    assert 0 < competence["value"] < 1
    assert competence["ci_reason"] == "no bootstrap requested"


def test_models_refuse_two_annotators(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    two = write_rows(tmp_path / "two.csv", [["id", "a", "b"], ["1", "x", "y"], ["2", "x", "x"]])
    assert main(["aggregate", str(two), "--method", "dawid-skene"]) == 2
    err = capsys.readouterr().err
    assert "three or more annotators (this file has 2)" in err
    assert "--method majority" in err
    assert main(["aggregate", str(two), "--method", "majority"]) == 0


def test_bad_resamples_is_an_input_error(four: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["aggregate", str(four), "--resamples", "-1"]) == 2
    assert "--resamples -1 is out of range" in capsys.readouterr().err
