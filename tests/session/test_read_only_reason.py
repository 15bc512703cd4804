"""Why a session refuses changes is a message, not words: the session knows no language, the
window renders the message in its own (session/ imports no Qt and no ui)."""

from __future__ import annotations

import shutil
from pathlib import Path

from adjudicator.commands.gui import sample_path
from adjudicator.core.errors import Message
from adjudicator.io.dataset import Dataset
from adjudicator.session.session import READ_ONLY, Session
from adjudicator.store.project import Project


def _marked(template: str) -> str:
    """A stand-in translation that marks every template it is asked for."""
    return template if template == "{messages}" else f"«{template}»"


def _sample(tmp_path: Path) -> Path:
    data = tmp_path / "sample.csv"
    shutil.copyfile(sample_path(), data)
    return data


def test_no_reason_without_a_log_or_with_a_writable_one(tmp_path: Path) -> None:
    """In-memory sessions and writable logs take changes: the reason is None."""
    data = _sample(tmp_path)
    with Project.open(data, author="lead") as project:
        assert Session(project.dataset, project).read_only_reason is None
        assert Session(Dataset(project.dataset.ratings, project.dataset.frame, [data]))\
            .read_only_reason is None


def test_a_log_held_by_another_lead_says_so_through_the_translation(tmp_path: Path) -> None:
    """A log another window holds opens read-only; the reason is the opening's own message,
    each of its templates passed through the translation the window gives it."""
    data = _sample(tmp_path)
    with Project.open(data, author="lead") as first:
        first.start_log()
        with Project.open(data, author="someone else") as second:
            assert second.read_only
            assert second.messages
            reason = Session(second.dataset, second).read_only_reason
            assert isinstance(reason, Message)
            assert str(reason) == "; ".join(map(str, second.messages))
            rendered = reason.render(_marked)
            assert rendered.startswith("«")
            assert rendered.endswith("»")
            assert rendered != str(reason)  # the words are the window's to choose


def test_read_only_without_a_word_from_the_log_says_read_only(tmp_path: Path) -> None:
    """A log opened read-only on purpose tells nothing; the reason is READ_ONLY."""
    data = _sample(tmp_path)
    with Project.open(data, author="lead") as first:
        first.start_log()
    with Project.open(data, read_only=True) as project:
        assert project.read_only
        assert not project.messages
        reason = Session(project.dataset, project).read_only_reason
        assert reason is not None
        assert reason.render(_marked) == f"«{READ_ONLY}»"
