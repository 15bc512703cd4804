"""`adjudicator reannotate`: a blind task file (CSV or Label Studio's import JSON) with its
manifest, written under the export's rules, and the labels read back as a new annotator or as
the next round."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from tests.commands.cmdhelp import write_rows


def _csv(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as stream:
        return list(csv.DictReader(stream))


@pytest.fixture
def three(tmp_path: Path) -> Path:
    """Six items, three annotators, a gold column and a text that looks like a formula."""
    rows = [["id", "text", "gold", "ann_a", "ann_b", "ann_c"],
            ["T1", "fine", "yes", "yes", "yes", "yes"],
            ["T2", "=HYPERLINK(\"x\")", "no", "yes", "no", "yes"],
            ["T3", "plain", "no", "no", "no", "no"],
            ["T4", "mixed", "yes", "yes", "no", "no"],
            ["T5", "odd", "no", "no", "yes", "yes"],
            ["T6", "last", "yes", "yes", "yes", "no"]]
    return write_rows(tmp_path / "labels.csv", rows)


def test_csv_is_blind_and_neutralised(three: Path, tmp_path: Path) -> None:
    """The three least agreed items (all 1/3; ties in item order) are written with id and
    text only: no annotator column and no gold column; a formula-like text starts with a
    quote; an empty label column waits for the new annotator; the manifest lists the items
    with their agreement."""
    out = tmp_path / "tasks.csv"
    assert main(["reannotate", str(three), "--select", "lowest-agreement", "--n", "3",
                 "--out", str(out)]) == 0
    rows = _csv(out)
    assert [r["id"] for r in rows] == ["T2", "T4", "T5"]
    assert set(rows[0]) == {"id", "text", "label"}
    assert rows[0]["text"].startswith("'=")
    assert all(r["label"] == "" for r in rows)
    manifest = json.loads((tmp_path / "tasks.csv.manifest.json").read_text(encoding="utf-8"))
    batch = manifest["reannotation"]
    assert batch["select"] == "lowest-agreement"
    assert [i["item"] for i in batch["items"]] == ["T2", "T4", "T5"]
    assert batch["items"][0]["agreement"] == pytest.approx(1 / 3, abs=1e-6)


def test_label_studio_json_is_its_import_format(three: Path, tmp_path: Path) -> None:
    """Label Studio imports a JSON list of tasks, each an object whose ``data`` object holds
    the fields its labelling config names ($text); the item id travels in the data; no
    label, annotation or prediction goes with it (the new annotator is blind)."""
    out = tmp_path / "tasks.json"
    assert main(["reannotate", str(three), "--select", "audit", "--n", "4", "--seed", "3",
                 "--out", str(out)]) == 0
    tasks = json.loads(out.read_text(encoding="utf-8"))
    assert isinstance(tasks, list)
    assert len(tasks) == 4
    for task in tasks:
        assert set(task) == {"data"}
        data = task["data"]
        assert isinstance(data, dict)
        assert isinstance(data["text"], str)
        assert all(isinstance(v, str | int | float | bool) or v is None for v in data.values())
        assert not {"gold", "ann_a", "ann_b", "ann_c"} & set(data)
    assert [t["data"]["adjudicator_item"] for t in tasks] == \
        [t["data"]["id"] for t in tasks]
    again = tmp_path / "again.json"
    assert main(["reannotate", str(three), "--select", "audit", "--n", "4", "--seed", "3",
                 "--out", str(again)]) == 0
    assert json.loads(again.read_text(encoding="utf-8")) == tasks  # the seed reproduces it


def test_unresolved_leaves_decided_items_out(three: Path, tmp_path: Path) -> None:
    """Disputed items the lead decided are not unresolved; nothing is added to the log."""
    decisions = write_rows(tmp_path / "d.csv", [["item", "label", "rationale"],
                                                ["T2", "no", "guideline 3"]])
    assert main(["decide", str(three), "--from", str(decisions)]) == 0
    log = tmp_path / "labels.adjudication.jsonl"
    before = log.read_bytes()
    out = tmp_path / "open.csv"
    assert main(["reannotate", str(three), "--select", "unresolved", "--out", str(out)]) == 0
    assert [r["id"] for r in _csv(out)] == ["T4", "T5", "T6"]
    assert log.read_bytes() == before


def test_never_replaces_a_file_not_its_own(three: Path, tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """An existing file that is not an earlier output of this project is refused and left as
    it was (the export's rule), unless --force; its own earlier output is replaced; the
    original is never written."""
    foreign = tmp_path / "notes.csv"
    foreign.write_text("mine\n", encoding="utf-8")
    args = ["reannotate", str(three), "--select", "lowest-agreement", "--n", "2"]
    assert main([*args, "--out", str(foreign)]) == 2
    assert "--force" in capsys.readouterr().err
    assert foreign.read_text(encoding="utf-8") == "mine\n"
    assert not (tmp_path / "notes.csv.manifest.json").exists()
    assert main([*args, "--out", str(foreign), "--force"]) == 0
    own = tmp_path / "own.csv"
    assert main([*args, "--out", str(own)]) == 0
    assert main([*args, "--out", str(own)]) == 0
    assert main([*args, "--out", str(three), "--force"]) == 2
    assert three.read_text(encoding="utf-8").startswith("id,text,gold")


def test_unknown_ending_is_refused(three: Path, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    """--out must end in .csv or .json; the error says which."""
    assert main(["reannotate", str(three), "--select", "audit", "--n", "2", "--out",
                 str(tmp_path / "t.xlsx")]) == 2
    assert "TASKS.csv" in capsys.readouterr().err


def _returned_label_studio(tasks: Path, who: str, labels: dict[str, str], out: Path) -> Path:
    """What Label Studio exports after ``who`` labelled the imported tasks: its own task
    ids, the data as imported, and one annotation each with the chosen label."""
    exported = []
    for number, task in enumerate(json.loads(tasks.read_text(encoding="utf-8")), start=901):
        item = task["data"]["adjudicator_item"]
        exported.append({"id": number, "data": task["data"], "annotations": [{
            "id": number * 10, "completed_by": {"id": 7, "email": who},
            "was_cancelled": False,
            "result": [{"from_name": "sentiment", "to_name": "text", "type": "choices",
                        "value": {"choices": [labels[item]]}}]}]})
    out.write_text(json.dumps(exported), encoding="utf-8")
    return out


def _agree(data: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    capsys.readouterr()
    assert main(["agree", str(data), "--format", "json"]) == 0
    doc: dict[str, object] = json.loads(capsys.readouterr().out)
    return doc


def test_walk_new_annotator_and_next_round(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """agree → reannotate → labels returned → read back (a) as a new annotator: the Label
    Studio export dropped into the folder of annotator files joins by the item ids (not
    Label Studio's task ids), and agree counts three annotators; (b) as the next round: the
    two annotators' returned CSVs form a folder the rounds appendix compares with the first
    round, paired over the items both share."""
    from adjudicator.report.analyses.rounds import round_from_file, rounds_section

    first = tmp_path / "round1"
    first.mkdir()
    a = ["yes", "no", "yes", "no", "yes", "no", "yes", "no", "yes", "yes"]
    b = ["yes", "yes", "yes", "no", "no", "no", "yes", "yes", "yes", "no"]
    for name, labels in (("alice", a), ("bob", b)):
        write_rows(first / f"{name}.csv", [["id", "text", "label"]] + [
            [f"T{i}", f"text {i}", lab] for i, lab in enumerate(labels, start=1)])
    assert _agree(first, capsys)["annotators"] == ["alice", "bob"]

    tasks = tmp_path / "tasks.json"
    assert main(["reannotate", str(first), "--select", "lowest-agreement", "--n", "4",
                 "--out", str(tasks), "--log", str(tmp_path / "r1.jsonl")]) == 0
    chosen = [t["data"]["adjudicator_item"] for t in json.loads(tasks.read_text("utf-8"))]
    assert chosen == ["T2", "T5", "T8", "T10"]

    # (a) a new annotator
    carol = {"T2": "no", "T5": "yes", "T8": "no", "T10": "yes"}
    _returned_label_studio(tasks, "carol@example.org", carol, first / "carol.json")
    after = _agree(first, capsys)
    assert after["annotators"] == ["alice", "bob", "carol@example.org"]
    assert after["n_items"] == 10  # joined by the item ids, not Label Studio's task ids
    from adjudicator.io import load_dataset

    ds = load_dataset(first)
    assert len(ds.ratings.annotators) == 3
    assert set(ds.ratings.items) == {f"T{i}" for i in range(1, 11)}
    col = ds.ratings.column("carol@example.org")
    got = {ds.ratings.items[i]: ds.ratings.labels[c] for i, c in enumerate(col) if c >= 0}
    assert got == carol
    (first / "carol.json").unlink()

    # (b) the next round: both annotators label the batch again, as CSV
    sheet = tmp_path / "tasks.csv"
    assert main(["reannotate", str(first), "--select", "lowest-agreement", "--n", "4",
                 "--out", str(sheet), "--log", str(tmp_path / "r1.jsonl")]) == 0
    second = tmp_path / "round2"
    second.mkdir()
    again = {"alice": {"T2": "no", "T5": "yes", "T8": "no", "T10": "yes"},
             "bob": {"T2": "no", "T5": "yes", "T8": "no", "T10": "no"}}
    for name, labels in again.items():
        rows = _csv(sheet)
        write_rows(second / f"{name}.csv", [list(rows[0])] + [
            [*(r[k] for k in rows[0] if k != "label"), labels[r["id"]]] for r in rows])
    section = rounds_section([round_from_file("r1", first), round_from_file("r2", second)])
    r1, r2 = section.rounds
    assert (r1.n_items, r2.n_items, r2.reused) == (10, 4, 4)
    change = section.changes[0]
    assert change.shared == 4
    assert change.dependent
    assert change.difference == pytest.approx(r2.kappa.value - r1.kappa.value, abs=1e-12)
    assert r2.kappa.value == pytest.approx(0.5, abs=1e-12)  # 3 of 4 agree, marginals 3/1, 2/2


def test_json_output_matches_its_schema(three: Path, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """--format json prints only the batch record: valid against the shipped schema, the
    same items and agreement as the manifest; a mistyped agreement fails the schema."""
    import jsonschema

    from adjudicator.commands.schema import load_schema

    out = tmp_path / "tasks.json"
    capsys.readouterr()
    assert main(["reannotate", str(three), "--select", "lowest-agreement", "--n", "2",
                 "--out", str(out), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    schema = load_schema("reannotate")
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(doc, schema, cls=jsonschema.Draft202012Validator)
    assert (doc["schema"], doc["task_format"], doc["n"]) == \
        ("adjudicator.reannotate/1", "label-studio", 2)
    manifest = json.loads((tmp_path / "tasks.json.manifest.json").read_text(encoding="utf-8"))
    assert doc["items"] == manifest["reannotation"]["items"]
    assert [i["item"] for i in doc["items"]] == ["T2", "T4"]
    doc["items"][0]["agreement"] = "low"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(doc, schema, cls=jsonschema.Draft202012Validator)
