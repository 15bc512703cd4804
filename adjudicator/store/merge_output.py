"""A merge's output, all or nothing: the merged log and its conflicts file published together
(``publish_merge``), and a merge stopped part way (killed, or the disk full before the tip)
finished by running it again (``finish_interrupted``). Nothing of anyone else's is written:
an existing output is accepted only when it is exactly what this merge writes.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from adjudicator.core.adjudication.events import Event
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.durable import atomic_write, open_temp, publish, staged
from adjudicator.io.output_guard import is_log_file
from adjudicator.store.logread import read_log
from adjudicator.store.pinning import same_file
from adjudicator.store.tip import Tip, read_tip, tip_path, write_tip

INTERRUPTED = QT_TRANSLATE_NOOP("Errors", "{out} was written by the same merge, which was "
                                "stopped before it finished; its tip and conflicts file were "
                                "completed")
EXISTS = QT_TRANSLATE_NOOP("Errors", "the output exists already")


def _exists(path: Path) -> InputError:
    """The refusal to write over an existing output."""
    return InputError(EXISTS, file=str(path),
                      expected=QT_TRANSLATE_NOOP("Errors", "a new file name"),
                      hint=QT_TRANSLATE_NOOP("Errors", "A merge never overwrites"))


def publish_merge(out: Path, log: tuple[bytes, Tip], conflicts_path: Path, table: bytes | None
             ) -> None:
    """Publish the merged log with its conflicts file: both written and fsync'd beside their
    targets first, the conflicts file put in place before the log (a kill in between leaves
    a conflicts file the re-run recognises as its own, byte for byte), the log last (never
    over an existing file), then its tip. A re-run after a kill at any point finishes the job
    (``finish_interrupted``)."""
    data, tip = log
    targets = [out] if table is None else [conflicts_path, out]
    with staged(targets) as temps:
        for tmp, content in zip(temps, [data] if table is None else [table, data], strict=True):
            with open_temp(tmp) as stream:
                stream.write(content)
        _pause("staged")
        if table is not None:
            _place_new(temps[0], conflicts_path, table)
            _pause("conflicts")
        try:
            publish(temps[-1], out, replace=False)
        except FileExistsError:
            raise _exists(out) from None
        _pause("log")
    try:
        write_tip(out, tip)
    except OSError as exc:  # the log is whole: a re-run writes the tip (finish_interrupted)
        raise OSError(exc.errno, f"{exc.strerror or exc}; {out.name} was written but not its "
                      "tip: run the same merge again to finish it", str(tip_path(out))) from exc


def _place_new(tmp: Path, target: Path, content: bytes) -> None:
    """Move ``tmp`` to the new name ``target``; an existing target is accepted only when it
    holds exactly ``content`` (the same merge's file, left by a run that was stopped)."""
    try:
        publish(tmp, target, replace=False)
    except FileExistsError:
        if not _holds(target, content):
            raise _exists(target) from None


def _holds(path: Path, content: bytes) -> bool:
    """Whether the regular file ``path`` holds exactly ``content``."""
    try:
        return path.is_file() and not path.is_symlink() and path.read_bytes() == content
    except OSError:
        return False


def finish_interrupted(out: Path, header: dict[str, Any], events: list[Event],
                        conflicts_path: Path, table: bytes | None) -> bool:
    """Finish a merge stopped after it put its log in place: True when ``out`` is the merged
    log this merge would write (the same two source logs, the same events) and its tip and
    conflicts file were written now. False when there is no output yet; an output of any
    other kind (or a finished merge's) is refused."""
    if not out.exists() and not out.is_symlink():
        if table is None and conflicts_path.exists():
            raise _exists(conflicts_path)
        if table is not None and conflicts_path.exists() and not _holds(conflicts_path, table):
            raise _exists(conflicts_path)
        return False
    if read_tip(out) != "absent":
        raise _exists(out)
    try:
        contents = read_log(out)
    except InputError:
        raise _exists(out) from None
    if (contents.header.get("merged_from") != header.get("merged_from")
            or contents.events != events or contents.torn):
        raise _exists(out)
    if table is not None:
        if conflicts_path.exists():
            if not _holds(conflicts_path, table):
                raise _exists(conflicts_path)
        else:
            atomic_write(conflicts_path, lambda s: s.write(table), replace=False)
    write_tip(out, Tip(contents.anchor, contents.last_seq, contents.end_link, contents.good_size))
    return True


def maybe_interrupted(out: Path, protected: list[Path]) -> bool:
    """Whether ``out`` may be the log of a merge stopped before its tip was written: a regular
    decision log without a tip that is none of the inputs (``finish_interrupted`` then
    checks it is exactly what this merge writes)."""
    return (out.is_file() and not out.is_symlink() and is_log_file(out)
            and read_tip(out) == "absent" and not any(same_file(out, p) for p in protected))


def _pause(stage: str) -> None:
    """Test hook: with ``ADJUDICATOR_MERGE_PAUSE`` set to ``stage``, say so on stderr and wait
    (a test kills the process there). Does nothing otherwise."""
    if os.environ.get("ADJUDICATOR_MERGE_PAUSE") == stage:
        import sys
        import time

        sys.stderr.write(stage + "\n")  # the stage's name only: read by the test
        sys.stderr.flush()
        time.sleep(600)
