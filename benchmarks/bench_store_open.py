"""Opening a decision log of 10^6 events: wall time and peak memory, beside the floor.

    python benchmarks/bench_store.py open [N] [--items M] [--keep DIR]   (default N = 10^6)
    python benchmarks/bench_store_open.py [N] [--items M] [--keep DIR]   (the same)

Writes a labels CSV (M items, three annotators, Chinese and English labels) and a log of N
events through the program's own writer (``write_new_log``: chained lines and a valid tip):
decisions with rationales of a few words, about 2% reverts, 1% batches of 2-5 decisions, 0.5%
notes, a guideline change and a tag. Then, each in a fresh process, with peak RSS from
``getrusage``:

- ``json.loads``: read the file and ``json.loads`` every line (the plain way to read it);
- ``pyarrow``: ``pyarrow.json.read_json`` of the whole file with the decision fields' schema
  (Arrow's reader alone, on all cores: no chain, no check, no replay);
- ``data only``: reading the labels CSV as the open does (what the open costs without a log);
- ``read_log``: the store's read and check (parse, chain, columns);
- ``log open``: ``read_log`` and the replay into the state over ratings already in memory
  (what opening a log costs beyond reading the data);
- ``Project.open``: the whole open of the project, read-only (the CSV read included), with
  the program's cache folder empty: the log is read line by line (and its snapshot written);
- ``reopen``: the same open again, the snapshot of the log in the cache folder (written by an
  untimed open first): the log's bytes are hashed, not parsed (see ``store.snapshot``).

Each child gets a cache folder of its own (``XDG_CACHE_HOME``, ``LOCALAPPDATA``): empty for
every row but ``reopen``, so no row finds another's snapshot.

Each is run ``--repeat`` times (default 3), the median printed: wall seconds, CPU seconds (user
+ system, of every thread) and peak RSS, then each row's ratio to the ``json.loads`` and
``pyarrow`` rows. The load average is printed before and after: with 2 cores shared, wall
times of a busy machine are longer, so compare the rows of one run, and the CPU seconds.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LABELS = ("正面", "负面", "中性", "spam", "无法判断")
WORDS = ("价格", "物流", "客服", "质量", "退款", "late", "broken", "great", "price", "refund",
         "sarcasm", "typo", "guideline 3.2", "both plausible", "annotator B misread")

CHILD = r"""
import json, resource, sys, time
from pathlib import Path
what, folder = sys.argv[1], Path(sys.argv[2])
log, data = folder / "labels.adjudication.jsonl", folder / "labels.csv"
ratings = None
if what == "log open":
    from adjudicator.io import load_dataset
    ratings = load_dataset(data).ratings
from adjudicator.store.logread import read_log
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.store.project import Project
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
use0 = resource.getrusage(resource.RUSAGE_SELF)
cpu0 = use0.ru_utime + use0.ru_stime
t = time.perf_counter()
if what == "json.loads":
    with open(log, "rb") as fh:
        n = sum(1 for line in fh if json.loads(line))
elif what == "pyarrow":
    import pyarrow.json
    from adjudicator.store.logcols import _arrow
    options = pyarrow.json.ParseOptions(explicit_schema=_arrow().schema,
                                        unexpected_field_behavior="ignore")
    n = pyarrow.json.read_json(log, parse_options=options).num_rows
elif what == "data only":
    from adjudicator.io import load_dataset
    n = len(load_dataset(data).ratings.items)
elif what == "read_log":
    n = len(read_log(log).events)
elif what == "log open":
    n = AdjudicationState.replay(ratings, read_log(log).events).last_seq
