"""Fault runs for the log's tip, shared by the test suite and benchmarks/fault_kill.py:

- ``kill_loop_run``: a child process appends decisions to one log in a loop and is killed with
  SIGKILL at a random moment, several times over the same log; after each kill the log must
  open for writing with every acknowledged decision present and no report of a cut (the tip
  lags at most, never leads).
- ``cut_run``: a log written by real `adjudicator decide` loses its last whole lines (`head -n`,
  an older copy put back, a cut at a random line boundary), or keeps them (the control); real
  `adjudicator decide` and `export` must refuse the cut log (exit 2, naming the tip and the way
  out, no traceback, nothing changed) and accept the untouched one; `adjudicator note
  --accept-shorter-log` must then record the acceptance, after which the log opens quietly.
"""

from __future__ import annotations

import csv
import os
import random
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from storehelp import write_sample

from adjudicator.core.adjudication.events import Note, decisions_of
from adjudicator.store.project import Project, default_log_path
from adjudicator.store.tip import tip_path
from adjudicator.store.tipcheck import ACCEPT_OPTION, LogCutError

ROWS = 120
LABELS = ["负面", "中性", "正面"]

CHILD = """
import sys
from adjudicator.store.project import Project
data, tag = sys.argv[1], sys.argv[2]
labels = ["负面", "中性", "正面"]
with Project.open(data, author="loop") as p:
    for n in range(100000):
        p.decide(f"I{n % 120 + 1:02d}", labels[n % 3], f"{tag}-{n}")
        sys.stdout.write(f"ok {tag}-{n}\\n")
        sys.stdout.flush()
"""


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONDONTWRITEBYTECODE="1")


@dataclass
class LoopOutcome:
    """What one kill-loop run saw."""

    kills: int
    acked: int  # decisions acknowledged over all rounds
    lagging: int  # opens that found the log past its tip (brought forward)
    problem: str = ""


def _kill_child(data: Path, tag: str, rng: random.Random) -> list[str]:
    """Run the loop child, kill it at a random moment; the rationales it acknowledged."""
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(data), tag],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            env=_env())
    assert proc.stdout is not None
    lines: list[str] = []
    if rng.random() < 0.5:
        target = rng.randint(1, 400)
        while len(lines) < target and (line := proc.stdout.readline()):
            lines.append(line)
        time.sleep(rng.random() * 0.003)
        proc.kill()
    else:
        timer = threading.Timer(rng.uniform(0.3, 1.5), proc.kill)  # start-up takes ~0.3 s
        timer.start()
        lines += iter(proc.stdout.readline, "")
        timer.cancel()
        proc.kill()
    lines += proc.stdout.readlines()
    proc.wait()
    return [x[3:].strip() for x in lines if x.startswith("ok ") and x.endswith("\n")]


def kill_loop_run(folder: Path, seed: int, rounds: int = 5) -> LoopOutcome:
    """Kill a looping writer ``rounds`` times over one log; reopen and check after each."""
    rng = random.Random(seed)
    data = write_sample(folder, n=ROWS)
    log = default_log_path(data)
    acked: list[str] = []
    rounds_acked: list[tuple[str, list[str]]] = []
    lagging = 0
    for r in range(rounds):
        tag = f"s{seed}r{r}"
        rounds_acked.append((tag, _kill_child(data, tag, rng)))
        acked += rounds_acked[-1][1]
        if not log.exists():
            if acked:
                return LoopOutcome(r + 1, len(acked), lagging, "acknowledged but no log")
            continue
        lagging += _tip_seq(log) < _log_seq(log)
        try:
            with Project.open(data) as project:
                got = [d.rationale for e in project.state.events for d in decisions_of(e)]
                told = [m for m in project.messages if "missing" in m or "not the one" in m]
                ok_tip = _tip_seq(log) == project.state.last_seq
        except LogCutError as exc:
            return LoopOutcome(r + 1, len(acked), lagging, f"a false cut report: {exc}")
        for tag, acks in rounds_acked:  # a round's acks lead its logged decisions (one more
            logged = [g for g in got if g.startswith(tag + "-")]  # may be logged, unacked)
            if logged[:len(acks)] != acks:
                return LoopOutcome(r + 1, len(acked), lagging,
                                   f"round {tag}: acknowledged {len(acks)}, logged {logged[:5]}…")
        if told:
            return LoopOutcome(r + 1, len(acked), lagging, f"a false cut note: {told}")
        if not ok_tip:
            return LoopOutcome(r + 1, len(acked), lagging, "the open did not bring the tip "
                               "forward")
    return LoopOutcome(rounds, len(acked), lagging)


def _tip_seq(log: Path) -> int:
    """The tip's event number (-1 when there is no readable tip)."""
    import json

    try:
        return int(json.loads(tip_path(log).read_bytes())["seq"])
    except (OSError, ValueError, KeyError):
        return -1


