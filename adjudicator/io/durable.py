"""The few operating-system calls that make writes survive a crash: fsync, directory fsync,
write-all, and atomic replacement of a whole file (temp file in the same folder + rename).

Every file the program opens for writing in place (the log, its lock, a torn tail's cut, the
temporary files it renames into place) is opened by ``open_own``: never through a symbolic
link, only a regular file with one name (a write through a second hard link would change
another file), and an existing file only when its content is the program's own kind.

Shared by the decision log (store) and the exports (io), hence here, the lower layer."""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.output_guard import refuse_unsafe_output


def fsync_fd(fd: int) -> None:
    """Flush a file to stable storage (F_FULLFSYNC on macOS, where fsync alone is not)."""
    if sys.platform == "darwin":
        import fcntl

        with contextlib.suppress(OSError):
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
            return
    os.fsync(fd)


def fsync_dir(path: Path) -> None:
    """Make a file's creation or rename in ``path`` durable (a no-op where unsupported)."""
    if os.name == "nt":
        return
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


class NotOursError(OSError):
    """A file the program was about to write is not one it may write: a symbolic link, a
    second name of another file, not a regular file, or content of another kind. ``why``
    says which, in words for the user (a template of the ``Errors`` context)."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(errno.EPERM, why, str(path))
        self.path = path
        self.why = why if isinstance(why, Message) else Message(why)


def open_own(path: Path, flags: int, *, mode: int = 0o644,
             ours: Callable[[int], bool] | None = None) -> int:
    """Open ``path`` for writing (``flags``: O_WRONLY or O_RDWR, with O_CREAT, O_APPEND,
    O_TRUNC as wanted) and return the descriptor, or raise ``NotOursError`` when the path is a
    symbolic link, not a regular file, has more than one name, or (an existing, non-empty
    file) ``ours(fd)`` says its content is not ours. Nothing is truncated before these checks:
    O_TRUNC is applied only after them."""
    if not _NOFOLLOW and os.path.islink(path):  # where O_NOFOLLOW is missing (Windows)
        raise NotOursError(path, _LINK)
    trunc = flags & os.O_TRUNC
    try:
        fd = os.open(path, (flags & ~os.O_TRUNC) | _NOFOLLOW | _NONBLOCK
                     | getattr(os, "O_BINARY", 0), mode)
    except OSError as exc:
        if exc.errno == errno.ELOOP or (_NOFOLLOW and exc.errno == errno.EMLINK):
            raise NotOursError(path, _LINK) from None
        if exc.errno == errno.ENXIO:  # a FIFO no one reads (O_NONBLOCK), a device absent
            raise NotOursError(path, _SPECIAL) from None
        raise
    try:
        _check_own(path, fd, ours)
        if _NONBLOCK:
            os.set_blocking(fd, True)
        if trunc:
            os.ftruncate(fd, 0)
    except BaseException:
        os.close(fd)
        raise
    return fd


_LINK = QT_TRANSLATE_NOOP("Errors", "it is a symbolic link (a write would go to the file it "
                          "points to)")
_SPECIAL = QT_TRANSLATE_NOOP("Errors", "it is not a regular file")
_LINKS = QT_TRANSLATE_NOOP("Errors", "it has {n} names (hard links), so a write would change "
                           "another file too")
_FOREIGN = QT_TRANSLATE_NOOP("Errors", "its content is not what the program writes there")


def _check_own(path: Path, fd: int, ours: Callable[[int], bool] | None) -> None:
    """The checks of ``open_own`` on the opened file."""
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        raise NotOursError(path, _SPECIAL)
    if st.st_nlink > 1:
        raise NotOursError(path, Message(_LINKS, n=st.st_nlink))
    if st.st_size and ours is not None and not ours(fd):
        raise NotOursError(path, _FOREIGN)


def open_temp(tmp: Path) -> BinaryIO:
    """The temporary file ``temp_beside`` made, opened to be written from its start through
    ``open_own`` (a temporary replaced meanwhile by a link or another file is refused)."""
    return open(tmp, "wb", opener=lambda name, flags: open_own(Path(name), flags))


def write_all(fd: int, data: bytes) -> None:
    """Write every byte (os.write may write fewer than asked)."""
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


@contextlib.contextmanager
def temp_beside(target: Path) -> Iterator[Path]:
    """A temporary path in ``target``'s folder, removed if it still exists afterwards; a
    missing or unwritable folder, or a target that is a folder, is an input error."""
    check_writable(target)
    try:
        fd, name = tempfile.mkstemp(prefix=temp_prefix(target), suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "cannot write in the folder {folder} "
                                           "({why})"),
                         args={"folder": repr(str(target.parent)), "why": exc.strerror},
                         file=str(target), expected=QT_TRANSLATE_NOOP("Errors",
                             "a folder you may write in"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Choose another output path (--out, "
                                                "--log), or fix the folder's permissions")
                         ) from None
    os.close(fd)
    tmp = Path(name)
    try:
        os.chmod(tmp, 0o666 & ~current_umask())  # mkstemp's 0600 would hide it from the team
        yield tmp
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def temp_prefix(target: Path) -> str:
    """The start of the name of this process's temporary files for ``target``: hidden, the
    target's name, then the process id, so ``sweep_temps`` can tell a dead writer's."""
    return f".{target.name}.{os.getpid()}."


def sweep_temps(target: Path) -> list[Path]:
    """Remove the temporary files for ``target`` that a process killed while writing it left
    behind (``dead_temps``). Returns what was removed."""
    removed = []
    for path in dead_temps(target):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
            removed.append(path)
    return removed


def dead_temps(target: Path) -> list[Path]:
    """The temporary files for ``target`` of processes no longer running on this computer:
    names made by ``temp_prefix``. Files of a live process (a writer at work) and every other
    file are left out; none on Windows, where a process cannot be probed without harm."""
    if os.name == "nt":
        return []
    pattern = re.compile(re.escape(f".{target.name}.") + r"(\d+)\.[A-Za-z0-9_]+\.tmp")
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return []
    return [Path(e.path) for e in entries
            if (found := pattern.fullmatch(e.name)) and not _alive(int(found.group(1)))
            and e.is_file(follow_symlinks=False)]


def _alive(pid: int) -> bool:
    """Whether a process of this id runs here (signal 0 checks without sending anything)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def current_umask() -> int:
    """The process's umask (read from /proc where it can be, so it is never changed)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def staged(targets: Sequence[Path]) -> Iterator[list[Path]]:
    """Temporary paths beside each target, removed afterwards unless published; a failure
    while they are written (a full disk) names the first target and says nothing was replaced.
    """
    with contextlib.ExitStack() as stack:
        temps = [stack.enter_context(temp_beside(t)) for t in targets]
        try:
            yield temps
        except OSError as exc:
            if exc.errno is None:
                raise
            names = ", ".join(t.name for t in targets)
            raise OSError(exc.errno, f"{exc.strerror or exc}; none of {names} was written or "
                          "replaced", str(targets[0])) from exc


def publish_all(pairs: Sequence[tuple[Path, Path]]) -> None:
    """Move each (temp, target) into place as a set: every temp is fsync'd first; if a move
    fails, targets already moved are put back (from a hard-linked backup) or removed, so the
    folder holds the whole old set or the whole new one."""
    for tmp, _ in pairs:
        fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        try:
            fsync_fd(fd)
        finally:
            os.close(fd)
    backups: list[tuple[Path, Path | None]] = []
    try:
        for tmp, target in pairs:
            backups.append((target, _backup(target)))
            os.replace(tmp, target)
    except OSError:
        for target, backup in reversed(backups[:-1] if backups else []):
            with contextlib.suppress(OSError):
                if backup is None:
                    target.unlink()
                else:
                    os.replace(backup, target)
        _drop_backups(backups)
        raise
    _drop_backups(backups)
    for folder in dict.fromkeys(target.parent for _, target in pairs):
        fsync_dir(folder)


def _backup(target: Path) -> Path | None:
    """A hard link to the file now at ``target`` (None when there is none, or no links)."""
    if not target.is_file():
        return None
    backup = target.with_name(f".{target.name}.{os.getpid()}.previous")
    with contextlib.suppress(FileNotFoundError):
        backup.unlink()
    try:
        os.link(target, backup)
    except OSError:
        return None
    return backup


def _drop_backups(backups: Sequence[tuple[Path, Path | None]]) -> None:
    """Remove the backups left (those put back are already gone)."""
    for _, backup in backups:
        if backup is not None:
            with contextlib.suppress(FileNotFoundError):
                backup.unlink()


def check_writable(target: Path) -> None:
    """An output must be a file name in an existing folder (never a folder itself)."""
    folder = target.parent
    if not folder.is_dir():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the folder {folder} does not exist"),
                         args={"folder": repr(str(folder))}, file=str(target),
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "an output path in an existing folder"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Create the folder first, or choose another output path"))
    if target.is_dir():
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "this is a folder"), file=str(target), expected=QT_TRANSLATE_NOOP("Errors",
                "a file name"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Name the file to write, for example adding /final.csv"))


def publish(tmp: Path, target: Path, *, replace: bool) -> None:
    """fsync ``tmp`` and move it to ``target`` atomically, then fsync the folder.

    With ``replace=False`` an existing target is never overwritten (hard link, which fails if
    the name exists; a checked rename where links are unsupported).
    """
    fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        fsync_fd(fd)
    finally:
        os.close(fd)
    if replace:
        os.replace(tmp, target)
    else:
        try:
            os.link(tmp, target)
        except FileExistsError:
            raise
        except (NotImplementedError, OSError):  # no hard links here (FAT, some shares)
            if target.exists():
                raise FileExistsError(target) from None
            os.rename(tmp, target)
    fsync_dir(target.parent)


@contextlib.contextmanager
def named(target: Path) -> Iterator[None]:
    """An operating-system error raised while ``target`` is written (a full disk, a lost
    share) names ``target`` and says it was not written or replaced (the calls that fail name
    a temporary file, or nothing)."""
    try:
        yield
    except FileExistsError:
        raise
    except OSError as exc:
        if exc.errno is None or isinstance(exc, NotOursError):
            raise
        raise OSError(exc.errno, f"{exc.strerror or exc}; {target.name} was not written or "
                      "replaced", str(target)) from exc


def atomic_write(target: Path, write: Callable[[BinaryIO], object], *, replace: bool = True
                 ) -> None:
    """Write a whole file through ``write(stream)`` so readers see the old or the new, never
    a mixture: temp file in the same folder, fsync, rename."""
    with named(target), temp_beside(target) as tmp:
        with open_temp(tmp) as stream:
            write(stream)
        publish(tmp, target, replace=replace)


def atomic_write_path(target: Path, write: Callable[[Path], object], *, replace: bool = True
                      ) -> None:
    """As ``atomic_write`` for writers that want a path (pandas, openpyxl, pyarrow)."""
    with named(target), temp_beside(target) as tmp:
        write(tmp)
        publish(tmp, target, replace=replace)


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file, read in 1 MiB chunks (opened read-only)."""
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        while chunk := stream.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def same_file(a: Path, b: Path) -> bool:
    """True when two paths name the same file (following links; False if either is absent)."""
    try:
        return a.resolve() == b.resolve() or os.path.samefile(a, b)
    except OSError:
        return False


def guard_output(path: Path, protected: Iterable[Path]) -> None:
    """Refuse to write ``path`` when it is an original (or the decision log), any decision log
    or an original pinned by a log beside it, not a regular file, or an existing file nobody
    may write (someone protected it; a rename would replace it all the same)."""
    for p in protected:
        if same_file(path, p):
            raise InputError(QT_TRANSLATE_NOOP("Errors", "refusing to write over {name}"),
                             args={"name": p.name}, file=str(path),
                             expected=QT_TRANSLATE_NOOP("Errors", "a new file name"),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Originals and the decision log are never overwritten"))
    refuse_unsafe_output(path)
    if path.is_file() and not path.stat().st_mode & 0o222:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file is write-protected"), file=str(path),
                         expected=QT_TRANSLATE_NOOP("Errors", "a new file name or a writable file"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "A read-only file is never replaced; choose another name"))
