"""Argilla exports whose shape the reader did not expect are refused with the record, the field
and what was expected (issue 29), never a traceback, a silent misreading or a label that is a
Python repr.

Each case starts from a well-formed export written by the Argilla SDK's own export code
(tests/data/io/tools/argilla: PyPI argilla 2.8.0 ``JsonIO.to_json`` for ``records.json``,
``GenericIO.to_list(flatten=True)`` for the flattened Hugging Face rows, argilla 1.29.1
``FeedbackDataset.format_as("datasets")`` for 1.x; see tests/data/README.md) and changes one
value of its second record.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

Record = dict[str, Any]


def _nested(tools_dir: Path) -> list[Record]:
    data: list[Record] = json.loads((tools_dir / "argilla" / "records.json").read_text("utf-8"))
    return data


def _lines(tools_dir: Path, name: str) -> list[Record]:
    text = (tools_dir / "argilla" / name).read_text("utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _write(path: Path, records: list[Record], lines: bool) -> Path:
    if lines:
        path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in records),
                        encoding="utf-8")
    else:
        path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return path


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def _set(path: str, value: object) -> Callable[[Record], None]:
    """Set a dotted path (list positions as numbers) of a record to ``value``."""
    def change(record: Record) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split("/")]
        target: Any = record
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
    return change


def _drop(path: str) -> Callable[[Record], None]:
    def change(record: Record) -> None:
        keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split("/")]
        target: Any = record
        for key in keys[:-1]:
            target = target[key]
        del target[keys[-1]]
    return change


NESTED = [
    ("responses_a_list", _set("responses", [1]), "responses", "is a list holding the value 1",
     "an object"),
    ("question_a_string", _set("responses/sentiment", "正面"), "responses.sentiment",
     "is the text '正面'", "a list of objects"),
    ("response_a_string", _set("responses/sentiment/0", "正面"), "responses.sentiment[0]",
     "is the text '正面'", "an object"),
    ("user_id_missing", _drop("responses/sentiment/0/user_id"),
     "responses.sentiment[0].user_id", "is missing", "its user_id"),
    ("user_id_null", _set("responses/sentiment/0/user_id", None),
     "responses.sentiment[0].user_id", "is empty", "its user_id"),
    ("value_a_list_of_lists", _set("responses/sentiment/0/value", [["负面"]]),
     "responses.sentiment[0].value", "is a list", "a label (text), or a list of them"),
    ("fields_a_list", _set("fields", ["x"]), "fields", "is a list", "an object"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in NESTED], ids=[case[0] for case in NESTED])
def test_records_json_odd_shape_is_located(change: Callable[[Record], None], field: str,
                                           found: str, expected: str, tools_dir: Path,
                                           tmp_path: Path) -> None:
    """2.x records.json: record 2's odd value named with its field and what was expected."""
    records = _nested(tools_dir)
    change(records[1])
    error = _refused(_write(tmp_path / "records.json", records, lines=False))
    assert error.row == 2
    assert f"record 2: {field} {found}" in str(error)
    assert expected in str(error)
    assert "Argilla" in str(error)


FLAT = [
    ("users_a_string", _set("sentiment.responses.users", "u1"), "sentiment.responses.users",
     "is the text 'u1'", "a list of user ids"),
    ("answers_a_string", _set("sentiment.responses", "正面"), "sentiment.responses",
     "is the text '正面'", "a list of answers, one per user"),
    ("status_a_string", _set("sentiment.responses.status", "submitted"),
     "sentiment.responses.status", "is the text 'submitted'", "a list of statuses"),
    ("one_answer_short", lambda r: r["sentiment.responses"].pop(), "sentiment.responses",
     "holds 2 value(s) but sentiment.responses.users names 3 user(s)", "one value per user"),
    ("user_null", _set("sentiment.responses.users/1", None), "sentiment.responses.users[1]",
     "is empty", "its user_id"),
    ("answer_a_list_of_lists", _set("sentiment.responses/0", [["正面"], ["负面"]]),
     "sentiment.responses[0]", "is a list", "a label (text)"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in FLAT], ids=[case[0] for case in FLAT])
