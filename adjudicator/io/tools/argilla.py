"""Argilla exports: records whose responses carry the user who gave them.

Three shapes are read, each as the Argilla SDK writes it:

- 2.x ``dataset.records.to_json`` / ``Dataset.to_disk`` (``records.json``): a list of records
  ``{"id", "fields", "responses": {question: [{"value", "user_id"}]}, ...}``;
- 2.x flattened (``to_datasets``/``to_hub``, ``to_list(flatten=True)``): per record the
  columns ``<question>.responses``, ``<question>.responses.users`` and
  ``<question>.responses.status`` (parallel lists);
- 1.x ``FeedbackDataset`` in the Hugging Face layout (``push_to_huggingface``): per record a
  column ``<question>`` holding ``[{"user_id", "value", "status"}]``, with ``external_id``.

The item is the record's ``id`` (1.x: ``external_id``, else its position); the annotator the
response's ``user_id`` (the export names users only by id); the label its value (a list is a
label set). Draft and discarded responses are skipped and counted; the nested 2.x
``records.json`` carries no response status, which the import report says. Span answers are
refused until span agreement exists; rankings cannot be read as labels and are refused too.
"""

from __future__ import annotations

import json
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.inference.tool_shapes import (
    AGAIN,
    AN_OBJECT,
    LIST_OF_OBJECTS,
    check_label,
    missing_error,
    shape_error,
)
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable, Skipped
from adjudicator.io.tools.judgments import Judgments, table_opener
from adjudicator.io.tools.questions import others_note, question_error
from adjudicator.io.tools.shapes import RecordShape, TableShape, by_records

FLAT_USERS = ".responses.users"
KEPT = ("submitted", None)
TOOL = "Argilla"
#: what each part of a record should have been, for the located error that says it was not
WHO = QT_TRANSLATE_NOOP("Errors", "the user who gave the response (its user_id)")
USERS = QT_TRANSLATE_NOOP("Errors", "a list of user ids, one per response")
ANSWERS = QT_TRANSLATE_NOOP("Errors", "a list of answers, one per user")
STATUSES = QT_TRANSLATE_NOOP("Errors", "a list of statuses, one per user")
UNEVEN = QT_TRANSLATE_NOOP("Errors", "record {number}: {field} holds {n} value(s) but {other} "
                           "names {users} user(s)")
ONE_PER_USER = QT_TRANSLATE_NOOP("Errors", "one value per user, in the users' order")


def detect(records: list[dict[str, Any]]) -> bool:
    """Any of the three shapes in the first records."""
    return any(shape(r) is not None for r in records[:20])


def shape(record: dict[str, Any]) -> str | None:
    """Which export shape one record has: ``nested``, ``flat``, ``v1`` or None."""
    if isinstance(record.get("responses"), dict) and isinstance(record.get("fields"), dict):
        return "nested"
    if any(str(k).endswith(FLAT_USERS) for k in record):
        return "flat"
    if any(_v1_responses(v) for v in record.values()):
        return "v1"
    return None


def detect_columns(columns: list[str]) -> bool:
    """A table (Parquet from the Hub, CSV) of either Hugging Face layout: 2.x
    ``<q>.responses.users`` columns, or 1.x ``external_id`` with ``<q>`` beside
    ``<q>-suggestion``."""
    if any(c.endswith(FLAT_USERS) for c in columns):
        return True
    return "external_id" in columns and any(f"{c}-suggestion" in columns for c in columns)


def read_table(table: RawTable, options: ImportOptions) -> Judgments:
    """The table's rows as records (list and object cells decoded from their JSON text)."""
    records = [{str(k): _decoded(v) for k, v in rec.items()}
               for rec in table.frame.to_dict("records")]
    out = read(records, table.rows.tolist(), table.file, options)
    out.format = table.format
    return out


def _decoded(value: object) -> object:
    """A cell that holds a JSON array or object (as the table readers write nested values)."""
    if isinstance(value, str) and value[:1] in ("[", "{"):
        try:
            return json.loads(value)
        except ValueError:
            return value
    if isinstance(value, float) and value != value:
        return None
    return value


def _v1_responses(value: object) -> bool:
    """A 1.x question column: a non-empty list of ``{"user_id", "value", "status"}``."""
    return (isinstance(value, list) and bool(value)
            and all(isinstance(r, dict) and "user_id" in r and "status" in r for r in value))


#: why a response is skipped
#: the note on the responses left out, by their status (the status word translated with it)
SKIPPED_NOTE = {
    "discarded": QT_TRANSLATE_NOOP("Errors", "Argilla: {n} discarded response(s) skipped"),
    "draft": QT_TRANSLATE_NOOP("Errors", "Argilla: {n} draft response(s) skipped")}
