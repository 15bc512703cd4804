"""Toloka results files (the pool's "Download results" TSV, ``get_assignments_df``).

Columns, as Toloka's documentation lists them: ``INPUT:<field>`` (the task's input data),
``OUTPUT:<field>`` (the Toloker's answers), ``GOLDEN:<field>`` (the right answer of a control
task), ``HINT:text`` and ``HINT:default_language`` (training hints), and the assignment's
``ASSIGNMENT:link``, ``ASSIGNMENT:assignment_id``, ``ASSIGNMENT:worker_id``,
``ASSIGNMENT:status`` and ``ASSIGNMENT:started`` (optionally ``ASSIGNMENT:task_id`` and more).

The item is ``ASSIGNMENT:task_id`` when the file has it, else the task's input values; the
annotator ``ASSIGNMENT:worker_id``; the label the ``OUTPUT:`` field named by
``tool_question`` (``NAME`` or ``OUTPUT:NAME``), else the first. Assignments that were
rejected, skipped, expired or are still active are skipped and counted; control tasks (a
``GOLDEN:`` answer) are left out by default, like Figure Eight's gold, and kept with
``include_gold``. An answer written as a JSON array (several choices) or an object of
checkboxes (``{"cat": true, "dog": false}``) is a label set. The web download may add a
delimiter row after each task suite that holds only the ``ASSIGNMENT:`` fields; its fields
then belong to the task rows above it.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.tool_shapes import cell_error, nested_cell
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import REJECTED, RawTable, Skipped, cell_text
from adjudicator.io.tools.judgments import Judgments, table_opener
from adjudicator.io.tools.questions import others_note
from adjudicator.io.tools.shapes import TableShape

INPUT, OUTPUT, GOLDEN, ASSIGNMENT = "INPUT:", "OUTPUT:", "GOLDEN:", "ASSIGNMENT:"
WORKER, STATUS, TASK = "ASSIGNMENT:worker_id", "ASSIGNMENT:status", "ASSIGNMENT:task_id"
KEPT = ("SUBMITTED", "APPROVED", "ACCEPTED", "")
#: why a task row is skipped (the report counts the control tasks in one group)
LEFT = {"REJECTED": REJECTED,
        "SKIPPED": Message(QT_TRANSLATE_NOOP("Errors", "assignment skipped")),
        "EXPIRED": Message(QT_TRANSLATE_NOOP("Errors", "assignment expired")),
        "ACTIVE": Message(QT_TRANSLATE_NOOP("Errors", "assignment active"))}
OTHER_STATUS = QT_TRANSLATE_NOOP("Errors", "assignment {status}")
NO_WORKER = Message(QT_TRANSLATE_NOOP("Errors", "no worker id"))
CONTROL = Message(QT_TRANSLATE_NOOP("Errors", "control task (GOLDEN)"))
CONTROL_GROUP = Message(QT_TRANSLATE_NOOP("Errors", "control task"))
AN_ANSWER = QT_TRANSLATE_NOOP("Errors", "an answer: a label, a JSON array of labels or a JSON "
                              "object of checkboxes (true/false)")


def detect(columns: list[str]) -> bool:
    """At least one answer column beside the worker column or an input column (a file of
    answers without the worker column is refused by ``read``, which names it)."""
    return any(c.startswith(OUTPUT) for c in columns) and (
        WORKER in columns or any(c.startswith(INPUT) for c in columns))


def read(table: RawTable, options: ImportOptions) -> Judgments:
    """One judgment per task row of a kept assignment."""
    cols = [str(c) for c in table.frame.columns]
    if WORKER not in cols:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "this Toloka file has no {column} column, "
                                           "so whose answer each row is cannot be known"),
                         args={"column": WORKER}, file=table.file, row=1,
                         expected=QT_TRANSLATE_NOOP("Errors", "the Tolokers' own answers, one "
                                                    "row per task and assignment, with "
                                                    "{column}"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Download the pool's results with the "
                                                "assignment fields (not aggregated results)"))
    questions = [c[len(OUTPUT):] for c in cols if c.startswith(OUTPUT)]
    question = _chosen(questions, options.tool_question, table.file)
    inputs = [c for c in cols if c.startswith(INPUT)]
    out = Judgments("toloka", table.file, table.format, question=question)
    rows = _with_assignments(table.frame.to_dict("records"), table.rows.tolist(), cols)
    counts: dict[Message, int] = {}
    for rec, number in rows:
        reason = _skip_reason(rec, question, options)
        if reason:
            counts[reason] = counts.get(reason, 0) + 1
            out.skipped.append(Skipped(number, reason, CONTROL_GROUP if reason is CONTROL
                                       else None))
            continue
        column = OUTPUT + question
        out.add(number, _item(rec, inputs), rec.get(WORKER),
                _answer(rec.get(column), table.file, number, column), _text(rec, inputs))
    _notes(out, questions, question, inputs, TASK in cols, counts, len(table.frame) - len(rows))
    return out


def _chosen(questions: list[str], asked: str | None, file: str) -> str:
    """The OUTPUT field asked for (with or without the prefix), else the first."""
    if asked is None:
        return questions[0]
    name = asked[len(OUTPUT):] if asked.startswith(OUTPUT) else asked
    if name in questions:
        return name
    raise InputError(QT_TRANSLATE_NOOP("Errors",
                         "there is no answer field '{question}' in this Toloka results file"),
                     file=file, row=1,
                     expected=QT_TRANSLATE_NOOP("Errors", "one of: {questions}"),
                     hint=QT_TRANSLATE_NOOP("Errors", "Name one of them with --question"),
                     args={"question": asked, "questions": ", ".join(questions)})


def _with_assignments(records: list[dict[str, Any]], numbers: list[int],
                      cols: list[str]) -> list[tuple[dict[str, Any], int]]:
    """Task rows with their assignment's fields; delimiter rows lend theirs to the rows above.

    A delimiter row has assignment fields and no task fields; a task row without a worker
    waits for the next delimiter row. Task rows left without one keep empty fields.
    """
    task_cols = [c for c in cols if not c.startswith(ASSIGNMENT)]
    assignment_cols = [c for c in cols if c.startswith(ASSIGNMENT)]
    out: list[tuple[dict[str, Any], int]] = []
    waiting: list[tuple[dict[str, Any], int]] = []
    for rec, number in zip(records, numbers, strict=True):
        has_task = any(_filled(rec.get(c)) for c in task_cols)
        if has_task and _filled(rec.get(WORKER)):
            out.append((rec, number))
        elif has_task:
            waiting.append((rec, number))
        else:
            for task, n in waiting:
                task.update({c: rec.get(c) for c in assignment_cols})
                out.append((task, n))
            waiting = []
    return sorted(out + waiting, key=lambda pair: pair[1])


def _skip_reason(rec: dict[str, Any], question: str, options: ImportOptions) -> Message | None:
    """Why a task row is not a judgment: its assignment's status, or a control task."""
    status = str(cell_text(rec.get(STATUS)) or "").strip().upper()
    if status not in KEPT:
        return LEFT.get(status) or Message(OTHER_STATUS, status=status.lower())
    if not _filled(rec.get(WORKER)):
        return NO_WORKER
    if not options.include_gold and _filled(rec.get(GOLDEN + question)):
        return CONTROL
    return None


