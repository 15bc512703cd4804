"""How the window feels on a big file: the table of issue 11, measured in one run.

Builds a synthetic two-annotator CSV (id, text, channel, two annotators, 5 Chinese labels,
~80 % agreement) in a temp folder, opens it in the real main window (offscreen Qt) with a
10 ms heartbeat timer on the UI thread, and times each interaction as the user triggers it,
including the repaint. Peers measured in the same run: ``pandas.read_csv`` and
``pyarrow.csv.read_csv`` of the same file, ``pyarrow.csv.write_csv`` of the same table, one
``np.bincount`` over the pair's codes, one ``os.fsync`` of a one-line append, and
``pyarrow.csv.write_csv`` of the very two Arrow tables the export writes (see
``write_same_tables``: pyarrow alone, no hash, no temp file, no fsync; it and a repeat export
take R turns, each after ``os.sync``, and the medians are compared). A decision
also reports its UI-thread CPU time (the machine may be shared: wall time includes waits),
at a user's pace (KEY_PACE_S apart: a burst would skip the work a log does at most so often),
and the first key of the process on its own (it creates the decision log); the throttled
refresh each key leaves (summary, annotators vs final) is timed on its own, so the searches
that follow do not pay for it. The load average (``uptime``) is printed beside the figures.
The heartbeat's worst gap is the longest time the UI thread did not run its event loop.
Memory is measured in a fresh process that opens the file in the window and nothing else
(what a user's window grows by): in this one the peers read the file first, and what the
allocators kept of their pages would hide or inflate the window's share.
Usage: python benchmarks/bench_window.py [N_ITEMS] [R] [SHOT.png]
(SHOT.png: the window sorted by text, before the export, saved as a picture; not timed.)
"""

from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LABELS = ("投诉", "退款", "咨询", "物流", "其他")
KEY_PACE_S = 0.4  # decision keys this far apart, a fast user's pace (not a burst)
SETTLE_PASSES = 3  # event-loop passes counted after an action (a decision paints in two)


def make_csv(path: Path, n: int) -> None:
    """A deterministic synthetic file with realistic disagreement."""
    import numpy as np
    import pandas as pd

    rng = np.random.default_rng(1)
    labels = np.array(LABELS)
    a = rng.integers(0, len(labels), n)
    b = np.where(rng.random(n) < 0.8, a, rng.integers(0, len(labels), n))
    stems = np.array(["订单取消了，钱什么时候退回来？", "请问保温杯什么时候发货？",
                      "商品和描述严重不符", "已收到", "快递三天了还没到，麻烦查一下物流"])
    text = pd.Series(stems[rng.integers(0, len(stems), n)]) + pd.Series(np.arange(n)).astype(str)
    pd.DataFrame({"id": [f"X{i:07d}" for i in range(n)], "text": text,
                  "channel": np.array(["app", "web", "phone"])[rng.integers(0, 3, n)],
                  "ann1": labels[a], "ann2": labels[b]}).to_csv(path, index=False)


class Heartbeat:
    """A 10 ms timer on the UI thread; records the longest gap between its ticks, in wall
    time and in the UI thread's own CPU time (on a shared machine the wall gap also holds the
    time other processes had the cores; the CPU gap is the work the window did meanwhile)."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer(interval=10)
        self.timer.timeout.connect(self._tick)
        self.reset()
        self.timer.start()

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.worst = max(self.worst, now - self.last)
        self.worst_cpu = max(self.worst_cpu, cpu - self.last_cpu)
        self.last, self.last_cpu = now, cpu

    def reset(self) -> None:
        self.last, self.worst = time.perf_counter(), 0.0
        self.last_cpu, self.worst_cpu = time.thread_time(), 0.0


def uptime() -> str:
    """The load average now (1, 5 and 15 minutes), as ``uptime`` prints it: beside every
    figure, since the machine may be shared and a busy one slows every timing."""
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def rss_mb() -> float:
    """Resident memory now (Linux /proc), in MB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def wait(app: object, done: Callable[[], bool], timeout: float = 120.0) -> None:
    """Run the event loop until ``done()``."""
    end = time.perf_counter() + timeout
    while not done():
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.001)
        if time.perf_counter() > end:
            raise TimeoutError


def idle(app: object, until: float) -> None:
    """Run the event loop, as a window waiting for the user does, until ``until``."""
    wait(app, lambda: time.perf_counter() >= until)