NOT_SUBMITTED = {"discarded": Message(QT_TRANSLATE_NOOP("Errors", "discarded response")),
                 "draft": Message(QT_TRANSLATE_NOOP("Errors", "draft response"))}


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions) -> Judgments:
    """One judgment per (record, user) response to the chosen question."""
    kind = next((s for s in map(shape, records) if s is not None), "nested")
    v1_questions = list(dict.fromkeys(
        str(q) for r in records for q, v in r.items() if _v1_responses(v))) if kind == "v1" else []
    per_record = [_responses(r, kind, n, file, v1_questions)
                  for r, n in zip(records, numbers, strict=True)]
    questions = list(dict.fromkeys(q for rs in per_record for q in rs))
    question = _chosen(questions, options.tool_question, file)
    out = Judgments("argilla", file, "json", question=question)
    skipped = {"draft": 0, "discarded": 0}
    unanswered = 0
    for rec, number, responses in zip(records, numbers, per_record, strict=True):
        answers = responses.get(question, [])
        if not answers:
            unanswered += 1
        for k, (user, value, status) in enumerate(answers):
            _refuse_odd(value, file, number, question)
            check_label(TOOL, file, number, _value_field(kind, question, k), value)
            if status not in KEPT:
                key = "discarded" if status == "discarded" else "draft"
                skipped[key] += 1
                out.skipped.append(Skipped(number, NOT_SUBMITTED[key]))
                continue
            out.add(number, _item(rec, kind, number), user, value, _text(rec, kind))
    _notes(out, kind, questions, question, skipped, unanswered)
    return out


def _responses(record: dict[str, Any], kind: str, number: int, file: str,
               v1_questions: list[str]) -> dict[str, list[tuple[str, Any, Any]]]:
    """question -> [(user id, value, status)] of one record, whatever its shape; a shape the
    export does not have is a located error (record, field, what was expected)."""
    if kind == "nested":
        return _nested(record, number, file)
    if kind == "flat":
        return _flat(record, number, file)
    out: dict[str, list[tuple[str, Any, Any]]] = {}
    for q in v1_questions:
        answers = record.get(q)
        if answers is None:
            continue
        if not isinstance(answers, list):
            raise shape_error(TOOL, file, number, q, answers, LIST_OF_OBJECTS)
        out[q] = [_response(a, f"{q}[{i}]", number, file) for i, a in enumerate(answers)]
    return out


def _nested(record: dict[str, Any], number: int,
            file: str) -> dict[str, list[tuple[str, Any, Any]]]:
    """2.x records.json: ``responses`` is an object of questions, each a list of responses."""
    if record.get("fields") is not None and not isinstance(record["fields"], dict):
        raise shape_error(TOOL, file, number, "fields", record["fields"], AN_OBJECT)
    responses = record.get("responses")
    if responses is None:
        return {}
    if not isinstance(responses, dict):
        raise shape_error(TOOL, file, number, "responses", responses, AN_OBJECT)
    out: dict[str, list[tuple[str, Any, Any]]] = {}
    for q, answers in responses.items():
        where = f"responses.{q}"
        if answers is None:
            answers = []
        if not isinstance(answers, list):
            raise shape_error(TOOL, file, number, where, answers, LIST_OF_OBJECTS)
        out[str(q)] = [_response(a, f"{where}[{i}]", number, file)
                       for i, a in enumerate(answers)]
    return out


def _response(answer: object, where: str, number: int, file: str) -> tuple[str, Any, Any]:
    """(user id, value, status) of one response object, which must name its user."""
    if not isinstance(answer, dict):
        raise shape_error(TOOL, file, number, where, answer, AN_OBJECT)
    if "user_id" not in answer:
        raise missing_error(TOOL, file, number, f"{where}.user_id", WHO)
    user = answer["user_id"]
    if user is None or isinstance(user, dict | list) or str(user).strip() == "":
        raise shape_error(TOOL, file, number, f"{where}.user_id", user, WHO)
    return str(user), answer.get("value"), answer.get("status")


def _flat(record: dict[str, Any], number: int,
          file: str) -> dict[str, list[tuple[str, Any, Any]]]:
    """2.x flattened: per question the parallel lists ``<q>.responses``, ``.users`` and
    ``.status``, one entry per user."""
    out: dict[str, list[tuple[str, Any, Any]]] = {}
    for key in record:
        if not str(key).endswith(FLAT_USERS):
            continue
        q = str(key)[:-len(FLAT_USERS)]
        users = _parallel(record, str(key), USERS, number, file)
        for i, user in enumerate(users):
            if user is None or isinstance(user, dict | list) or str(user).strip() == "":
                raise shape_error(TOOL, file, number, f"{key}[{i}]", user, WHO)
        values = _parallel(record, f"{q}.responses", ANSWERS, number, file, key, len(users))
        status = (_parallel(record, f"{q}.responses.status", STATUSES, number, file, key,
                            len(users)) if record.get(f"{q}.responses.status") is not None
                  else [])  # no status written: every response is read
        out[q] = [(str(u), v, s) for u, v, s in zip(
            users, values, status or [None] * len(users), strict=True)]
    return out


