"""Label Studio CSV and JSON-MIN exports whose cells are not what the export writes are refused
with the row, the column and what was expected (issue 29): an answer holding an object without
a value key, a list of objects or a Python object printed as text was read as a label spelled
in braces, and an annotator cell holding an object became an annotator called '{}'.

The well-formed bases are tests/data/io/tools/ls_2annotators_choices.csv and
ls_2annotators_choices_min.json, written by Label Studio's own export code (PyPI
label-studio-converter 0.0.59 ``convert_to_csv`` / ``convert_to_json_min``; see
tests/data/README.md). Each case changes the third annotation (row 3 of the CSV, record 3 of
the JSON-MIN list).
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

CSV = "ls_2annotators_choices.csv"
MIN = "ls_2annotators_choices_min.json"


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


def _csv(tools_dir: Path, tmp_path: Path, column: str, cell: str) -> Path:
    rows = list(csv.reader(io.StringIO((tools_dir / CSV).read_text("utf-8"))))
    rows[2][rows[0].index(column)] = cell
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    path = tmp_path / CSV
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


CELLS = [
    ("object_without_value_key", '{"a": 1}', "holds an object"),
    ("list_of_objects", '[{"a": 1}]', "holds a list of objects"),
    ("python_list_as_text", "['Positive']", "holds the text \"['Positive']\""),
    ("choices_of_objects", '{"choices": [{"a": 1}]}', "holds a list of objects"),
]


@pytest.mark.parametrize(("cell", "found"), [case[1:] for case in CELLS],
                         ids=[case[0] for case in CELLS])
def test_csv_answer_that_is_no_label_is_located(cell: str, found: str, tools_dir: Path,
                                                tmp_path: Path) -> None:
    """Row 3's sentiment: its row, its column and what an answer may be."""
    error = _refused(_csv(tools_dir, tmp_path, "sentiment", cell))
    assert (error.row, error.column) == (3, "sentiment")
    assert f"the sentiment cell {found}, which is not a label" in str(error)
    assert "a Label Studio value object" in str(error)


@pytest.mark.parametrize(("cell", "said"), [("", "the annotator cell of this row is empty"),
                                            ("{}", "the annotator cell holds an object")],
                         ids=["empty", "an_object"])
def test_csv_annotator_cell_is_located(cell: str, said: str, tools_dir: Path,
                                       tmp_path: Path) -> None:
    """The annotator of row 3: empty or an object is named, not read as an annotator."""
    error = _refused(_csv(tools_dir, tmp_path, "annotator", cell))
    assert (error.row, error.column) == (3, "annotator")
    assert said in str(error)


def test_json_min_answer_object_is_located(tools_dir: Path, tmp_path: Path) -> None:
    """JSON-MIN: record 3's sentiment holding an object is located, not read as '{"a": 1}'."""
    records = json.loads((tools_dir / MIN).read_text("utf-8"))
    records[2]["sentiment"] = {"a": 1}
    path = tmp_path / MIN
    path.write_text(json.dumps(records), encoding="utf-8")
    error = _refused(path)
    assert (error.row, error.column) == (3, "sentiment")
    assert "the sentiment cell holds an object, which is not a label" in str(error)


def test_the_exports_still_read(tools_dir: Path) -> None:
    """The converter's own files: two annotators, the sentiment labels."""
    for name in (CSV, MIN):
        data = load_dataset(tools_dir / name)
        assert len(data.ratings.annotators) == 2
        assert set(data.ratings.labels) <= {"Positive", "Negative", "Neutral"}
