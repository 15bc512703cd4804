"""`adjudicator reannotate DATA --select lowest-agreement|unresolved|audit [--n N] [--seed S]
--out TASKS.csv|TASKS.json`: a batch of items for another annotator to label, blind.

The items (``report.analyses.reannotation``): the N with the lowest share of agreeing
annotator pairs (Fleiss's per-item agreement; equal shares in item order), the disputed items
without a final label in the decision log (all of them, or the N least agreed), or a random
audit sample of N drawn with the seed. The task file (``io.exporting.tasks``) holds the item
id and the item's context columns, never an annotator's label nor the gold column: CSV with
an empty ``label`` column, or Label Studio's import JSON. A manifest beside it records the
originals, the log's state and the chosen items with their agreement. Nothing is written to
the decision log; without a log every disputed item is unresolved.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from adjudicator.commands.common.projectargs import add_import_options, log_path, parser, tell
from adjudicator.commands.common.say import note, say
from adjudicator.core.errors import QT_TRANSLATE_NOOP


def build_parser() -> argparse.ArgumentParser:
    """Options of the reannotate command."""
    from adjudicator.report.analyses.reannotation import SELECTIONS

    p = parser("adjudicator reannotate",
               QT_TRANSLATE_NOOP("Help", "Write a batch of items for another annotator to "
                                         "label, without anyone's labels."))
    p.add_argument("--select", required=True, choices=SELECTIONS, help=QT_TRANSLATE_NOOP(
        "Help", "the items with the lowest share of agreeing annotator pairs, the disputed "
                "items without a final label, or a random audit sample"))
    p.add_argument("--n", type=int, help=QT_TRANSLATE_NOOP(
        "Help", "items in the batch (needed for lowest-agreement and audit; for unresolved, "
                "the least agreed N of them)"))
    p.add_argument("--seed", type=int, default=0, help=QT_TRANSLATE_NOOP(
        "Help", "random seed of the audit sample (default 0)"))
    p.add_argument("--out", required=True, metavar="TASKS.csv|TASKS.json",
                   help=QT_TRANSLATE_NOOP("Help", "the task file: CSV, or JSON to import into "
                                                  "Label Studio"))
    p.add_argument("--force", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "replace existing files that are not an "
                                                  "earlier output of this project (decision "
                                                  "logs and originals are still refused)"))
    p.add_argument("--format", choices=("text", "json"), default="text", help=QT_TRANSLATE_NOOP(
        "Help", "json: the batch (items with their agreement, files written) on standard output"))
    add_import_options(p)
    return p


def main(argv: list[str]) -> int:
    """Choose the items and write the task file and its manifest."""
    from adjudicator.commands.common.projectargs import import_settings
    from adjudicator.io.exporting.tasks import task_format
    from adjudicator.report.analyses.reannotation_batch import (
        choose_batch,
        protected_paths,
        write_batch,
    )
    from adjudicator.store.opening import default_log_path
    from adjudicator.store.project import Project

    args = build_parser().parse_args(argv)
    out = Path(args.out)
    task_format(out)  # an unknown ending is refused before the data are read
    log = log_path(args) or default_log_path(Path(args.data))
    with Project.open(args.data, log, read_only=log.exists(), create=True,
                      **import_settings(args)) as project:
        tell(project.messages)
        batch = choose_batch(project, args.select, args.n, args.seed)
        if not len(batch.rows):
            note(QT_TRANSLATE_NOOP("Errors", "no item fits --select {select}: nothing was "
                                   "written"), select=args.select)
            return 1
        manifest, record = write_batch(project, batch, out, protected_paths(project),
                                       args.force)
    if args.format == "json":
        import sys

        from adjudicator.commands.common.json_text import write_json
        from adjudicator.commands.schema import schema_id

        write_json({"schema": schema_id("reannotate"), "file": Path(args.data).name,
                    "out": out.name, "manifest": manifest.name, **record}, sys.stdout)
        sys.stdout.write("\n")
    else:
        say(QT_TRANSLATE_NOOP("Errors", "{n} items ({select}) written to {out}"),
            n=len(batch.rows), select=args.select, out=out)
        say(QT_TRANSLATE_NOOP("Errors", "wrote {file}"), file=manifest)
    if args.n is not None and len(batch.rows) < args.n:
        note(QT_TRANSLATE_NOOP("Errors", "only {n} items fit --select {select}, fewer than "
                               "--n {asked}"), n=len(batch.rows), select=args.select,
             asked=args.n)
    return 0
