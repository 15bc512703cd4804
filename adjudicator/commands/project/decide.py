"""`adjudicator decide DATA --from DECISIONS.csv`: apply decisions made in a spreadsheet.

DECISIONS.csv has the columns item, label and rationale (and optionally source, confidence,
error_category, guideline_update). Every row is checked before the first is applied; then each
decision is made durable and acknowledged with `ok ITEM` on stdout, flushed.
"""

from __future__ import annotations

import csv
import io
import sys
from collections.abc import Callable
from pathlib import Path

from adjudicator.commands.common.projectargs import (
    add_import_options,
    import_settings,
    log_path,
    parser,
    tell,
)
from adjudicator.commands.common.say import text
from adjudicator.commands.validate import add_tool_arguments, tool_options
from adjudicator.core.adjudication.events import Decision
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

REQUIRED = ("item", "label")
TRUE = ("1", "true", "yes", "y", "x")


def main(argv: list[str]) -> int:
    """Apply the decisions of a CSV file to DATA's log; 0 when all were applied."""
    p = parser("adjudicator decide",
               QT_TRANSLATE_NOOP("Help", "Apply decisions (item, label, rationale) from a CSV "
                                         "file."))
    p.add_argument("--from", dest="source", required=True, metavar="DECISIONS.csv")
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who decided (default: the login "
                                                              "name)"))
    add_import_options(p)
    add_tool_arguments(p)
    args = p.parse_args(argv)
    source = Path(args.source)
    rows = read_decisions(source)
    from adjudicator.store.project import Project, default_log_path

    settings = import_settings(args)
    tool = tool_options(args)
    if any(v not in (None, False, "refuse") for v in tool.values()):  # not all defaults
        from dataclasses import replace

        from adjudicator.io import ImportOptions

        settings["options"] = replace(settings.get("options") or ImportOptions(),
                                      **tool)
    existed = (log_path(args) or default_log_path(Path(args.data))).exists()
    with Project.open(args.data, log_path(args), author=args.author, create=True,
                      **settings) as project:
        if project.read_only:
            why = (Message("{messages}", messages=tuple(project.messages)) if project.messages
                   else QT_TRANSLATE_NOOP("Errors", "the log is read-only"))
            raise InputError(why,
                             file=str(project.log_path),
                             hint=QT_TRANSLATE_NOOP("Errors", "Nothing was applied"))
        tell(project.messages)
        if settings and existed:
            given = [text(QT_TRANSLATE_NOOP("Errors", "import options")) if k == "options"
                     else "--" + k.replace("_", "-") for k in settings]
            tell([Message(QT_TRANSLATE_NOOP("Errors", "{options} ignored: the log keeps the "
                                            "import settings it was started with"),
                          options=", ".join(given))])
        check_rows(source, rows, project.state.ratings.labels, project.state.row)
        for _, decision in rows:
            project.state.decide(decision.item, decision.label, decision.rationale,
                                 source=decision.source, confidence=decision.confidence,
                                 error_category=decision.error_category,
                                 guideline_update=decision.guideline_update)
            sys.stdout.write(f"ok {decision.item}\n")
            sys.stdout.flush()
    return 0


def read_decisions(path: Path) -> list[tuple[int, Decision]]:
    """(spreadsheet row number, decision) for every non-blank row; a bad cell, a row with more
    fields than the header, a repeated column or a repeated item raises InputError."""
    from adjudicator.io.readers.encodings import read_text

    rows = _csv_rows(path, read_text(path))
    names = [n.strip().lower() for n in rows[0][1]] if rows else []
    for col in REQUIRED:
        if col not in names:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no '{column}' column"),
                             file=str(path), row=1, column=col,
                             expected=QT_TRANSLATE_NOOP("Errors",
                                                        "columns item, label, rationale"),
                             args={"column": col})
    repeated = next((n for i, n in enumerate(names) if n and n in names[:i]), None)
    if repeated:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the column '{column}' appears twice"),
                         file=str(path), row=1, column=repeated,
                         expected=QT_TRANSLATE_NOOP("Errors", "each column once"),
                         args={"column": repeated})
    out: list[tuple[int, Decision]] = []
    first: dict[str, int] = {}
    for n, cells in rows[1:]:
        if not any(c.strip() for c in cells):
            continue
        if len(cells) > len(names):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "{fields} fields where the header has {header}"),
                             file=str(path), row=n,
                             expected=QT_TRANSLATE_NOOP("Errors", "at most {header} fields"),
                             hint=QT_TRANSLATE_NOOP("Errors", "Put a rationale that contains "
                                                    "commas in double quotes"),
                             args={"fields": len(cells), "header": len(names)})
        decision = _decision(path, n, dict(zip(names, cells, strict=False)))
        if decision.item in first:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "item '{item}' again (first at row {first})"),
                             file=str(path), row=n, column="item",
                             expected=QT_TRANSLATE_NOOP("Errors", "one decision per item"),
                             hint=QT_TRANSLATE_NOOP("Errors", "Nothing was applied"),
                             args={"item": decision.item, "first": first[decision.item]})
        first[decision.item] = n
        out.append((n, decision))
    return out


def _csv_rows(path: Path, text: str) -> list[tuple[int, list[str]]]:
    """(row number as a spreadsheet shows it, fields) of every record of a CSV text."""
    rows: list[tuple[int, list[str]]] = []
    try:
        for cells in csv.reader(io.StringIO(text, newline="")):
            rows.append((len(rows) + 1, cells))
    except csv.Error as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "not a readable CSV record ({reason})"),
                         file=str(path), row=len(rows) + 1,
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "CSV with the columns item, label, rationale"),
                         args={"reason": str(exc)}) from None
    return rows


def _decision(path: Path, n: int, row: dict[str, str]) -> Decision:
    """One row as a Decision."""
    def cell(name: str) -> str:
        return (row.get(name) or "").strip()

    for col in REQUIRED:
        if not cell(col):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "empty {column}"), file=str(path),
                             row=n, column=col, args={"column": col})
    confidence = None
    if cell("confidence"):
        try:
            confidence = float(cell("confidence"))
        except ValueError:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "'{cell}' is not a number"),
                             file=str(path), row=n, column="confidence",
                             expected=QT_TRANSLATE_NOOP("Errors", "a number from 0 to 1"),
                             args={"cell": cell("confidence")}) from None
    return Decision(cell("item"), cell("label"), cell("rationale"), cell("source") or None,
                    confidence, cell("error_category") or None,
                    cell("guideline_update").lower() in TRUE)


def check_rows(path: Path, rows: list[tuple[int, Decision]], labels: tuple[str, ...],
               find: Callable[[str], int]) -> None:
    """Every item must be in DATA and every label in its scheme (nothing applied otherwise)."""
    for n, d in rows:
        try:
            find(d.item)
        except InputError:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown item '{item}'"),
                             file=str(path), row=n, column="item",
                             expected=QT_TRANSLATE_NOOP("Errors", "an item id of DATA"),
                             args={"item": d.item}) from None
        if d.label not in labels:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown label '{label}'"),
                             file=str(path), row=n, column="label", expected="{labels}",
                             args={"label": d.label, "labels": " / ".join(labels)})
        if d.confidence is not None and not 0 <= d.confidence <= 1:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "confidence {value}"), file=str(path),
                             row=n, column="confidence",
                             expected=QT_TRANSLATE_NOOP("Errors", "a number from 0 to 1"),
                             args={"value": d.confidence})
