"""The rules of the reading on small tables shaped like each failure of issue 29: metadata and
gold beside numbered annotators, no id column, a long table with its own column names, cells
that are not labels, and two close readings asked on the command line (exit 2)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.inference.ambiguity import AmbiguousReading

LABELS = ("entailment", "neutral", "contradiction")


def _nli_jsonl(path: Path, n: int = 120) -> Path:
    """level/genre metadata, sentence1/sentence2, the gold ``label`` and label0..label4."""
    rng = random.Random(29)
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            gold = rng.choice(LABELS)
            row = {"level": rng.choice(["easy", "medium", "hard"]),
                   "sentence1": f"第{i}句前提，说的是一件很长很长的事情，各不相同。",
                   "sentence2": f"第{i}句假设，也说了另一件事，内容各不相同。",
                   "label": gold, "genre": rng.choice(["gov", "news", "lit", "tv"]),
                   "id": i}
            for k in range(5):
                row[f"label{k}"] = gold if rng.random() < 0.7 else rng.choice(LABELS)
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


def test_metadata_and_gold_are_not_annotators(tmp_path: Path) -> None:
    """label0..label4 are the annotators; level and genre item fields; label the gold;
    both sentences text; every choice said in the report."""
    data = load_dataset(_nli_jsonl(tmp_path / "nli.jsonl"))
    assert data.ratings.annotators == tuple(f"label{k}" for k in range(5))
    assert data.gold_column == "label"
    assert data.stratum_columns == ["level", "genre"]
    assert data.text_columns == ["sentence1", "sentence2"]
    assert data.reading.line() == ("5 annotators (label0…label4); item fields: level, genre; "
                                   "gold: label; text: sentence1, sentence2; id: id")
    notes = " | ".join(map(str, data.report.notes))
    assert "annotators: label0, label1, label2, label3, label4: 5 columns" in notes
    assert "gold: label: named as a reference" in notes
    assert "label" in data.frame.columns  # carried as an item column


def test_no_id_column_makes_the_row_the_item(tmp_path: Path) -> None:
    """R irr's shape (one column per rater, one row per subject): every row is an item."""
    rng = random.Random(1)
    path = tmp_path / "irr.csv"
    rows = ["rater1,rater2,rater3"] + [",".join(str(rng.randint(1, 5)) for _ in range(3))
                                       for _ in range(227)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("rater1", "rater2", "rater3")
    assert len(data.ratings.items) == 227
    assert data.reading.id_column is None
    assert any("each row is an item" in str(n) for n in data.report.notes)


def test_row_numbers_can_be_forced(tmp_path: Path) -> None:
    """``--id ROW`` reads an id-looking first column as an annotator and rows as items."""
    path = tmp_path / "w.csv"
    path.write_text("a,b\nx,x\ny,x\nz,z\n", encoding="utf-8")
    data = load_dataset(path, id_column="ROW")
    assert data.ratings.annotators == ("a", "b")
    assert len(data.ratings.items) == 3


def test_long_table_with_its_own_column_names(tmp_path: Path) -> None:
    """patient, clinician, severity: long by structure, whatever the names."""
    rng = random.Random(7)
    lines = ["patient,clinician,severity"]
    for p in range(40):
        truth = rng.randint(1, 4)
        for c in range(1, 6):
            lines.append(f"{p + 100},{c},{truth if rng.random() < 0.7 else rng.randint(1, 4)}")
    path = tmp_path / "ds.csv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.reading.layout == "long"
    assert data.ratings.annotators == ("1", "2", "3", "4", "5")
    assert len(data.ratings.items) == 40
    assert any("long layout: 'patient' repeats" in str(n) for n in data.report.notes)


def test_cells_of_json_objects_are_never_annotators(tmp_path: Path) -> None:
    """A column of JSON objects (a tool's metadata) is named as not labels."""
    path = tmp_path / "m.csv"
    rows = ["id,meta,a,b"] + [f'{i},"{{""k"": {i}}}",x,{"xy"[i % 2]}' for i in range(20)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("a", "b")
    assert any("not labels: meta" in str(n) for n in data.report.notes)


def _two_groups(path: Path) -> Path:
    rng = random.Random(3)
    rows = ["id,q1_a,q1_b,q2_a,q2_b"]
    for i in range(60):
        rows.append(f"{i},{rng.choice('xyz')},{rng.choice('xyz')},{rng.randint(1, 3)},"
                    f"{rng.randint(1, 3)}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_two_close_readings_are_asked(tmp_path: Path) -> None:
    """Two annotator groups as good as each other: an AmbiguousReading naming both."""
    with pytest.raises(AmbiguousReading) as caught:
        load_dataset(_two_groups(tmp_path / "two.csv"))
    assert [r.annotators for r in caught.value.readings] == [["q1_a", "q1_b"],
                                                             ["q2_a", "q2_b"]]


def test_the_command_line_exits_2_naming_the_options(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """``agree`` on a file with two close readings exits 2 and prints the choosing options;
    with one of them it reads the file."""
    path = _two_groups(tmp_path / "two.csv")
    assert main(["agree", str(path)]) == 2
    err = capsys.readouterr().err
    assert "--annotators q1_a q1_b" in err
    assert "--annotators q2_a q2_b" in err
    assert main(["agree", str(path), "--annotators", "q2_a", "q2_b"]) == 0


def test_label_set_columns_combined_many_ways_are_annotators(tmp_path: Path) -> None:
    """A small file whose third annotator combined five labels in nine sets: its sets repeat
    less than its labels do, yet it is an annotator column like the other two, not an item
    column left out of the agreement."""
    sets = ["物流", "售后", "咨询", "其他", "物流;售后", "售后;咨询", "物流;咨询", "咨询;售后",
            "物流;投诉"]
    path = tmp_path / "tickets.csv"
    rows = ["id,ann_a,ann_b,ann_c"]
    for i in range(16):
        a = sets[i % 4]
        rows.append(f"T{i:02d},{a},{a if i % 5 else sets[(i + 1) % 4]},{sets[i % 9]}")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("ann_a", "ann_b", "ann_c")
    assert "投诉" in {label for labels in data.ratings.labels for label in labels.split(";")}


def _clinics(path: Path, *, repeats: int = 1) -> Path:
    """Dawid & Skene's shape: patients numbered 1…45, clinicians 1…5 (their numbers among the
    patients'), severity 1…4, sorted by clinician; the first clinician may rate each patient
    ``repeats`` times."""
    rng = random.Random(1979)
    truth = {p: rng.randint(1, 4) for p in range(1, 46)}
    lines = ["patient,clinician,severity"]
    for c in range(1, 6):
        for p in range(1, 46):
            for _ in range(repeats if c == 1 else 1):
                label = truth[p] if rng.random() < 0.7 else rng.randint(1, 4)
                lines.append(f"{p},{c},{label}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_numbered_items_holding_the_annotators_numbers_are_still_long(tmp_path: Path) -> None:
    """Patients 1…45 include every clinician's number 1…5: the two columns do not share a
    vocabulary (most patients are no clinician), so the table is long, not 'clinician vs
    severity'."""
    data = load_dataset(_clinics(tmp_path / "ds.csv"))
    assert data.reading.layout == "long"
    assert (data.reading.id_column, data.reading.annotator_column,
            data.reading.label_column) == ("patient", "clinician", "severity")
    assert data.ratings.annotators == ("1", "2", "3", "4", "5")
    assert len(data.ratings.items) == 45


def test_repeated_ratings_of_one_clinician_are_named_not_misread(tmp_path: Path) -> None:
    """The first clinician rated every patient three times: still long, and the repeats are a
    problem naming ``--repeats`` (the command line refuses until one is kept)."""
    data = load_dataset(_clinics(tmp_path / "ds.csv", repeats=3))
    assert data.reading.layout == "long"
    assert len(data.ratings.items) == 45
    assert len(data.report.duplicate_ids) == 90
    assert not data.report.usable
    assert any("--repeats" in str(n) for n in data.report.notes)


def test_a_table_whose_only_values_are_objects_is_refused(tmp_path: Path) -> None:
    """A tool's JSON no reader knows (an id, an object and a list of objects per record):
    refused, naming the columns found and what would be read — never 'payload vs votes'."""
    path = tmp_path / "tool.json"
    records = [{"uid": i, "payload": {"text": f"t{i}"}, "votes": [{"who": "a", "what": "x"}]}
               for i in range(10)]
    path.write_text(json.dumps(records), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    text = str(caught.value)
    assert "payload, votes hold JSON objects, lists or comma-joined values" in text
    assert "(uid)" in text
    assert "one row per judgment" in text
    assert "--annotators" in text


def test_annotators_naming_every_column_make_the_rows_the_items(tmp_path: Path) -> None:
    """R irr's shape with ``--annotators`` naming all its columns: the first rater is never
    taken as the id too (it gave 1 item and 19 "duplicate ids")."""
    path = tmp_path / "video.csv"
    rows = ["rater1,rater2,rater3,rater4"] + [f"{3 + i % 3},{4 - i % 2},{3 + i % 2},4"
                                               for i in range(20)]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path, annotators=["rater1", "rater2", "rater3", "rater4"])
    assert data.ratings.annotators == ("rater1", "rater2", "rater3", "rater4")
    assert len(data.ratings.items) == 20
    assert not data.report.duplicate_ids


def test_comma_joined_ids_are_never_labels(tmp_path: Path) -> None:
    """A column of worker ids joined by commas (``w3,w7``) beside three annotators: named
    as not labels and kept out of the annotators, while multi-label words stay labels."""
    rng = random.Random(11)
    rows = ["id,workers,a,b,c"]
    for i in range(40):
        rows.append(f'{i},"w{rng.randint(1, 9)},w{rng.randint(1, 9)}",{rng.choice("xy")},'
                    f'{rng.choice("xy")},{rng.choice("xy")}')
    path = tmp_path / "joined.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("a", "b", "c")
    assert any("not labels: workers" in str(n) for n in data.report.notes)


def test_names_are_said_to_agree_only_when_every_name_does(tmp_path: Path) -> None:
    """Two raters and an unnamed column of their vocabulary: three annotators, and the reason
    does not claim that their names say so (one name does not)."""
    rng = random.Random(5)
    rows = ["id,rater1,rater2,quality"] + [
        f"{i},{rng.choice('abc')},{rng.choice('abc')},{rng.choice('abc')}" for i in range(30)]
    path = tmp_path / "q.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("rater1", "rater2", "quality")
    why = next(str(n) for n in data.report.notes if str(n).startswith("annotators:"))
    assert "3 columns sharing one label vocabulary" in why
    assert "their names say so too" not in why
    named = load_dataset(_nli_jsonl(tmp_path / "nli.jsonl"))
    assert any("their names say so too" in str(n) for n in named.report.notes)


def test_long_table_of_agreeing_annotators_keeps_its_named_roles(tmp_path: Path) -> None:
    """``item, annotator, label`` where the two annotators differ on one item of twenty: the
    labels hardly vary within an item, yet the named columns are items, annotators and labels
    (the annotators were read as 2 items and the items as 20 annotators), and the reason
    says the labels were taken by their name."""
    path = tmp_path / "small.csv"
    rows = ["item,annotator,label"]
    for i in range(20):
        rows += [f"{i},a,{'y' if i % 9 == 0 else 'x'}", f"{i},b,{'y' if i == 9 else 'x'}"]
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    data = load_dataset(path)
    assert data.ratings.annotators == ("a", "b")
    assert len(data.ratings.items) == 20
    notes = " | ".join(map(str, data.report.notes))
    assert "'label' is named as the labels" in notes
