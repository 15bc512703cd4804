"""Input errors on the command line in the language asked for with ``--lang``.

Errors are English templates with named fields (core.errors); with ``--lang zh_CN`` or
``--lang zh_TW`` the template is looked up in the shipped Qt catalogue (QtCore's QTranslator
only: no window, no display) before the fields are filled. English, an unknown language or a
missing catalogue print the English source.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from adjudicator.core.errors import CONTEXT, InputError, Translate

LANGS = ("en", "zh_CN", "zh_TW")


def take_lang(args: list[str], *, remove: bool = True) -> str:
    """The code of ``--lang CODE`` / ``--lang=CODE`` in a sub-command's arguments, removed
    from them unless ``remove`` is False (a command with a ``--lang`` of its own, the report)."""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            code = args[i + 1]
            if remove:
                del args[i:i + 2]
            return code
        if arg.startswith("--lang="):
            if remove:
                del args[i]
            return arg.split("=", 1)[1]
    return "en"


def error_text(error: InputError, lang: str) -> str:
    """The error's one line in ``lang`` (English when no catalogue can be loaded)."""
    return error.render(translator(lang))


def _same(text: str) -> str:
    return text


HELP = "Help"  # the context of the commands' option help texts


@cache
def translator(lang: str, context: str = CONTEXT) -> Translate:
    """The lookup of the words of ``context`` (io's and the commands' "Errors", the options'
    "Help") in ``lang``: the identity for English, an unknown language or a missing
    catalogue. Loaded once per language and context."""
    if lang not in LANGS[1:]:
        return _same
    try:
        from PySide6.QtCore import QTranslator
    except ImportError:
        return _same
    qt = QTranslator()
    path = files("adjudicator.resources") / "translations" / f"adjudicator_{lang}.qm"
    if not qt.load(str(path)):
        return _same
    return lambda text: qt.translate(context, text) or text
