"""The adjudication log: one JSON Lines file, a header line then one event per line.

Appends are written, flushed and fsync'd before they return; the file is created atomically
(temp file + fsync + link, then the folder is fsync'd). From format version 2 the events are
chained: every event line ends with ``"h":"<hex>"``, the SHA-256 of the previous line's link
(for the first event, of the header line's bytes) followed by the line's own bytes without
that field, so a line edited, removed or spliced in afterwards breaks the chain at a named line
(as git names an object whose content no longer matches its hash). Version 1 logs have no
chain; they still open, and ``LogContents.chained`` says so. A torn last line (a crash mid-write) is
set aside in ``NAME.torn-<time>`` and reported; a damaged line before it stops the open with
its line number. Existing lines are never rewritten; a migration writes a new file and renames.
Where the log ended is kept in its tip file beside it (see ``tip``), moved forward after the
appends, so a log whose last whole lines were removed is caught too.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from adjudicator.core.adjudication.events import Event
from adjudicator.io.durable import (
    fsync_dir,
    fsync_fd,
    open_own,
    open_temp,
    publish,
    temp_beside,
    write_all,
)
from adjudicator.io.output_guard import LOG_FORMAT
from adjudicator.store.tip import Tip, commit_tip, stage_tip

FORMAT = LOG_FORMAT  # "adjudicator-log"; the output guard recognises logs by it
HEADER_LIMIT = 16 * 1024 * 1024  # bytes read to find line 1 before the lock is taken
VERSION = 3  # 3: kept with a tip from the start; 2: events hash-chained; 1: no chain (still read)
CHAINED_FROM = 2
TIPPED_FROM = 3  # a log of this version or later with events and no tip lost its tip
LINK_HEAD = b',"h":"'
LINK_SIZE = len(LINK_HEAD) + 64 + 2  # ,"h":"<64 hex>"}
_BINARY = getattr(os, "O_BINARY", 0)
BLOCK = 1 << 22  # bytes read at a time: the lines of one block are parsed and checked at once


def encode_line(record: dict[str, Any]) -> bytes:
    """One log line: compact UTF-8 JSON and a newline (newlines in text are escaped)."""
    return (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def header_link(line: bytes) -> str:
    """The chain's anchor: SHA-256 of the header line (without its newline)."""
    return hashlib.sha256(line.rstrip(b"\n")).hexdigest()


def line_link(line: bytes) -> str:
    """The tip's link of a line of an unchained log: SHA-256 of the line (without newline)."""
    return hashlib.sha256(line.rstrip(b"\n")).hexdigest()


def chained_line(record: dict[str, Any], previous: str) -> tuple[bytes, str]:
    """An event line carrying its link, and that link (the next line's ``previous``)."""
    body = encode_line(record)[:-1]
    link = hashlib.sha256(previous.encode("ascii") + body).hexdigest()
    return body[:-1] + LINK_HEAD + link.encode("ascii") + b'"}\n', link


def write_new_log(path: Path, header: dict[str, Any], events: Iterable[Event] = (),
                  *, replace: bool = False) -> None:
    """Write a complete log atomically; ``replace=True`` is the migration path (new + rename).
    Events are chained when the header's version asks for it. The tip is written after the
    log is in place; it is staged (written to a temporary file) before, so a crash between
    leaves the log and the staged tip, which the next open adopts (``tip.leftover_tips``),
    never a tip without its log.
    """
    data, tip = log_bytes(header, events)
    staged = None
    with temp_beside(path) as tmp:
        with open_temp(tmp) as out:
            out.write(data)
        with contextlib.suppress(OSError):  # no tip: the next open says so
            staged = stage_tip(path, tip)  # before the log: a kill after it leaves both
        try:
            publish(tmp, path, replace=replace)
        except BaseException:
            if staged is not None:
                with contextlib.suppress(OSError):
                    staged.unlink()
            raise
    if staged is not None:
        with contextlib.suppress(OSError):
            commit_tip(path, staged)


def log_bytes(header: dict[str, Any], events: Iterable[Event] = ()) -> tuple[bytes, Tip]:
    """A whole log's bytes (header line, then the events, chained when the header's version
    asks for it) and the tip at its end."""
    first = encode_line(header)
    lines = [first]
    anchor = header_link(first)
    link, seq, size = anchor, 0, len(first)
    for ev in events:
        if is_chained(header):
            line, link = chained_line(ev.to_dict(), link)
        else:
            line = encode_line(ev.to_dict())
            link = line_link(line)
        lines.append(line)
        seq, size = ev.seq, size + len(line)
    return b"".join(lines), Tip(anchor, seq, link, size)


def is_chained(header: dict[str, Any]) -> bool:
    """Whether a log of this header chains its events."""
    version = header.get("version", 0)
    return isinstance(version, int) and version >= CHAINED_FROM


@dataclass
class LogContents:
    """What a log holds: its header, its events, and the torn tail if the last line is torn."""

    header: dict[str, Any]
    events: Sequence[Event]  # an EventLog when read from a file
    good_size: int  # bytes up to the end of the last complete line
    torn: bytes = b""
    link: str | None = None  # the last complete line's link (None: an unchained log)
    anchor: str = ""  # SHA-256 of the header line (which log this is)
    at_link: str | None = None  # the link of event ``at`` asked of read_log (None: no such)
    at_end: int | None = None  # the log's size up to the end of event ``at``
    end_link: str = ""  # the last complete line's link for the tip (chained or not)

    @property
    def last_seq(self) -> int:
        """The number of the last complete event (0: header only)."""
        return len(self.events)  # each event's number is its place (checked on reading)

    @property
    def chained(self) -> bool:
        """True when the events are hash-chained (format version 2 and later)."""
        return is_chained(self.header)


def set_aside_torn(path: Path, contents: LogContents) -> Path:
    """Copy the torn tail to ``NAME.torn-<UTC time>``, then cut it from the log; returns the
    side file. Complete lines are never touched; a crash in between just repeats this."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    side = path.with_name(f"{path.name}.torn-{stamp}")
    fd = os.open(side, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o644)
    try:
        write_all(fd, contents.torn)
        fsync_fd(fd)
    finally:
        os.close(fd)
    fsync_dir(path.parent)
    fd = open_own(path, os.O_WRONLY)
    try:
        os.ftruncate(fd, contents.good_size)
        fsync_fd(fd)
    finally:
        os.close(fd)
    return side
