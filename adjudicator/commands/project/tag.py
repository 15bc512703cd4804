"""`adjudicator tag DATA NAME`: name the current version so it can be diffed and exported."""

from __future__ import annotations

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def main(argv: list[str]) -> int:
    """Record a tag event at the current last sequence number; a taken name is refused."""
    p = parser("adjudicator tag",
               QT_TRANSLATE_NOOP("Help", "Name the current version (a tag)."))
    p.add_argument("name", metavar="NAME", help=QT_TRANSLATE_NOOP(
        "Help", "the version's name, e.g. round-1"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who named it (default: the login "
                                                              "name)"))
    add_import_options(p)
    args = p.parse_args(argv)
    name = args.name.strip()
    if not name or name.isdigit() or name == "now":
        raise InputError(QT_TRANSLATE_NOOP("Errors", "'{name}' cannot name a version"),
                         expected=QT_TRANSLATE_NOOP("Errors", "a name that is not empty, not "
                                                    "only digits and not 'now'"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Digits mean a sequence number and "
                                                "now the latest version"),
                         args={"name": args.name})
    with writable(args, create=True) as project:
        if name in project.state.tags:
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                                               "version name '{name}' is taken (event {seq})"),
                             file=str(project.log_path),
                             expected=QT_TRANSLATE_NOOP("Errors", "a new name"),
                             args={"name": name, "seq": project.state.tags[name]})
        record = project.tag(name)
        done(QT_TRANSLATE_NOOP("Errors", "tagged {name} (event {seq}: the state after event "
                               "{before})"), name=name, seq=record.seq, before=record.seq - 1)
    return 0
