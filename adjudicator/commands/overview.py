"""`adjudicator --help`: the sub-commands in groups (agreement, deciding, versions, export,
report) rather than one long list.

The page is laid out by argparse (our ``ArgumentParser``, so group titles and descriptions are
looked up in the "Help" context and Chinese wraps between characters): each group is an
argument group and each command one entry in it, its synopsis as the name. The parser only
formats; the command line is dispatched by ``cli``.
"""

from __future__ import annotations

import argparse

from adjudicator.core.errors import QT_TRANSLATE_NOOP

#: (group title, [(command, synopsis after the command's name, what it does)])
GROUPS: list[tuple[str, list[tuple[str, str, str]]]] = [
    (QT_TRANSLATE_NOOP("Help", "agreement"), [
        ("agree", "FILE [options]", QT_TRANSLATE_NOOP("Help", "agreement statistics")),
        ("validate", "FILE [--schema S]", QT_TRANSLATE_NOOP("Help", "check a file before use")),
        ("selftest", "[VECTORS.json]", QT_TRANSLATE_NOOP(
            "Help", "check the statistics against references")),
        ("sample", "DATA --n N --out F.csv", QT_TRANSLATE_NOOP(
            "Help", "draw the double-annotation sample")),
        ("reannotate", "DATA --select S --out F.csv", QT_TRANSLATE_NOOP(
            "Help", "a batch for another annotator (least agreed, unresolved or audit)")),
        ("aggregate", "FILE --method M", QT_TRANSLATE_NOOP(
            "Help", "suggested labels from three or more annotators")),
    ]),
    (QT_TRANSLATE_NOOP("Help", "decide"), [
        ("decide", "DATA --from CSV", QT_TRANSLATE_NOOP(
            "Help", "apply decisions from a spreadsheet")),
        ("accept", "DATA --item ID | --all", QT_TRANSLATE_NOOP(
            "Help", "accept single annotator items' labels")),
        ("policy", "DATA [unanimous|K/N|none]", QT_TRANSLATE_NOOP(
            "Help", "the auto-accept policy")),
        ("note", "DATA TEXT [--item ID]", QT_TRANSLATE_NOOP("Help", "add a note")),
        ("guideline", "DATA VERSION", QT_TRANSLATE_NOOP(
            "Help", "start a new guideline version")),
        ("revert", "DATA SEQ", QT_TRANSLATE_NOOP("Help", "undo an earlier event")),
        ("merge", "LOG1 LOG2 --out LOG", QT_TRANSLATE_NOOP("Help", "merge two leads' logs")),
    ]),
    (QT_TRANSLATE_NOOP("Help", "versions"), [
        ("log", "DATA [--as-of V]", QT_TRANSLATE_NOOP(
            "Help", "show the decision history (or a version)")),
        ("tag", "DATA NAME", QT_TRANSLATE_NOOP("Help", "name the current version")),
        ("diff", "DATA V1 [V2]", QT_TRANSLATE_NOOP(
            "Help", "items whose final label changed")),
    ]),
    (QT_TRANSLATE_NOOP("Help", "export"), [
        ("export", "DATA --out FILE", QT_TRANSLATE_NOOP(
            "Help", "write the adjudicated dataset")),
    ]),
    (QT_TRANSLATE_NOOP("Help", "report"), [
        ("rules", "DATA --set KEY=VALUE", QT_TRANSLATE_NOOP(
            "Help", "fix the acceptance rules (before looking)")),
        ("report", "DATA --out FILE.pdf", QT_TRANSLATE_NOOP(
            "Help", "the acceptance report (HTML or PDF)")),
        ("check", "DATA [--rules RULES]", QT_TRANSLATE_NOOP(
            "Help", "the acceptance rules alone, as an exit status for a pipeline")),
        ("schema", "[COMMAND]", QT_TRANSLATE_NOOP(
            "Help", "the JSON Schema of a command's --format json output")),
    ]),
]

USAGE = "adjudicator [FILE | --sample] | COMMAND [options] | --version"
DESCRIPTION = QT_TRANSLATE_NOOP("Help", "Without a command, open the window (on FILE, or on the "
                                "sample data with --sample). The commands work without a window:")
EPILOG = QT_TRANSLATE_NOOP("Help", "Run `adjudicator COMMAND --help` for the options of one "
                           "command. --lang zh_CN or zh_TW before the command sets the language.")


class _Columns(argparse.HelpFormatter):
    """Synopses up to 36 columns wide stay on the line of their description."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog, max_help_position=38)


def overview_parser() -> argparse.ArgumentParser:
    """A parser whose help is the grouped list of commands (it parses nothing)."""
    from adjudicator.commands.common.arguments import ArgumentParser

    p = ArgumentParser(prog="adjudicator", usage=USAGE, description=DESCRIPTION, epilog=EPILOG,
                       formatter_class=_Columns, add_help=False)
    for title, commands in GROUPS:
        group = p.add_argument_group(title)
        for name, synopsis, what in commands:
            group.add_argument(name, metavar=f"{name} {synopsis}", help=what)
    return p


def overview() -> str:
    """The grouped help page, in the run's language."""
    return overview_parser().format_help().rstrip("\n")
