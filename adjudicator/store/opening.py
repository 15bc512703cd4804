"""What opening a project needs besides the Project itself: where its log goes by default,
removing a log just created, the torn tail set aside, the tip keeper of a writable log, the
refusal of a log that already exists (naming its holder) or sits inside its folder, and the
replay that names the log line of an event that does not fit the data."""

from __future__ import annotations

import contextlib
import getpass
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from adjudicator import __version__
from adjudicator.core.adjudication.events import Event
from adjudicator.core.adjudication.item_rows import ItemRows
from adjudicator.core.adjudication.state import AdjudicationState, ReplayError
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io import Dataset
from adjudicator.store.lock import lock_path, read_holder
from adjudicator.store.log import set_aside_torn
from adjudicator.store.tip import Tip, TipKeeper, remove_tip
from adjudicator.store.tipcheck import Verdict

UNCHAINED = QT_TRANSLATE_NOOP("Errors", "this log was started by an earlier version of Adjudicator "
                              "(format 1), whose events are not hash-chained: an edit made to "
                              "it outside Adjudicator cannot be detected")


def default_log_path(data: Path) -> Path:
    """``NAME.adjudication.jsonl`` beside the data file, or beside (never inside) a folder of
    per-annotator files."""
    if data.is_dir():
        folder = data.resolve()  # "." and "team/.." have no name of their own
        return folder.parent / f"{folder.name}.adjudication.jsonl"
    return data.with_name(f"{data.stem}.adjudication.jsonl")


def discard_new_log(log: Path) -> None:
    """Remove a log this process has just created (header only) and its lock file, so a
    cancelled or failed first open leaves nothing beside the data."""
    for path in (log, lock_path(log)):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
    remove_tip(log)


def utc_seconds() -> str:
    """UTC now, ISO 8601."""
    return datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def torn_tail(log: Path, contents: Any, read_only: bool) -> list[str]:
    """Set a torn last line aside (a writable open) or ignore it (read-only); what to say."""
    if not contents.torn:
        return []
    if read_only:
        return [Message(QT_TRANSLATE_NOOP("Errors", "a torn last line ({n} bytes) was ignored"),
                        n=len(contents.torn))]
    side = set_aside_torn(log, contents)
    return [Message(QT_TRANSLATE_NOOP("Errors", "a torn last line ({n} bytes, from a crash "
                                      "while writing) was set aside in {name}"),
                    n=len(contents.torn), name=side.name)]


def tip_keeper(log: Path, contents: Any, verdict: Verdict) -> TipKeeper | None:
    """The tip keeper of a writable log, at the log's end (None when ``NAME.tip`` is not ours);
    unless the tip on disk is exactly there, it is pending (written by the open)."""
    if not verdict.keep:
        return None
    end = Tip(contents.anchor, contents.last_seq, contents.end_link, contents.good_size)
    return TipKeeper(log, end, written=verdict.current)


def log_exists_error(log: Path) -> InputError:
    """A log is already there (perhaps another process created it a moment ago): say who."""
    holder = _holder_soon(lock_path(log), log)
    hint = QT_TRANSLATE_NOOP("Errors", "Open it instead of creating a new one")
    if holder:
        return InputError(QT_TRANSLATE_NOOP("Errors",
            "a decision log already exists here; it is open in {holder}"), file=str(log),
                          hint=hint, args={"holder": holder.describe()})
    return InputError(QT_TRANSLATE_NOOP("Errors", "a decision log already exists here"),
                      file=str(log), hint=hint)


def _holder_soon(path: Path, log: Path, wait: float = 2.0) -> Any:
    """The lock's holder. A creator that won a race names itself in the lock a moment after
    creating the log, so while the log is younger than ``wait`` seconds an empty lock is read
    again until it is that old; a log last written earlier (closed cleanly long ago) is
    answered at once, without waiting."""
    import time

    try:
        written = log.stat().st_mtime
    except OSError:
        written = 0.0
    now = time.time()
    deadline = time.monotonic() + max(0.0, min(written + wait - now, wait))
    while (holder := read_holder(path)) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    return holder


def refuse_log_inside(log: Path, data: Path) -> None:
    """A log inside a folder of per-annotator files would be read as one of them next time."""
    if data.is_dir() and data.resolve() in log.resolve().parents:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
            "the decision log cannot be kept inside the folder it adjudicates"),
                         file=str(log), expected=QT_TRANSLATE_NOOP("Errors",
                             "a log path outside the folder"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Leave --log out (the log goes "
                                                "beside the folder) or choose a path outside "
                                                "{folder}"), args={"folder": data.name})


def replay_log(log: Path, dataset: Dataset, events: Sequence[Event], author: str | None,
               header: dict[str, Any]) -> AdjudicationState:
    """Rebuild the state, naming the log line of any event that does not fit the data."""
    try:
        return AdjudicationState.replay(dataset.ratings, events, author=author or _user(),
                                        app=__version__, guideline=str(header.get("guideline", "")),
                                        rows=ItemRows(dataset.ratings.items))
    except ReplayError as exc:
        raise InputError(exc.message, file=str(log), row=exc.seq + 1, expected=exc.expected,
                         hint=QT_TRANSLATE_NOOP("Errors",
                             "The log does not fit this data file")) from None


def _user() -> str:
    """The login name, or "unknown"."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"
