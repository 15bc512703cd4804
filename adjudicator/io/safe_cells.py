"""Keep spreadsheet programs from running text as formulas (CSV/TSV/XLSX exports).

A text cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return may be read
as a formula by Excel, LibreOffice or Google Sheets ("CSV injection", OWASP). Such cells are
written with a single quote in front, which spreadsheets show as text and never evaluate.
Plain numbers such as ``-3`` or ``+1.5`` are left as they are: they cannot carry a formula.
A cell holding a line break is a row of its own to a reader that splits lines carelessly, so
every line inside a cell is neutralised the same way, and the CSV/TSV writer quotes every cell
holding CR, LF, the delimiter or a quote. JSONL and Parquet exports are data formats and are
written unchanged.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pandas as pd

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")
_LINE_BREAK = re.compile(r"(\r\n|\r|\n)")
# characters XML 1.0 cannot hold (an XLSX cell would be refused)
_XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def needs_quote(text: str) -> bool:
    """True when a spreadsheet could take ``text`` for a formula."""
    return text[:1] in TRIGGERS and not _NUMBER.fullmatch(text)


def neutralise(value: object) -> object:
    """The value to write: dangerous text gets a leading single quote, and so does every line
    of it that starts dangerously after a CR or LF; other values are unchanged."""
    if not isinstance(value, str):
        return value
    if "\r" in value or "\n" in value:
        parts = _LINE_BREAK.split(value)  # text, break, text, break, ...
        out = "".join(_one_line(p) if n % 2 == 0 else p for n, p in enumerate(parts))
        return out if out.startswith("'") or not needs_quote(value) else "'" + out
    return _one_line(value)


def _one_line(text: str) -> str:
    """A single line of text, quoted when a spreadsheet could take it for a formula."""
    return "'" + text if needs_quote(text) else text


def xlsx_text(value: object) -> object:
    """As ``neutralise``, and with characters XLSX cannot store replaced by U+FFFD."""
    value = neutralise(value)
    if isinstance(value, str) and _XML_ILLEGAL.search(value):
        return _XML_ILLEGAL.sub("\ufffd", value)
    return value


def neutralise_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """A copy of ``frame`` with every text cell and column name neutralised."""
    out = frame.copy()
    for col in out.columns:
        if out[col].dtype.kind not in "biufcmM":  # text of any dtype (object, string...)
            out[col] = out[col].map(neutralise)
    out.columns = [neutralise(str(c)) for c in out.columns]
    return out
