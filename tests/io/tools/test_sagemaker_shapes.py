"""SageMaker Ground Truth worker responses whose shape the reader did not expect are refused
with the response file, the answer, the field and what was expected (issue 29), never a
traceback, a form element read letter by letter or a label that is a Python repr.

The well-formed base is the job under tests/data/io/tools/sagemaker_gt, written in the layout
of the SageMaker developer guide (awsdocs/amazon-sagemaker-developer-guide
doc_source/sms-data-output.md: ``annotations/worker-response/iteration-<n>/<index>/<time>.json``
holding ``answers`` of ``workerId``, ``answerContent``, times and ``workerMetadata``) with
``answerContent["crowd-classifier"]["label"]`` as AWS's own example notebook reads it; see
tests/data/README.md. Each case changes the second answer of data object 3.
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

JOB = Path("sagemaker_gt") / "label-sentiment" / "annotations"
Answer = dict[str, Any]


def _job(tools_dir: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "annotations"
    shutil.copytree(tools_dir / JOB, folder)
    return folder


def _response(folder: Path) -> Path:
    return next((folder / "worker-response" / "iteration-1" / "3").glob("*.json"))


def _change(folder: Path, change: Callable[[list[Any]], None]) -> str:
    """Change object 3's answers; the file's name as the folder's errors give it."""
    path = _response(folder)
    doc = json.loads(path.read_text("utf-8"))
    change(doc["answers"])
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return path.relative_to(folder).as_posix()


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def _set(key: str, value: object) -> Callable[[list[Any]], None]:
    def change(answers: list[Any]) -> None:
        target = answers[1]
        *parents, last = key.split("/")
        for k in parents:
            target = target[k]
        target[last] = value
    return change


def _drop(key: str) -> Callable[[list[Any]], None]:
    return lambda answers: answers[1].pop(key)


def _replace(value: object) -> Callable[[list[Any]], None]:
    return lambda answers: answers.__setitem__(1, value)


CASES = [
    ("answer_a_string", _replace("positive"), "answers[1]", "is the text 'positive'",
     "an object"),
    ("answer_a_list", _replace([{"workerId": "w"}]), "answers[1]", "is a list",
     "an object"),
    ("content_a_string", _set("answerContent", "positive"), "answers[1].answerContent",
     "is the text 'positive'", "an object"),
    ("content_a_list", _set("answerContent", [{"crowd-classifier": {"label": "positive"}}]),
     "answers[1].answerContent", "is a list", "an object"),
    ("content_null", _set("answerContent", None), "answers[1].answerContent", "is empty",
     "an object"),
    ("content_missing", _drop("answerContent"), "answers[1].answerContent", "is missing",
     "an object"),
    ("worker_missing", _drop("workerId"), "answers[1].workerId", "is missing", "(workerId)"),
    ("worker_null", _set("workerId", None), "answers[1].workerId", "is empty", "(workerId)"),
    ("labels_holding_an_object",
     _set("answerContent/crowd-classifier", {"labels": ["positive", {"x": 1}]}),
     "answers[1].answerContent.crowd-classifier.labels[1]", "is an object", "a label (text)"),
]


@pytest.mark.parametrize(("change", "field", "found", "expected"),
                         [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_odd_answer_is_located(change: Callable[[list[Any]], None], field: str, found: str,
                               expected: str, tools_dir: Path, tmp_path: Path) -> None:
    """The folder: object 3's file, answer 2, the field, what was expected (a text content was
    read letter by letter as form elements p, o, s…; a list gave TypeError; a missing workerId
    made the file not a response; a label object in labels was read as its repr)."""
    folder = _job(tools_dir, tmp_path)
    name = _change(folder, change)
    error = _refused(folder)
    assert error.file == name
    assert error.row == 2
    assert f"record 2: {field} {found}" in str(error)
    assert expected in str(error)
    assert "SageMaker Ground Truth" in str(error)


def test_one_response_file_alone_is_located_too(tools_dir: Path, tmp_path: Path) -> None:
    """One response file opened alone: the same place named."""
    folder = _job(tools_dir, tmp_path)
    _change(folder, _set("answerContent", "positive"))
    error = _refused(_response(folder))
    assert error.row == 2
    assert "record 2: answers[1].answerContent is the text 'positive'" in str(error)


def test_an_unreadable_response_file_names_its_place(tools_dir: Path, tmp_path: Path) -> None:
    """An empty response file in the folder: its path below the folder, not only its name."""
    folder = _job(tools_dir, tmp_path)
    path = _response(folder)
    path.write_bytes(b"")
    error = _refused(folder)
    assert error.file == path.relative_to(folder).as_posix()


def test_the_job_still_reads(tools_dir: Path, tmp_path: Path) -> None:
    """The unchanged copy: ten objects, three workers, their labels."""
    data = load_dataset(_job(tools_dir, tmp_path))
    assert len(data.ratings.items) == 10
    assert len(data.ratings.annotators) == 3
    assert set(data.ratings.labels) == {"positive", "negative", "neutral"}


@pytest.mark.parametrize(("lang", "words"), [
    ("zh_CN", "第 2 条记录：answers[1].workerId 是空值"),
    ("zh_TW", "第 2 筆記錄：answers[1].workerId 是空值"),
])
def test_sagemaker_shape_said_in_chinese(lang: str, words: str, tools_dir: Path,
                                         tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal through `agree --lang`: exit 2, no English left in the expectation."""
    from adjudicator.cli import main

    folder = _job(tools_dir, tmp_path)
    _change(folder, _set("workerId", None))
    assert main(["agree", str(folder), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "the worker who gave the answer" not in err
