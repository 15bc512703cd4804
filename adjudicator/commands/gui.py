"""`adjudicator [FILE] [--sample]`: open the window, or — with no display — print a summary."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Mapping, MutableMapping
from pathlib import Path

from adjudicator.commands.common.arguments import ArgumentParser
from adjudicator.commands.common.error_language import take_lang
from adjudicator.commands.common.say import say, text
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError
from adjudicator.io.samples import sample_path

NO_DISPLAY_NOTE = QT_TRANSLATE_NOOP(
    "Errors",
    "adjudicator: no display found (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM are unset), "
    "so the window cannot open; here is the agreement summary instead.")
UNUSABLE_DISPLAY_NOTE = QT_TRANSLATE_NOOP(
    "Errors",
    "adjudicator: the display could not be opened (see Qt's messages above; on Linux the "
    "xcb plugin needs libxcb-cursor0), so the window cannot open; here is the agreement "
    "summary instead.")
LANGS = ("en", "zh_CN", "zh_TW")
LOG_SUFFIX = ".adjudication.jsonl"


def display_available(env: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """True unless this is an X11/Wayland system with no display and no Qt platform chosen."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform in ("darwin", "win32", "cygwin"):
        return True
    return any(env.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def parse_args(argv: list[str]) -> argparse.Namespace:
    """`[FILE] [--sample] [--log PATH] [--lang en|zh_CN|zh_TW]`."""
    parser = ArgumentParser(prog="adjudicator", description=QT_TRANSLATE_NOOP(
        "Help", "Open the Adjudicator window."))
    parser.add_argument("file", nargs="?", help=QT_TRANSLATE_NOOP(
        "Help", "labels file to open (wide CSV: id, annotators)"))
    parser.add_argument("--sample", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "open the bundled sample"))
    parser.add_argument("--log", help=QT_TRANSLATE_NOOP(
        "Help", "decision log (default: beside the data file)"))
    parser.add_argument("--lang", choices=LANGS, help=QT_TRANSLATE_NOOP(
        "Help", "interface language (default: saved/system)"))
    parser.add_argument("--timing", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help=QT_TRANSLATE_NOOP("Help", "render the window offscreen after "
                                                       "loading, save it as PNG, exit"))
    parser.add_argument("--size", default="1280x800", type=window_size,
                        help=QT_TRANSLATE_NOOP("Help", "window size for --screenshot, "
                                                       "WIDTHxHEIGHT (default 1280x800)"))
    args = parser.parse_args(argv)
    if args.sample and args.file:
        parser.error(text(QT_TRANSLATE_NOOP("Errors", "give a FILE or --sample, not both")))
    if args.screenshot and not (args.file or args.sample):
        parser.error(text(QT_TRANSLATE_NOOP("Errors",
                                            "--screenshot needs a FILE (or --sample) to load")))
    return args


def window_size(given: str) -> tuple[int, int]:
    """"1280x800" -> (1280, 800); at least 640 x 400, at most 7680 x 4320."""
    width, sep, height = given.lower().partition("x")
    if not (sep and width.isdigit() and height.isdigit()
            and 640 <= int(width) <= 7680 and 400 <= int(height) <= 4320):
        raise argparse.ArgumentTypeError(text(QT_TRANSLATE_NOOP(
            "Errors", "expected WIDTHxHEIGHT such as 1280x800 (640x400 to 7680x4320), got "
            "'{given}'"), given=given))
    return int(width), int(height)


def main(argv: list[str]) -> int:
    """Open the window; with no display, print a one-line note and the data's agreement."""
    args = parse_args(argv)
    path = Path(args.file) if args.file else (sample_path() if args.sample else None)
    if path is not None and args.log is None:
        path, args.log = data_and_log(path)  # a double-clicked decision log opens its data
    if args.screenshot:  # no display needed: Qt draws into memory
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from adjudicator.ui.window.run import run_window as run

        return run(path, log=args.log, language=args.lang, sample=args.sample and not args.file,
                   screenshot=Path(args.screenshot), size=args.size)
    if not display_available():
        say(NO_DISPLAY_NOTE)
        return print_summary(path or sample_path())
    fallback = allow_offscreen_fallback(os.environ)
    from adjudicator.ui.window.run import run_window

    def no_window() -> int:
        say(UNUSABLE_DISPLAY_NOTE)
        return print_summary(path or sample_path())

    return run_window(path, log=args.log, language=args.lang, timing=args.timing,
                      sample=args.sample and not args.file,
                      on_no_display=no_window if fallback else None, resolve=data_and_log)


def data_and_log(path: Path) -> tuple[Path, str | None]:
    """The labels file and decision log to open for ``path``: a decision log opens the data it
    was made for, with that log; any other file is the data (None: its log beside it)."""
    if path.name.endswith(LOG_SUFFIX):
        return data_of_log(path), str(path)
    return path, None


def data_of_log(log: Path) -> Path:
    """The labels file a decision log was made for (its header's first original, relative to
    the log's folder when not absolute), so opening a log opens its data with that log."""
    try:
        with log.open("rb") as handle:
            header = json.loads(handle.readline())
        named = Path(header["originals"][0]["path"])
    except (OSError, ValueError, KeyError, IndexError, TypeError) as error:
        raise InputError(QT_TRANSLATE_NOOP("Errors",
                                           "not a readable Adjudicator decision log ({reason})"),
                         file=str(log),
                         expected=QT_TRANSLATE_NOOP("Errors", "a log written by Adjudicator "
                                                    "(first line: its header)"),
                         hint=QT_TRANSLATE_NOOP("Errors", "Open the labels file instead."),
                         args={"reason": str(error)}) from error
    for candidate in (named, log.parent / named, log.parent / named.name):
        if candidate.is_file():
            return candidate
    raise InputError(QT_TRANSLATE_NOOP("Errors", "its labels file {named} is not there"),
                     file=str(log),
                     expected=QT_TRANSLATE_NOOP("Errors", "{named} beside the log or at that path"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                                            "Put the labels file back, or open it with --log LOG."),
                     args={"named": str(named)})


def allow_offscreen_fallback(env: MutableMapping[str, str], platform: str | None = None
                             ) -> bool:
    """On X11/Wayland, let Qt fall back to offscreen instead of aborting when the display
    cannot be opened (stale DISPLAY, missing xcb libraries); True when the fallback was set."""
    platform = sys.platform if platform is None else platform
    if platform in ("darwin", "win32", "cygwin") or env.get("QT_QPA_PLATFORM"):
        return False
    first = "wayland;xcb" if env.get("WAYLAND_DISPLAY") else "xcb"
    env["QT_QPA_PLATFORM"] = f"{first};offscreen"
    return True


def print_summary(path: Path) -> int:
    """The agreement summary of a labels file, exactly as `adjudicator agree FILE` prints it."""
    from adjudicator.commands.agreement import agree

    status: int = agree.main([str(path), "--format", "text"])
    return status


def launch() -> None:
    """Entry point of the `adjudicator-gui` script (errors as one line, like `adjudicator`)."""
    from adjudicator.cli import run_guarded

    argv = sys.argv[1:]
    raise SystemExit(run_guarded(main, argv, debug=False, lang=take_lang(argv, remove=False)))
