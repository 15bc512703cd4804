"""The export carries a score's final value: a ``final_value`` column after ``final_label``
when a decision holds a typed, mean or median value (every item's final value: that value,
else its final label's number), in the Arrow-written CSV and the pandas-written formats alike;
no such column when no decision holds one."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export
from adjudicator.io.exporting.tables import FINAL_COLUMNS

ROWS = [["id", "r1", "r2", "r3"], ["a", "6", "7", "9"], ["b", "2", "2", "2"],
        ["c", "1", "4", "5"], ["d", "3", "8", "8"]]


def _scores(tmp_path: Path) -> tuple[Dataset, AdjudicationState]:
    path = tmp_path / "scores.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(ROWS)
    dataset = load_dataset(path)
    return dataset, AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")


@pytest.mark.parametrize("fmt", ["csv", "jsonl"])
def test_the_final_value_column(tmp_path: Path, fmt: str) -> None:
    dataset, state = _scores(tmp_path)
    state.decide("a", repr(22 / 3), "mean", value=22 / 3, value_from="mean")
    state.decide("c", "4", "median", value=4.0, value_from="median")
    paths = write_export(dataset, state, tmp_path / f"out.{fmt}")
    if fmt == "csv":
        with open(paths.data, encoding="utf-8", newline="") as stream:
            rows = list(csv.DictReader(stream))
        values = [float(r["final_value"]) if r["final_value"] else None for r in rows]
    else:
        rows = [json.loads(line) for line in paths.data.read_text("utf-8").splitlines()]
        values = [r["final_value"] for r in rows]
    names = list(rows[0])
    assert names[names.index("final_label") + 1] == "final_value"
    assert values == [pytest.approx(22 / 3), 2.0, 4.0, None]  # d: unresolved, no value
    assert [r["final_label"] or None for r in rows] == [None, "2", "4", None]
    assert [r["status"] for r in rows][:3] == ["adjudicated", "unanimous", "adjudicated"]


def test_no_value_no_column(tmp_path: Path) -> None:
    dataset, state = _scores(tmp_path)
    state.decide("a", "7", "a label, chosen")
    paths = write_export(dataset, state, tmp_path / "out.csv")
    with open(paths.data, encoding="utf-8", newline="") as stream:
        header = next(csv.reader(stream))
    assert header == ["id", "r1", "r2", "r3", *FINAL_COLUMNS]
