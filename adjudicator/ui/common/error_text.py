"""Errors from core, io and store in the user's language.

Those layers raise ``InputError`` with English templates and named fields (see core.errors);
here each template is looked up in the "Errors" translation context before the fields are
filled, so a refused file or decision reads in 简体中文 / 繁體中文 like the rest of the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from adjudicator.core.errors import CONTEXT, InputError, Message

if TYPE_CHECKING:
    from adjudicator.session.session import Session


def translate_error_template(text: str) -> str:
    """One error template in the current language (the English source when untranslated)."""
    return QCoreApplication.translate(CONTEXT, text)


def localised_text(text: str) -> str:
    """A line from core, io or store in the current language: a Message through its template,
    a plain string looked up whole (English when it has no translation)."""
    return text.render(translate_error_template) if isinstance(text, Message) else \
        translate_error_template(text)


def localised(error: BaseException) -> str:
    """The one line to show for ``error``: translated for input errors, else its own text."""
    if isinstance(error, InputError):
        return error.render(translate_error_template)
    return str(error) or type(error).__name__


def read_only_text(session: Session | None) -> str:
    """Why ``session`` refuses changes, in the user's language ("" when it takes them, or when
    there is no session)."""
    reason = session.read_only_reason if session is not None else None
    return localised_text(reason) if reason is not None else ""
