"""Reading a decision log (format in ``log``): the header checked, then the event lines block
by block, each line's chain link checked and its event made; a garbled last line is a torn
tail, a garbled line before it names its line number."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any, BinaryIO

from adjudicator.core.adjudication.eventlog import EventLog
from adjudicator.core.adjudication.events import Event, event_from_dict
from adjudicator.core.adjudication.gcpause import paused_gc
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.store import snapshot
from adjudicator.store.log import (
    FORMAT,
    HEADER_LIMIT,
    LINK_HEAD,
    LINK_SIZE,
    VERSION,
    LogContents,
    header_link,
    is_chained,
    line_link,
)
from adjudicator.store.logcols import DecisionChunks, parse_block

COLUMN_LINES = 512  # a block of fewer lines is read by json.loads (Arrow is not loaded for it)
BLOCK = 1 << 22  # bytes read at a time: the lines of one block are parsed and checked at once


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
    covered = None
    if lines.chained and path.stat().st_size >= snapshot.SNAPSHOT_FROM:
        covered = snapshot.restore(path, fh, first, at, lines.pool)
        if covered is not None:
            lines.resume(covered.snapshot)
        lines.hasher = (covered.hasher if covered is not None
                        else hashlib.sha256(first + b"\n"))
    carry = b""
    with ThreadPoolExecutor(1, thread_name_prefix="log-parse") as parser:
        while block := fh.read(BLOCK):
            data = carry + block if carry else block
            cut = data.rfind(b"\n")
            if cut < 0:
                carry = data
                continue
            lines.add(data[:cut].split(b"\n"), parser)
            carry = data[cut + 1:]
    contents = lines.finish(carry)
    if lines.hasher is not None and _worth_saving(contents, covered):
        assert isinstance(contents.events, EventLog)
        columns = contents.events.columns
        if columns is not None and contents.link is not None:
            snapshot.save(path, first, lines.hasher.hexdigest(), snapshot.Snapshot(
                contents.good_size, contents.last_seq, contents.link, columns,
                dict(contents.events.objects)))
    return contents


def _worth_saving(contents: LogContents, covered: snapshot.Covered | None) -> bool:
    """A snapshot is written after a full read of a long log, and again when the lines read
    after one are many (``SNAPSHOT_FROM`` bytes or more)."""
    done = covered.snapshot.size if covered is not None else 0
    return contents.good_size - done >= snapshot.SNAPSHOT_FROM


class _Lines:
    """The event lines read so far: chain link, events, size and the link of event ``at``."""

    def __init__(self, path: Path, header: dict[str, Any], first: bytes, at: int | None
                 ) -> None:
        self.path, self.header, self.at = path, header, at
        self.chained = is_chained(header)
        self.anchor = header_link(first)
        self.link = self.anchor  # the last line's link (chained logs)
        self.count = 0  # events taken so far
        self.objects: dict[int, Event] = {}  # events read line by line (all but plain decisions)
        self.chunks = DecisionChunks()  # plain decisions, column-wise
        self.size = len(first) + 1  # bytes up to the end of the last line taken
        self.last_line = b""  # the last line taken (an unchained log's tip link)
        self.held: bytes | None = None  # the last complete line, not yet taken
        self.at_link = self.anchor if at == 0 else None
        self.at_end = self.size if at == 0 else None
        self.pool: dict[str, str] = {}  # repeated texts (authors, labels, items) kept once
        self.hasher: Any = None  # SHA-256 of the bytes taken so far (for a snapshot)

    def resume(self, snap: snapshot.Snapshot) -> None:
        """Go on from a snapshot's events (the log's first ``snap.size`` bytes, checked to be
        the ones it was made of): its columns, its other events, its last link."""
        self.count, self.link, self.size = snap.count, snap.link, snap.size
        self.objects = snap.objects
        self.chunks = DecisionChunks.resume(snap.columns)
        if self.at == self.count:
            self.at_link, self.at_end = self.link, self.size

    def add(self, lines: list[bytes], parser: Executor | None = None) -> None:
        """Complete lines: all but the last are taken now, the last is held back. A block
        of ``COLUMN_LINES`` lines or more is parsed column-wise (in ``parser``'s thread while
        this one checks the chain), unless that reading is not exactly ``json.loads``'s."""
        if self.held is not None:
            lines.insert(0, self.held)
        self.held = lines.pop()
        if not lines:
            return
        block = b"\n".join(lines)
        if len(lines) < COLUMN_LINES or not self._columns(lines, block, parser):
            self._take(lines, _parsed(self.path, lines, self.count + 2))
            self.chunks.skip(len(lines))
        if self.hasher is not None:  # taken: no exception
            self.hasher.update(block)
            self.hasher.update(b"\n")

    def _columns(self, lines: list[bytes], block: bytes, parser: Executor | None) -> bool:
        """Take a block column-wise; False (nothing taken) when the checked path must read
        it: Arrow does not read it as ``json.loads`` would, or a line's link or number is
        wrong (that path then names the first thing wrong, in its order)."""
        parsed = (parser.submit(parse_block, block, len(lines)) if parser is not None
                  else None)
        link = _chain_ok(self.link, lines) if self.chained else ""
        table = parsed.result() if parsed is not None else parse_block(block, len(lines))
        rows = (None if table is None or link is None
                else self.chunks.take(table, block, lines, self.count + 1))
        if rows is None:
            return False
        first_row = self.count + 2
        self._objects([lines[r] for r in rows], [first_row + r for r in rows])
        if self.chained:
            assert link is not None
            if self.at is not None and self.count < self.at <= self.count + len(lines):
                self.at_link = lines[self.at - self.count - 1][-66:-2].decode("ascii")
            self.link = link
        self._ends(lines, self.count)
        self.count += len(lines)
        self.last_line = lines[-1]
        return True

    def finish(self, tail: bytes) -> LogContents:
        """The held line is taken when it parses; else it is torn, with the tail after it."""
        torn = tail
        if self.held is not None:
            record = _parsed_one(self.held)
            if record is None:
                torn = self.held + b"\n" + tail
            else:
                self._take([self.held], [record])
                self.chunks.skip(1)
                if self.hasher is not None:
                    self.hasher.update(self.held + b"\n")
        events = EventLog(self.chunks.columns(), self.objects, self.count)
        out = LogContents(self.header, events, self.size, torn,
                          self.link if self.chained else None, self.anchor,
                          self.at_link, self.at_end)
        out.end_link = (self.link if self.chained else
                        line_link(self.last_line) if self.count else self.anchor)
        return out

    def _take(self, lines: list[bytes], records: list[dict[str, Any]]) -> None:
        """Check the lines' chain, then make their events (numbered as their lines say)."""
        first_row = self.count + 2
        if self.chained:
            self._chain(lines, first_row)
        self._events(records, range(first_row, first_row + len(records)))
        self._ends(lines, first_row - 2)
        self.count += len(lines)
        self.last_line = lines[-1]

    def _objects(self, lines: list[bytes], rows: list[int]) -> None:
        """Lines of a column-wise block that are read line by line (not plain decisions)."""
        records = []
        for line, row in zip(lines, rows, strict=True):
            record = _parsed_one(line)
            if record is None:  # Arrow read it, json.loads does not: say so as a damaged line
                raise _damaged(self.path, row)
            records.append(record)
        self._events(records, rows)

    def _events(self, records: list[dict[str, Any]], rows: Iterable[int]) -> None:
        """Make the events of parsed lines (numbered as their lines say) as objects."""
        objects, path, pool = self.objects, self.path, self.pool
        for row, rec in zip(rows, records, strict=True):
            ev = _event(path, row, rec, pool)
            if ev.seq != row - 1:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "event number {seq} where {n} was "
                                                   "expected"), args={"seq": ev.seq, "n": row - 1},
                                 file=str(path), row=row, hint=QT_TRANSLATE_NOOP("Errors",
                                     "The log was edited or spliced"))
            objects[ev.seq] = ev

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
            if len(line) < LINK_SIZE or line[-LINK_SIZE:-66] != LINK_HEAD or line[-2:] != b'"}':
                raise _no_link(self.path, n)
            link = sha(link.encode("ascii") + line[:-LINK_SIZE] + b"}").hexdigest()
            if line[-66:-2] != link.encode("ascii"):
                raise _chain_break(self.path, n)
            if n - 1 == at:
                self.at_link = link
        self.link = link


def _chain_ok(link: str, lines: list[bytes]) -> str | None:
    """The link of the last line when every line ends with its right link, else None
    (``_Lines._chain`` then says which line is wrong). The same check, made lean: a line's
    link is checked against the link the line before it carries."""
    sha, head, end = hashlib.sha256, LINK_HEAD, b'"}'
    prev = link.encode("ascii")
    for line in lines:  # the hash first: one test of the usual case, the form checked after
        carried = line[-66:-2]
        if (sha(prev + line[:-LINK_SIZE] + b"}").hexdigest().encode("ascii") != carried
                or line[-LINK_SIZE:-66] != head or line[-2:] != end):
            return None
        prev = carried
    return prev.decode("ascii")


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
            raise _damaged(path, n)
        out.append(rec)
    return out


def _damaged(path: Path, n: int) -> InputError:
    """Line ``n`` is not a JSON object."""
    return InputError(QT_TRANSLATE_NOOP("Errors", "damaged line in the middle of the log"),
                      file=str(path), row=n,
                      expected=QT_TRANSLATE_NOOP("Errors", "one JSON event per line"),
                      hint=QT_TRANSLATE_NOOP("Errors",
                          "Restore the log from a backup; nothing was changed"))


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
