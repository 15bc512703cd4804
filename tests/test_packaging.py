"""The wheel's package list names every package of the source tree (an editable install hides
a missing one; a built wheel or an installer bundle would then lack its modules)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _declared_packages() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(config["tool"]["setuptools"]["packages"])


def _source_packages() -> set[str]:
    inits = (ROOT / "adjudicator").rglob("__init__.py")
    return {".".join(p.parent.relative_to(ROOT).parts) for p in inits}


def test_every_source_package_is_declared() -> None:
    """Each folder of adjudicator/ with an __init__.py is in [tool.setuptools] packages."""
    missing = _source_packages() - _declared_packages()
    assert not missing, f"add to pyproject.toml [tool.setuptools] packages: {sorted(missing)}"


def test_declared_packages_exist() -> None:
    """Every declared package is a source package or a folder of resources/."""
    declared = {p for p in _declared_packages() if not p.startswith("adjudicator.resources")}
    assert declared <= _source_packages()
