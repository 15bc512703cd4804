"""The log's tip: ``NAME.tip`` beside the log records where the log ended when it was last
written (the last event's number, its chain link and the log's size), so a log whose last whole
events were removed (an older backup restored, a sync tool, ``head -n``) is caught on open; the
chain alone cannot see a removal at the end. git keeps its refs beside the objects for the same
reason.

The rule that keeps the tip honest: **the tip is never ahead of the log.** It is written only
after the append it describes was fsync'd, atomically (temporary file, fsync, rename, fsync of
the folder), so a crash leaves the old tip or the new one, both describing lines already on
disk. A tip may lag behind the log, by a crash between an append and its tip, or by design: to
keep a decision's cost small a burst of appends writes the tip at most once per
``max(MIN_INTERVAL, SPACING × the last tip write's time)`` (at most about 1/SPACING of the
writing time), the rest at the next append past that pause and on close; and the window has
the tip written just after the screen shows an event rather than within its append
(``TipKeeper.later``; the append itself is fsync'd before it returns, as always). A lagging tip is
never loss: a log that goes past its tip opens normally and the tip is brought forward. What a
lag costs is coverage: a removal of only the appends of the last moments before a crash, made
before the log is opened again, is not seen.

Only our own tip files are ever written: a file at ``NAME.tip`` that is not one is left alone
(and no tip is kept). Tip files are recognised by content, so exports never overwrite them.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from adjudicator.io.durable import (
    current_umask,
    dead_temps,
    fsync_dir,
    fsync_fd,
    temp_prefix,
    write_all,
)
from adjudicator.io.output_guard import TIP_FORMAT, is_tip_file

TIP_VERSION = 1
MIN_INTERVAL = 0.05  # seconds: a burst of appends writes the tip at most this often...
SPACING = 20  # ...or, on a slow disk, after 20 times the time the last tip write took
_READ_LIMIT = 64 * 1024


def tip_path(log: Path) -> Path:
    """The tip file beside ``log``."""
    return log.with_name(log.name + ".tip")


@dataclass(frozen=True)
class Tip:
    """Where the log ended: ``seq`` (0: header only), the link of that line (its chain link;
    for an unchained log the SHA-256 of the line), the log's size up to that line's end, and
    the SHA-256 of the header line (which log this is the tip of)."""

    header: str
    seq: int
    link: str
    size: int
    written: str = ""

    def to_line(self, log: Path) -> bytes:
        """The tip file's one line."""
        record = {"format": TIP_FORMAT, "version": TIP_VERSION, "log": log.name,
                  "header": self.header, "seq": self.seq, "link": self.link, "size": self.size,
                  "written": self.written or _now()}
        return (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


TipState = Tip | Literal["absent", "foreign", "damaged"]


def read_tip(log: Path) -> TipState:
    """The tip beside ``log``: a Tip, or why there is none ("absent", "foreign": a file of that
    name that is not a tip file, "damaged": a tip file that does not parse)."""
    path = tip_path(log)
    try:
        with open(path, "rb") as fh:
            data = fh.read(_READ_LIMIT)
    except FileNotFoundError:
        return "absent"
    except OSError:
        return "damaged" if is_tip_file(path) else "foreign"
    if not is_tip_file(path):
        return "foreign"
    try:
        record: Any = json.loads(data)
        tip = Tip(record["header"], record["seq"], record["link"], record["size"],
                  str(record.get("written", "")))
    except (ValueError, KeyError, TypeError, RecursionError):
        return "damaged"
    whole = all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                for v in (tip.seq, tip.size))
    texts = isinstance(tip.header, str) and isinstance(tip.link, str)
    return tip if whole and texts else "damaged"


def write_tip(log: Path, tip: Tip) -> bool:
    """Replace the tip atomically (temp + fsync + rename + folder fsync); False, writing
    nothing, when ``NAME.tip`` is a file that is not a tip file (it is not ours)."""
    staged = stage_tip(log, tip)
    if staged is None:
        return False
    commit_tip(log, staged)
    return True


