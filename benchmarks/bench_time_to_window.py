"""Time from process start to the Adjudicator window on screen, and to the sample loaded.

Runs each command in a fresh process (offscreen Qt, throw-away settings and data folders) and
prints the median of N runs, against two peers measured in the same run:
  - floor:  a bare PySide6 process that shows an empty QMainWindow (nothing can be faster);
  - eager:  the same, after importing pandas, sklearn.metrics and matplotlib's Qt backend up
            front (what the window would cost without lazy imports).
Usage: python benchmarks/bench_time_to_window.py [N]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

SHOW = ("from PySide6.QtWidgets import QApplication, QMainWindow; import time, sys; "
        "app = QApplication([]); w = QMainWindow(); w.resize(1280, 800); w.show(); "
        "app.processEvents(); print('window-shown', flush=True)")
EAGER = ("import pandas, sklearn.metrics, matplotlib; matplotlib.use('QtAgg'); "
         "import matplotlib.backends.backend_qtagg; " + SHOW)


def run(cmd: list[str]) -> dict[str, float]:
    """Seconds from Popen to each 'marker ...' line the child prints."""
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=home,
                   XDG_DATA_HOME=home, MPLCONFIGDIR=home)
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                text=True, env=env)
        marks: dict[str, float] = {}
        assert proc.stdout is not None
        for line in proc.stdout:
            marks[line.split()[0]] = time.perf_counter() - start
        proc.wait()
        return marks


def median(runs: list[dict[str, float]], key: str) -> float:
    """Median of one marker over the runs."""
    return statistics.median(r[key] for r in runs)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    py = sys.executable
    ours = [run([py, "-m", "adjudicator", "--sample", "--timing"]) for _ in range(n)]
    floor = [run([py, "-c", SHOW]) for _ in range(n)]
    eager = [run([py, "-c", EAGER]) for _ in range(n)]
    shown, loaded = median(ours, "window-shown"), median(ours, "data-loaded")
    base, heavy = median(floor, "window-shown"), median(eager, "window-shown")
    print(f"runs per command: {n} (medians, seconds from process start)")
    print(f"adjudicator --sample: window shown {shown:.3f}   sample loaded {loaded:.3f}")
    print(f"floor (bare PySide6 window):          {base:.3f}   ours/floor {shown / base:.2f}")
    print(f"eager (pandas+sklearn+mpl, then win): {heavy:.3f}   ours/eager {shown / heavy:.2f}")


if __name__ == "__main__":
    main()
