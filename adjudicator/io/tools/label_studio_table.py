"""Label Studio CSV, TSV and JSON-MIN exports: one row per annotation.

The export writes the task ``id``, ``annotator`` (e-mail), ``annotation_id``, ``created_at``,
``updated_at``, ``lead_time`` and ``agreement``, then one column per task data field and one
per question (the control's ``name``). A single choice is written as the bare value; several
choices as ``{"choices": [...]}``; text spans as a list of ``{"start", "end", "labels"}``.

Which column is a question: ``--question NAME``; else the columns holding Label Studio value
objects or differing between annotations of one task (task data never does); else, when only
one remaining column looks like answers, that one. Otherwise the reader asks rather than guess.
"""

from __future__ import annotations

import json
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding import roles
from adjudicator.io.inference.tool_shapes import cell_error, empty_cell_error, nested_cell
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable, cell_text
from adjudicator.io.tools.judgments import Judgments, table_opener
from adjudicator.io.tools.questions import other_questions_note
from adjudicator.io.tools.shapes import Records, RecordShape, TableShape
from adjudicator.io.tools.spans import refuse_spans

META = ("id", "annotator", "annotation_id", "created_at", "updated_at", "lead_time",
        "agreement", "_row_id", "drafts", "predictions", "annotations", "completed_by")
NEEDED = ("id", "annotator", "annotation_id")
VALUE_KEYS = ("choices", "labels", "taxonomy", "rating", "number", "text", "ranker")
#: the export's own columns every row fills, and what they hold
FILLED = {"id": QT_TRANSLATE_NOOP("Errors", "the task's id, which the export writes on every "
                                  "row"),
          "annotator": QT_TRANSLATE_NOOP("Errors", "the annotator (e-mail or user id), which "
                                         "the export writes on every row")}
AN_ANSWER = QT_TRANSLATE_NOOP("Errors", "a choice, a list of choices, or a Label Studio value "
                              "object (choices, labels, rating…) as the export writes it")


def detect(columns: list[str]) -> bool:
    """The export's own columns: task id, annotator and annotation id."""
    return all(c in columns for c in NEEDED)


def detect_records(records: list[dict[str, Any]]) -> bool:
    """JSON-MIN records carry the same three keys."""
    return all(all(k in r for k in NEEDED) for r in records[:20])


def read(table: RawTable, options: ImportOptions) -> Judgments:
    """One judgment per row: (task id, annotator, the chosen question's value)."""
    frame = table.frame
    cols = [str(c) for c in frame.columns]
    question, why = choose_question(table, options)
    out = Judgments("label_studio", table.file, table.format, question=question)
    others = [c for c in _questions(table) if c != question]
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Label Studio {format} export: one row per annotation; question {question} "
        "read ({why}){others}"), format=table.format.upper(), question=repr(question),
        why=Message(why), others=other_questions_note(others)))
    text = roles.find_named([c for c in cols if c not in META and c != question],
                            roles.TEXT_NAMES)
    records = frame.to_dict("records")
    for rec, number in zip(records, table.rows.tolist(), strict=True):
        for column, expected in FILLED.items():
            cell = cell_text(rec.get(column))
            if cell is None:
                raise empty_cell_error("Label Studio", table.file, number, column, expected)
            if isinstance(cell, str) and nested_cell(cell) is not None:
                raise cell_error("Label Studio", table.file, number, column, nested_cell(cell),
                                 expected)
        label = cell_value(rec.get(question), table.file, number, question)
        out.add(number, rec["id"], rec["annotator"], label, rec.get(text) if text else None)
    return out


def cell_value(raw: object, file: str, row: int, column: str) -> object:
    """A cell as a label, a list of labels, or None; text spans are refused, and a cell that
    holds any other nested value (an object without a Label Studio value key, a list of
    objects or lists, a Python object printed as text) is a located error, never a label."""
    value = _parsed(raw)
    if isinstance(value, dict):
        found = next((value[k] for k in VALUE_KEYS if k in value), None)
        if found is None:
            raise cell_error("Label Studio", file, row, column, value, AN_ANSWER)
        value = found
    spans = _spans(value)
    if spans:
        refuse_spans("Label Studio", file, row, column, spans)
    if isinstance(value, list) and not all(isinstance(v, str | int | float) for v in value):
        raise cell_error("Label Studio", file, row, column, value, AN_ANSWER)
    if isinstance(value, str) and nested_cell(value) is not None:
        raise cell_error("Label Studio", file, row, column, nested_cell(value), AN_ANSWER)
    return value


