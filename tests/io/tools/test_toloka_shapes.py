"""Toloka results whose answers are not labels, or that lack the worker column, are refused with
the row, the column and what was expected (issue 29): an answer cell holding a JSON object, a
list of objects or a Python object printed as text was read as a label spelled in braces.

The well-formed base is tests/data/io/tools/toloka_assignments.tsv, written in the columns
Toloka's documentation gives for a pool's results (Toloka/docs en/guide/concepts/
result-of-eval.md: INPUT:, OUTPUT:, GOLDEN:, HINT:, ASSIGNMENT: fields) in toloka-kit's order;
see tests/data/README.md. Each case changes the answer of the task on row 3.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset

ANSWER = 1  # OUTPUT:result's place in the header
WORKER = 7  # ASSIGNMENT:worker_id's place


def _rows(tools_dir: Path) -> list[list[str]]:
    text = (tools_dir / "toloka_assignments.tsv").read_text("utf-8")
    return [line.split("\t") for line in text.splitlines()]


def _write(path: Path, rows: list[list[str]]) -> Path:
    path.write_text("\n".join("\t".join(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as caught:
        load_dataset(path)
    return caught.value


CASES = [
    ("an_object", '{"label": "neg"}', "holds an object"),
    ("a_list_of_objects", '[{"label": "neg"}]', "holds a list of objects"),
    ("a_list_of_lists", '[["neg"], ["neu"]]', "holds a list"),
    ("a_python_dict_as_text", "{'label': 'neg'}", "holds the text \"{'label': 'neg'}\""),
    ("a_python_list_as_text", "['neg', 'neu']", "holds the text \"['neg', 'neu']\""),
]


@pytest.mark.parametrize(("cell", "found"), [case[1:] for case in CASES],
                         ids=[case[0] for case in CASES])
def test_nested_answer_is_located(cell: str, found: str, tools_dir: Path,
                                  tmp_path: Path) -> None:
    """Row 3's answer: row, column and what an answer may be; never a label in braces."""
    rows = _rows(tools_dir)
    assert rows[0][ANSWER] == "OUTPUT:result"
    rows[2][ANSWER] = cell
    error = _refused(_write(tmp_path / "results.tsv", rows))
    assert (error.row, error.column) == (3, "OUTPUT:result")
    assert f"the OUTPUT:result cell {found}, which is not a label" in str(error)
    assert "a JSON array of labels or a JSON object of checkboxes" in str(error)


@pytest.mark.parametrize(("cell", "label"), [('["neg", "neu"]', "neg;neu"),
                                             ('{"neg": true, "neu": false}', "neg")])
def test_label_sets_are_still_answers(cell: str, label: str, tools_dir: Path,
                                      tmp_path: Path) -> None:
    """A JSON array of labels and an object of checkboxes stay label sets."""
    rows = _rows(tools_dir)
    rows[2][ANSWER] = cell
    data = load_dataset(_write(tmp_path / "results.tsv", rows))
    assert label in data.ratings.labels


def test_the_results_still_read(tools_dir: Path, tmp_path: Path) -> None:
    """The unchanged file: three Tolokers, the three answers."""
    data = load_dataset(_write(tmp_path / "results.tsv", _rows(tools_dir)))
    assert len(data.ratings.annotators) == 3
    assert set(data.ratings.labels) == {"pos", "neg", "neu"}


def test_results_without_the_worker_column_name_it(tools_dir: Path, tmp_path: Path) -> None:
    """Without ASSIGNMENT:worker_id the file was read as a table of its own columns; now the
    missing column is named."""
    rows = [[c for k, c in enumerate(r) if k != WORKER] for r in _rows(tools_dir)]
    error = _refused(_write(tmp_path / "results.tsv", rows))
    assert error.row == 1
    assert "has no ASSIGNMENT:worker_id column" in str(error)
    assert "not aggregated results" in str(error)


@pytest.mark.parametrize(("lang", "words"), [("zh_CN", "不是标签"), ("zh_TW", "不是標籤")])
def test_toloka_cell_said_in_chinese(lang: str, words: str, tools_dir: Path, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The refusal through `agree --lang`: exit 2, no English left in the message."""
    from adjudicator.cli import main

    rows = _rows(tools_dir)
    rows[2][ANSWER] = '{"label": "neg"}'
    path = _write(tmp_path / "results.tsv", rows)
    assert main(["agree", str(path), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert words in err
    assert "which is not a label" not in err
