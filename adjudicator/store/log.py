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
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from adjudicator.core.adjudication.events import Event, event_from_dict
from adjudicator.core.adjudication.gcpause import paused_gc
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
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
from adjudicator.store.tip import Tip, TipKeeper, commit_tip, stage_tip

FORMAT = LOG_FORMAT  # "adjudicator-log"; the output guard recognises logs by it
HEADER_LIMIT = 16 * 1024 * 1024  # bytes read to find line 1 before the lock is taken
VERSION = 3  # 3: kept with a tip from the start; 2: events hash-chained; 1: no chain (still read)
CHAINED_FROM = 2
TIPPED_FROM = 3  # a log of this version or later with events and no tip lost its tip
_LINK_HEAD = b',"h":"'
_LINK_SIZE = len(_LINK_HEAD) + 64 + 2  # ,"h":"<64 hex>"}
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
    return body[:-1] + _LINK_HEAD + link.encode("ascii") + b'"}\n', link


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
        if _is_chained(header):
            line, link = chained_line(ev.to_dict(), link)
        else:
            line = encode_line(ev.to_dict())
            link = line_link(line)
        lines.append(line)
        seq, size = ev.seq, size + len(line)
    return b"".join(lines), Tip(anchor, seq, link, size)


def _is_chained(header: dict[str, Any]) -> bool:
    """Whether a log of this header chains its events."""
    version = header.get("version", 0)
    return isinstance(version, int) and version >= CHAINED_FROM


@dataclass
class LogContents:
    """What a log holds: its header, its events, and the torn tail if the last line is torn."""

    header: dict[str, Any]
    events: list[Event]
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
        return self.events[-1].seq if self.events else 0

    @property
    def chained(self) -> bool:
        """True when the events are hash-chained (format version 2 and later)."""
        return _is_chained(self.header)


def read_log(path: Path, at: int | None = None) -> LogContents:
    """Read and check a log without changing it (``set_aside_torn`` moves a torn tail);
    ``at`` asks for the link and end of that event too (``at_link``, ``at_end``)."""
    with paused_gc():
        return _read(path, at)


def check_is_log(path: Path) -> None:
    """Raise InputError unless ``path`` is a regular file whose first line is a log header.

    Called before the lock is taken, so a wrong ``--log`` never leaves a lock file beside it."""
    if not path.is_file():
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not a regular file"), file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                "an adjudication log"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the path and the file name"))
    try:
        with path.open("rb") as fh:
            first = fh.readline(HEADER_LIMIT)
    except OSError as exc:
        raise InputError(CANNOT_READ, args={"why": exc.strerror or exc}, file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the path and the file name")) from None
    _header(path, first.rstrip(b"\r\n"))


CANNOT_READ = QT_TRANSLATE_NOOP("Errors", "cannot read the log ({why})")
DAMAGED = QT_TRANSLATE_NOOP("Errors", "the header's {name} field is damaged")


def _read(path: Path, at: int | None) -> LogContents:
    """``read_log`` with the collector paused: the file is read block by block, each block's
    complete lines checked (JSON, chain, events) and let go before the next is read, so the
    memory held is the events, not the file, its lines and their parsed records besides."""
    if path.exists() and not path.is_file():  # a folder, or a device such as /dev/zero
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not a regular file"), file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                "an adjudication log"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the path and the file name"))
    try:
        with path.open("rb") as fh:
            return _read_open(path, fh, at)
    except OSError as exc:
        raise InputError(CANNOT_READ, args={"why": exc.strerror or exc}, file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the path and the file name")) from None


def _read_open(path: Path, fh: BinaryIO, at: int | None) -> LogContents:
    """The header line, then the event lines block by block (the last line kept back until
    the end: a garbled last line is a torn tail, not a damaged one)."""
    first = fh.readline()
    if not first.endswith(b"\n"):
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the log has no complete header line"), file=str(path), row=1,
                         expected=QT_TRANSLATE_NOOP("Errors", "an adjudication log"))
    first = first[:-1]
    lines = _Lines(path, _header(path, first), first, at)
    carry = b""
    while block := fh.read(BLOCK):
        data = carry + block if carry else block
        cut = data.rfind(b"\n")
        if cut < 0:
            carry = data
            continue
        lines.add(data[:cut].split(b"\n"))
        carry = data[cut + 1:]
    return lines.finish(carry)


