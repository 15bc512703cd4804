"""The originals are evidence: pinned by size and SHA-256, checked on open, never written.

Originals are only ever opened for reading here; ``guard_output`` stops an export (or a merged
log) from being written over one of them.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.core.errors import InputError
from adjudicator.io.durable import guard_output, same_file, sha256_file

__all__ = ["Mismatch", "OriginalsChangedError", "Pin", "check", "guard_output", "pin",
           "relative_name", "same_file", "sha256_file"]


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
    """An original that is missing or no longer matches its pin."""

    pin: Pin
    found: Path
    reason: str

    def describe(self) -> str:
        """One line for the user."""
        return f"{self.found}: {self.reason}"


def check(pins: Sequence[Pin], files: Sequence[Path]) -> list[Mismatch]:
    """Compare each pinned original with the file now at its place (size first, then hash)."""
    out = []
    for p, f in zip(pins, files, strict=True):
        if not f.is_file():
            out.append(Mismatch(p, f, "missing"))
        elif f.stat().st_size != p.size:
            out.append(Mismatch(p, f, f"size is {f.stat().st_size} bytes, pinned {p.size}"))
        elif (digest := sha256_file(f)) != p.sha256:
            out.append(Mismatch(p, f, f"SHA-256 is {digest[:12]}…, pinned {p.sha256[:12]}…"))
    return out


class OriginalsChangedError(InputError):
    """The originals differ from what the log pinned; the caller chooses stop or read-only."""

    def __init__(self, mismatches: Sequence[Mismatch]) -> None:
        super().__init__(
            "the original labels changed since the log was started: "
            + "; ".join(m.describe() for m in mismatches),
            hint="Restore the original file, or open read-only to inspect",
        )
        self.mismatches = list(mismatches)