def _answer(value: object, file: str, number: int, column: str) -> object:
    """The answer cell: a JSON array (several choices) is a label set, a JSON object of
    checkboxes the keys set to true; another nested value (an object of anything else, a list
    of objects, a Python object printed as text) is a located error; anything else as
    written."""
    text = cell_text(value)
    if not isinstance(text, str):
        return value
    nested = nested_cell(text)
    if isinstance(nested, dict) and nested and all(isinstance(v, bool) for v in nested.values()):
        return [str(k) for k, v in nested.items() if v] or None
    if nested is not None:
        raise cell_error("Toloka", file, number, column, nested, AN_ANSWER)
    if text.strip()[:1] == "[":
        import json

        try:
            parsed = json.loads(text)
        except ValueError:
            return value
        if isinstance(parsed, list):
            return [str(v) for v in parsed] or None
    return value


def _filled(value: object) -> bool:
    """A cell with something in it (not missing, not blank)."""
    text = cell_text(value)
    return text is not None and str(text).strip() != ""


def _item(rec: dict[str, Any], inputs: list[str]) -> object:
    """The task id when the file has one, else the task's input values joined."""
    if _filled(rec.get(TASK)):
        return rec.get(TASK)
    values = [str(cell_text(rec.get(c)) or "") for c in inputs]
    return values[0] if len(values) == 1 else " | ".join(values)


def _text(rec: dict[str, Any], inputs: list[str]) -> object:
    """An input field that reads as the task's text (``INPUT:text`` and the like)."""
    for name in ("text", "sentence", "query", "question", "review"):
        if INPUT + name in inputs:
            return rec.get(INPUT + name)
    return None


def _notes(out: Judgments, questions: list[str], question: str, inputs: list[str],
           has_task_id: bool, counts: dict[Message, int], delimiters: int) -> None:
    """What was read as what, and what was left out with its count."""
    item = "ASSIGNMENT:task_id" if has_task_id else " + ".join(inputs) or "(no INPUT field)"
    others = [q for q in questions if q != question]
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Toloka results: item = {item}, annotator = ASSIGNMENT:worker_id, question "
        "{question}{others}"), item=item, question=repr(question),
        others=others_note(others)))
    if delimiters:
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Toloka: {n} task-suite delimiter row(s) lent their assignment fields to "
            "the task rows above them"), n=delimiters))
    for reason, n in counts.items():
        out.notes.append(Message(
            QT_TRANSLATE_NOOP("Errors", "Toloka: {n} row(s) skipped: {reason} (--include-gold "
                              "keeps them)") if reason is CONTROL else
            QT_TRANSLATE_NOOP("Errors", "Toloka: {n} row(s) skipped: {reason}"),
            n=n, reason=reason))


TABLE = TableShape("toloka", detect, table_opener(read))
