"""Disaggregated-label JSON: one record per item naming its ``annotators`` and their
``annotations`` — the shape the "learning with disagreements" shared tasks publish (SemEval
2023: ``"annotators": "Ann1,Ann2"``, ``"annotations": "0,1"``; 2025: ``"annotations":
{"Ann1": "-4", …}``), often with ``hard_label`` (the aggregated reference) and
``soft_label`` beside them. Read as one judgment per annotator and item, so neither the
comma-joined ids nor the aggregated fields are ever taken for annotators; a record whose
fields do not fit is refused with its number, its field and what was expected.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.tool_shapes import check_label
from adjudicator.io.tools.judgments import Judgments

TOOL = "disaggregated"
GOLD = "hard_label"
READ_NOTE = QT_TRANSLATE_NOOP(
    "Errors", "disaggregated labels: {n} records, each naming its annotators and their "
    "annotations; read as one judgment per annotator and item ({gold})")
GOLD_KEPT = QT_TRANSLATE_NOOP("Errors", "'hard_label' kept as the gold column, not an annotator")
NO_GOLD = QT_TRANSLATE_NOOP("Errors", "no gold column")
EXPECTED_SHAPE = QT_TRANSLATE_NOOP(
    "Errors", "'annotators' as comma-joined ids or a list, and 'annotations' as a map from "
    "annotator to label, or as many comma-joined labels as annotators")
FIX = QT_TRANSLATE_NOOP("Errors", "Correct that record, or save the labels as a table (id, "
                        "one column per annotator)")


def expand(records: list[dict[str, Any]], numbers: list[int]
           ) -> tuple[list[dict[str, Any]], list[int]]:
    """A one-line JSON object of objects read as one record (a minified ``.json`` sniffed as
    JSON Lines) becomes its records, each key as ``key``, when they name annotators."""
    if len(records) == 1 and len(records[0]) > 1 and all(
            isinstance(v, Mapping) for v in records[0].values()):
        inner = [{"key": k, **v} for k, v in records[0].items()]
        if detect(inner):
            return inner, list(range(1, len(inner) + 1))
    return records, numbers


def detect(records: Sequence[Mapping[str, Any]]) -> bool:
    """Records (most of the first 20) holding both ``annotators`` and ``annotations``."""
    head = [r for r in records[:20] if isinstance(r, Mapping)]
    return bool(head) and sum(1 for r in head if "annotators" in r and "annotations" in r) \
        > len(head) / 2


def read(records: Sequence[Mapping[str, Any]], numbers: Sequence[int], file: str) -> Judgments:
    """One judgment per annotator of every record; the item is the record's ``key`` (an
    object of objects), ``id`` or its number; text fields become item columns."""
    judged = Judgments(TOOL, file, "json")
    gold_seen = False
    for record, number in zip(records, numbers, strict=True):
        item = record.get("key", record.get("id", number))
        text = record.get("text")
        texts = _texts(text)  # an object's fields are item columns; plain text is the text
        extra: dict[str, object] = dict(texts)
        if GOLD in record and not isinstance(record[GOLD], Mapping | list):
            extra[GOLD] = record[GOLD]
            gold_seen = True
        for who, label in _pairs(record, number, file):
            judged.add(number, item, who, label, None if texts else text, **extra)
    judged.question = None
    judged.notes.append(Message(READ_NOTE, n=len(records),
                                gold=Message(GOLD_KEPT if gold_seen else NO_GOLD)))
    return judged


def text_fields(records: Sequence[Mapping[str, Any]]) -> list[str]:
    """The names of the text object's fields, in first-seen order (every one is text)."""
    out: list[str] = []
    for record in records:
        for name in _texts(record.get("text")):
            if name not in out:
                out.append(name)
    return out


def _texts(text: object) -> dict[str, object]:
    """The fields of a text object (``Question1``, ``Question2``), also of one written as a
    JSON string (SemEval 2023's ConvAbuse: ``"{\"prev_agent\": …, \"user\": …}"``); none
    for plain text."""
    if isinstance(text, str) and text.lstrip().startswith("{"):
        import json

        try:
            text = json.loads(text)
        except ValueError:
            return {}
    if isinstance(text, Mapping):
        return {str(k): v for k, v in text.items() if not isinstance(v, Mapping | list)}
    return {}


def _pairs(record: Mapping[str, Any], number: int, file: str) -> list[tuple[str, object]]:
    """(annotator, label) of one record, or a located error naming what did not fit."""
    who = record.get("annotators")
    what = record.get("annotations")
    names = _split(who)
    if names is None:
        raise _error(number, file, "annotators", type(who).__name__)
    if isinstance(what, Mapping):
        for k, v in what.items():  # an object or a list of objects is never a label
            check_label(SOURCE, file, number, f"annotations.{k}", v)
        return [(str(k), _label(v)) for k, v in what.items()]
    labels = _split(what)
    if labels is None:
        raise _error(number, file, "annotations", type(what).__name__)
    if len(labels) != len(names):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "record {number} names {n} annotators "
                                           "but holds {m} annotations"),
                         args={"number": number, "n": len(names), "m": len(labels)},
                         file=file, row=number, column="annotations",
                         expected=QT_TRANSLATE_NOOP("Errors", "one annotation per annotator"),
                         hint=FIX)
    return list(zip(names, labels, strict=True))


#: where the hint sends the user for a clean copy (the hint: "Export the file again from …")
SOURCE = Message(QT_TRANSLATE_NOOP("Errors", "its source"))


def _split(value: object) -> list[str] | None:
    """Comma-joined text or a list as its parts; None for any other shape."""
    if isinstance(value, str):
        return [p.strip() for p in value.split(",")] if value.strip() else []
    if isinstance(value, list) and all(not isinstance(v, Mapping | list) for v in value):
        return [str(v) for v in value]
    return None


def _label(value: object) -> object:
    """One annotator's label: a comma-joined value is a label set (VariErrNLI writes
    ``entailment,neutral`` for two labels); objects are refused by ``_pairs``."""
    if isinstance(value, str) and "," in value:
        return [p.strip() for p in value.split(",") if p.strip()]
    return value


def _error(number: int, file: str, field: str, found: str) -> InputError:
    """The record's field has a shape this reader does not know."""
    return InputError(QT_TRANSLATE_NOOP("Errors", "record {number}: the field {field} is a "
                                        "{found}"),
                      args={"number": number, "field": repr(field), "found": found},
                      file=file, row=number, column=field, expected=EXPECTED_SHAPE, hint=FIX)
