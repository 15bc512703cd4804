"""Inputs are read only from regular files: a FIFO would block for ever, a device never end.

The check is made on the opened file (``fstat``), so nothing can be swapped in between, and the
file is opened without blocking, so opening a FIFO no one writes to returns at once.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def not_regular(path: Path) -> InputError:
    """The error for an input that is a FIFO, a socket, a device or a folder."""
    return InputError(QT_TRANSLATE_NOOP("Errors",
        "not a regular file (a FIFO, a socket or a device is never read)"), file=str(path),
                      hint=QT_TRANSLATE_NOOP("Errors",
                          "Save the data to an ordinary file and open that"))


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary; InputError when it is not a regular file (an
    OSError, such as a missing file, reaches the caller, which names it)."""
    fd = os.open(path, _FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise not_regular(path)
        if _FLAGS & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path, limit: int = -1) -> bytes:
    """Up to ``limit`` bytes (all with -1) of a regular file; as ``open_regular`` otherwise."""
    with open_regular(path) as stream:
        return stream.read(limit)
