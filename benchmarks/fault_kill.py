"""Kill a real `adjudicator decide` process with SIGKILL at random moments, many times.

Each run checks that every `ok ITEM` acknowledged before the kill is in the reopened log, that
the log opens (a torn tail is set aside), and that the original's bytes are unchanged.

    python benchmarks/fault_kill.py [RUNS] [WORKERS] [CAMPAIGNS]
        (default 500 runs, 2 workers, CAMPAIGNS "kill,lock,disk,cut,loop,merge")

More campaigns come before the kill campaign (RUNS // 10 runs each, at least 10):

- lock: the lock file of a live `adjudicator decide` writer is deleted and a second writer is
  started; the second must be refused and the log must hold every acknowledged decision.
- disk: a real `adjudicator export` runs onto a disk that fills part-way (a small tmpfs when
  this process may mount one, else an injected OSError(ENOSPC)); the previous export's files
  must stay whole, no temporary file may remain, and the error must name the file.
- cut: a log written by real `adjudicator decide` loses its last whole lines (`head -n`, an
  older copy put back, a cut at a random line boundary) or is left untouched (the control);
  real `decide` and `export` must refuse every cut log (exit 2, naming the tip and
  `--accept-shorter-log`, nothing changed) and accept every untouched one; `note
  --accept-shorter-log` must record the acceptance, after which the log opens quietly.
- loop: a child appending decisions in a loop is SIGKILLed at random moments five times over
  one log; every open must succeed with every acknowledged decision and no false cut report.
- merge: two leads' logs of the same file name (li/ and wang/) are merged by a real
  `adjudicator merge`, SIGKILLed at a random moment or at a stage of its publication; the
  merged log must be whole or absent, and the re-run must finish the merge (log, tip and
  conflicts file as an uninterrupted merge writes them) leaving no temporary file.
"""

from __future__ import annotations

import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "store"))

from faultrun import DiskOutcome, LockOutcome, disk_full_run, lock_run
from killrun import ROWS, Outcome, run_once
from mergerun import MergeOutcome, merge_kill_run
from tiprun import CutOutcome, LoopOutcome, cut_run, kill_loop_run


def _one(seed: int) -> Outcome:
    with tempfile.TemporaryDirectory(prefix="adj-kill-") as folder:
        try:
            return run_once(Path(folder), seed)
        except Exception as exc:  # a log that does not open is a failure, not a crash
            return Outcome(0, 0, False, f"{type(exc).__name__}: {exc}")


def _lock(seed: int) -> LockOutcome:
    with tempfile.TemporaryDirectory(prefix="adj-lock-") as folder:
        try:
            return lock_run(Path(folder), seed)
        except Exception as exc:
            return LockOutcome(0, False, f"{type(exc).__name__}: {exc}")


def _disk(seed: int) -> DiskOutcome:
    with tempfile.TemporaryDirectory(prefix="adj-disk-") as folder:
        try:
            return disk_full_run(Path(folder), seed)
        except Exception as exc:
            return DiskOutcome(False, "?", f"{type(exc).__name__}: {exc}")


def _cut(seed: int) -> CutOutcome:
    with tempfile.TemporaryDirectory(prefix="adj-cut-") as folder:
        try:
            return cut_run(Path(folder), seed)
        except Exception as exc:
            return CutOutcome(0, "?", False, f"{type(exc).__name__}: {exc}")


def _loop(seed: int) -> LoopOutcome:
    with tempfile.TemporaryDirectory(prefix="adj-loop-") as folder:
        try:
            return kill_loop_run(Path(folder), seed)
        except Exception as exc:
            return LoopOutcome(0, 0, 0, f"{type(exc).__name__}: {exc}")


