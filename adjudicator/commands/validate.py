"""`adjudicator validate FILE`: read a labels file and print its validation report.

``add_import_arguments`` and ``import_options`` are the import options every command that reads
a labels file can share (so ``agree`` reads files exactly as ``validate`` does).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.error_language import LANGS
from adjudicator.commands.schema import schema_id
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

if TYPE_CHECKING:
    from adjudicator.io import ImportOptions

EPILOG = QT_TRANSLATE_NOOP("Help", """exit status:
  0  the file is usable (warnings and suggestions may still be printed)
  1  the file was read but has problems to fix first: duplicate or blank ids, values not in
     the schema, rows with the wrong number of fields, garbled (mis-encoded) labels, fewer
     than two annotators, or no item labelled by two annotators
  2  the file cannot be read at all (the message names file, row and column)""")


def add_import_arguments(p: argparse.ArgumentParser) -> None:
    """The options of an import (format, encoding, sheet, layout, columns, schema, labels)."""
    p.add_argument("--schema", help=QT_TRANSLATE_NOOP("Help", "label schema (.json or .toml)"))
    p.add_argument("--encoding", help=QT_TRANSLATE_NOOP(
        "Help", "text encoding (default: detected)"))
    p.add_argument("--sheet", help=QT_TRANSLATE_NOOP("Help", "XLSX sheet name or number "
                                                             "(default: first with data)"))
    p.add_argument("--layout", choices=["wide", "long"], help=QT_TRANSLATE_NOOP(
        "Help", "default: detected"))
    p.add_argument("--id", dest="id_column", help=QT_TRANSLATE_NOOP(
        "Help", "item id column, or several that name an item together joined by + "
        "(patient_id+scan_id+nodule_index)"))
    p.add_argument("--annotator-col", help=QT_TRANSLATE_NOOP(
        "Help", "long layout: annotator column"))
    p.add_argument("--label-col", help=QT_TRANSLATE_NOOP("Help", "long layout: label column"))
    p.add_argument("--annotators", nargs="+", help=QT_TRANSLATE_NOOP(
        "Help", "wide layout: the annotator columns"))
    p.add_argument("--no-header", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "the first row is data (columns are named "
                                                  "col1, col2, …)"))
    p.add_argument("--missing", nargs="+", default=[], help=QT_TRANSLATE_NOOP(
        "Help", "extra values meaning 'no label'"))
    p.add_argument("--not-missing", nargs="+", default=[], metavar="VALUE",
                   help=QT_TRANSLATE_NOOP("Help", "values of the default missing set that are "
                                                  "real labels here (e.g. - or ?); the report "
                                                  "lists the set in effect"))
    p.add_argument("--separator", help=QT_TRANSLATE_NOOP(
        "Help", "multi-label separator ('' = never split cells)"))
    p.add_argument("--merge-near-duplicates", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "merge spellings that differ by case, width, "
                                                  "spaces or 繁/简"))
    add_tool_arguments(p)


def add_tool_arguments(p: argparse.ArgumentParser) -> None:
    """The choices about annotation-tool exports and repeated judgments."""
    p.add_argument("--question", metavar="NAME",
                   help=QT_TRANSLATE_NOOP("Help", "which question of a tool export to read "
                                                  "(Label Studio from_name, Potato scheme, MTurk "
                                                  "Answer.NAME, Toloka OUTPUT:NAME, Argilla "
                                                  "question, Ground Truth form element; default: "
                                                  "the first, named in the report)"))
    p.add_argument("--repeats", choices=("refuse", "first", "last"), default="refuse",
                   help=QT_TRANSLATE_NOOP("Help", "a second judgment of one item by one "
                                                  "annotator: refuse (default, listed with both "
                                                  "rows), or keep the first or the last"))
    p.add_argument("--include-gold", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "Figure Eight: keep test-question (_golden) "
                                                  "judgments; Toloka: keep control tasks "
                                                  "(GOLDEN:); default: excluded and counted"))
    p.add_argument("--exclude-tainted", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "Figure Eight: drop judgments flagged _tainted "
                                                  "(default: kept, counted)"))
    p.add_argument("--keep-whitespace", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "keep spaces around labels ('pos ' differs "
                                                  "from 'pos'; default: trimmed, with a note)"))
    p.add_argument("--confirm-duplicate-columns", action="store_true",
                   help=QT_TRANSLATE_NOOP("Help", "use annotator columns whose names differ only "
                                                  "by case or spaces (or repeat) as different "
                                                  "annotators"))
    p.add_argument("--hidden", choices=("read", "skip"),
                   help=QT_TRANSLATE_NOOP("Help", "XLSX hidden rows and columns: read them as "
                                                  "data or leave them out (default: refused, "
                                                  "each named)"))
    p.add_argument("--merged", choices=("fill", "first"),
                   help=QT_TRANSLATE_NOOP("Help", "XLSX merged cells: every cell takes the "
                                                  "merge's value, or only the first cell holds "
                                                  "it (default: refused, each merge named)"))


def tool_options(args: argparse.Namespace) -> dict[str, object]:
    """The ImportOptions fields set by ``add_tool_arguments``."""
    return {"tool_question": args.question, "repeats": args.repeats,
            "include_gold": args.include_gold, "exclude_tainted": args.exclude_tainted,
            "keep_whitespace": args.keep_whitespace,
            "confirm_duplicate_columns": args.confirm_duplicate_columns,
            "hidden_cells": args.hidden or "refuse", "merged_cells": args.merged or "refuse"}


def import_options(args: argparse.Namespace) -> ImportOptions:
    """ImportOptions from parsed ``add_import_arguments`` options."""
    from adjudicator.io import ImportOptions

    chosen = args.annotators or []
    repeated = next((c for i, c in enumerate(chosen) if c in chosen[:i]), None)
    if repeated is not None:  # a column compared with itself would agree perfectly
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "--annotators names the column '{column}' twice"),
                         column=repeated,
                         expected=QT_TRANSLATE_NOOP("Errors", "each annotator column once"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Name two or more different columns"),
                         args={"column": repeated})
    return ImportOptions(encoding=args.encoding, sheet=args.sheet,
                         header=False if args.no_header else None,
                         layout=args.layout or "auto", id_column=args.id_column,
                         annotator_column=args.annotator_col, label_column=args.label_col,
                         annotators=args.annotators, schema=args.schema,
                         multi_label_separator=args.separator, missing_values=args.missing,
                         label_values=args.not_missing,
                         merge_near_duplicates=args.merge_near_duplicates,
                         memory_limit=memory_limit(args),
                         **tool_options(args))  # type: ignore[arg-type]


MEMORY_LIMIT_HELP = QT_TRANSLATE_NOOP("Help", "the most memory reading the file may need (e.g. "
                                      "8GB; default 4GB): a larger file is refused before it "
                                      "is read")


def memory_limit(args: argparse.Namespace) -> int | None:
    """--memory-limit in bytes (None when not given: the readers' default)."""
    from adjudicator.io.readers.budget import parse_size

    given = getattr(args, "memory_limit", None)
    return parse_size(given) if given else None


def build_parser() -> argparse.ArgumentParser:
    """The validate command's options."""
    p = ArgumentParser(prog="adjudicator validate", epilog=EPILOG,
                       description=QT_TRANSLATE_NOOP("Help", "Check a labels file before any "
                                                             "statistic."),
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("file", help=QT_TRANSLATE_NOOP("Help", "CSV/TSV/XLSX/JSONL/JSON/Parquet file, "
                                                          "or a folder"))
    add_import_arguments(p)
    p.add_argument("--memory-limit", metavar="SIZE", help=MEMORY_LIMIT_HELP)
    p.add_argument("--format", dest="output", choices=["text", "json"], default="text")
    p.add_argument("--lang", default="en", choices=LANGS,
                   help=QT_TRANSLATE_NOOP("Help", "language of the report and of errors (en, "
                                                  "zh_CN, zh_TW)"))
    return p


def main(argv: list[str]) -> int:
    """Print the report; exit 0 usable, 1 problems to fix, 2 unreadable input."""
    from adjudicator.commands.common.error_language import translator
    from adjudicator.io import load_dataset
    from adjudicator.io.checking.text import render

    args = build_parser().parse_args(argv)
    report = load_dataset(args.file, options=import_options(args)).report
    if args.output == "json":
        json.dump({"schema": schema_id("validate"), **report.to_dict()}, sys.stdout,
                  ensure_ascii=False, indent=1, default=str)
        print()
    else:
        print(render(report, translator(args.lang)))
    return 0 if report.usable else 1
