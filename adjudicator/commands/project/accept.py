"""`adjudicator accept DATA (--item ID ... | --all)`: accept single annotator items' labels.

An item only one annotator labelled has no final label until the lead accepts that label (or
decides the item). The accepted items go into one ``accept`` event naming each item, its label
and its annotator (undone with `adjudicator revert DATA SEQ`).
"""

from __future__ import annotations

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.adjudication.counts import SINGLE
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def main(argv: list[str]) -> int:
    """Write one accept event for the named (or every waiting) single annotator item."""
    p = parser("adjudicator accept",
               QT_TRANSLATE_NOOP("Help", "Accept the one label of items a single annotator "
                                         "labelled."))
    p.add_argument("--item", action="append", default=[], metavar="ID",
                   help=QT_TRANSLATE_NOOP("Help", "an item to accept (repeat for several)"))
    p.add_argument("--all", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "every single annotator item still without a final label"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who accepted them (default: the "
                                                              "login name)"))
    add_import_options(p)
    args = p.parse_args(argv)
    if bool(args.item) == bool(args.all):
        raise InputError(QT_TRANSLATE_NOOP("Errors", "name the items with --item, or give "
                                                     "--all"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Nothing was written"))
    with writable(args, create=True) as project:
        state = project.state
        waiting = (state.status_codes == SINGLE).nonzero()[0]
        items = list(args.item) if args.item else [state.ratings.items[int(r)]
                                                   for r in waiting]
        if not items:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no single annotator item is waiting "
                                                         "for acceptance"),
                             hint=QT_TRANSLATE_NOOP("Errors", "Nothing was written"))
        record = project.accept(items, author=args.author)
        done(QT_TRANSLATE_NOOP("Errors", "accepted the single annotator's label of {count} "
                                         "items (event {seq})"), count=len(items), seq=record.seq)
    return 0
