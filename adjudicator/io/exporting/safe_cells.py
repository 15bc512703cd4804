"""Keep spreadsheet programs from running text as formulas (CSV/TSV/XLSX exports).

A text cell that begins with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return may be read
as a formula by Excel, LibreOffice or Google Sheets ("CSV injection", OWASP). Such cells are
written with a single quote in front, which spreadsheets show as text and never evaluate.
Plain numbers such as ``-3`` or ``+1.5`` are left as they are: they cannot carry a formula.
Look-alikes of ``= + - @`` at a cell's start (full-width ``＝ ＋ － ＠``, small, superscript and
subscript forms, the minus sign U+2212) are neutralised the same way: a spreadsheet in an East
Asian locale, or a later clean-up that folds width, can turn them into the ASCII ones.
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
    import pyarrow as pa

TRIGGERS = ("=", "+", "-", "@", "\t", "\r")
#: characters that read as ``= + - @``: those Unicode folds to them (NFKC), and the minus signs
LOOKALIKES = ("\uff1d", "\uff0b", "\uff0d", "\uff20",  # full width ＝ ＋ － ＠
              "\ufe66", "\ufe62", "\ufe63", "\ufe6b",  # small forms
              "\u207c", "\u207a", "\u207b", "\u208c", "\u208a", "\u208b",  # super-/subscript
              "\u2212", "\u2795", "\u2796", "\ufb29",  # minus sign, heavy plus and minus, ﬩
              "\u2a75", "\u2a76")  # ⩵ ⩶: two and three equals signs in one character
STARTERS = frozenset(TRIGGERS + LOOKALIKES)
_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")
_LINE_BREAK = re.compile(r"(\r\n|\r|\n)")
# characters XML 1.0 cannot hold (an XLSX cell would be refused)
_XML_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")


def needs_quote(text: str) -> bool:
    """True when a spreadsheet could take ``text`` for a formula."""
    return text[:1] in STARTERS and not _NUMBER.fullmatch(text)


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


def neutralise_table(table: pa.Table) -> pa.Table:
    """``table`` with every text cell and column name neutralised, column by column in Arrow
    (dictionary columns through their dictionary): only the cells found by one vectorised
    pass (a trigger first, or a line break) go through ``neutralise`` in Python."""
    import pyarrow as pa

    columns = [_neutralise_dictionary(col) if pa.types.is_dictionary(col.type)
               else _neutralise_text(col) for col in table.columns]
    names = [str(neutralise(str(name))) for name in table.column_names]
    return pa.Table.from_arrays(columns, names=names)


def _neutralise_dictionary(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """A dictionary column with each chunk's dictionary neutralised."""
    import pyarrow as pa

    chunks = []
    for chunk in column.chunks:
        words = _neutralise_text(pa.chunked_array([chunk.dictionary]))
        chunks.append(pa.DictionaryArray.from_arrays(chunk.indices, words.combine_chunks()))
    return pa.chunked_array(chunks, type=column.type)


def _neutralise_text(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """A string column with its suspect cells neutralised (other types as they are)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    kind = column.type
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)):
        return column
    hits = _suspect_cells(column)
    if hits is None:
        return column
    fixed = [neutralise(v) for v in column.filter(hits).to_pylist()]
    whole = column.combine_chunks()
    return pa.chunked_array([pc.replace_with_mask(whole, hits.combine_chunks(),
                                                  pa.array(fixed, type=kind))])


def _suspect_cells(column: pa.ChunkedArray) -> pa.ChunkedArray | None:
    """Which cells of a string column begin with a trigger or a look-alike or hold a line
    break, or None for none. The triggers are ASCII, so a cell's first byte tells (a UTF-8 lead
    byte of any other character is >= 0xC2), and the look-alikes are three UTF-8 bytes each, so
    a cell's first three bytes tell; the line-break test runs only when the column's bytes
    hold a CR or LF at all (a memchr-speed scan of the data buffers)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    binary = column.cast(pa.large_binary() if pa.types.is_large_string(column.type)
                         else pa.binary())  # a zero-copy view of the same bytes
    first = pc.binary_slice(binary, 0, 1)
    hits = pc.fill_null(pc.is_in(first, value_set=_trigger_bytes(binary.type, TRIGGERS)), False)
    three = pc.binary_slice(binary, 0, 3)
    alike = pc.is_in(three, value_set=_trigger_bytes(binary.type, LOOKALIKES))
    hits = pc.or_(hits, pc.fill_null(alike, False))
    if any(_has_line_break(chunk) for chunk in column.chunks):
        breaks = pc.fill_null(pc.match_substring_regex(column, "[\r\n]"), False)
        hits = pc.or_(hits, breaks)
    return hits if pc.any(hits).as_py() else None


def _trigger_bytes(kind: pa.DataType, chars: tuple[str, ...]) -> pa.Array:
    """Characters as a binary array of the given type (their UTF-8 bytes)."""
    import pyarrow as pa

    return pa.array([t.encode() for t in chars], type=kind)


def _has_line_break(chunk: pa.Array) -> bool:
    """True when the bytes behind a string array's cells hold a CR or LF."""
    if len(chunk) == 0:
        return False
    data = chunk.buffers()[2]
    if data is None:
        return False
    raw = data.to_pybytes()  # bytes.find runs at memchr speed
    return b"\n" in raw or b"\r" in raw
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
    import pyarrow as pa
    import pyarrow.compute as pc

    try:
        values = pa.array(series, from_pandas=True)
        if not pa.types.is_string(values.type) and not pa.types.is_large_string(values.type):
            values = values.cast(pa.large_string())
        first = pc.utf8_slice_codeunits(values, 0, 1)
        hits = pc.or_(pc.fill_null(pc.is_in(first, pa.array(sorted(STARTERS))), False),
                      pc.fill_null(pc.match_substring_regex(values, "[\r\n]"), False))
        return np.asarray(hits.to_numpy(zero_copy_only=False), dtype=bool)
    except (ValueError, TypeError, NotImplementedError, pa.ArrowException):
        text = series.astype("string")
        hits = text.str[:1].isin(STARTERS) | text.str.contains("[\r\n]", regex=True)
        return hits.fillna(False).to_numpy(dtype=bool)
