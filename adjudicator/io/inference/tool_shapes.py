"""The shapes tool readers expect, checked record by record before they read: a shape a reader
did not expect becomes a located error (record number, field, what was expected, what was
found), never a traceback and never a silent misreading (Label Studio ``"choices": "正面"``
read as the label set 正;面, a doccano label that is an object read as its Python repr).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

SHAPE = QT_TRANSLATE_NOOP("Errors", "record {number}: {field} is {found}")
MISSING = QT_TRANSLATE_NOOP("Errors", "record {number}: {field} is missing")
AGAIN = QT_TRANSLATE_NOOP("Errors", "Export the file again from {tool}, or save the "
                          "labels as a table (id, one column per annotator)")
LIST_OF_OBJECTS = QT_TRANSLATE_NOOP("Errors", "a list of objects")
AN_OBJECT = QT_TRANSLATE_NOOP("Errors", "an object")
LIST_OF_TEXTS = QT_TRANSLATE_NOOP("Errors", "a list of labels (text)")
A_LABEL = QT_TRANSLATE_NOOP("Errors", "a label (text), or a list of them")
WHO = QT_TRANSLATE_NOOP("Errors", "the annotator who made the annotation (its user id)")


def _found(value: object) -> Message:
    """What a value is, in a few words (with the start of a text)."""
    if isinstance(value, str):
        return Message(QT_TRANSLATE_NOOP("Errors", "the text {text}"), text=repr(value[:30]))
    if isinstance(value, Mapping):
        return Message(AN_OBJECT)
    if isinstance(value, list):
        if value and all(isinstance(v, Mapping) for v in value):
            return Message(LIST_OF_OBJECTS)
        odd = next((v for v in value if not isinstance(v, Mapping)), None)
        if odd is None or isinstance(odd, list):
            return Message(QT_TRANSLATE_NOOP("Errors", "a list"))
        return Message(QT_TRANSLATE_NOOP("Errors", "a list holding {item}"), item=_found(odd))
    if value is None:
        return Message(QT_TRANSLATE_NOOP("Errors", "empty"))
    return Message(QT_TRANSLATE_NOOP("Errors", "the value {text}"), text=repr(value))


def shape_error(tool: str, file: str, number: int, field: str, value: object,
                expected: str) -> InputError:
    """The located error for ``value`` found at ``field`` of record ``number`` where
    ``expected`` (a marked template) was expected: what it is, in a few words, and what to do."""
    return InputError(SHAPE, args={"number": number, "field": field, "found": _found(value),
                                   "tool": tool},
                      file=file, row=number, column=field, expected=expected, hint=AGAIN)


def check_label_studio(records: Sequence[Mapping[str, Any]], numbers: Sequence[int],
                       file: str) -> None:
    """Tasks whose annotations are objects with ``completed_by`` and a ``result`` list of
    objects whose ``value`` is an object and whose ``choices`` is a list of texts."""
    tool = "Label Studio"
    for task, number in zip(records, numbers, strict=True):
        if task.get("data") is not None and not isinstance(task["data"], Mapping):
            raise shape_error(tool, file, number, "data", task["data"], AN_OBJECT)
        key = "annotations" if "annotations" in task else "completions"
        anns = task.get(key) or []
        if not isinstance(anns, list) or not all(isinstance(a, Mapping) for a in anns):
            raise shape_error(tool, file, number, key, anns, LIST_OF_OBJECTS)
        for i, ann in enumerate(anns):
            if "completed_by" not in ann:
                raise missing_error(tool, file, number, f"{key}[{i}].completed_by", WHO)
            if not _names_someone(ann["completed_by"]):
                raise shape_error(tool, file, number, f"{key}[{i}].completed_by",
                                  ann["completed_by"], WHO)
            result = ann.get("result") or []
            where = f"{key}[{i}].result"
            if not isinstance(result, list) or not all(isinstance(r, Mapping) for r in result):
                raise shape_error(tool, file, number, where, result, LIST_OF_OBJECTS)
            for j, res in enumerate(result):
                value = res.get("value") or {}
                if not isinstance(value, Mapping):
                    raise shape_error(tool, file, number, f"{where}[{j}].value", value, AN_OBJECT)
                choices = value.get("choices", [])
                if not isinstance(choices, list) or not all(
                        isinstance(c, str | int | float) for c in choices):
                    raise shape_error(tool, file, number, f"{where}[{j}].value.choices", choices,
                                 LIST_OF_TEXTS)


def _names_someone(who: object) -> bool:
    """``completed_by`` as Label Studio writes it: a user id, or an object with its email or
    id (null, an empty text, a list or an object naming nobody was read as user 'None')."""
    if isinstance(who, Mapping):
        return bool(who.get("email")) or who.get("id") not in (None, "")
    return isinstance(who, str | int) and str(who).strip() != ""


def check_doccano(records: Sequence[Mapping[str, Any]], numbers: Sequence[int],
                  file: str) -> None:
    """Labels that are texts (or lists of texts, or doccano's ``[start, end, label]``
    spans): an object is never a label."""
    for rec, number in zip(records, numbers, strict=True):
        for field in ("label", "cats"):
            raw = rec.get(field)
            values = raw if isinstance(raw, list) else ([] if raw is None else [raw])
            for v in values:
                if isinstance(v, Mapping) or (isinstance(v, list) and any(
                        isinstance(x, Mapping | list) for x in v)):
                    raise shape_error("doccano", file, number, field, v, A_LABEL)
        anns = rec.get("annotations")
        if anns is not None and not isinstance(anns, list):
            raise shape_error("doccano", file, number, "annotations", anns, LIST_OF_OBJECTS)
        for i, ann in enumerate(anns or []):
            if not isinstance(ann, Mapping):
                raise shape_error("doccano", file, number, f"annotations[{i}]", ann, AN_OBJECT)
            if "user_name" not in ann and "user" not in ann:
                raise missing_error("doccano", file, number, f"annotations[{i}].user", WHO)
            if not _names_someone(ann.get("user_name") or ann.get("user")):
                raise shape_error("doccano", file, number, f"annotations[{i}].user",
                                  ann.get("user_name", ann.get("user")), WHO)
            label = ann.get("label_name", ann.get("label"))
            if isinstance(label, Mapping | list):
                raise shape_error("doccano", file, number, f"annotations[{i}].label", label,
                                  A_LABEL)


EMPTY_CELL = QT_TRANSLATE_NOOP("Errors", "the {column} cell of this row is empty")
CELL = QT_TRANSLATE_NOOP("Errors", "the {field} cell holds {found}, which is not a label")


def cell_error(tool: str, file: str, row: int, column: str, value: object,
               expected: str) -> InputError:
    """The located error for a table cell of a tool's export that holds a nested value (a
    JSON object, a list of objects, a Python object written as text) where a label was
    expected; ``value`` is the cell as parsed."""
    return InputError(CELL, args={"field": column, "found": _found(value), "tool": tool},
                      file=file, row=row, column=column, expected=expected, hint=AGAIN)


def empty_cell_error(tool: str, file: str, row: int, column: str,
                     expected: str) -> InputError:
    """The located error for an empty cell of a column every row of the export fills."""
    return InputError(EMPTY_CELL, args={"column": column, "tool": tool}, file=file, row=row,
                      column=column, expected=expected, hint=AGAIN)


def nested_cell(text: str) -> object | None:
    """What a cell's text holds when it is a nested value, not a label: a JSON object or a
    JSON array holding anything but texts and numbers (parsed), or a Python object printed
    as text (the text itself); None for anything else."""
    import json
    import re

    stripped = text.strip()
    if re.match(r"^[\[{(]\s*'", stripped):
        return stripped
    if stripped[:1] not in ("[", "{"):
        return None
    try:
        parsed = json.loads(stripped)
    except ValueError:
        return None
    if isinstance(parsed, list) and all(isinstance(v, str | int | float) for v in parsed):
        return None
    return parsed if isinstance(parsed, dict | list) else None


def check_label(tool: str, file: str, number: int, field: str, value: object) -> None:
    """A label is a text or a number, or a list of them (a label set), or nothing: an object,
    or a list holding an object or a list, is refused at its place, never read as its repr."""
    if value is None or isinstance(value, str | int | float):
        return
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return
    raise shape_error(tool, file, number, field, value, A_LABEL)


def missing_error(tool: str, file: str, number: int, field: str,
                  expected: str) -> InputError:
    """The located error for a required ``field`` of record ``number`` that is not there
    (``expected``: what it should have held)."""
    return InputError(MISSING, args={"number": number, "field": field, "tool": tool},
                      file=file, row=number, column=field.rsplit(".", 1)[-1],
                      expected=expected, hint=AGAIN)


PRODIGY_WHO = QT_TRANSLATE_NOOP("Errors", "the annotator of each answer: _annotator_id (or "
                                "_session_id), which Prodigy writes with --feed-overlap")


ANSWER_WORD = QT_TRANSLATE_NOOP("Errors", "accept, reject or ignore")


def check_prodigy_line(record: Mapping[str, Any], number: int, file: str) -> None:
    """One Prodigy line: ``answer`` is a word, ``accept`` a label or a list of labels."""
    answer = record.get("answer")
    if not isinstance(answer, str):
        raise shape_error("Prodigy", file, number, "answer", answer, ANSWER_WORD)
    accept = record.get("accept")
    if accept is None or isinstance(accept, str):
        return
    if not isinstance(accept, list) or not all(isinstance(v, str | int | float) and
                                               not isinstance(v, bool) for v in accept):
        raise shape_error("Prodigy", file, number, "accept", accept, LIST_OF_TEXTS)


def check_prodigy(records: Sequence[Mapping[str, Any]], numbers: Sequence[int],
                  file: str) -> None:
    """A Prodigy file in which no answer names its annotator cannot be compared: the field
    is named as missing (a few unattributed answers are skipped and counted by the reader)."""
    if records and not any(r.get("_annotator_id") or r.get("_session_id") for r in records):
        raise missing_error("Prodigy", file, numbers[0], "_annotator_id", PRODIGY_WHO)