def timed(fn: Callable[[], object], settle: Callable[[], None]) -> float:
    """Wall time of fn + what it leaves to the event loop, in ms."""
    t = time.perf_counter()
    fn()
    settle()
    return (time.perf_counter() - t) * 1000


def cpu_timed(fn: Callable[[], object], settle: Callable[[], None]) -> tuple[float, float]:
    """Wall and UI-thread CPU time of fn + what it leaves to the event loop, in ms (on a
    shared machine the wall time also holds the time other processes had the cores)."""
    t, c = time.perf_counter(), time.thread_time()
    fn()
    settle()
    return (time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000


def build_tables(dataset: object, state: object) -> tuple[object, float]:
    """The two Arrow tables a CSV export writes, built by the export's own ``_arrow_tables``
    (the same columns, cells and types) from scratch (the originals' columns kept from an
    earlier export are dropped first), and the seconds that took (part of the export's
    time, not of its peer's)."""
    from adjudicator.io.exporting.export import _arrow_tables, _Originals
    from adjudicator.io.exporting.table_files import printable

    _Originals._last = None
    t = time.perf_counter()
    tables = _arrow_tables(dataset, state)  # type: ignore[arg-type]
    assert tables is not None  # (the third item counts the soft-label columns)
    decoded = tuple(printable(table) for table in tables[:2])  # as the export writes them
    build = time.perf_counter() - t
    return decoded, build


def write_same_tables(tables: object, folder: Path) -> float:
    """pyarrow alone, the export's peer: seconds for ``pyarrow.csv.write_csv`` to write the
    very two tables a CSV export writes into two new files, with no hash, no temp files and
    no fsync (the files are removed afterwards, untimed)."""
    import pyarrow.csv as pacsv

    t = time.perf_counter()
    for i, table in enumerate(tables):  # type: ignore[call-overload]
        pacsv.write_csv(table, folder / f"same{i}.csv")
    took = time.perf_counter() - t
    for i in range(2):
        (folder / f"same{i}.csv").unlink()
    return took


def flushed() -> None:
    """Dirty pages of earlier writes sent to the disk, so that neither contender of a turn
    pays for the other's write-back."""
    os.sync()


def peers(path: Path, out: Path) -> dict[str, float]:
    """Seconds for the peers: pandas / pyarrow reading the file, pyarrow writing it."""
    import pandas as pd
    import pyarrow.csv as pacsv

    t = time.perf_counter()
    pd.read_csv(path)
    read_pd = time.perf_counter() - t
    t = time.perf_counter()
    table = pacsv.read_csv(path)
    read_pa = time.perf_counter() - t
    t = time.perf_counter()
    pacsv.write_csv(table, out)
    write_pa = time.perf_counter() - t
    out.unlink()
    return {"read_pd": read_pd, "read_pa": read_pa, "write_pa": write_pa}


def fsync_ms(folder: Path, reps: int) -> float:
    """Median of one appended line + fsync: the floor of a durable decision."""
    times = []
    with open(folder / "fsync.probe", "ab") as f:
        for _ in range(reps):
            t = time.perf_counter()
            f.write(b'{"seq": 1}\n')
            f.flush()
            os.fsync(f.fileno())
            times.append((time.perf_counter() - t) * 1000)
    (folder / "fsync.probe").unlink()
    return statistics.median(times)


def loaded_memory(path: Path) -> dict[str, float]:
    """In a fresh process (no peer has read the file first, so no allocator holds pages from
    them), in MB: the window's resident memory once shown (``base``), its growth once the file
    is loaded and every step of showing it done (κ on screen, the export's columns made
    ready: ``grown``), its growth after three searches and a sort by text (``after``), and
    the process's peak (``peak``)."""
    import json
    import subprocess

    out = subprocess.run([sys.executable, __file__, "--memory", str(path)], check=True,
                         capture_output=True, text=True).stdout
    found: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return found


def memory_child(path: Path) -> None:
    """``--memory FILE``: open FILE in the window, print RSS figures as one JSON line."""
    import json

    from adjudicator.ui.window.app import create_application
    from adjudicator.ui.window.main_window import MainWindow

    app, translators = create_application(["bench"], "en")
    win = MainWindow(translators)
    win.resize(1280, 800)
    win.show()
    app.processEvents()
    base = rss_mb()
    win.open_path(path, None, "bench")
    wait(app, lambda: win.session is not None and win.stats is not None and not win.opening)
    export_ready = time.perf_counter() + 10  # the export's columns, made at a quiet moment
    from adjudicator.io.exporting.export import _Originals

    wait(app, lambda: _Originals._last is not None or time.perf_counter() > export_ready)
    for _ in range(50):
        app.processEvents()
        time.sleep(0.01)
    grown = rss_mb() - base
    s, f, model = win.session, win.work.filters, win.model
    for needle in ("保温杯", "物流", "X00012", ""):
        f.search.setText(needle)
        f.apply_search()
        wait(app, lambda n=needle: not win.searcher.busy and s.searched(n))
    model.sort(model.COL_TEXT)
    wait(app, lambda: not model.sorting)
    app.processEvents()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"base": base, "grown": grown, "after": rss_mb() - base, "peak": peak}))
    win.close()


