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


def _doccano(path: Path, annotation: object) -> Path:
    """doccano v1 text classification lines (the shape of doccano's own export example,
    tests/data/io/tools/doccano_v1_export_text_classification.jsonl) with record 2's first
    annotation replaced."""
    rows = [{"id": i, "text": f"第{i}条", "annotations": [
        {"id": i, "label": 1, "label_name": "正面", "user": 1, "user_name": "user1"}]}
        for i in range(1, 4)]
    rows[1]["annotations"] = [annotation]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    return path


@pytest.mark.parametrize(("annotation", "said"), [
    ("正面", "annotations[0] is the text '正面'"),
    ({"label_name": "正面"}, "annotations[0].user is missing"),
    ({"label_name": "正面", "user_name": None, "user": None}, "annotations[0].user is empty"),
], ids=["a_text", "no_user", "null_user"])
def test_doccano_annotation_of_odd_shape_is_located(annotation: object, said: str,
                                                    tmp_path: Path) -> None:
    """An annotation that is a text gave AttributeError; one without its user was read as
    the annotator 'None'."""
    error = _refused(_doccano(tmp_path / "d.jsonl", annotation))
    assert error.row == 2
    assert f"record 2: {said}" in str(error)


def test_doccano_annotations_that_are_a_text_are_located(tmp_path: Path) -> None:
    """``"annotations": "正面"`` is not a list of annotations."""
    path = _doccano(tmp_path / "d.jsonl", {})
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines()]
    rows[1]["annotations"] = "正面"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    assert "record 2: annotations is the text '正面'" in str(_refused(path))


def test_label_studio_data_that_is_a_text_is_located(tmp_path: Path) -> None:
    """A task whose data is a text gave AttributeError; now its record and field."""
    path = _ls(tmp_path / "ls.json", {"completed_by": 2, "result": []})
    tasks = json.loads(path.read_text("utf-8"))
    tasks[2]["data"] = "第2条"
    path.write_text(json.dumps(tasks, ensure_ascii=False), encoding="utf-8")
    error = _refused(path)
    assert error.row == 3
    assert "record 3: data is the text '第2条'" in str(error)


def _prodigy(path: Path, **line: object) -> Path:
    """Prodigy choice answers as db-out writes them (the fields of the presto-nlp slice in
    tests/data/io/tools), record 2 changed by ``line``."""
    rows = [{"text": "t", "options": [{"id": "A", "text": "A"}, {"id": "B", "text": "B"}],
             "accept": ["AB"[i % 2]], "answer": "accept", "_input_hash": i // 2,
             "_task_hash": i, "_annotator_id": f"s-{'xy'[i % 2]}"} for i in range(6)]
    rows[1].update(line)
    path.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    return path


@pytest.mark.parametrize(("line", "said"), [
    ({"accept": 1.5}, "accept is the value 1.5"),
    ({"accept": [{"id": "A"}]}, "accept is a list of objects"),
    ({"accept": [["A"]]}, "accept is a list"),
    ({"accept": [None]}, "accept is a list"),
    ({"answer": {"value": "accept"}}, "answer is an object"),
], ids=["a_number", "objects", "lists", "nulls", "answer_an_object"])
def test_prodigy_odd_accept_or_answer_is_located(line: dict[str, object], said: str,
                                                 tmp_path: Path) -> None:
    """accept 1.5 gave TypeError; objects, lists and nulls in accept became labels spelled
    in braces or 'None'."""
    error = _refused(_prodigy(tmp_path / "p.jsonl", **line))
    assert error.row == 2
    assert f"record 2: {said}" in str(error)


def test_prodigy_notes_are_said_in_chinese(tmp_path: Path) -> None:
    """The reading's notes are templates: rendered in 简体中文 with their counts."""
    from adjudicator.commands.common.error_language import translator

    rows = [{"text": "t", "answer": "accept" if i % 3 else "ignore", "_input_hash": i // 2,
             "_task_hash": i, "_annotator_id": f"s-{'xy'[i % 2]}"} for i in range(8)]
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    notes = [n for n in load_dataset(path).report.notes if str(n).startswith("Prodigy:")]
    assert [str(n) for n in notes] == ["Prodigy: 3 ignored answer(s) skipped",
                                       "Prodigy: 5 binary answer(s): accept/reject is the label"]
    shown = [n.render(translator("zh_CN")) for n in notes]
    assert not any("answer(s)" in text for text in shown)


def _map_with_an_object(path: Path) -> Path:
    data = {str(i): {"text": f"text {i}", "annotators": "Ann1,Ann2",
                     "annotations": {"Ann1": "0", "Ann2": "1"}, "hard_label": "0"}
            for i in range(4)}
    data["2"]["annotations"]["Ann2"] = {"label": "1"}
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_disaggregated_annotation_map_holding_an_object_is_located(tmp_path: Path) -> None:
    """annotations as a map whose value is an object: its record and field, not a label
    spelled in braces."""
    error = _refused(_map_with_an_object(tmp_path / "lewidi.json"))
    assert error.row == 3
    assert "record 3: annotations.Ann2 is an object" in str(error)
    assert "Export the file again from its source" in str(error)


def test_disaggregated_source_said_in_chinese(tmp_path: Path) -> None:
    """The hint's 'its source' is a template too: no English left in 简体中文."""
    from adjudicator.commands.common.error_language import translator

    error = _refused(_map_with_an_object(tmp_path / "lewidi.json"))
    assert "its source" not in error.render(translator("zh_CN"))
