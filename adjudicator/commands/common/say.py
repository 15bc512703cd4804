"""What the commands tell the user on the terminal, in the language asked for with ``--lang``.

Notes, warnings and "written to ..." lines are English templates with named fields, marked
for the "Errors" context like the errors themselves (``QT_TRANSLATE_NOOP`` + fields), and
rendered through the same catalogue (``error_language.translator``) when they are printed.
The language is set once per run by the command line (``set_language``); tables of numbers,
JSON and CSV are printed as they are, never through here.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from adjudicator.commands.common.error_language import translator
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

NOTE = QT_TRANSLATE_NOOP("Errors", "adjudicator: note: {message}")
WARNING = QT_TRANSLATE_NOOP("Errors", "adjudicator: warning: {message}")
ERROR = QT_TRANSLATE_NOOP("Errors", "adjudicator: error: {message}")

_language = ["en"]


def set_language(lang: str) -> None:
    """The language of every later line (and of argparse's own words): en, zh_CN or zh_TW."""
    from adjudicator.commands.common.argparse_words import install

    _language[0] = lang
    install(lang)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """``lang`` for the lines (and argparse's words) of one run, the previous one after it, so
    a command called in-process leaves no language behind."""
    before = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(before)


def language() -> str:
    """The language set for this run."""
    return _language[0]


def render(value: object) -> str:
    """A template-carrying value (Message, InputError) in the language; anything else as str."""
    if isinstance(value, Message | InputError):
        return value.render(translator(_language[0]))
    return str(value)


def text(template: str, **fields: object) -> str:
    """``template`` translated, with its fields (themselves rendered when they are messages)."""
    return render(Message(template, **fields))


def say(template: str, *, stream: TextIO | None = None, **fields: object) -> None:
    """One line on stdout (or ``stream``), flushed so a script sees it at once."""
    out = stream or sys.stdout
    out.write(text(template, **fields) + "\n")
    out.flush()


def note(template: str, **fields: object) -> None:
    """``adjudicator: note: ...`` on stderr."""
    say(NOTE, stream=sys.stderr, message=Message(template, **fields))


def warn(template: str, **fields: object) -> None:
    """``adjudicator: warning: ...`` on stderr."""
    say(WARNING, stream=sys.stderr, message=Message(template, **fields))


def error(message: object) -> None:
    """``adjudicator: error: ...`` on stderr (an error already rendered or a Message)."""
    say(ERROR, stream=sys.stderr, message=message)