def main() -> None:
    import numpy as np

    from adjudicator.ui.window.app import create_application
    from adjudicator.ui.window.main_window import COUNTS_THROTTLE_MS, MainWindow

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    shot = Path(sys.argv[3]) if len(sys.argv) > 3 else None
    app, translators = create_application(["bench"], "en")
    started = uptime()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "big.csv"
        make_csv(path, n)
        size_mb = path.stat().st_size / 2**20
        fresh = loaded_memory(path)
        peer = peers(path, folder / "peer.csv")
        win = MainWindow(translators)
        win.resize(1280, 800)
        win.show()
        app.processEvents()
        beat = Heartbeat()

        def settle() -> None:  # what an action leaves to the event loop: a repaint can post a
            for _ in range(SETTLE_PASSES):  # relayout that paints again on the next pass
                app.processEvents()

        t = time.perf_counter()
        win.open_path(path, None, "bench")
        wait(app, lambda: win.session is not None and win.stats is not None
             and not win.opening)  # every step of showing it done
        settle()
        opened = time.perf_counter() - t
        load_gap, load_cpu = beat.worst * 1000, beat.worst_cpu * 1000
        s, f, model = win.session, win.work.filters, win.model
        a, b = s.pair_codes()
        k = s.ratings.k
        floor = statistics.median(timed(lambda: np.bincount(a * k + b, minlength=k * k),
                                        lambda: None) for _ in range(reps))
        sync = fsync_ms(folder, reps)
        beat.reset()
        pair = statistics.median(timed(lambda: f.set_cell(0, 1, False), settle)
                                 + 0 * timed(f.clear_pair, settle) for _ in range(reps))

        def decide() -> None:
            win.work.decision.choose(1)

        def paced_key() -> tuple[float, float, float]:
            """One key at a user's pace: wall and UI-thread CPU to the repaint, then the UI
            CPU of the throttled refresh it leaves, then the rest of KEY_PACE_S idle."""
            start = time.perf_counter()
            wall, cpu = cpu_timed(decide, settle)
            c0 = time.thread_time()
            wait(app, lambda: not win.counts_pending)  # the summary, annotators vs final
            settle()
            refreshed = (time.thread_time() - c0) * 1000
            idle(app, start + KEY_PACE_S)
            return wall, cpu, refreshed

        first_key, *keys = [paced_key() for _ in range(max(reps, 5))]
        key = statistics.median(k[0] for k in keys)
        key_cpu = statistics.median(k[1] for k in keys)
        refresh_cpu = statistics.median(k[2] for k in keys)
        key_load = uptime()

        def search(needle: str) -> tuple[float, float]:
            return cpu_timed(lambda: search_for(needle), settle)

        def search_for(needle: str) -> None:
            f.search.setText(needle)
            f.apply_search()
            wait(app, lambda: not win.searcher.busy and s.searched(needle))

        first_search, first_cpu = search("保温杯")
        laters = [search(w) for w in ("退款", "物流", "X00012")]
        later = statistics.median(w for w, _ in laters)
        later_cpu = statistics.median(c for _, c in laters)
        search_load = uptime()
        search("")
        t0 = time.perf_counter()
        model.sort(model.COL_TEXT)
        wait(app, lambda: not model.sorting)
        settle()
        sort_first = (time.perf_counter() - t0) * 1000
        sort_later = timed(lambda: model.sort(model.COL_TEXT, win_descending()), settle)
        ui_gap, ui_cpu = beat.worst * 1000, beat.worst_cpu * 1000
        if shot is not None:  # the window sorted by text, descending (before the export)
            from adjudicator.ui.window.screenshot import save_window

            save_window(win, shot)
        out = folder / "out.csv"

        def export(path: Path) -> float:
            t0 = time.perf_counter()
            win.exporter.export(s.project, path)
            wait(app, lambda: win.exporter.busy is None, timeout=600)
            return time.perf_counter() - t0

        flushed()
        beat.reset()  # after the sync, which blocks this thread and is not the window's
        export_s = export(out)
        export_gap, export_cpu = beat.worst * 1000, beat.worst_cpu * 1000
        tables, build = build_tables(s.dataset, s.state)
        again_times, same_times = [], []
        for turn in range(reps):  # the peer and a repeat export take turns, each after a sync
            flushed()
            same_times.append(write_same_tables(tables, folder))
            flushed()
            again_times.append(export(folder / f"again{turn}.csv"))
        export_again, same = statistics.median(again_times), statistics.median(same_times)
        win.close()

    rows = [
        ("open → κ on screen", f"{opened:.2f} s",
         f"{opened / peer['read_pd']:.2f} × pandas.read_csv ({peer['read_pd']:.2f} s), "
         f"{opened / peer['read_pa']:.1f} × pyarrow.csv.read_csv ({peer['read_pa']:.2f} s)"),
        ("longest UI-thread block during load", f"{load_gap:.0f} ms",
         f"heartbeat, 10 ms timer; most UI-thread CPU between two ticks {load_cpu:.0f} ms"),
        ("filter by one class pair", f"{pair:.1f} ms", f"{pair / floor:.1f} × one bincount "
         f"({floor:.1f} ms)"),
        ("decision key → repaint", f"{key:.1f} ms", f"{key / sync:.1f} × one fsync "
         f"({sync:.1f} ms); UI-thread CPU {key_cpu:.1f} ms; keys {KEY_PACE_S} s apart; the "
         f"first key of the process {first_key[0]:.1f} ms (CPU {first_key[1]:.1f}); "
         f"load average {key_load}"),
        ("refresh after a key (throttled)", f"{refresh_cpu:.1f} ms",
         f"UI-thread CPU of the summary and annotators vs final, {COUNTS_THROTTLE_MS} ms after "
         f"a key; after the first key {first_key[2]:.1f} ms"),
        ("first / later text search", f"{first_search:.0f} / {later:.0f} ms",
         f"background, last query wins; UI-thread CPU {first_cpu:.0f} / {later_cpu:.0f} ms "
         f"(the UI thread's wait loop included); load average {search_load}"),
        ("sort by text, first / later", f"{sort_first:.0f} / {sort_later:.0f} ms",
         "keys off the UI thread"),
        ("longest UI-thread block, filter…sort", f"{ui_gap:.0f} ms",
         f"heartbeat; most UI-thread CPU between two ticks {ui_cpu:.0f} ms"),
        ("export (CSV + disagreements + manifest), first / again",
         f"{export_s:.2f} / {export_again:.2f} s",
         f"{export_s / same:.1f} / {export_again / same:.1f} × pyarrow.csv.write_csv of the "
         "same two Arrow tables (the same bytes, formula cells already neutralised; the peer "
         "hashes, stages, fsyncs and describes nothing) "
         f"({same:.2f} s; building them {build:.2f} s of the export), "
         f"{export_s / peer['write_pa']:.1f} × of the input table ({peer['write_pa']:.2f} s)"
         f"; UI block {export_gap:.0f} ms (most CPU between two ticks {export_cpu:.0f} ms)"),
        ("memory with the file loaded (fresh process)", f"+{fresh['grown']:.0f} MB",
         f"{fresh['grown'] / size_mb:.2f} × the file ({size_mb:.1f} MB); RSS "
         f"{fresh['base']:.0f} MB with the window shown before opening, peak "
         f"{fresh['peak']:.0f} MB"),
        ("memory after searches and a sort (fresh process)", f"+{fresh['after']:.0f} MB",
         f"{fresh['after'] / size_mb:.2f} × the file"),
    ]
    print(f"items: {n:,}   file: {size_mb:.1f} MB   repetitions: {reps}   "
          f"load average (1/5/15 min) at the start: {started}, at the end: {uptime()} "
          f"on {os.cpu_count()} cores")
    print("| | measured | against |\n|---|---|---|")
    for name, value, ratio in rows:
        print(f"| {name} | {value} | {ratio} |")
    print(f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


def win_descending() -> object:
    from PySide6.QtCore import Qt

    return Qt.SortOrder.DescendingOrder


if __name__ == "__main__":
    if sys.argv[1:2] == ["--memory"]:
        memory_child(Path(sys.argv[2]))
    else:
        main()
