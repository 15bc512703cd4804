"""`report --engine spark` (Spark's local mode) builds the same report model as `--engine
duckdb` on the same Parquet (every number to rel 1e-12): strata, rules, decisions in the log,
number ids; what it cannot honour is refused with a clear error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adjudicator.cli import main
from tests.commands.agreement.test_agree_engine_cli import judgments
from tests.commands.reporting.test_report_engine_cli import (
    NUMBER_ID_NAMES,
    RULES,
    comparable,
    decide,
    decided_wide_number_ids,
    model,
)
from tests.engine_compare import assert_same_numbers


@pytest.fixture(autouse=True)
def _spark(spark: Any) -> None:
    """Every test here runs on the one session-wide SparkSession."""


def spark_and_duckdb(monkeypatch: pytest.MonkeyPatch, path: Path, *args: str) -> Any:
    """DuckDB, then Spark on the same file: equal models; Spark's."""
    duck = model(monkeypatch, path, "duckdb", *args)
    spark = model(monkeypatch, path, "spark", *args)
    assert_same_numbers(comparable(duck), comparable(spark))
    return spark


def test_long_parquet_with_gaps_two_by_columns_and_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Three annotators with gaps and blank labels, decisions on text ids in the log, two
    --by columns, rules on every kind of value: one model."""
    frame = judgments(21, 120, 3, ["neg", "pos", "neu"])
    frame["half"] = np.where(np.arange(len(frame)) % 2 == 0, "even", "odd")
    path = tmp_path / "long.parquet"
    frame.to_parquet(path, index=False)
    decide(path, frame, ["neg", "pos", "neu"])
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps(RULES), encoding="utf-8")
    spark = spark_and_duckdb(monkeypatch, path, "--by", "channel", "--by", "half",
                             "--rules", str(rules))
    assert {b.column for b in spark.strata} == {"channel", "half"}
    assert all(r.passed is not None for r in spark.verdict.results)
    assert spark.adjudication.unanimous > 0
    assert spark.adjudication.adjudicated == 8
    assert spark.versus_final.annotators[0].n > 0


def test_decisions_on_wide_parquet_with_number_ids(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A log holding decisions, on a wide file whose ids are numbers: the decided items'
    labels come from Spark (the log's ids cast to the column's type)."""
    path = decided_wide_number_ids(tmp_path, 22, 100)
    spark = spark_and_duckdb(monkeypatch, path, *NUMBER_ID_NAMES, "--by", "channel")
    assert spark.adjudication.adjudicated == 8
    assert not {"adjudication", "versus_final"} & set(spark.unavailable)


def test_rounds_and_a_memory_limit_are_refused(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Options the count tables or Spark cannot honour: exit 2, named, no traceback, and no
    report written."""
    path = tmp_path / "long.parquet"
    judgments(23, 30, 2, ["x", "y"]).to_parquet(path, index=False)
    out = tmp_path / "r.html"
    for extra, named in ((["--round", f"old={path}"], "--round"),
                         (["--memory-limit", "1GB"], "--memory-limit")):
        code = main(["report", str(path), "--out", str(out), "--engine", "spark", *extra])
        err = capsys.readouterr().err
        assert code == 2
        assert named in err
        assert "--engine spark" in err
        assert "Traceback" not in err
    assert not out.exists()


def test_the_output_names_spark_and_says_the_viewing_is_not_recorded(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The report is written; stderr names the engine and that the log was not written."""
    path = tmp_path / "long.parquet"
    judgments(24, 40, 2, ["x", "y"]).to_parquet(path, index=False)
    out = tmp_path / "r.html"
    assert main(["report", str(path), "--out", str(out), "--engine", "spark"]) == 0
    err = capsys.readouterr().err
    assert "engine: spark" in err
    assert "--engine spark does not write the log" in err
    assert out.stat().st_size > 0
    assert not (tmp_path / "long.adjudication.jsonl").exists()
