"""`agree --engine duckdb` equals `--engine memory` on the same file, on every layout."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from adjudicator.cli import main
from adjudicator.commands.agreement import agree_engine
from tests.engine_compare import assert_same_numbers

pytest.importorskip("duckdb")  # the test extra pins it; a clear skip reason elsewhere


@pytest.fixture(autouse=True, params=["vectors", "words", "stream"])
def per_item(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test three times: the per-item tables by GROUP BY of the label vectors (few
    annotators), by GROUP BY item of the labels packed in words (many), and from the stream
    sorted by item (too many for the words)."""
    from adjudicator.engines import streamed
    from adjudicator.engines.duckdb import words as duckdb_words

    if request.param != "vectors":
        monkeypatch.setattr(streamed, "MAX_VECTORS", 0)
    if request.param == "stream":
        monkeypatch.setattr(duckdb_words, "MAX_WORDS", 0)
    return str(request.param)


def judgments(seed: int, items: int, annotators: int, labels: list[str],
              missing: float = 0.15) -> pd.DataFrame:
    """A long table: correlated labels, gaps (absent rows and blank labels), shuffled rows,
    a stratum per item."""
    rng = np.random.default_rng(seed)
    truth = rng.integers(0, len(labels), items)
    rows = []
    for i in range(items):
        for a in range(annotators):
            if rng.random() < missing:
                continue
            c = truth[i] if rng.random() < 0.65 else rng.integers(0, len(labels))
            lab = "" if rng.random() < 0.03 else labels[c]
            rows.append((f"it{i}", f"ann{a}", lab, ["web", "app", "mail"][i % 3]))
    frame = pd.DataFrame(rows, columns=["item", "annotator", "label", "channel"])
    return frame.sample(frac=1.0, random_state=seed).reset_index(drop=True)


def wide(frame: pd.DataFrame) -> pd.DataFrame:
    """The same judgments, one row per item and one column per annotator."""
    out = frame.pivot(index="item", columns="annotator", values="label").reset_index()
    channel = frame.groupby("item")["channel"].first()
    out.insert(1, "channel", out["item"].map(channel))
    return out.rename(columns={"item": "id"})


