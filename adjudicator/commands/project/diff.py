"""`adjudicator diff DATA V1 [V2]`: items whose final label changed between two versions.

A version is a sequence number, a tag name or an ISO time; V2 defaults to now. Each changed item
is shown with its label in V1 and in V2, both rationales, and who decided each and when; the
counts follow (on stderr for CSV, so that the file stays one table).
"""

from __future__ import annotations

import csv
import json
import sys
from typing import Any

from adjudicator.commands.common.projectargs import log_path, parser, tell
from adjudicator.commands.common.say import note, say
from adjudicator.commands.common.versionargs import VERSION_HELP, parse_version
from adjudicator.commands.project.log import ESCAPES
from adjudicator.commands.schema import schema_id
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.adjudication.versions import diff, resolve, state_at
from adjudicator.core.errors import QT_TRANSLATE_NOOP, Message

FIELDS = ("item", "before", "after", "rationale_before", "rationale_after", "author_before",
          "time_before", "author_after", "time_after")


def main(argv: list[str]) -> int:
    """Print the changes from V1 to V2 as text, JSON or CSV."""
    p = parser("adjudicator diff",
               QT_TRANSLATE_NOOP("Help", "Show the items whose final label changed "
                                         "between versions."))
    p.add_argument("v1", metavar="V1", help=VERSION_HELP)
    p.add_argument("v2", metavar="V2", nargs="?", help=QT_TRANSLATE_NOOP(
        "Help", "the later version (default: now)"))
    p.add_argument("--format", choices=("text", "json", "csv"), default="text")
    args = p.parse_args(argv)
    from adjudicator.store.project import Project

    with Project.open(args.data, log_path(args), read_only=True, create=False,
                      on_mismatch="read_only") as project:
        tell(project.messages)
        live = project.state
        s1 = resolve(live, parse_version(live, args.v1))
        s2 = resolve(live, parse_version(live, args.v2))
        rows = changes(live, s1, s2)
    ends = {"from": {"version": args.v1, "seq": s1}, "to": {"version": args.v2 or "now",
                                                             "seq": s2}}
    counts = count(rows)
    if args.format == "json":
        json.dump({"schema": schema_id("diff")} | ends | {"changes": rows, "counts": counts},
                  sys.stdout, ensure_ascii=False,
                  indent=2)
        sys.stdout.write("\n")
    elif args.format == "csv":
        writer = csv.DictWriter(sys.stdout, fieldnames=FIELDS, lineterminator="\n")
        writer.writeheader()
        writer.writerows({k: "" if v is None else v for k, v in r.items()} for r in rows)
        note("{message}", message=summary(ends, counts))
    else:
        for r in rows:
            _text(r)
        say("{message}", message=summary(ends, counts))
    return 0


def changes(live: AdjudicationState, s1: int, s2: int) -> list[dict[str, Any]]:
    """One dict per changed item (keys FIELDS), in dataset order."""
    a, b = state_at(live, s1), state_at(live, s2)
    out = []
    for c in diff(live, s1, s2):
        out.append({"item": c.item, "before": c.before, "after": c.after,
                    "rationale_before": c.rationale_before, "rationale_after": c.rationale_after,
                    **_who(a, c.item, "before"), **_who(b, c.item, "after")})
    return out


def _who(state: AdjudicationState, item: str, side: str) -> dict[str, str]:
    """Author and time of the decision in force for ``item`` ("" when none: unanimous or open)."""
    found = state.decision(item)
    event = found[0] if found else None
    return {f"author_{side}": event.author if event else "",
            f"time_{side}": event.time if event else ""}


def count(rows: list[dict[str, Any]]) -> dict[str, int]:
    """How many changed, and how: newly labelled, relabelled, no longer labelled."""
    new = sum(r["before"] is None for r in rows)
    gone = sum(r["after"] is None for r in rows)
    return {"changed": len(rows), "newly_labelled": new, "relabelled": len(rows) - new - gone,
            "no_longer_labelled": gone}


def summary(ends: dict[str, dict[str, Any]], counts: dict[str, int]) -> Message:
    """The closing line of counts."""
    a, b = ends["from"], ends["to"]
    return Message(QT_TRANSLATE_NOOP("Errors", "{changed} item(s) changed from {v1} (event "
                                     "{s1}) to {v2} (event {s2}): {new} newly labelled, "
                                     "{relabelled} relabelled, {gone} no longer labelled"),
                   changed=counts["changed"], v1=a["version"], s1=a["seq"], v2=b["version"],
                   s2=b["seq"], new=counts["newly_labelled"], relabelled=counts["relabelled"],
                   gone=counts["no_longer_labelled"])


def _text(r: dict[str, Any]) -> None:
    """One tab-separated line: item, before -> after, then each side's rationale and origin."""
    def side(which: str) -> str:
        who = ", ".join(x for x in (r[f"author_{which}"], r[f"time_{which}"]) if x)
        return str(r[f"rationale_{which}"]) + (f" ({who})" if who else "")

    fields = [r["item"], f"{r['before'] or '(none)'} -> {r['after'] or '(none)'}",
              f"was: {side('before')}", f"now: {side('after')}"]
    sys.stdout.write("\t".join(f.translate(ESCAPES) for f in fields) + "\n")
