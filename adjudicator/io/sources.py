"""Open a path as a RawTable: a file (``open_file``), a tool's folder (Potato, Ground Truth),
or a folder of one labels file per annotator, every entry not read named with why."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.open_file import open_file
from adjudicator.io.options import ImportOptions, Progress
from adjudicator.io.readers.formats import TABLE_SUFFIXES
from adjudicator.io.table import Opened
from adjudicator.io.tools.judgments import opened_from
from adjudicator.io.tools.registry import folder_shape


def open_path(path: Path, options: ImportOptions, progress: Progress | None = None) -> Opened:
    """A file, a tool's folder (Potato's ``annotation_output``, Ground Truth's worker
    responses), or a folder of one file per annotator.

    ``progress`` hears how far a large table is read (and may cancel).
    """
    if path.is_dir():
        return _open_folder(path, options)
    if not path.exists():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the file does not exist"), file=str(path),
                         hint=QT_TRANSLATE_NOOP("Errors", "Check the path and the file name"))
    return open_file(path, options, progress)


def folder_members(folder: Path) -> list[Path]:
    """The files a folder import reads: a tool's files (Potato's per-user files, Ground
    Truth's worker responses) if there are any, else every table file directly in the folder
    (sorted)."""
    found = folder_shape(folder)
    if found is not None:
        return found[1]
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix.lower() in TABLE_SUFFIXES)


def _open_folder(folder: Path, options: ImportOptions) -> Opened:
    """A tool's folder, or one labels file per annotator joined by item id."""
    found = folder_shape(folder)
    if found is not None:
        shape, files = found
        opened = shape.open(folder, files, options)
        opened.files = files
        return opened
    files = folder_members(folder)
    if len(files) < 2:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the folder holds fewer than two label files"), file=folder.name,
                         expected=QT_TRANSLATE_NOOP("Errors",
                             "one file per annotator, or Potato's annotation_output"),
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "Choose a file, or a folder with one file per annotator"))
    from adjudicator.io.per_annotator import join_files

    judged = join_files(files, options)
    opened = opened_from(judged, options, None)
    opened.files = files
    opened.table.notes += skipped_entries(folder, files)
    return opened


_SHOWN = 20  # skipped entries named one by one; the rest are counted


def skipped_entries(folder: Path, read: list[Path]) -> list[str]:
    """One note naming every entry of ``folder`` a folder import did not read, with why (a
    link to a device or to nothing, a FIFO, a folder, not a table file), so nothing is left
    out without a word; empty when every entry was read."""
    taken = {p.name for p in read}
    try:
        names = sorted(e.name for e in folder.iterdir() if e.name not in taken)
    except OSError:
        return []
    if not names:
        return []
    listed = ", ".join(_entry(folder, name) for name in names[:_SHOWN])
    if len(names) > _SHOWN:
        return [Message(QT_TRANSLATE_NOOP("Errors", "skipped {n} entries of the folder: {listed} "
                                          "and {more} more"), n=len(names), listed=listed,
                        more=len(names) - _SHOWN)]
    return [Message(QT_TRANSLATE_NOOP("Errors", "skipped {n} entries of the folder: {listed}"),
                    n=len(names), listed=listed)]


def _entry(folder: Path, name: str) -> str:
    """A skipped entry's name and why it was skipped."""
    return Message("{name} ({why})", name=name, why=_why_skipped(folder / name))


def _why_skipped(path: Path) -> str:
    """Why a folder entry is not read, in a few words."""
    import stat

    try:
        mode = path.stat().st_mode
    except OSError:
        return Message(QT_TRANSLATE_NOOP("Errors", "a link to nothing") if path.is_symlink()
                       else QT_TRANSLATE_NOOP("Errors", "unreadable"))
    if stat.S_ISDIR(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a folder"))
    if stat.S_ISFIFO(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a FIFO"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "a device"))
    if not stat.S_ISREG(mode):
        return Message(QT_TRANSLATE_NOOP("Errors", "not a regular file"))
    return Message(QT_TRANSLATE_NOOP("Errors", "not a table file"))
