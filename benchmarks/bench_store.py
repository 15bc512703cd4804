"""Decision-log speed: replay of 10^5 decisions, and the latency of one durable decision.

    python benchmarks/bench_store.py [N]      (default N = 100000)
    python benchmarks/bench_store.py open [N] (opening a log of N = 10^6 events: time and peak
                                               memory beside the floor; see bench_store_open)

Replay is timed twice: events already in memory, and from the log file on disk (read, parse,
check, replay: what opening a project does besides reading the data). Latency is the time of
``state.decide`` through the real log (write + fsync) in the temp folder's file system, with
SQLite (one committed INSERT per decision, synchronous=FULL) as the peer in the same run.

The log's tip (``NAME.tip``, written atomically after the appends) is timed three ways: no tip
(the floor), the tip written after every append (temp + fsync + rename + folder fsync), and the
shipped keeper (a burst writes the tip at most every 50 ms or 20× its own cost), each in a
burst (decisions back to back, as `decide --from` makes them) and at a human pace (one decision
every 150 ms, where the keeper writes the tip after each unless the disk is slow).
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
from adjudicator.store import tip as tipmod
from adjudicator.store.log import FORMAT, write_new_log
from adjudicator.store.logread import read_log
from adjudicator.store.logwriter import LogWriter
from adjudicator.store.tip import TipKeeper, read_tip

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


def latency(folder: Path, r: Ratings, count: int = 2000, tip: str = "none",
            pause: float = 0.0) -> list[float]:
    """Seconds per durable decision through the real (chained) log; ``tip`` is "none",
    "every" (after each append) or "keeper" (as shipped); ``pause`` between decisions."""
    path = folder / f"lat-{tip}-{pause}-{time.perf_counter_ns()}.jsonl"
    write_new_log(path, {"format": FORMAT, "version": 2})
    contents = read_log(path)
    start = read_tip(path)
    assert isinstance(start, tipmod.Tip)
    keeper = None if tip == "none" else TipKeeper(path, start)
    writer = LogWriter(path, contents.good_size, contents.link, keeper)
    state = AdjudicationState(r, sink=writer, author="bench")
    saved = tipmod.MIN_INTERVAL, tipmod.SPACING
    if tip == "every":
        tipmod.MIN_INTERVAL, tipmod.SPACING = 0.0, 0
    out = []
    try:
        for i in range(count):
            if pause:
                time.sleep(pause)
            t = time.perf_counter()
            state.decide(r.items[i], r.labels[i % K], "timed")
            out.append(time.perf_counter() - t)
    finally:
        tipmod.MIN_INTERVAL, tipmod.SPACING = saved
        writer.close()
    TIP_WRITES[tip] = TIP_WRITES.get(tip, 0) + (keeper.writes if keeper else 0)
    return out


TIPS = ("none", "every", "keeper")
TIP_WRITES: dict[str, int] = {}  # tip files written per variant (close included)


def tip_costs(folder: Path, r: Ratings, rounds: int = 5
              ) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Per-decision seconds of each tip variant, in a burst and at a human pace; the variants
    take turns round by round, so a busy disk weighs on all of them alike."""
    burst: dict[str, list[float]] = {t: [] for t in TIPS}
    paced: dict[str, list[float]] = {t: [] for t in TIPS}
    for n in range(rounds):
        for t in TIPS[n % 3:] + TIPS[:n % 3]:  # each variant goes first in turn
            burst[t] += latency(folder, r, 400, t)
    writes = dict(TIP_WRITES)
    for n in range(rounds):
        for t in TIPS[n % 3:] + TIPS[:n % 3]:
            paced[t] += latency(folder, r, 10, t, 0.15)
    TIP_WRITES.clear()
    TIP_WRITES.update(writes)  # the count printed is the bursts'
    return burst, paced


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
    if sys.argv[1:2] == ["open"]:
        sys.path.insert(0, str(Path(__file__).parent))
        import bench_store_open

        sys.argv[1:2] = []
        bench_store_open.main()
        return
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
        burst, paced = tip_costs(folder, r)
    print(f"replay of {n} events ({log.name}, {len(evs)} lines):")
    print(f"  in memory          median {mem:.3f} s")
    print(f"  from the log file  median {disk:.3f} s   (target < 1 s)")
    print("durable decision latency (write + fsync per decision, 2000 decisions):")
    print(f"  adjudicator log    median {pct(ours, .5):.3f} ms  p99 {pct(ours, .99):.3f} ms")
    print(f"  sqlite (peer)      median {pct(peer, .5):.3f} ms  p99 {pct(peer, .99):.3f} ms")
    print(f"  ratio ours/peer    median {pct(ours, .5) / pct(peer, .5):.2f}")
    print("the log's tip, per decision (burst: 5 x 400; human pace: 5 x 10, one per 150 ms;"
          " variants in turns):")
    for name, xs, pace in (("no tip (floor)", burst["none"], paced["none"]),
                           ("tip every append", burst["every"], paced["every"]),
                           ("tip keeper (ours)", burst["keeper"], paced["keeper"])):
        print(f"  {name:18s} burst mean {1000 * statistics.mean(xs):.3f} ms  median "
              f"{pct(xs, .5):.3f} ms  p99 {pct(xs, .99):.3f} ms   paced median "
              f"{pct(pace, .5):.3f} ms")
    print(f"  tip files written in the bursts ({len(burst['keeper'])} decisions): every append "
          f"{TIP_WRITES.get('every', 0)}, keeper {TIP_WRITES.get('keeper', 0)}")
    print(f"  burst cost of the keeper over no tip: mean x"
          f"{statistics.mean(burst['keeper']) / statistics.mean(burst['none']):.2f}; of a tip "
          f"every append: x{statistics.mean(burst['every']) / statistics.mean(burst['none']):.2f}")


if __name__ == "__main__":
    main()
