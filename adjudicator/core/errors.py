"""Errors that name exactly where the input is wrong and what to do about it.

The message, the expected value and the hint are English *templates* with named fields
(``"unknown item {item}"`` + ``args={"item": ...}``), so the window and the command line can
show them in the user's language: ``error.render(translate)`` looks each template up (Qt's
``QCoreApplication.translate("Errors", ...)`` in the window) before filling in the fields.
``QT_TRANSLATE_NOOP("Errors", "...")`` marks a template where it is written, so
``pyside6-lupdate`` extracts it from core, io and store without those layers importing Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

CONTEXT = "Errors"  # the translation context of every error template

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Mark ``text`` for translation in ``context``; returns it unchanged (English source)."""
    del context
    return text


def _same(text: str) -> str:
    return text


ROW = QT_TRANSLATE_NOOP("Errors", "row {row}")
COLUMN = QT_TRANSLATE_NOOP("Errors", "column '{column}'")
EXPECTED = QT_TRANSLATE_NOOP("Errors", " (expected {expected})")
COMMA = QT_TRANSLATE_NOOP("Errors", ", ")  # between file, row and column
COLON = QT_TRANSLATE_NOOP("Errors", ": ")  # between where and what
STOP = QT_TRANSLATE_NOOP("Errors", ". ")  # before the hint


class InputError(Exception):
    """Bad input: which file, which row (as a spreadsheet shows it), which column, what was
    expected and what to do. The CLI prints it and exits with status 2; the window shows it."""

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        row: int | None = None,
        column: str | None = None,
        expected: str | None = None,
        hint: str | None = None,
        args: Mapping[str, object] | None = None,
    ) -> None:
        if isinstance(message, Message) and not args:  # a message built elsewhere: its template
            args = message.fields
            message = message.template
        self.template = message
        self.args_ = dict(args or {})
        self.file = file
        self.row = row
        self.column = column
        self.expected = expected
        self.hint = hint
        self.message = _fill(message, self.args_)
        super().__init__(self.message)

    def render(self, translate: Translate = _same) -> str:
        """The whole message with every template passed through ``translate`` (English when
        ``translate`` is the identity, as ``str(error)``)."""
        where = []
        if self.file:
            where.append(self.file)
        if self.row is not None:
            where.append(_fill(translate(ROW), {"row": self.row}))
        if self.column:
            where.append(_fill(translate(COLUMN), {"column": self.column}))
        args = {k: _localised(v, translate) for k, v in self.args_.items()}
        message = _fill(translate(self.template), args)
        text = (translate(COLON).join([translate(COMMA).join(where), message]) if where
                else message)
        if self.expected:
            expected = _fill(translate(self.expected), args)
            text += _fill(translate(EXPECTED), {"expected": expected})
        if self.hint:
            text += translate(STOP) + _fill(translate(self.hint), args)
        return text

    def __str__(self) -> str:
        return self.render()


def _localised(value: object, translate: Translate) -> object:
    """A field that is itself a Message (or a tuple of them, shown joined by '; ') in the
    user's language."""
    if isinstance(value, tuple):
        return tuple(_localised(v, translate) for v in value)
    return value.render(translate) if isinstance(value, Message | InputError) else value


def _fill(template: str, args: Mapping[str, object]) -> str:
    """``template`` with its ``{name}`` fields filled (a tuple field joined by '; '); a
    template without args is literal."""
    if not args:
        return template
    args = {k: "; ".join(map(str, v)) if isinstance(v, tuple) else v for k, v in args.items()}
    try:
        return template.format(**args)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field: the source
        return template


class Message(str):
    """A progress or status line in English that remembers its template and fields, so the
    window can show it in the user's language (``render``); elsewhere it is a plain str."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Message:
        self = super().__new__(cls, _fill(template, fields))
        self.template, self.fields = template, dict(fields)
        return self

    def render(self, translate: Translate = _same) -> str:
        """The line with its template (and the fields that are messages) passed through
        ``translate``."""
        fields = {k: _localised(v, translate) for k, v in self.fields.items()}
        return _fill(translate(self.template), fields)
