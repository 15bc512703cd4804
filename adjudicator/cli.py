"""The `adjudicator` command: the window by default, sub-commands for headless use."""

from __future__ import annotations

import difflib
import errno
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

# sub-command name -> module in adjudicator.commands exposing ``main(argv) -> int``
COMMANDS: dict[str, str] = {
    "agree": "agreement.agree",
    "aggregate": "agreement.aggregate",
    "selftest": "selftest",
    "validate": "validate",
    "decide": "project.decide",
    "export": "project.export",
    "log": "project.log",
    "merge": "project.merge",
    "tag": "project.tag",
    "diff": "project.diff",
    "note": "project.note",
    "guideline": "project.guideline",
    "revert": "project.revert",
    "rules": "project.rules",
    "policy": "project.policy",
    "accept": "project.accept",
    "reannotate": "project.reannotate",
    "report": "reporting.report",
    "check": "reporting.check",
    "schema": "schema",
    "sample": "reporting.sample",
    "gui": "gui",
}


def main(argv: Sequence[str] | None = None) -> int:
    """Dispatch to a sub-command; input errors become one message and exit status 2."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    if debug:
        args.remove("--debug")
    if sys.stdout is None:  # started with stdout closed (`>&-`): write nowhere, not crash
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    return run_guarded(_dispatch, args, debug, _take_lang(args))


OWN_LANG = ("report", "validate")  # commands whose own --lang also says their output language


def _take_lang(args: list[str]) -> str:
    """The language of a sub-command's messages: ``--lang CODE`` before the command's name
    (``adjudicator --lang zh_CN agree ...``) or among its options; English without one. The
    window, report and validate keep theirs (it is their output's language too)."""
    from adjudicator.commands.common.error_language import take_lang

    if args and args[0].startswith("--lang"):
        rest = args[2:] if args[0] == "--lang" else args[1:]
        if rest and ((rest[0] in COMMANDS and rest[0] != "gui") or rest[0] in ("-h", "--help")):
            lang = take_lang(args)
            if args[0] in OWN_LANG and take_lang(list(args), remove=False) == "en":
                args[1:1] = ["--lang", lang]
            return lang
    if args and args[0] in COMMANDS and args[0] != "gui":
        return take_lang(args, remove=args[0] not in OWN_LANG)
    return take_lang(args, remove=False)  # the window's own --lang, read again by it


def _dispatch(args: list[str]) -> int:
    """Help, version, a sub-command, or the window."""
    if args and args[0] in ("-h", "--help"):
        from adjudicator.commands.overview import overview

        print(overview())
        return 0
    if args and args[0] in ("-V", "--version"):
        from adjudicator import __version__

        print(f"adjudicator {__version__}")
        return 0
    if args and args[0] in COMMANDS:
        return _load(args[0])(args[1:])
    if args and not args[0].startswith("-"):
        _check_not_a_typo(args[0])
    return _load("gui")(args)


def _check_not_a_typo(word: str) -> None:
    """A first word that is no file but looks like a command name is a mistyped command."""
    near = difflib.get_close_matches(word, COMMANDS, n=1, cutoff=0.75)
    if near and not Path(word).exists():
        raise InputError(QT_TRANSLATE_NOOP("Errors", "unknown command '{word}'"),
                         expected="{commands}",
                         hint=QT_TRANSLATE_NOOP("Errors", "Did you mean `adjudicator {near}`?"),
                         args={"word": word, "commands": ", ".join(COMMANDS), "near": near[0]})


def _load(name: str) -> Callable[[list[str]], int]:
    """Import one sub-command lazily so each stays fast to start."""
    module = importlib.import_module(f"adjudicator.commands.{COMMANDS[name]}")
    entry: Callable[[list[str]], int] = module.main
    return entry


def run_guarded(entry: Callable[[list[str]], int], args: list[str], debug: bool,
                lang: str | None = None) -> int:
    """Run a command; turn input errors, OS errors, broken pipes and Ctrl-C into one line, in
    ``lang`` when given (else the language already set)."""
    if lang is not None:
        from adjudicator.commands.common.say import speaking

        with speaking(lang):
            return run_guarded(entry, args, debug)
    try:
        status = entry(args)
        sys.stdout.flush()  # a full disk or a closed pipe shows here, inside the guard
        return status
    except InputError as exc:
        if debug:
            raise
        from adjudicator.commands.common.say import error

        error(exc)
        return 2
    except BrokenPipeError:
        _silence_stdout()
        return 1
    except OSError as exc:
        if debug:
            raise
        from adjudicator.commands.common.say import error

        error(os_error_text(exc))
        return 2
    except KeyboardInterrupt:
        from adjudicator.commands.common.say import say

        say(QT_TRANSLATE_NOOP("Errors", "adjudicator: interrupted"), stream=sys.stderr)
        return 130


def os_error_text(exc: OSError) -> Message:
    """An operating-system error as one line: the file, the reason, what to check."""
    reason = exc.strerror or str(exc)
    if exc.errno == errno.ENOSPC:
        if exc.filename:
            return Message(QT_TRANSLATE_NOOP("Errors", "{file}: the disk is full ({reason}). "
                                             "Free some space or choose an output on another "
                                             "disk, then try again"),
                           file=exc.filename, reason=reason)
        return Message(QT_TRANSLATE_NOOP("Errors", "the disk is full ({reason}). Free some space "
                                         "or choose an output on another disk, then try again"),
                       reason=reason)
    if exc.filename is None:
        return Message(QT_TRANSLATE_NOOP("Errors", "cannot finish ({reason}). Check the free "
                                         "space and where the output goes"), reason=reason)
    return Message(QT_TRANSLATE_NOOP("Errors", "{file}: {reason}. Check that the path exists and "
                                     "that you may read it (or, for an output, write in its "
                                     "folder)"), file=exc.filename, reason=reason)


def _silence_stdout() -> None:
    """After the reader of our output went away, point stdout at nothing so that Python's
    final flush does not complain a second time."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    raise SystemExit(main())
