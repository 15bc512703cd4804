"""One merge fault run: two leads' logs of the same file name, a real `adjudicator merge`
SIGKILLed at a random moment (or paused at a stage and killed there), then run again and
checked against an uninterrupted merge. Shared by the test suite and benchmarks/fault_kill.py.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from storehelp import write_sample

from adjudicator.store.logread import read_log
from adjudicator.store.merge import merge_logs
from adjudicator.store.project import Project
from adjudicator.store.tip import Tip, read_tip, tip_path

ROOT = Path(__file__).resolve().parents[2]
STAGES = ("staged", "conflicts", "log")


@dataclass
class MergeOutcome:
    """What one run saw."""

    killed: bool  # the process died by the kill (else it had finished)
    output: bool  # the merged log existed after the kill
    problem: str = ""  # empty when every check held


def leads(folder: Path) -> tuple[Path, Path]:
    """Two leads' logs of the same name in their own folders, with a conflict (I03), an item
    decided alike (I06) and one decided by one lead only (I09)."""
    data = write_sample(folder, n=12)
    logs = []
    for lead, label in (("li", "中性"), ("wang", "负面")):
        (folder / lead).mkdir()
        log = folder / lead / "labels.adjudication.jsonl"
        with Project.open(data, log, author=lead) as p:
            p.decide("I03", label, f"{lead} on I03")
            p.decide("I06", "正面", f"{lead} on I06")
            if lead == "li":
                p.decide("I09", "负面", "li on I09")
        logs.append(log)
    return logs[0], logs[1]


def merge_process(first: Path, second: Path, out: Path, pause: str | None
                  ) -> subprocess.Popen[str]:
    """A real `adjudicator merge` process (paused at ``pause``, if given)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("ADJUDICATOR_MERGE_PAUSE", None)
    if pause:
        env["ADJUDICATOR_MERGE_PAUSE"] = pause
    return subprocess.Popen([sys.executable, "-m", "adjudicator", "merge", str(first),
                             str(second), "--out", str(out)], env=env, stderr=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, text=True)


def check_whole_or_absent(out: Path) -> str:
    """A killed merge left the merged log whole (it reads, with every event) or absent."""
    if out.exists():
        contents = read_log(out)
        if contents.torn or contents.last_seq == 0:
            return "the merged log was left partly written"
    return ""


def check_rerun(first: Path, second: Path, out: Path) -> str:
    """Run the merge again: its log, tip and conflicts file must be those of an uninterrupted
    merge, and the folder must hold no temporary file. Returns the problem, or ""."""
    result = merge_logs(first, second, out)
    clean = merge_logs(first, second, out.with_name("clean.jsonl"))
    problems = []
    if read_log(out).events != read_log(clean.out).events:
        problems.append("the re-run's events differ from an uninterrupted merge's")
    if [c.item for c in result.conflicts] != ["I03"]:
        problems.append(f"conflicts {[c.item for c in result.conflicts]}, not ['I03']")
    if (result.conflicts_file is None or clean.conflicts_file is None
            or result.conflicts_file.read_bytes() != clean.conflicts_file.read_bytes()):
        problems.append("the conflicts file differs from an uninterrupted merge's")
    tip = read_tip(out)
    if not isinstance(tip, Tip) or tip.seq != read_log(out).last_seq:
        problems.append(f"the merged log's tip is {tip}")
    hidden = sorted(p.name for p in out.parent.iterdir() if p.name.startswith("."))
    if hidden:
        problems.append(f"left behind: {hidden}")
    with Project.open(out.parent / "labels.csv", out, read_only=True) as p:
        if p.state.status("I03") != "unresolved" or p.state.final_label("I09") != "负面":
            problems.append("the merged log does not hold the merge's outcome")
    for path in (clean.out, clean.out.with_name("clean.jsonl.tip"), clean.conflicts_file):
        if path is not None:
            path.unlink()
    return "; ".join(problems)


def merge_kill_run(folder: Path, seed: int) -> MergeOutcome:
    """Kill one real merge (at a stage half the time, after a random delay otherwise), then
    check what it left and run it again."""
    rng = random.Random(seed)
    first, second = leads(folder)
    out = folder / "merged.jsonl"
    stage = rng.choice(STAGES) if rng.random() < 0.5 else None
    proc = merge_process(first, second, out, stage)
    assert proc.stderr is not None
    if stage:
        said = proc.stderr.readline().strip()
        if said != stage:
            proc.kill()
            proc.wait(timeout=60)
            return MergeOutcome(False, out.exists(), f"did not pause at {stage}: {said!r}")
    else:
        time.sleep(rng.uniform(0.3, 2.0))
    proc.send_signal(signal.SIGKILL)
    return judge(first, second, out, proc.wait(timeout=60) == -signal.SIGKILL)


def judge(first: Path, second: Path, out: Path, killed: bool) -> MergeOutcome:
    """What a merge into ``out`` left, killed or not. A merge whose tip is written has
    finished (the tip is written last): killed after it, before its process exited (a window
    that grows on a busy machine), it is judged as finished, since a re-run rightly refuses
    to write over a finished merge's log. Any other killed merge is run again."""
    outcome = MergeOutcome(killed, out.exists())
    if not killed or isinstance(read_tip(out), Tip):
        complete = (isinstance(read_tip(out), Tip)
                    and out.with_name(out.name + ".conflicts.csv").is_file())
        hidden = [p.name for p in out.parent.iterdir() if p.name.startswith(".")]
        outcome.problem = "" if complete and not hidden else f"incomplete merge, left {hidden}"
        return outcome
    outcome.problem = check_whole_or_absent(out) or check_rerun(first, second, out)
    return outcome


def kill_after_tip(first: Path, second: Path, out: Path) -> bool:
    """Run a real merge and SIGKILL it as soon as its tip exists; True when the process was
    still running then (the kill landed between the tip and the exit)."""
    proc = merge_process(first, second, out, None)
    while proc.poll() is None and not tip_path(out).exists():
        time.sleep(0.0005)
    proc.send_signal(signal.SIGKILL)
    return proc.wait(timeout=60) == -signal.SIGKILL