class _Lines:
    """The event lines read so far: chain link, events, size and the link of event ``at``."""

    def __init__(self, path: Path, header: dict[str, Any], first: bytes, at: int | None
                 ) -> None:
        self.path, self.header, self.at = path, header, at
        self.chained = _is_chained(header)
        self.anchor = header_link(first)
        self.link = self.anchor  # the last line's link (chained logs)
        self.events: list[Event] = []
        self.size = len(first) + 1  # bytes up to the end of the last line taken
        self.last_line = b""  # the last line taken (an unchained log's tip link)
        self.held: bytes | None = None  # the last complete line, not yet taken
        self.at_link = self.anchor if at == 0 else None
        self.at_end = self.size if at == 0 else None
        self.pool: dict[str, str] = {}  # repeated texts (authors, labels, items) kept once

    def add(self, lines: list[bytes]) -> None:
        """Complete lines: all but the last are taken now, the last is held back."""
        if self.held is not None:
            lines.insert(0, self.held)
        self.held = lines.pop()
        if lines:
            self._take(lines, _parsed(self.path, lines, len(self.events) + 2))

    def finish(self, tail: bytes) -> LogContents:
        """The held line is taken when it parses; else it is torn, with the tail after it."""
        torn = tail
        if self.held is not None:
            record = _parsed_one(self.held)
            if record is None:
                torn = self.held + b"\n" + tail
            else:
                self._take([self.held], [record])
        out = LogContents(self.header, self.events, self.size, torn,
                          self.link if self.chained else None, self.anchor,
                          self.at_link, self.at_end)
        out.end_link = (self.link if self.chained else
                        line_link(self.last_line) if self.events else self.anchor)
        return out

    def _take(self, lines: list[bytes], records: list[dict[str, Any]]) -> None:
        """Check the lines' chain, then make their events (numbered as their lines say)."""
        first_row = len(self.events) + 2
        if self.chained:
            self._chain(lines, first_row)
        events, path, pool = self.events, self.path, self.pool
        for row, rec in enumerate(records, start=first_row):
            ev = _event(path, row, rec, pool)
            if ev.seq != row - 1:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "event number {seq} where {n} was "
                                                   "expected"), args={"seq": ev.seq, "n": row - 1},
                                 file=str(path), row=row, hint=QT_TRANSLATE_NOOP("Errors",
                                     "The log was edited or spliced"))
            events.append(ev)
        self._ends(lines, first_row - 2)
        self.last_line = lines[-1]

    def _ends(self, lines: list[bytes], before: int) -> None:
        """Move the size on; note where event ``at`` ends (and its link, unchained)."""
        at = self.at
        if at is not None and before < at <= before + len(lines):
            k = at - before
            self.at_end = self.size + sum(len(x) + 1 for x in lines[:k])
            if not self.chained:
                self.at_link = line_link(lines[k - 1])
        self.size += sum(map(len, lines)) + len(lines)

    def _chain(self, lines: list[bytes], first_row: int) -> None:
        """Check every line's link against the line before it."""
        link, at, sha = self.link, self.at, hashlib.sha256
        for n, line in enumerate(lines, start=first_row):
            if len(line) < _LINK_SIZE or line[-_LINK_SIZE:-66] != _LINK_HEAD or line[-2:] != b'"}':
                raise _no_link(self.path, n)
            link = sha(link.encode("ascii") + line[:-_LINK_SIZE] + b"}").hexdigest()
            if line[-66:-2] != link.encode("ascii"):
                raise _chain_break(self.path, n)
            if n - 1 == at:
                self.at_link = link
        self.link = link


