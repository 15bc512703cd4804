"""A tool's export with nothing in it says so (issue 29): an empty file, a JSON array with no
record, a header with no row, an annotator's empty file in a Potato folder — never a header
that is not there, never an annotator dropped without a word."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

DATA = Path(__file__).parents[2] / "data" / "io"


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


@pytest.mark.parametrize("name", ["records.json", "user_state.json", "results.tsv",
                                  "Batch_1_batch_results.csv", "annotated_instances.jsonl"])
def test_an_empty_file_is_named_empty(name: str, tmp_path: Path) -> None:
    """Zero bytes, whatever tool's file it is named like."""
    path = tmp_path / name
    path.write_bytes(b"")
    assert "the file is empty" in str(_refused(path))


@pytest.mark.parametrize("text", ["[]", "[\n]\n"], ids=["empty_array", "pretty_empty_array"])
def test_json_without_records_says_so(text: str, tmp_path: Path) -> None:
    """`[]` was refused as 'a header but no data rows', which a JSON file has not."""
    path = tmp_path / "records.json"
    path.write_text(text, encoding="utf-8")
    error = _refused(path)
    assert "the JSON holds no records" in str(error)
    assert "header" not in str(error)


@pytest.mark.parametrize(("name", "tool"), [("toloka_assignments.tsv", "toloka"),
                                            ("mturk_batch_3824355_first40.csv", "mturk")])
def test_a_header_without_rows_holds_no_judgments(name: str, tool: str, tools_dir: Path,
                                                  tmp_path: Path) -> None:
    """The tool's header alone: recognised, and said to hold no judgments."""
    header = (tools_dir / name).read_text("utf-8").splitlines()[0]
    path = tmp_path / name
    path.write_text(header + "\n", encoding="utf-8")
    assert f"the {tool} export holds no judgments" in str(_refused(path))


def test_an_annotators_empty_file_is_said(tmp_path: Path) -> None:
    """bob's empty annotated_instances.jsonl: the others are read and the report says bob is
    left out (he was dropped without a word)."""
    folder = tmp_path / "annotation_output"
    shutil.copytree(DATA / "potato" / "annotation_output", folder)
    (folder / "bob" / "annotated_instances.jsonl").write_bytes(b"")
    data = load_dataset(folder)
    assert data.ratings.annotators == ("alice", "carol")
    notes = " ".join(map(str, data.report.notes))
    assert "Potato: bob/annotated_instances.jsonl holds no annotations; bob is left out" in notes
