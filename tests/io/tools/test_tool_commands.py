"""The tool options on the command line: --question, --repeats, --include-gold in validate,
agree, decide and export."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from adjudicator.commands import validate
from adjudicator.commands.agreement import agree
from adjudicator.commands.project import decide, export
from adjudicator.core.errors import InputError

LS_CSV = Path(__file__).parents[2] / "data" / "io" / "tools" / "ls_2annotators_choices.csv"


def test_validate_and_agree_read_the_named_question(capsys: pytest.CaptureFixture[str]) -> None:
    """--question topics changes what validate reports and what agree computes on."""
    assert validate.main([str(LS_CSV), "--question", "topics", "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["question"] == "topics"
    assert "delivery;price" in doc["labels"]
    assert agree.main([str(LS_CSV), "--question", "topics", "--format", "json"]) == 0
    out = capsys.readouterr()
    assert "delivery;price" in json.loads(out.out)["labels"]
    assert "label_studio export, question 'topics'" in out.err


def test_decide_starts_the_log_on_the_question_and_export_checks_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """decide --question records the question in the new log; export --question must match."""
    data = tmp_path / LS_CSV.name
    shutil.copyfile(LS_CSV, data)
    decisions = tmp_path / "dec.csv"
    decisions.write_text("item,label,rationale\n6142,delivery,the courier\n", encoding="utf-8")
    assert decide.main([str(data), "--from", str(decisions), "--question", "topics"]) == 0
    assert "ok 6142" in capsys.readouterr().out
    log = data.with_name(data.stem + ".adjudication.jsonl")
    header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
    assert header["import"]["options"]["tool_question"] == "topics"
    with pytest.raises(InputError, match="started reading the question 'topics'"):
        export.main([str(data), "--out", str(tmp_path / "o.csv"), "--question", "sentiment"])
    assert export.main([str(data), "--out", str(tmp_path / "o.csv"), "--question", "topics"]) == 0
    assert "delivery" in (tmp_path / "o.csv").read_text(encoding="utf-8")


def test_repeats_rule_on_the_command_line(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """A long table with a repeated judgment: validate exits 1 by default, 0 with a rule."""
    path = tmp_path / "long.csv"
    path.write_text("item,annotator,label\n1,a,x\n1,b,x\n2,a,y\n2,b,y\n2,b,x\n",
                    encoding="utf-8")
    assert validate.main([str(path)]) == 1
    assert "'2 / b': rows 5 and 6" in capsys.readouterr().out
    assert validate.main([str(path), "--repeats", "last"]) == 0
    assert "the last of each kept (rule 'last')" in capsys.readouterr().out