def stage_tip(log: Path, tip: Tip) -> Path | None:
    """Write ``tip`` to a temporary file beside the log, fsync'd, and return it (None, writing
    nothing, when ``NAME.tip`` is a file that is not ours). A new log's creator stages its tip
    before putting the log in place: killed before ``commit_tip``, it leaves this file, which
    the next open adopts when the log reaches it exactly (``leftover_tip``)."""
    path = tip_path(log)
    if path.exists() and not (path.is_file() and is_tip_file(path)):
        return None
    fd, name = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=log.parent)
    try:
        chmod = getattr(os, "fchmod", None)  # not on every platform
        if chmod is not None:
            with contextlib.suppress(OSError):
                chmod(fd, 0o666 & ~current_umask())  # readable by the team, as the log is
        write_all(fd, tip.to_line(log))
        fsync_fd(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(name)
        raise
    os.close(fd)
    return Path(name)


def commit_tip(log: Path, staged: Path) -> None:
    """Move a staged tip into place and make the rename durable (the staged file is removed
    if the move fails)."""
    try:
        os.replace(staged, tip_path(log))
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(staged)
        raise
    fsync_dir(log.parent)


def leftover_tips(log: Path) -> list[tuple[Path, Tip]]:
    """Tips staged by a creator of ``log`` that was killed before putting them in place
    (temporary files of processes no longer running), each with what it records."""
    path = tip_path(log)
    found = []
    for tmp in dead_temps(path):
        try:
            data = tmp.read_bytes()[:_READ_LIMIT]
            record: Any = json.loads(data)
            tip = Tip(record["header"], record["seq"], record["link"], record["size"],
                      str(record.get("written", "")))
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            continue
        if record.get("format") == TIP_FORMAT and isinstance(tip.seq, int) \
                and isinstance(tip.size, int):
            found.append((tmp, tip))
    return found


class TipKeeper:
    """Moves a writable log's tip forward after its appends (see the module's rule).

    Never raises: an append is durable in the log before the tip is written, so a tip that
    cannot be written (full disk, a reader holding it on Windows) stays behind and is tried
    again at the next append and on close."""

    def __init__(self, log: Path, tip: Tip, *, written: bool = True) -> None:
        self.log = log
        self.tip = tip  # the latest position, written or pending
        self._pending = not written
        self._due = 0.0  # monotonic time from which the next tip write may run
        self.writes = 0  # tip files written (for the benchmark's count)
        #: when set, ``advance`` leaves the write to its owner: ``later(delay)`` asks for
        #: ``flush`` in about ``delay`` seconds (0 once the burst rule allows a write)
        self.later: Callable[[float], None] | None = None

    def advance(self, seq: int, link: str, size: int) -> None:
        """Record an fsync'd append; write the tip now unless a burst is under way (or,
        with ``later`` set, ask for it to be written soon: the window does so once the
        screen shows the event, so a decision key does not wait for the tip's two fsyncs)."""
        self.tip = Tip(self.tip.header, seq, link, size)
        self._pending = True
        if self.later is not None:
            self.later(max(self._due - time.monotonic(), 0.0))
        elif time.monotonic() >= self._due:
            self.flush()

    def flush(self) -> bool:
        """Write a pending tip now; True when the tip on disk is the latest."""
        if not self._pending:
            return True
        start = time.monotonic()
        try:
            write_tip(self.log, self.tip)
        except OSError:
            return False
        took = time.monotonic() - start
        self._due = start + took + max(MIN_INTERVAL, SPACING * took)
        self._pending = False
        self.writes += 1
        return True

    @property
    def pending(self) -> bool:
        """True while the tip on disk lags behind the log."""
        return self._pending


def _now() -> str:
    """UTC now, ISO 8601 to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def remove_tip(log: Path) -> None:
    """Remove ``log``'s tip if it is ours (a log this process just created and discards)."""
    path = tip_path(log)
    if path.is_file() and is_tip_file(path):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
