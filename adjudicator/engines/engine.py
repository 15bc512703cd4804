"""What a counting engine is to the commands: one interface that DuckDB and Spark implement.

A command picks an engine by name from ``engines.registry``, gives it the settings it was
run with, and asks it for the agreement's count tables or the acceptance report's counts;
it never asks which engine it holds. Each engine opens and closes its own session inside
each call, so nothing of DuckDB or Spark outlives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from adjudicator.engines.counting import Counted
from adjudicator.io.options import ImportOptions

IntArray = np.ndarray[Any, np.dtype[np.int64]]
BoolArray = np.ndarray[Any, np.dtype[np.bool_]]
#: a long step's name and how far it is (0 to 1), for a progress line
Progress = Callable[[str, float], None]
#: a warning for the user: an English template (marked for translation) and its fields
Warn = Callable[..., None]


@dataclass(frozen=True)
class Settings:
    """How an engine runs, as the command line gave it (each engine reads its own)."""

    memory_limit: str | None = None  # DuckDB: where it starts to spill
    spark_master: str | None = None  # Spark: the cluster (None: spark-submit's, or local)
    spark_conf: tuple[str, ...] = ()  # Spark: KEY=VALUE settings as given
    progress: Progress | None = None  # DuckDB: its longer steps' progress
    warn: Warn | None = None  # a warning line: an English template and its fields


@dataclass
class ReportCounts:
    """What an engine counted for the acceptance report: the agreement's tables, the
    unanimous items per annotator and label, the decided items' coded labels (and which of
    them the file holds), and the tables counted again per further --by column."""

    counted: Counted
    unanimous: IntArray
    codes: IntArray
    found: BoolArray
    by: list[tuple[str, Counted]]  # each --by column and its per-stratum tables


class CountingEngine(Protocol):
    """An engine that counts the tables where the data lives."""

    #: its --engine name, shown with the results
    name: str
    #: options it cannot honour beyond those no counting engine honours: attribute -> flag
    unsupported: dict[str, str]
    #: the refusal of such options ("{options} cannot be used with --engine …") and its hint
    refusal: str
    refusal_hint: str

    def agreement(self, path: str, options: ImportOptions, labels: list[str] | None,
                  by: str | None) -> Counted:
        """The agreement's count tables of ``path`` (per stratum of ``by`` when given)."""
        ...

    def report(self, path: str, options: ImportOptions, labels: list[str] | None,
               columns: list[str], items: list[str]) -> ReportCounts:
        """The acceptance report's counts of ``path``: the first of ``columns`` (the --by
        columns) counted with the agreement, each further one in a pass of its own;
        ``items`` are the ids the decision log names."""
        ...
