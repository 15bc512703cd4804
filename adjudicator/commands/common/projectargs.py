"""Options shared by the commands that work on a data file and its decision log."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.core.errors import QT_TRANSLATE_NOOP


def parser(prog: str, description: str, epilog: str | None = None) -> ArgumentParser:
    """A parser with DATA and --log already declared; an ``epilog`` keeps its lines."""
    p = ArgumentParser(prog=prog, description=description, epilog=epilog,
                       formatter_class=argparse.RawDescriptionHelpFormatter if epilog
                       else argparse.HelpFormatter)
    p.add_argument("data", metavar="DATA", help=QT_TRANSLATE_NOOP(
        "Help", "the annotators' labels (never written)"))
    p.add_argument("--log", metavar="PATH",
                   help=QT_TRANSLATE_NOOP("Help", "the decision log (default: "
                                                  "NAME.adjudication.jsonl beside DATA)"))
    return p


def add_import_options(p: argparse.ArgumentParser) -> None:
    """How to read DATA when a new log is started."""
    p.add_argument("--id-column", help=QT_TRANSLATE_NOOP(
        "Help", "column with the item ids (default: the first)"))
    p.add_argument("--annotators", help=QT_TRANSLATE_NOOP(
        "Help", "comma-separated annotator columns"))
    p.add_argument("--labels", help=QT_TRANSLATE_NOOP("Help", "comma-separated labels in scale "
                                                              "order"))
    p.add_argument("--layout", choices=("wide", "long"), help=QT_TRANSLATE_NOOP(
        "Help", "wide (one row per item) or long (one row per judgment); default: detected"))
    p.add_argument("--annotator-col", help=QT_TRANSLATE_NOOP("Help",
                                                             "long layout: annotator column"))
    p.add_argument("--label-col", help=QT_TRANSLATE_NOOP("Help", "long layout: label column"))


def add_rules_options(p: argparse.ArgumentParser) -> None:
    """Which acceptance rules, under which interval conventions, and whether the viewing of
    the results is recorded (``report`` and ``check``)."""
    p.add_argument("--rules", metavar="RULES", help=QT_TRANSLATE_NOOP("Help", "acceptance rules "
                   "(JSON or TOML) to use instead of the rules recorded in the log"))
    p.add_argument("--conventions", choices=("table", "gwet"), default="table",
                   help=QT_TRANSLATE_NOOP(
                       "Help", "table: SE divisor n, z interval; gwet: n-1, t(n-1) clipped"))
    p.add_argument("--no-record", action="store_true",
                   help=QT_TRANSLATE_NOOP(
                       "Help", "do not record in the log that results were viewed"))


def agreement_options(args: argparse.Namespace) -> Any:
    """The statistics' options from --conventions."""
    from adjudicator.core.stats.common.estimate import GWET_CONVENTIONS, TABLE_CONVENTIONS
    from adjudicator.core.stats.summaries.options import AgreementOptions
    return AgreementOptions(conventions=GWET_CONVENTIONS if args.conventions == "gwet"
                            else TABLE_CONVENTIONS)


def import_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The options given, in ``load_dataset``'s terms."""
    out: dict[str, Any] = {}
    if args.id_column:
        out["id_column"] = args.id_column
    if args.annotators:
        out["annotators"] = [a.strip() for a in args.annotators.split(",")]
    if args.labels:
        out["labels"] = [a.strip() for a in args.labels.split(",")]
    layout = {key: value for key, value in (("layout", args.layout),
                                            ("annotator_column", args.annotator_col),
                                            ("label_column", args.label_col)) if value}
    if layout:  # a long table's columns, as agree and validate take them
        from adjudicator.io.options import ImportOptions

        out["options"] = ImportOptions(**layout)
    return out


def log_path(args: argparse.Namespace) -> Path | None:
    """--log as a path."""
    return Path(args.log) if args.log else None


def tell(messages: list[str]) -> None:
    """Print what opening the project had to say (torn tail, lock, mismatch) on stderr, in
    the run's language."""
    from adjudicator.commands.common.say import note

    for message in messages:
        note("{message}", message=message)
