"""Two things a delimited file's first lines can say that the sniffer does not hear: Excel's
``sep=;`` line naming the delimiter (read, and said in the report), and fields separated by
the full-width comma ``，`` (U+FF0C), which no CSV reader splits on (refused, naming it, so
the user is not shown a one-column table)."""

from __future__ import annotations

import re
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

_SEP_LINE = re.compile(r"^\ufeff?sep=(.)\r?$")
FULL_WIDTH_COMMA = "\uff0c"
SEP_NOTE = QT_TRANSLATE_NOOP("Errors", "the first line {line} (Excel's way of naming the "
                             "delimiter) was read: fields are separated by {delimiter}")


def excel_sep(text: str) -> str | None:
    """The delimiter an Excel ``sep=X`` first line names, else None."""
    first = text.split("\n", 1)[0]
    found = _SEP_LINE.match(first)
    return found.group(1) if found else None


def sep_note(delimiter: str) -> Message:
    """The report's line for a ``sep=`` first line."""
    return Message(SEP_NOTE, line=repr(f"sep={delimiter}"), delimiter=repr(delimiter))


def refuse_full_width_commas(text: str, fields: int, file: str) -> None:
    """One field per line, yet every one of the first lines holds the same number (one or
    more) of full-width commas: the file is separated by ``，``, which is refused by name."""
    if fields > 1:
        return
    lines = [line for line in text.splitlines()[:20] if line.strip()]
    counts = {line.count(FULL_WIDTH_COMMA) for line in lines}
    if len(lines) < 2 or len(counts) != 1 or 0 in counts:
        return
    raise InputError(QT_TRANSLATE_NOOP("Errors", "the fields are separated by full-width "
                                       "commas {comma} (U+FF0C), which a CSV file cannot use "
                                       "as its delimiter"),
                     args={"comma": repr(FULL_WIDTH_COMMA)}, file=file, row=1,
                     expected=QT_TRANSLATE_NOOP("Errors", "fields separated by an ASCII comma, "
                                                "a tab, a semicolon or a bar"),
                     hint=QT_TRANSLATE_NOOP("Errors", "Replace every full-width comma between "
                                            "fields with an ASCII comma (,), or save the table "
                                            "again as CSV from the spreadsheet"))


SWALLOWED = QT_TRANSLATE_NOOP(
    "Errors", "a quote opened in this field is never closed, so the next {n} line(s) (rows "
    "{first} to {last}) were read into it as one field")
LOOKED_ROWS = 5_000


def refuse_swallowed_rows(frame: Any, rows: Any, delimiter: str, ragged: bool,
                          file: str) -> None:
    """A row with the wrong number of fields whose cell holds whole lines that look like rows
    of the table (as many delimiters as a row has): an unbalanced quote swallowed them; the
    error names the row, the column and the rows swallowed."""
    if not ragged or len(frame.columns) < 2:
        return
    needed = max(1, len(frame.columns) - 1)
    head = frame.head(LOOKED_ROWS)
    for column in head.columns:
        for pos, value in enumerate(head[column].tolist()):
            if not isinstance(value, str) or "\n" not in value:
                continue
            lines = value.rstrip("\n").split("\n")
            if any(line.count(delimiter) >= needed for line in lines[1:]):
                row = int(rows[pos])
                raise InputError(SWALLOWED, args={"n": len(lines) - 1, "first": row + 1,
                                                  "last": row + len(lines) - 1},
                                 file=file, row=row, column=str(column),
                                 expected=QT_TRANSLATE_NOOP("Errors", "quotes that open and "
                                                            "close within one field"),
                                 hint=QT_TRANSLATE_NOOP("Errors", "Close the quote (a quote "
                                                        "inside a quoted field is written "
                                                        "twice: \"\") and save the file again"))
