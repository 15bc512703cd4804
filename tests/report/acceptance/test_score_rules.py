"""The acceptance rules on scores: min_icc (with its form) and max_mae, read, checked and
said; not checkable (never a pass) when there are no scores."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from adjudicator.cli import main
from adjudicator.core.errors import InputError
from adjudicator.report.acceptance.rules import rules_from_dict
from adjudicator.store.project import Project

SF = Path(__file__).resolve().parents[2] / "data" / "agreement" / "scores" / \
    "shrout_fleiss_1979.csv"


def test_forms_are_read_by_either_name() -> None:
    assert rules_from_dict({"min_icc": 0.5}).icc_form == "ICC(2,1)"
    assert rules_from_dict({"icc_form": "icc(c, k)", "min_icc": 0.5}).icc_form == "ICC(3,k)"
    assert rules_from_dict({"icc_form": "ICC(1,1)"}).icc_form == "ICC(1,1)"
    with pytest.raises(InputError, match="not an ICC form"):
        rules_from_dict({"icc_form": "ICC(4,1)"})
    with pytest.raises(InputError, match="max_mae"):
        rules_from_dict({"max_mae": -1})
    assert rules_from_dict({"max_mae": 2.5}).max_mae == 2.5
    assert not rules_from_dict({"max_mae": 2.5}).empty


@pytest.fixture
def scored(tmp_path: Path) -> Path:
    """Shrout & Fleiss's scores in a project whose log says they are interval scores."""
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)
    with Project.open(data, create=True, author="lead") as project:
        project.set_scale("interval")
    return data


def _rules(tmp_path: Path, rules: dict) -> str:
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(rules), encoding="utf-8")
    return str(path)


def test_check_passes_and_fails_on_the_named_form(
        scored: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """ICC(3,k) = 0.909 passes 0.9; ICC(2,1) = 0.290 fails 0.5; J1 and J2 differ by 5.17
    on average, over max_mae 3."""
    ok = _rules(tmp_path, {"icc_form": "ICC(C,k)", "min_icc": 0.9})
    assert main(["check", str(scored), "--rules", ok, "--no-record"]) == 0
    assert "ICC(3,k) = ICC(C,k): 0.909 (at least 0.900): pass" in capsys.readouterr().out
    bad = _rules(tmp_path, {"min_icc": 0.5, "max_mae": 3})
    assert main(["check", str(scored), "--rules", bad, "--no-record"]) == 3
    out = capsys.readouterr().out
    assert "Intraclass correlation ICC(2,1), ICC(2,1) = ICC(A,1): 0.290" in out
    assert "J1 / J2: 5.167 (at most 3): fail" in out
    assert main(["check", str(scored), "--rules", bad, "--no-record", "--lang", "zh_CN"]) == 3
    assert "组内相关系数 ICC(2,1)" in capsys.readouterr().out


def test_no_scores_means_not_checkable(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "sf.csv"
    shutil.copy(SF, data)  # no scale recorded: nominal, so no score statistics
    rules = _rules(tmp_path, {"min_icc": 0.1})
    assert main(["check", str(data), "--rules", rules, "--no-record"]) == 4
    assert "the labels are not numbers at interval or ratio level" in capsys.readouterr().out
