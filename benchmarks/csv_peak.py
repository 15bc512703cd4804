"""Peak memory of reading a large CSV, as a ratio to the file's size (issue 12, item 13: a
2 GB CSV peaked at 6.1 GB). Each size is read in a fresh process; its peak RSS comes from
getrusage. Usage: python benchmarks/csv_peak.py [--mb 200] [--text 120]

``--cli``: the command line as a user runs it, ``adjudicator agree FILE --format json``
(the default engine), its peak and wall time from ``/usr/bin/time -v``, beside the peer
``pyarrow.csv.read_csv`` of the same file in its own process, both in every repetition
(issue 30: the CLI within 1.5 x the file). Usage: python benchmarks/csv_peak.py --cli
[--mb 240 480] [--text 120] [--repeats 2]; ``--text 0`` writes ids and labels only
(issue 30: such a 319 MB file peaked at 3.1 x)."""

from __future__ import annotations

import argparse
import os
import random
import re
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
    """id, three annotators' labels and a text column (none with ``text`` 0: a file of ids and
    labels only), until the file has ``megabytes``."""
    rng = random.Random(12)
    words = ["refund", "late", "broken", "great", "price", "退款", "物流", "质量", "客服"]
    target = megabytes * 1024**2
    with open(path, "w", encoding="utf-8", newline="") as out:
        out.write("id,ann_a,ann_b,ann_c" + (",text\n" if text else "\n"))
        n = 0
        while out.tell() < target:
            lines = []
            for _ in range(10_000):
                body = " ".join(rng.choice(words) for _ in range(text // 6))
                labs = [rng.choice(("pos", "neg", "neu")) for _ in range(3)]
                tail = f",{body}" if text else ""
                lines.append(f"item{n},{labs[0]},{labs[1]},{labs[2]}{tail}\n")
                n += 1
            out.write("".join(lines))


PEER = "import sys, pyarrow.csv; pyarrow.csv.read_csv(sys.argv[1])"


def timed(argv: list[str]) -> tuple[float, int]:
    """Wall seconds and peak resident bytes of a command, from ``/usr/bin/time -v``."""
    err = subprocess.run(["/usr/bin/time", "-v", *argv], capture_output=True, text=True,
                         check=True).stderr
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", err)
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", err)
    if wall is None or peak is None:
        raise RuntimeError(err)
    seconds = sum(float(x) * 60**i for i, x in enumerate(reversed(wall.group(1).split(":"))))
    return seconds, int(peak.group(1)) * 1024


def cli(sizes: list[int], text: int, repeats: int) -> None:
    """``agree`` and the pyarrow read, each size, every repetition, with the load average."""
    with tempfile.TemporaryDirectory() as tmp:
        for mb in sizes:
            path = Path(tmp) / f"big{mb}.csv"
            write_csv(path, mb, text)
            size = path.stat().st_size
            for rep in range(repeats):
                load = os.getloadavg()
                ours = timed([sys.executable, "-m", "adjudicator", "agree", str(path),
                              "--format", "json"])
                peer = timed([sys.executable, "-c", PEER, str(path)])
                print(f"file {size / 1e6:.0f} MB, run {rep + 1}: agree {ours[0]:.1f} s, peak "
                      f"{ours[1] / 1e6:.0f} MB = {ours[1] / size:.2f} x the file; pyarrow read "
                      f"{peer[0]:.1f} s, {peer[1] / 1e6:.0f} MB = {peer[1] / size:.2f} x; agree "
                      f"/ pyarrow peak {ours[1] / peer[1]:.2f} (load average "
                      f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f})", flush=True)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--mb", type=int, nargs="+", default=None,
                   help="file sizes in MiB (default 200; with --cli 240 and 480)")
    p.add_argument("--text", type=int, default=120,
                   help="characters of text per row (0: no text column)")
    p.add_argument("--cli", action="store_true", help="time `adjudicator agree` itself")
    p.add_argument("--repeats", type=int, default=2)
    args = p.parse_args()
    if args.cli:
        cli(args.mb or [240, 480], args.text, args.repeats)
        return
    args.mb = (args.mb or [200])[0]
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
