"""`adjudicator note DATA TEXT [--item ID]`: a note on one item or on the whole project.

With ``--accept-shorter-log`` the note also accepts a log that no longer reaches its tip (its
last events were removed on purpose): the acceptance is recorded before the note, whose text
says why."""

from __future__ import annotations

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def main(argv: list[str]) -> int:
    """Record a note event; an unknown item or an empty text is refused."""
    p = parser("adjudicator note",
               QT_TRANSLATE_NOOP("Help", "Add a note to an item or to the project."))
    p.add_argument("text", metavar="TEXT", help=QT_TRANSLATE_NOOP("Help", "the note"))
    p.add_argument("--item", metavar="ID", help=QT_TRANSLATE_NOOP(
        "Help", "the item the note is about (default: none)"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who wrote it (default: the login "
                                                              "name)"))
    p.add_argument("--accept-shorter-log", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "the log lost its last events on purpose (it does not reach its tip): "
                "accept it, recording the acceptance and this note in the log"))
    add_import_options(p)
    args = p.parse_args(argv)
    if not args.text.strip():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the note is empty"),
                         expected=QT_TRANSLATE_NOOP("Errors", "some text"))
    with writable(args, create=True) as project:
        if args.item is not None:
            try:
                project.state.row(args.item)
            except InputError:
                raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown item '{item}'"),
                                 file=args.data, column="item",
                                 expected=QT_TRANSLATE_NOOP("Errors", "an item id of DATA"),
                                 hint=QT_TRANSLATE_NOOP("Errors", "Nothing was written"),
                                 args={"item": args.item}) from None
        record = project.note(args.text, args.item)
        if args.item is None:
            done(QT_TRANSLATE_NOOP("Errors", "noted (event {seq})"), seq=record.seq)
        else:
            done(QT_TRANSLATE_NOOP("Errors", "noted on {item} (event {seq})"), item=args.item,
                 seq=record.seq)
    return 0
