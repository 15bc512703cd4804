"""The examples in the docstrings of ``adjudicator.core`` run and give the published values."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from types import ModuleType

import pytest

import adjudicator.core

MODULES = sorted(m.name for m in pkgutil.walk_packages(adjudicator.core.__path__,
                                                       "adjudicator.core.") if not m.ispkg)
WORKED_EXAMPLES = ("adjudicator.core.stats.pairs.pairwise",
                   "adjudicator.core.stats.many_raters.krippendorff",
                   "adjudicator.core.stats.many_raters.multirater")


def _run(name: str) -> doctest.TestResults:
    """doctest.testmod on one module, without printing a summary."""
    module: ModuleType = importlib.import_module(name)
    return doctest.testmod(module, report=False)


def test_every_core_module_is_found() -> None:
    """The module list covers the statistics modules (an empty list would test nothing)."""
    assert set(WORKED_EXAMPLES) <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_doctests_pass(name: str) -> None:
    """Every doctest of the module gives the value written in it."""
    assert _run(name).failed == 0


@pytest.mark.parametrize("name", WORKED_EXAMPLES)
def test_statistics_modules_carry_a_worked_example(name: str) -> None:
    """The main statistics modules have at least one doctest (a published value)."""
    assert _run(name).attempted > 0
