"""Time the bundle from exec to the window shown, for the whole process (bootloader, Python,
imports, Qt), and to the sample's data loaded; prints each run, the median and the load average.
On a shared machine the wall times grow with the load, so each run also gives the CPU time
(user + system) of a start that quits once the window is shown: what an idle machine's wall time
comes close to, as the start runs on one core.

    python3 installers/linux/time_start.py BUNDLE_DIR [RUNS]

Runs offscreen unless QT_QPA_PLATFORM is set; each run gets fresh config and data folders (as a
first start) but shares a cache folder (as every later start), so the first run also shows the
cost of an empty cache. Standard library only, so it runs in a bare root too."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def one_run(bundle: Path, sample: Path, home: Path) -> tuple[float, float]:
    """Seconds from exec to `window-shown` and to `data-loaded` as the process prints them."""
    data = home / "data.csv"
    shutil.copyfile(sample, data)
    for log in home.glob("data.adjudication.jsonl*"):
        log.unlink()
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "XDG_CONFIG_HOME": tempfile.mkdtemp(dir=home), "XDG_CACHE_HOME": str(home / "cache"),
           "XDG_DATA_HOME": tempfile.mkdtemp(dir=home)}
    start = time.perf_counter()
    proc = subprocess.Popen([str(bundle / "adjudicator"), "--timing", "--lang", "zh_CN",
                             str(data)], stdout=subprocess.PIPE, text=True, env=env)
    seen: dict[str, float] = {}
    assert proc.stdout is not None
    for line in proc.stdout:
        seen[line.split()[0]] = time.perf_counter() - start
    if proc.wait() != 0 or len(seen) < 2:
        raise SystemExit(f"the bundle exited {proc.returncode} after printing {sorted(seen)}")
    return seen["window-shown"], seen["data-loaded"]


def cpu_to_window(bundle: Path, home: Path) -> float:
    """CPU seconds (user + system, whole process) of a start that quits at the shown window."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "XDG_CONFIG_HOME": tempfile.mkdtemp(dir=home), "XDG_CACHE_HOME": str(home / "cache"),
           "XDG_DATA_HOME": tempfile.mkdtemp(dir=home)}
    proc = subprocess.Popen([str(bundle / "adjudicator"), "--timing", "--lang", "zh_CN"],
                            stdout=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"the bundle exited {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def main(argv: list[str]) -> int:
    """Run the bundle RUNS times (default 5) and print the figures."""
    bundle = Path(argv[1]).resolve()
    runs = int(argv[2]) if len(argv) > 2 else 5
    sample = bundle / "_internal/adjudicator/resources/samples/customer_service.csv"
    with tempfile.TemporaryDirectory() as tmp:
        figures: list[tuple[float, float, float]] = []
        for number in range(1, runs + 1):
            window, loaded = one_run(bundle, sample, Path(tmp))
            cpu = cpu_to_window(bundle, Path(tmp))
            figures.append((window, loaded, cpu))
            print(f"run {number}: window shown {window:.2f} s, data loaded {loaded:.2f} s; "
                  f"CPU to the window {cpu:.2f} s")
    print(f"median of {runs}: window shown {statistics.median(f[0] for f in figures):.2f} s, "
          f"data loaded {statistics.median(f[1] for f in figures):.2f} s, CPU to the window "
          f"{statistics.median(f[2] for f in figures):.2f} s; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
