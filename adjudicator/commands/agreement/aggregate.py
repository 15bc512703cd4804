"""`adjudicator aggregate FILE --method majority|dawid-skene|mace [--format csv|json]`: a
suggested label per item from three or more annotators.

Per item: the posterior over the labels, the most probable label (none on a tie, with the
reason) and the entropy in bits. Per annotator (JSON): the estimated confusion matrix
(Dawid–Skene) or competence (MACE) with a percentile bootstrap interval over items
(``core.crowd``). CSV is one row per item: ``item``, ``label``, ``entropy``, one ``p(LABEL)``
column per label, and ``reason``. Nothing is written to disk.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path
from typing import Any

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.json_text import write_json
from adjudicator.commands.common.say import note
from adjudicator.commands.schema import schema_id
from adjudicator.commands.validate import add_import_arguments
from adjudicator.core.crowd.words import METHODS
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

MAX_RESAMPLES = 10_000


def build_parser() -> argparse.ArgumentParser:
    """Options of the aggregate command."""
    p = ArgumentParser(prog="adjudicator aggregate",
                       description=QT_TRANSLATE_NOOP("Help", "Suggested labels from three or "
                                                             "more annotators, with each "
                                                             "annotator's estimated quality."))
    p.add_argument("file", help=QT_TRANSLATE_NOOP("Help", "a labels file as `adjudicator "
                                                          "validate` reads it"))
    p.add_argument("--method", choices=METHODS, default="dawid-skene", help=QT_TRANSLATE_NOOP(
        "Help", "majority vote, Dawid–Skene (1979) or MACE (Hovy et al. 2013); default "
                "dawid-skene"))
    p.add_argument("--format", choices=("csv", "json"), default="csv")
    p.add_argument("--resamples", type=int, default=100, help=QT_TRANSLATE_NOOP(
        "Help", "bootstrap resamples of the items for the annotators' intervals (0: none)"))
    p.add_argument("--seed", type=int, default=0, help=QT_TRANSLATE_NOOP(
        "Help", "seed of the bootstrap and of MACE's random starts"))
    add_import_arguments(p)
    p.add_argument("--labels", nargs="+", metavar="L", help=QT_TRANSLATE_NOOP(
        "Help", "the categories in scale order"))
    p.add_argument("--ignore-problems", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "compute on the usable rows even if the import "
                                                  "found problems"))
    return p


def main(argv: list[str]) -> int:
    """Fit the model and print the suggestions."""
    from adjudicator.commands.agreement.agree import _file_dataset, record_seen
    from adjudicator.core.crowd.suggest import suggest

    args = build_parser().parse_args(argv)
    if not 0 <= args.resamples <= MAX_RESAMPLES:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--resamples {n} is out of range"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a whole number from 0 to {most}"),
                         args={"n": args.resamples, "most": f"{MAX_RESAMPLES:,}"})
    if args.seed < 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--seed must not be negative"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a whole number from 0"))
    ds = _file_dataset(args)
    check_crowd(ds, args.method, args.file)
    r = ds.ratings
    result = suggest(r.codes, r.labels, r.annotators, r.items, args.method,
                     resamples=args.resamples, seed=args.seed)
    if result.details.get("converged") is False:
        note(QT_TRANSLATE_NOOP("Errors", "Dawid–Skene did not converge in {n} passes: the "
                                         "suggestions are those of the last pass"),
             n=result.details["iterations"])
    if args.format == "json":
        write_json({"schema": schema_id("aggregate"), "file": Path(args.file).name,
                    **result.to_dict()}, sys.stdout)
        sys.stdout.write("\n")
    else:
        write_csv(result, sys.stdout)
    sys.stdout.flush()
    record_seen(list(ds.sources))
    return 0


def check_crowd(ds: Any, method: str, path: str) -> None:
    """Refuse multi-label data, and a model fit with fewer than three annotators."""
    if ds.label_sets and any(len(s) > 1 for s in ds.label_sets):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "suggested labels need one label per "
                                                     "item and annotator"),
                         file=path, hint=QT_TRANSLATE_NOOP(
                             "Errors", "This file has multi-label cells; read it with "
                                       "--separator '' to take each cell as one label"))
    if method != "majority" and len(ds.ratings.annotators) < 3:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "{method} needs three or more annotators "
                                                     "(this file has {n})"),
                         file=path, args={"method": method, "n": len(ds.ratings.annotators)},
                         hint=QT_TRANSLATE_NOOP("Errors", "With two annotators the model cannot "
                                                "tell which one errs; use --method majority "
                                                "or decide the disagreements"))


def write_csv(result: Any, out: Any) -> None:
    """One row per item: item, label, entropy, p(LABEL)…, reason (cells a spreadsheet could
    run as formulas are neutralised)."""
    from adjudicator.io.exporting.safe_cells import neutralise

    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["item", "label", "entropy", *(f"p({lab})" for lab in result.labels),
                     "reason"])
    for row in range(len(result.items)):
        doc = result.item_dict(row)
        post = doc["posterior"] or {}
        cells = [doc["item"], doc["label"] or "",
                 "" if doc["entropy"] is None else f"{doc['entropy']:.6g}",
                 *("" if not post else f"{post[lab]:.6g}" for lab in result.labels),
                 doc.get("reason", "")]
        writer.writerow([neutralise(c) for c in cells])
