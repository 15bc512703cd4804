"""`adjudicator agree` on a file of multi-label cells (物流;售后): the label-set block."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.cli import main
from adjudicator.commands.agreement.agree_text import display_width

TICKETS = Path(__file__).parents[2] / "data" / "multilabel" / "tickets_multilabel.csv"


def agree_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    """Run `agree --format json` in-process and parse the output."""
    assert main(["agree", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def binary(column: pd.Series, label: str) -> list[int]:  # type: ignore[type-arg]
    """1 where the cell's labels (split at ';') include ``label``."""
    return [int(label in str(cell).split(";")) for cell in column]


def test_json_has_the_multilabel_block(capsys: pytest.CaptureFixture[str]) -> None:
    """The JSON names the single labels and has one block per pair plus the overall one."""
    doc = agree_json(capsys, str(TICKETS))
    ml = doc["multilabel"]
    assert ml["labels"] == ["物流", "售后", "咨询", "其他", "投诉"]
    assert [p["annotators"] for p in ml["pairs"]] == [["ann_a", "ann_b"], ["ann_a", "ann_c"],
                                                      ["ann_b", "ann_c"]]
    assert ml["overall"]["annotators"] == ["ann_a", "ann_b", "ann_c"]


def test_json_per_label_kappa_matches_sklearn(capsys: pytest.CaptureFixture[str]) -> None:
    """Per pair and label, κ equals scikit-learn's on the items both annotators labelled."""
    doc = agree_json(capsys, str(TICKETS))
    frame = pd.read_csv(TICKETS)
    for pair in doc["multilabel"]["pairs"]:
        a, b = pair["annotators"]
        both = frame[[a, b]].dropna()
        assert pair["n"] == len(both)
        for label in ("物流", "售后", "咨询"):
            want = cohen_kappa_score(binary(both[a], label), binary(both[b], label))
            assert pair["per_label_kappa"][label]["value"] == pytest.approx(want, abs=1e-12)


def test_label_one_annotator_used_is_left_out(capsys: pytest.CaptureFixture[str]) -> None:
    """投诉 (only ann_c gave it) is undefined for ann_a × ann_b and named as left out."""
    pair = agree_json(capsys, str(TICKETS))["multilabel"]["pairs"][0]
    assert pair["per_label_kappa"]["投诉"]["value"] is None
    assert pair["undefined_labels"] == ["投诉"]
    assert pair["macro_kappa"]["undefined_labels"] == ["投诉"]


def test_exact_set_kappa_is_the_pair_kappa_of_the_sets(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """Each distinct set is one category of the pair block, so both kappas agree, and both
    are scikit-learn's κ with every set (in any order) as one category."""
    doc = agree_json(capsys, str(TICKETS))
    frame = pd.read_csv(TICKETS)
    for pair, block in zip(doc["pairs"], doc["multilabel"]["pairs"], strict=True):
        a, b = block["annotators"]
        both = frame[[a, b]].dropna()
        sets_a = [";".join(sorted(set(str(c).split(";")))) for c in both[a]]
        sets_b = [";".join(sorted(set(str(c).split(";")))) for c in both[b]]
        assert block["exact_set_kappa"]["value"] == pytest.approx(
            cohen_kappa_score(sets_a, sets_b), abs=1e-12)
        assert block["exact_set_kappa"]["value"] == pytest.approx(
            pair["cohen_kappa"]["value"], abs=1e-12)


def test_text_shows_the_label_set_block(capsys: pytest.CaptureFixture[str]) -> None:
    """The text report has the label-set blocks, with κ columns aligned under Chinese labels."""
    assert main(["agree", str(TICKETS)]) == 0
    out = capsys.readouterr().out
    assert "Label sets: 5 labels (物流, 售后, 咨询, 其他, 投诉)" in out
    assert "ann_a × ann_b, label sets — 16 items both labelled" in out
    assert "All 3 annotators, label sets" in out
    assert "left out of both averages (κ undefined): 投诉" in out
    block = out[out.index("ann_a × ann_b, label sets"):].split("\n\n")[1].splitlines()
    rows = [line for line in block[1:] if not line.startswith("  left out")]
    ends = {display_width(line[:line.index("[")]) for line in rows if "[" in line}
    assert len(rows) == 5
    assert len(ends) == 1


def test_single_label_file_has_no_multilabel_key(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    """A file without multi-label cells keeps the JSON as before."""
    path = tmp_path / "plain.csv"
    path.write_text("id,a,b\n1,物流,物流\n2,售后,物流\n3,售后,售后\n", encoding="utf-8")
    doc = agree_json(capsys, str(path))
    assert "multilabel" not in doc
    assert main(["agree", str(path)]) == 0
    assert "Label sets" not in capsys.readouterr().out
