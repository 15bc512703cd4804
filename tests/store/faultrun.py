"""Two more fault campaigns, shared by the test suite and benchmarks/fault_kill.py:

- ``lock_run``: a real `adjudicator decide` writer runs; mid-run (the writer paused with
  SIGSTOP, so it surely still holds the log) its lock file is deleted and a second real
  `adjudicator decide` is started on the same log (POSIX only). The second must be refused
  (exit 2, nothing applied), the first must finish, and the log must open holding every
  acknowledged decision of the first, in order.
- ``disk_full_run``: a real `adjudicator export` writes onto a disk that fills up part-way
  (a small tmpfs when this process may mount one, else an injected ``OSError(ENOSPC)`` after
  a random number of bytes). The folder must hold the previous export's set byte for byte (or
  nothing), no temporary file, and the error must name the file without a traceback.
"""

from __future__ import annotations

import contextlib
import csv
import errno
import os
import random
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from killrun import LABELS
from storehelp import write_sample

from adjudicator.core.adjudication.events import decisions_of
from adjudicator.store.lock import lock_path
from adjudicator.store.project import Project, default_log_path

ROWS = 200


@dataclass
class LockOutcome:
    """What one lock-deletion run saw."""

    acked: int  # decisions the first writer acknowledged
    second_refused: bool
    problem: str = ""


def _env() -> dict[str, str]:
    return dict(os.environ, PYTHONDONTWRITEBYTECODE="1")


def _decisions(path: Path, tag: str, rng: random.Random) -> Path:
    with open(path, "w", encoding="utf-8", newline="") as out:
        w = csv.writer(out)
        w.writerow(["item", "label", "rationale"])
        items = [f"I{i:02d}" for i in range(1, ROWS + 1)]
        rng.shuffle(items)  # one decision per item, as `decide` asks
        for n, item in enumerate(items):
            w.writerow([item, rng.choice(LABELS), f"{tag}-row{n}"])
    return path


