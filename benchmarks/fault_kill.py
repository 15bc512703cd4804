"""Kill a real `adjudicator decide` process with SIGKILL at random moments, many times.

Each run checks that every `ok ITEM` acknowledged before the kill is in the reopened log, that
the log opens (a torn tail is set aside), and that the original's bytes are unchanged.

    python benchmarks/fault_kill.py [RUNS] [WORKERS]     (default 500 runs, 2 workers)
"""

from __future__ import annotations

import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "store"))

from killrun import ROWS, Outcome, run_once


def _one(seed: int) -> Outcome:
    with tempfile.TemporaryDirectory(prefix="adj-kill-") as folder:
        try:
            return run_once(Path(folder), seed)
        except Exception as exc:  # a log that does not open is a failure, not a crash
            return Outcome(0, 0, False, f"{type(exc).__name__}: {exc}")


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_one, range(1000, 1000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    acked = sorted(o.acked for o in outcomes)
    print(f"runs: {runs}  passed: {runs - len(failed)}  failed: {len(failed)}  "
          f"({time.perf_counter() - start:.1f} s)")
    print(f"killed before any ack: {sum(a == 0 for a in acked)}; mid-way: "
          f"{sum(0 < a < ROWS for a in acked)}; after all {ROWS}: {sum(a == ROWS for a in acked)}")
    print(f"decisions logged but not yet acknowledged at the kill: "
          f"{sum(o.logged > o.acked for o in outcomes)} runs; torn tails set aside: "
          f"{sum(o.torn for o in outcomes)}")
    print(f"acknowledged per run: median {acked[len(acked) // 2]}, max {acked[-1]}")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
