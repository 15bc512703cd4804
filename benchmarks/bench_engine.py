"""Agreement on 10^7-10^9 judgments: ``agree --engine duckdb`` against its floor and pandas.

One run, one generated long-layout Parquet file (item, annotator, label) per size and label
kind, written under the system's temporary directory and deleted afterwards (or kept in
``--data DIR`` and reused by the next run). The labels are small integers or text (five
Chinese words, as a support team's tickets; ``--labels``). For each file it times

- ``adjudicator agree FILE --engine duckdb --format json`` (a fresh process: import, label
  coding, count tables, statistics, and the whole indented JSON report, as a pipeline would
  read it, written to the null device), with its peak memory (the child's maximum resident
  set, as ``/usr/bin/time -v`` gives it, in GB of 10^9 bytes as --memory-limit writes them,
  so it compares with the limit directly);
- the floor: DuckDB itself making the same counts on the same columns, bare, in a fresh
  process with the same memory limit: the labels per annotator (GROUP BY annotator, label:
  their counts and first rows), and, for up to 16 annotators, every item's labels brought
  together (GROUP BY item, one filtered ``any_value`` per annotator) and the distinct
  label vectors counted (GROUP BY all of them), which hold every pair table and every
  unit's pattern. No label coding, no statistics, no sort (the engine does not sort either).
  For more annotators the vectors are as many as the items, and the floor's second query
  only groups the judgments by item with trivial aggregates (count, min and max of the
  annotator and the label), read as Arrow batches;
- the engine's count tables alone (``count_tables`` in a fresh process: the work the floor
  is a floor of, without the statistics of every pair and the JSON output);
- pandas reading the same file (``pd.read_parquet`` of the three columns), the first step of
  any in-memory computation, or the memory at which it was stopped.

With ``--repeat N`` the contenders take turns N times (each timed in every turn); the table
gives each one's median and the median of the per-turn ratios to the floor, of the wall time
and of the CPU time (user and system, all threads: on a shared machine it moves less than the
wall time, though DuckDB's threads also spend it waiting). The load average
(1 minute) before and after every run is printed beside its figures, since the machine may
be shared. The children run with the package's modules compiled once beforehand, as an
installation has them (``CHILD_ENV``).

    python benchmarks/bench_engine.py --size 100000x100 --size 5000000x2
    python benchmarks/bench_engine.py --size 5000000x2 --labels text --repeat 2 --memory-limit 2GB

A size is ITEMSxANNOTATORS (every annotator labels every item, 5 labels, 2% missing).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: the text labels (the integers are their codes 0 .. 4)
TEXT_LABELS = ["投诉", "退款", "咨询", "物流", "售后"]
#: up to this many annotators the floor counts the label vectors (beyond, they are as many as
#: the items and the floor only groups by item)
FLOOR_MAX_ANNOTATORS = 16
#: the labels per annotator: counts and first rows (the engine needs both)
PER_ANNOTATOR_SQL = "SELECT annotator, label, count(*), min(rn) FROM src GROUP BY ALL"


def floor_sql(annotators: int) -> list[str]:
    """The floor's bare queries for a file of ``annotators`` annotators (see the module)."""
    if annotators > FLOOR_MAX_ANNOTATORS:
        return [PER_ANNOTATOR_SQL,
                "SELECT item, count(*), min(annotator), max(annotator), min(label), "
                "max(label) FROM src GROUP BY item"]
    names = [annotator_name(j) for j in range(annotators)]
    labels = ", ".join(f"any_value(label) FILTER (WHERE annotator = '{n}') AS l{j}"
                       for j, n in enumerate(names))
    return [PER_ANNOTATOR_SQL,
            f"SELECT * EXCLUDE (item), count(*) FROM (SELECT item, {labels} FROM src "
            f"GROUP BY item) GROUP BY ALL"]


def annotator_name(j: int) -> str:
    """The generated annotators' names."""
    return f"a{j:03d}"


