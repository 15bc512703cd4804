"""Exit statuses a pipeline can gate on: `report` and `check` end 0 (every rule met), 3 (a
rule not met), 4 (a rule that cannot be checked; for check also no rules) and 2 (bad input)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.store.logread import read_log
from adjudicator.store.project import default_log_path

# the fixture's pair agrees on 3 of 6 items with κ = 0 (ann_b says "yes" throughout)
RULES = {
    "pass": ({"min_paired_n": 6, "max_unresolved_share": 1}, 0),
    "fail": ({"min_paired_n": 7}, 3),
    "cannot check": ({"min_class": 0.5, "key_classes": ["maybe"]}, 4),
    "fail beats cannot check": ({"min_paired_n": 7, "min_class": 0.5,
                                 "key_classes": ["maybe"]}, 3),
}


def _rules(tmp_path: Path, case: str) -> str:
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(RULES[case][0]), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("case", list(RULES))
def test_check_exits_with_the_verdict_and_writes_nothing(
        data: Path, tmp_path: Path, case: str, capsys: pytest.CaptureFixture[str]) -> None:
    """check --no-record: the verdict's status, one line per rule, no file written."""
    rules = _rules(tmp_path, case)
    before = sorted(data.parent.iterdir())
    assert main(["check", str(data), "--rules", rules, "--no-record"]) == RULES[case][1]
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("verdict: ")
    assert len(out.splitlines()) == len(RULES[case][0]) + 1 - ("key_classes" in RULES[case][0])
    assert sorted(data.parent.iterdir()) == before


def test_check_without_rules_cannot_check(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """No rules set: nothing to gate on, so not a pass (4)."""
    assert main(["check", str(data), "--no-record"]) == 4
    assert "No acceptance rules were set" in capsys.readouterr().out


def test_check_uses_the_logged_rules_and_records_the_viewing(
        data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The log's rules are checked, in the language asked for, and the viewing recorded."""
    assert main(["rules", str(data), "--set", "min_value=0.5"]) == 0
    assert main(["check", str(data), "--lang", "zh_TW"]) == 3
    assert "不通過" in capsys.readouterr().out
    assert [e.kind for e in read_log(default_log_path(data)).events] == ["rules", "viewed"]


@pytest.mark.parametrize("extra", [["--rules", "missing.json"], ["--bogus"],
                                   ["--conventions", "nope"]])
def test_check_bad_input_is_two(data: Path, extra: list[str],
                                capsys: pytest.CaptureFixture[str]) -> None:
    """A missing rules file or a bad option: exit 2 with one message, nothing checked."""
    assert main(["check", str(data), *extra, "--no-record"]) == 2
    assert capsys.readouterr().err.startswith("adjudicator: error:")


def test_check_of_a_missing_file_is_two(tmp_path: Path) -> None:
    """DATA that does not exist is bad input, not a failed rule."""
    assert main(["check", str(tmp_path / "none.csv"), "--no-record"]) == 2


@pytest.mark.parametrize("case", list(RULES))
def test_report_exits_with_the_verdict(data: Path, tmp_path: Path, case: str) -> None:
    """report writes the report and exits with the verdict's status."""
    out = tmp_path / "r.html"
    assert main(["report", str(data), "--out", str(out), "--rules", _rules(tmp_path, case),
                 "--no-record"]) == RULES[case][1]
    assert out.exists()


def test_report_without_rules_is_zero(data: Path, tmp_path: Path) -> None:
    """report without rules: the report is written and there is nothing to gate on (0)."""
    assert main(["report", str(data), "--out", str(tmp_path / "r.html"), "--no-record"]) == 0


def test_report_bad_input_is_two(data: Path, tmp_path: Path) -> None:
    """An unknown report format is bad input (2), whatever the rules would say."""
    assert main(["report", str(data), "--out", str(tmp_path / "r.docx"),
                 "--rules", _rules(tmp_path, "fail")]) == 2


@pytest.mark.parametrize("command", ["report", "check"])
def test_help_documents_the_exit_statuses(command: str,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """--help lists 0, 2, 3 and 4, each on its own line, in Chinese too."""
    for lang, word in (("en", "exit status:"), ("zh_CN", "退出状态：")):
        with pytest.raises(SystemExit):
            main(["--lang", lang, command, "--help"])
        out = capsys.readouterr().out
        assert word in out
        assert all(f"\n  {n}  " in out for n in (0, 2, 3, 4))
