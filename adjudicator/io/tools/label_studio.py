"""Label Studio JSON export: tasks with several ``annotations`` (``completed_by``, ``result``).

The label of an annotation is its ``choices`` for one question (``from_name``; the first one
seen unless ``tool_question`` names another). Without choices, the set of region labels
(``rectanglelabels``, ``labels``, …) is used. Cancelled annotations are skipped and counted.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding.roles import NAME_ONE, ONE_OF
from adjudicator.io.inference.tool_shapes import check_label_studio
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Skipped
from adjudicator.io.tools.judgments import Judgments
from adjudicator.io.tools.questions import other_questions_note
from adjudicator.io.tools.shapes import RecordShape, by_records
from adjudicator.io.tools.spans import refuse_spans

#: the key of a task's data that holds the item id of a task file the program wrote (Label
#: Studio numbers imported tasks itself): read as the item id in place of the task's id
ITEM_KEY = "adjudicator_item"
#: why an annotation is skipped, and the group the report counts it in
CANCELLED_BY = QT_TRANSLATE_NOOP("Errors", "cancelled annotation (by {who})")
CANCELLED = Message(QT_TRANSLATE_NOOP("Errors", "cancelled annotation"))


def detect(records: list[dict[str, Any]]) -> bool:
    """Tasks have ``data`` and ``annotations`` (or the old ``completions``)."""
    return all("data" in r and ("annotations" in r or "completions" in r) for r in records[:20])


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions) -> Judgments:
    """One judgment per (task, annotation)."""
    check_label_studio(records, numbers, file)  # an unexpected shape: a located error
    out = Judgments("label_studio", file, "json")
    asked = _questions(records)
    question = options.tool_question or (asked[0] if asked else None)
    if options.tool_question and asked and question not in asked:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "there is no question {question} in this "
                                           "Label Studio export"),
                         args={"question": repr(question), "columns": ", ".join(asked)},
                         file=file, expected=ONE_OF, hint=NAME_ONE)
    out.question = question
    regions = 0
    for task, number in zip(records, numbers, strict=True):
        data = task.get("data") or {}
        text = _text(data)
        item = data.get(ITEM_KEY) if isinstance(data, dict) else None
        for ann in task.get("annotations") or task.get("completions") or []:
            who = _annotator(ann.get("completed_by"))
            if ann.get("was_cancelled"):
                out.skipped.append(Skipped(number, Message(CANCELLED_BY, who=who), CANCELLED))
                continue
            result = ann.get("result") or []
            spans = [r for r in result if "start" in (r.get("value") or {})
                     and (question is None or r.get("from_name") == question)]
            if spans:
                refuse_spans("Label Studio", file, number, None, len(spans), question)
            label, from_regions = _label(result, question)
            regions += from_regions
            out.add(number, task.get("id", number) if item is None else item, who, label,
                    text)
    if question:
        others = [q for q in asked if q != question]
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Label Studio: question {question} read{others}"),
            question=repr(question), others=other_questions_note(others)))
    if regions:
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Label Studio: {n} annotation(s) had no choices; the set of their region "
            "labels was used"), n=regions))
    return out


def _questions(records: list[dict[str, Any]]) -> list[str]:
    """Every ``from_name`` holding choices, in first-seen order."""
    out: dict[str, None] = {}
    for task in records:
        for ann in task.get("annotations") or task.get("completions") or []:
            for res in ann.get("result") or []:
                if res.get("type") == "choices":
                    out.setdefault(str(res.get("from_name")), None)
    return list(out)


def _annotator(value: object) -> str:
    """``completed_by`` is a user id or an object with email/id."""
    if isinstance(value, dict):
        return str(value.get("email") or value.get("id"))
    return str(value)


def _text(data: dict[str, Any]) -> object:
    """The task's text (``data.text``, else the first text value)."""
    if "text" in data:
        return data["text"]
    return next((v for k, v in data.items() if k != ITEM_KEY and isinstance(v, str)), None)


def _label(result: list[dict[str, Any]], question: str | None) -> tuple[object, int]:
    """Choices of the question, else region labels; (label or list, 1 if from regions)."""
    chosen = [c for r in result if r.get("type") == "choices"
              and (question is None or r.get("from_name") == question)
              for c in (r.get("value") or {}).get("choices", [])]
    if chosen:
        return chosen, 0
    regions: list[str] = []
    for r in result:
        for key, value in (r.get("value") or {}).items():
            if key.endswith("labels") and isinstance(value, list):
                regions.extend(str(v) for v in value if str(v) not in regions)
    return (regions or None), int(bool(regions))


RECORDS = RecordShape("label_studio", detect, by_records(read))
