"""How the window feels on a big file: open, filter, search, decide and undo at 10^6 items.

Builds a synthetic wide CSV (id, text, channel, two annotators, 4 Chinese labels, ~80 %
agreement) in a temp folder, opens it in the real main window (offscreen Qt), and times each
interaction as the user triggers it, including the repaint. Medians of R repetitions, with the
ratio to one bare ``np.bincount`` over the same label codes measured in the same run (the
floor for any recount of the confusion matrix).
Usage: python benchmarks/bench_window.py [N_ITEMS] [R]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def make_csv(path: Path, n: int) -> None:
    """A deterministic synthetic file with realistic disagreement."""
    import numpy as np
    import pandas as pd

    rng = np.random.default_rng(1)
    labels = np.array(["投诉", "退款", "咨询", "其他"])
    a = rng.integers(0, 4, n)
    b = np.where(rng.random(n) < 0.8, a, rng.integers(0, 4, n))
    stems = np.array(["订单取消了，钱什么时候退回来？", "请问保温杯什么时候发货？",
                      "商品和描述严重不符", "已收到"])
    text = pd.Series(stems[rng.integers(0, 4, n)]) + pd.Series(np.arange(n)).astype(str)
    pd.DataFrame({"id": [f"X{i:07d}" for i in range(n)], "text": text,
                  "channel": np.array(["app", "web", "phone"])[rng.integers(0, 3, n)],
                  "ann1": labels[a], "ann2": labels[b]}).to_csv(path, index=False)


def median_ms(fn: Callable[[], object], reps: int, settle: Callable[[], None]) -> float:
    """Median wall time of fn + event processing, in milliseconds."""
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        settle()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    import numpy as np

    from adjudicator.ui.app import create_application
    from adjudicator.ui.main_window import MainWindow

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    app, translators = create_application(["bench"], "en")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.csv"
        make_csv(path, n)
        win = MainWindow(translators)
        win.resize(1280, 800)
        win.show()
        t = time.perf_counter()
        win.open_path(path, None, "bench")
        while win.session is None:
            app.processEvents()
            time.sleep(0.002)
        opened = time.perf_counter() - t
        s, f = win.session, win.work.filters
        a, b = s.pair_codes()
        k = s.ratings.k
        floor = median_ms(lambda: np.bincount(a * k + b, minlength=k * k), reps, lambda: None)
        rows = {
            "class-pair filter (matrix click)": lambda: (f.set_cell(0, 1, False), f.clear_pair()),
            "stratum change (recount + stats)": lambda: (f.stratum.setCurrentIndex(1),
                                                         f.stratum.setCurrentIndex(0)),
            "text search (after typing pause)": lambda: (f.search.setText("保温杯"),
                                                         f.apply_search(), f.search.setText(""),
                                                         f.apply_search()),
            "decision (durable) + row update": lambda: win.work.decision.choose(1),
            "undo (revert event)": win.undo_stack.undo,
        }
        print(f"items: {n:,}   open (read + log + window): {opened:.2f} s")
        print(f"floor: one np.bincount over the pair's codes: {floor:.2f} ms")
        for name, fn in rows.items():
            ms = median_ms(fn, reps, app.processEvents)
            print(f"{name:36s} {ms:8.2f} ms   ratio to bincount {ms / floor:7.1f}")
        win.close()


if __name__ == "__main__":
    main()
