"""The one timing rule of the benchmark scripts: a warm-up call, then the median wall time.

Imported as ``from timing import median_seconds`` by the scripts next to it (run as
``python benchmarks/<script>.py``, so this folder is first on ``sys.path``).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(fn: Callable[[], object], repeats: int) -> float:
    """Median wall time of ``fn`` over ``repeats`` runs after one warm-up."""
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def median_ms(fn: Callable[[], object], repeats: int) -> float:
    """``median_seconds`` in milliseconds."""
    return median_seconds(fn, repeats) * 1e3
