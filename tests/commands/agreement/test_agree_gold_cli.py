"""`agree FILE --gold COL` / `--gold-file F`: each annotator against gold items in JSON and
text, and gold never counted as an annotator in the agreement figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from tests.commands.cmdhelp import write_rows

HEADER = ["id", "a", "b", "c", "truth"]
ROWS = [["1", "x", "x", "y", "x"], ["2", "y", "y", "y", "y"], ["3", "x", "y", "x", ""],
        ["4", "y", "x", "y", "y"], ["5", "x", "x", "x", "x"], ["6", "y", "y", "x", ""],
        ["7", "x", "", "x", "x"], ["8", "y", "y", "y", "x"]]


def _agree(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:  # type: ignore[type-arg]
    assert main(["agree", *argv, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_gold_column_scores_each_annotator_and_never_leaks(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with_gold = write_rows(tmp_path / "gold.csv", [HEADER, *ROWS])
    without = write_rows(tmp_path / "plain.csv", [HEADER[:-1], *(r[:-1] for r in ROWS)])
    doc = _agree(capsys, str(with_gold), "--gold", "truth")
    plain = _agree(capsys, str(without))
    assert doc["annotators"] == ["a", "b", "c"]
    assert doc["overall"] == plain["overall"]  # the gold column counts for nothing here
    assert [p["annotators"] for p in doc["pairs"]] == [p["annotators"] for p in plain["pairs"]]
    gold = doc["gold"]
    assert gold["n_items"] == 6
    a = gold["annotators"][0]
    assert a["annotator"] == "a"
    assert a["n_gold"] == 6
    assert a["accuracy"]["value"] == pytest.approx(5 / 6)  # item 8: y against gold x
    assert {"value", "ci_low", "ci_high", "n"} <= set(a["accuracy"])
    assert {"value", "ci_low", "ci_high"} <= set(a["kappa"])
    assert a["missed_items"] == ["8"]
    assert gold["annotators"][1]["n_gold"] == 5  # b left item 7 empty


def test_gold_file_keyed_by_item(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = write_rows(tmp_path / "plain.csv", [HEADER[:-1], *(r[:-1] for r in ROWS)])
    gold = write_rows(tmp_path / "answers.csv", [["item", "gold"], ["1", "x"], ["4", "y"],
                                                 ["8", "x"], ["99", "y"]])
    doc = _agree(capsys, str(data), "--gold-file", str(gold))
    assert doc["gold"]["n_items"] == 3
    assert doc["gold"]["annotators"][2]["accuracy"]["value"] == pytest.approx(1 / 3)


def test_text_output_and_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = write_rows(tmp_path / "gold.csv", [HEADER, *ROWS])
    assert main(["agree", str(data), "--gold", "truth"]) == 0
    out = capsys.readouterr().out
    assert "Against gold (6 gold items): batch accuracy" in out
    assert "a: accuracy 0.833" in out
    assert main(["agree", str(data), "--gold", "nope"]) == 2
    assert "no column 'nope' of gold labels" in capsys.readouterr().err
    bad = write_rows(tmp_path / "bad.csv", [["item", "gold"], ["1", "maybe"]])
    plain = write_rows(tmp_path / "plain.csv", [HEADER[:-1], *(r[:-1] for r in ROWS)])
    assert main(["agree", str(plain), "--gold-file", str(bad)]) == 2
    assert "gold label 'maybe' is not one of the labels" in capsys.readouterr().err


def test_annotator_effects_in_json_and_text(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """--annotator-effects: the figures without each annotator and each pair's marginal
    homogeneity; with a gold column, gold is neither left out nor paired (it is no
    annotator)."""
    data = write_rows(tmp_path / "gold.csv", [HEADER, *ROWS])
    doc = _agree(capsys, str(data), "--gold", "truth", "--annotator-effects")
    without = doc["leave_one_out"]["without"]
    assert [w["without"] for w in without] == ["a", "b", "c"]
    assert {"value", "ci_low", "ci_high"} <= set(without[0]["krippendorff_alpha"])
    pairs = [p["annotators"] for p in doc["marginal_homogeneity"]]
    assert pairs == [["a", "b"], ["a", "c"], ["b", "c"]]
    assert doc["marginal_homogeneity"][0]["classes"][0]["label"] == "x"
    assert main(["agree", str(data), "--gold", "truth", "--annotator-effects"]) == 0
    out = capsys.readouterr().out
    assert "without c: Fleiss' κ" in out
    assert "a × b, marginal homogeneity (Stuart–Maxwell): " in out


def test_gold_kappa_interval_macro_f1_and_ranking(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """κ against gold has the pair's interval and coverage note (a pair of the annotator and
    the gold column as a plain annotator gives the same), each annotator its macro F1 with an
    interval, and the ranking says whose intervals overlap; the text warns as a pair's does."""
    rows = [[str(i), "x", "x", "x"] for i in range(1, 19)]
    rows += [["19", "y", "x", "y"], ["20", "x", "x", "y"]]  # b never says y
    data = write_rows(tmp_path / "skew.csv", [["id", "a", "b", "c"], *rows])
    doc = _agree(capsys, str(data), "--gold", "c")
    as_pair = _agree(capsys, str(data))  # c read as a third annotator
    pair = next(p for p in as_pair["pairs"] if p["annotators"] == ["a", "c"])
    kappa = doc["gold"]["annotators"][0]["kappa"]
    expected = pair["cohen_kappa"]
    assert (kappa["ci_low"], kappa["ci_high"]) == pytest.approx(
        (expected["ci_low"], expected["ci_high"]), abs=1e-12)
    assert kappa["coverage_note"] == expected["coverage_note"]
    assert "covered ~0.62" in kappa["coverage_note"]
    a, b = doc["gold"]["annotators"]
    assert a["macro_f1"]["value"] == pytest.approx((36 / 37 + 2 / 3) / 2)  # TP 18, 1; FP 0, 1
    assert a["macro_f1"]["ci_low"] <= a["macro_f1"]["value"] <= a["macro_f1"]["ci_high"]
    assert b["classes"][1]["f1"]["value"] == pytest.approx(0.0)  # y: averaged as 0
    assert b["macro_f1"]["value"] == pytest.approx((36 / 38 + 0) / 2)
    ranking = doc["gold"]["ranking"]
    assert [r["annotator"] for r in ranking] == ["a", "b"]
    assert ranking[1]["kappa"] == pytest.approx(0.0)
    assert ranking[1]["ci_low"] is None
    assert ranking[0]["overlaps"] == ["b"]  # b's κ has no interval: it cannot be placed
    assert main(["agree", str(data), "--gold", "c"]) == 0
    out = capsys.readouterr().out
    assert "! κ's interval may be too narrow: at n = 20 with a 95/5 split" in out


@pytest.mark.parametrize(("lang", "said"), [("zh_CN", "! κ 的区间可能过窄：在 n = 20"),
                                            ("zh_TW", "! κ 的區間可能過窄：在 n = 20")])
def test_gold_kappa_coverage_note_in_chinese(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             lang: str, said: str) -> None:
    """The text's warning under an annotator's κ against gold, and its note, in Chinese."""
    rows = [[str(i), "x", "x", "x"] for i in range(1, 19)]
    rows += [["19", "y", "x", "y"], ["20", "x", "x", "y"]]
    data = write_rows(tmp_path / "skew.csv", [["id", "a", "b", "c"], *rows])
    assert main(["--lang", lang, "agree", str(data), "--gold", "c"]) == 0
    out = capsys.readouterr().out
    assert said in out
    assert "interval may be too narrow" not in out