def cut_campaign(runs: int, workers: int) -> int:
    """Cut logs' tails (or not) and check real processes refuse (or accept) them."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_cut, range(7000, 7000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    cut = [o for o in outcomes if o.removed]
    hows = {h: sum(o.how == h for o in outcomes) for h in sorted({o.how for o in outcomes})}
    print(f"cut tail (last whole lines removed): runs {runs}  passed {runs - len(failed)}  "
          f"failed {len(failed)}  ({time.perf_counter() - start:.1f} s)")
    print(f"  by {', '.join(f'{h}: {n}' for h, n in hows.items())}; cut logs refused by "
          f"decide and export: {sum(o.refused for o in cut)} of {len(cut)} "
          f"({sum(o.removed for o in cut)} events removed in all); untouched logs refused: "
          f"{sum(o.refused for o in outcomes if not o.removed)} of {runs - len(cut)}")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    return len(failed)


def loop_campaign(runs: int, workers: int) -> int:
    """SIGKILL a looping writer five times over one log per run; returns failures."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_loop, range(8000, 8000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    print(f"writer killed in a loop (5 kills per log): runs {runs}  passed "
          f"{runs - len(failed)}  failed {len(failed)}  ({time.perf_counter() - start:.1f} s)")
    print(f"  kills {sum(o.kills for o in outcomes)}, decisions acknowledged "
          f"{sum(o.acked for o in outcomes)}, all found; opens that found the log past its "
          f"tip (brought forward, no report): {sum(o.lagging for o in outcomes)}; false cut "
          f"reports: {sum('false cut' in o.problem for o in outcomes)}")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    return len(failed)


def lock_campaign(runs: int, workers: int) -> int:
    """Delete the lock under a live writer, start a second writer; returns failures."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_lock, range(5000, 5000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    print(f"lock deleted under a live writer: runs {runs}  passed {runs - len(failed)}  "
          f"failed {len(failed)}  ({time.perf_counter() - start:.1f} s)")
    print(f"  second writer refused: {sum(o.second_refused for o in outcomes)} of {runs}; "
          f"decisions acknowledged by the first writer: {sum(o.acked for o in outcomes)}, "
          "all found in the reopened logs" if not failed else "")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    return len(failed)


def _merge(seed: int) -> MergeOutcome:
    with tempfile.TemporaryDirectory() as folder:
        return merge_kill_run(Path(folder), seed)


def merge_campaign(runs: int, workers: int) -> int:
    """Merges of same-named logs killed at random moments, then run again; returns failures."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_merge, range(12000, 12000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    print(f"merge killed and run again: runs {runs}  passed {runs - len(failed)}  failed "
          f"{len(failed)}  ({time.perf_counter() - start:.1f} s)")
    print(f"  killed with no merged log yet: {sum(o.killed and not o.output for o in outcomes)};"
          f" with the log in place: {sum(o.killed and o.output for o in outcomes)}; finished "
          f"before the kill: {sum(not o.killed for o in outcomes)}")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    return len(failed)


def disk_campaign(runs: int, workers: int) -> int:
    """Exports onto a disk that fills part-way; returns failures."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        outcomes = list(pool.map(_disk, range(9000, 9000 + runs)))
    failed = [(n, o.problem) for n, o in enumerate(outcomes) if o.problem]
    hows = sorted({o.how for o in outcomes})
    print(f"disk full during an export ({', '.join(hows)}): runs {runs}  passed "
          f"{runs - len(failed)}  failed {len(failed)}  ({time.perf_counter() - start:.1f} s)")
    print(f"  exports that hit the full disk: {sum(o.failed for o in outcomes)} (previous set "
          f"left whole, no temporary file); exports that fitted: "
          f"{sum(not o.failed for o in outcomes)}")
    for n, problem in failed[:20]:
        print(f"  run {n}: {problem}")
    return len(failed)


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    campaigns = (sys.argv[3] if len(sys.argv) > 3
                 else "kill,lock,disk,cut,loop,merge").split(",")
    extra = 0
    if "lock" in campaigns:
        extra += lock_campaign(max(10, runs // 10), workers)
    if "disk" in campaigns:
        extra += disk_campaign(max(10, runs // 10), workers)
    if "cut" in campaigns:
        extra += cut_campaign(max(10, runs // 10), workers)
    if "loop" in campaigns:
        extra += loop_campaign(max(10, runs // 10), workers)
    if "merge" in campaigns:
        extra += merge_campaign(max(10, runs // 10), workers)
    if "kill" not in campaigns:
        raise SystemExit(1 if extra else 0)
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
    raise SystemExit(1 if failed or extra else 0)


if __name__ == "__main__":
    main()