def generate(path: Path, items: int, annotators: int, text: bool = False, seed: int = 0
             ) -> int:
    """Write the long table in row groups of about 10^7 judgments; returns the judgments.
    Text labels are written as Parquet writes strings of few values (dictionary pages)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = np.random.default_rng(seed)
    names = pa.array([annotator_name(j) for j in range(annotators)]).dictionary_encode()
    words = pa.array(TEXT_LABELS)
    per = max(1, 10_000_000 // annotators)
    written = 0
    label_type = pa.string() if text else pa.int8()
    with pq.ParquetWriter(path, pa.schema([("item", pa.int64()), ("annotator", names.type),
                                           ("label", label_type)])) as out:
        for start in range(0, items, per):
            n = min(per, items - start)
            truth = rng.integers(0, 5, n)
            item = np.repeat(np.arange(start, start + n, dtype=np.int64), annotators)
            label = np.repeat(truth, annotators)
            noise = rng.random(label.size) < 0.3
            label[noise] = rng.integers(0, 5, int(noise.sum()))
            mask = rng.random(label.size) < 0.02
            who = pa.DictionaryArray.from_arrays(
                np.tile(np.arange(annotators, dtype=np.int32), n), names.dictionary)
            coded = pa.array(label.astype(np.int8), mask=mask)
            value = words.take(coded) if text else coded
            out.write_table(pa.table({"item": item, "annotator": who, "label": value}))
            written += label.size
    return written


def child(code: str, *args: str) -> list[str]:
    """A fresh Python running ``code`` with arguments (so each peak is its own)."""
    return [sys.executable, "-c", code, *args]


FLOOR_CODE = """
import shutil, sys, tempfile, duckdb
path, limit, sqls = sys.argv[1], sys.argv[2], sys.argv[3:]
spill = tempfile.mkdtemp(prefix="adjudicator-bench-floor-")  # as the engine: its own folder
con = duckdb.connect(config={"memory_limit": limit, "temp_directory": spill})
con.execute(f"CREATE VIEW src AS SELECT item, annotator, label, file_row_number AS rn "
            f"FROM read_parquet('{path}', file_row_number = true)")
for sql in sqls:
    reader = con.execute(sql).to_arrow_reader(1 << 20)
    for batch in reader:
        pass
con.close()
shutil.rmtree(spill, ignore_errors=True)
"""

COUNT_CODE = """
import sys
from adjudicator.engines.duckdb.counts import count_tables
from adjudicator.engines.duckdb.session import session
from adjudicator.io.options import ImportOptions
with session(sys.argv[2]) as s:
    count_tables(s, sys.argv[1], ImportOptions(), None)
"""

PANDAS_CODE = """
import sys, resource, pandas as pd
limit = int(float(sys.argv[2]) * 2**30)
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
frame = pd.read_parquet(sys.argv[1], columns=["item", "annotator", "label"])
print(len(frame))
"""


FLOOR = "duckdb floor (bare GROUP BY)"
OURS = "adjudicator --engine duckdb"
#: one contender's runs: (seconds, peak GB, exit status, load before, load after, CPU
#: seconds) each
Runs = dict[str, list[tuple[float, float, int, float, float, float]]]


def measure(path: Path, annotators: int, limit: str, pandas_cap_gb: float, repeat: int,
            skip: tuple[str, ...] = ()) -> Runs:
    """The runs of every contender on one file, each in its own process (peaks measured one
    by one); with ``repeat`` > 1 the contenders take turns, each timed in every turn."""
    every = (
        (FLOOR, child(FLOOR_CODE, str(path), limit, *floor_sql(annotators))),
        (OURS, [sys.executable, "-m", "adjudicator", "agree", str(path), "--engine", "duckdb",
                "--format", "json", "--memory-limit", limit, "--ci", "analytic"]),
        ("  of which count tables", child(COUNT_CODE, str(path), limit)),
        ("pandas.read_parquet", child(PANDAS_CODE, str(path), str(pandas_cap_gb))),
    )
    contenders = [(name, cmd) for name, cmd in every
                  if not any(word in name for word in skip)]
    out: Runs = {name: [] for name, _ in contenders}
    for turn in range(repeat):
        for name, cmd in contenders:
            before = os.getloadavg()[0]
            wall, peak, status, tail, cpu = _isolated(cmd)
            after = os.getloadavg()[0]
            print(f"  turn {turn + 1}: {name}: {wall:.1f} s ({cpu:.1f} s of CPU), peak "
                  f"{peak:.2f} GB, exit {status} {tail} (load {before:.2f} / {after:.2f})",
                  flush=True)
            out[name].append((wall, peak, status, before, after, cpu))
    return out


def _isolated(cmd: list[str]) -> tuple[float, float, int, str, float]:
    """Wall seconds, peak GB, exit status, last line of stderr and CPU seconds (user and
    system, all threads) of ``cmd``, run in a wrapper process so that RUSAGE_CHILDREN holds
    this command's alone. On a shared machine the CPU time moves less than the wall time."""
    wrapper = ("import json, resource, subprocess, sys, time\n"
               "t = time.perf_counter()\n"
               "p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
               "stderr=subprocess.PIPE, text=True)\n"
               "w = time.perf_counter() - t\n"
               "use = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
               "peak = use.ru_maxrss * 1024 / 10**9\n"
               "tail = (p.stderr.strip().splitlines() or [''])[-1][:120]\n"
               "print(json.dumps([w, peak, p.returncode, tail, use.ru_utime + use.ru_stime]))")
    done = subprocess.run([sys.executable, "-c", wrapper, *cmd], capture_output=True, text=True,
                          check=True, cwd=ROOT, env=CHILD_ENV)
    wall, peak, status, tail, cpu = json.loads(done.stdout)
    return wall, peak, status, tail, cpu


