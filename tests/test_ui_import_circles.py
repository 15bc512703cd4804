"""ui/ and session/ have no import circles: each helper takes the narrow thing it needs, and
only run.py imports the main window (imports under TYPE_CHECKING and inside functions count)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every adjudicator module a file names in an import, at any depth."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
    return {name for name in found if name.startswith("adjudicator.")}


def import_graph() -> dict[str, set[str]]:
    """module -> the adjudicator modules it imports (only names that are modules)."""
    files = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: {m for m in _imports(path) if m in files and m != name}
            for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    """A two-module circle and a three-module circle are found; a chain is not a circle."""
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    assert sorted(circles(graph)) == [["a", "b"], ["c", "d", "e"]]


def test_no_import_circles_touch_ui_or_session() -> None:
    """No group of modules that includes a ui or session module imports itself round in a
    circle."""
    touching = [group for group in circles(import_graph())
                if any(m.startswith(("adjudicator.ui.", "adjudicator.session.")) for m in group)]
    assert touching == []


def test_only_run_imports_the_main_window() -> None:
    """The window's helpers get narrow arguments, so nothing but run.py imports main_window."""
    graph = import_graph()
    importers = sorted(m for m, deps in graph.items()
                       if "adjudicator.ui.window.main_window" in deps)
    assert importers == ["adjudicator.ui.window.run"]
