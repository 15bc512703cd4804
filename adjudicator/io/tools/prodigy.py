"""Prodigy ``db-out`` JSONL: one line per (task, session), ``_input_hash`` = item.

Defaults (changeable in ImportOptions, counted in the report): ``answer: ignore`` rows are
skipped; an accepted choice task with an empty ``accept`` list is missing
(``prodigy_empty_accept="label"`` makes it the label ``(none)``); ``answer: reject`` on a choice
task is missing (``prodigy_reject="keep"`` keeps the chosen options, ``"label"`` records
``reject``). Binary tasks (no ``options``) use the answer, ``accept``/``reject``, as the label.
"""

from __future__ import annotations

from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.inference.tool_shapes import check_prodigy, check_prodigy_line
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import Skipped
from adjudicator.io.tools.judgments import Judgments
from adjudicator.io.tools.shapes import RecordShape, by_records
from adjudicator.io.tools.spans import refuse_spans

NONE_LABEL = "(none)"


def detect(records: list[dict[str, Any]]) -> bool:
    """Prodigy lines carry ``_input_hash`` and ``answer``."""
    return all("_input_hash" in r and "answer" in r for r in records[:20])


#: why a record is skipped, and the group the report counts it in
NO_ANNOTATOR = Message(QT_TRANSLATE_NOOP("Errors",
                                          "no annotator (_annotator_id, _session_id)"))
NO_ANNOTATOR_GROUP = Message(QT_TRANSLATE_NOOP("Errors", "no annotator"))
IGNORED = Message(QT_TRANSLATE_NOOP("Errors", "answer 'ignore'"))


def read(records: list[dict[str, Any]], numbers: list[int], file: str,
         options: ImportOptions) -> Judgments:
    """Judgments with the documented defaults applied and counted."""
    out = Judgments("prodigy", file, "jsonl")
    tally = {"ignore": 0, "empty": 0, "reject": 0, "binary": 0}
    for rec, number in zip(records, numbers, strict=True):
        if rec.get("spans") and "options" not in rec:  # spans first, attributed or not
            refuse_spans("Prodigy", file, number, "spans", len(rec["spans"]))
        who = rec.get("_annotator_id") or rec.get("_session_id")
        if not who:  # never pool unattributed answers into one made-up annotator
            out.skipped.append(Skipped(number, NO_ANNOTATOR, NO_ANNOTATOR_GROUP))
            continue
        check_prodigy_line(rec, number, file)  # an odd answer or accept: a located error
        answer = rec.get("answer")
        if answer == "ignore":
            tally["ignore"] += 1
            out.skipped.append(Skipped(number, IGNORED))
            continue
        label = _label(rec, answer, options, tally)
        out.add(number, rec["_input_hash"], who, label, rec.get("text"), id=rec.get("id"))
    out.notes += _notes(tally, options)
    if not out.rows:
        check_prodigy(records, numbers, file)  # no annotator field at all: named as missing
    return out


def _label(rec: dict[str, Any], answer: object, options: ImportOptions,
           tally: dict[str, int]) -> object:
    """The label of one line under the chosen rules."""
    if "options" not in rec and "accept" not in rec:
        tally["binary"] += 1
        return answer
    accept = rec.get("accept") or []
    chosen = [accept] if isinstance(accept, str) else list(accept)  # "POS" is one label
    if answer == "reject":
        tally["reject"] += 1
        return {"missing": None, "keep": chosen or None, "label": "reject"}[options.prodigy_reject]
    if not chosen:
        tally["empty"] += 1
        return NONE_LABEL if options.prodigy_empty_accept == "label" else None
    return chosen


#: what the rules made of answers, said in the report (the reading in its own words)
EMPTY_AS = {"label": Message(QT_TRANSLATE_NOOP("Errors", "the label {label}"),
                             label=repr(NONE_LABEL)),
            "missing": Message(QT_TRANSLATE_NOOP("Errors", "missing"))}
REJECT_AS = {"missing": Message(QT_TRANSLATE_NOOP("Errors", "missing")),
             "keep": Message(QT_TRANSLATE_NOOP("Errors", "their chosen options")),
             "label": Message(QT_TRANSLATE_NOOP("Errors", "the label 'reject'"))}


def _notes(tally: dict[str, int], options: ImportOptions) -> list[Message]:
    """What the defaults did, with counts."""
    out = []
    if tally["empty"]:
        out.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Prodigy: {n} accepted answer(s) with no option chosen were read as "
            "{what} (option prodigy_empty_accept)"), n=tally["empty"],
            what=EMPTY_AS["label" if options.prodigy_empty_accept == "label" else "missing"]))
    if tally["reject"]:
        out.append(Message(QT_TRANSLATE_NOOP(
            "Errors", "Prodigy: {n} rejected answer(s) were read as {what} (option "
            "prodigy_reject)"), n=tally["reject"], what=REJECT_AS[options.prodigy_reject]))
    if tally["ignore"]:
        out.append(Message(QT_TRANSLATE_NOOP("Errors", "Prodigy: {n} ignored answer(s) "
                                             "skipped"), n=tally["ignore"]))
    if tally["binary"]:
        out.append(Message(QT_TRANSLATE_NOOP("Errors", "Prodigy: {n} binary answer(s): "
                                             "accept/reject is the label"), n=tally["binary"]))
    return out


RECORDS = RecordShape("prodigy", detect, by_records(read))
