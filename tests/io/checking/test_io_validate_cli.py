"""`python -m adjudicator validate` as users run it: exit codes and messages, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

AWK = Path(__file__).parents[2] / "data" / "io" / "awkward"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the validate command in a fresh interpreter."""
    return subprocess.run([sys.executable, "-m", "adjudicator", "validate", *args],
                          capture_output=True, text=True, encoding="utf-8", check=False,
                          timeout=120)


@pytest.mark.parametrize(("name", "code", "fragment"), [
    ("gb18030_no_bom.csv", 0, "encoding gb18030"),
    ("duplicate_ids.csv", 1, "'i003': rows 4 and 14"),
    ("ragged_short.csv", 1, "row 14: 2 fields, header has 3"),
    ("nul_bytes.csv", 2, "nul_bytes.csv, row 4: the file contains a NUL byte"),
    ("renamed_png.csv", 2, "PNG image"),
    ("broken.jsonl", 2, "broken.jsonl, row 6: line 6 is not valid JSON"),
])
def test_exit_code_and_message(name: str, code: int, fragment: str) -> None:
    """0 usable, 1 problems to fix, 2 unreadable — with the located message and no traceback."""
    result = run(str(AWK / name))
    out = result.stdout + result.stderr
    assert result.returncode == code, out
    assert fragment in out
    assert "Traceback" not in out


def test_schema_option_and_json_output() -> None:
    """--schema and --format json: the unknown value with its row, as JSON."""
    result = run(str(AWK / "unknown_labels.csv"), "--schema", str(AWK / "sentiment.toml"),
                 "--format", "json")
    data = json.loads(result.stdout)
    assert result.returncode == 1
    assert data["unknown_labels"][0] == {"value": "positve", "count": 1, "rows": [14],
                                         "nearest": "正面"}


def test_long_layout_options() -> None:
    """--layout long with --annotator-col/--label-col/--id reads a long file."""
    result = run(str(AWK / "long_chinese.csv"), "--layout", "long", "--id", "编号",
                 "--annotator-col", "标注员", "--label-col", "标签")
    assert result.returncode == 0
    assert "annotators: 2" in result.stdout


def test_help_documents_exit_codes() -> None:
    """--help explains what 0, 1 and 2 mean."""
    result = run("--help")
    assert result.returncode == 0
    assert "1  the file was read but has problems" in result.stdout


def test_bad_option_is_one_line_exit_2() -> None:
    """A usage error is one message and exit status 2, not a traceback."""
    result = run(str(AWK / "tabs.tsv"), "--layout", "diagonal")
    assert result.returncode == 2
    assert "invalid choice" in result.stderr
    assert "Traceback" not in result.stderr


def test_no_header_option() -> None:
    """--no-header reads the first row as data."""
    result = run(str(AWK / "numeric_ids.csv"), "--no-header", "--format", "json")
    assert json.loads(result.stdout)["rows_read"] == 11
