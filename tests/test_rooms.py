"""Rooms a newcomer can find (issue 28): every folder of the package says in its ``__init__``
docstring what it is for, and no folder holds more than ``MOST_MODULES`` modules.

A folder still too large is listed in ``KNOWN_LARGE`` with the most it may hold: the list only
shrinks, and such a folder may not grow.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "adjudicator"
MOST_MODULES = 20
#: folder -> the most modules it may hold until it is split into rooms
KNOWN_LARGE: dict[str, int] = {}


def folders() -> list[Path]:
    """The package's folders that are packages (resources are data, not code)."""
    return sorted(p.parent for p in PACKAGE.rglob("__init__.py")
                  if "resources" not in p.relative_to(PACKAGE).parts)


def _name(folder: Path) -> str:
    return folder.relative_to(PACKAGE.parent).as_posix()


def test_every_folder_says_what_it_is_for() -> None:
    """A docstring of a sentence or more, not a pointer elsewhere, in two lines at most."""
    vague = []
    for folder in folders():
        doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
        said = (doc or "").replace("(see ARCHITECTURE)", "")
        if len(said.split()) < 8 or len(said.splitlines()) > 2:
            vague.append(_name(folder))
    assert vague == []


def test_no_folder_holds_more_than_twenty_modules() -> None:
    sizes = {_name(f): len([p for p in f.glob("*.py") if p.name != "__init__.py"])
             for f in folders()}
    too_large = {name: n for name, n in sizes.items()
                 if n > KNOWN_LARGE.get(name, MOST_MODULES)}
    assert too_large == {}
    shrunk = [name for name, most in KNOWN_LARGE.items() if sizes.get(name, 0) <= MOST_MODULES]
    assert shrunk == [], "split into rooms: remove it from KNOWN_LARGE"
