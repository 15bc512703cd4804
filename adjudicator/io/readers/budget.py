"""The memory a read would need, estimated before reading, and its limit.

A file whose read would pass the limit is refused at once, with the estimate, the limit and the
option that raises it (``--memory-limit``), instead of growing for minutes until the machine
gives out. CSV/TSV are estimated from the file's size and its first block (a row that does not
end in the first block is one huge cell, held whole as text more than once); Parquet from its
metadata (rows x columns, and the bytes of its columns once uncompressed).
"""

from __future__ import annotations

import re

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

DEFAULT_LIMIT = 4 * 10**9  # bytes (4GB as --memory-limit writes it), which that option changes
ROW_FACTOR = 2.0  # peak bytes per file byte, short rows (csv_peak: 1.4 x plus the libraries)
LONG_ROW_FACTOR = 3.0  # a row longer than the first block: its bytes, its text, its cell
CELL_BYTES = 32  # peak bytes per Parquet cell as text, categories and the table of codes

_UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}
_SIZE = re.compile(r"\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*")


def parse_size(text: str) -> int:
    """Bytes of a size such as ``2GB``, ``500MB``, ``1.5GiB`` or ``1000000`` (as DuckDB's
    memory_limit: KB, MB, GB, TB are powers of 1000; KiB, MiB, GiB, TiB of 1024)."""
    match = _SIZE.fullmatch(text)
    unit = match.group(2).lower() if match else ""
    if match is None or unit not in _UNITS or float(match.group(1)) <= 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "--memory-limit {value} is not a size"),
                         args={"value": repr(text)},
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "a number with a unit, such as 2GB or 500MB"))
    return int(float(match.group(1)) * _UNITS[unit])


def limit_of(limit: int | None) -> int:
    """The limit in force: the one given, or the default."""
    return DEFAULT_LIMIT if limit is None else limit


def csv_need(size: int, head: bytes) -> int:
    """Estimated peak bytes of reading a delimited file of ``size`` bytes whose first block is
    ``head``: a header and a first row that end in the head mean short rows."""
    if size <= len(head) or head.count(b"\n") >= 2:
        return int(size * ROW_FACTOR)
    return int(size * LONG_ROW_FACTOR)


def parquet_need(rows: int, columns: int, uncompressed: int) -> int:
    """Estimated peak bytes of reading a Parquet file from its metadata."""
    return rows * columns * CELL_BYTES + uncompressed


NEED = QT_TRANSLATE_NOOP("Errors", "reading this file would need about {need} of memory, more "
                         "than the limit of {limit}")
LONG_ROW = QT_TRANSLATE_NOOP("Errors", "this row does not end in the first {block} of the file: "
                             "reading it as one cell would need about {need} of memory, more "
                             "than the limit of {limit}")


def refuse_over(file: str, need: int, limit: int | None, row: int | None = None,
                block: int = 0) -> None:
    """Raise when ``need`` bytes pass the limit: the estimate, the limit and the option; with
    ``row`` and ``block``, that row does not end in the first ``block`` bytes."""
    allowed = limit_of(limit)
    if need <= allowed:
        return
    raise InputError(LONG_ROW if row else NEED,
                     args={"need": human(need), "limit": human(allowed), "block": human(block),
                           "raise": human(need + need // 4)},
                     file=file, row=row,
                     expected=QT_TRANSLATE_NOOP("Errors", "a labels table that fits the "
                                                "memory limit"),
                     hint=QT_TRANSLATE_NOOP("Errors", "Check that this is the labels file; to "
                         "read it anyway raise the limit with --memory-limit (for example "
                         "--memory-limit {raise}), or split the file into parts"))


def human(n: int) -> str:
    """Bytes in MB or GB, as --memory-limit takes them (powers of 1000)."""
    if n >= 10**9:
        return f"{n / 10**9:.1f}GB"
    return f"{max(n / 10**6, 0.1):.1f}MB"
