"""No import circle anywhere in adjudicator/: the graph is built from every import statement,
at the top of a file or inside a function, so the circles the linter cannot see count too.

The circles that still exist are listed in KNOWN_CYCLES, each with who removes it. The list
only shrinks: a new circle fails, and so does an entry whose circle is gone (delete the entry).
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"

# Each entry: modules that import each other round in a circle today. Empty since the
# restructure (issue 28): a circle found now is a new one.
KNOWN_CYCLES: frozenset[frozenset[str]] = frozenset()


def module_name(path: Path) -> str:
    """The dotted name of a source file of the package (a package's __init__ is the package)."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name."""
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imported(tree: ast.AST, known: set[str]) -> set[str]:
    """The package's modules a parsed file imports, in any statement at any depth.

    `import a.b` names the longest known module of `a.b`; `from a import b` names `a.b` when
    that is a module, else `a`.
    """
    found: set[str] = set()

    def longest(name: str) -> str | None:
        parts = name.split(".")
        for end in range(len(parts), 0, -1):
            head = ".".join(parts[:end])
            if head in known:
                return head
        return None

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in known
                     else node.module for alias in node.names]
        else:
            continue
        found.update(m for m in map(longest, names) if m is not None)
    return found


def import_graph() -> dict[str, set[str]]:
    """module -> the package's modules it imports."""
    files = modules()
    known = set(files)
    return {name: imported(ast.parse(path.read_text(encoding="utf-8")), known) - {name}
            for name, path in files.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Groups of more than one module that reach each other (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            step = next(successors, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph.get(step, ())))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    group.add(top)
                    if top == node:
                        break
                if len(group) > 1:
                    groups.append(frozenset(group))
    return groups


def without_known(graph: dict[str, set[str]],
                  known: frozenset[frozenset[str]]) -> dict[str, set[str]]:
    """The graph less the imports inside each known circle (so only unknown circles remain)."""
    return {node: {nxt for nxt in targets
                   if not any(node in cycle and nxt in cycle for cycle in known)}
            for node, targets in graph.items()}


def is_cycle(graph: dict[str, set[str]], members: frozenset[str]) -> bool:
    """Whether the members still import each other round in a circle among themselves."""
    inside = {m: graph.get(m, set()) & members for m in members}
    return any(group == members for group in strongly_connected(inside))


def test_the_cycle_finder_finds_circles_and_not_chains() -> None:
    """A two-module and a three-module circle are found; a chain into a circle is not one."""
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    assert sorted(sorted(g) for g in strongly_connected(graph)) == [["a", "b"], ["c", "d", "e"]]
    assert strongly_connected(without_known(graph, frozenset({frozenset("ab")}))) == [
        frozenset("cde")]
    assert is_cycle(graph, frozenset("cde"))
    assert not is_cycle(graph, frozenset("af"))


def test_imports_inside_functions_and_from_imports_count() -> None:
    """An import in a function body counts, and `from a import b` names the module a.b."""
    tree = ast.parse("def f():\n    from p import m\n    import p.q.r\nfrom p import CONST\n")
    assert imported(tree, {"p", "p.m", "p.q"}) == {"p.m", "p.q", "p"}


def test_no_import_circle_but_the_known_ones() -> None:
    """The package's import graph has no circle that KNOWN_CYCLES does not list."""
    new = strongly_connected(without_known(import_graph(), KNOWN_CYCLES))
    assert [sorted(group) for group in new] == []


def test_every_known_cycle_still_exists() -> None:
    """Each KNOWN_CYCLES entry is still a circle; when one is broken its entry goes."""
    graph = import_graph()
    gone = [sorted(cycle) for cycle in KNOWN_CYCLES if not is_cycle(graph, cycle)]
    assert gone == []
