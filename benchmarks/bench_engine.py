"""Agreement on 10^7-10^9 judgments: ``agree --engine duckdb`` against its floor and pandas.

One run, one generated long-layout Parquet file (item, annotator, label) per size, written
under the system's temporary directory and deleted afterwards (or kept in ``--data DIR`` and
reused by the next run). For each size it times

- ``adjudicator agree FILE --engine duckdb --format json`` (a fresh process: import, count
  tables, statistics, and the whole indented JSON report, as a pipeline would read it, written to
  the null device), with its peak memory (the child's maximum resident set);
- the floor: DuckDB itself bringing each item's judgments together on the same columns,
  bare (labels per annotator by GROUP BY, and the judgments ordered by item read as Arrow
  batches), in a fresh process with the same memory limit: no label coding, no pair tables,
  no statistics;
- a second reference, lower than the floor: the same columns grouped by item with trivial
  aggregates (the engine groups by item too, packing each item's labels, and no longer
  sorts); its ratio is printed beside the floor's;
- the engine's count tables alone (``count_tables`` in a fresh process: the work the floor
  is a floor of, without the statistics of every pair and the JSON output);
- pandas reading the same file (``pd.read_parquet`` of the three columns), the first step of
  any in-memory computation, or the memory at which it was stopped.

    python benchmarks/bench_engine.py --size 100000x100 --size 5000000x2
    python benchmarks/bench_engine.py --size 1000000x100 --size 50000000x2 --memory-limit 1.5GB

A size is ITEMSxANNOTATORS (every annotator labels every item, 5 labels, 2% missing).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: the floor: DuckDB's bare queries over the same columns that the engine needs: labels per
#: annotator (GROUP BY), and the judgments ordered by item, read as Arrow batches (the sort the
#: pair tables and unit patterns are counted from)
FLOOR_SQL = [
    "SELECT annotator, label, count(*), min(rn) FROM src GROUP BY ALL",
    "SELECT item, annotator, label FROM src ORDER BY item",
]
#: a second reference, not the floor: the same columns grouped by item with trivial
#: aggregates (no packing of the labels, nothing for Python to count) -- the least DuckDB
#: can do to bring each item's judgments together without sorting them, as the engine
#: (GROUP BY item of the packed labels, ``duckdb_words`` and ``duckdb_vectors``) now does
GROUPED_SQL = [
    FLOOR_SQL[0],
    "SELECT item, count(*), min(annotator), max(annotator), min(label), max(label) "
    "FROM src GROUP BY item",
]


def generate(path: Path, items: int, annotators: int, seed: int = 0) -> int:
    """Write the long table in row groups of about 10^7 judgments; returns the judgments."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.parquet as pq

    rng = np.random.default_rng(seed)
    names = pa.array([f"a{j:03d}" for j in range(annotators)]).dictionary_encode()
    per = max(1, 10_000_000 // annotators)
    written = 0
    with pq.ParquetWriter(path, pa.schema([("item", pa.int64()), ("annotator", names.type),
                                           ("label", pa.int8())])) as out:
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
            out.write_table(pa.table({"item": item, "annotator": who,
                                      "label": pa.array(label.astype(np.int8), mask=mask)}))
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


def measure(path: Path, limit: str, pandas_cap_gb: float, repeat: int
            ) -> dict[str, tuple[float, float, int]]:
    """The timings of one file (each in its own process, peaks measured one by one); with
    ``repeat`` > 1 the contenders take turns and each keeps its fastest run (the machine's
    other work only ever adds time)."""
    contenders = (
        ("duckdb floor (bare queries)", child(FLOOR_CODE, str(path), limit, *FLOOR_SQL)),
        ("duckdb GROUP BY item (bare)", child(FLOOR_CODE, str(path), limit, *GROUPED_SQL)),
        ("adjudicator --engine duckdb", [sys.executable, "-m", "adjudicator", "agree",
                                         str(path), "--engine", "duckdb", "--format", "json",
                                         "--memory-limit", limit, "--ci", "analytic"]),
        ("  of which count tables", child(COUNT_CODE, str(path), limit)),
        ("pandas.read_parquet", child(PANDAS_CODE, str(path), str(pandas_cap_gb))),
    )
    out: dict[str, tuple[float, float, int]] = {}
    for _ in range(repeat):
        for name, cmd in contenders:
            wall, peak, status, tail = _isolated(cmd)
            print(f"  {name}: {wall:.1f} s, peak {peak:.2f} GB, exit {status} {tail}",
                  flush=True)
            if name not in out or (status == 0 and wall < out[name][0]):
                out[name] = (wall, max(peak, out.get(name, (0.0, 0.0, 0))[1]), status)
    return out


def _isolated(cmd: list[str]) -> tuple[float, float, int, str]:
    """``timed`` in a wrapper process, so RUSAGE_CHILDREN holds this command's peak alone."""
    wrapper = ("import json, resource, subprocess, sys, time\n"
               "t = time.perf_counter()\n"
               "p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
               "stderr=subprocess.PIPE, text=True)\n"
               "w = time.perf_counter() - t\n"
               "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 2**20\n"
               "tail = (p.stderr.strip().splitlines() or [''])[-1][:120]\n"
               "print(json.dumps([w, peak, p.returncode, tail]))")
    done = subprocess.run([sys.executable, "-c", wrapper, *cmd], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    wall, peak, status, tail = json.loads(done.stdout)
    return wall, peak, status, tail


def main() -> None:
    """Generate each size, time the three, print the table with ratios, delete the file."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", action="append", default=[], help="ITEMSxANNOTATORS")
    p.add_argument("--memory-limit", default="1.5GB", help="DuckDB's memory_limit")
    p.add_argument("--pandas-cap", type=float, default=8.0,
                   help="address-space cap of the pandas child in GB (it stops there)")
    p.add_argument("--repeat", type=int, default=1,
                   help="runs per contender, taking turns; the fastest is kept")
    p.add_argument("--data", type=Path,
                   help="keep the generated files in this folder and reuse them next time")
    args = p.parse_args()
    sizes = args.size or ["100000x100", "5000000x2"]
    rows = []
    for size in sizes:
        items, annotators = (int(x) for x in size.lower().split("x"))
        folder = args.data or Path(tempfile.mkdtemp(prefix="adjudicator-bench-engine-"))
        try:
            path = folder / f"judgments-{items}x{annotators}.parquet"
            n = _generated(path, items, annotators)
            rows.append((size, n, measure(path, args.memory_limit, args.pandas_cap,
                                         args.repeat)))
        finally:
            if args.data is None:
                shutil.rmtree(folder, ignore_errors=True)
    print_table(rows)


def _generated(path: Path, items: int, annotators: int) -> int:
    """Generate the file unless a kept one is there; returns the judgments."""
    if path.exists():
        print(f"{items * annotators:,} judgments ({items:,} items x {annotators}): "
              f"reusing {path.name}", flush=True)
        return items * annotators
    path.parent.mkdir(parents=True, exist_ok=True)
    t = time.perf_counter()
    n = generate(path, items, annotators)
    print(f"{n:,} judgments ({items:,} items x {annotators}): generated in "
          f"{time.perf_counter() - t:.0f} s, {path.stat().st_size / 2**20:,.0f} MB", flush=True)
    return n


def print_table(rows: list[tuple[str, int, dict[str, tuple[float, float, int]]]]) -> None:
    """One line per size and contender: seconds, ratio to the floor, peak memory."""
    print(f"\n{'size':>14} {'judgments':>13}  {'contender':<30} {'s':>8} {'x floor':>8} "
          f"{'x grouped':>9} {'peak GB':>8}  status")
    for size, n, got in rows:
        floor = got["duckdb floor (bare queries)"][0]
        grouped = got["duckdb GROUP BY item (bare)"][0]
        for name, (wall, peak, status) in got.items():
            state = "ok" if status == 0 else f"stopped (exit {status})"
            print(f"{size:>14} {n:>13,}  {name:<30} {wall:>8.1f} {wall / floor:>8.2f} "
                  f"{wall / grouped:>9.2f} {peak:>8.2f}  {state}")


if __name__ == "__main__":
    main()
