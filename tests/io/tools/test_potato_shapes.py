"""Potato outputs whose shape the reader did not expect are refused with the annotator's file,
the line, the field and what was expected (issue 29), never a traceback or a label that is a
Python repr.

The well-formed bases: the per-user ``annotated_instances.jsonl`` and the combined TSV under
tests/data/io/potato (written in the layout davidjurgens/potato documents for
``annotation_output``), and the Potato 2.x ``user_state.json`` files under
tests/data/io/tools/potato2 (davidjurgens/potato @ f5ed5d48
examples/advanced/dataset-publishing/seed_annotations, unmodified); see tests/data/README.md.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

Record = dict[str, Any]
DATA = Path(__file__).parents[2] / "data" / "io"


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def _folder(tmp_path: Path) -> Path:
    """A copy of the three annotators' folder."""
    folder = tmp_path / "annotation_output"
    shutil.copytree(DATA / "potato" / "annotation_output", folder)
    return folder


def _change_line(folder: Path, user: str, line: int, change: Callable[[Record], None]) -> None:
    path = folder / user / "annotated_instances.jsonl"
    records = [json.loads(x) for x in path.read_text("utf-8").splitlines() if x.strip()]
    change(records[line - 1])
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records) + "\n",
                    encoding="utf-8")


def _put(key: str, value: object) -> Callable[[Record], None]:
    def change(record: Record) -> None:
        target = record
        *parents, last = key.split("/")
        for k in parents:
            target = target[k]
        target[last] = value
    return change


def _drop(key: str) -> Callable[[Record], None]:
    return lambda record: record.pop(key)


LINES = [
    ("annotations_a_list", _put("label_annotations", ["负面"]), "label_annotations",
     "is a list holding the text '负面'", "an object"),
    ("annotations_a_string", _put("label_annotations", "负面"), "label_annotations",
     "is the text '负面'", "an object"),
    ("scheme_a_list", _put("label_annotations/sentiment", ["负面"]),
     "label_annotations.sentiment", "is a list", "an object of the scheme's labels"),
    ("scheme_a_string", _put("label_annotations/sentiment", "负面"),
     "label_annotations.sentiment", "is the text '负面'", "an object of the scheme's labels"),
    ("id_missing", _drop("id"), "id", "is missing", "the instance's id"),
    ("id_null", _put("id", None), "id", "is empty", "the instance's id"),
    ("id_an_object", _put("id", {"q": 3}), "id", "is an object", "the instance's id"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in LINES], ids=[case[0] for case in LINES])
def test_user_file_odd_shape_is_located(change: Callable[[Record], None], field: str,
                                        found: str, expected: str, tmp_path: Path) -> None:
    """bob's third line changed: his file, line 3, the field and what was expected (a list or
    a text where an object was expected gave AttributeError; a missing id was item None)."""
    folder = _folder(tmp_path)
    _change_line(folder, "bob", 3, change)
    error = _refused(folder)
    assert error.file == "bob/annotated_instances.jsonl"
    assert error.row == 3
    assert f"record 3: {field} {found}" in str(error)
    assert expected in str(error)


def test_a_line_that_is_not_an_object_names_the_annotator(tmp_path: Path) -> None:
    """A line that is a JSON list: the annotator's file is named, not only its file name."""
    folder = _folder(tmp_path)
    path = folder / "carol" / "annotated_instances.jsonl"
    path.write_text(path.read_text("utf-8") + '["q9", "负面"]\n', encoding="utf-8")
    error = _refused(folder)
    assert error.file == "carol/annotated_instances.jsonl"
    assert "is not a JSON object" in str(error)


def test_the_folder_still_reads(tmp_path: Path) -> None:
    """The unchanged copy: three annotators, their sentiment labels."""
    data = load_dataset(_folder(tmp_path))
    assert data.ratings.annotators == ("alice", "bob", "carol")
    assert set(data.ratings.labels) <= {"正面", "负面", "中性"}


def test_combined_tsv_row_without_its_user_is_located(tmp_path: Path) -> None:
    """A combined TSV row whose user cell is empty: its row and column, not annotator None."""
    lines = (DATA / "potato" / "annotated_instances.tsv").read_text("utf-8").splitlines()
    lines[2] = "\t" + lines[2].split("\t", 1)[1]
    path = tmp_path / "annotated_instances.tsv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    error = _refused(path)
    assert error.row == 3
    assert error.column == "user"
    assert "the user cell of this row is empty" in str(error)


def _state(tmp_path: Path, change: Callable[[Record], None]) -> Path:
    src = DATA / "tools" / "potato2" / "annotation_output" / "alice" / "user_state.json"
    state = json.loads(src.read_text("utf-8"))
    change(state)
    path = tmp_path / "user_state.json"
    path.write_text(json.dumps(state, ensure_ascii=False), encoding="utf-8")
    return path


LABELS = "instance_id_to_label_to_value"
STATES = [
    ("labels_a_list", _put(LABELS, ["r1"]), LABELS, "is a list holding the text 'r1'",
     "an object"),
    ("instance_a_string", _put(f"{LABELS}/r1", "positive"), f"{LABELS}.r1",
     "is the text 'positive'", "a list of [label, value] pairs"),
    ("pair_without_its_label_object", _put(f"{LABELS}/r1", [["positive", "true"]]),
     f"{LABELS}.r1[0]", "is a list holding the text 'positive'", "a pair [label, value]"),
    ("label_without_schema", _put(f"{LABELS}/r1", [[{"name": "positive"}, "true"]]),
     f"{LABELS}.r1[0][0].schema", "is missing", "the name of the annotation scheme"),
    ("label_name_an_object", _put(f"{LABELS}/r1", [[{"schema": "sentiment",
                                                      "name": {"x": 1}}, "true"]]),
     f"{LABELS}.r1[0][0].name", "is an object", "a label (text)"),
    ("user_id_missing", _drop("user_id"), "user_id", "is missing", "the annotator's user id"),
    ("user_id_null", _put("user_id", None), "user_id", "is empty", "the annotator's user id"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in STATES], ids=[case[0] for case in STATES])
def test_user_state_odd_shape_is_located(change: Callable[[Record], None], field: str,
                                         found: str, expected: str, tmp_path: Path) -> None:
    """A 2.x user_state.json opened alone: the label {'x': 1} was read as its repr, an odd
    instance passed over, a state without user_id read as a table of its own fields."""
    error = _refused(_state(tmp_path, change))
    assert error.row == 1
    assert f"record 1: {field} {found}" in str(error)
    assert expected in str(error)


def test_user_state_still_reads(tmp_path: Path) -> None:
    """The unchanged state: alice's six instances, scheme sentiment first."""
    data = load_dataset(_state(tmp_path, lambda state: None))
    assert data.ratings.annotators == ("alice",)
    assert len(data.ratings.items) == 6
    assert set(data.ratings.labels) == {"positive", "negative", "neutral"}


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", "第 3 条记录：label_annotations.sentiment 是文本"),
    ("zh_TW", "第 3 筆記錄：label_annotations.sentiment 是文字"),
])
def test_potato_shape_said_in_chinese(lang: str, words: str, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal through `agree --lang`: exit 2, the expectation in the language asked."""
    from adjudicator.cli import main

    folder = _folder(tmp_path)
    _change_line(folder, "bob", 3, _put("label_annotations/sentiment", "负面"))
    assert main(["agree", str(folder), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "an object of the scheme's labels" not in err
