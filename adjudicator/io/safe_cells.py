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
from typing import TYPE_CHECKING, Any

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
            out[col] = _neutralise_column(out[col])
    out.columns = [neutralise(str(c)) for c in out.columns]
    return out


def _neutralise_column(series: pd.Series) -> pd.Series:
    """``neutralise`` on the cells whose first character is a trigger only (found in one
    vectorised pass), so 10^6 harmless cells cost no Python call each."""
    suspect = _suspects(series)
    if not suspect.any():
        return series
    out = series.astype(object)
    out[suspect] = [neutralise(v) for v in series[suspect].tolist()]
    return out


def _suspects(series: pd.Series) -> Any:
    """Which cells begin with a trigger character or hold a line break (a later line may
    begin with one): one Arrow pass (a slow path for columns Arrow cannot take as they are,
    e.g. mixed Python objects)."""
    import numpy as np

    try:
        import pyarrow as pa
        import pyarrow.compute as pc

        values = pa.array(series, from_pandas=True)
        if not pa.types.is_string(values.type) and not pa.types.is_large_string(values.type):
            values = values.cast(pa.large_string())
        first = pc.utf8_slice_codeunits(values, 0, 1)
        hits = pc.or_(pc.fill_null(pc.is_in(first, pa.array(TRIGGERS)), False),
                      pc.fill_null(pc.match_substring_regex(values, "[\r\n]"), False))
        return np.asarray(hits.to_numpy(zero_copy_only=False), dtype=bool)
    except (ImportError, ValueError, TypeError, NotImplementedError, pa.ArrowException):
        text = series.astype("string")
        hits = text.str[:1].isin(TRIGGERS) | text.str.contains("[\r\n]", regex=True)
        return hits.fillna(False).to_numpy(dtype=bool)
