"""When agreement results were first shown to this user, per set of originals.

Looking at κ counts as seeing the results (rules fixed afterwards are flagged), but looking must
not write anything beside the data: the moment is kept in the program's own settings folder,
keyed by the originals' SHA-256, and written into the decision log when one is created or next
written (``store.project``). The window and the command line share this one small JSON file,
so results printed by ``agree`` count in the window and the other way round.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from adjudicator.core.adjudication.clock import utc_now
from adjudicator.io.durable import atomic_write

APP_FOLDER = "Adjudicator"  # the organisation and application name QSettings uses too
SHOWN_FILE = "results-shown.json"


@dataclass(frozen=True)
class Shown:
    """Results of one set of originals were first shown at ``time`` (UTC, ISO 8601), by
    ``what`` ("window", "agree", "report", "preview")."""

    time: str
    what: str


def settings_folder() -> Path:
    """The platform's folder for this program's settings: ``%APPDATA%\\Adjudicator`` on
    Windows, ``~/Library/Preferences/Adjudicator`` on macOS, ``$XDG_CONFIG_HOME/Adjudicator``
    (``~/.config`` when unset) elsewhere; where Qt keeps the window's QSettings."""
    if os.name == "nt":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Preferences"
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / APP_FOLDER


def originals_key(hashes: Sequence[str]) -> str:
    """One key for a set of originals: the file's own SHA-256, or for several files (a folder
    of per-annotator files) the SHA-256 of their sorted hashes."""
    if len(hashes) == 1:
        return hashes[0]
    return hashlib.sha256("\n".join(sorted(hashes)).encode("ascii")).hexdigest()


def first_shown(key: str) -> Shown | None:
    """When results of these originals were first shown to this user (None: never, or the
    settings cannot be read)."""
    entry = _read().get(key)
    if isinstance(entry, dict) and isinstance(entry.get("time"), str):
        return Shown(entry["time"], str(entry.get("what", "")))
    return None


def record_shown(key: str, what: str, time: str | None = None) -> Shown:
    """Results are shown now (or at ``time``): keep the earliest moment and return it. A
    settings folder that cannot be written loses the record, never the work at hand."""
    now = Shown(time or utc_now(), what)
    earlier = first_shown(key)
    if earlier is not None and earlier.time <= now.time:
        return earlier
    entries = _read()
    entries[key] = {"time": now.time, "what": now.what}
    with contextlib.suppress(OSError):
        _write(entries)
    return now


def _path() -> Path:
    return settings_folder() / SHOWN_FILE


def _read() -> dict[str, Any]:
    """Every record (an unreadable or damaged file counts as empty)."""
    try:
        data = json.loads(_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(entries: dict[str, Any]) -> None:
    """The whole file, replaced atomically (readers see the old or the new one)."""
    path = _path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(entries, ensure_ascii=False, indent=0, sort_keys=True) + "\n"
    atomic_write(path, lambda stream: stream.write(text.encode("utf-8")))
