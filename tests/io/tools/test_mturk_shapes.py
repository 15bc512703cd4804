"""MTurk batch results whose cells are not what the requester site writes are refused with the
row, the column and what was expected (issue 29): an answer holding a JSON object, a list of
objects or a Python object printed as text was read as a label spelled in braces, and a row
without its WorkerId or HITId was dropped without a word.

The well-formed base is tests/data/io/tools/mturk_batch_3824355_first40.csv: the header and
first 40 assignments of a batch results download from the requester site (microsoft/P.808
@ fbf82132 src/cfgs_and_inputs_to_remove/Batch_3824355_batch_results.csv, MIT; see
tests/data/README.md). Each case changes the assignment on row 3.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

NAME = "mturk_batch_3824355_first40.csv"
ANSWER = "Answer.1_gender"


def _rows(tools_dir: Path) -> list[list[str]]:
    text = (tools_dir / NAME).read_text("utf-8")
    return list(csv.reader(io.StringIO(text)))


def _write(path: Path, rows: list[list[str]]) -> Path:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def _with(tools_dir: Path, tmp_path: Path, column: str, cell: str) -> Path:
    rows = _rows(tools_dir)
    rows[2][rows[0].index(column)] = cell
    return _write(tmp_path / NAME, rows)


CASES = [
    ("an_object", '{"label": "F"}', "holds an object"),
    ("crowd_html_task_answers", '[{"gender": {"label": "F"}}]', "holds a list of objects"),
    ("a_python_list_as_text", "['F']", "holds the text \"['F']\""),
    ("a_python_dict_as_text", "{'gender': 'F'}", "holds the text \"{'gender': 'F'}\""),
]


@pytest.mark.parametrize(("cell", "found"), [case[1:] for case in CASES],
                         ids=[case[0] for case in CASES])
def test_nested_answer_is_located(cell: str, found: str, tools_dir: Path,
                                  tmp_path: Path) -> None:
    """Row 3's answer: its row and column, what the cell holds and what was expected."""
    error = _refused(_with(tools_dir, tmp_path, ANSWER, cell))
    assert (error.row, error.column) == (3, ANSWER)
    assert f"the {ANSWER} cell {found}, which is not a label" in str(error)
    assert "the value of the HIT form's field" in str(error)


@pytest.mark.parametrize("column", ["WorkerId", "HITId"])
def test_row_without_its_worker_or_hit_is_located(column: str, tools_dir: Path,
                                                  tmp_path: Path) -> None:
    """An empty WorkerId or HITId: the row and the column, not a row dropped unsaid."""
    error = _refused(_with(tools_dir, tmp_path, column, ""))
    assert (error.row, error.column) == (3, column)
    assert f"the {column} cell of this row is empty" in str(error)
    assert "writes on every row" in str(error)


def test_json_array_of_labels_is_a_label_set(tools_dir: Path, tmp_path: Path) -> None:
    """A JSON array of labels is a set of labels, not a label spelled with brackets."""
    data = load_dataset(_with(tools_dir, tmp_path, ANSWER, '["F", "M"]'))
    assert "F;M" in data.ratings.labels
    assert not any("[" in label for label in data.ratings.labels)


def test_the_batch_still_reads(tools_dir: Path, tmp_path: Path) -> None:
    """The unchanged download: one HIT, 40 assignments' workers, answers F and M."""
    data = load_dataset(_write(tmp_path / NAME, _rows(tools_dir)))
    assert len(data.ratings.items) == 1
    assert len(data.ratings.annotators) == 40
    assert set(data.ratings.labels) == {"F", "M"}


@pytest.mark.parametrize(("lang", "words"), [("zh_CN", "WorkerId 单元格为空"),
                                             ("zh_TW", "WorkerId 儲存格為空")])
def test_mturk_cell_said_in_chinese(lang: str, words: str, tools_dir: Path, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal through `agree --lang`: exit 2, no English left in the expectation."""
    from adjudicator.cli import main

    path = _with(tools_dir, tmp_path, "WorkerId", "")
    assert main(["agree", str(path), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "which the requester site writes" not in err
