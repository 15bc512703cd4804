"""Decision-log speed: replay of 10^5 decisions, and the latency of one durable decision.

    python benchmarks/bench_store.py [N]      (default N = 100000)

Replay is timed twice: events already in memory, and from the log file on disk (read, parse,
check, replay: what opening a project does besides reading the data). Latency is the time of
``state.decide`` through the real log (write + fsync) in the temp folder's file system, with
SQLite (one committed INSERT per decision, synchronous=FULL) as the peer in the same run.
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from adjudicator.core.adjudication.state import AdjudicationState, MemorySink
from adjudicator.core.ratings import Ratings
from adjudicator.store.log import FORMAT, LogWriter, read_log, write_new_log

K = 5


def ratings(n: int) -> Ratings:
    """n items, three annotators, K labels."""
    rng = np.random.default_rng(7)
    codes = rng.integers(0, K, size=(n, 3)).astype(np.int64)
    return Ratings(tuple(f"item{i}" for i in range(n)), ("a", "b", "c"),
                   tuple(f"L{j}" for j in range(K)), codes)


def events(r: Ratings, n: int) -> list:  # type: ignore[type-arg]
    """n decisions (every 20th followed by a revert of the one before)."""
    rng = np.random.default_rng(8)
    state = AdjudicationState(r, sink=MemorySink(), author="bench")
    items = rng.integers(0, len(r.items), size=n)
    labels = rng.integers(0, K, size=n)
    for i in range(n):
        state.decide(r.items[items[i]], r.labels[labels[i]], f"because {i}")
        if i % 20 == 19 and state.last_seq < n:
            state.revert(state.last_seq)
    return list(state.events)[:n]


def timed(fn, repeat: int = 5) -> float:  # type: ignore[no-untyped-def]
    """Median seconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def latency(folder: Path, r: Ratings, count: int = 2000) -> list[float]:
    """Seconds per durable decision through the real log."""
    path = folder / "lat.jsonl"
    write_new_log(path, {"format": FORMAT, "version": 1})
    writer = LogWriter(path, path.stat().st_size)
    state = AdjudicationState(r, sink=writer, author="bench")
    out = []
    for i in range(count):
        t = time.perf_counter()
        state.decide(r.items[i], r.labels[i % K], "timed")
        out.append(time.perf_counter() - t)
    writer.close()
    return out


def sqlite_latency(folder: Path, count: int = 2000) -> list[float]:
    """Seconds per committed INSERT with synchronous=FULL (the peer)."""
    db = sqlite3.connect(folder / "peer.db", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("CREATE TABLE d (seq INTEGER PRIMARY KEY, item TEXT, label TEXT, why TEXT)")
    out = []
    for i in range(count):
        t = time.perf_counter()
        db.execute("INSERT INTO d (item, label, why) VALUES (?, ?, ?)", (f"i{i}", "L1", "timed"))
        out.append(time.perf_counter() - t)
    db.close()
    return out


def pct(xs: list[float], q: float) -> float:
    """The q-quantile in milliseconds."""
    return float(np.quantile(xs, q)) * 1000


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    r = ratings(n)
    evs = events(r, n)
    with tempfile.TemporaryDirectory(prefix="adj-bench-") as tmp:
        folder = Path(tmp)
        log = folder / "replay.jsonl"
        write_new_log(log, {"format": FORMAT, "version": 1}, evs)
        mem = timed(lambda: AdjudicationState.replay(r, evs))
        disk = timed(lambda: AdjudicationState.replay(r, read_log(log).events))
        ours, peer = latency(folder, r), sqlite_latency(folder)
    print(f"replay of {n} events ({log.name}, {len(evs)} lines):")
    print(f"  in memory          median {mem:.3f} s")
    print(f"  from the log file  median {disk:.3f} s   (target < 1 s)")
    print("durable decision latency (write + fsync per decision, 2000 decisions):")
    print(f"  adjudicator log    median {pct(ours, .5):.3f} ms  p99 {pct(ours, .99):.3f} ms")
    print(f"  sqlite (peer)      median {pct(peer, .5):.3f} ms  p99 {pct(peer, .99):.3f} ms")
    print(f"  ratio ours/peer    median {pct(ours, .5) / pct(peer, .5):.2f}")


if __name__ == "__main__":
    main()
