"""Outputs that must never be written: decision logs, pinned originals, and anything that is
not a regular file.

An export (or a merged log) names its output freely, so a slip of the keyboard could name
another project's decision log, another project's data file, or a FIFO or a device. Each of
these is refused with the reason, before anything is written:

- a file whose first line is a decision-log header (recognised by content, whatever its name);
- a log's tip file (``NAME.tip``, where the log ended when last written), also by content;
- a file pinned as an original by a decision log in the same folder, the folder above, or a
  folder directly inside the same folder (the places a log keeps its originals: beside it, or
  in a folder of per-annotator files beside it; and where a log kept apart often lives);
- a decision log's lock file (``NAME.lock`` beside its log, or holding a lock record);
- an existing path that is not a regular file (a FIFO, a socket, a device, a folder): renaming
  a file over it would replace it, and opening it could block or write to a device.

The log's own format name lives here, the lower layer, so the log (store) and this guard agree.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

LOG_FORMAT = "adjudicator-log"
TIP_FORMAT = "adjudicator-log-tip"
_LOG_START = re.compile(rb'\A\s*\{\s*"format"\s*:\s*"adjudicator-log"')
_TIP_START = re.compile(rb'\A\s*\{\s*"format"\s*:\s*"adjudicator-log-tip"')
_PEEK = 256  # bytes read from each neighbour to tell a log by its first line
_HEADER_LIMIT = 16 * 1024 * 1024  # a log header is read up to this size
_NEIGHBOURS = 5000  # folder entries looked at (a huge folder is looked at in part)


def refuse_unsafe_output(path: Path) -> None:
    """Raise InputError when ``path`` is a decision log, a pinned original, or not a regular
    file; do nothing for a new name or an ordinary file of the program's own kind."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot check the output path ({why})"),
                         file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                             "a file name you may write"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Choose another output path"),
                         args={"why": exc.strerror or exc}) from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            kind = _kind(st.st_mode)
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "refusing to write: the output path is {kind}, not a regular file"),
                             file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                                 "a new file name or a regular file"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Exports and logs are only written as ordinary files; "
                                 "choose another output path"), args={"kind": kind})
        if is_log_file(path):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "refusing to write over a decision log"),
                             file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                                 "a new file name"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "This file is an adjudication log (perhaps of another "
                                 "project); a decision log is never overwritten. Choose "
                                 "another output path"))
        if is_tip_file(path):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "refusing to write over a decision log's tip file"),
                             file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                                 "a new file name"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "This file records where a decision log ended, so that a "
                                 "log cut short is noticed; it is never overwritten. Choose "
                                 "another output path"))
        if is_lock_file(path):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "refusing to write over a decision log's lock file"),
                             file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                                 "a new file name"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "This file names the program writing a decision log; it is "
                                 "never overwritten. Choose another output path"))
        owner = _pinning_log(path, st)
        if owner is not None:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "refusing to write over an original pinned by the decision log {owner}"),
                             file=str(path), expected=QT_TRANSLATE_NOOP("Errors",
                                 "a new file name"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Originals are never overwritten; choose another output path"),
                             args={"owner": owner})


def is_log_file(path: Path) -> bool:
    """True when the file's first bytes are a decision-log header."""
    try:
        with open(path, "rb") as fh:
            return bool(_LOG_START.match(fh.read(_PEEK)))
    except OSError:
        return False


def is_tip_file(path: Path) -> bool:
    """True when the file's first bytes are a decision log's tip record."""
    try:
        with open(path, "rb") as fh:
            return bool(_TIP_START.match(fh.read(_PEEK)))
    except OSError:
        return False


def is_lock_file(path: Path) -> bool:
    """True for a decision log's lock file: ``NAME.lock`` beside the log ``NAME``, or any file
    whose first line is a lock record (who holds a log)."""
    if path.name.endswith(".lock") and is_log_file(path.with_name(path.name[:-5])):
        return True
    try:
        with open(path, "rb") as fh:
            record: Any = json.loads(fh.readline(_PEEK))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(record, dict) and {"pid", "host", "user", "since"} <= set(record)


def log_originals(log: Path) -> list[Path]:
    """The originals a log's header pins, as paths (empty when the header cannot be read)."""
    try:
        with open(log, "rb") as fh:
            header: Any = json.loads(fh.readline(_HEADER_LIMIT))
    except (OSError, ValueError, RecursionError):
        return []
    originals = header.get("originals") if isinstance(header, dict) else None
    if not isinstance(originals, list):
        return []
    return [log.parent / o["path"] for o in originals
            if isinstance(o, dict) and isinstance(o.get("path"), str)]


def _pinning_log(path: Path, st: os.stat_result) -> Path | None:
    """A log beside ``path`` (or in the folder above) that pins ``path``, if any."""
    for log in _logs_near(path):
        for original in log_originals(log):
            try:
                o = os.stat(original)
            except OSError:
                continue
            if (o.st_dev, o.st_ino) == (st.st_dev, st.st_ino):
                return log
    return None


def _logs_near(path: Path) -> Iterator[Path]:
    """Decision logs in ``path``'s folder, the folder above and the folders directly inside
    ``path``'s (where a project kept apart with --log often keeps its log)."""
    folder = path.resolve().parent
    for where in dict.fromkeys((folder, folder.parent, *_subfolders(folder))):
        try:
            entries = os.scandir(where)
        except OSError:
            continue
        with entries:
            for n, entry in enumerate(entries):
                if n >= _NEIGHBOURS:
                    break
                try:
                    regular = entry.is_file()
                except OSError:
                    continue
                if regular and is_log_file(Path(entry.path)):
                    yield Path(entry.path)


def _subfolders(folder: Path) -> list[Path]:
    """The folders directly inside ``folder`` (not hidden, at most a few hundred)."""
    try:
        with os.scandir(folder) as entries:
            return [Path(e.path) for n, e in zip(range(_NEIGHBOURS), entries, strict=False)
                    if not e.name.startswith(".") and e.is_dir(follow_symlinks=False)][:200]
    except OSError:
        return []


def _kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"
