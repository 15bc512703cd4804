"""The tool readers' shared refusal about a question (``io/tools/questions``)."""

from __future__ import annotations

from adjudicator.core.errors import QT_TRANSLATE_NOOP
from adjudicator.io.tools.questions import NAME_ONE, ONE_OF, question_error

UNKNOWN = QT_TRANSLATE_NOOP("Errors", "there is no question '{question}' in this Argilla export")


def test_an_unknown_question_lists_the_ones_there_are() -> None:
    """With choices: they are listed, and --question is named as the way out."""
    err = question_error(UNKNOWN, "records.json", "mood", choices=["sentiment", "topics"])
    assert err.template == UNKNOWN
    assert err.args_ == {"question": "mood", "questions": "sentiment, topics"}
    assert (err.file, err.row, err.expected, err.hint) == ("records.json", None, ONE_OF, NAME_ONE)
    assert err.message == "there is no question 'mood' in this Argilla export"


def test_no_choices_and_no_question_still_read() -> None:
    """An empty list of questions reads "-", a missing question an empty name."""
    err = question_error(UNKNOWN, "f.json", None, choices=[])
    assert err.args_ == {"question": "", "questions": "-"}


def test_an_odd_answer_keeps_its_own_words_and_row() -> None:
    """Without choices: the caller's expected and hint, the row, the question only."""
    err = question_error(UNKNOWN, "f.json", "order", row=3, expected="a label", hint="do x")
    assert err.args_ == {"question": "order"}
    assert (err.row, err.expected, err.hint) == (3, "a label", "do x")


def test_translated_with_every_template() -> None:
    """render() passes message, expected and hint through the translation."""
    err = question_error(UNKNOWN, "f.json", "mood", choices=["a"])
    seen: list[str] = []
    err.render(lambda text: seen.append(text) or text)
    assert {UNKNOWN, ONE_OF, NAME_ONE} <= set(seen)
