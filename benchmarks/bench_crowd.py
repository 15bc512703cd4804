"""A crowd's agreement, the project against an independent script, in the same run (issue 30).

The data: a long CSV of 10,753 items labelled by 5 of 819 annotators each (53,765 judgments,
four labels), made here with a fixed seed, or the file given. Timed, each in a fresh process
and interleaved repetition by repetition so that a busy moment of the shared machine hits
both (medians; wall and CPU seconds; peak resident memory from the child's rusage):

  - ours: ``adjudicator agree FILE --format json`` (every statistic with its interval);
  - peer: ``crowd_peer.py FILE`` -- the csv module, numpy and krippendorff.alpha, no project
    code (Krippendorff's alpha and Fleiss' kappa only);
  - with --window, also ``adjudicator gui FILE --screenshot OUT.png``: the whole open of the
    window, from process start to the picture saved (the file copied to a fresh folder each
    time, so no decision log from an earlier run is replayed).

The ratio ours / peer is what counts (issue 30: at most 3, peak at most 1 GB; the window at
most 15 s). The two alphas and kappas are printed side by side: a fast wrong answer is no win.

    python benchmarks/bench_crowd.py [--file FILE] [--repeats 3] [--window]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ITEMS, ANNOTATORS, PER_ITEM = 10_753, 819, 5
LABELS = ("mixed", "neutral", "negative", "positive")


def write_crowd(path: Path, seed: int = 30) -> None:
    """Each item: five distinct annotators drawn at random; each judgment the item's true
    label with probability 0.73, else any of the four (kappa about 0.53, as the file of the
    issue)."""
    rng = random.Random(seed)
    lines = ["item,annotator,label"]
    for i in range(ITEMS):
        truth = rng.choice(LABELS)
        for who in rng.sample(range(ANNOTATORS), PER_ITEM):
            label = truth if rng.random() < 0.73 else rng.choice(LABELS)
            lines.append(f"t{i},w{who},{label}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def timed(cmd: list[str], env: dict[str, str]) -> dict[str, object]:
    """Wall and CPU seconds and peak RSS (MiB) of one child process, and its stdout."""
    with tempfile.TemporaryFile("w+") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        text = out.read()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed with status {proc.returncode}")
    return {"wall": wall, "cpu": usage.ru_utime + usage.ru_stime,
            "peak": usage.ru_maxrss / 1024, "out": text}


def median(runs: list[dict[str, object]], key: str) -> float:
    """Median of one measure over the runs."""
    return statistics.median(float(r[key]) for r in runs)  # type: ignore[arg-type]


def ours_values(text: str) -> tuple[float, float]:
    """Alpha and Fleiss' kappa from ``agree --format json``."""
    overall = json.loads(text)["overall"]
    return overall["krippendorff_alpha"]["value"], overall["fleiss_kappa"]["value"]


def main(argv: list[str]) -> int:
    """Run the comparison and print the table."""
    p = argparse.ArgumentParser()
    p.add_argument("--file", type=Path, help="a long CSV (item, annotator, label)")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--window", action="store_true", help="also time the window's open")
    args = p.parse_args(argv)
    py = sys.executable
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        data = args.file or home / "crowd.csv"
        if args.file is None:
            write_crowd(data)
        env = dict(os.environ, XDG_CONFIG_HOME=str(home), XDG_DATA_HOME=str(home),
                   MPLCONFIGDIR=str(home), QT_QPA_PLATFORM="offscreen")
        commands = {"ours": [py, "-m", "adjudicator", "agree", str(data), "--format", "json"],
                    "peer": [py, str(HERE / "crowd_peer.py"), str(data)]}
        runs: dict[str, list[dict[str, object]]] = {name: [] for name in commands}
        if args.window:
            runs["window"] = []
        print(f"file {data.name}: {data.stat().st_size / 2**20:.1f} MiB; load average before "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        for cmd in commands.values():  # warm-up: compiled bytecode, the disk cache
            timed(cmd, env)
        for rep in range(args.repeats):
            for name, cmd in commands.items():
                runs[name].append(timed(cmd, env))
            if args.window:
                runs["window"].append(_window(py, data, home / f"w{rep}", env))
        print(f"load average after {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
              f"medians of {args.repeats} interleaved runs, each a fresh process")
        peer_wall, peer_cpu = median(runs["peer"], "wall"), median(runs["peer"], "cpu")
        print(f"{'':<32} {'wall s':>8} {'cpu s':>8} {'peak MiB':>9} {'wall/peer':>10} "
              f"{'cpu/peer':>9}")
        for name, label in (("ours", "adjudicator agree --format json"),
                            ("peer", "numpy + krippendorff script"),
                            ("window", "adjudicator gui --screenshot")):
            if name not in runs:
                continue
            wall, cpu = median(runs[name], "wall"), median(runs[name], "cpu")
            print(f"{label:<32} {wall:8.2f} {cpu:8.2f} {median(runs[name], 'peak'):9.0f} "
                  f"{wall / peer_wall:10.2f} {cpu / peer_cpu:9.2f}")
        alpha, kappa = ours_values(str(runs["ours"][-1]["out"]))
        peer = json.loads(str(runs["peer"][-1]["out"]))
        print(f"alpha ours {alpha:.12f} peer {peer['krippendorff_alpha']:.12f}; "
              f"Fleiss kappa ours {kappa:.12f} peer {peer['fleiss_kappa']:.12f}")
    return 0


def _window(py: str, data: Path, folder: Path, env: dict[str, str]) -> dict[str, object]:
    """The window opening a copy of the file in a fresh folder, until its picture is saved."""
    folder.mkdir()
    copy = folder / data.name
    shutil.copyfile(data, copy)
    return timed([py, "-m", "adjudicator", "gui", str(copy), "--screenshot",
                  str(folder / "window.png")], env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
