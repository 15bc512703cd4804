"""Peak memory of reading a large CSV, as a ratio to the file's size (issue 12, item 13: a
2 GB CSV peaked at 6.1 GB). Each size is read in a fresh process; its peak RSS comes from
getrusage. Usage: python benchmarks/csv_peak.py [--mb 200] [--text 120]"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = """
import resource, sys, time
from adjudicator.io import load_dataset
import pandas, pyarrow.csv
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
t = time.perf_counter()
d = load_dataset(sys.argv[1], annotators=["ann_a", "ann_b", "ann_c"])
print(len(d.ratings.items), time.perf_counter() - t,
      resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, base)
"""


def write_csv(path: Path, megabytes: int, text: int) -> None:
    """id, three annotators' labels and a text column, until the file has ``megabytes``."""
    rng = random.Random(12)
    words = ["refund", "late", "broken", "great", "price", "退款", "物流", "质量", "客服"]
    target = megabytes * 1024**2
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write("id,ann_a,ann_b,ann_c,text\n")
        n = 0
        while out.tell() < target:
            lines = []
            for _ in range(10_000):
                body = " ".join(rng.choice(words) for _ in range(text // 6))
                labs = [rng.choice(("pos", "neg", "neu")) for _ in range(3)]
                lines.append(f"item{n},{labs[0]},{labs[1]},{labs[2]},{body}\n")
                n += 1
            out.write("".join(lines))


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--mb", type=int, default=200)
    p.add_argument("--text", type=int, default=120, help="characters of text per row")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.csv"
        write_csv(path, args.mb, args.text)
        size = path.stat().st_size
        out = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True,
                             text=True, check=True).stdout.split()
        items, seconds, peak, base = int(out[0]), float(out[1]), int(out[2]), int(out[3])
    print(f"file {size / 1024**2:.0f} MiB, {items:,} items: read in {seconds:.1f} s, "
          f"peak {peak / 1024**2:.0f} MiB = {peak / size:.2f} x the file "
          f"(of which {base / 1024**2:.0f} MiB is Python with pandas and pyarrow loaded; "
          f"the read itself {(peak - base) / size:.2f} x)")


if __name__ == "__main__":
    main()
