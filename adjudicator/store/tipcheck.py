"""Does the log reach its tip? The verdict an open acts on.

The log reaches its tip when it holds the tip's event with the same link, ending at the same
byte, under the same header. A log that goes further (a crash between an append and its tip,
or a tip lagging by design) reaches it: the open goes on and the tip is brought forward. A log
that does not reach it lost its last events or was replaced by another copy: ``LogCutError``
names the log, its last event, the tip's event and what to do, and nothing is changed unless
the user accepts the shorter log explicitly (recorded in the log as a note).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.store.tip import Tip, TipState, leftover_tips, tip_path

if TYPE_CHECKING:
    from adjudicator.store.log import LogContents

ACCEPT_OPTION = "--accept-shorter-log"
HINT = QT_TRANSLATE_NOOP("Errors", "Restore the newer copy of the log (from a backup, another "
                         "computer or the sync tool's history), which reaches event {seq}. If "
                         "the events were removed on purpose, accept the shorter log with "
                         "`adjudicator note DATA \"why\" --log {log} {option}`, which records "
                         "the acceptance in the log. Nothing was changed")
EXPECTED = QT_TRANSLATE_NOOP("Errors", "the log to reach event {seq}, recorded by its tip")
NO_TIP = QT_TRANSLATE_NOOP("Errors", "the log has no tip file ({tip}): it was written by an "
                           "earlier version of Adjudicator, or the tip was removed or not "
                           "copied with the log, so whether its last events were removed "
                           "cannot be checked this time")
DAMAGED = QT_TRANSLATE_NOOP("Errors", "the tip file {tip} is damaged, so whether the log's last "
                            "events were removed cannot be checked this time")
FOREIGN = QT_TRANSLATE_NOOP("Errors", "{tip} beside the log is not a tip file of Adjudicator: "
                            "it is left alone, and no tip is kept for this log")
ACCEPTED = QT_TRANSLATE_NOOP("Errors", "the shorter log was accepted: {what}; the acceptance "
                             "is recorded as event {event}")


MISSING = QT_TRANSLATE_NOOP("Errors", "the decision log is missing, but its tip file {tip} "
                            "records event {seq} (written {written}): the log was deleted, moved "
                            "or not copied with its tip")
MISSING_HINT = QT_TRANSLATE_NOOP("Errors", "Restore the log (from a backup, another computer or "
                                 "the sync tool's history), or give its path with --log. To "
                                 "start a new log here on purpose, run `adjudicator note DATA "
                                 "\"why\" {option}`, which records it in the new log. Nothing "
                                 "was changed")


def refuse_missing_log(log: Path, state: TipState) -> None:
    """Before a new log is started: a tip of ours beside the missing log that records events
    means a log with decisions was here; starting afresh silently would hide their loss."""
    if isinstance(state, Tip) and state.seq > 0:
        raise InputError(MISSING, file=str(log), hint=MISSING_HINT,
                         args={"tip": tip_path(log).name, "seq": state.seq,
                               "written": state.written or "?", "option": ACCEPT_OPTION})


NO_TIP_CUT = QT_TRANSLATE_NOOP("Errors", "the log holds {last} events but its tip file {tip} is "
                               "{state}: this log was started with a tip, so the tip was "
                               "removed or not copied with the log, and whether the log's last "
                               "events were removed cannot be checked")
NO_TIP_EXPECTED = QT_TRANSLATE_NOOP("Errors", "the log's tip file beside it ({tip})")
NO_TIP_HINT = QT_TRANSLATE_NOOP("Errors", "Restore the log together with its tip file (from a "
                                "backup, another computer or the sync tool's history). If the "
                                "log is whole, accept it with `adjudicator note DATA \"why\" "
                                "--log {log} {option}`, which records the acceptance in the log "
                                "and writes a new tip. Nothing was changed")


class LogCutError(InputError):
    """The log does not reach its tip (its last events are missing, or it is another copy),
    or, started with a tip, it holds events and its tip is gone (``tip`` is None)."""

    def __init__(self, log: Path, tip: Tip | None, contents: LogContents, what: Message) -> None:
        if tip is None:
            super().__init__(what, file=str(log), expected=NO_TIP_EXPECTED, hint=NO_TIP_HINT)
            self.args_.update(tip=tip_path(log).name, log=str(log), option=ACCEPT_OPTION)
        else:
            super().__init__(what, file=str(log), expected=EXPECTED, hint=HINT)
            self.args_.update(seq=tip.seq, log=str(log), option=ACCEPT_OPTION)
        self.tip, self.last_seq, self.what = tip, contents.last_seq, what


@dataclass
class Verdict:
    """What opening should do about the tip."""

    notes: list[str] = field(default_factory=list)  # told to the user
    cut: LogCutError | None = None  # the log does not reach its tip
    keep: bool = True  # False: NAME.tip is somebody else's file, never written
    current: bool = False  # the tip on disk describes the log's end exactly


def check_tip(log: Path, state: TipState, contents: LogContents) -> Verdict:
    """Compare the tip read *before* the log (a writer elsewhere moves the tip only after its
    log, so a tip read first is never ahead of a log read after it) with the log."""
    name = tip_path(log).name
    if state == "absent" and _staged_tip_reached(log, contents):
        return Verdict()  # its creator was killed between the log and its tip: not a loss
    if state in ("absent", "damaged") and contents.last_seq and _started_with_tip(contents):
        kind = (QT_TRANSLATE_NOOP("Errors", "missing") if state == "absent"
                else QT_TRANSLATE_NOOP("Errors", "damaged"))
        missing = Message(NO_TIP_CUT, last=contents.last_seq, tip=name, state=Message(kind))
        return Verdict(cut=LogCutError(log, None, contents, missing))
    if state == "absent":
        return Verdict([Message(NO_TIP, tip=name)])
    if state == "damaged":
        return Verdict([Message(DAMAGED, tip=name)])
    if state == "foreign":
        return Verdict([Message(FOREIGN, tip=name)], keep=False)
    assert isinstance(state, Tip)
    what = _shortfall(name, state, contents)
    if what is not None:
        return Verdict(cut=LogCutError(log, state, contents, what))
    return Verdict(current=state.seq == contents.last_seq and state.size == contents.good_size)


def _staged_tip_reached(log: Path, contents: LogContents) -> bool:
    """Whether a tip staged by the log's creator (killed before putting it in place) records
    exactly the log's end: the log was created with these events and never written since."""
    return any(t.header == contents.anchor and t.seq == contents.last_seq
               and t.link == contents.end_link and t.size == contents.good_size
               for _, t in leftover_tips(log))


