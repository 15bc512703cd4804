"""`report --engine duckdb` builds the same report model as `--engine memory` on the same file
(every number to rel 1e-12), and says so in the parts count tables cannot give."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from adjudicator.cli import main
from adjudicator.commands.reporting import report as report_command
from adjudicator.report.acceptance.counted import NEEDS_ITEMS
from adjudicator.report.rendering.html import render_html
from tests.commands.agreement.test_agree_engine_cli import judgments, wide
from tests.engine_compare import assert_same_numbers

pytest.importorskip("duckdb")

RULES = {"coefficient": "cohen_kappa", "min_value": 0.1, "min_paired_n": 10,
         "key_classes": ["neg"], "min_class": 0.2, "class_measure": "recall",
         "max_unresolved_share": 0.9, "max_unreviewed_share": 0.99}


def plain(value: Any) -> Any:
    """A report model as JSON-like values (dataclasses by field, arrays as lists)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, str | int | float | bool | type(None)):
        return value
    return str(value)


def model(monkeypatch: pytest.MonkeyPatch, path: Path, engine: str, *args: str) -> Any:
    """The model one in-process `report` run writes (the writing itself is not needed)."""
    seen: list[Any] = []
    monkeypatch.setattr(report_command, "write", lambda m, *_: seen.append(m))
    out = path.parent / "report.html"
    status = main(["report", str(path), "--out", str(out), "--engine", engine, "--no-record",
                   *args])
    assert status == {"pass": 0, "none": 0, "fail": 3, "unchecked": 4}[seen[0].verdict.overall]
    return seen[0]


def comparable(m: Any) -> dict[str, Any]:
    """The model's numbers and words, without what names the run (time, log) and the parts
    the count tables cannot give (each listed in ``unavailable``)."""
    doc = plain(m)
    for key in ("reproducibility", "unavailable", "annotator_effects"):
        doc.pop(key)
    doc["missing"].pop("missing_values")
    doc["missing"].pop("uncertain_values")
    return doc  # type: ignore[no-any-return]


def both(monkeypatch: pytest.MonkeyPatch, path: Path, *args: str) -> Any:
    """Memory, then DuckDB on the same file: equal models; the DuckDB one."""
    memory = model(monkeypatch, path, "memory", *args)
    duck = model(monkeypatch, path, "duckdb", *args)
    assert_same_numbers(comparable(memory), comparable(duck))
    return duck


@pytest.mark.parametrize("annotators", [2, 4])
def test_long_csv_with_gaps_strata_and_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             annotators: int) -> None:
    """Gaps and blank labels, --by channel, rules on every kind of value: one model."""
    path = tmp_path / "long.csv"
    judgments(11, 150, annotators, ["neg", "pos", "neu"]).to_csv(path, index=False)
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps(RULES), encoding="utf-8")
    duck = both(monkeypatch, path, "--by", "channel", "--rules", str(rules))
    assert {b.column for b in duck.strata} == {"channel"}
    assert {r.rule for r in duck.verdict.results} >= {"max_unresolved_share", "min_class"}
    assert all(r.passed is not None for r in duck.verdict.results)
    assert duck.adjudication.unanimous > 0
    assert duck.versus_final.annotators[0].n > 0
    if annotators >= 3:  # who pulls agreement down needs the items' labels: said, not guessed
        assert duck.annotator_effects is None
        assert "--engine memory" in duck.unavailable["annotator_effects"]
    else:
        assert "annotator_effects" not in duck.unavailable


