"""`agree --engine auto` above the size: the engine expected to finish first that fits in memory.

Measured on a 2-core machine (`agree --format json`, two runs each, the figures in the
project's notes): a wide CSV of 300 MB (4.1 million items, 3 annotators' text labels and a
text column) took 5.0-7.6 s and peaked at 0.66 GB read in memory, against 8.6-13.5 s and
1.0 GB counted by DuckDB; a long CSV of 261 MB (10^7 judgments) took 25 s and 1.9 GB in
memory against 15 s and 0.7 GB with DuckDB. So a wide CSV is read in memory when its read
fits (an estimate from the file's size against the memory free now and the read's own
limit), and DuckDB counts long tables, Parquet, and wide CSVs that do not fit.
"""

from __future__ import annotations

import contextlib
import csv
import io
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from adjudicator.io.options import ImportOptions

    ReadOptions = Callable[[], ImportOptions]  # the import's options, made when needed

#: peak bytes of the in-memory `agree` per byte of a wide CSV when its columns cannot be told
#: from its first rows (measured 2.1 x at 300 MB, Python and its libraries included, when
#: every column was read), with room for the machine's other work. Where they can, the need
#: is costed from the columns read (``io.narrow.read_need``): without the text and with the
#: ids not held, 1.1 x for a 319 MB file of ids and three labels
WIDE_CSV_FACTOR = 2.5
#: the share of the memory free now that the read may take
FREE_SHARE = 0.8


@dataclass(frozen=True)
class Weighed:
    """What ``auto`` weighs for an input above the size: its kind and layout, the memory
    reading it would need, the memory free and the read's own limit."""

    kind: str  # "csv" or "parquet"
    long: bool  # one row per judgment (named annotator and label columns, or --layout long)
    need: int  # bytes the in-memory read would peak at
    free: int | None  # bytes of memory free now (None: not known on this system)
    limit: int  # the in-memory read's limit (--memory-limit, 4GB by default)

    @property
    def room(self) -> int:
        """The memory the read may take: its limit, and at most a share of the free memory
        (the limit alone when the free memory is not known)."""
        return self.limit if self.free is None else min(self.limit, int(self.free * FREE_SHARE))

    @property
    def fits(self) -> bool:
        """The in-memory read is expected to stay within ``room``."""
        return self.need <= self.room

    @property
    def memory_first(self) -> bool:
        """True when the in-memory read is expected to finish first and fits: a wide CSV."""
        return self.kind == "csv" and not self.long and self.fits


def weigh(kind: str, path: Path, size: int, long_asked: bool | None,
          limit: int | None, options: ReadOptions | None = None) -> Weighed:
    """The ``Weighed`` of an input (``long_asked``: the layout given by the options, None when
    left to the header; ``limit``: --memory-limit in bytes or None). With ``options`` (giving
    the import's), a wide CSV's need is costed from the columns agree reads (``io.narrow``: its
    first rows' roles, the text left out, the ids not held), else from its size."""
    from adjudicator.io.readers.budget import limit_of

    long = long_asked if long_asked is not None else _named_long(kind, path)
    need = None
    if kind == "csv" and not long and options is not None:
        from adjudicator.core.errors import InputError
        from adjudicator.io.narrow import read_need

        with contextlib.suppress(InputError):  # options the import refuses: it says so later
            need = read_need(path, size, options())
    return Weighed(kind, long, int(size * WIDE_CSV_FACTOR) if need is None else need,
                   free_memory(), limit_of(limit))


def _named_long(kind: str, path: Path) -> bool:
    """The header names an annotator column and a label column (the engines' and the
    import's rule for the long layout); read from the first 64 KiB (CSV) or the schema."""
    from adjudicator.io.coding import roles

    names = _header(kind, path)
    return bool(roles.find_named(names, roles.ANNOTATOR_NAMES)
                and roles.find_named(names, roles.LABEL_NAMES))


def _header(kind: str, path: Path) -> list[str]:
    """The column names (an empty list when they cannot be read: the read reports why)."""
    try:
        if kind == "parquet":
            import pyarrow.parquet as pq

            return list(pq.read_schema(path).names)
        from adjudicator.io.readers.sniff import sniff_delimiter

        with path.open("rb") as fh:
            text = fh.read(65536).decode("utf-8-sig", errors="replace")
        delim = sniff_delimiter(text, path.suffix.lower())
        return next(csv.reader(io.StringIO(text, newline=""), delimiter=delim), [])
    except (OSError, ValueError, csv.Error, ImportError):
        return []


def free_memory() -> int | None:
    """Bytes of memory free for a new read now: MemAvailable on Linux, the free pages where
    the system reports them, else None."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None
