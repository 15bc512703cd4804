"""The tests' own modules need names unique across the folders: the test folders are not
packages, so pytest imports each module by its file name, and two files of one name (two
``test_registry.py``) stop the whole run at collection."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).parent


def test_no_two_test_modules_share_a_name() -> None:
    """Every module under tests/ but the conftests has a file name of its own."""
    where: dict[str, list[str]] = defaultdict(list)
    for path in TESTS.rglob("*.py"):
        if path.name != "conftest.py" and "data" not in path.relative_to(TESTS).parts[:1]:
            where[path.name].append(str(path.relative_to(TESTS)))
    assert {name: paths for name, paths in where.items() if len(paths) > 1} == {}


def test_no_test_imports_a_conftest_by_name() -> None:
    """``from conftest import …`` takes whichever conftest was imported first under that
    name: helpers shared by tests live in a module of their own name."""
    mine = Path(__file__).resolve()
    offenders = [str(p.relative_to(TESTS)) for p in TESTS.rglob("*.py")
                 if p.resolve() != mine and _imports_conftest(p.read_text(encoding="utf-8"))]
    assert offenders == []


def _imports_conftest(source: str) -> bool:
    """A line importing the module ``conftest``."""
    return any(line.strip().startswith(("from conftest import", "import conftest"))
               for line in source.splitlines())
