"""Two things a delimited file's first lines can say that the sniffer does not hear: Excel's
``sep=;`` line naming the delimiter (read, and said in the report), and fields separated by
the full-width comma ``，`` (U+FF0C), which no CSV reader splits on (refused, naming it, so
the user is not shown a one-column table)."""

from __future__ import annotations

import re

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