def _started_with_tip(contents: LogContents) -> bool:
    """Whether the log's header says it was written by a version that keeps a tip from the
    start (logs of earlier versions may lack one through no loss)."""
    from adjudicator.store.log import TIPPED_FROM

    version = contents.header.get("version", 0)
    return isinstance(version, int) and version >= TIPPED_FROM


def _shortfall(name: str, tip: Tip, contents: LogContents) -> Message | None:
    """Why the log does not reach ``tip`` (None when it does)."""
    written = tip.written or "?"
    if tip.header != contents.anchor:
        return Message(QT_TRANSLATE_NOOP("Errors", "the log's header differs from the one its "
                                         "tip file {tip} recorded: the header was edited, or "
                                         "the log was replaced by another one, which may lack "
                                         "decisions"), tip=name)
    last = contents.last_seq
    if tip.seq > last:
        fields = {"tip": name, "seq": tip.seq, "written": written, "missing": tip.seq - last,
                  "last": last}
        if last == 0:
            return Message(QT_TRANSLATE_NOOP("Errors", "the log holds no event, but its tip "
                "file {tip} recorded event {seq} (written {written}): its last {missing} "
                "events are missing, as when an older copy of the log is restored or its end "
                "is cut off"), **fields)
        when = contents.events[-1].time
        return Message(QT_TRANSLATE_NOOP("Errors", "the log ends at event {last} ({time}), but "
            "its tip file {tip} recorded event {seq} (written {written}): its last {missing} "
            "events are missing, as when an older copy of the log is restored or its end is "
            "cut off"), time=when, **fields)
    if contents.at_link != tip.link or contents.at_end != tip.size:
        return Message(QT_TRANSLATE_NOOP("Errors", "event {seq} of the log is not the one its "
            "tip file {tip} recorded (written {written}): the log was replaced by another copy "
            "or edited, and may lack decisions"), tip=name, seq=tip.seq, written=written)
    return None


def acceptance_note(log: Path, cut: LogCutError) -> str:
    """The note recorded in the log when the user accepts a log that does not reach its tip
    (kept in English in the log, as every event's text is the user's data)."""
    tip = cut.tip
    if tip is None:
        return (f"accepted a log whose tip file was missing or damaged: {cut.what} "
                f"[{tip_path(log).name}; the log ended at event {cut.last_seq}]")
    return (f"accepted a log that does not reach its tip: {cut.what} "
            f"[{tip_path(log).name}: event {tip.seq}, link {tip.link}, {tip.size} bytes, "
            f"written {tip.written or '?'}; the log ended at event {cut.last_seq}]")