#: the children's environment: Python's compiled modules kept (in a folder of this run), as
#: an installation has them, even where PYTHONDONTWRITEBYTECODE is set (a fresh process
#: would otherwise compile the package's modules each time, some 0.3 s of every run)
CHILD_ENV = {key: value for key, value in os.environ.items()
             if key != "PYTHONDONTWRITEBYTECODE"}


def compiled(folder: Path) -> None:
    """Compile the package into ``folder`` once, for every child (``CHILD_ENV``)."""
    CHILD_ENV["PYTHONPYCACHEPREFIX"] = str(folder)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "adjudicator")],
                   check=True, env=CHILD_ENV, stdout=subprocess.DEVNULL)


def main() -> None:
    """Generate each size and label kind, time the contenders, print the table, delete."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", action="append", default=[], help="ITEMSxANNOTATORS")
    p.add_argument("--labels", choices=("int", "text", "both"), default="both",
                   help="the label column's kind (default: a file of each)")
    p.add_argument("--memory-limit", default="1.5GB", help="DuckDB's memory_limit")
    p.add_argument("--pandas-cap", type=float, default=8.0,
                   help="address-space cap of the pandas child in GB (it stops there)")
    p.add_argument("--repeat", type=int, default=1,
                   help="turns of the contenders, each timed in every turn")
    p.add_argument("--skip", action="append", default=[], choices=("count", "pandas"),
                   help="leave out the count tables alone or the pandas read (the floor and "
                        "ours always run)")
    p.add_argument("--data", type=Path,
                   help="keep the generated files in this folder and reuse them next time")
    args = p.parse_args()
    sizes = args.size or ["100000x100", "5000000x2"]
    kinds = ["int", "text"] if args.labels == "both" else [args.labels]
    print(f"{os.cpu_count()} cores; --memory-limit {args.memory_limit}; {args.repeat} turn(s)")
    pycache = Path(tempfile.mkdtemp(prefix="adjudicator-bench-pyc-"))
    compiled(pycache)
    rows = []
    for size in sizes:
        items, annotators = (int(x) for x in size.lower().split("x"))
        for kind in kinds:
            folder = args.data or Path(tempfile.mkdtemp(prefix="adjudicator-bench-engine-"))
            try:
                path = folder / f"judgments-{items}x{annotators}-{kind}.parquet"
                n = _generated(path, items, annotators, kind == "text")
                rows.append((f"{size} {kind}", n, measure(path, annotators, args.memory_limit,
                                                          args.pandas_cap, args.repeat,
                                                          tuple(args.skip))))
            finally:
                if args.data is None:
                    shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(pycache, ignore_errors=True)
    print_table(rows)


def _generated(path: Path, items: int, annotators: int, text: bool) -> int:
    """Generate the file unless a kept one is there; returns the judgments."""
    if path.exists():
        print(f"{items * annotators:,} judgments ({items:,} items x {annotators}): "
              f"reusing {path.name}", flush=True)
        return items * annotators
    path.parent.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    n = generate(path, items, annotators, text)
    print(f"{n:,} judgments ({items:,} items x {annotators}): generated {path.name} in "
          f"{time.perf_counter() - t:.0f} s, {path.stat().st_size / 2**20:,.0f} MB", flush=True)
    return n


def print_table(rows: list[tuple[str, int, Runs]]) -> None:
    """One line per file and contender: median seconds, median of the per-turn ratios to the
    floor, the same of CPU seconds, the largest peak, the load range over its runs."""
    print(f"\n{'file':>20} {'judgments':>13}  {'contender':<28} {'median s':>8} {'x floor':>8} "
          f"{'CPU s':>6} {'x floor':>8} {'peak GB':>8} {'load':>11}  status")
    for size, n, got in rows:
        floor = [run[0] for run in got[FLOOR]]
        floor_cpu = [run[5] for run in got[FLOOR]]
        for name, runs in got.items():
            wall = statistics.median(run[0] for run in runs)
            ratio = statistics.median(run[0] / f for run, f in zip(runs, floor, strict=True))
            cpu = statistics.median(run[5] for run in runs)
            cpu_ratio = statistics.median(run[5] / f for run, f in zip(runs, floor_cpu,
                                                                      strict=True))
            peak = max(run[1] for run in runs)
            loads = [x for run in runs for x in run[3:5]]
            bad = [run[2] for run in runs if run[2] != 0]
            state = "ok" if not bad else f"stopped (exit {bad[0]})"
            print(f"{size:>20} {n:>13,}  {name:<28} {wall:>8.1f} {ratio:>8.2f} {cpu:>6.1f} "
                  f"{cpu_ratio:>8.2f} {peak:>8.2f} "
                  f"{min(loads):>5.2f}-{max(loads):<5.2f}  {state}")


if __name__ == "__main__":
    main()
