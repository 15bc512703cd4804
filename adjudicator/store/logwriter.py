"""The appending writer of a decision log: one durable (written and fsync'd) line per event,
refusing to write to a file that is no longer the one it opened (see ``log`` for the format)."""

from __future__ import annotations

import os
from pathlib import Path

from adjudicator.core.adjudication.events import Event
from adjudicator.io.durable import fsync_fd, open_own, write_all
from adjudicator.store.log import chained_line, encode_line, line_link
from adjudicator.store.tip import TipKeeper


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
