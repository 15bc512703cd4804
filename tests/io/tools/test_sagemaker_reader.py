"""SageMaker Ground Truth: the per-worker responses under annotations/worker-response, and the
consolidated output.manifest refused because it holds no worker's own label."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset

Check = Callable[..., dict[str, Any]]  # the agree_equals_sklearn fixture

JOB = Path("sagemaker_gt") / "label-sentiment"
ITERATION = Path("annotations") / "worker-response" / "iteration-1"


def _pandas_labels(job: Path) -> dict[str, dict[str, str]]:
    """worker -> data object index -> label, read with json and pandas alone."""
    import pandas as pd

    rows = []
    for path in sorted((job / ITERATION).glob("*/*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        rows += [(path.parent.name, a["workerId"], a["answerContent"]["crowd-classifier"]["label"])
                 for a in doc["answers"]]
    frame = pd.DataFrame(rows, columns=["item", "worker", "label"])
    return {w: dict(zip(g["item"], g["label"], strict=True)) for w, g in frame.groupby("worker")}


@pytest.mark.parametrize("where", [Path(), Path("annotations"),
                                   Path("annotations") / "worker-response", ITERATION],
                         ids=["job", "annotations", "worker-response", "iteration-1"])
def test_worker_responses_give_sklearn_kappa(where: Path, tools_dir: Path,
                                             agree_equals_sklearn: Check) -> None:
    """The job folder or any folder down to iteration-1: tool, answer, workers and the note
    that the consolidated manifest is not read; κ of each pair equals scikit-learn's."""
    job = tools_dir / JOB
    d = load_dataset(job / where)
    rep = d.report
    assert (rep.tool, rep.question) == ("sagemaker", "crowd-classifier")
    labels = _pandas_labels(job)
    assert sorted(rep.annotators) == sorted(labels)
    assert len(d.ratings.items) == 10
    assert any("10 file(s) for 10 data object(s)" in n and "output.manifest is not read" in n
               for n in rep.notes)
    agree_equals_sklearn(job / where, labels)


def test_output_manifest_is_refused_with_the_reason(tools_dir: Path) -> None:
    """The consolidated manifest: a clear refusal that says where the per-worker labels are."""
    path = tools_dir / JOB / "manifests" / "output" / "output.manifest"
    with pytest.raises(InputError) as err:
        load_dataset(path, options=ImportOptions(format="jsonl"))
    assert "no worker's own answer" in err.value.template
    assert err.value.file == "output.manifest"
    assert "annotations/worker-response" in str(err.value)


def test_timestamped_names_with_colons_and_a_second_iteration(tmp_path: Path,
                                                              tools_dir: Path) -> None:
    """Files named as Ground Truth names them (2020-12-28_18:59:58.json) are read; a second
    iteration's responses for the same object and worker are repeats, refused by default."""
    job = tmp_path / "label-sentiment"
    shutil.copytree(tools_dir / JOB, job)
    for path in (job / ITERATION).glob("*/*.json"):
        path.rename(path.with_name("2020-12-28_18:59:58.json"))
    assert len(load_dataset(job).ratings.items) == 10
    second = job / "annotations" / "worker-response" / "iteration-2" / "3"
    second.mkdir(parents=True)
    shutil.copy(next((job / ITERATION / "3").glob("*.json")), second / "2020-12-29_08:00:00.json")
    refused = load_dataset(job).report
    assert not refused.usable
    assert [(d.first_row, d.row) for d in refused.duplicate_ids] == [(10, 31), (11, 32), (12, 33)]
    kept = load_dataset(job, options=ImportOptions(repeats="last")).report
    assert kept.usable
    assert sum("rule last: the last kept" in s.reason for s in kept.skipped) == 3


def test_unknown_answer_and_box_answers(tmp_path: Path, tools_dir: Path) -> None:
    """--question that the form has not: a located error; bounding boxes are not labels."""
    job = tmp_path / "job"
    shutil.copytree(tools_dir / JOB, job)
    with pytest.raises(InputError) as err:
        load_dataset(job, options=ImportOptions(tool_question="mood"))
    assert err.value.args_ == {"question": "mood", "questions": "crowd-classifier"}
    path = next((job / ITERATION / "0").glob("*.json"))
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["answers"][1]["answerContent"] = {"crowd-classifier": {"boundingBoxes": [{"left": 1}]}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_dataset(job)
    assert err.value.args_ == {"question": "crowd-classifier"}
    assert err.value.row == 2


def test_a_stray_file_in_the_tree_is_named(tmp_path: Path, tools_dir: Path) -> None:
    """A JSON file in the tree that is no worker response stops the import, naming it."""
    job = tmp_path / "job"
    shutil.copytree(tools_dir / JOB, job)
    (job / ITERATION / "4" / "notes.json").write_text('[{"a": 1}]', encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_dataset(job)
    assert err.value.file == str(ITERATION / "4" / "notes.json")


def test_one_worker_response_file_alone(tools_dir: Path) -> None:
    """One response file opened by itself: its folder's name is the item, each answer a
    worker's judgment (numbered by its place in the answers list)."""
    path = next((tools_dir / JOB / ITERATION / "2").glob("*.json"))
    d = load_dataset(path)
    assert d.report.tool == "sagemaker"
    assert list(d.ratings.items) == ["2"]
    assert d.ratings.annotators == ("a12b3cdefg4h5i60", "a12b3cdefg4h5i61", "a12b3cdefg4h5i62")
    assert [d.ratings.labels[c] for c in d.ratings.codes[0]] == ["neutral", "positive", "neutral"]
