"""`agree --engine auto` above the size: a wide CSV whose read fits in memory stays there
(measured faster than DuckDB for wide tables); long tables, Parquet, and wide CSVs that do not
fit go to DuckDB. The choice is tested on stated sizes and memory, never on timings."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pandas as pd
import pytest

from adjudicator.cli import main
from adjudicator.commands.agreement import agree_auto, agree_engine
from adjudicator.commands.agreement.agree_auto import WIDE_CSV_FACTOR, Weighed, weigh
from adjudicator.commands.common.error_language import translator
from adjudicator.core.errors import Message

GB = 10**9


@pytest.mark.parametrize(("weighed", "memory"), [
    (Weighed("csv", False, 2 * GB, 8 * GB, 4 * GB), True),  # fits both the free and the limit
    (Weighed("csv", False, 2 * GB, 2 * GB, 4 * GB), False),  # more than 80% of the free memory
    (Weighed("csv", False, 5 * GB, 64 * GB, 4 * GB), False),  # more than the read's limit
    (Weighed("csv", False, 3 * GB, None, 4 * GB), True),  # free unknown: the limit decides
    (Weighed("csv", True, 1 * GB, 64 * GB, 4 * GB), False),  # long: DuckDB counts it faster
    (Weighed("parquet", False, 1 * GB, 64 * GB, 4 * GB), False),
])
def test_memory_first_only_for_a_wide_csv_that_fits(weighed: Weighed, memory: bool) -> None:
    assert weighed.memory_first is memory
    assert weighed.room == min(weighed.limit, int(weighed.free * 0.8)
                               if weighed.free is not None else weighed.limit)


def _csvs(tmp_path: Path) -> tuple[Path, Path]:
    wide = tmp_path / "wide.csv"
    pd.DataFrame({"id": [f"i{k}" for k in range(30)], "ann_a": ["x", "y"] * 15,
                  "ann_b": ["y", "y", "x"] * 10, "text": ["some words"] * 30}
                 ).to_csv(wide, index=False)
    long = tmp_path / "long.csv"
    pd.DataFrame({"item": [f"i{k // 2}" for k in range(60)], "annotator": ["a", "b"] * 30,
                  "label": ["x", "y", "y"] * 20}).to_csv(long, index=False)
    return wide, long


def test_weigh_reads_the_layout_from_the_header(tmp_path: Path) -> None:
    wide, long = _csvs(tmp_path)
    assert weigh("csv", wide, 1000, None, None).long is False
    assert weigh("csv", long, 1000, None, None).long is True
    assert weigh("csv", wide, 1000, True, None).long is True  # --layout long decides
    parquet = tmp_path / "long.parquet"
    pd.read_csv(long).to_parquet(parquet, index=False)
    w = weigh("parquet", parquet, 1000, None, 2 * GB)
    assert (w.kind, w.long, w.need, w.limit) == ("parquet", True, int(1000 * WIDE_CSV_FACTOR),
                                                 2 * GB)


def _args(path: Path, **given: object) -> argparse.Namespace:
    base: dict[str, object] = {"table": False, "engine": "auto", "file": str(path),
                               "layout": None, "annotator_col": None, "label_col": None,
                               "memory_limit": None}
    return argparse.Namespace(**{**base, **given})


def test_auto_keeps_a_wide_csv_in_memory_when_it_fits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    wide, long = _csvs(tmp_path)
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    monkeypatch.setattr(agree_auto, "free_memory", lambda: 16 * GB)
    chosen = agree_engine.choose_engine(_args(wide))
    assert chosen.name == "memory"
    assert "is faster than DuckDB for a wide table" in chosen.to_dict()["why"]
    assert "读入内存" in Message.render(chosen.why, translator("zh_CN"))
    assert "讀入記憶體" in Message.render(chosen.why, translator("zh_TW"))
    assert agree_engine.choose_engine(_args(long)).name == "duckdb"
    assert agree_engine.choose_engine(_args(wide, layout="long")).name == "duckdb"
    # report keeps its rule: DuckDB above the size
    assert agree_engine.engine_for("auto", str(wide)).name == "duckdb"
    assert main(["agree", str(wide), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["engine"]["name"] == "memory"
    assert doc["n_items"] == 30


def test_auto_counts_a_wide_csv_with_duckdb_when_it_does_not_fit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wide, _ = _csvs(tmp_path)
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    monkeypatch.setattr(agree_auto, "free_memory", lambda: 100)
    chosen = agree_engine.choose_engine(_args(wide))
    assert chosen.name == "duckdb"
    assert "more than the" in chosen.to_dict()["why"]
    monkeypatch.setattr(agree_auto, "free_memory", lambda: None)
    chosen = agree_engine.choose_engine(_args(wide))
    assert chosen.name == "memory"  # free memory unknown: the 4GB limit decides
    assert agree_engine.choose_engine(_args(wide, memory_limit="10B")).name == "duckdb"


def test_auto_weighs_before_importing_duckdb(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A wide CSV kept in memory is chosen without importing DuckDB (30 MB of the peak), so
    the reason is the memory's even where DuckDB cannot be imported."""
    import builtins

    wide, _ = _csvs(tmp_path)
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    monkeypatch.setattr(agree_auto, "free_memory", lambda: 16 * GB)
    real = builtins.__import__

    def no_duckdb(name: str, *args: object, **kwargs: object) -> object:
        if name == "duckdb":
            raise ImportError(name)
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(builtins, "__import__", no_duckdb)
    chosen = agree_engine.choose_engine(_args(wide))
    assert chosen.name == "memory"
    assert "a wide CSV of" in chosen.to_dict()["why"]


