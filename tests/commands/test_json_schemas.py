"""Every --format json output names its schema and is valid against it; `schema` prints it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from adjudicator.cli import main
from adjudicator.commands.schema import SCHEMA_IDS, load_schema

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "customer_service.csv"


def _json_of(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict[str, Any]:
    """Run a command and read its standard output as JSON."""
    main(argv)
    loaded: dict[str, Any] = json.loads(capsys.readouterr().out)
    return loaded


def _valid(command: str, doc: dict[str, Any]) -> None:
    """The output names the command's schema and passes it."""
    schema = load_schema(command)
    jsonschema.Draft202012Validator.check_schema(schema)
    assert doc["schema"] == SCHEMA_IDS[command] == schema["$id"]
    jsonschema.validate(doc, schema, cls=jsonschema.Draft202012Validator)


@pytest.mark.parametrize("extra", [
    [], ["--ci", "bootstrap", "--resamples", "50"], ["--level", "ordinal"],
    ["--by", "channel"], ["--engine", "duckdb"],
])
def test_agree_outputs_match_their_schema(capsys: pytest.CaptureFixture[str],
                                          extra: list[str]) -> None:
    """agree's JSON, with its variants (bootstrap, ordinal, by group, the DuckDB engine)."""
    _valid("agree", _json_of(capsys, ["agree", str(SAMPLE), "--format", "json", *extra]))


def test_agree_of_many_annotators_and_label_sets(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    """Three annotators (an overall block) and label sets (a multilabel block)."""
    data = tmp_path / "sets.csv"
    data.write_text("id,a,b,c\n1,x;y,x,y\n2,x,x,x\n3,y,x;y,y\n4,x,y,x\n", encoding="utf-8")
    doc = _json_of(capsys, ["agree", str(data), "--format", "json", "--separator", ";"])
    assert doc["overall"] is not None
    assert "multilabel" in doc
    _valid("agree", doc)


def test_agree_gold_and_aggregate_outputs_match_their_schemas(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """agree with a gold column (its gold block) and aggregate with each method."""
    data = tmp_path / "crowd.csv"
    data.write_text("id,a,b,c,truth\n1,x,x,y,x\n2,y,y,y,y\n3,x,y,x,\n4,y,x,y,y\n5,x,x,x,x\n",
                    encoding="utf-8")
    doc = _json_of(capsys, ["agree", str(data), "--format", "json", "--gold", "truth"])
    assert doc["gold"]["n_items"] == 4
    _valid("agree", doc)
    for method in ("majority", "dawid-skene", "mace"):
        _valid("aggregate", _json_of(capsys, ["aggregate", str(data), "--method", method,
                                              "--format", "json", "--resamples", "10"]))


def test_agree_with_a_model_matches_its_schema(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """agree with a model column and gold: the models and human_ceiling blocks, a human
    tested and a human left out (too few items) both valid."""
    rows = ["id,a,b,c,llm,truth"]
    for i in range(40):
        c = "" if i >= 10 else "xy"[i % 2]
        rows.append(f"{i},{'xy'[i % 2]},{'xy'[(i // 3) % 2]},{c},{'xy'[(i // 5) % 2]},"
                    f"{'xy'[i % 2] if i % 4 == 0 else ''}")
    data = tmp_path / "model.csv"
    data.write_text("\n".join(rows) + "\n", encoding="utf-8")
    doc = _json_of(capsys, ["agree", str(data), "--format", "json", "--gold", "truth",
                            "--model", "llm", "--resamples", "50"])
    humans = doc["models"][0]["alt_test"]["humans"]
    assert [h["p"] is None for h in humans] == [False, False, True]
    assert "gold" in doc["models"][0]
    _valid("agree", doc)


def test_validate_output_matches_its_schema(capsys: pytest.CaptureFixture[str]) -> None:
    """validate's JSON on the sample."""
    _valid("validate", _json_of(capsys, ["validate", str(SAMPLE), "--format", "json"]))


def test_selftest_output_matches_its_schema(capsys: pytest.CaptureFixture[str]) -> None:
    """selftest's JSON on the bundled reference vectors."""
    _valid("selftest", _json_of(capsys, ["selftest", "--format", "json"]))


def test_diff_output_matches_its_schema(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    """diff's JSON between the empty log and one decision."""
    data = tmp_path / "labels.csv"
    shutil.copy(SAMPLE, data)
    decisions = tmp_path / "decisions.csv"
    decisions.write_text("item,label,rationale\nCS0001,退款,checked\n", encoding="utf-8")
    assert main(["decide", str(data), "--from", str(decisions)]) == 0
    capsys.readouterr()
    doc = _json_of(capsys, ["diff", str(data), "0", "--format", "json"])
    assert doc["changes"]
    _valid("diff", doc)


def test_a_wrong_output_fails_its_schema(capsys: pytest.CaptureFixture[str]) -> None:
    """The schemas can fail: a coefficient whose n is text is refused."""
    doc = _json_of(capsys, ["agree", str(SAMPLE), "--format", "json"])
    doc["pairs"][0]["cohen_kappa"]["n"] = "320"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, load_schema("agree"), cls=jsonschema.Draft202012Validator)


def test_schema_prints_each_schema_and_lists_them(capsys: pytest.CaptureFixture[str]) -> None:
    """`adjudicator schema agree` prints the shipped file; with no command, the list."""
    assert main(["schema", "agree"]) == 0
    assert json.loads(capsys.readouterr().out)["$id"] == "adjudicator.agree/1"
    assert main(["schema"]) == 0
    listed = capsys.readouterr().out
    assert all(f"{c}: {i}" in listed for c, i in SCHEMA_IDS.items())
    assert main(["schema", "export"]) == 2
    assert "no JSON schema for 'export'" in capsys.readouterr().err


def test_agree_interval_keys_are_described(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    """A small, skewed pair: the jackknife interval (ci_method), the coverage warning
    (coverage_note) and Gwet's benchmarking are in the schema, typed, and a mistyped note
    fails it."""
    data = tmp_path / "small.csv"
    rows = ["id,a,b"] + [f"{i},x,x" for i in range(16)] + ["16,x,y", "17,y,x", "18,y,y",
                                                          "19,x,x"]
    data.write_text("\n".join(rows) + "\n", encoding="utf-8")
    doc = _json_of(capsys, ["agree", str(data), "--format", "json"])
    kappa = doc["pairs"][0]["cohen_kappa"]
    assert kappa["ci_method"] == "jkz"
    assert "covered ~" in kappa["coverage_note"]
    assert kappa["gwet_benchmark"] in kappa["landis_koch"]
    _valid("agree", doc)
    kappa["coverage_note"] = 0.62
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, load_schema("agree"), cls=jsonschema.Draft202012Validator)
