"""Argilla exports written by the Argilla SDK's own export code: 2.x records.json, 2.x
flattened (Hugging Face) and 1.x FeedbackDataset (Hugging Face) records with per-user
responses."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import ImportOptions, load_dataset
from adjudicator.io.checking.text import render

Check = Callable[..., dict[str, Any]]  # the agree_equals_sklearn fixture

SHAPES = {"records.json": "2.x records.json", "argilla_v2_flat.jsonl": "2.x flattened",
          "argilla_v2_flat.parquet": "2.x flattened",
          "argilla_v1_feedback_hf.jsonl": "1.x FeedbackDataset",
          "argilla_v1_feedback_hf.parquet": "1.x FeedbackDataset"}


def _records(path: Path) -> list[dict[str, Any]]:
    """The file's records with the json module (or pyarrow for Parquet) alone."""
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        return pq.read_table(path).to_pylist()  # type: ignore[no-any-return]
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return json.loads(text)  # type: ignore[no-any-return]
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _pandas_labels(path: Path, question: str) -> dict[str, dict[str, object]]:
    """user id -> record id -> value of the submitted responses, read independently."""
    import pandas as pd

    rows = []
    for rec in _records(path):
        if "responses" in rec:  # 2.x nested: no status in the file
            rows += [(rec["id"], r["user_id"], r["value"], "submitted")
                     for r in rec["responses"].get(question, [])]
        elif f"{question}.responses.users" in rec:  # 2.x flattened
            users = rec[f"{question}.responses.users"] or []
            rows += list(zip([rec["id"]] * len(users), users,
                             rec[f"{question}.responses"] or [],
                             rec[f"{question}.responses.status"] or [], strict=True))
        else:  # 1.x
            rows += [(rec["external_id"], r["user_id"], r["value"], r["status"])
                     for r in rec[question]]
    frame = pd.DataFrame(rows, columns=["item", "user", "value", "status"])
    frame = frame[frame["status"] == "submitted"]
    frame["value"] = [";".join(v) if isinstance(v, list) else v for v in frame["value"]]
    return {u: dict(zip(g["item"], g["value"], strict=True)) for u, g in frame.groupby("user")}


@pytest.mark.parametrize("name", list(SHAPES))
def test_argilla_exports_give_sklearn_kappa(name: str, tools_dir: Path,
                                            agree_equals_sklearn: Check) -> None:
    """Each shape: tool, shape, question and users named; draft and discarded responses
    skipped with counts where the file says so; κ of each pair equals scikit-learn's."""
    path = tools_dir / "argilla" / name
    rep = load_dataset(path).report
    assert (rep.tool, rep.question) == ("argilla", "sentiment")
    labels = _pandas_labels(path, "sentiment")
    assert sorted(rep.annotators) == sorted(labels)
    assert any(SHAPES[name] in n and "others: topics" in n for n in rep.notes)
    assert any("1 record(s) have no response to 'sentiment'" in n for n in rep.notes)
    if name == "records.json":
        assert not rep.skipped
        assert any("holds no response status" in n for n in rep.notes)
    else:
        assert sorted(s.reason for s in rep.skipped) == ["discarded response", "draft response"]
        assert "draft response: 1" in render(rep)
    agree_equals_sklearn(path, labels)


def test_argilla_multi_label_question_is_label_sets(tools_dir: Path) -> None:
    """--question topics: the lists of labels are label sets."""
    path = tools_dir / "argilla" / "argilla_v2_flat.jsonl"
    d = load_dataset(path, options=ImportOptions(tool_question="topics"))
    assert d.report.question == "topics"
    assert {"物流", "质量", "价格"} <= set(d.ratings.labels)
    assert d.report.annotators == ["7b0c9e52-4f4e-4a52-9d55-1f1f7b2a0a01",
                                   "7b0c9e52-4f4e-4a52-9d55-1f1f7b2a0a02"]


def test_argilla_unknown_question_is_a_located_error(tools_dir: Path) -> None:
    """A question the export does not have: the template names it and the ones there are."""
    with pytest.raises(InputError) as err:
        load_dataset(tools_dir / "argilla" / "records.json",
                     options=ImportOptions(tool_question="mood"))
    assert err.value.template == "there is no question '{question}' in this Argilla export"
    assert err.value.args_ == {"question": "mood", "questions": "sentiment, topics"}
    assert err.value.file == "records.json"


def test_argilla_span_answers_are_refused(tmp_path: Path, tools_dir: Path) -> None:
    """A span question's answers (start/end/label) are refused as spans, not reduced."""
    records = _records(tools_dir / "argilla" / "records.json")
    records[0]["responses"]["entities"] = [
        {"value": [{"start": 0, "end": 2, "label": "物流"}], "user_id": "u1"}]
    path = tmp_path / "records.json"
    path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(InputError, match="span annotations in question 'entities'") as err:
        load_dataset(path, options=ImportOptions(tool_question="entities"))
    assert err.value.row == 1


def test_argilla_rankings_are_refused(tmp_path: Path, tools_dir: Path) -> None:
    """A ranking question's answers are not labels: refused with the row and the question."""
    records = _records(tools_dir / "argilla" / "records.json")
    records[2]["responses"]["order"] = [
        {"value": [{"value": "a", "rank": 1}, {"value": "b", "rank": 2}], "user_id": "u1"}]
    path = tmp_path / "records.json"
    path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_dataset(path, options=ImportOptions(tool_question="order"))
    assert err.value.args_ == {"question": "order"}
    assert err.value.row == 3


def test_argilla_export_without_responses(tmp_path: Path) -> None:
    """Records with no responses at all: said, not an empty agreement."""
    path = tmp_path / "records.json"
    path.write_text(json.dumps([{"id": "r1", "fields": {"text": "x"}, "responses": {}}]),
                    encoding="utf-8")
    with pytest.raises(InputError) as err:
        load_dataset(path)
    assert err.value.template == "this Argilla export holds no responses"
