"""Tool exports whose shape a reader did not expect are refused with the record, the field and
what was expected — never a traceback, never a silent misreading (issue 29)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset


def _ls(path: Path, annotation: dict[str, object]) -> Path:
    tasks = [{"id": i, "data": {"text": f"第{i}条"}, "annotations": [
        {"completed_by": 1, "result": [{"type": "choices", "from_name": "s", "value":
                                        {"choices": ["正面"]}}]}, annotation]}
             for i in range(3)]
    path.write_text(json.dumps(tasks, ensure_ascii=False), encoding="utf-8")
    return path


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def test_label_studio_choices_as_one_string_is_refused_not_split(tmp_path: Path) -> None:
    """``"choices": "正面"`` is named (record 1, the field, a list expected), not read as 正;面."""
    error = _refused(_ls(tmp_path / "ls.json", {"completed_by": 2, "result": [
        {"type": "choices", "from_name": "s", "value": {"choices": "正面"}}]}))
    assert error.row == 1
    assert "annotations[1].result[0].value.choices" in str(error)
    assert "the text '正面'" in str(error)
    assert "a list of labels" in str(error)


def test_label_studio_result_that_is_not_a_list_is_located(tmp_path: Path) -> None:
    """A result that is a string gave AttributeError before; now the record and field."""
    error = _refused(_ls(tmp_path / "ls.json", {"completed_by": 2, "result": "正面"}))
    assert "annotations[1].result is the text" in str(error)


def test_label_studio_without_completed_by_says_the_field_is_missing(tmp_path: Path) -> None:
    """Without completed_by, whose annotation it was is unknown: said, with the record."""
    error = _refused(_ls(tmp_path / "ls.json", {"result": []}))
    assert "annotations[1].completed_by is missing" in str(error)


def test_doccano_label_that_is_an_object_is_refused(tmp_path: Path) -> None:
    """A doccano label holding an object is never a label (it was read as its repr)."""
    path = tmp_path / "d.jsonl"
    rows = [{"id": i, "text": "t", "label": [{"name": "pos"}]} for i in range(2)]
    path.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    error = _refused(path)
    assert error.row == 1
    assert "label is an object" in str(error)


def test_disaggregated_record_with_uneven_annotations_is_located(tmp_path: Path) -> None:
    """SemEval-2023's comma-joined annotators and annotations must pair up."""
    path = tmp_path / "lewidi.json"
    data = {"1": {"text": "a", "annotators": "Ann1,Ann2", "annotations": "0,1",
                  "hard_label": "1"},
            "2": {"text": "b", "annotators": "Ann1,Ann2,Ann3", "annotations": "0,1",
                  "hard_label": "0"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    error = _refused(path)
    assert "names 3 annotators but holds 2 annotations" in str(error)
    assert error.column == "annotations"


def test_disaggregated_semeval_2023_shape_reads_with_its_gold(tmp_path: Path) -> None:
    """Comma-joined annotators and annotations: one judgment each; hard_label is gold."""
    path = tmp_path / "lewidi.json"
    data = {str(i): {"text": f"text {i}", "annotators": "Ann1,Ann2,Ann3",
                     "annotations": ["0,0,1", "1,1,1", "0,1,0"][i % 3], "hard_label": "0",
                     "soft_label": {"0": 0.5, "1": 0.5}, "lang": "en"} for i in range(9)}
    path.write_text(json.dumps(data), encoding="utf-8")
    d = load_dataset(path)
    assert d.ratings.annotators == ("Ann1", "Ann2", "Ann3")
    assert len(d.ratings.items) == 9
    assert d.gold_column == "hard_label"
    assert "hard_label" not in d.ratings.annotators


def test_label_studio_result_of_texts_names_what_the_list_holds(tmp_path: Path) -> None:
    """A result that is a list of texts says so (not just 'a list')."""
    error = _refused(_ls(tmp_path / "ls.json", {"completed_by": 2, "result": ["正面"]}))
    assert "annotations[1].result is a list holding the text '正面'" in str(error)


def test_label_studio_value_that_is_a_list_is_located(tmp_path: Path) -> None:
    """A value that is a list gave AttributeError before; now the record and the field."""
    error = _refused(_ls(tmp_path / "ls.json", {"completed_by": 2, "result": [
        {"type": "choices", "from_name": "s", "value": ["正面"]}]}))
    assert error.row == 1
    assert "annotations[1].result[0].value is a list holding the text '正面'" in str(error)


def test_json_object_of_objects_on_one_line_is_one_item_a_key(tmp_path: Path) -> None:
    """``{"a": {...}, "b": {...}}`` written on one line (what json.dump gives) is one item per
    key with its annotators — not one item whose 'annotators' are the keys."""
    path = tmp_path / "keyed.json"
    data = {f"s{i}": {"text": f"a sentence of some length, number {i}", "r1": "xy"[i % 2],
                      "r2": "xy"[i % 3 == 0], "r3": "x"} for i in range(12)}
    path.write_text(json.dumps(data), encoding="utf-8")
    d = load_dataset(path)
    assert d.ratings.annotators == ("r1", "r2", "r3")
    assert len(d.ratings.items) == 12
    assert d.reading.id_column == "key"
    assert d.text_columns == ["text"]


def test_disaggregated_text_written_as_a_json_string_gives_its_fields(tmp_path: Path) -> None:
    """ConvAbuse (SemEval 2023) writes each conversation as a JSON string: its turns are the
    item's texts in their order, not one text of braces and quotes."""
    path = tmp_path / "convabuse.json"
    turns = {"prev_agent": "Hello, how can I help?", "prev_user": "tell me a joke",
             "agent": "Why did the chicken cross the road?", "user": "you are useless"}
    data = {str(i): {"text": json.dumps({**turns, "user": f"{turns['user']} {i}"}),
                     "annotators": "Ann1,Ann2,Ann3", "annotations": ["0,0,1", "1,1,1"][i % 2],
                     "hard_label": "0", "other_info": {"source": "x"}} for i in range(6)}
    path.write_text(json.dumps(data), encoding="utf-8")
    d = load_dataset(path)
    assert d.text_columns == ["prev_agent", "prev_user", "agent", "user"]
    assert d.frame["user"].iloc[2] == "you are useless 2"
    assert d.ratings.annotators == ("Ann1", "Ann2", "Ann3")


@pytest.mark.parametrize("who", [None, "", "  ", [], {"first_name": "x"}],
                         ids=["null", "empty", "blank", "list", "object_naming_nobody"])
def test_label_studio_completed_by_naming_nobody_is_located(who: object,
                                                            tmp_path: Path) -> None:
    """completed_by that names no one was read as an annotator called 'None' (or '[]')."""
    error = _refused(_ls(tmp_path / "ls.json", {"completed_by": who, "result": []}))
    assert error.row == 1
    assert error.column == "annotations[1].completed_by"
    assert "annotations[1].completed_by is " in str(error)
    assert "the annotator who made the annotation" in str(error)
