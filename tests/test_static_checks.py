"""ruff and mypy (strict for core, io and store, as configured in pyproject.toml) stay clean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    """The tool installed beside this interpreter (the project's venv)."""
    return str(Path(sys.executable).with_name(name))


def test_ruff_reports_nothing() -> None:
    """`ruff check` finds no problem anywhere in the repository."""
    result = subprocess.run([_tool("ruff"), "check", "--no-cache", "."], cwd=ROOT,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_reports_nothing(tmp_path: Path) -> None:
    """mypy finds no type error in the package (strict in core/, io/ and store/)."""
    result = subprocess.run([_tool("mypy"), "--cache-dir", str(tmp_path), "adjudicator"],
                            cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
