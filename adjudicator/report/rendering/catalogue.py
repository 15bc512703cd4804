"""The window's translation catalogue, read without Qt, for words the core writes in English.

The core marks the words of its interval conventions, reasons and notes for translation
(``QT_TRANSLATE_NOOP(context, text)``); the window looks them up in the compiled ``.qm``
through Qt. The report is written headless and its layer imports no Qt, so it reads the same
translations from the shipped source catalogue (``resources/translations/adjudicator_<lang>.ts``,
Qt Linguist's XML) with the standard library. Only finished translations are used; a word
without one stays as the core wrote it.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.resources import files
from xml.etree import ElementTree

Messages = dict[tuple[str, str], str]


@lru_cache(maxsize=4)
def messages(lang: str) -> Messages:
    """(context, English source) -> translation, for every finished message of ``lang``."""
    path = files("adjudicator.resources") / "translations" / f"adjudicator_{lang}.ts"
    try:
        root = ElementTree.fromstring(path.read_bytes())  # our own shipped file
    except (OSError, ElementTree.ParseError):
        return {}
    out: Messages = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or message.get("numerus") == "yes":
                continue
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if translation.text:
                out[(name, source)] = translation.text
    return out


def translate(lang: str, context: str, text: str) -> str:
    """``text`` of ``context`` in ``lang``; the text itself when there is no translation."""
    if lang == "en":
        return text
    return messages(lang).get((context, text), text)
