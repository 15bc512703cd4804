"""The `adjudicator` command: the window by default, sub-commands for headless use."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Sequence

from adjudicator.core.errors import InputError

#: sub-command name -> module in adjudicator.commands exposing ``main(argv) -> int``
COMMANDS: dict[str, str] = {
    "agree": "agree",
    "selftest": "selftest",
    "validate": "validate",
    "decide": "decide",
    "export": "export",
    "log": "log",
    "merge": "merge",
    "gui": "gui",
}

USAGE = """usage: adjudicator [FILE | --sample]            open the window
       adjudicator agree FILE [options]           agreement statistics
       adjudicator validate FILE [--schema S]     check a file before use
       adjudicator selftest [VECTORS.json]        check the statistics against references
       adjudicator decide DATA --from CSV         apply decisions from a spreadsheet
       adjudicator export DATA --out FILE         write the adjudicated dataset
       adjudicator log DATA                       show the decision history
       adjudicator merge LOG1 LOG2 --out LOG      merge two leads' logs
Run `adjudicator COMMAND --help` for the options of one command."""


def main(argv: Sequence[str] | None = None) -> int:
    """Dispatch to a sub-command; input errors become one message and exit status 2."""
    args = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in args
    if debug:
        args.remove("--debug")
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if args and args[0] in ("-V", "--version"):
        from adjudicator import __version__

        print(f"adjudicator {__version__}")
        return 0
    name = args[0] if args and args[0] in COMMANDS else "gui"
    rest = args[1:] if args and args[0] in COMMANDS else args
    return run_guarded(_load(name), rest, debug)


def _load(name: str) -> Callable[[list[str]], int]:
    """Import one sub-command lazily so each stays fast to start."""
    module = importlib.import_module(f"adjudicator.commands.{COMMANDS[name]}")
    entry: Callable[[list[str]], int] = module.main
    return entry


def run_guarded(entry: Callable[[list[str]], int], args: list[str], debug: bool) -> int:
    """Run a command; turn input errors and broken pipes into messages, not tracebacks."""
    try:
        return entry(args)
    except InputError as exc:
        if debug:
            raise
        print(f"adjudicator: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