def test_wide_parquet_two_by_columns_and_appendices(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Wide Parquet, two --by columns (one pass each), the plan and what-if appendices."""
    frame = wide(judgments(12, 200, 3, ["a", "b", "c"]))
    frame["half"] = np.where(np.arange(len(frame)) % 2 == 0, "even", "odd")
    path = tmp_path / "wide.parquet"
    frame.to_parquet(path, index=False)
    duck = both(monkeypatch, path, "--annotators", "ann0,ann1,ann2", "--by", "channel",
                "--by", "half", "--plan", "0.6", "0.1",
                "--what-if-merge", "a,b", "--what-if-weights", "quadratic")
    assert [b.column for b in duck.strata].count("half") == 3  # one block per pair
    assert set(duck.appendices) == {"planning", "whatif"}


def decide(path: Path, frame: Any, labels: list[str], *args: str) -> list[str]:
    """Two rounds of decisions on the file: eight items (unanimous ones and split ones),
    then two of them decided again (the later decision counts); the decided ids."""
    ids = [str(i) for i in frame.iloc[:, 0].drop_duplicates()[:8]]
    rounds = [[(item, labels[n % len(labels)]) for n, item in enumerate(ids)],
              [(ids[0], labels[1]), (ids[3], labels[0])]]
    for n, decisions in enumerate(rounds):
        sheet = path.parent / f"decisions{n}.csv"
        sheet.write_text("item,label,rationale\n" + "".join(
            f"{item},{label},checked\n" for item, label in decisions), encoding="utf-8")
        assert main(["decide", str(path), "--from", str(sheet), *args]) == 0
    return ids


def test_decisions_counted_from_the_decided_items_long_csv(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A log holding decisions: the engine reads the decided items' labels alone, and the
    adjudication summary, each annotator against the final labels and every rule equal the
    in-memory report's."""
    path = tmp_path / "long.csv"
    frame = judgments(13, 90, 3, ["neg", "pos"])
    frame.to_csv(path, index=False)
    decide(path, frame, ["neg", "pos"])
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps(RULES), encoding="utf-8")
    duck = both(monkeypatch, path, "--by", "channel", "--rules", str(rules))
    assert duck.adjudication.adjudicated == 8
    assert not {"adjudication", "versus_final"} & set(duck.unavailable)
    assert all(r.passed is not None for r in duck.verdict.results)


NUMBER_ID_NAMES = ("--annotators", "ann0,ann1,ann2,ann3")


def decided_wide_number_ids(tmp_path: Path, seed: int, items: int) -> Path:
    """A wide Parquet of four annotators whose ids are numbers, with decisions in its log."""
    frame = wide(judgments(seed, items, 4, ["a", "b", "c"]))
    frame["id"] = frame["id"].str.removeprefix("it").astype("int64")
    path = tmp_path / "wide.parquet"
    frame.to_parquet(path, index=False)
    decide(path, frame, ["a", "b", "c"], *NUMBER_ID_NAMES)
    return path


def test_decisions_counted_on_wide_parquet_with_number_ids(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Wide Parquet whose ids are numbers (the log's ids are cast to the column's type)."""
    path = decided_wide_number_ids(tmp_path, 14, 120)
    duck = both(monkeypatch, path, *NUMBER_ID_NAMES, "--by", "channel")
    assert duck.adjudication.adjudicated == 8
    assert duck.versus_final.annotators[0].n > 0


def test_decisions_without_their_items_are_said_not_guessed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that does not read the decided items' labels (here: told not to): the
    adjudication parts and the rules on them say they need the items (in the report's
    language); the agreement still equals the memory path's."""
    from adjudicator.report.acceptance import counted_decisions
    monkeypatch.setattr(counted_decisions, "DecidedItems", lambda *_: None)
    path = tmp_path / "long.csv"
    frame = judgments(13, 90, 3, ["neg", "pos"])
    frame.to_csv(path, index=False)
    decisions = tmp_path / "decisions.csv"
    decisions.write_text(f"item,label,rationale\n{frame['item'][0]},neg,checked\n",
                         encoding="utf-8")
    assert main(["decide", str(path), "--from", str(decisions)]) == 0
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps(RULES), encoding="utf-8")
    memory = model(monkeypatch, path, "memory", "--rules", str(rules))
    duck = model(monkeypatch, path, "duckdb", "--rules", str(rules))
    assert memory.adjudication.adjudicated == 1
    assert set(duck.unavailable) >= {"adjudication", "versus_final"}
    assert_same_numbers(plain(memory.agreement), plain(duck.agreement))
    checked = {r.rule: r for r in duck.verdict.results}
    assert checked["max_unresolved_share"].passed is None
    assert checked["max_unresolved_share"].reason == NEEDS_ITEMS
    assert checked["min_value"].passed == {r.rule: r for r in memory.verdict.results
                                           }["min_value"].passed
    html = render_html(duck, "zh_CN")
    assert html.count("计数表不保存这些") >= 3  # adjudication, versus final, the rule
    assert 'data-key="adj:' not in html  # no number shown
    assert 'data-key="vf:' not in html
    assert 'data-key="missing:items_with_missing"' in html  # the parts counts do give
    assert "仅对 --by COLUMN 指定的列计算分层 κ" in html  # no --by: the strata part says why


