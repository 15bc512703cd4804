"""`agree FILE --gold COL` / `--gold-file F`: each annotator against gold items.

The gold labels come from a column of FILE (an annotator-like column of known answers, empty
where an item is not gold) or from a separate file of two columns, item id and gold label.
A gold column that the import took for an annotator is taken out of the ratings before any
agreement is computed, so gold never counts as an annotator (``split_gold``; the reading is
``io.gold``'s). The figures are
``core.quality.gold``'s; JSON carries them as ``gold``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.io.gold import gold_from_column, gold_from_file

if TYPE_CHECKING:  # the statistics are imported when gold is given (not at every agree)
    from adjudicator.core.quality.gold import GoldReport

Codes = npt.NDArray[np.int64]


def add_gold_arguments(p: argparse.ArgumentParser) -> None:
    """--gold COL and --gold-file F (one of them)."""
    group = p.add_mutually_exclusive_group()
    group.add_argument("--gold", metavar="COL", help=QT_TRANSLATE_NOOP(
        "Help", "a column of known answers (empty where an item is not gold): each annotator "
                "is scored against it, and it is left out of the agreement"))
    group.add_argument("--gold-file", metavar="F", help=QT_TRANSLATE_NOOP(
        "Help", "a CSV of gold labels: item id, then the gold label"))


def split_gold(ds: Any, args: argparse.Namespace) -> tuple[Any, Codes | None]:
    """The dataset without the gold column among its annotators, and the gold codes (-1 where
    an item is not gold); (ds, None) without --gold or --gold-file."""
    if getattr(args, "gold", None):
        return gold_from_column(ds, args.gold, args.file)
    if getattr(args, "gold_file", None):
        return ds, gold_from_file(ds, Path(args.gold_file))
    return ds, None


def gold_report(ds: Any, gold: Codes) -> GoldReport:
    """Every annotator of ``ds`` against ``gold``."""
    from adjudicator.core.quality.gold import gold_scores

    r = ds.ratings
    return gold_scores(r.codes, gold, r.annotators, r.labels)


def gold_lines(report: GoldReport, text: Any, reason: Any = str) -> str:
    """The gold block of agree's text output (``text`` renders a template in the run's
    language, ``reason`` a Reason): κ's coverage note under its annotator, as under a pair."""
    def figure(e: Any) -> str:
        if e.value is None:
            return "—"
        if e.ci is None:
            return f"{e.value:.3f}"
        return f"{e.value:.3f} [{e.ci[0]:.3f}, {e.ci[1]:.3f}]"

    lines = ["", text(QT_TRANSLATE_NOOP("Errors", "Against gold ({n} gold items): batch "
                                                  "accuracy {accuracy}"),
                      n=report.n_items, accuracy=figure(report.accuracy))]
    for a in report.annotators:
        if a.n == 0:
            lines.append(f"  {a.annotator}: {a.accuracy.reason}")
            continue
        lines.append("  " + text(QT_TRANSLATE_NOOP(
            "Errors", "{annotator}: accuracy {accuracy}, κ {kappa}, {n} gold items seen, "
                      "{missed} missed"),
            annotator=a.annotator, accuracy=figure(a.accuracy), kappa=figure(a.kappa),
            n=a.n, missed=len(a.missed)))
        note = a.kappa.extras.get("coverage_note") if a.kappa.ci is not None else None
        if note:  # κ's interval kind covered under 93% in simulations
            lines.append("    " + text(QT_TRANSLATE_NOOP(
                "Errors", "! κ's interval may be too narrow: {note}"), note=reason(note)))
    return "\n".join(lines) + "\n"
