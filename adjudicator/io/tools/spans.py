"""Span annotations (start/end offsets with a tag) are not item labels: until span agreement
exists they are refused, with a message that says they are spans, never reduced to a label."""

from __future__ import annotations

from typing import NoReturn

from adjudicator.core.errors import InputError


def refuse_spans(tool: str, file: str, row: int | None, column: str | None, count: int,
                 question: str | None = None) -> NoReturn:
    """Stop the import: this export holds span (sequence-labelling) annotations."""
    where = f" in question {question!r}" if question else ""
    raise InputError(f"this {tool} export holds span annotations{where} (text offsets with a "
                     f"tag, {count} on this record), not one label per item; agreement on "
                     "spans is not supported yet", file=file, row=row, column=column,
                     expected="one label (or a set of labels) per item and annotator",
                     hint="Export a classification question instead, or choose another "
                     "question with --question")
