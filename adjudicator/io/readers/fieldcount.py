"""Fields per line of an unquoted delimited file, counted in numpy without parsing.

Used when the fast parser may have padded short rows silently: if the file has no quote
character, each line is one record and its field count is its delimiter count plus one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

CHUNK = 1 << 23
ASCII_SAFE = ("utf-8", "utf-8-sig", "ascii", "gb18030", "gbk")


def countable(path: Path, encoding: str, delim: str) -> bool:
    """True when byte counting is exact: a one-byte delimiter, no quotes, no multi-byte clash."""
    if encoding not in ASCII_SAFE or len(delim.encode()) != 1:
        return False
    if encoding in ("gb18030", "gbk") and delim == "|":
        return False  # '|' can be the second byte of a GB18030 character
    with path.open("rb") as fh:
        while chunk := fh.read(CHUNK):
            if b'"' in chunk:
                return False
    return True


def field_counts(path: Path, delim: str) -> npt.NDArray[np.int64]:
    """Fields on every line, in file order (a last line without a line break included)."""
    sep = ord(delim)
    fields: list[npt.NDArray[Any]] = []
    carry, tail = 0, False
    with path.open("rb") as fh:
        while chunk := fh.read(CHUNK):
            buf = np.frombuffer(chunk, dtype=np.uint8)
            ends = np.flatnonzero(buf == 10)
            per = np.bincount(np.searchsorted(ends, np.flatnonzero(buf == sep)),
                              minlength=len(ends) + 1)
            per[0] += carry
            if len(ends):
                fields.append(per[:-1] + 1)
            carry = int(per[-1]) if len(ends) else int(per[0])
            tail = bool(len(buf) - 1 - (int(ends[-1]) if len(ends) else -1)) or (
                tail and not len(ends))
    if tail or carry:
        fields.append(np.array([carry + 1]))
    return np.concatenate(fields).astype(np.int64) if fields else np.zeros(0, np.int64)
