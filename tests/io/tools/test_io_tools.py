"""Real annotation-tool exports are recognised and read with their tool's meaning."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.checking.text import render

TOOLS = Path(__file__).parents[2] / "data" / "io" / "tools"
POTATO = Path(__file__).parents[2] / "data" / "io" / "potato"
PRODIGY = TOOLS / "prodigy_presto_slice.jsonl"


def test_label_studio_two_annotators_on_one_task() -> None:
    """Task 1 of the bbox export has annotations by users 2 and 1; region labels form sets."""
    d = load_dataset(TOOLS / "ls_export_bbox_2annotators_same_task.json")
    assert d.report.tool == "label_studio"
    assert d.ratings.annotators == ("2", "1")
    assert d.ratings.items == ("1", "2")
    assert d.report.coverage == {1: 1, 2: 1}
    assert any("region labels" in n for n in d.report.notes)


def test_label_studio_choices_and_email_annotator() -> None:
    """A choices result is the label; completed_by as an object gives the e-mail."""
    d = load_dataset(TOOLS / "ls_export_with_history.json")
    assert d.ratings.labels == ("Positive",)
    assert d.ratings.annotators == ("sergei@heartex.e2e",)
    assert d.text_column == "text"


def test_label_studio_cancelled_annotation_is_skipped(tmp_path: Path) -> None:
    """was_cancelled annotations are skipped and listed."""
    tasks = json.loads((TOOLS / "ls_export_with_history.json").read_text(encoding="utf-8"))
    extra = dict(tasks[0]["annotations"][0], completed_by=15, was_cancelled=True)
    tasks[0]["annotations"].append(extra)
    path = tmp_path / "ls.json"
    path.write_text(json.dumps(tasks), encoding="utf-8")
    rep = load_dataset(path).report
    assert [s.reason for s in rep.skipped] == ["cancelled annotation (by 15)"]
    assert "cancelled annotation: 1 (rows 1)" in render(rep)


def test_prodigy_items_annotators_and_defaults() -> None:
    """_input_hash = item, _annotator_id = annotator; empty accepts counted as missing."""
    d = load_dataset(PRODIGY)
    rep = d.report
    assert rep.tool == "prodigy"
    assert len(rep.annotators) == 3
    assert set(d.ratings.labels) == {"distorsión", "no distorsión"}
    assert any("3 accepted answer(s) with no option chosen were read as missing" in n
               for n in rep.notes)
    assert rep.coverage[2] == 3
    assert len(rep.duplicate_ids) == 6


def test_prodigy_empty_accept_as_label() -> None:
    """prodigy_empty_accept='label' turns the empty choice into '(none)', counted."""
    d = load_dataset(PRODIGY, options=ImportOptions(prodigy_empty_accept="label"))
    assert "(none)" in d.ratings.labels
    assert sum(c.get("(none)", 0) for c in d.report.counts.values()) == 3


@pytest.mark.parametrize(("rule", "label"), [("missing", None), ("keep", "a"),
                                             ("label", "reject")])
def test_prodigy_reject_rules(tmp_path: Path, rule: str, label: str | None) -> None:
    """A rejected choice answer follows the chosen rule and is counted in the notes."""
    lines = [{"_input_hash": 1, "_annotator_id": "x", "answer": "reject", "accept": ["a"],
              "options": [{"id": "a"}]},
             {"_input_hash": 1, "_annotator_id": "y", "answer": "accept", "accept": ["a"],
              "options": [{"id": "a"}]},
             {"_input_hash": 2, "_annotator_id": "y", "answer": "ignore", "accept": []}]
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    d = load_dataset(path, options=ImportOptions(prodigy_reject=rule))  # type: ignore[arg-type]
    code = d.ratings.codes[0, 0]
    assert (d.ratings.labels[code] if code >= 0 else None) == label
    assert any("1 rejected answer(s)" in n for n in d.report.notes)
    assert [s.reason for s in d.report.skipped] == ["answer 'ignore'"]


def test_doccano_v1_classification() -> None:
    """doccano v1: label_name and user_name of each annotation."""
    d = load_dataset(TOOLS / "doccano_v1_export_text_classification.jsonl")
    assert d.report.tool == "doccano"
    assert d.ratings.annotators == ("user1",)
    assert d.ratings.labels == ("negative", "positive")


@pytest.mark.parametrize("name", ["doccano_v1.5plus_export_sequence_labeling.jsonl",
                                  "doccano_v1_export_sequence_labeling.jsonl"])
def test_doccano_spans_are_refused_as_spans(name: str) -> None:
    """doccano sequence labelling ([start, end, TAG] or start_offset) is refused, saying spans."""
    with pytest.raises(InputError, match="span annotations") as err:
        load_dataset(TOOLS / name)
    assert err.value.row == 1


def test_doccano_one_file_per_user_folder(tmp_path: Path) -> None:
    """A folder of doccano per-user files is joined by item id."""
    for user, labels in (("alice", ["pos", "neg"]), ("bob", ["pos", "pos"])):
        rows = [{"id": i, "text": f"t{i}", "label": [lab]} for i, lab in enumerate(labels)]
        (tmp_path / f"{user}.jsonl").write_text("\n".join(json.dumps(r) for r in rows))
    d = load_dataset(tmp_path)
    assert d.ratings.annotators == ("alice", "bob")
    assert d.ratings.codes.tolist() == [[0, 0], [1, 0]]


def test_figure_eight_full_report() -> None:
    """_unit_id x _worker_id, answer column found, multi-choice answers as sets."""
    d = load_dataset(TOOLS / "relex_full_report.csv")
    rep = d.report
    assert rep.tool == "figure_eight"
    assert rep.items == 10
    assert len(rep.annotators) == 67
    assert rep.coverage == {15: 10}
    assert any("answer column 'relations'" in n for n in rep.notes)
    assert rep.multi_label_separator == "\n"
    with open(TOOLS / "relex_full_report.csv", encoding="utf-8", newline="") as stream:
        answers = [row["relations"] for row in csv.DictReader(stream)]
    assert rep.multi_label_cells == sum("\n" in a for a in answers) > 0
    assert d.text_column == "sentence"


def test_figure_eight_exclude_tainted(tmp_path: Path) -> None:
    """Tainted judgments are dropped on request and listed by row."""
    text = (TOOLS / "relex_full_report.csv").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    lines[1] = lines[1].replace(",false,", ",true,", 1)
    path = tmp_path / "f8.csv"
    path.write_text("".join(lines), encoding="utf-8")
    rep = load_dataset(path, options=ImportOptions(exclude_tainted=True)).report
    assert [(s.row, s.reason) for s in rep.skipped] == [(2, "judgment flagged _tainted")]


def test_potato_user_folders() -> None:
    """annotation_output/<user>/annotated_instances.jsonl: one annotator per folder."""
    d = load_dataset(POTATO / "annotation_output")
    assert d.report.tool == "potato"
    assert d.ratings.annotators == ("alice", "bob", "carol")
    assert d.ratings.labels == ("负面", "正面", "中性")
    assert d.report.coverage == {2: 1, 3: 4}
    assert d.frame.loc["q1", "text"] == "快递三天还没到，太慢了"


def test_potato_scheme_choice() -> None:
    """Another annotation scheme can be chosen."""
    d = load_dataset(POTATO / "annotation_output", options=ImportOptions(tool_question="topics"))
    assert d.ratings.labels == ("物流",)


def test_potato_combined_tsv_matches_folders() -> None:
    """The combined TSV gives the same codes as the per-user files."""
    a = load_dataset(POTATO / "annotation_output").ratings
    b = load_dataset(POTATO / "annotated_instances.tsv").ratings
    assert b.annotators == a.annotators
    assert b.items == a.items
    assert [[b.labels[c] if c >= 0 else None for c in row] for row in b.codes.tolist()] == [
        [a.labels[c] if c >= 0 else None for c in row] for row in a.codes.tolist()]


def test_folder_with_one_file_is_an_error(tmp_path: Path) -> None:
    """A folder with a single file is not a per-annotator set."""
    (tmp_path / "a.csv").write_text("id,label\n1,x\n")
    with pytest.raises(InputError, match="fewer than two label files"):
        load_dataset(tmp_path)


def test_per_annotator_csv_files_joined_by_id(tmp_path: Path) -> None:
    """One CSV per annotator (id, label) is joined by id; the file name is the annotator."""
    (tmp_path / "王芳.csv").write_text("id,标签\n1,投诉\n2,退款\n3,咨询\n", encoding="utf-8")
    (tmp_path / "李强.csv").write_text("id,标签\n2,退款\n3,其他\n4,投诉\n", encoding="gb18030")
    d = load_dataset(tmp_path)
    assert set(d.ratings.annotators) == {"王芳", "李强"}
    assert d.report.coverage == {1: 2, 2: 2}
