"""`adjudicator revert DATA SEQ`: undo an earlier event by writing a new revert event.

Nothing is removed from the log; reverting a revert re-applies the event it undid.
"""

from __future__ import annotations

from adjudicator.commands.common.projectargs import parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.commands.project.log import describe
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def main(argv: list[str]) -> int:
    """Record a revert of event SEQ; an unknown or already undone event is refused."""
    p = parser("adjudicator revert",
               QT_TRANSLATE_NOOP("Help", "Undo an earlier event (as a new revert event)."))
    p.add_argument("seq", metavar="SEQ", help=QT_TRANSLATE_NOOP(
        "Help", "the sequence number of the event to undo"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who undid it (default: the login "
                                                              "name)"))
    args = p.parse_args(argv)
    if not args.seq.strip().isdigit():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "'{seq}' is not a sequence number"),
                         expected=QT_TRANSLATE_NOOP("Errors",
                                                    "a whole number from `adjudicator log`"),
                         args={"seq": args.seq})
    seq = int(args.seq)
    with writable(args, create=False) as project:
        last = project.state.last_seq
        if not 1 <= seq <= last:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no event {seq} to revert"),
                             file=str(project.log_path),
                             expected="1..{last}" if last
                             else QT_TRANSLATE_NOOP("Errors", "an event (the log is empty)"),
                             args={"seq": seq, "last": last})
        target = project.state.event(seq)
        record = project.revert(seq)
        items = ", ".join(record.items)
        what = dict(seq=seq, kind=target.kind, what=describe(target), event=record.seq,
                    items=items)
        if items:
            done(QT_TRANSLATE_NOOP("Errors", "reverted {seq} ({kind}: {what}) (event {event}); "
                                   "changed {items}"), **what)
        else:
            done(QT_TRANSLATE_NOOP("Errors", "reverted {seq} ({kind}: {what}) (event {event})"),
                 **what)
    return 0