def test_flattened_odd_shape_is_located(change: Callable[[Record], None], field: str,
                                        found: str, expected: str, tools_dir: Path,
                                        tmp_path: Path) -> None:
    """2.x flattened rows: a text where a list was expected was read letter by letter (the
    users 'u' and '1', the labels 正 and 面); lists of uneven length were cut silently."""
    records = _lines(tools_dir, "argilla_v2_flat.jsonl")
    change(records[1])
    error = _refused(_write(tmp_path / "flat.jsonl", records, lines=True))
    assert error.row == 2
    assert f"record 2: {field} {found}" in str(error)
    assert expected in str(error)


V1 = [
    ("question_a_string", _set("sentiment", "正面"), "sentiment", "is the text '正面'",
     "a list of objects"),
    ("response_without_user", _set("sentiment/0", {"value": "正面", "status": "submitted"}),
     "sentiment[0].user_id", "is missing", "its user_id"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in V1], ids=[case[0] for case in V1])
def test_feedback_dataset_odd_shape_is_located(change: Callable[[Record], None], field: str,
                                               found: str, expected: str, tools_dir: Path,
                                               tmp_path: Path) -> None:
    """1.x FeedbackDataset: an odd record was passed over as if it had no response."""
    records = _lines(tools_dir, "argilla_v1_feedback_hf.jsonl")
    change(records[1])
    error = _refused(_write(tmp_path / "v1.jsonl", records, lines=True))
    assert error.row == 2
    assert f"record 2: {field} {found}" in str(error)
    assert expected in str(error)


def test_well_formed_exports_still_read(tools_dir: Path, tmp_path: Path) -> None:
    """The SDK's files, rewritten unchanged, read as before: 3 users, 12 answered records."""
    shapes = [(_nested(tools_dir), False), (_lines(tools_dir, "argilla_v2_flat.jsonl"), True),
              (_lines(tools_dir, "argilla_v1_feedback_hf.jsonl"), True)]
    for k, (records, lines) in enumerate(shapes):
        data = load_dataset(_write(tmp_path / f"ok{k}.json{'l' * lines}",
                                   copy.deepcopy(records), lines))
        assert len(data.ratings.annotators) == 3
        assert len(data.ratings.items) == 12
        assert set(data.ratings.labels) == {"正面", "负面", "中性"}


def test_a_record_that_is_not_an_object_is_located(tools_dir: Path, tmp_path: Path) -> None:
    """A record that is a text in the array: its place is named."""
    records: list[Any] = _nested(tools_dir)
    records[2] = "review-03"
    error = _refused(_write(tmp_path / "records.json", records, lines=False))
    assert error.row == 3
    assert "record 3 of the array is not an object" in str(error)


def test_an_empty_export_is_named_empty(tmp_path: Path) -> None:
    """An empty records.json says so."""
    path = tmp_path / "records.json"
    path.write_bytes(b"")
    assert "the file is empty" in str(_refused(path))


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", "第 2 条记录：sentiment.responses 有 2 个值，"
              "但 sentiment.responses.users 列出 3 个用户"),
    ("zh_TW", "第 2 筆記錄：sentiment.responses 有 2 個值，"
              "但 sentiment.responses.users 列出 3 位使用者"),
])
def test_uneven_lists_are_said_in_chinese(lang: str, words: str, tools_dir: Path,
                                          tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal through `agree --lang`: exit 2, the message in the language asked for."""
    from adjudicator.cli import main

    records = _lines(tools_dir, "argilla_v2_flat.jsonl")
    records[1]["sentiment.responses"].pop()
    path = _write(tmp_path / "flat.jsonl", records, lines=True)
    assert main(["agree", str(path), "--lang", lang]) == 2
    assert words in capsys.readouterr().err
