"""Span annotations (start/end offsets with a tag) are not item labels: until span agreement
exists they are refused, with a message that says they are spans, never reduced to a label."""

from __future__ import annotations

from typing import NoReturn

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def refuse_spans(tool: str, file: str, row: int | None, column: str | None, count: int,
                 question: str | None = None) -> NoReturn:
    """Stop the import: this export holds span (sequence-labelling) annotations."""
    message = (QT_TRANSLATE_NOOP("Errors", "this {tool} export holds span annotations in "
                                 "question {question} (text offsets with a tag, {count} on this "
                                 "record), not one label per item; agreement on spans is not "
                                 "supported yet") if question else
               QT_TRANSLATE_NOOP("Errors", "this {tool} export holds span annotations (text "
                                 "offsets with a tag, {count} on this record), not one label "
                                 "per item; agreement on spans is not supported yet"))
    raise InputError(message, args={"tool": tool, "question": repr(question), "count": count},
                     file=file, row=row, column=column,
                     expected=QT_TRANSLATE_NOOP("Errors", "one label (or a set of labels) per "
                                                "item and annotator"),
                     hint=QT_TRANSLATE_NOOP("Errors", "Export a classification question "
                                            "instead, or choose another question with "
                                            "--question"))
