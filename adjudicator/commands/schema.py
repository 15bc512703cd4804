"""`adjudicator schema COMMAND`: the JSON Schema of a command's ``--format json`` output.

A pipeline that reads our JSON can validate it: each output carries its schema's id in its
``"schema"`` key, and this command prints that schema (a JSON Schema, draft 2020-12, shipped in
the package). Without a command it lists the commands that have one.
"""

from __future__ import annotations

import json
import sys
from importlib import resources
from typing import Any

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.say import say
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError

#: the commands with a JSON output, and the id of its schema (its ``"schema"`` key)
SCHEMA_IDS: dict[str, str] = {
    "agree": "adjudicator.agree/1",
    "validate": "adjudicator.validate/1",
    "diff": "adjudicator.diff/1",
    "selftest": "adjudicator.selftest/1",
    "aggregate": "adjudicator.aggregate/1",
    "reannotate": "adjudicator.reannotate/1",
}


def schema_id(command: str) -> str:
    """The id a command's JSON output names in its ``"schema"`` key."""
    return SCHEMA_IDS[command]


def load_schema(command: str) -> dict[str, Any]:
    """The JSON Schema of a command's output, as shipped in the package."""
    if command not in SCHEMA_IDS:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "no JSON schema for {command}"),
                         expected=QT_TRANSLATE_NOOP("Errors", "one of {commands}"),
                         args={"command": repr(command), "commands": ", ".join(SCHEMA_IDS)})
    file = resources.files("adjudicator.resources") / "schemas" / f"{command}.schema.json"
    loaded: dict[str, Any] = json.loads(file.read_text(encoding="utf-8"))
    return loaded


def build_parser() -> ArgumentParser:
    """Options of the schema command: the command whose output schema to print."""
    p = ArgumentParser(prog="adjudicator schema", description=QT_TRANSLATE_NOOP(
        "Help", "Print the JSON Schema of a command's --format json output."))
    p.add_argument("command", nargs="?", metavar="COMMAND", help=QT_TRANSLATE_NOOP(
        "Help", "agree, validate, diff, selftest, aggregate or reannotate (none: list "
                "them)"))
    return p


def main(argv: list[str]) -> int:
    """Print the schema (exit 0), or the list of commands that have one."""
    args = build_parser().parse_args(argv)
    if args.command is None:
        for command, sid in SCHEMA_IDS.items():
            say("{command}: {id}", command=command, id=sid)
        return 0
    json.dump(load_schema(args.command), sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0
