"""Open a 10^6-row labels CSV (id, two annotators, a short text) to coded ratings.

Compares, in one run and on the same file (generated in a temporary folder):
  * ``adjudicator.io.load_dataset`` (read + detect + code + validation report) on its two CSV
    paths — streamed pyarrow.csv (the default for clean UTF-8 files) and the pandas C-parser
    fallback (``ImportOptions(csv_engine="pandas")``, used for other encodings and ragged files) —
    against ``pandas.read_csv`` of the same file alone: median of ``--repeat`` runs and the ratio
    (target ≤ 1.3);
  * peak memory of each, measured in a fresh subprocess as the growth of the peak resident set
    (VmHWM) over the interpreter with pandas and adjudicator.io imported, against the file size
    (target ≤ 3×).

Usage: python benchmarks/bench_io.py [--rows 1000000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LABELS = ["正面", "负面", "中性", "无法判断"]
WORDS = ["快递", "很慢", "客服", "态度", "不错", "退款", "发票", "质量", "一般", "包装", "破损",
         "价格", "便宜", "颜色", "好看", "尺码", "偏小"]


def write_file(path: Path, rows: int, seed: int = 7) -> None:
    """id, two annotators agreeing ~80%, a short text of 3-6 words."""
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8", newline="") as fh:
        fh.write("id,annotator_a,annotator_b,text\n")
        for i in range(rows):
            a = rng.choice(LABELS)
            b = a if rng.random() < 0.8 else rng.choice(LABELS)
            text = "".join(rng.choice(WORDS) for _ in range(rng.randint(3, 6)))
            fh.write(f"it{i:07d},{a},{b},{text}\n")


def run_pandas(path: str) -> object:
    """The peer: pandas.read_csv of the file, nothing else."""
    import pandas as pd

    return pd.read_csv(path)


def run_arrow(path: str) -> object:
    """Our import to coded ratings, with the validation report (pyarrow.csv path)."""
    from adjudicator.io import load_dataset

    return load_dataset(path).ratings


def run_fallback(path: str) -> object:
    """The same import forced through the pandas C-parser path."""
    from adjudicator.io import ImportOptions, load_dataset

    return load_dataset(path, options=ImportOptions(csv_engine="pandas")).ratings


RUNS = {"pandas": run_pandas, "arrow": run_arrow, "fallback": run_fallback}


def timed(fn, path: str, repeat: int) -> float:  # type: ignore[no-untyped-def]
    """Median wall time of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(path)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def child(which: str, path: str) -> None:
    """In a fresh process: print peak RSS growth (bytes) of one call."""
    import pandas  # noqa: F401  (imported before the baseline, as in the app)

    import adjudicator.io  # noqa: F401

    base = _high_water()
    result = RUNS[which](path)
    print(_high_water() - base)
    del result


def _high_water() -> int:
    """Peak resident memory of this process in bytes (VmHWM; ru_maxrss off Linux).

    ru_maxrss alone would carry the parent's peak over exec on Linux, so VmHWM is preferred.
    """
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    scale = 1 if sys.platform == "darwin" else 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale


def peak_growth(which: str, path: Path) -> int:
    """Peak memory growth of one call, measured in a subprocess."""
    out = subprocess.run([sys.executable, __file__, "--child", which, str(path)],
                         capture_output=True, text=True, check=True)
    return int(out.stdout.strip())


def main() -> None:
    """Generate the file, time both, measure memory, print medians and ratios."""
    p = argparse.ArgumentParser()
    p.add_argument("--rows", type=int, default=1_000_000)
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--child", nargs=2)
    args = p.parse_args()
    if args.child:
        child(*args.child)
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "labels.csv"
        write_file(path, args.rows)
        size = path.stat().st_size
        run_pandas(str(path))  # warm the page cache and imports
        run_arrow(str(path))
        times = {name: timed(fn, str(path), args.repeat) for name, fn in RUNS.items()}
        peaks = {name: peak_growth(name, path) for name in RUNS}
    mb = 1 << 20
    print(f"file: {args.rows:,} rows (id, two annotators, short text), {size / mb:.1f} MiB; "
          f"median of {args.repeat}")
    print(f"{'':34s} {'time':>8s} {'vs read_csv':>12s} {'peak memory':>12s} {'vs file':>8s}")
    labels = {"pandas": "pandas.read_csv alone",
              "arrow": "load_dataset, pyarrow.csv path",
              "fallback": "load_dataset, pandas path"}
    for name, label in labels.items():
        print(f"{label:34s} {times[name]:7.3f}s {times[name] / times['pandas']:11.2f}x "
              f"{peaks[name] / mb:8.0f} MiB {peaks[name] / size:7.2f}x")
    print("targets: load_dataset within 1.3x of pandas.read_csv; peak memory within 3x the file")

if __name__ == "__main__":
    main()