else:  # Project.open, reopen
    with Project.open(data, log, read_only=True) as p:
        n = p.state.last_seq
        seconds = time.perf_counter() - t
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
seconds = locals().get("seconds") or time.perf_counter() - t
peak = locals().get("peak") or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
use = resource.getrusage(resource.RUSAGE_SELF)
print(n, seconds, peak * 1024, base * 1024, use.ru_utime + use.ru_stime - cpu0)
"""


def write_data(path: Path, items: int, rng: random.Random) -> None:
    """A wide labels CSV: id, text, three annotators."""
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write("id,text,ann_a,ann_b,ann_c\n")
        for i in range(items):
            labs = [rng.choice(LABELS) for _ in range(3)]
            out.write(f"item{i},text of item {i},{labs[0]},{labs[1]},{labs[2]}\n")


def rationale(rng: random.Random) -> str:
    """A few words, Chinese and English."""
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 8)))


def events(n: int, items: int, rng: random.Random) -> list:  # type: ignore[type-arg]
    """n events: decisions, reverts of the decision just before, batches, notes, a tag."""
    from datetime import UTC, datetime, timedelta

    from adjudicator.core.adjudication.events import (
        Batch,
        Decide,
        Decision,
        Guideline,
        Note,
        Revert,
        Tag,
    )

    out: list = []  # type: ignore[type-arg]
    guideline = "v1"
    clock = datetime(2026, 3, 1, tzinfo=UTC)
    for seq in range(1, n + 1):
        clock += timedelta(microseconds=rng.randrange(1, 4_000_000))  # as utc_now writes it
        env = {"seq": seq, "time": clock.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
               "author": rng.choice(("li", "wang", "张伟")), "app": "0.9", "guideline": guideline}
        r = rng.random()
        if seq == n // 2:
            guideline = env["guideline"] = "v2"
            out.append(Guideline(version="v2", notes="rule 3.2 clarified", **env))
        elif seq == n - 10:
            out.append(Tag(name="round-1", **env))
        elif r < 0.02 and out and type(out[-1]) is Decide:
            out.append(Revert(target=seq - 1, **env))
        elif r < 0.03:
            ds = tuple(Decision(f"item{rng.randrange(items)}", rng.choice(LABELS),
                                rationale(rng)) for _ in range(rng.randint(2, 5)))
            out.append(Batch(decisions=ds, **env))
        elif r < 0.035:
            out.append(Note(text=rationale(rng), item=f"item{rng.randrange(items)}", **env))
        else:
            d = Decision(f"item{rng.randrange(items)}", rng.choice(LABELS), rationale(rng),
                         source=rng.choice((None, "A", "B")),
                         confidence=rng.choice((None, 0.5, 0.9)))
            out.append(Decide(decision=d, **env))
    return out


def make(folder: Path, n: int, items: int) -> None:
    """The data file and its log of n events (written by the program's writer)."""
    from adjudicator.store.log import write_new_log
    from adjudicator.store.logread import read_log
    from adjudicator.store.project import Project

    rng = random.Random(27)
    data = folder / "labels.csv"
    write_data(data, items, rng)
    log = folder / "labels.adjudication.jsonl"
    with Project.open(data, log, author="bench") as p:
        p.note("start")  # the log is created at the first event
    header = read_log(log).header
    write_new_log(log, header, events(n, items, rng), replace=True)


def measure(what: str, folder: Path, cache: Path) -> tuple[int, float, int, int, float]:
    """(events, wall seconds, peak RSS bytes, RSS before the timed part, CPU seconds) in a
    fresh process whose cache folder is ``cache``: a new empty one unless ``what`` is
    "reopen" (then one an untimed open has filled)."""
    with tempfile.TemporaryDirectory(prefix="adj-cache-") as empty:
        where = cache if what == "reopen" else Path(empty)
        if what == "reopen" and not any(cache.rglob("*.snapshot")):
            subprocess.run([sys.executable, "-c", CHILD, what, str(folder)], capture_output=True,
                           env=_env(where), check=True)
        out = subprocess.run([sys.executable, "-c", CHILD, what, str(folder)],
                             capture_output=True, text=True, env=_env(where),
                             check=True).stdout.split()
    return int(out[0]), float(out[1]), int(out[2]), int(out[3]), float(out[4])


def _env(cache: Path | None = None) -> dict[str, str]:
    """The environment of the children: this checkout's package first, the cache folder."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
    if cache is not None:
        env.update(XDG_CACHE_HOME=str(cache), LOCALAPPDATA=str(cache))
    return env


def main() -> None:
    if sys.argv[1:2] == ["--make"]:
        make(Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
        return
    p = argparse.ArgumentParser()
    p.add_argument("n", nargs="?", type=int, default=1_000_000)
    p.add_argument("--items", type=int, default=200_000)
    p.add_argument("--keep", help="write (or reuse) the files in this folder")
    p.add_argument("--only", nargs="+", default=("json.loads", "pyarrow", "data only",
                                                    "read_log", "log open", "Project.open",
                                                    "reopen"))
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="adj-open-") as tmp:
        folder = Path(args.keep or tmp)
        folder.mkdir(exist_ok=True)
        log = folder / "labels.adjudication.jsonl"
        if not log.exists():  # written by a child: this process stays small, and the
            t = time.perf_counter()  # children's peaks start from its size (fork keeps it)
            subprocess.run([sys.executable, __file__, "--make", str(folder), str(args.n),
                            str(args.items)], env=_env(Path(tmp) / "make-cache"), check=True)
            print(f"wrote {args.n:,} events in {time.perf_counter() - t:.1f} s")
        size = log.stat().st_size
        print(f"log {size / 2**20:.0f} MiB; load average before {os.getloadavg()}")
        rows = {}
        cache = Path(tmp) / "cache"
        for _ in range(args.repeat):  # the rows in turns, each median over the rounds
            for what in args.only:
                rows.setdefault(what, []).append(measure(what, folder, cache))
        print(f"median of {args.repeat} fresh processes each:")
        for what, runs in rows.items():
            n = runs[0][0]
            seconds, peak, base, cpu = (statistics.median(r[k] for r in runs)
                                        for k in range(1, 5))
            print(f"  {what:13s} {n:>9,} rows  wall {seconds:6.2f} s  CPU {cpu:6.2f} s  peak RSS "
                  f"{peak / 2**20:5.0f} MiB (before the timed part {base / 2**20:.0f} MiB)")
        _ratios(rows)
        print(f"load average after {os.getloadavg()}")


def _ratios(rows: dict[str, list[tuple[int, float, int, int, float]]]) -> None:
    """Each row's wall, CPU and peak RSS as a multiple of the peers'."""
    med = {what: [statistics.median(r[k] for r in runs) for k in (1, 4, 2)]
           for what, runs in rows.items()}
    for peer in ("json.loads", "pyarrow"):
        if peer not in med:
            continue
        print(f"ratios to {peer} (wall, CPU, peak RSS):")
        for what, (wall, cpu, peak) in med.items():
            if what != peer:
                p_wall, p_cpu, p_peak = med[peer]
                print(f"  {what:13s} x{wall / p_wall:5.2f}  x{cpu / p_cpu:5.2f}  "
                      f"x{peak / p_peak:5.2f}")


if __name__ == "__main__":
    main()
