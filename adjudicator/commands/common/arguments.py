"""An argparse parser whose usage errors are input errors (one line and exit status 2) and
whose help is shown in the run's language.

The options' help texts, descriptions and epilogs are English templates marked
``QT_TRANSLATE_NOOP("Help", ...)`` where they are written; the help formatter looks each one
up in the "Help" context when ``--help`` is printed. argparse's own words come from
``argparse_words`` (installed by ``say.set_language``).
"""

from __future__ import annotations

import argparse
import re
import unicodedata
from typing import Any, NoReturn, cast

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


def help_text(text: str) -> str:
    """``text`` in the run's language (the "Help" context)."""
    from adjudicator.commands.common.error_language import HELP, translator
    from adjudicator.commands.common.say import language

    return translator(language(), HELP)(text)


#: a run of letters, digits and ASCII signs (never broken), one space, or one other character;
#: opening punctuation kept with what follows, closing punctuation with what precedes
_OPEN, _CLOSE = "（「『“‘", "，。、；：）」』”’？！…"
_TOKENS = re.compile(f"[{_OPEN}]*(?:[!-~]+|\\S)[{_CLOSE}]*|\\s")


def _cells(text: str) -> int:
    """Terminal columns of ``text``: two for a wide (CJK) character, one otherwise."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` columns, broken at spaces or between Chinese
    characters (argparse's textwrap breaks at spaces only, so a Chinese sentence ran on)."""
    lines, line = [], ""
    for token in _TOKENS.findall(" ".join(text.split())):
        if line and _cells(line + token) > width:
            lines.append(line.rstrip())
            line = "" if token.isspace() else token
        else:
            line += token
    return [*lines, line.rstrip()] if line.strip() else lines


class _TranslatedHelp(argparse.HelpFormatter):
    """Looks up help texts, descriptions, epilogs and group titles before laying them out,
    and wraps Chinese between characters."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return wrap(text, width)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if isinstance(self, argparse.RawDescriptionHelpFormatter):
            return super()._fill_text(text, width, indent)
        return "\n".join(indent + line for line in wrap(text, width - len(indent)))

    def _get_help_string(self, action: argparse.Action) -> str | None:
        given = super()._get_help_string(action)
        return help_text(given) if given else given

    def add_text(self, text: str | None) -> None:
        super().add_text(help_text(text) if text and text is not argparse.SUPPRESS else text)

    def start_section(self, heading: str | None) -> None:
        super().start_section(help_text(heading) if heading else heading)


_MADE: dict[str, type[argparse.HelpFormatter]] = {}


def _translated(formatter: type[argparse.HelpFormatter]) -> type[argparse.HelpFormatter]:
    """``formatter`` (raw, default-showing, ...) with the lookups of ``_TranslatedHelp``
    (made once per formatter)."""
    key = f"{formatter.__module__}.{formatter.__qualname__}"
    if key not in _MADE:
        _MADE[key] = type(f"Translated{formatter.__name__}", (_TranslatedHelp, formatter), {})
    return _MADE[key]


class ArgumentParser(argparse.ArgumentParser):
    """Like argparse's, but a bad option raises InputError (the CLI prints one line) and the
    help is printed in the run's language."""

    def _get_formatter(self) -> Any:
        chosen = cast("type[argparse.HelpFormatter]", self.formatter_class)
        return _translated(chosen)(prog=self.prog)

    def error(self, message: str) -> NoReturn:
        """Turn a usage error into an InputError naming the command."""
        raise InputError("{prog}: {message}",
                         hint=QT_TRANSLATE_NOOP("Errors", "run `{prog} --help`"),
                         args={"prog": self.prog, "message": message})
