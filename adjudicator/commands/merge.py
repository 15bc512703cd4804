"""`adjudicator merge LOG1 LOG2 --out LOG`: merge two leads' logs of the same originals.

Exit status 0 when every decision merged; 1 when conflicts remain (listed on stdout, one per
line; those items are left undecided in the new log for the leads to resolve).
"""

from __future__ import annotations

import sys
from pathlib import Path

from adjudicator.commands.arguments import ArgumentParser


def main(argv: list[str]) -> int:
    """Write the merged log and list the conflicts."""
    p = ArgumentParser(prog="adjudicator merge", description="Merge two decision logs.")
    p.add_argument("first", metavar="LOG1")
    p.add_argument("second", metavar="LOG2")
    p.add_argument("--out", required=True, metavar="LOG", help="the new log (must not exist)")
    args = p.parse_args(argv)
    from adjudicator.store.merge import merge_logs

    result = merge_logs(Path(args.first), Path(args.second), Path(args.out))
    for note in result.notes:
        print(f"adjudicator: note: {note}", file=sys.stderr)
    print(f"wrote {result.out}: {result.decisions} decisions "
          f"({result.collapsed} identical in both), {len(result.conflicts)} conflicts")
    if result.set_aside:
        print(f"{result.set_aside} events of the two logs were recorded in it as notes "
              "\"set aside by the merge\", each with its reason")
    for conflict in result.conflicts:
        print(f"conflict {conflict.describe()}")
    if result.conflicts_file:
        print(f"conflicts written to {result.conflicts_file}")
    return 1 if result.conflicts else 0
