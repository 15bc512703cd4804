"""The adjudication log: one JSON Lines file, a header line then one event per line.

Appends are written, flushed and fsync'd before they return; the file is created atomically
(temp file + fsync + link, then the folder is fsync'd). A torn last line (a crash mid-write) is
set aside in ``NAME.torn-<time>`` and reported; a damaged line before it stops the open with
its line number. Existing lines are never rewritten; a migration writes a new file and renames.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from adjudicator.core.adjudication.events import Event, event_from_dict
from adjudicator.core.adjudication.gcpause import paused_gc
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.durable import fsync_dir, fsync_fd, publish, temp_beside, write_all

FORMAT = "adjudicator-log"
HEADER_LIMIT = 16 * 1024 * 1024  # bytes read to find line 1 before the lock is taken
VERSION = 1
_BINARY = getattr(os, "O_BINARY", 0)


def encode_line(record: dict[str, Any]) -> bytes:
    """One log line: compact UTF-8 JSON and a newline (newlines in text are escaped)."""
    return (json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def write_new_log(path: Path, header: dict[str, Any], events: Iterable[Event] = (),
                  *, replace: bool = False) -> None:
    """Write a complete log atomically; ``replace=True`` is the migration path (new + rename)."""
    with temp_beside(path) as tmp:
        with open(tmp, "wb") as out:
            out.write(encode_line(header))
            for ev in events:
                out.write(encode_line(ev.to_dict()))
        publish(tmp, path, replace=replace)


@dataclass
class LogContents:
    """What a log holds: its header, its events, and the torn tail if the last line is torn."""

    header: dict[str, Any]
    events: list[Event]
    good_size: int  # bytes up to the end of the last complete line
    torn: bytes = b""


def read_log(path: Path) -> LogContents:
    """Read and check a log without changing it (``set_aside_torn`` moves a torn tail)."""
    with paused_gc():
        return _read(path)


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
        raise InputError(f"cannot read the log ({exc.strerror or exc})", file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the path and the file name")) from None
    _header(path, first.rstrip(b"\r\n"))


def _read(path: Path) -> LogContents:
    """``read_log`` with the collector paused: one JSON parse for a sound log, a line-by-line
    pass (finding the torn tail or the damaged line) otherwise."""
    if path.exists() and not path.is_file():  # a folder, or a device such as /dev/zero
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not a regular file"), file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                "an adjudication log"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the path and the file name"))
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read the log ({exc.strerror or exc})", file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Check the path and the file name")) from None
    end = data.find(b"\n")
    if end < 0:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the log has no complete header line"), file=str(path), row=1,
                         expected=QT_TRANSLATE_NOOP("Errors", "an adjudication log"))
    header = _header(path, data[:end])
    body = data[end + 1:]
    if body.endswith(b"\n"):
        try:
            records = json.loads(b"[" + body[:-1].replace(b"\n", b",") + b"]")
        except (ValueError, RecursionError):
            records = None
        if isinstance(records, list) and all(type(r) is dict for r in records):
            return LogContents(header, _events(path, records), len(data))
    elif not body:
        return LogContents(header, [], len(data))
    return _read_lines(path, header, data, body)


def _read_lines(path: Path, header: dict[str, Any], data: bytes, body: bytes) -> LogContents:
    """The careful pass: the last line may be torn; any other bad line stops with its number."""
    lines = body.split(b"\n")
    tail = lines.pop()  # b"" when the file ends with a newline
    records, torn_line = _records(path, lines)
    if torn_line is not None:
        tail = torn_line + b"\n" + tail
    return LogContents(header, _events(path, records), len(data) - len(tail), tail)


def _events(path: Path, records: list[dict[str, Any]]) -> list[Event]:
    """Events from parsed lines, numbered as their lines say (line 2 holds event 1)."""
    events = [_event(path, n + 2, rec) for n, rec in enumerate(records)]
    for n, ev in enumerate(events, start=1):
        if ev.seq != n:
            raise InputError(f"event number {ev.seq} where {n} was expected", file=str(path),
                             row=n + 1, hint=QT_TRANSLATE_NOOP("Errors",
                                 "The log was edited or spliced"))
    return events


def _header(path: Path, line: bytes) -> dict[str, Any]:
    """Parse and check line 1."""
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "not an adjudication log"), file=str(path), row=1,
                         expected=f'a header line with "format": "{FORMAT}"')
    _check_header_fields(path, header)
    if header.get("version", 0) > VERSION:
        raise InputError(f"log format version {header['version']} is newer than this program's",
                         file=str(path), row=1, expected=f"version {VERSION} or older",
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
    checks = (("version", _whole(header.get("version", 0)), "a whole number"),
              ("originals", pins_ok, "a list of {path, size, sha256}"),
              ("labels", labels_ok, "a list of label texts"),
              ("import", isinstance(header.get("import", {}), dict), "an object"))
    for name, ok, expected in checks:
        if not ok:
            raise InputError(f"the header's {name!r} field is damaged", file=str(path), row=1,
                             column=name, expected=expected,
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Restore the log from a backup; nothing was changed"))


def _whole(value: object) -> bool:
    """A JSON whole number (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _records(path: Path, lines: list[bytes]) -> tuple[list[dict[str, Any]], bytes | None]:
    """Parse line by line; the last line may be torn, any other bad line stops the open."""
    records: list[dict[str, Any]] = []
    for n, line in enumerate(lines):
        try:
            rec = json.loads(line)
            if not isinstance(rec, dict):
                raise ValueError("not an object")
        except (ValueError, RecursionError):
            if n == len(lines) - 1:
                return records, line
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "damaged line in the middle of the log"), file=str(path), row=n + 2,
                             expected=QT_TRANSLATE_NOOP("Errors", "one JSON event per line"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Restore the log from a backup; nothing was changed")) from None
        records.append(rec)
    return records, None


def _event(path: Path, line: int, record: dict[str, Any]) -> Event:
    """One event; a malformed one names its line."""
    try:
        return event_from_dict(record)
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
    fd = os.open(path, os.O_WRONLY | _BINARY)
    try:
        os.ftruncate(fd, contents.good_size)
        fsync_fd(fd)
    finally:
        os.close(fd)
    return side


class LogWriter:
    """The decision sink of a writable log: one durable line per event."""

    def __init__(self, path: Path, size: int) -> None:
        self.path = path
        self.size = size
        self._fd: int | None = os.open(path, os.O_WRONLY | os.O_APPEND | _BINARY)
        self._broken: str | None = None

    def append(self, event: Event) -> None:
        """Write, flush and fsync one event line; on failure cut back to the last good line."""
        if self._fd is None or self._broken:
            raise OSError(self._broken or f"the log {self.path} is closed")
        data = encode_line(event.to_dict())
        try:
            write_all(self._fd, data)
            fsync_fd(self._fd)
        except BaseException:
            self._rollback()
            raise
        self.size += len(data)

    def _rollback(self) -> None:
        """Remove a partly written line so the next append starts on a clean line."""
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, self.size)
            fsync_fd(self._fd)
        except OSError as exc:
            self._broken = f"the log {self.path} could not be repaired after a failed write: {exc}"

    def close(self) -> None:
        """Close the file (appends afterwards raise)."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
