"""`adjudicator guideline DATA VERSION [--notes TEXT]`: start a new guideline version.

Every event written after it (decisions included) carries VERSION in its guideline field, and
exports show it as the decision's ``guideline_version``.
"""

from __future__ import annotations

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message


def main(argv: list[str]) -> int:
    """Record a guideline event; the version in force already is refused (nothing changes)."""
    p = parser("adjudicator guideline",
               QT_TRANSLATE_NOOP("Help", "Start a new guideline version."))
    p.add_argument("version", metavar="VERSION", help=QT_TRANSLATE_NOOP(
        "Help", "the guideline version, e.g. 2.1"))
    p.add_argument("--notes", default="", metavar="TEXT", help=QT_TRANSLATE_NOOP(
        "Help", "what changed"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who changed it (default: the "
                                                              "login name)"))
    add_import_options(p)
    args = p.parse_args(argv)
    version = args.version.strip()
    if not version:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "the guideline version is empty"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a version such as 2.1"))
    with writable(args, create=True) as project:
        before = project.state.guideline_version
        if version == before:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "guideline '{version}' is already in force"),
                             file=str(project.log_path),
                             expected=QT_TRANSLATE_NOOP("Errors", "a new version"),
                             args={"version": version})
        record = project.guideline(version, args.notes)
        done(QT_TRANSLATE_NOOP("Errors", "guideline {before} -> {version} (event {seq})"),
             before=before or Message(QT_TRANSLATE_NOOP("Errors", "(none)")), version=version,
             seq=record.seq)
    return 0