def _spans(value: object) -> int:
    """How many text spans (``start`` with ``labels``) a parsed cell holds."""
    if not isinstance(value, list):
        return 0
    return sum(1 for v in value if isinstance(v, dict) and "start" in v and "labels" in v)


def _is_answer(raw: object) -> bool:
    """A cell the export writes for a question: a value object or a list of spans."""
    value = _parsed(raw)
    if isinstance(value, dict):
        return any(k in value for k in VALUE_KEYS)
    return _spans(value) > 0


def _parsed(raw: object) -> object:
    """JSON text of an object or list (as the CSV writes them), else the cell itself."""
    if isinstance(raw, str) and raw[:1] in "{[":
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def choose_question(table: RawTable, options: ImportOptions) -> tuple[str, str]:
    """The question column and why it was chosen; asks (InputError) when it cannot tell."""
    cols = [str(c) for c in table.frame.columns]
    if options.tool_question:
        return roles.require_column(cols, options.tool_question, "question",
                                    table.file), QT_TRANSLATE_NOOP("Errors",
                                                                   "chosen with --question")
    found = _questions(table)
    if found:
        return found[0], QT_TRANSLATE_NOOP("Errors", "it holds the annotators' answers")
    likely = [c for c in _candidates(table) if roles.looks_like_labels(table.frame[c],
                                                                       len(table.frame))
              and not _long_text(table.frame[c])]
    if len(likely) == 1:
        return likely[0], QT_TRANSLATE_NOOP("Errors",
                                            "the only column that looks like answers")
    raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot tell which column is the question in "
                                       "this Label Studio export"),
                     file=table.file, row=1, expected=roles.ONE_OF,
                     args={"columns": ", ".join(likely or _candidates(table))
                           or Message(QT_TRANSLATE_NOOP("Errors", "none"))},
                     hint=QT_TRANSLATE_NOOP("Errors", "Name it with --question NAME (the "
                                            "control's name in the labelling config)"))


def _candidates(table: RawTable) -> list[str]:
    """Columns that are not the export's bookkeeping."""
    return [str(c) for c in table.frame.columns if str(c) not in META]


def _questions(table: RawTable) -> list[str]:
    """Columns holding value objects, or differing between annotations of one task."""
    frame = table.frame
    out = []
    groups = frame.groupby("id", observed=True, sort=False)
    for col in _candidates(table):
        values = frame[col].dropna().astype(str)
        objects = any(_is_answer(v) for v in values[values.str.startswith(("{", "[{"))].head(50))
        if objects or (groups[col].nunique(dropna=False) > 1).any():
            out.append(col)
    return out


def _long_text(series: Any) -> bool:
    """Free text (mean length over 40), which task data is and answers seldom are."""
    sample = [str(v) for v in series.dropna().head(200)]
    return bool(sample) and sum(map(len, sample)) / len(sample) > 40


def records_to_table(records: list[dict[str, Any]], numbers: list[int], file: str,
                     fmt: str) -> RawTable:
    """JSON-MIN records as a RawTable (lists and objects kept as JSON text)."""
    import numpy as np
    import pandas as pd

    flat = [{k: cell_text(v) for k, v in r.items()} for r in records]
    frame = pd.DataFrame(flat, dtype=object)
    return RawTable(frame, np.asarray(numbers, dtype=np.int64), file, fmt)


def read_min(found: Records, options: ImportOptions) -> Judgments:
    """JSON-MIN records: the same rows as the CSV export, read as its table."""
    return read(records_to_table(found.records, found.numbers, found.file, "json-min"), options)


RECORDS = RecordShape("label_studio", detect_records, read_min)
TABLE = TableShape("label_studio", detect, table_opener(read))
