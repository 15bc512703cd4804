"""The printing room is Qt without the window: QtCore and QtGui only, and one QApplication (made
by ensure_app, so a later widget in the same process does not abort on a bare QGuiApplication).
import-linter sees external packages only whole (PySide6), so this walk checks the Qt modules."""

from __future__ import annotations

import ast
from pathlib import Path

PRINTING = Path(__file__).resolve().parents[2] / "adjudicator" / "printing"


def _qt_imports(path: Path) -> list[tuple[str, str, str]]:
    """(function or "", Qt module, names) for every PySide6 import in ``path``, at any depth."""
    found: list[tuple[str, str, str]] = []

    def walk(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.FunctionDef) else where
            if isinstance(child, ast.ImportFrom) and (child.module or "").startswith("PySide6"):
                found.append((where, child.module or "", ",".join(a.name for a in child.names)))
            elif isinstance(child, ast.Import):
                found.extend((where, a.name, "") for a in child.names
                             if a.name.startswith("PySide6"))
            walk(child, inner)

    walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def test_printing_uses_qtcore_and_qtgui_and_one_application() -> None:
    """Every Qt import of printing/ is QtCore or QtGui, but ensure_app's QApplication."""
    imports = [(p.name, *i) for p in sorted(PRINTING.glob("*.py")) for i in _qt_imports(p)]
    assert imports, "printing/ prints with Qt"
    others = [i for i in imports if i[2] not in ("PySide6.QtCore", "PySide6.QtGui")]
    assert others == [("pdf.py", "ensure_app", "PySide6.QtWidgets", "QApplication")]
