"""The one import rule of the architecture, enforced by import-linter and by a direct walk."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"
FORBIDDEN_IN_CORE = {"PySide6", "pandas", "matplotlib", "pyarrow", "openpyxl", "scipy", "sklearn"}


def _imported_roots(path: Path) -> set[str]:
    """Top-level module names a source file imports, at any depth."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module)
    return roots


def test_core_imports_no_qt_pandas_or_plotting() -> None:
    """No module under core/ imports Qt, pandas, matplotlib or a file-format library."""
    offenders = [
        f"{p.relative_to(PACKAGE)}: {name}"
        for p in (PACKAGE / "core").rglob("*.py")
        for name in _imported_roots(p)
        if name.split(".")[0] in FORBIDDEN_IN_CORE
    ]
    assert offenders == []


def test_only_the_gui_entry_imports_ui() -> None:
    """Nothing outside ui/ imports adjudicator.ui except the gui command: the report command
    prints its PDF with adjudicator.printing, which imports no ui."""
    allowed = {"commands/gui.py"}
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if "ui" not in p.relative_to(PACKAGE).parts[:1]
        and p.relative_to(PACKAGE).as_posix() not in allowed
        and any(n.startswith("adjudicator.ui") for n in _imported_roots(p))
    ]
    assert offenders == []


def test_import_linter_contracts_hold() -> None:
    """import-linter's layer and forbidden-module contracts in pyproject.toml are kept."""
    exe = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))
    result = subprocess.run(
        [exe], cwd=PACKAGE.parent, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
