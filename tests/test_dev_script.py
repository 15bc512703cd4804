"""dev.sh, the README's two commands and CI agree with each other (no network, no install)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DEV_SH = ROOT / "dev.sh"
BASH = shutil.which("bash") or "bash"


def run_dev_sh(*args: str) -> subprocess.CompletedProcess[str]:
    """Run dev.sh with arguments it rejects before installing anything."""
    return subprocess.run(
        [BASH, str(DEV_SH), *args], capture_output=True, text=True, timeout=30, check=False
    )


def supported_modes() -> list[str]:
    """The modes named in dev.sh's usage line, e.g. `usage: bash dev.sh demo|test`."""
    match = re.search(r"usage: bash dev\.sh ([a-z|]+)", DEV_SH.read_text(encoding="utf-8"))
    assert match, "dev.sh has no usage line"
    return match.group(1).split("|")


def readme_opening_commands() -> list[str]:
    """The command lines of the README's first code block, comments stripped."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^```[a-z]*\n(.*?)^```", text, flags=re.MULTILINE | re.DOTALL)
    assert match, "README has no code block"
    lines = [line.split("#", 1)[0].strip() for line in match.group(1).splitlines()]
    return [line for line in lines if line]


@pytest.mark.parametrize("args", [("bogus",), ("demo", "extra"), ("--help",)])
def test_usage_error_exits_2(args: tuple[str, ...]) -> None:
    """An unknown mode or a stray argument gives the usage line and exit status 2."""
    result = run_dev_sh(*args)
    assert result.returncode == 2
    assert "usage: bash dev.sh" in result.stderr
    assert "installing" not in result.stderr


def test_readme_opens_with_the_two_supported_commands() -> None:
    """The README's first code block is exactly `bash dev.sh demo` then `bash dev.sh test`."""
    assert supported_modes() == ["demo", "test"]
    expected = [f"bash dev.sh {mode}" for mode in supported_modes()]
    assert readme_opening_commands() == expected


def test_readme_code_block_comes_first() -> None:
    """Nothing but the title stands before the two commands in the README."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    before = text[: text.index("```")].strip().splitlines()
    assert len(before) == 1
    assert before[0].startswith("# ")


def test_ci_runs_exactly_the_readme_test_command() -> None:
    """.ci/run's only command after its environment settings is `bash dev.sh test`."""
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    assert commands[-1] == "bash dev.sh test"
    assert readme_opening_commands()[1] == commands[-1]


def test_dev_sh_parses() -> None:
    """dev.sh is valid bash (a syntax error would only show on a fresh machine)."""
    result = subprocess.run(
        [BASH, "-n", str(DEV_SH)], capture_output=True, text=True, timeout=30, check=False
    )
    assert result.returncode == 0, result.stderr
