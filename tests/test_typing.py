"""The public API is typed: a user's script passes mypy --strict (py.typed ships)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tests" / "typing" / "user_script.py"


def _mypy(script: Path, cache: Path) -> subprocess.CompletedProcess[str]:
    """mypy --strict on one file from a folder outside the package; the package's own
    modules are analysed for their types but their findings are not the user's. pandas ships
    no types of its own (pandas-stubs is a separate package), so its names are let through;
    every name of this package is checked."""
    mypy = Path(sys.executable).with_name("mypy")
    env = {**os.environ, "MYPYPATH": str(ROOT)}
    return subprocess.run([str(mypy), "--strict", "--follow-imports=silent",
                           "--ignore-missing-imports",
                           "--cache-dir", str(cache / "cache"), str(script)],
                          cwd=cache, env=env, capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One mypy cache for both runs: the package is analysed once."""
    return tmp_path_factory.mktemp("mypy")


def test_a_users_script_passes_mypy_strict(cache: Path) -> None:
    """Every name the script uses has a type mypy accepts in strict mode."""
    result = _mypy(SCRIPT, cache)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_catches_a_wrong_use_of_the_api(cache: Path) -> None:
    """The check can fail: a number of items taken as text is a type error."""
    wrong = cache / "wrong.py"
    wrong.write_text(SCRIPT.read_text(encoding="utf-8")
                     + "\nlabel_text: str = result.n_items\n", encoding="utf-8")
    result = _mypy(wrong, cache)
    assert result.returncode == 1
    assert 'variable has type "str"' in result.stdout


def test_the_package_says_it_is_typed() -> None:
    """PEP 561's marker is in the package (and declared as package data)."""
    assert (ROOT / "adjudicator" / "py.typed").is_file()
    assert '"adjudicator" = ["py.typed"]' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
