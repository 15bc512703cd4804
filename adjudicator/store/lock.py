"""One writer per log: an OS lock on the log file itself, and ``NAME.lock`` naming the holder.

The lock is ``fcntl.flock`` on the log (POSIX) and on ``NAME.lock`` (also taken by earlier
versions of this program), ``msvcrt.locking`` on ``NAME.lock`` on Windows, where an open file
cannot be deleted. The operating system releases the locks when the holder dies, so there is
never a reason to delete a lock file: deleting ``NAME.lock`` does not let a second writer in,
because the log itself stays locked (and the writer re-checks the log's identity before each
append). A lock file naming a dead process is stale and is taken over, with a note. A second
process gets ``None`` from ``acquire`` and a message naming the holder (pid, host, user, since),
and opens the log read-only.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import socket
import stat
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message
from adjudicator.io.durable import NotOursError, open_own, sweep_temps

_WINDOWS_OFFSET = 1 << 20  # lock a byte far past the info, so the info stays readable


def lock_path(log: Path) -> Path:
    """The lock file beside ``log``."""
    return log.with_name(log.name + ".lock")


@dataclass(frozen=True)
class Holder:
    """Who holds (or held) a lock."""

    pid: int
    host: str
    user: str
    since: str

    def describe(self) -> str:
        """One line naming the holder."""
        return Message(QT_TRANSLATE_NOOP("Errors", "process {pid} of {user} on {host} since "
                                         "{since}"), pid=self.pid, user=self.user,
                       host=self.host, since=self.since)

    def is_alive(self) -> bool | None:
        """Whether the process still runs (None when it is on another host)."""
        if self.host != socket.gethostname():
            return None
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except (PermissionError, OSError):
            return True
        return True


def me() -> Holder:
    """This process as a holder."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "unknown"
    now = datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    return Holder(os.getpid(), socket.gethostname(), user, now)


def read_holder(path: Path) -> Holder | None:
    """The holder written in a lock file, if readable."""
    try:
        info: dict[str, Any] = json.loads(path.read_text(encoding="utf-8").split("\n")[0])
        return Holder(int(info["pid"]), str(info["host"]), str(info["user"]), str(info["since"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


class LogLock:
    """A held lock; ``release`` (or process exit) frees it. ``stale`` names a dead former holder."""

    def __init__(self, path: Path, fd: int, stale: Holder | None, log_fd: int = -1) -> None:
        self.path, self._fd, self.stale, self._log_fd = path, fd, stale, log_fd

    @classmethod
    def acquire(cls, log: Path) -> tuple[LogLock | None, str]:
        """Take the lock, or return (None, message naming the holder, or why the log or its
        lock file is not one to write: a symbolic link, a second name of a file, a lock file
        holding something else, all left untouched)."""
        path = lock_path(log)
        sweep_temps(log)  # a hard link left by a creator killed while putting the log in place
        refused = _not_writable_log(log)
        if refused:
            return None, refused
        log_fd = _lock_log_itself(log)
        if log_fd is None:
            return None, _held_message(log, path)
        try:
            fd = open_own(path, os.O_RDWR | os.O_CREAT, ours=_holds_a_lock_record)
        except NotOursError as exc:
            _close_log_fd(log_fd)
            return None, Message(QT_TRANSLATE_NOOP("Errors", "the lock file {name} is left "
                "alone: {why}; opened read-only. Move that file away if it is yours, or give "
                "the log another path (--log)"), name=str(path), why=exc.why)
        except OSError as exc:
            _close_log_fd(log_fd)
            why = exc.strerror or exc
            return None, Message(QT_TRANSLATE_NOOP("Errors", "cannot create the lock file {name} "
                                                   "({why}); opened read-only"),
                                 name=path.name, why=why)
        if not _try_lock(fd):
            os.close(fd)
            _close_log_fd(log_fd)
            return None, _held_message(log, path)
        previous = read_holder(path)
        stale = previous if previous and previous.pid != os.getpid() else None
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, (json.dumps(me().__dict__) + "\n").encode())
        note = Message(QT_TRANSLATE_NOOP("Errors", "a stale lock of {holder} was taken over"),
                       holder=stale.describe()) if stale else ""
        return cls(path, fd, stale, log_fd), note

    def release(self) -> None:
        """Free the lock (the file stays; its content names the last holder)."""
        if self._fd < 0:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(self._fd, 0)  # an empty lock file means a clean release
        _unlock(self._fd)
        os.close(self._fd)
        self._fd = -1
        _close_log_fd(self._log_fd)
        self._log_fd = -1


def _held_message(log: Path, path: Path) -> str:
    """Who holds the log, and what to do: never to delete anything."""
    holder = read_holder(path)
    who = holder.describe() if holder else Message(QT_TRANSLATE_NOOP("Errors", "another process"))
    if holder and holder.is_alive() is False:
        return Message(QT_TRANSLATE_NOOP("Errors", "{log} is being edited by {who}; opened "
            "read-only. The process named in the lock file has ended, yet the log is still "
            "locked, so another program (perhaps on another computer sharing this folder) has "
            "it open; close it there. Do not delete the log's lock file."), log=log.name, who=who)
    return Message(QT_TRANSLATE_NOOP("Errors", "{log} is being edited by {who}; opened "
        "read-only. Close the log there, or wait until that program ends: the lock is released "
        "by the operating system when it does. Do not delete the log's lock file."),
        log=log.name, who=who)


def _holds_a_lock_record(fd: int) -> bool:
    """Whether an open lock file holds a lock record (its first line names a holder)."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        info: Any = json.loads(os.read(fd, 4096).split(b"\n")[0])
        return isinstance(info, dict) and {"pid", "host", "user", "since"} <= set(info)
    except (OSError, ValueError, RecursionError):
        return False


def _not_writable_log(log: Path) -> str:
    """Why the log must not be written in place (empty when it may): a symbolic link would
    have its target written, a second hard link another name changed with it."""
    try:
        st = os.lstat(log)
    except OSError:
        return ""  # the caller reports a missing or unreadable log when it reads it
    if stat.S_ISLNK(st.st_mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "the decision log {log} is a symbolic link; "
            "opened read-only, and nothing is written through the link. Open the file it "
            "points to with --log {target}"), log=str(log), target=str(log.resolve()))
    if st.st_nlink > 1:
        return Message(QT_TRANSLATE_NOOP("Errors", "the decision log {log} has {n} names (hard "
            "links), so an append would change another file too; opened read-only. Copy it "
            "to a file of its own and open that"), log=str(log), n=st.st_nlink)
    return ""


def _lock_log_itself(log: Path) -> int | None:
    """Lock the log file itself (POSIX): a lock that deleting ``NAME.lock`` cannot undo.

    Returns the locked descriptor (-1 where this is not done: Windows, or a file system without
    flock), or None when another process holds it."""
    if os.name == "nt":
        return -1
    import fcntl

    try:
        fd = os.open(log, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return -1  # the caller reports an unreadable log when it reads it
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError:  # flock unsupported here: the lock file alone guards the log
        os.close(fd)
        return -1
    return fd


def _close_log_fd(fd: int) -> None:
    """Drop the lock on the log (closing the descriptor releases the flock)."""
    if fd >= 0:
        with contextlib.suppress(OSError):
            os.close(fd)


def _try_lock(fd: int) -> bool:
    """Non-blocking exclusive lock on an open file."""
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, _WINDOWS_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    """Release a lock taken by ``_try_lock``."""
    with contextlib.suppress(OSError):
        if os.name == "nt":
            import msvcrt

            os.lseek(fd, _WINDOWS_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_UN)
