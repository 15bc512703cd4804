"""The export's status column says how each final label came: unanimous (the policy in
force), a decision, the lead's acceptance of a single annotator's label, a declared k-of-n
policy, or none (unresolved, single annotator); the manifest counts them apart."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.exporting.export import write_export

# a long file as Label Studio / Potato exports are read: items 3 and 5 have one judgment
LONG = [["item", "annotator", "label"],
        ["1", "a", "pos"], ["1", "b", "pos"], ["1", "c", "pos"],
        ["2", "a", "pos"], ["2", "b", "neg"],
        ["3", "a", "neg"],
        ["4", "a", "pos"], ["4", "b", "pos"], ["4", "c", "neg"],
        ["5", "c", "neg"]]


def _project(tmp_path: Path) -> tuple[Dataset, AdjudicationState]:
    path = tmp_path / "long.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows(LONG)
    dataset = load_dataset(path)
    return dataset, AdjudicationState(dataset.ratings, sink=MemorySink(), author="lead")


def _rows(path: Path) -> dict[str, dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as stream:
        return {r["item"]: r for r in csv.DictReader(stream)}


def test_single_judgment_items_are_exported_without_a_final_label(tmp_path: Path) -> None:
    """Items one annotator judged are "single annotator" with an empty final label."""
    dataset, state = _project(tmp_path)
    paths = write_export(dataset, state, tmp_path / "out.csv")
    rows = _rows(paths.data)
    assert {i: r["status"] for i, r in rows.items()} == {
        "1": "unanimous", "2": "unresolved", "3": "single annotator", "4": "unresolved",
        "5": "single annotator"}
    assert rows["3"]["final_label"] == rows["5"]["final_label"] == ""
    manifest = json.loads(paths.manifest.read_text(encoding="utf-8"))
    assert manifest["counts"]["single annotator"] == 2
    assert manifest["counts"]["unanimous"] == 1
    assert manifest["auto_accept_policy"] == {"policy": "unanimous", "declared_in_event": None}


def test_accepted_single_items_and_a_policy_are_named_in_the_status(tmp_path: Path) -> None:
    """An accepted single label and a 2/3 policy's label say so in the status column, in CSV
    and in JSONL (the pandas path)."""
    dataset, state = _project(tmp_path)
    state.accept(["3"])
    state.set_policy(AcceptPolicy("majority", 2, 3))
    for name in ("out.csv", "out.jsonl"):
        paths = write_export(dataset, state, tmp_path / name)
        if name.endswith(".csv"):
            rows = _rows(paths.data)
        else:
            lines = paths.data.read_text(encoding="utf-8").splitlines()
            rows = {str(r["item"]): r for r in map(json.loads, lines)}
        assert rows["3"]["status"] == "single annotator accepted"
        assert rows["3"]["final_label"] == "neg"
        assert rows["4"]["status"] == "accepted by 2/3 policy"
        assert rows["4"]["final_label"] == "pos"
        assert rows["2"]["status"] == "unresolved"  # 1 against 1: no 2 of 3
        assert rows["5"]["status"] == "single annotator"
        manifest = json.loads(paths.manifest.read_text(encoding="utf-8"))
        assert manifest["auto_accept_policy"] == {"policy": "2/3", "declared_in_event": 2}
        assert manifest["counts"]["accepted by 2/3 policy"] == 1
        assert manifest["counts"]["single annotator accepted"] == 1
