"""`adjudicator log DATA [--item ID] [--as-of V]`: the decision history, one event per line;
with --as-of, the state at that version (a summary, or the item's history up to then)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

from adjudicator.commands.common.projectargs import log_path, parser, tell
from adjudicator.commands.common.versionargs import AS_OF_HELP, parse_version
from adjudicator.core.adjudication.events import (
    Accept,
    Batch,
    Decide,
    Event,
    Guideline,
    Note,
    Policy,
    ReportFields,
    Revert,
    Rules,
    ScaleChoice,
    Tag,
    Viewed,
)
from adjudicator.core.adjudication.state import AdjudicationState
from adjudicator.core.adjudication.versions import resolve, state_at
from adjudicator.core.errors import QT_TRANSLATE_NOOP


def main(argv: list[str]) -> int:
    """Print every event of the log, or the history of one item."""
    p = parser("adjudicator log",
               QT_TRANSLATE_NOOP("Help", "Show the decision history."))
    p.add_argument("--item", metavar="ID", help=QT_TRANSLATE_NOOP(
        "Help", "only this item's history"))
    p.add_argument("--as-of", metavar="V", help=AS_OF_HELP)
    args = p.parse_args(argv)
    from adjudicator.store.project import Project

    with Project.open(args.data, log_path(args), read_only=True, create=False,
                      on_mismatch="read_only") as project:  # history stays readable
        tell(project.messages)
        state = project.state
        if args.as_of is not None:
            seq = resolve(state, parse_version(state, args.as_of))
            state = state_at(state, seq)
            if args.item is None:
                print_summary(state, args.as_of)
                return 0
        if args.item is not None:
            for h in state.history(args.item):
                what = h.label if h.kind != "revert" else f"undo {h.target}"
                extra = h.rationale or h.text
                _line(h.seq, h.time, h.author, h.kind, h.active, f"{what or ''} {extra}".strip())
        else:
            for ev in state.events:
                _line(ev.seq, ev.time, ev.author, ev.kind, state.is_active(ev.seq), describe(ev))
    return 0


#: tabs and line breaks inside a field would split the line or the column: shown escaped
ESCAPES = str.maketrans({"\t": "\\t", "\n": "\\n", "\r": "\\r"})


def _line(seq: int, time: str, author: str, kind: str, active: bool, text: str) -> None:
    """One tab-separated line; undone events are marked."""
    mark = "" if active else " (undone)"
    fields = [str(seq), time, author, f"{kind}{mark}", text]
    sys.stdout.write("\t".join(f.translate(ESCAPES) for f in fields) + "\n")


def print_summary(state: AdjudicationState, version: str) -> None:
    """The state at a version: where it is, the items by status, the guideline and the tags."""
    by_status = Counter(state.status(item) for item in state.ratings.items)
    tags = [name for name, seq in state.tags.items() if seq <= state.last_seq]
    rows = [("version", f"{version} (event {state.last_seq})"),
            ("items", str(len(state.ratings.items))),
            *((name, str(by_status[name])) for i, name in enumerate(state.status_names)
              if i < 3 or by_status[name]),
            ("decisions in force", str(len(state.decided_items()))),
            ("guideline", state.guideline_version or "(none)"),
            ("tags", ", ".join(tags) or "(none)")]
    for key, value in rows:
        sys.stdout.write(f"{key}\t{value.translate(ESCAPES)}\n")


def describe(ev: Event) -> str:
    """The event's payload in a few words."""
    words = DESCRIBE.get(type(ev))
    return words(ev) if words else ""


def _decide(ev: Decide) -> str:
    d = ev.decision
    return f"{d.item} -> {d.label}" + (f": {d.rationale}" if d.rationale else "")


def _scale(ev: ScaleChoice) -> str:
    weights = f", {ev.weights} weights" if ev.level == "ordinal" else ""
    order = ": " + " < ".join(ev.order) if ev.order else ""
    return f"scale {ev.level}{weights}{order}"


def _rules(ev: Rules) -> str:
    seen = " (set after results were seen)" if ev.after_results_seen else ""
    return "acceptance rules " + json.dumps(ev.rules, ensure_ascii=False) + seen


#: How each kind of event is told, one entry for every kind in events.EVENT_TYPES.
DESCRIBE: dict[type[Any], Callable[[Any], str]] = {
    Decide: _decide,
    Batch: lambda ev: ", ".join(f"{d.item} -> {d.label}" for d in ev.decisions),
    Revert: lambda ev: f"undo {ev.target}",
    Note: lambda ev: (f"[{ev.item}] " if ev.item else "") + ev.text,
    Guideline: lambda ev: f"guideline {ev.version}" + (f": {ev.notes}" if ev.notes else ""),
    Tag: lambda ev: f"version {ev.name}",
    Rules: _rules,
    Viewed: lambda ev: f"results viewed ({ev.what})",
    ScaleChoice: _scale,
    Accept: lambda ev: "accepted the single annotator's label: " + ", ".join(
        f"{i} -> {lab} ({a})" for i, lab, a in zip(ev.items, ev.labels, ev.annotators,
                                                   strict=True)),
    Policy: lambda ev: f"auto-accept policy {ev.rule}"
                       + (f" {ev.k} of {ev.n}" if ev.rule == "majority" else "")
                       + (f" ≥ {ev.p:g}" if ev.rule == "posterior" else ""),
    ReportFields: lambda ev: "report fields " + json.dumps(ev.fields, ensure_ascii=False),
}
