"""`report DATA --gold COL` / `--gold-file F` (and `check`): the gold items the report scores
each annotator against and the gold acceptance rules read.

A gold column must not be an annotator of the project (the agreement figures, the decisions
and the rules are all built on the annotators): one that is, is refused with the way to name
the human annotators (``--annotators``). Without either option the report takes the reference
column the import found, if any (``report.acceptance.build.dataset_gold``).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def project_gold(project: Any, args: argparse.Namespace) -> tuple[str, Any] | None:
    """(source name, gold codes) from --gold or --gold-file, or None without them."""
    from adjudicator.io.gold import gold_from_column, gold_from_file

    column = getattr(args, "gold", None)
    if column:
        if column in project.state.ratings.annotators:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "column '{column}' is an annotator "
                                                         "of this project: gold labels must "
                                                         "not count in the agreement"),
                             file=args.data, args={"column": column},
                             hint=QT_TRANSLATE_NOOP("Errors", "Name the human annotators with "
                                                    "--annotators (a,b,c) when the project is "
                                                    "first opened"))
        return column, gold_from_column(project.dataset, column, args.data)[1]
    path = getattr(args, "gold_file", None)
    if path:
        return Path(path).name, gold_from_file(project.dataset, Path(path))
    return None


def refuse_counted_gold(args: argparse.Namespace) -> None:
    """A counting engine keeps no items' labels, so it cannot score them against gold."""
    if getattr(args, "gold", None) or getattr(args, "gold_file", None):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--gold and --gold-file need the labels "
                                                     "file read in memory"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Leave out --engine, or use "
                                                "--engine memory"))