def _same_size_csvs(tmp_path: Path) -> tuple[Path, Path]:
    """Two wide CSVs of about the same size: ids and three annotators' labels only (many
    rows), and ids, labels and a long text (an eighth of the rows)."""
    labels = ("pos", "neg", "neu")

    def row(k: int) -> str:
        return f"i{k},{labels[k % 3]},{labels[k * k % 3]},{labels[(k // 2) % 3]}"

    bare = tmp_path / "bare.csv"
    bare.write_text("id,ann_a,ann_b,ann_c\n" + "".join(row(k) + "\n" for k in range(6000)),
                    encoding="utf-8")
    texts = tmp_path / "texts.csv"
    words = "the parcel came late and the refund took two weeks"
    texts.write_text("id,ann_a,ann_b,ann_c,comment\n" + "".join(
        f'{row(k)},"{words} (case {k}), {words}"\n' for k in range(800)), encoding="utf-8")
    return bare, texts


def test_auto_costs_a_wide_csv_by_the_columns_read(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A file of ids and labels needs more than one of the same size whose bulk is a text the
    statistics leave unread; reading a column more (--by) needs more: the choice and the
    reason follow the columns read, not the file's size."""
    from adjudicator.io import ImportOptions
    from adjudicator.io.narrow import read_need
    from adjudicator.io.readers.budget import human

    bare, texts = _same_size_csvs(tmp_path)
    assert abs(bare.stat().st_size - texts.stat().st_size) < 0.1 * bare.stat().st_size
    need = {p.name: read_need(p, p.stat().st_size, ImportOptions()) for p in (bare, texts)}
    assert need["texts.csv"] is not None
    assert need["bare.csv"] is not None
    assert need["bare.csv"] > need["texts.csv"]
    by = read_need(texts, texts.stat().st_size, ImportOptions(also_read=["comment"]))
    assert by is not None
    assert by > need["texts.csv"]
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    room = (need["bare.csv"] + need["texts.csv"]) // 2  # between the two needs
    monkeypatch.setattr(agree_auto, "free_memory", lambda: int(room / 0.8) + 1)

    def options() -> ImportOptions:
        return ImportOptions()

    kept = agree_engine.choose_engine(_args(texts), options)
    assert kept.name == "memory"
    assert f"needs about {human(need['texts.csv'])} of the" in kept.to_dict()["why"]
    counted = agree_engine.choose_engine(_args(bare), options)
    assert counted.name == "duckdb"
    assert f"would need about {human(need['bare.csv'])}, more" in counted.to_dict()["why"]
    assert "读入内存约需" in Message.render(counted.why, translator("zh_CN"))
    # without the import's options (report's rule), the size alone is weighed, as before
    assert weigh("csv", texts, 1000, None, None).need == int(1000 * WIDE_CSV_FACTOR)


def test_agree_prints_the_need_of_the_columns_read(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """`agree` itself weighs the columns it reads, and says so in its output."""
    from adjudicator.io import ImportOptions
    from adjudicator.io.narrow import read_need
    from adjudicator.io.readers.budget import human

    _, texts = _same_size_csvs(tmp_path)
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    monkeypatch.setattr(agree_auto, "free_memory", lambda: 16 * GB)
    need = read_need(texts, texts.stat().st_size, ImportOptions())
    assert need is not None
    assert main(["agree", str(texts), "--format", "json"]) == 0
    engine = json.loads(capsys.readouterr().out)["engine"]
    assert engine["name"] == "memory"
    assert f"needs about {human(need)} of the" in engine["why"]
