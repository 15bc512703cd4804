"""The originals are evidence: pinned by size and SHA-256, checked on open, never written.

Originals are only ever opened for reading here; ``guard_output`` stops an export (or a merged
log) from being written over one of them.
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io.durable import guard_output, same_file, sha256_file

__all__ = ["Mismatch", "OriginalsChangedError", "Pin", "check", "guard_output", "pin", "place",
           "relative_name", "same_file", "sha256_file", "unpinned"]


@dataclass(frozen=True)
class Pin:
    """One original as the log recorded it: path relative to the log's folder, size, hash."""

    path: str
    size: int
    sha256: str

    def to_dict(self) -> dict[str, Any]:
        """Header form."""
        return {"path": self.path, "size": self.size, "sha256": self.sha256}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Pin:
        """Inverse of ``to_dict``."""
        return cls(str(d["path"]), int(d["size"]), str(d["sha256"]))


def pin(path: Path, base: Path) -> Pin:
    """Pin ``path``, naming it relative to folder ``base`` (absolute if on another drive)."""
    return Pin(relative_name(path, base), path.stat().st_size, sha256_file(path))


def relative_name(path: Path, base: Path) -> str:
    """``path`` relative to folder ``base`` with ``/`` separators (absolute on another drive)."""
    try:
        rel = os.path.relpath(path.resolve(), base.resolve())
    except ValueError:
        rel = str(path.resolve())
    return Path(rel).as_posix()


@dataclass(frozen=True)
class Mismatch:
    """An original that is missing or no longer matches its pin (``pin`` is None for a file
    that appeared in a pinned folder since the log was started)."""

    pin: Pin | None
    found: Path
    reason: str

    def describe(self) -> str:
        """One line for the user."""
        return Message(QT_TRANSLATE_NOOP("Errors", "{file}: {reason}"), file=self.found,
                       reason=self.reason)


def check(pins: Sequence[Pin], files: Sequence[Path]) -> list[Mismatch]:
    """Compare each pinned original with the file now at its place (size first, then hash)."""
    out = []
    for p, f in zip(pins, files, strict=True):
        if not f.is_file():
            out.append(Mismatch(p, f, Message(QT_TRANSLATE_NOOP("Errors", "missing"))))
        elif f.stat().st_size != p.size:
            out.append(Mismatch(p, f, Message(QT_TRANSLATE_NOOP(
                "Errors", "size is {size} bytes, pinned {pinned}"), size=f.stat().st_size,
                pinned=p.size)))
        elif (digest := sha256_file(f)) != p.sha256:
            out.append(Mismatch(p, f, Message(QT_TRANSLATE_NOOP(
                "Errors", "SHA-256 is {digest}…, pinned {pinned}…"), digest=digest[:12],
                pinned=p.sha256[:12])))
    return out


def place(pins: Sequence[Pin], log_dir: Path, data: Path, folder: str | None) -> list[Path]:
    """Where each pinned original should be now. Pins name files relative to the log's folder;
    a data file stands for the first pin (it may have moved); when the data is a folder
    (pinned at ``folder`` relative to the log) each member is looked for at the same place
    inside the folder given now, so the folder may move without its log."""
    if data.is_file() and pins:
        return [data, *(log_dir / p.path for p in pins[1:])]
    out = []
    for p in pins:
        inner = _inside(p.path, folder) if data.is_dir() else None
        out.append(data / inner if inner is not None else log_dir / p.path)
    return out


def _inside(path: str, folder: str | None) -> str | None:
    """``path`` relative to ``folder`` (both as the header wrote them), or None if outside."""
    if folder is None:
        return None
    rel = posixpath.relpath(path, folder)
    return None if rel == ".." or rel.startswith("../") else rel


def unpinned(members: Sequence[Path], files: Sequence[Path]) -> list[Mismatch]:
    """Files a folder import would read now that the log did not pin: the import would change."""
    known = {f.resolve() for f in files}
    new = Message(QT_TRANSLATE_NOOP("Errors", "new file in the folder, not among the pinned "
                                    "originals (the import would change)"))
    return [Mismatch(None, m, new) for m in members if m.resolve() not in known]


class OriginalsChangedError(InputError):
    """The originals differ from what the log pinned; the caller chooses stop or read-only."""

    def __init__(self, mismatches: Sequence[Mismatch]) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP("Errors", "the original labels changed since the log was started: "
                              "{changes}"),
            args={"changes": tuple(m.describe() for m in mismatches)},
            hint=QT_TRANSLATE_NOOP("Errors",
                                   "Restore the original file, or open read-only to inspect"),
        )
        self.mismatches = list(mismatches)
