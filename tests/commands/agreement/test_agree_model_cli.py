"""`agree FILE --model COL…`: a model beside the humans in JSON and text — κ against each
human and gold, the humans' ceiling, the alternative-annotator test — and a model column
never counted in the humans' agreement."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score

from adjudicator.cli import main
from tests.commands.cmdhelp import write_rows


def _rows(n: int = 80, seed: int = 5) -> list[list[str]]:
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, 3, n)
    names = np.array(["neg", "neu", "pos"])
    rows = [["id", "a", "b", "c", "llm", "truth"]]
    for i in range(n):
        human = [names[truth[i]] if rng.random() < 0.75 else names[rng.integers(0, 3)]
                 for _ in range(3)]
        llm = names[truth[i]] if rng.random() < 0.85 else names[rng.integers(0, 3)]
        rows.append([str(i + 1), *human, llm, names[truth[i]] if i % 2 == 0 else ""])
    return rows


def _agree(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:  # type: ignore[type-arg]
    assert main(["agree", *argv, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_a_model_column_never_leaks_into_human_agreement(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = _rows()
    data = write_rows(tmp_path / "labels.csv", rows)
    humans = write_rows(tmp_path / "humans.csv", [r[:4] for r in rows])
    doc = _agree(capsys, str(data), "--model", "llm", "--gold", "truth")
    plain = _agree(capsys, str(humans))
    assert doc["annotators"] == plain["annotators"] == ["a", "b", "c"]
    assert doc["overall"] == plain["overall"]
    assert doc["pairs"] == plain["pairs"]
    assert [a["annotator"] for a in doc["gold"]["annotators"]] == ["a", "b", "c"]


def test_kappas_equal_to_scikit_learn(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    rows = _rows()
    data = write_rows(tmp_path / "labels.csv", rows)
    doc = _agree(capsys, str(data), "--model", "llm", "--gold", "truth")
    col = {name: [r[j] for r in rows[1:]] for j, name in enumerate(rows[0])}
    model = doc["models"][0]
    assert model["model"] == "llm"
    assert model["n_items"] == 80
    for entry in model["humans"]:
        expected = cohen_kappa_score(col["llm"], col[entry["annotator"]])
        assert entry["kappa"]["value"] == pytest.approx(expected, abs=1e-12)
        assert entry["kappa"]["ci_low"] < entry["kappa"]["value"] < entry["kappa"]["ci_high"]
    gold = [(m, g) for m, g in zip(col["llm"], col["truth"], strict=True) if g]
    assert model["gold"]["value"] == pytest.approx(
        cohen_kappa_score(*zip(*gold, strict=True)), abs=1e-12)
    assert model["gold"]["n"] == 40
    pairs = {tuple(p["annotators"]): p["kappa"]["value"] for p in doc["human_ceiling"]}
    assert list(pairs) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert pairs[("a", "c")] == pytest.approx(cohen_kappa_score(col["a"], col["c"]), abs=1e-12)
    alt = model["alt_test"]
    assert alt["epsilon"] == 0.2
    assert alt["q"] == 0.05
    assert alt["scoring"] == "accuracy"
    assert [h["annotator"] for h in alt["humans"]] == ["a", "b", "c"]
    assert alt["passed"] == (alt["winning_rate"]["value"] >= 0.5)
    assert all(0.0 <= h["p"] <= h["p_adjusted"] <= 1.0 for h in alt["humans"])


def test_text_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = write_rows(tmp_path / "labels.csv", _rows())
    assert main(["agree", str(data), "--model", "llm", "--epsilon", "0.1"]) == 0
    out = capsys.readouterr().out
    assert "Humans with each other (the ceiling a model is read against):" in out
    assert "Model llm (80 items labelled; not counted in the agreement above):" in out
    assert "κ against a: " in out
    assert "Alternative-annotator test (Calderon et al. 2025; ε = 0.1, q = 0.05, accuracy):" \
        in out
    assert "winning rate ω " in out
    assert "average advantage probability ρ" in out
    assert "without b (80 items): the model as close to the others or closer on " in out


def test_too_few_items_are_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = write_rows(tmp_path / "labels.csv", _rows(n=20))
    doc = _agree(capsys, str(data), "--model", "llm")
    alt = doc["models"][0]["alt_test"]
    assert alt["passed"] is None
    assert alt["winning_rate"]["value"] is None
    assert "no annotator shares 30 items" in alt["winning_rate"]["reason"]
    assert alt["humans"][0]["reason"].startswith("a shares 20 items")


def test_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = write_rows(tmp_path / "labels.csv", _rows())
    assert main(["agree", str(data), "--model", "gpt"]) == 2
    assert "no column 'gpt' of model predictions" in capsys.readouterr().err
    assert main(["agree", str(data), "--model", "llm", "--epsilon", "1.5"]) == 2
    assert "--epsilon 1.5 is out of range" in capsys.readouterr().err
    assert main(["agree", str(data), "--model", "llm", "--fdr", "0"]) == 2
    assert "--fdr 0.0 is out of range" in capsys.readouterr().err
    assert main(["agree", str(data), "--model", "truth", "--gold", "truth"]) == 2
    assert "named both as gold and as a model" in capsys.readouterr().err
    assert main(["agree", str(data), "--model", "llm", "--alt-scoring", "neg-rmse"]) == 2
    assert "is not a number: --alt-scoring neg-rmse needs numbers" in capsys.readouterr().err


def test_numeric_labels_with_neg_rmse(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    rows = [[c.replace("neg", "1").replace("neu", "2").replace("pos", "3") for c in r]
            for r in _rows()]
    data = write_rows(tmp_path / "stars.csv", rows)
    doc = _agree(capsys, str(data), "--model", "llm", "--alt-scoring", "neg-rmse")
    assert doc["models"][0]["alt_test"]["scoring"] == "neg-rmse"