def _no_link(path: Path, n: int) -> InputError:
    """An event line of a chained log without its link."""
    return InputError(QT_TRANSLATE_NOOP("Errors", "an event line has no chain link"),
                      file=str(path), row=n, expected=QT_TRANSLATE_NOOP("Errors",
                          'a line ending with "h":"<SHA-256>"'),
                      hint=QT_TRANSLATE_NOOP("Errors",
                          "The log was edited after it was written; restore it from a "
                          "backup. Nothing was changed"))


def _chain_break(path: Path, n: int) -> InputError:
    """Line ``n``'s link does not match: it, or the line before it, changed."""
    return InputError(QT_TRANSLATE_NOOP("Errors", "the chain breaks at line {n}: line {n} "
                          "or the header was edited, removed or inserted after it was "
                          "written") if n == 2 else
                      QT_TRANSLATE_NOOP("Errors", "the chain breaks at line {n}: line {n} "
                          "or line {before} was edited, removed or inserted after it was "
                          "written"), args={"n": n, "before": n - 1},
                      file=str(path), row=n,
                      expected=QT_TRANSLATE_NOOP("Errors", "each line's link to match "
                                                 "the line before it"),
                      hint=QT_TRANSLATE_NOOP("Errors", "Restore the log from a backup "
                          "(nothing was changed); compare it with this copy to see what "
                          "changed"))


