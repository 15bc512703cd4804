"""Amazon Mechanical Turk batch results (``Batch_<n>_batch_results.csv``): one row per assignment.

The requester site writes the HIT's columns (``HITId``, ``Title``, ``Reward``…), the
assignment's (``AssignmentId``, ``WorkerId``, ``AssignmentStatus``, times, approval rates),
``Input.<name>`` for each column of the input CSV, ``Answer.<name>`` for each form field, and
two last columns ``Approve`` and ``Reject`` left for the requester to fill in. Rows usually stop
before those two, so a row with exactly them missing is normal, not ragged.

The item is the HIT (``HITId``); the annotator ``WorkerId``; the label the answer field named by
``tool_question`` (``NAME`` or ``Answer.NAME``), else the first one. Crowd HTML radio groups
write one column per option (``Answer.NAME.option`` = true/false): the options set to true are
the label. Rejected assignments are skipped and counted.
"""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.coding.roles import NAME_ONE, ONE_OF
from adjudicator.io.inference.tool_shapes import cell_error, empty_cell_error, nested_cell
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import REJECTED, TRIMMED, RawTable, Skipped, cell_text
from adjudicator.io.tools.judgments import Judgments, table_opener
from adjudicator.io.tools.questions import others_note
from adjudicator.io.tools.shapes import TableShape

NEEDED = ("HITId", "WorkerId", "AssignmentStatus")
ANSWER = "Answer."
TAIL = ("Approve", "Reject")
TRUE = ("true", "on", "yes", "1")
TOOL = "MTurk"
#: what each needed cell holds, for the located error when it does not
FILLED = {"HITId": QT_TRANSLATE_NOOP("Errors", "the HIT's id, which the requester site writes "
                                     "on every row"),
          "WorkerId": QT_TRANSLATE_NOOP("Errors", "the worker's id, which the requester site "
                                        "writes on every row")}
AN_ANSWER = QT_TRANSLATE_NOOP("Errors", "the value of the HIT form's field (a label)")


def detect(columns: list[str]) -> bool:
    """The batch-results columns of the HIT, the worker and the assignment's status."""
    return all(c in columns for c in NEEDED)


def read(table: RawTable, options: ImportOptions) -> Judgments:
    """One judgment per assignment that was not rejected."""
    cols = [str(c) for c in table.frame.columns]
    _unragged_tail(table, cols)
    questions = _questions(cols)
    if not questions:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "this MTurk batch file has no Answer "
                                           "columns"), file=table.file, row=1,
                         expected=QT_TRANSLATE_NOOP("Errors", "Answer.<field> columns written by "
                                                    "the HIT's form"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Download the batch results again from "
                                                "the requester site"))
    question = _chosen(questions, options.tool_question, table.file)
    members = questions[question]
    out = Judgments("mturk", table.file, table.format, question=question)
    others = [q for q in questions if q != question]
    out.notes.append(Message(QT_TRANSLATE_NOOP(
        "Errors", "MTurk batch results: item = HITId, annotator = WorkerId, question "
        "{question}{others}"), question=repr(question), others=others_note(others)))
    rejected = 0
    for rec, number in zip(table.frame.to_dict("records"), table.rows.tolist(), strict=True):
        if str(rec.get("AssignmentStatus") or "").strip().lower() == "rejected":
            rejected += 1
            out.skipped.append(Skipped(number, REJECTED))
            continue
        for column, expected in FILLED.items():
            if cell_text(rec.get(column)) is None:
                raise empty_cell_error(TOOL, table.file, number, column, expected)
        out.add(number, rec["HITId"], rec["WorkerId"],
                _label(rec, question, members, table.file, number))
    if rejected:
        out.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "MTurk: {n} rejected assignment(s) skipped"), n=rejected))
    return out


def _unragged_tail(table: RawTable, cols: list[str]) -> None:
    """Rows that end just before the empty Approve/Reject columns are complete rows."""
    tail = [c for c in cols[-2:] if c in TAIL]
    if not tail or not table.ragged:
        return
    short = [r for r in table.ragged if 0 < r.expected - r.fields <= len(tail)]
    for r in short:
        r.action = TRIMMED
    if short:
        table.notes.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "MTurk: {n} row(s) end before the empty Approve/Reject columns, as the "
            "requester site writes them"), n=len(short)))


def _questions(cols: list[str]) -> dict[str, list[str]]:
    """Answer fields: NAME -> its column(s) (one, or one per option of a radio group)."""
    out: dict[str, list[str]] = {}
    answers = [c for c in cols if c.startswith(ANSWER)]
    groups = _prefixes({c[len(ANSWER):] for c in answers})
    for c in answers:
        name = c[len(ANSWER):]
        head = name.rsplit(".", 1)[0]
        out.setdefault(head if "." in name and head in groups else name, []).append(c)
    return out


def _prefixes(names: set[str]) -> set[str]:
    """Group names shared by two or more ``NAME.option`` columns."""
    heads: dict[str, int] = {}
    for n in names:
        if "." in n:
            head = n.rsplit(".", 1)[0]
            heads[head] = heads.get(head, 0) + 1
    return {h for h, k in heads.items() if k > 1}


def _chosen(questions: dict[str, list[str]], asked: str | None, file: str) -> str:
    """The question asked for (with or without ``Answer.``), else the first."""
    if asked is None:
        return next(iter(questions))
    name = asked[len(ANSWER):] if asked.startswith(ANSWER) else asked
    if name in questions:
        return name
    raise InputError(QT_TRANSLATE_NOOP("Errors", "there is no answer field {asked} in this "
                                       "MTurk batch file"),
                     args={"asked": repr(asked), "columns": ", ".join(questions)}, file=file,
                     row=1, expected=ONE_OF, hint=NAME_ONE)


def _label(rec: dict[str, object], question: str, members: list[str], file: str,
           number: int) -> object:
    """The field's value (a JSON array of labels is a label set), or the options of a
    radio/checkbox group that are set; a value that is a JSON object, a list of objects or a
    Python object printed as text is not a label and is a located error."""
    if members == [ANSWER + question]:
        value = rec.get(members[0])
        text = cell_text(value)
        nested = nested_cell(text) if isinstance(text, str) else None
        if nested is not None:
            raise cell_error(TOOL, file, number, members[0], nested, AN_ANSWER)
        if isinstance(text, str) and text.strip()[:1] == "[":  # a JSON array of labels: a set
            import json

            try:
                return [str(v) for v in json.loads(text)] or None
            except ValueError:
                return value
        return value
    chosen = [c.rsplit(".", 1)[1] for c in members
              if str(rec.get(c) or "").strip().lower() in TRUE]
    return chosen or None


TABLE = TableShape("mturk", detect, table_opener(read))
