"""The refusals the tool readers share when a question (form element, answer field) is
asked for that the export does not hold, or whose answers are not labels."""

from __future__ import annotations

from collections.abc import Sequence

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

ONE_OF = QT_TRANSLATE_NOOP("Errors", "one of: {questions}")
NAME_ONE = QT_TRANSLATE_NOOP("Errors", "Name one of them with --question")


def question_error(message: str, file: str, question: str | None, *, row: int | None = None,
                   choices: Sequence[str] | None = None, expected: str | None = None,
                   hint: str | None = None) -> InputError:
    """The error to raise about ``question`` in ``file``: ``message`` (a marked template
    with a ``{question}`` field). With ``choices`` (the questions there are) it lists them
    and asks for one of them with --question; otherwise ``expected`` and ``hint`` say what
    an answer should be and what to do."""
    args: dict[str, object] = {"question": question or ""}
    if choices is not None:
        args["questions"] = ", ".join(choices) or "-"
        expected, hint = expected or ONE_OF, hint or NAME_ONE
    return InputError(message, file=file, row=row, expected=expected, hint=hint, args=args)


def others_note(others: Sequence[str]) -> Message | str:
    """`` (others: a, b; --question NAME)`` after the question a note names, or nothing."""
    if not others:
        return ""
    return Message(QT_TRANSLATE_NOOP("Errors", " (others: {names}; --question NAME)"),
                   names=", ".join(others))


def other_questions_note(others: Sequence[str]) -> Message | str:
    """``; other questions: a, b (--question NAME)`` after a Label Studio note, or nothing."""
    if not others:
        return ""
    return Message(QT_TRANSLATE_NOOP("Errors", "; other questions: {names} (--question NAME)"),
                   names=", ".join(others))
