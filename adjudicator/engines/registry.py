"""The counting engines by their --engine name: the one table a command looks an engine up in.

Adding an engine is one entry here and a module implementing ``engines.engine``'s interface;
no command names an engine's module or branches on its name.
"""

from __future__ import annotations

from collections.abc import Callable

from adjudicator.engines.duckdb.engine import DuckDBEngine
from adjudicator.engines.engine import CountingEngine, Settings
from adjudicator.engines.spark.engine import SparkEngine

ENGINES: dict[str, Callable[[Settings], CountingEngine]] = {
    "duckdb": DuckDBEngine,
    "spark": SparkEngine,
}


def counting_engine(name: str, settings: Settings) -> CountingEngine:
    """The engine called ``name`` (a key of ``ENGINES``), set up with ``settings``."""
    return ENGINES[name](settings)
