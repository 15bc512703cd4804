"""One fault-injection run: a real `adjudicator decide` process killed with SIGKILL at a random
moment, then the log reopened and checked. Shared by the test suite and benchmarks/fault_kill.py.
"""

from __future__ import annotations

import csv
import hashlib
import os
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from storehelp import write_sample

from adjudicator.core.adjudication.events import decisions_of
from adjudicator.store.project import Project

ROWS = 300
LABELS = ["负面", "中性", "正面"]


@dataclass
class Outcome:
    """What one run saw."""

    acked: int  # `ok` lines printed before the kill
    logged: int  # decisions in the log after reopening
    torn: bool  # a torn tail was set aside on reopening
    problem: str = ""  # empty when every check held


def _decisions(folder: Path, seed: int) -> Path:
    """A decisions file whose rationales name the run and the row."""
    rng = random.Random(seed)
    path = folder / "decisions.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["item", "label", "rationale"])
        items = [f"I{i:02d}" for i in range(1, ROWS + 1)]
        rng.shuffle(items)  # one decision per item: `decide` refuses a file repeating one
        for n, item in enumerate(items):
            w.writerow([item, rng.choice(LABELS), f"run{seed}-row{n}"])
    return path


def _kill_at_random(proc: subprocess.Popen[str], rng: random.Random) -> list[str]:
    """Kill after a random number of acknowledgements or after a random time; return acks."""
    assert proc.stdout is not None
    lines: list[str] = []
    if rng.random() < 0.67:
        target = rng.randint(0, ROWS)
        while len(lines) < target and (line := proc.stdout.readline()):
            lines.append(line)
        time.sleep(rng.random() * 0.004)
        proc.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
    else:
        timer = threading.Timer(rng.uniform(0.05, 0.45), proc.kill)
        timer.start()
        lines += iter(proc.stdout.readline, "")
        timer.cancel()
    with_rest = lines + proc.stdout.readlines()
    proc.wait()
    return [x for x in with_rest if x.endswith("\n")]


def run_once(folder: Path, seed: int) -> Outcome:
    """Start `python -m adjudicator decide`, kill it, reopen, check every acknowledged decision."""
    data = write_sample(folder, n=ROWS)
    before = hashlib.sha256(data.read_bytes()).hexdigest()
    decisions = _decisions(folder, seed)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", "decide", str(data), "--from",
                             str(decisions), "--author", "kill"], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=env)
    acks = _kill_at_random(proc, random.Random(seed * 7919 + 1))
    if not data.with_name("labels.adjudication.jsonl").exists():
        ok = not acks and hashlib.sha256(data.read_bytes()).hexdigest() == before
        return Outcome(len(acks), 0, False, "" if ok else "acknowledged but no log")
    with Project.open(data) as project:
        got = [d.rationale for e in project.state.events for d in decisions_of(e)]
        torn = any("torn" in m for m in project.messages)
        project.decide("I01", LABELS[0], "after the crash")  # the log still takes appends
    want = [f"run{seed}-row{n}" for n in range(len(acks))]
    problem = ""
    if got[: len(want)] != want:
        problem = f"acknowledged {len(want)} but the log holds {got[:len(want)]}"
    elif hashlib.sha256(data.read_bytes()).hexdigest() != before:
        problem = "the original changed"
    return Outcome(len(acks), len(got), torn, problem)
