"""`agree --engine spark` (Spark's local mode) equals `--engine duckdb` and `--engine memory`
on the same Parquet, to a relative 1e-12; bad input gets a clear error, not a traceback."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest

from adjudicator.cli import main
from tests.commands.agreement.test_agree_engine_cli import judgments, wide
from tests.engine_compare import assert_same_numbers


@pytest.fixture(autouse=True)
def _spark(spark: Any) -> None:
    """Every test here runs on the one session-wide SparkSession."""


@pytest.fixture(params=["vectors", "pairs"])
def per_item(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The per-item tables by groupBy of the label vectors (few annotators), and from each
    item's exploded pairs and patterns (many annotators)."""
    from adjudicator.engines import streamed

    if request.param == "pairs":
        monkeypatch.setattr(streamed, "MAX_VECTORS", 0)
    return str(request.param)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """One in-process run; its JSON."""
    code = main(["agree", *args, "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    doc: dict[str, Any] = json.loads(out)
    return doc


def engines(capsys: pytest.CaptureFixture[str], path: Path, *args: str,
            memory: bool = True) -> dict[str, Any]:
    """Spark against DuckDB (and memory) on one input: equal to rel 1e-12; Spark's document."""
    spark = run(capsys, str(path), "--engine", "spark", *args)
    assert spark.pop("engine")["name"] == "spark"
    others = ["duckdb", "memory"] if memory else ["duckdb"]
    for name in others:
        doc = run(capsys, str(path), "--engine", name, *args)
        assert doc.pop("engine")["name"] == name
        assert_same_numbers(doc, spark)
    return spark


def test_long_parquet_with_gaps_and_strata(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                           per_item: str) -> None:
    """Three annotators, absent and blank labels, --by: every number of all three engines."""
    path = tmp_path / "long.parquet"
    judgments(3, 90, 3, ["pos", "neg", "neu"]).to_parquet(path, index=False)
    doc = engines(capsys, path, "--by", "channel")
    assert doc["by"]["column"] == "channel"
    assert {s["value"] for s in doc["by"]["pairs"][0]["strata"]} == {"web", "app", "mail"}


def test_wide_parquet_four_annotators(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      per_item: str) -> None:
    """One column per annotator (missing cells), with strata."""
    path = tmp_path / "wide.parquet"
    wide(judgments(4, 80, 4, ["a", "b", "c", "d"])).to_parquet(path, index=False)
    doc = engines(capsys, path, "--by", "channel")
    assert len(doc["pairs"]) == 6


def test_folder_and_glob_of_parts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A table written as parts (as Spark and DuckDB write it): Spark equals DuckDB, which
    reads a folder the same way (the memory engine reads it as one file per annotator)."""
    frame = judgments(5, 70, 3, ["x", "y", "z"])
    folder = tmp_path / "parts"
    folder.mkdir()
    cuts = np.linspace(0, len(frame), 4).astype(int)
    for i, (start, end) in enumerate(pairwise(cuts)):
        frame.iloc[start:end].to_parquet(folder / f"part-{i:05d}.parquet", index=False)
    engines(capsys, folder, "--by", "channel", memory=False)
    engines(capsys, tmp_path / "parts" / "part-*.parquet", memory=False)


def test_numeric_labels_declared_and_bootstrap(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Integer labels in a typed column, their scale order given, weights and the two-rater
    bootstrap (a multinomial draw on each pair's table, seeded): the same numbers."""
    frame = judgments(6, 60, 3, ["1", "2", "3", "4"])
    frame["label"] = pd.to_numeric(frame["label"]).astype("Int64")
    path = tmp_path / "numbers.parquet"
    frame.to_parquet(path, index=False)
    doc = engines(capsys, path, "--labels", "1", "2", "3", "4", "--weights", "quadratic",
                  "--ci", "bootstrap", "--resamples", "200", memory=False)
    assert doc["labels"] == ["1", "2", "3", "4"]


def error(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """A refused run: exit status 2 and the message on stderr (no traceback)."""
    assert main(["agree", *args]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


def test_missing_column_is_a_clear_error(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """A --by or --id column the file lacks names the file and the columns there are."""
    path = tmp_path / "long.parquet"
    judgments(7, 20, 2, ["a", "b"]).to_parquet(path, index=False)
    err = error(capsys, str(path), "--engine", "spark", "--by", "region")
    assert "long.parquet" in err
    assert "region" in err
    assert "channel" in err
    err = error(capsys, str(path), "--engine", "spark", "--id", "uid")
    assert "uid" in err


def test_repeated_judgment_and_csv_are_refused(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """One item judged twice by one annotator is named; a CSV is sent to the DuckDB engine."""
    frame = judgments(8, 20, 2, ["a", "b"])
    twice = pd.concat([frame, frame.iloc[[0]]], ignore_index=True)
    path = tmp_path / "twice.parquet"
    twice.to_parquet(path, index=False)
    err = error(capsys, str(path), "--engine", "spark")
    assert "judged twice" in err
    assert str(frame.iloc[0]["item"]) in err
    csv = tmp_path / "labels.csv"
    frame.to_csv(csv, index=False)
    assert "--engine duckdb" in error(capsys, str(csv), "--engine", "spark")


def test_unreadable_parquet_and_bad_settings(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """A file that is not Parquet, and a --spark-conf without '=' or with --memory-limit."""
    bad = tmp_path / "broken.parquet"
    bad.write_bytes(b"not parquet at all")
    assert "broken.parquet" in error(capsys, str(bad), "--engine", "spark")
    good = tmp_path / "long.parquet"
    judgments(9, 10, 2, ["a", "b"]).to_parquet(good, index=False)
    assert "KEY=VALUE" in error(capsys, str(good), "--engine", "spark",
                                "--spark-conf", "spark.driver.memory")
    assert "--memory-limit" in error(capsys, str(good), "--engine", "spark",
                                     "--memory-limit", "1GB")


def test_auto_never_chooses_spark(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--engine auto stays with memory (or DuckDB above its size): Spark only when asked."""
    path = tmp_path / "long.parquet"
    judgments(10, 10, 2, ["a", "b"]).to_parquet(path, index=False)
    assert run(capsys, str(path))["engine"]["name"] == "memory"