def _parallel(record: dict[str, Any], field: str, expected: str, number: int, file: str,
              users_field: str | None = None, users: int = 0) -> list[Any]:
    """One of a question's parallel lists (nothing: an empty list); beside the users' list
    it must hold one entry per user."""
    value = record.get(field)
    if value is None:
        value = []
    if not isinstance(value, list):
        raise shape_error(TOOL, file, number, field, value, expected)
    if users_field is not None and len(value) != users:
        raise InputError(UNEVEN, args={"number": number, "field": field, "n": len(value),
                                       "other": users_field, "users": users, "tool": TOOL},
                         file=file, row=number, column=field,
                         expected=ONE_PER_USER, hint=AGAIN)
    return value


def _chosen(questions: list[str], asked: str | None, file: str) -> str:
    """The question asked for, else the first one with responses."""
    if not questions:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "this Argilla export holds no responses"),
                         file=file,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "records whose responses carry a user_id"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Export again after annotators have submitted responses"))
    if asked is None:
        return questions[0]
    if asked in questions:
        return asked
    raise question_error(QT_TRANSLATE_NOOP("Errors",
                             "there is no question '{question}' in this Argilla export"),
                         file, asked, choices=questions)


def _value_field(kind: str, question: str, k: int) -> str:
    """Where the ``k``-th answer to ``question`` is written in a record of this shape."""
    return {"nested": f"responses.{question}[{k}].value", "flat": f"{question}.responses[{k}]",
            "v1": f"{question}[{k}].value"}[kind]


def _refuse_odd(value: object, file: str, number: int, question: str) -> None:
    """Span answers (dicts with start/end) are refused; so are rankings (dicts with rank)."""
    items = value if isinstance(value, list) else [value]
    dicts = [v for v in items if isinstance(v, dict)]
    if not dicts:
        return
    if any("start" in d and "end" in d for d in dicts):
        from adjudicator.io.tools.spans import refuse_spans

        refuse_spans("Argilla", file, number, None, len(dicts), question)
    raise question_error(QT_TRANSLATE_NOOP("Errors",
                             "the answers to question '{question}' are rankings or other "
                             "structured values, not labels"),
                         file, question, row=number,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a label, a rating or a list of labels"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Choose a label, multi-label or rating question with --question"))


def _item(record: dict[str, Any], kind: str, number: int) -> object:
    """The record's id (1.x: external_id), else its position in the file."""
    key = "external_id" if kind == "v1" else "id"
    value = record.get(key)
    if value is None and kind == "v1":
        value = record.get("id")
    return value if value not in (None, "") else number


def _text(record: dict[str, Any], kind: str) -> object:
    """The record's ``text`` field, else its first string field."""
    fields = record.get("fields") if kind == "nested" else record
    if not isinstance(fields, dict):
        return None
    if isinstance(fields.get("text"), str):
        return fields["text"]
    if kind == "nested":
        return next((v for v in fields.values() if isinstance(v, str)), None)
    return None


def _notes(out: Judgments, kind: str, questions: list[str], question: str,
           skipped: dict[str, int], unanswered: int) -> None:
    """What was read, from which shape, and what was left out."""
    shape_name = {"nested": "2.x records.json", "flat": "2.x flattened (Hugging Face)",
                  "v1": "1.x FeedbackDataset (Hugging Face)"}[kind]
    others = [q for q in questions if q != question]
    item = "external_id" if kind == "v1" else "record id"
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "Argilla {shape}: item = {item}, annotator = user_id, question "
        "{question}{others}"), shape=shape_name, item=item, question=repr(question),
        others=others_note(others)))
    if kind == "nested":
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Argilla: records.json holds no response status, so every response is "
            "read (draft and discarded ones cannot be told apart)")))
    for key, n in skipped.items():
        if n:
            note = SKIPPED_NOTE[key]
            out.notes.append(Message(note, n=n))
    if unanswered:
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Argilla: {n} record(s) have no response to {question}"), n=unanswered,
            question=repr(question)))


RECORDS = RecordShape("argilla", detect, by_records(read))
TABLE = TableShape("argilla", detect_columns, table_opener(read_table))