def lock_run(folder: Path, seed: int) -> LockOutcome:
    """Delete the lock file under a live writer and start a second writer."""
    rng = random.Random(seed)
    data = write_sample(folder, n=ROWS)
    Project.open(data).start_log().close()  # the log exists before the race
    first = _decisions(folder / "first.csv", "first", rng)
    second = _decisions(folder / "second.csv", "second", rng)
    cmd = [sys.executable, "-m", "adjudicator", "decide", str(data), "--author"]
    proc = subprocess.Popen([*cmd, "one", "--from", str(first)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, env=_env())
    assert proc.stdout is not None
    acks = [proc.stdout.readline() for _ in range(rng.randint(1, ROWS // 2))]
    os.kill(proc.pid, signal.SIGSTOP)  # the writer is alive mid-run (paused, lock held)
    try:
        with contextlib.suppress(FileNotFoundError):
            lock_path(default_log_path(data)).unlink()
        other = subprocess.run([*cmd, "two", "--from", str(second)], capture_output=True,
                               text=True, env=_env(), timeout=120, check=False)
    finally:
        os.kill(proc.pid, signal.SIGCONT)
    acks += proc.stdout.readlines()
    proc.wait(timeout=120)
    acks = [a for a in acks if a.startswith("ok ")]
    refused = other.returncode == 2 and "ok " not in other.stdout
    with Project.open(data, read_only=True) as project:
        got = [d.rationale for e in project.state.events for d in decisions_of(e)]
    problem = ""
    if not refused:
        problem = f"the second writer was let in (exit {other.returncode})"
    elif got != [f"first-row{n}" for n in range(len(acks))]:
        problem = f"acknowledged {len(acks)} but the log holds {len(got)} decisions"
    elif proc.returncode != 0:
        problem = f"the first writer failed (exit {proc.returncode})"
    return LockOutcome(len(acks), refused, problem)


@dataclass
class DiskOutcome:
    """What one disk-full export saw."""

    failed: bool  # the export hit the full disk (else it fitted and must be whole)
    how: str  # "tmpfs" or "injected"
    problem: str = ""


@contextlib.contextmanager
def small_disk(size: int) -> Iterator[tuple[Path, str]]:
    """A folder on a tmpfs of ``size`` bytes when this process may mount one, else a plain
    temporary folder (the caller injects ENOSPC)."""
    with tempfile.TemporaryDirectory(prefix="adj-full-") as where:
        mount = Path(where) / "disk"
        mount.mkdir()
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs",
                               str(mount)], capture_output=True, check=False) \
            if hasattr(os, "geteuid") and os.geteuid() == 0 else None
        if done is None or done.returncode != 0:
            yield mount, "injected"
            return
        try:
            yield mount, "tmpfs"
        finally:
            subprocess.run(["umount", str(mount)], capture_output=True, check=False)


INJECT = """
import builtins, errno, os, runpy, sys
budget = [int(sys.argv.pop(1))]
real_write = os.write
def write(fd, data):
    name = os.readlink(f"/proc/self/fd/{fd}") if os.path.exists("/proc/self/fd") else ""
    if name.endswith(".tmp"):
        budget[0] -= len(data)
        if budget[0] < 0:
            raise OSError(errno.ENOSPC, "No space left on device")
    return real_write(fd, data)
os.write = write
real_open = builtins.open
class Counted:
    def __init__(self, f): self._f = f
    def write(self, data):
        budget[0] -= len(data)
        if budget[0] < 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        return self._f.write(data)
    def __getattr__(self, n): return getattr(self._f, n)
    def __enter__(self): return self
    def __exit__(self, *a): self._f.close()
    def __iter__(self): return iter(self._f)
def opener(file, mode="r", *a, **k):
    f = real_open(file, mode, *a, **k)
    return Counted(f) if "w" in mode and str(file).endswith(".tmp") else f
builtins.open = opener
sys.argv[0] = "adjudicator"
runpy.run_module("adjudicator", run_name="__main__")
"""


def disk_full_run(folder: Path, seed: int) -> DiskOutcome:
    """Export twice to a disk that fills part-way through the second export."""
    rng = random.Random(seed)
    data = write_sample(folder, n=400)
    with Project.open(data) as project:
        for n in range(1, 41):
            project.decide(f"I{n:02d}", LABELS[n % 3], f"reason {n} " + "x" * rng.randint(0, 200))
    ext = rng.choice(["csv", "tsv", "xlsx", "jsonl"])
    size = 512 * 1024
    with small_disk(size) as (disk, how):
        out = disk / f"final.{ext}"
        cmd = [sys.executable, "-m", "adjudicator", "export", str(data), "--out", str(out)]
        first = subprocess.run(cmd, capture_output=True, text=True, env=_env(), timeout=120,
                               check=False)
        if first.returncode != 0:
            return DiskOutcome(False, how, f"the first export failed: {first.stderr.strip()}")
        before = {p.name: p.read_bytes() for p in disk.iterdir()}
        used = sum(len(b) for b in before.values())
        with Project.open(data) as project:
            project.decide("I41", LABELS[0], "y" * rng.randint(1000, 60000))
        if how == "tmpfs":
            free = rng.randint(0, 2 * used)
            filler = disk / "filler.bin"
            with contextlib.suppress(OSError), open(filler, "wb") as fill:
                fill.write(b"\0" * max(0, size - used - free))
            before["filler.bin"] = filler.read_bytes()
            again = cmd
        else:
            again = [sys.executable, "-c", INJECT, str(rng.randint(0, 2 * used)),
                     *cmd[3:]]
        second = subprocess.run(again, capture_output=True, text=True, env=_env(),
                                timeout=120, check=False)
        after = {p.name: p.read_bytes() for p in disk.iterdir()}
        failed = second.returncode != 0
        problem = ""
        if "Traceback" in second.stderr or "Exception ignored" in second.stderr:
            problem = f"noise on stderr: {second.stderr.strip()[-300:]}"
        elif failed and after != before:
            problem = f"a partial set was left: {sorted(set(after) ^ set(before)) or 'changed'}"
        elif failed and str(out) not in second.stderr:
            problem = f"the error names no file: {second.stderr.strip()}"
        elif failed and errno.errorcode[errno.ENOSPC] not in second.stderr and \
                "disk is full" not in second.stderr:
            problem = f"unexpected error: {second.stderr.strip()}"
        elif not failed and set(after) - {"filler.bin"} != set(before) - {"filler.bin"}:
            problem = "the export fitted but its set is not whole"
        leftovers = [p for p in after if p.endswith(".tmp") or p.endswith(".previous")]
        if leftovers and not problem:
            problem = f"temporary files left: {leftovers}"
        return DiskOutcome(failed, how, problem)
