"""`adjudicator selftest`: every bundled reference case passes; bad cases fail alone."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from adjudicator.cli import main
from adjudicator.selftest.runner import bundled_vectors, load_cases, run_case, run_cases

WIKI = {"format": "confusion_matrix", "categories": ["yes", "no"], "matrix": [[20, 5], [10, 15]]}


def case(**overrides: Any) -> dict[str, Any]:
    """A valid user case (Wikipedia's kappa = 0.4) with some fields replaced."""
    base: dict[str, Any] = {"id": "wiki", "metric": "cohen_kappa", "params": {}, "data": WIKI,
                            "expected": {"value": 0.4, "po": 0.7}, "tolerance": 1e-9}
    return {**base, **overrides}


def write_cases(tmp_path: Path, cases: list[Any]) -> Path:
    """A vectors file holding the given cases."""
    path = tmp_path / "cases.json"
    path.write_text(json.dumps({"cases": cases}), encoding="utf-8")
    return path


def test_every_bundled_case_passes() -> None:
    """All public reference vectors shipped with the package pass."""
    cases = load_cases(bundled_vectors())
    results = run_cases(cases)
    failed = {r.id: r.error or [c for c in r.checks if not c.passed] for r in results
              if not r.passed}
    assert failed == {}
    assert len(results) == len(cases) > 100


def test_cli_text_exit_zero_and_total(capsys: pytest.CaptureFixture[str]) -> None:
    """The default run exits 0 and ends with 'N of N cases pass'."""
    assert main(["selftest"]) == 0
    n = len(load_cases(bundled_vectors()))
    assert capsys.readouterr().out.strip().endswith(f"{n} of {n} cases pass")


def test_cli_json_lists_each_field(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """JSON output has per case the id and, per expected field, computed/expected/pass."""
    path = write_cases(tmp_path, [case()])
    assert main(["selftest", str(path), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    fields = {f["field"]: f for f in doc["results"][0]["fields"]}
    assert doc["passed"] == 1
    assert fields["value"]["computed"] == pytest.approx(0.4)
    assert fields["po"]["expected"] == 0.7
    assert fields["po"]["passed"] is True


def test_broken_cases_fail_alone(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Unknown metric, bad data, bad weights: each fails with a message; the good one passes."""
    broken = [
        case(),
        case(id="unknown", metric="magic_kappa"),
        case(id="ragged", data={"format": "confusion_matrix", "matrix": [[1, 2], [3]]}),
        case(id="weights", params={"weights": "zigzag"}),
        case(id="field", expected={"value": 0.4, "nonsense": 1.0}),
        "not a case",
    ]
    path = write_cases(tmp_path, broken)
    assert main(["selftest", str(path)]) == 1
    out = capsys.readouterr().out
    assert "PASS  wiki" in out
    assert "Traceback" not in out
    assert "unknown metric 'magic_kappa'" in out
    assert "zigzag" in out
    assert "nonsense" in out
    assert out.strip().endswith("1 of 6 cases pass; 5 fail")


def test_expected_null_needs_none_with_reason() -> None:
    """Undefined expected: passes when we return None with a reason, fails for a number."""
    one_label = {"format": "confusion_matrix", "categories": ["A", "B"], "matrix": [[5, 0], [0, 0]]}
    ok = run_case(case(data=one_label, expected={"value": None}))
    wrong = run_case(case(expected={"value": None}))
    assert ok.passed
    assert "A" in ok.checks[0].note
    assert not wrong.passed


def test_number_expected_but_undefined_fails_with_reason() -> None:
    """A defined expectation against an undefined result fails and shows the reason."""
    one_label = {"format": "confusion_matrix", "categories": ["A", "B"], "matrix": [[5, 0], [0, 0]]}
    result = run_case(case(data=one_label, expected={"value": 0.0}))
    assert not result.passed
    assert "chance agreement is 1" in result.checks[0].note


def test_tolerance_per_field() -> None:
    """A tolerance dict applies per key with 'default' for the rest."""
    result = run_case(case(expected={"value": 0.41, "po": 0.7},
                           tolerance={"value": 0.02, "default": 1e-12}))
    assert result.passed
    tight = run_case(case(expected={"value": 0.41}, tolerance={"default": 1e-3}))
    assert not tight.passed


def test_keyed_by_item_id_reports_pairing() -> None:
    """Items rated by one rater only are dropped and counted (n_paired / n_unpaired)."""
    data = {"format": "keyed_by_item_id", "rater_a": {"i1": "y", "i2": "n", "i3": "y"},
            "rater_b": {"i2": "n", "i1": "y", "i9": "n"}}
    result = run_case(case(data=data, expected={"n_paired": 2, "n_unpaired": 2}))
    assert result.passed


def test_unreadable_file_is_an_input_error(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    """A file that is not JSON exits 2 with one line naming it."""
    path = tmp_path / "broken.json"
    path.write_text("{ not json", encoding="utf-8")
    assert main(["selftest", str(path)]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err
    assert len(err.strip().splitlines()) == 1


def test_real_subprocess_exit_status() -> None:
    """`python -m adjudicator selftest --format json` passes as a separate process."""
    proc = subprocess.run([sys.executable, "-m", "adjudicator", "selftest", "--format", "json"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["passed"] == doc["cases"]
    assert doc["failed"] == []


def test_vectors_saved_with_a_bom_are_read(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    """Notepad's UTF-8 with BOM is still a vectors file."""
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"cases": [case()]}).encode())
    assert main(["selftest", str(path)]) == 0
    assert "1 of 1 cases pass" in capsys.readouterr().out


def test_deeply_nested_json_is_one_line(capsys: pytest.CaptureFixture[str],
                                        tmp_path: Path) -> None:
    """JSON nested past Python's recursion limit exits 2 with a message, not a traceback."""
    path = tmp_path / "deep.json"
    path.write_text('{"cases": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert main(["selftest", str(path)]) == 2
    assert "nested too deeply" in capsys.readouterr().err


def test_count_too_large_for_int64_is_named(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    """A count of 1e308 fails its case as too large (not as 'negative'), with no warning."""
    big = case(id="big", data={"format": "confusion_matrix", "matrix": [[1e308, 1], [1, 2]]})
    path = write_cases(tmp_path, [big])
    assert main(["selftest", str(path)]) == 1
    captured = capsys.readouterr()
    assert "'matrix' holds a count of 2^53 or more" in captured.out
    assert "RuntimeWarning" not in captured.err


def test_binary_vectors_file_is_refused_from_its_head(capsys: pytest.CaptureFixture[str],
                                                      tmp_path: Path) -> None:
    """NUL bytes (a binary file, or /dev/zero) are refused without reading to the end."""
    path = tmp_path / "bin.json"
    path.write_bytes(b"\0" * 100)
    assert main(["selftest", str(path)]) == 2
    assert "the file is binary, not JSON text" in capsys.readouterr().err