def _parsed(path: Path, lines: list[bytes], first_row: int) -> list[dict[str, Any]]:
    """The lines' JSON objects: one parse of the block as an array, or line by line to name
    the damaged line (``first_row`` is the first line's number in the file)."""
    try:
        records = json.loads(b"[" + b",".join(lines) + b"]")
    except (ValueError, RecursionError):
        records = None
    if (isinstance(records, list) and len(records) == len(lines)
            and all(type(r) is dict for r in records)):
        return records
    out = []
    for n, line in enumerate(lines, start=first_row):
        rec = _parsed_one(line)
        if rec is None:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "damaged line in the middle of the log"), file=str(path), row=n,
                             expected=QT_TRANSLATE_NOOP("Errors", "one JSON event per line"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Restore the log from a backup; nothing was changed"))
        out.append(rec)
    return out


def _parsed_one(line: bytes) -> dict[str, Any] | None:
    """One line's JSON object, or None when it is not one."""
    try:
        rec = json.loads(line)
    except (ValueError, RecursionError):
        return None
    return rec if isinstance(rec, dict) else None


def _header(path: Path, line: bytes) -> dict[str, Any]:
    """Parse and check line 1."""
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not an adjudication log"), file=str(path), row=1,
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    'a header line with "format": "{format}"'),
                         args={"format": FORMAT})
    _check_header_fields(path, header)
    if header.get("version", 0) > VERSION:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "log format version {version} is newer "
                                           "than this program's"),
                         args={"version": header["version"], "ours": VERSION},
                         file=str(path), row=1,
                         expected=QT_TRANSLATE_NOOP("Errors", "version {ours} or older"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Update Adjudicator to open this log"))
    return header


def _check_header_fields(path: Path, header: dict[str, Any]) -> None:
    """The header fields the program relies on must have their types (an edited header is
    reported, never a crash further on)."""
    originals = header.get("originals", [])
    pins_ok = isinstance(originals, list) and all(
        isinstance(o, dict) and isinstance(o.get("path"), str) and _whole(o.get("size"))
        and isinstance(o.get("sha256"), str) for o in originals)
    labels = header.get("labels", [])
    labels_ok = isinstance(labels, list) and all(isinstance(x, str) for x in labels)
    checks = (("version", _whole(header.get("version", 0)),
               QT_TRANSLATE_NOOP("Errors", "a whole number")),
              ("originals", pins_ok, QT_TRANSLATE_NOOP(
                  "Errors", "a list of records with path, size and sha256")),
              ("labels", labels_ok, QT_TRANSLATE_NOOP("Errors", "a list of label texts")),
              ("import", isinstance(header.get("import", {}), dict),
               QT_TRANSLATE_NOOP("Errors", "an object")))
    for name, ok, expected in checks:
        if not ok:
            raise InputError(DAMAGED, args={"name": repr(name)}, file=str(path), row=1,
                             column=name, expected=expected,
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Restore the log from a backup; nothing was changed"))


def _whole(value: object) -> bool:
    """A JSON whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _event(path: Path, line: int, record: dict[str, Any], pool: dict[str, str]) -> Event:
    """One event; a malformed one names its line."""
    try:
        return event_from_dict(record, pool)
    except InputError as exc:
        raise InputError(exc.message, file=str(path), row=line, expected=exc.expected) from None


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


class LogWriter:
    """The decision sink of a writable log: one durable line per event.

    Before each append the writer checks that the path still names the file it opened and that
    the file still ends where its last append ended: a log deleted, replaced or written by
    someone else meanwhile stops the writer (nothing is appended to a file it no longer owns).
    After each append the ``tip`` keeper (if any) moves the log's tip forward."""

    def __init__(self, path: Path, size: int, link: str | None = None,
                 tip: TipKeeper | None = None) -> None:
        self.path = path
        self.size = size
        self.link = link  # the last line's chain link; None for an unchained (version 1) log
        self.tip = tip
        self._fd: int | None = open_own(path, os.O_WRONLY | os.O_APPEND)
        self._broken: str | None = None
        self._identity = _identity(os.fstat(self._fd))

    def append(self, event: Event) -> None:
        """Write, flush and fsync one event line; on failure cut back to the last good line."""
        if self._fd is None or self._broken:
            raise OSError(self._broken or f"the log {self.path} is closed")
        self._check_still_ours()
        if self.link is None:
            data, link = encode_line(event.to_dict()), None
        else:
            data, link = chained_line(event.to_dict(), self.link)
        try:
            write_all(self._fd, data)
            fsync_fd(self._fd)
        except OSError as exc:  # a full disk, a lost share: name the log (the call names none)
            self._rollback()
            if exc.filename is not None or exc.errno is None:
                raise
            raise OSError(exc.errno, exc.strerror or str(exc), str(self.path)) from exc
        except BaseException:
            self._rollback()
            raise
        self.size += len(data)
        self.link = link
        if self.tip is not None:
            self.tip.advance(event.seq, link or line_link(data), self.size)

    def _check_still_ours(self) -> None:
        """Refuse (for good) to append when the log was deleted, replaced or grown by another
        writer since this one last wrote: appending then would lose or interleave events."""
        assert self._fd is not None
        try:
            now = _identity(os.stat(self.path))
        except OSError:
            now = None
        size = os.fstat(self._fd).st_size
        if now == self._identity and size == self.size:
            return
        if now != self._identity:
            what = "was deleted, moved or replaced by another file"
        else:
            what = f"was changed by another program ({size} bytes where {self.size} were written)"
        self._broken = (f"the decision log {self.path} {what} while it was open here, so nothing "
                        "more is written to it; the decisions acknowledged so far are in that "
                        "file. Close this window and open the log again")
        raise OSError(self._broken)

    def _rollback(self) -> None:
        """Remove a partly written line so the next append starts on a clean line."""
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, self.size)
            fsync_fd(self._fd)
        except OSError as exc:
            self._broken = f"the log {self.path} could not be repaired after a failed write: {exc}"

    def close(self) -> None:
        """Write a pending tip and close the file (appends afterwards raise)."""
        if self.tip is not None and not self._broken:
            self.tip.flush()
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _identity(st: os.stat_result) -> tuple[int, int]:
    """Which file this is: device and inode number."""
    return st.st_dev, st.st_ino
