"""Figure Eight full reports whose cells are not what the report writes are refused with the
row, the column and what was expected (issue 29): an answer, worker or unit cell holding a JSON
object, a list of objects or a Python object printed as text was read as a label or an
annotator spelled in braces, and a judgment without its worker was dropped without a word.

The well-formed base is tests/data/io/tools/f8_person_video_first2units.csv: the header and
the 40 judgments of the first two units of a Figure Eight full report (CrowdTruth/
CrowdTruth-core @ 1330d5d2 tutorial/data/person-video-multiple-choice.csv, Apache-2.0; see
tests/data/README.md). Each case changes the judgment on row 3.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

NAME = "f8_person_video_first2units.csv"


def _with(tools_dir: Path, tmp_path: Path, column: str, cell: str) -> Path:
    rows = list(csv.reader(io.StringIO((tools_dir / NAME).read_text("utf-8"))))
    rows[2][rows[0].index(column)] = cell
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    path = tmp_path / NAME
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


CASES = [
    ("answer_an_object", "selected_answer", '{"a": 1}', "holds an object"),
    ("answer_objects", "selected_answer", '[{"a": 1}]', "holds a list of objects"),
    ("answer_python_text", "selected_answer", "['Other']", "holds the text \"['Other']\""),
    ("worker_an_object", "_worker_id", '{"id": 7}', "holds an object"),
    ("unit_python_text", "_unit_id", "('u', 1)", "holds the text \"('u', 1)\""),
]


@pytest.mark.parametrize(("column", "cell", "found"), [case[1:] for case in CASES],
                         ids=[case[0] for case in CASES])
def test_nested_cell_is_located(column: str, cell: str, found: str, tools_dir: Path,
                                tmp_path: Path) -> None:
    """Row 3's cell: its row and column, what it holds and what was expected."""
    error = _refused(_with(tools_dir, tmp_path, column, cell))
    assert (error.row, error.column) == (3, column)
    assert f"the {column} cell {found}" in str(error)


@pytest.mark.parametrize("column", ["_worker_id", "_unit_id"])
def test_judgment_without_its_worker_or_unit_is_located(column: str, tools_dir: Path,
                                                        tmp_path: Path) -> None:
    """An empty worker or unit: named, not a judgment dropped without a word."""
    error = _refused(_with(tools_dir, tmp_path, column, ""))
    assert (error.row, error.column) == (3, column)
    assert f"the {column} cell of this row is empty" in str(error)
    assert "which the full report writes on every row" in str(error)


def test_the_report_still_reads(tools_dir: Path) -> None:
    """The unchanged report: two units, its workers, multiple choices as label sets."""
    data = load_dataset(tools_dir / NAME)
    assert len(data.ratings.items) == 2
    assert "Astronaut" in data.ratings.labels
    assert not any("{" in label for label in data.ratings.labels)
