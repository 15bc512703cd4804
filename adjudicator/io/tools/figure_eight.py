"""Figure Eight (CrowdFlower) full-report CSV: one row per judgment, ``_unit_id`` x ``_worker_id``.

The answer column is the job's question: ``tool_question``/``label_column`` if given, else a
column the report pairs with ``<question>_gold`` (the platform writes one per question), else a
column (not ``_``-prefixed metadata, not a confidence, gold or tainted column) whose value
differs between judgments of one unit; unit data columns are constant. Multi-choice answers are
one per line in the cell. Test-question judgments (``_golden`` true) are excluded unless
``include_gold`` is set; ``_tainted`` ones are kept unless ``exclude_tainted`` is set; all are
counted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding import roles
from adjudicator.io.inference.tool_shapes import cell_error, empty_cell_error, nested_cell
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Opened, RawTable, Skipped, blank_cells
from adjudicator.io.tools.shapes import TableShape

#: why a judgment is skipped, and the group the report counts it in
TAINTED = Message(QT_TRANSLATE_NOOP("Errors", "judgment flagged _tainted"))
GOLDEN = Message(QT_TRANSLATE_NOOP("Errors", "test-question judgment (_golden)"))
GOLDEN_GROUP = Message(QT_TRANSLATE_NOOP("Errors", "test-question judgment"))


def detect(columns: list[str]) -> bool:
    """The platform's unit and worker columns are present."""
    return "_unit_id" in columns and "_worker_id" in columns


def prepare(table: RawTable, options: ImportOptions) -> tuple[RawTable, str]:
    """Apply the tainted rule and return the table and its answer column."""
    answer = options.tool_question or options.label_column or _answer_column(table)
    if options.tool_question:
        answer = roles.require_column([str(c) for c in table.frame.columns], answer,
                                      "question", table.file)
    _gold(table, options)
    frame = table.frame
    if "_tainted" in frame.columns:
        tainted = frame["_tainted"].map(lambda v: str(v).lower() == "true").to_numpy(dtype=bool)
        if tainted.any():
            if options.exclude_tainted:
                table.skipped += [Skipped(int(r), TAINTED)
                                  for r in table.rows[tainted]]
                table.frame = frame[~tainted].reset_index(drop=True)
                table.rows = table.rows[~tainted]
            else:
                table.notes.append(Message(QT_TRANSLATE_NOOP(
                    "Errors", "Figure Eight: {n} judgment(s) flagged _tainted were kept "
                    "(option exclude_tainted)"), n=int(tainted.sum())))
    table.notes.append(Message(QT_TRANSLATE_NOOP("Errors", "Figure Eight: answer column "
                                                 "{column}"), column=repr(answer)))
    _check_cells(table, answer)
    return table, answer


#: what the report's own columns hold on every row, and what an answer is
FILLED = {"_unit_id": QT_TRANSLATE_NOOP("Errors", "the unit's id, which the full report writes "
                                        "on every row"),
          "_worker_id": QT_TRANSLATE_NOOP("Errors", "the worker's id, which the full report "
                                          "writes on every row")}
AN_ANSWER = QT_TRANSLATE_NOOP("Errors", "the worker's answer: a label, or labels one per line "
                              "or as a JSON array")


def _check_cells(table: RawTable, answer: str) -> None:
    """The unit and worker of every judgment are there, and no cell of them or of the answer
    holds a nested value (a JSON object, a list of objects, a Python object printed as
    text): the first such cell is a located error, never a label or an annotator."""
    frame = table.frame
    for column, expected in [*FILLED.items(), (answer, AN_ANSWER)]:
        if column not in frame.columns:
            continue
        cells = frame[column]
        if column in FILLED:
            empty = blank_cells(cells)
            if empty.any():
                raise empty_cell_error("Figure Eight", table.file,
                                       int(table.rows[empty.argmax()]), column, expected)
        text = cells.dropna().astype(str).str.lstrip()
        for k, cell in text[text.str[:1].isin(["[", "{", "("])].items():
            nested = nested_cell(cell)
            if nested is not None:
                raise cell_error("Figure Eight", table.file,
                                 int(table.rows[frame.index.get_loc(k)]), column, nested,
                                 expected)


def _flag(table: RawTable, column: str) -> Any:
    """Rows whose ``column`` is true (as the report writes it)."""
    return table.frame[column].map(lambda v: str(v).strip().lower() == "true").to_numpy(
        dtype=bool)


def _gold(table: RawTable, options: ImportOptions) -> None:
    """Judgments of test questions (``_golden`` true) are left out by default, counted."""
    if "_golden" not in table.frame.columns:
        return
    gold = _flag(table, "_golden")
    n = int(gold.sum())
    if not n:
        return
    if options.include_gold:
        table.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Figure Eight: {n} test-question (_golden) judgment(s) kept "
            "(--include-gold)"), n=n))
        return
    table.skipped += [Skipped(int(r), GOLDEN, GOLDEN_GROUP)
                      for r in table.rows[gold]]
    table.frame = table.frame[~gold].reset_index(drop=True)
    table.rows = table.rows[~gold]
    table.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Figure Eight: {n} test-question (_golden) judgment(s) excluded "
        "(--include-gold keeps them)"), n=n))


NOT_ANSWERS = ("confidence", "_gold", "golden", "tainted", "trust")


def _answer_column(table: RawTable) -> str:
    """The job's question: paired with a ``_gold`` column, else a varying data column."""
    frame = table.frame
    names = [str(c) for c in frame.columns]
    paired = [c for c in names if not c.startswith("_") and f"{c}_gold" in names
              and frame[c].notna().any()]
    moving = [c for c in paired
              if (frame.groupby("_unit_id", observed=True)[c].nunique() > 1).any()]
    paired = moving + [c for c in paired if c not in moving]
    if paired:
        if len(paired) > 1:
            table.notes.append(Message(QT_TRANSLATE_NOOP(
                "Errors", "Figure Eight: questions {questions}; {question} read (--question "
                "NAME)"), questions=", ".join(paired), question=repr(paired[0])))
        return paired[0]
    cols = [c for c in frame.columns if not str(c).startswith("_")
            and not any(w in str(c).lower() for w in NOT_ANSWERS)]
    varying = [c for c in cols if (frame.groupby("_unit_id", observed=True)[c].nunique() > 1).any()]
    named = roles.find_named([str(c) for c in varying], roles.LABEL_NAMES)
    if named:
        return named
    if not varying:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "no answer column found in the Figure Eight report"), file=table.file, row=1,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a column whose value differs between workers"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Pass --label-col COLUMN"))
    if len(varying) > 1:
        table.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Figure Eight: several columns vary within units: {columns}; {column} "
            "read (--question NAME)"), columns=", ".join(map(str, varying)),
            column=repr(varying[0])))
    return str(varying[0])


def open_table(table: RawTable, options: ImportOptions) -> Opened:
    """The report as a long table: unit, worker and the answer column as item, annotator and
    label (judgments kept or skipped by ``prepare``)."""
    table, answer = prepare(table, options)
    table.question = answer
    return Opened(table, "figure_eight", replace(options, layout="long", id_column="_unit_id",
                                                 annotator_column="_worker_id",
                                                 label_column=answer))


TABLE = TableShape("figure_eight", detect, open_table)