def run(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    """One in-process run; its JSON."""
    assert main(["agree", *args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def both(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> dict:  # type: ignore[type-arg]
    """Memory and DuckDB on one file: equal to rel 1e-12; the DuckDB document."""
    memory = run(capsys, str(path), "--engine", "memory", *args)
    duck = run(capsys, str(path), "--engine", "duckdb", *args)
    assert memory.pop("engine")["name"] == "memory"
    assert duck.pop("engine")["name"] == "duckdb"
    assert_same_numbers(memory, duck)
    return duck


@pytest.mark.parametrize("annotators", [2, 4])
def test_long_csv_with_gaps_and_strata(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       annotators: int) -> None:
    """Text labels (first-seen order), missing rows and blank labels, --by channel."""
    path = tmp_path / "long.csv"
    judgments(1, 120, annotators, ["neg", "pos", "neu"]).to_csv(path, index=False)
    doc = both(capsys, path, "--by", "channel")
    assert len(doc["annotators"]) == annotators
    assert {s["value"] for s in doc["by"]["pairs"][0]["strata"]} == {"web", "app", "mail"}


def test_wide_csv_with_gaps_and_strata(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    """One column per annotator; blank cells are missing; weighted and ordinal options."""
    path = tmp_path / "wide.csv"
    wide(judgments(2, 150, 3, ["1", "2", "3", "4"])).to_csv(path, index=False)
    doc = both(capsys, path, "--by", "channel", "--weights", "quadratic", "--level", "ordinal")
    assert doc["labels"] == ["1", "2", "3", "4"]
    assert doc["overall"]["n_annotators"] == 3


def test_long_parquet_part_folder_and_glob(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """A Parquet file, and the same rows split into parts (a folder, a glob): all equal."""
    frame = judgments(3, 200, 5, ["b", "a", "c"])
    whole = tmp_path / "all.parquet"
    frame.to_parquet(whole, index=False)
    memory = run(capsys, str(whole), "--engine", "memory", "--by", "channel")
    parts = tmp_path / "parts"
    parts.mkdir()
    for n, start in enumerate(range(0, len(frame), 400)):
        frame.iloc[start:start + 400].to_parquet(parts / f"part-{n}.parquet", index=False)
    for source in (whole, parts, parts / "part-*.parquet"):
        duck = run(capsys, str(source), "--engine", "duckdb", "--by", "channel")
        memory.pop("engine", None)
        duck.pop("engine")
        duck["file"] = memory["file"]
        assert_same_numbers(memory, duck)


def test_blank_forms_of_annotators_and_labels(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """Blanks written in several ways (empty, spaces, tab, line break) in the annotator and
    the label columns: the engine groups by the forms in the file and makes them NULL once
    per form; the rows and labels counted equal the in-memory reader's."""
    frame = judgments(6, 90, 4, ["x", "y", "z"])
    rng = np.random.default_rng(6)
    blanks = np.array(["", " ", "\t", " \n ", "\r"], dtype=object)
    label_at = rng.random(len(frame)) < 0.1
    frame.loc[label_at, "label"] = blanks[rng.integers(0, 5, int(label_at.sum()))]
    annotator_at = rng.random(len(frame)) < 0.03
    frame.loc[annotator_at, "annotator"] = blanks[rng.integers(0, 5, int(annotator_at.sum()))]
    path = tmp_path / "blanks.parquet"
    frame.to_parquet(path, index=False)
    doc = both(capsys, path, "--by", "channel")
    assert len(doc["annotators"]) == 4


def test_numeric_labels_and_declared_labels(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Integer labels in Parquet sort numerically; --labels declares an unused category."""
    frame = judgments(4, 100, 3, ["10", "2", "7"])
    frame["label"] = pd.to_numeric(frame["label"]).astype("Int64")
    path = tmp_path / "numbers.parquet"
    frame.to_parquet(path, index=False)
    assert both(capsys, path)["labels"] == ["2", "7", "10"]
    doc = both(capsys, path, "--labels", "2", "7", "10", "99")
    assert doc["labels"] == ["2", "7", "10", "99"]


def test_two_rater_bootstrap_is_the_same_multinomial_draw(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--ci bootstrap: the pair's resamples come from its table, so both engines agree; the
    DuckDB output says the many-rater block keeps its analytic interval."""
    path = tmp_path / "long.csv"
    judgments(5, 80, 3, ["x", "y"]).to_csv(path, index=False)
    memory = run(capsys, str(path), "--engine", "memory", "--ci", "bootstrap",
                 "--resamples", "300")
    duck = run(capsys, str(path), "--engine", "duckdb", "--ci", "bootstrap",
               "--resamples", "300")
    assert "per-unit data" in duck.pop("engine")["note"]
    memory.pop("engine")
    assert_same_numbers(memory, duck)


def test_text_output_names_the_engine(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """auto: memory for a small file, DuckDB above the size (each named, with why)."""
    path = tmp_path / "long.csv"
    judgments(6, 30, 2, ["x", "y"]).to_csv(path, index=False)
    assert main(["agree", str(path)]) == 0
    assert "Engine: memory (input of at most" in capsys.readouterr().out
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    doc = run(capsys, str(path))
    assert doc["engine"]["name"] == "duckdb"
    assert "above" in doc["engine"]["why"]
    folder = tmp_path / "parts"
    folder.mkdir()
    judgments(6, 30, 2, ["x", "y"]).to_parquet(folder / "part-0.parquet", index=False)
    args = agree_engine.argparse.Namespace(table=False, engine="auto", file=str(folder))
    assert agree_engine.choose_engine(args).name == "memory"  # a folder never switches


def test_repeated_judgment_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    """A second judgment of one item by one annotator: an input error naming both."""
    path = tmp_path / "repeat.csv"
    path.write_text("item,annotator,label\n1,a,x\n1,b,x\n1,a,y\n2,a,x\n2,b,y\n",
                    encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb"]) == 2
    err = capsys.readouterr().err
    assert "'1 / a' is judged twice" in err
    assert "one judgment per item and annotator" in err


@pytest.mark.parametrize("second", ["x", "", "y"])
def test_repeated_judgment_with_the_same_label_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], second: str) -> None:
    """The repeat gives the label again (or a blank): the items' label vectors cannot show
    it (the same bits ORed twice), the count of judgments against the filled fields does."""
    path = tmp_path / "repeat.csv"
    path.write_text(f"item,annotator,label\n1,a,x\n1,b,x\n2,a,x\n2,b,y\n2,b,{second}\n",
                    encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb"]) == 2
    assert "'2 / b' is judged twice" in capsys.readouterr().err


def test_multilabel_and_unknown_labels_are_refused(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Label sets need the memory engine; a label outside --labels is named."""
    path = tmp_path / "sets.csv"
    path.write_text("item,annotator,label\n1,a,x;y\n1,b,x\n2,a,y\n2,b,y\n", encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb"]) == 2
    assert "several labels" in capsys.readouterr().err
    path.write_text("item,annotator,label\n1,a,x\n1,b,z\n2,a,y\n2,b,y\n", encoding="utf-8")
    assert main(["agree", str(path), "--engine", "duckdb", "--labels", "x", "y"]) == 2
    assert "labels not in the schema: 'z'" in capsys.readouterr().err


@pytest.mark.parametrize("gram", ["summed", "cut each batch", "bincount"])
def test_items_split_across_batches(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch, gram: str) -> None:
    """Tiny Arrow batches (items carried over a boundary), with the Gram products summed
    over the batches, cut into pair tables each batch (no room to keep them), or the
    bincount per pair: the same numbers, strata included."""
    from adjudicator.engines.duckdb import stream as duckdb_stream
    from adjudicator.engines.duckdb import words as duckdb_words

    monkeypatch.setattr(duckdb_stream, "BATCH_ROWS", 7)
    monkeypatch.setattr(duckdb_words, "MIN_BATCH_ROWS", 7)
    monkeypatch.setattr(duckdb_words, "MAX_BATCH_ROWS", 7)
    monkeypatch.setattr(duckdb_stream, "MERGE_PARTS", 3)  # the unit rows merged on the way
    if gram == "cut each batch":
        monkeypatch.setattr(duckdb_stream, "MAX_GRAM_BYTES", 0)
    if gram == "bincount":
        monkeypatch.setattr(duckdb_stream, "MAX_GRAM", 1)
    path = tmp_path / "long.csv"
    judgments(8, 60, 4, ["a", "b", "c"]).to_csv(path, index=False)
    both(capsys, path, "--by", "channel")


@pytest.mark.parametrize("count", ["pair by pair", "gram"])
def test_crowd_design_with_few_judgments_per_item(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   count: str) -> None:
    """Many annotators, each item judged by two to five of them (some items by one): the
    pairs counted one by one and the Gram product give the in-memory numbers, strata and
    items split across small batches included."""
    from adjudicator.engines.duckdb import words as duckdb_words

    monkeypatch.setattr(duckdb_words, "SPARSE_COST", 0 if count == "pair by pair" else 10**9)
    monkeypatch.setattr(duckdb_words, "MIN_BATCH_ROWS", 13)
    monkeypatch.setattr(duckdb_words, "MAX_BATCH_ROWS", 13)
    rng = np.random.default_rng(9)
    rows = []
    for i in range(160):
        truth = int(rng.integers(0, 3))
        for a in rng.choice(30, size=int(rng.integers(1, 6)), replace=False):
            label = truth if rng.random() < 0.7 else int(rng.integers(0, 3))
            rows.append((f"q{i}", f"w{a:02d}", "" if rng.random() < 0.04 else "xyz"[label],
                         ["web", "app"][i % 2]))
    frame = pd.DataFrame(rows, columns=["item", "annotator", "label", "channel"])
    path = tmp_path / "crowd.parquet"
    frame.sample(frac=1.0, random_state=9).to_parquet(path, index=False)
    doc = both(capsys, path, "--by", "channel")
    assert len(doc["annotators"]) == 30


def test_progress_step_names_are_translated(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A DuckDB step's progress line is shown in the language asked for, step name included."""
    from adjudicator.commands.agreement import agree_engine
    from adjudicator.commands.common.say import speaking

    clock = iter([0.0, 2.0])
    monkeypatch.setattr(agree_engine.time, "monotonic", lambda: next(clock))
    progress = agree_engine.StderrProgress()
    with speaking("zh_CN"):
        progress("reading the decided items", 0.0)
        progress("reading the decided items", 0.5)
    assert "正在读取已裁决的条目" in capsys.readouterr().err