def test_rounds_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--round needs every item's labels: refused with --engine duckdb, nothing written."""
    path = tmp_path / "long.csv"
    judgments(14, 30, 2, ["x", "y"]).to_csv(path, index=False)
    out = tmp_path / "r.html"
    status = main(["report", str(path), "--out", str(out), "--engine", "duckdb",
                   "--round", f"r1={path}"])
    assert status == 2
    assert "--round cannot be used with --engine duckdb" in capsys.readouterr().err
    assert not out.exists()


def test_auto_takes_duckdb_above_the_size_and_names_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """--engine auto (the default): DuckDB above the size, named on stderr with why; the
    log is neither started nor written."""
    from adjudicator.commands.agreement import agree_engine

    path = tmp_path / "long.csv"
    judgments(15, 40, 2, ["x", "y"]).to_csv(path, index=False)
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    out = tmp_path / "r.html"
    assert main(["report", str(path), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "engine: duckdb (input of" in err
    assert "not recorded" in err
    assert 'data-key="adj:unanimous"' in out.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["long.csv", "r.html"]


def test_a_log_of_other_annotators_is_refused(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """The log was started on two annotator columns; the engine, left to find them, finds
    three: refused with the log's names, never a report of other columns."""
    path = tmp_path / "wide.csv"
    frame = wide(judgments(16, 40, 3, ["x", "y"]))
    frame.to_csv(path, index=False)
    out = tmp_path / "r.html"
    assert main(["rules", str(path), "--set", "min_value=0.5",
                 "--annotators", "ann0,ann1"]) == 0  # the log is started by the rules
    capsys.readouterr()
    assert main(["report", str(path), "--out", str(out), "--engine", "duckdb"]) == 2
    err = capsys.readouterr().err
    assert "the annotators differ from those the log was started with" in err
    assert "ann0, ann1" in err


def test_a_decision_on_an_item_the_file_lacks_is_refused_as_in_memory(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A log deciding an id the file does not hold (here appended by hand, chain intact):
    both engines refuse it with the same error, naming the log's line."""
    from adjudicator.store.log import chained_line

    path = tmp_path / "long.csv"
    frame = judgments(13, 90, 3, ["neg", "pos"])
    frame.to_csv(path, index=False)
    decide(path, frame, ["neg", "pos"])
    log = tmp_path / "long.adjudication.jsonl"
    last = json.loads(log.read_bytes().splitlines()[-1])
    record = {k: v for k, v in last.items() if k != "h"} | {"seq": last["seq"] + 1,
                                                           "item": "ghost"}
    with log.open("ab") as out:
        out.write(chained_line(record, last["h"])[0])
    capsys.readouterr()
    errors = []
    for engine in ("memory", "duckdb"):
        assert main(["report", str(path), "--out", str(tmp_path / "r.html"), "--engine",
                     engine, "--no-record"]) == 2
        errors.append([line for line in capsys.readouterr().err.splitlines()
                       if "error" in line])
    assert errors[0] == errors[1]
    assert "unknown item 'ghost'" in errors[0][0]
    assert f"row {record['seq'] + 1}" in errors[0][0]
