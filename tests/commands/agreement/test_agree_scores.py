"""`agree` on numeric ratings: the score block in JSON (valid against the schema) and in text
(English and Chinese), the hint at another level, and the import report's note."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from adjudicator.cli import main
from adjudicator.commands.schema import load_schema

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


@pytest.fixture
def scores(tmp_path: Path) -> Path:
    """Shrout & Fleiss's 6 x 4 scores, with the first judge missing one item."""
    path = tmp_path / "scores.csv"
    lines = SF.read_text(encoding="utf-8").splitlines()
    lines[3] = "3,,4,6,8"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_icc_forms_and_the_pair_scores(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    doc = _json(capsys, ["agree", str(data), "--level", "interval", "--format", "json"])
    jsonschema.validate(doc, load_schema("agree"), cls=jsonschema.Draft202012Validator)
    icc = doc["overall"]["icc"]
    assert round(icc["ICC(2,1)"]["value"], 2) == 0.29
    assert icc["ICC(2,1)"]["name"] == "ICC(A,1)"
    assert {"value", "ci_low", "ci_high", "n", "convention", "f", "p_value"} <= set(icc["ICC(3,k)"])
    pair = doc["pairs"][0]
    assert pair["annotators"] == ["J1", "J2"]
    assert pair["mae"]["value"] == pytest.approx(31 / 6)
    assert pair["bland_altman"]["bias"]["value"] == pytest.approx(31 / 6)
    assert doc["scores"]["missing"] == "complete data: every annotator scored all 6 items"


def test_missing_scores_are_said_and_the_pairs_keep_their_items(
        capsys: pytest.CaptureFixture[str], scores: Path) -> None:
    doc = _json(capsys, ["agree", str(scores), "--level", "ratio", "--format", "json"])
    assert doc["scores"]["n_complete"] == 5
    assert doc["scores"]["missing"].startswith("complete cases: 1 of 6 items")
    assert doc["overall"]["icc"]["ICC(1,1)"]["n"] == 5
    by = {tuple(p["annotators"]): p for p in doc["pairs"]}
    assert by[("J1", "J2")]["lin_ccc"]["n"] == 5
    assert by[("J2", "J3")]["lin_ccc"]["n"] == 6


def test_text_block_in_english_and_chinese(capsys: pytest.CaptureFixture[str],
                                           scores: Path) -> None:
    assert main(["agree", str(scores), "--level", "interval"]) == 0
    out = capsys.readouterr().out
    assert "Scores: the labels are numbers, level interval — 6 items, 5 scored by every" in out
    assert "complete cases: 1 of 6 items" in out
    assert "ICC(2,1)  ICC(A,1)" in out
    assert "offsets count against it" in out
    assert "J1 × J2, scores — 5 items both scored" in out
    assert main(["agree", str(scores), "--level", "interval", "--lang", "zh_CN"]) == 0
    zh = capsys.readouterr().out
    assert "ICC(2,1)  ICC(A,1)" in zh
    assert "完整个案" in zh
    assert "Scores:" not in zh
    assert "Lin's" not in zh


def test_hint_at_nominal_level_only_for_numbers(capsys: pytest.CaptureFixture[str],
                                                 scores: Path, tmp_path: Path) -> None:
    assert main(["agree", str(scores)]) == 0
    assert "--level interval (or ratio) adds the ICC" in capsys.readouterr().out
    names = tmp_path / "names.csv"
    names.write_text("id,a,b\n1,x,y\n2,y,y\n3,z,z\n", encoding="utf-8")
    assert main(["agree", str(names), "--level", "interval"]) == 0
    out = capsys.readouterr().out
    assert "ICC" not in out


def test_import_report_names_the_score_scale(capsys: pytest.CaptureFixture[str],
                                             scores: Path) -> None:
    main(["validate", str(scores)])
    out = capsys.readouterr().out
    assert "score scale: every label is a number (1 to 10, 10 values)" in out
    doc = json.loads(_validate_json(capsys, scores))
    assert doc["score_scale"] is True


def _validate_json(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    main(["validate", str(path), "--format", "json"])
    return capsys.readouterr().out
