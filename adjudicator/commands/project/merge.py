"""`adjudicator merge LOG1 LOG2 --out LOG`: merge two leads' logs of the same originals.

Exit status 0 when every decision merged; 1 when conflicts remain (listed on stdout, one per
line; those items are left undecided in the new log for the leads to resolve).
"""

from __future__ import annotations

from pathlib import Path

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.say import note, say
from adjudicator.core.errors import QT_TRANSLATE_NOOP


def main(argv: list[str]) -> int:
    """Write the merged log and list the conflicts."""
    p = ArgumentParser(prog="adjudicator merge", description=QT_TRANSLATE_NOOP(
        "Help", "Merge two decision logs."))
    p.add_argument("first", metavar="LOG1")
    p.add_argument("second", metavar="LOG2")
    p.add_argument("--out", required=True, metavar="LOG", help=QT_TRANSLATE_NOOP(
        "Help", "the new log (must not exist)"))
    args = p.parse_args(argv)
    from adjudicator.store.merge import merge_logs

    result = merge_logs(Path(args.first), Path(args.second), Path(args.out))
    for told in result.notes:
        note("{message}", message=told)
    say(QT_TRANSLATE_NOOP("Errors", "wrote {out}: {decisions} decisions ({collapsed} identical "
                          "in both), {conflicts} conflicts"), out=result.out,
        decisions=result.decisions, collapsed=result.collapsed,
        conflicts=len(result.conflicts))
    if result.set_aside:
        say(QT_TRANSLATE_NOOP("Errors", "{n} events of the two logs were recorded in it as notes "
                              "\"set aside by the merge\", each with its reason"),
            n=result.set_aside)
    for conflict in result.conflicts:
        say(QT_TRANSLATE_NOOP("Errors", "conflict {conflict}"), conflict=conflict.describe())
    if result.conflicts_file:
        say(QT_TRANSLATE_NOOP("Errors", "conflicts written to {file}"),
            file=result.conflicts_file)
    return 1 if result.conflicts else 0
