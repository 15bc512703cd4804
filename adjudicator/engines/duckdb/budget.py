"""How much of --memory-limit DuckDB may take, so that the whole run keeps within it.

DuckDB's ``memory_limit`` bounds its buffer manager only. The run's peak (the maximum
resident set) is that plus what the process held before the session (Python, the modules,
the libraries: about 0.1-0.2 GB), plus the engine's arrays of one batch in Python (Arrow
batches fetched and unpacked: ``duckdb.words`` and ``duckdb.stream`` keep them near 100 MB),
plus DuckDB's own allocations beyond its limit (file readers, per-thread buffers: about
0.1 GB at limits of 1-2 GB on 2 threads, measured with ``benchmarks/bench_engine.py``). So
DuckDB is given

    duckdb = (limit - resident - PYTHON_WORK) / (1 + SLACK) - THREAD_SLACK * threads

and a limit that leaves it less than MIN_DUCKDB is refused, naming --memory-limit and the
least that would do, instead of being passed over without a word. At 10^8 judgments of two
annotators, --memory-limit 2GB gives DuckDB 1.5 GiB and the run peaks at 1.6-1.7 GB.

Should a run still pass the limit (the process's peak resident set: ``agree`` reads it at
its end, statistics and output included, ``report`` when the counting is done),
``check_peak`` says so in a warning naming --memory-limit. The limit bounds the counting;
the statistics of many annotators (every pair's table and interval) and the output come on
top (10^7 judgments of 100 annotators: 0.35 GB at the count's end, 0.48 GB at the run's),
and show in that warning.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.readers.budget import human, parse_size

#: the engine's own arrays of one batch, in Python, beside DuckDB's (bytes)
PYTHON_WORK = 128 * 2**20
#: DuckDB's allocations beyond its memory_limit: this share of it, and this much per thread
SLACK = 0.05
THREAD_SLACK = 32 * 2**20
#: the least memory_limit DuckDB is given (below it a count of any size spills for minutes)
MIN_DUCKDB = 64 * 2**20
#: the process's memory when it cannot be read (no /proc, no getrusage)
UNKNOWN_RESIDENT = 256 * 2**20


def duckdb_share(limit: str, threads: int, resident: int | None = None) -> int:
    """Bytes of DuckDB's memory_limit for a run of at most ``limit`` (as --memory-limit
    writes it) with ``threads`` threads, ``resident`` bytes held already (default: this
    process's resident set now); an input error when that leaves DuckDB too little."""
    total = parse_size(limit)
    held = resident_bytes() if resident is None else resident
    share = int((total - held - PYTHON_WORK) / (1 + SLACK)) - THREAD_SLACK * threads
    if share >= MIN_DUCKDB:
        return share
    least = int(held + PYTHON_WORK + (MIN_DUCKDB + THREAD_SLACK * threads) * (1 + SLACK))
    raise InputError(QT_TRANSLATE_NOOP("Errors",
        "--memory-limit {limit} cannot be kept: the program itself holds {held}, and counting "
        "needs at least {need} beside it"),
                     args={"limit": limit, "held": human(held),
                           "need": human(least - held), "least": human(least)},
                     expected=QT_TRANSLATE_NOOP("Errors", "--memory-limit of at least {least}"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                         "Raise it, for example --memory-limit {least}; DuckDB spills to a "
                         "temporary folder beyond its share, so a run stays within the limit "
                         "however large the file"))


def resident_bytes() -> int:
    """This process's resident set now (Linux), else its peak so far (other Unixes), else
    UNKNOWN_RESIDENT."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        pass
    peak = peak_bytes()
    return UNKNOWN_RESIDENT if peak is None else peak


OVER = QT_TRANSLATE_NOOP("Errors", "this run took {peak} of memory at its peak, more than "
                         "--memory-limit {limit}; its numbers are right, but the limit was not "
                         "kept")


def check_peak(limit: str | None, warn: Callable[..., None] | None) -> None:
    """Warn (``warn(OVER, peak=..., limit=...)``) when this process's peak resident set so
    far passed ``limit``; nothing without a limit or where the peak cannot be read."""
    if not limit or warn is None:
        return
    peak = peak_bytes()
    if peak is not None and peak > parse_size(limit):
        warn(OVER, peak=human(peak), limit=limit)


def peak_bytes() -> int | None:
    """This process's peak resident set so far (None where it cannot be read)."""
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak if sys.platform == "darwin" else peak * 1024)