def _log_seq(log: Path) -> int:
    """The last complete event's number, by counting complete lines."""
    return max(0, log.read_bytes().count(b"\n") - 1)


@dataclass
class CutOutcome:
    """What one cut run saw."""

    removed: int  # events removed (0: the control, untouched)
    how: str  # "head -n", "older copy", "line boundary" or "untouched"
    refused: bool  # decide and export refused the log
    problem: str = ""


def _decisions(path: Path, tag: str, rng: random.Random, count: int) -> Path:
    items = [f"I{i:02d}" for i in range(1, ROWS + 1)]
    rng.shuffle(items)
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["item", "label", "rationale"])
        for n, item in enumerate(items[:count]):
            w.writerow([item, rng.choice(LABELS), f"{tag}-{n}"])
    return path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True,
                          text=True, env=_env(), timeout=120, check=False)


def _cut(log: Path, older: bytes, rng: random.Random) -> tuple[int, str]:
    """Remove whole lines from the end by one of three means; (events removed, how)."""
    data = log.read_bytes()
    lines = data.splitlines(keepends=True)
    events = len(lines) - 1
    how = rng.choice(["head -n", "older copy", "line boundary", "untouched"])
    if how == "untouched":
        return 0, how
    if how == "older copy":
        log.write_bytes(older)
        return events - (older.count(b"\n") - 1), how
    keep = rng.randint(0, events - 1) if how == "line boundary" else events - rng.randint(1, 3)
    keep = max(0, keep)
    if how == "head -n":  # the real tool, where there is one
        with open(log.with_name("cut.tmp"), "wb") as out:
            done = subprocess.run(["head", "-n", str(keep + 1), str(log)], stdout=out,
                                  check=False)
        if done.returncode == 0:
            os.replace(log.with_name("cut.tmp"), log)
            return events - keep, how
    log.write_bytes(b"".join(lines[:keep + 1]))
    return events - keep, how


def cut_run(folder: Path, seed: int) -> CutOutcome:
    """Decide with real processes, cut the log's tail (or not), check the refusals."""
    rng = random.Random(seed)
    data = write_sample(folder, n=ROWS)
    log = default_log_path(data)
    first = _run("decide", str(data), "--from", str(_decisions(folder / "a.csv", "a", rng,
                                                                  rng.randint(1, 20))))
    older = log.read_bytes()
    second = _run("decide", str(data), "--from", str(_decisions(folder / "b.csv", "b", rng,
                                                                   rng.randint(1, 20))))
    if first.returncode or second.returncode:
        return CutOutcome(0, "", False, f"decide failed: {first.stderr}{second.stderr}")
    removed, how = _cut(log, older, rng)
    before = {p: p.read_bytes() for p in (log, tip_path(log))}
    again = _run("decide", str(data), "--from", str(_decisions(folder / "c.csv", "c", rng, 3)))
    export = _run("export", str(data), "--out", str(folder / "final.csv"))
    refused = again.returncode == 2 and export.returncode == 2
    problem = ""
    if removed == 0:
        if again.returncode or export.returncode:
            problem = f"an untouched log was refused: {again.stderr}{export.stderr}"
        return CutOutcome(0, how, False, problem)
    after = {p: p.read_bytes() for p in (log, tip_path(log))}
    if not refused:
        problem = f"a log cut by {removed} events was let in (exit {again.returncode})"
    elif "Traceback" in again.stderr + export.stderr:
        problem = f"a traceback: {again.stderr[-300:]}"
    elif ACCEPT_OPTION not in again.stderr or tip_path(log).name not in again.stderr:
        problem = f"the refusal names no tip or way out: {again.stderr.strip()}"
    elif "ok " in again.stdout or after != before:
        problem = "the refused open changed the log or its tip"
    else:
        problem = _accept(data)
    return CutOutcome(removed, how, refused, problem)


def _accept(data: Path) -> str:
    """Accept the shorter log by the command the message names; '' when all holds after."""
    kept = Project.open(data, read_only=True, on_mismatch="read_only")
    last = kept.state.last_seq
    kept.close()
    done = _run("note", str(data), "restored on purpose", ACCEPT_OPTION)
    if done.returncode:
        return f"accepting failed: {done.stderr.strip()}"
    with Project.open(data) as project:
        events = project.state.events
        accepted = [e for e in events if isinstance(e, Note) and "accepted" in e.text]
        if len(events) != last + 2 or len(accepted) != 1:
            return f"acceptance not recorded as one event ({len(events)} after {last})"
        if "missing" not in accepted[0].text or any("tip" in m for m in project.messages):
            return f"the acceptance note is incomplete: {accepted[0].text}"
    return ""
