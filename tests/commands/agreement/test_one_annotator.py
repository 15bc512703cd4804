"""A file with one annotator: `agree` names the annotator and how to bring in the others (a
folder of every annotator's export), and never offers --ignore-problems, which cannot help."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from adjudicator.cli import main

DOCCANO = Path(__file__).parents[2] / "data" / "io" / "tools" / \
    "doccano_v1_export_text_classification.jsonl"


@pytest.mark.parametrize("extra", [[], ["--ignore-problems"]])
def test_a_single_users_export_names_the_user_and_the_folder_way(
        extra: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["agree", str(DOCCANO), *extra]) == 2
    err = capsys.readouterr().err
    assert "only one annotator, 'user1', labelled this file (3 items)" in err
    assert "this doccano export holds one annotator's work" in err
    assert "one folder" in err
    assert "--ignore-problems" not in err
    assert "--annotators" not in err  # a tool export has no annotator columns to name


def test_the_folder_it_advises_gives_agreement(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Two users' exports in one folder: read as two annotators, as the hint says."""
    shutil.copy(DOCCANO, tmp_path / "user1.jsonl")
    text = DOCCANO.read_text(encoding="utf-8").replace('"user_name": "user1"',
                                                       '"user_name": "user2"')
    (tmp_path / "user2.jsonl").write_text(text, encoding="utf-8")
    assert main(["agree", str(tmp_path)]) == 0
    assert "2 annotators" in capsys.readouterr().out


def test_a_table_with_one_label_column_names_it(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "one.csv"
    path.write_text("id,ann1\n1,pos\n2,neg\n", encoding="utf-8")
    assert main(["agree", str(path)]) == 2
    err = capsys.readouterr().err
    assert "only one annotator, 'ann1', labelled this file (2 items)" in err
    assert "name them all with --annotators" in err
